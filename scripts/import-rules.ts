// Import rules as data: each folder's DEPS.list says what its files may import, after Playwright's DEPS.list files.
//
//   # a comment; blank lines are ignored
//   [*]                    the section for every file of this folder (and of subfolders that have no DEPS.list)
//   [cli.ts]               a section for one file of this folder, in addition to [*]
//   [*.test.ts]            a section for the files of this folder whose name matches (* within a name)
//   ../contracts/          the files directly in that folder (paths are relative to the DEPS.list's folder)
//   ../report/**           the files at any depth under that folder
//   ../checks/types.ts     one file
//   npm:ajv                a package, with its subpaths (ajv/dist/standalone/index.js)
//   npm:*                  any package
//   !../fixtures/**        never: forbidden here and in every folder below, whatever their own DEPS.list allows
//   !npm:@playwright/test  never, for a package
//   ../x/   # why          a trailing comment is the entry's reason; errors quote it
//
// Always allowed: node: built-ins, and a file's siblings (files of its own folder). A file is ruled by the nearest
// DEPS.list in its folder or above: by its [*] section, and, where the list stands in the file's own folder, by every
// section whose name matches the file's. Only [*] reaches into subfolders, so a list without one (the root's,
// src/'s) covers no subfolder, and a new folder there must declare its rules before its files import anything. Never-entries are the exception to "nearest only": they hold for the whole subtree, so that a rule such
// as "src never imports fixtures" cannot be undone by a DEPS.list further down.

import { posix } from 'node:path';

export const DEPS_FILE = 'DEPS.list';

/** What an entry names. Paths are repository paths, normalized, without a trailing slash ('' = the root). */
export type DepsTarget =
  | { readonly kind: 'folder'; readonly path: string }
  | { readonly kind: 'subtree'; readonly path: string }
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'package'; readonly name: string };

export interface DepsEntry {
  readonly target: DepsTarget;
  /** The entry as written (without `!` and reason), for messages. */
  readonly text: string;
  /** true for `!` entries: never allowed, in this folder and below. */
  readonly never: boolean;
  /** The trailing comment, if any: why the entry is there. */
  readonly reason: string | null;
  readonly line: number;
}

export interface DepsList {
  /** The DEPS.list's own repository path (`src/contracts/DEPS.list`). */
  readonly file: string;
  /** Its folder's repository path (`src/contracts`; '' for the repository root). */
  readonly folder: string;
  /** Section name (`*`, a file name or a name pattern) → its allow entries. */
  readonly sections: ReadonlyMap<string, readonly DepsEntry[]>;
  /** The section heading's line, for messages about a section. */
  readonly sectionLines: ReadonlyMap<string, number>;
  /** Never-entries, wherever they stand in the file: they hold for the folder and everything below it. */
  readonly never: readonly DepsEntry[];
}

export interface RuleProblem {
  /** Where: `file:line`. */
  readonly at: string;
  readonly message: string;
}

const SECTION = /^\[([^\]]+)\]$/;
const PACKAGE_NAME = /^(?:\*|(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)$/i;

/** Parses one DEPS.list. Problems are about the text alone; `ruleProblems` checks entries against the tree. */
export function parseDepsList(file: string, text: string): { list: DepsList; problems: RuleProblem[] } {
  const folder = posix.dirname(file) === '.' ? '' : posix.dirname(file);
  const sections = new Map<string, DepsEntry[]>();
  const sectionLines = new Map<string, number>();
  const never: DepsEntry[] = [];
  const problems: RuleProblem[] = [];
  let current: DepsEntry[] | null = null;

  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const at = `${file}:${line}`;
    const hash = raw.indexOf('#');
    const body = (hash === -1 ? raw : raw.slice(0, hash)).trim();
    const reason = hash === -1 ? null : raw.slice(hash + 1).trim() || null;
    if (body === '') return;
    const heading = SECTION.exec(body);
    if (heading !== null) {
      const name = heading[1]?.trim() ?? '';
      if (name.includes('/') || name === '') {
        problems.push({ at, message: `section [${name}]: a section is [*], [a file name of this folder] or a name pattern ([*.test.ts])` });
      }
      if (sections.has(name)) problems.push({ at, message: `section [${name}] appears twice (first at line ${sectionLines.get(name) ?? '?'})` });
      current = sections.get(name) ?? [];
      sections.set(name, current);
      if (!sectionLines.has(name)) sectionLines.set(name, line);
      return;
    }
    const isNever = body.startsWith('!');
    const written = isNever ? body.slice(1).trim() : body;
    const target = parseTarget(folder, written);
    if (typeof target === 'string') {
      problems.push({ at, message: `'${body}': ${target}` });
      return;
    }
    const entry: DepsEntry = { target, text: written, never: isNever, reason, line };
    if (isNever) {
      never.push(entry);
      return;
    }
    if (current === null) {
      problems.push({ at, message: `'${body}' stands before any section: start with [*] or [a file name]` });
      return;
    }
    current.push(entry);
  });
  return { list: { file, folder, sections, sectionLines, never }, problems };
}

