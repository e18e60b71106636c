// The one import checker (npm run lint). It keeps the architecture's one-way data flow real: contracts (data) →
// src (pure library) → fixtures → specs, reporters; the reference installation (reference/) is a separate program that
// imports nothing of the suite. Two things are checked over every source file of the repository:
//   - the import rules: each folder's DEPS.list says what its files may import (format: scripts/import-rules.ts);
//   - import circles: no set of files may import each other round (type-only imports included: they still couple
//     the files). Each circle is reported with its files and the imports that close it, the places to cut.
// Errors name the importing file:line, the rule broken and what is allowed.

import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCircles, importEdges, type ImportEdge } from './import-graph.ts';
import { DEPS_FILE, decide, packageOf, parseDepsList, rulesFor, ruleProblems, type DepsList, type ImportTarget, type RuleProblem } from './import-rules.ts';

/** A tree to check: source files and DEPS.list files, each by repository path (forward slashes) → text. */
export interface SourceTree {
  readonly sources: ReadonlyMap<string, string>;
  readonly depsLists: ReadonlyMap<string, string>;
}

/** A broken rule or a problem of the rules themselves, at `file:line`. */
export type ImportProblem = RuleProblem;

export interface ImportCircle {
  readonly files: readonly string[];
  /** The imports among the circle's files: cutting enough of them opens it. */
  readonly imports: readonly ImportEdge[];
}

export interface ImportReport {
  readonly problems: readonly ImportProblem[];
  readonly circles: readonly ImportCircle[];
}

const SOURCE_FILE = /\.(?:ts|mts|cts|js|mjs|cjs)$/;

/** Folders that hold no source of the project: installed packages, and what runs and reports write (.gitignore). */
const NOT_SOURCE = new Set(['node_modules', 'runs', 'test-results', 'playwright-report', 'allure-results', 'allure-report', 'blob-report']);

export function checkTree(tree: SourceTree): ImportReport {
  const problems: ImportProblem[] = [];
  const lists = new Map<string, DepsList>();
  for (const [file, text] of tree.depsLists) {
    const parsed = parseDepsList(file, text);
    problems.push(...parsed.problems);
    lists.set(parsed.list.folder, parsed.list);
  }
  // What a rule may name: a source file, or a folder holding source or rules (imports reach nothing else).
  const known = new Set<string>(['']);
  for (const path of [...tree.sources.keys(), ...tree.depsLists.keys()]) {
    known.add(path);
    for (let folder = posix.dirname(path); folder !== '.' && !known.has(folder); folder = posix.dirname(folder)) known.add(folder);
  }
  problems.push(...ruleProblems(lists, (path) => known.has(path), tree.sources.keys()));

  // Every folder with source files states its rules, even one whose files import nothing yet: one line per folder.
  const uncoveredFolders = new Set<string>();
  for (const file of [...tree.sources.keys()].sort()) {
    if (rulesFor(file, lists).list !== null) continue;
    const folder = posix.dirname(file);
    if (uncoveredFolders.has(folder)) continue;
    uncoveredFolders.add(folder);
    const where = folder === '.' ? 'the repository root' : `${folder}/`;
    problems.push({ at: `${file}:1`, message: `no DEPS.list covers ${where}: add ${folder === '.' ? '' : `${folder}/`}${DEPS_FILE} with a [*] section (or a section for this file) saying what it may import` });
  }

  const edges = importEdges(tree.sources);
  for (const edge of edges) {
    if (edge.specifier.startsWith('node:')) continue;
    const target: ImportTarget | null = edge.target !== null ? { kind: 'file', path: edge.target } : edge.specifier.startsWith('/') ? null : { kind: 'package', name: packageOf(edge.specifier) };
    if (target === null) {
      problems.push({ at: `${edge.from}:${edge.line}`, message: `imports '${edge.specifier}' by absolute path: use a path relative to the file` });
      continue;
    }
    const rules = rulesFor(edge.from, lists);
    const decision = decide(edge.from, target, rules);
    // An uncovered file is reported once above; its imports are still held to the never-entries around it.
    if (decision.allowed || (rules.list === null && !decision.forbidden)) continue;
    const what = target.kind === 'file' ? `${target.path} ('${edge.specifier}')` : `the package ${target.name}`;
    problems.push({ at: `${edge.from}:${edge.line}`, message: `imports ${what}: ${decision.why}` });
  }

  const circles = importCircles([...tree.sources.keys()], edges).map((files) => {
    const members = new Set(files);
    return { files, imports: edges.filter((edge) => members.has(edge.from) && edge.target !== null && members.has(edge.target)) };
  });
  return { problems: sortProblems(problems), circles };
}

function sortProblems(problems: ImportProblem[]): ImportProblem[] {
  const key = (p: ImportProblem): [string, number] => {
    const colon = p.at.lastIndexOf(':');
    return [p.at.slice(0, colon), Number(p.at.slice(colon + 1))];
  };
  return problems.sort((a, b) => {
    const [fa, la] = key(a);
    const [fb, lb] = key(b);
    return fa === fb ? la - lb : fa.localeCompare(fb);
  });
}

/** The report as text: one line per problem, each circle as its files and the imports that close it. */
export function formatReport(report: ImportReport): string[] {
  const lines = report.problems.map((p) => `${p.at}  ${p.message}`);
  for (const circle of report.circles) {
    lines.push(`import circle of ${circle.files.length} files (open it by moving what these imports need to a module that imports none of them):`);
    for (const file of circle.files) lines.push(`  ${file}`);
    for (const edge of circle.imports) lines.push(`    ${edge.from}:${edge.line} imports ${edge.target ?? edge.specifier}`);
  }
  return lines;
}

/** The repository on disk as a SourceTree. */
export function readRepository(root: string): SourceTree {
  const sources = new Map<string, string>();
  const depsLists = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || NOT_SOURCE.has(entry.name)) continue;
      const path = join(dir, entry.name);
      const key = relative(root, path).split('\\').join('/');
      if (entry.isDirectory()) walk(path);
      else if (entry.name === DEPS_FILE) depsLists.set(key, readFileSync(path, 'utf8'));
      else if (SOURCE_FILE.test(entry.name)) sources.set(key, readFileSync(path, 'utf8'));
    }
  };
  walk(root);
  return { sources, depsLists };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const tree = readRepository(root);
  const report = checkTree(tree);
  if (report.problems.length > 0 || report.circles.length > 0) {
    console.error(`imports: ${report.problems.length} rule problem(s), ${report.circles.length} circle(s) (rules: the DEPS.list of each folder; format in scripts/import-rules.ts)`);
    console.error(formatReport(report).join('\n'));
    process.exit(1);
  }
  console.log(`imports: ok (${tree.sources.size} files, ${tree.depsLists.size} DEPS.list files, no circles)`);
}