/** An entry's target, or why it is not one. */
function parseTarget(folder: string, written: string): DepsTarget | string {
  if (/\s/.test(written)) return 'one entry a line (a reason goes after #)';
  if (written.startsWith('npm:')) {
    const name = written.slice('npm:'.length);
    return PACKAGE_NAME.test(name) ? { kind: 'package', name } : 'npm: takes a package name (ajv, @playwright/test) or *';
  }
  if (written.startsWith('node:')) return 'node: built-ins are always allowed; leave them out';
  if (!written.startsWith('./') && !written.startsWith('../')) return 'a path starts with ./ or ../ (relative to this DEPS.list), a package with npm:';
  const kind = written.endsWith('/**') ? 'subtree' : written.endsWith('/') ? 'folder' : 'file';
  const bare = kind === 'subtree' ? written.slice(0, -3) : written;
  const path = posix.normalize(posix.join(folder, bare)).replace(/\/$/, '');
  if (path === '..' || path.startsWith('../')) return 'leaves the repository';
  return { kind, path: path === '.' ? '' : path };
}

/** The package a bare specifier names: `ajv/dist/x.js` → ajv, `@playwright/test/reporter` → @playwright/test. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** What an import leads to: a repository file, or a package. */
export type ImportTarget = { readonly kind: 'file'; readonly path: string } | { readonly kind: 'package'; readonly name: string };

const isUnder = (path: string, folder: string): boolean => folder === '' || path === folder || path.startsWith(`${folder}/`);
const folderOf = (path: string): string => (posix.dirname(path) === '.' ? '' : posix.dirname(path));

/** The folder and each folder above it, up to the repository root (''). */
function* foldersUp(folder: string): Generator<string> {
  for (let at = folder; ; at = folderOf(at)) {
    yield at;
    if (at === '') return;
  }
}

/** Whether the entry allows (or, for a never-entry, forbids) the import. */
export function entryMatches(entry: DepsEntry, target: ImportTarget): boolean {
  const rule = entry.target;
  if (rule.kind === 'package') return target.kind === 'package' && (rule.name === '*' || rule.name === target.name);
  if (target.kind === 'package') return false;
  if (rule.kind === 'file') return target.path === rule.path;
  if (rule.kind === 'folder') return folderOf(target.path) === rule.path;
  return isUnder(target.path, rule.path) && target.path !== rule.path;
}

/** Whether some import could match both entries: an allow-entry that a never-entry above it contradicts. */
export function entriesOverlap(a: DepsTarget, b: DepsTarget): boolean {
  if (a.kind === 'package' || b.kind === 'package') {
    return a.kind === 'package' && b.kind === 'package' && (a.name === '*' || b.name === '*' || a.name === b.name);
  }
  // A file names a folder's member; folders and subtrees name their member files.
  const members = (t: DepsTarget & { path: string }): { folder: string; deep: boolean } | { file: string } =>
    t.kind === 'file' ? { file: t.path } : { folder: t.path, deep: t.kind === 'subtree' };
  const x = members(a);
  const y = members(b);
  if ('file' in x && 'file' in y) return x.file === y.file;
  if ('file' in x && 'folder' in y) return y.deep ? isUnder(x.file, y.folder) : folderOf(x.file) === y.folder;
  if ('folder' in x && 'file' in y) return x.deep ? isUnder(y.file, x.folder) : folderOf(y.file) === x.folder;
  if ('folder' in x && 'folder' in y) {
    if (x.deep && y.deep) return isUnder(x.folder, y.folder) || isUnder(y.folder, x.folder);
    if (x.deep) return isUnder(y.folder, x.folder);
    if (y.deep) return isUnder(x.folder, y.folder);
    return x.folder === y.folder;
  }
  return false;
}

/** The rules in force for one file. */
export interface FileRules {
  /** The DEPS.list whose sections apply, or null when none covers the file. */
  readonly list: DepsList | null;
  /** The applying sections' names: `*`, and in the list's own folder every section matching the file's name. */
  readonly sections: readonly string[];
  readonly allow: readonly DepsEntry[];
  /** Never-entries of every DEPS.list from the repository root down to the file's folder, with their lists. */
  readonly never: ReadonlyArray<{ readonly list: DepsList; readonly entry: DepsEntry }>;
}

/** Whether a section's name (`*`, `cli.ts`, `*.test.ts`) matches a file name. */
export function sectionMatches(section: string, fileName: string): boolean {
  const pattern = section.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*');
  return new RegExp(`^${pattern}$`).test(fileName);
}

/** The rules for `file` among `lists` (folder → list). */
export function rulesFor(file: string, lists: ReadonlyMap<string, DepsList>): FileRules {
  const own = folderOf(file);
  const chain = [...foldersUp(own)].flatMap((folder) => lists.get(folder) ?? []);
  const never = chain.flatMap((list) => list.never.map((entry) => ({ list, entry })));
  const nearest = chain[0];
  if (nearest === undefined) return { list: null, sections: [], allow: [], never };
  const names = [...nearest.sections.keys()].filter((name) => name === '*' || (nearest.folder === own && sectionMatches(name, posix.basename(file))));
  if (names.length === 0) return { list: null, sections: [], allow: [], never };
  return { list: nearest, sections: names, allow: names.flatMap((name) => nearest.sections.get(name) ?? []), never };
}

export type Decision =
  | { readonly allowed: true }
  /** forbidden: a never-entry matched (else the import is merely not allowed by the file's sections). */
  | { readonly allowed: false; readonly forbidden: boolean; readonly why: string };

/** Whether `file` may import `target` under `rules`; the why names the rule broken and what is allowed. */
export function decide(file: string, target: ImportTarget, rules: FileRules): Decision {
  const forbidding = rules.never.find(({ entry }) => entryMatches(entry, target));
  if (forbidding !== undefined) {
    const { list, entry } = forbidding;
    return { allowed: false, forbidden: true, why: `forbidden by ${list.file}:${entry.line} (${neverText(entry)})` };
  }
  if (target.kind === 'file' && folderOf(target.path) === folderOf(file)) return { allowed: true };
  if (rules.list === null) return { allowed: false, forbidden: false, why: `no DEPS.list covers ${folderOf(file) || 'the repository root'}/ (add one with a [*] section)` };
  if (rules.allow.some((entry) => entryMatches(entry, target))) return { allowed: true };
  const sections = rules.sections.map((name) => `[${name}]`).join(' ');
  const allowed = ['its own folder', ...rules.allow.map((entry) => entry.text)].join(', ');
  return { allowed: false, forbidden: false, why: `not allowed by ${rules.list.file} ${sections}; allowed: ${allowed}` };
}

/** Problems of the rules against the tree: allow-entries that name nothing (a moved folder leaves stale rules; a
 * never-entry may name a folder of data such as contracts/, which holds nothing to import), file sections for files
 * that do not exist, and allow-entries that a never-entry of the same or an enclosing folder contradicts. `exists` answers for repository paths of files and folders; `sources` are the source files. */
export function ruleProblems(lists: ReadonlyMap<string, DepsList>, exists: (path: string) => boolean, sources: Iterable<string>): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const namesIn = new Map<string, string[]>();
  for (const source of sources) namesIn.set(folderOf(source), [...(namesIn.get(folderOf(source)) ?? []), posix.basename(source)]);
  for (const list of lists.values()) {
    for (const [name, entries] of list.sections) {
      // A pattern may match nothing yet (a folder without tests); a file name that matches nothing is a typo or stale.
      if (!name.includes('*') && !(namesIn.get(list.folder) ?? []).includes(name)) {
        problems.push({ at: `${list.file}:${list.sectionLines.get(name) ?? 1}`, message: `section [${name}]: no such source file in ${list.folder || 'the repository root'}/` });
      }
      for (const entry of entries) {
        const stale = staleness(entry, exists);
        if (stale !== null) problems.push({ at: `${list.file}:${entry.line}`, message: stale });
        for (const above of [...foldersUp(list.folder)].flatMap((folder) => lists.get(folder) ?? [])) {
          for (const never of above.never) {
            if (!entriesOverlap(entry.target, never.target)) continue;
            problems.push({ at: `${list.file}:${entry.line}`, message: `allows '${entry.text}', which ${above.file}:${never.line} forbids (${neverText(never)})` });
          }
        }
      }
    }
  }
  return problems;
}

/** A never-entry as messages quote it: `!../fixtures/**: its reason`. */
function neverText(entry: DepsEntry): string {
  return `!${entry.text}${entry.reason ? `: ${entry.reason}` : ''}`;
}

function staleness(entry: DepsEntry, exists: (path: string) => boolean): string | null {
  const target = entry.target;
  if (target.kind === 'package') return null;
  return exists(target.path) ? null : `'${entry.text}' names nothing (no ${target.path || 'repository root'})`;
}
