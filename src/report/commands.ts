// `commerce-contracts report <diff|trend|schema-diff|coverage|allure>`: thin commands over the report modules. Data
// first (JSON), rendered second (Markdown, one self-contained HTML page). Bad input (a usage mistake, a run folder
// without conformance.json, a file that is not a run file or schema document, runs of different targets) gives one
// sentence and exit 2; exit 1 is kept for a gate that found something (schema-diff --fail-on-breaking) and for the
// suite's own errors.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileContractsDir, formatContractError } from '../contracts/compile.ts';
import { projectMarkers } from '../contracts/release-markers.ts';
import { loadSchemaDocument, SchemaDocumentError } from '../schema/load.ts';
import { renderAllureSummaryHtml, readAllureResults, summarizeAllure } from './allure-summary.ts';
import { computeCoverage } from './coverage.ts';
import { renderCoverageHtml, renderCoverageMarkdown } from './coverage-render.ts';
import { computeDiff, type DiffReport } from './diff.ts';
import { renderDiffHtml, renderDiffMarkdown, type SchemaSectionRenderer } from './diff-render.ts';
import { ReportInputError } from './input-error.ts';
import { loadRuns, type LoadedRun } from './load-run.ts';
import { splitByRelease, type ReleaseSplit } from './release-split.ts';
import { diffSchemas, type SchemaDiff } from './schema-diff.ts';
import { schemaHashOfFile } from './schema-hash.ts';
import { renderSchemaDiffHtml, renderSchemaDiffMarkdown } from './schema-diff-render.ts';
import { NOT_ATTRIBUTED, type SummaryItem } from './summary.ts';
import type { Attributed } from './cause-attribution.ts';
import { contractFacts, type ContractFacts } from './contract-facts.ts';
import { projectPlatformFacts } from './module-declarations.ts';
import { publishedIndexOfFile } from './published-index.ts';
import type { TargetSummary } from './target.ts';
import { computeTrend, DEFAULT_WINDOW, type TrendOrder, type TrendReport } from './trend.ts';
import { renderTrendHtml, renderTrendMarkdown, renderTrendSummaryMarkdown } from './trend-render.ts';

/** The contracts shipped with the project, wherever the command runs from. */
const PROJECT_CONTRACTS = fileURLToPath(new URL('../../contracts/', import.meta.url));

export interface ReportIo {
  out(text: string): void;
  err(text: string): void;
}

export const REPORT_USAGE = `usage: commerce-contracts report <command> [options]

commands:
  diff <run> <run> [...] [--out DIR]        what changes for an integration (routes that disappear, appear or answer
                                            otherwise, each with its cause: the release, the edition, a module, the
                                            behaviour of the route; a chart by module and cause), the routes × targets
                                            matrix, fingerprints, features, variants and the published schemas'
                                            differences; writes DIR/diff.json, diff.md, diff.html
                                            (default DIR: runs/report-diff). A run is a run folder or its conformance.json;
                                            a folder of target folders (multi-target run) counts as each of them.
  trend <run> [<run> ...] [--out DIR] [--window N] [--order given|time] [--summary]
                                            consecutive runs of one target, oldest first (or --order time: by their
                                            start time): per night passed / failed / new / known / fixed / skipped and
                                            what changed; new, fixed and flapping tests (outcome changed at least twice
                                            in the last N runs, default ${DEFAULT_WINDOW}), skip counts by reason class,
                                            the fingerprint changes that explain them with the published schemas'
                                            difference, the baseline's known failures; writes DIR/trend.json, trend.md,
                                            trend.html (default DIR: runs/report-trend); --summary prints the headline
                                            Markdown for a CI job summary ($GITHUB_STEP_SUMMARY) on stdout
  schema-diff <a> <b> [--json] [--html FILE] [--fail-on-breaking]
                                            two saved schema documents (Swagger 2.0 / OpenAPI 3, JSON or YAML):
                                            Markdown (or JSON) on stdout; exit 1 with --fail-on-breaking if any breaking
  coverage <run> [...] [--out DIR] [--json] [--contracts DIR]
                                            every route of the plan: which checks exercised it on which target, and why
                                            the others were not; Markdown (or JSON) on stdout, --out writes
                                            DIR/coverage.json, coverage.md, coverage.html
  allure [--results DIR] [--out FILE]       a static HTML summary of allure-results (no Java): by status, check, module
                                            (default: $COMMERCE_ALLURE_DIR or allure-results → allure-summary.html)
`;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Splits arguments into positionals and options; `withValue` lists the options that take a value. */
export function parseArgs(args: string[], withValue: string[], flags: string[]): { positionals: string[]; options: Record<string, string>; flags: Set<string> } {
  const positionals: string[] = [];
  const options: Record<string, string> = {};
  const set = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (withValue.includes(a)) {
      const v = args[i + 1];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${a} needs a value`);
      options[a] = v;
      i++;
    } else if (flags.includes(a)) set.add(a);
    else if (a.startsWith('--')) throw new UsageError(`unknown option ${a}`);
    else positionals.push(a);
  }
  return { positionals, options, flags: set };
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

export const schemaSection: SchemaSectionRenderer<SchemaDiff> = {
  markdown: (diff) => renderSchemaDiffMarkdown(diff).replace(/^# Schema diff\n/, '').replace(/^## /gm, '#### ').replace(/^### /gm, '##### '),
  html: (diff) => renderSchemaDiffHtml(diff, { fragment: true }),
};

export interface TrendOptions {
  order?: TrendOrder;
  window?: number;
}

export function buildTrend(sources: string[], options: TrendOptions = {}): TrendReport<SchemaDiff> {
  return computeTrend<SchemaDiff>({ runs: loadAllRuns(sources), ...options, compareSchemas: compareSchemaFiles, breakingOf: breakingItems, splitOf: splitSchemaDiff, findingsOf: (d) => ({ breaking: d.breaking.length, total: d.findings.length }), schemaHashOf: schemaHashOfFile, contracts: projectContractFacts(), markers: projectMarkers(), publishedOf: publishedIndexOfFile, platform: projectPlatformFacts() });
}

/** Writes trend.json, trend.md and trend.html into `outDir`; returns the three paths. */
export function writeTrendReport(report: TrendReport<SchemaDiff>, outDir: string): { json: string; markdown: string; html: string } {
  const files = { json: join(outDir, 'trend.json'), markdown: join(outDir, 'trend.md'), html: join(outDir, 'trend.html') };
  write(files.json, `${JSON.stringify(report, null, 2)}\n`);
  write(files.markdown, renderTrendMarkdown(report, schemaSection));
  write(files.html, renderTrendHtml(report, schemaSection));
  return files;
}

export function compareSchemaFiles(a: string, b: string): SchemaDiff {
  return diffSchemas(loadSchemaDocument(a), loadSchemaDocument(b));
}

export function loadAllRuns(sources: string[]): LoadedRun[] {
  return sources.flatMap((s) => loadRuns(s));
}

/** The breaking findings of a schema comparison, as summary items (subject, rule and message), each saying whether
 * the release explains it when the comparison was split by release. */
export function breakingItems(diff: SchemaDiff, split: ReleaseSplit | null = null, causeOf: (rule: string, subject: string) => Attributed = () => ({ cause: NOT_ATTRIBUTED, module: null })): SummaryItem[] {
  const attributed = split === null ? [] : [...split.release, ...split.rest];
  return diff.breaking.map((f) => {
    const a = attributed.find((x) => x.rule === f.rule && x.subject === f.subject);
    const why = a === undefined ? '' : a.attribution === 'release' ? ` (the release: ${a.marker}, ${a.why})` : ' (not the release: edition, modules, extensions)';
    return { subject: f.subject, detail: `${f.rule}: ${f.message}${why}`, ...causeOf(f.rule, f.subject), routes: f.rule.startsWith('route.') ? [f.subject] : [] };
  });
}

/** A schema comparison split by the two sides' releases, with the project's release markers. */
export function splitSchemaDiff(diff: SchemaDiff, base: TargetSummary, other: TargetSummary): ReleaseSplit {
  return splitByRelease(diff.findings, base, other, projectMarkers());
}

/** What the project's contracts say of routes and modules (the causes of differences read it); a contracts folder
 * that does not compile is an error of the suite, not of the runs. */
export function projectContractFacts(dir: string = PROJECT_CONTRACTS): ContractFacts {
  const compiled = compileContractsDir(dir);
  if (!compiled.ok) throw new Error(`the contracts do not compile (${compiled.errors.length} problem(s)):\n${compiled.errors.map(formatContractError).join('\n')}`);
  return contractFacts(compiled.plan.routes);
}

export function buildDiff(sources: string[]): DiffReport<SchemaDiff> {
  return computeDiff<SchemaDiff>({ runs: loadAllRuns(sources), compareSchemas: compareSchemaFiles, breakingOf: breakingItems, splitOf: splitSchemaDiff, contracts: projectContractFacts(), markers: projectMarkers(), publishedOf: publishedIndexOfFile, platform: projectPlatformFacts() });
}

/** Writes diff.json, diff.md and diff.html into `outDir`; returns the three paths. */
export function writeDiffReport(report: DiffReport<SchemaDiff>, outDir: string): { json: string; markdown: string; html: string } {
  const files = { json: join(outDir, 'diff.json'), markdown: join(outDir, 'diff.md'), html: join(outDir, 'diff.html') };
  write(files.json, `${JSON.stringify(report, null, 2)}\n`);
  write(files.markdown, renderDiffMarkdown(report, schemaSection));
  write(files.html, renderDiffHtml(report, schemaSection));
  return files;
}

function diff(args: string[], io: ReportIo): number {
  const { positionals, options } = parseArgs(args, ['--out'], []);
  if (positionals.length < 1) throw new UsageError('report diff needs at least one run (two to compare): a run folder or a conformance.json');
  const report = buildDiff(positionals);
  const outDir = resolve(options['--out'] ?? join('runs', 'report-diff'));
  const files = writeDiffReport(report, outDir);
  const labels = report.targets.map((t) => `${t.label} (${t.edition ?? 'edition?'} ${t.releaseName ?? 'release?'})`).join(' vs ');
  io.out(`${labels}: ${report.matrix.routes.length} routes, ${report.matrix.differing} differ\n`);
  for (const c of report.schema) {
    io.out(c.diff ? `published schema ${c.base} → ${c.other}: ${c.diff.breaking.length} breaking, ${c.diff.findings.length} finding(s)${c.split ? `; ${c.split.summary}` : ''}\n` : `published schema ${c.base} → ${c.other}: not compared (${c.unavailable ?? ''})\n`);
  }
  io.out(`wrote ${files.json}\nwrote ${files.markdown}\nwrote ${files.html}\n`);
  return 0;
}

function windowOf(text: string | undefined): number {
  if (text === undefined) return DEFAULT_WINDOW;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 2) throw new UsageError(`--window must be a whole number of runs, at least 2, got "${text}"`);
  return n;
}

function orderOf(text: string | undefined): TrendOrder {
  if (text === undefined || text === 'given' || text === 'time') return text ?? 'given';
  throw new UsageError(`--order must be given or time, got "${text}"`);
}

function trend(args: string[], io: ReportIo): number {
  const { positionals, options, flags } = parseArgs(args, ['--out', '--window', '--order'], ['--summary']);
  if (positionals.length < 1) throw new UsageError('report trend needs at least one run (two to compare) of one target, oldest first: run folders or conformance.json files');
  const report = buildTrend(positionals, { order: orderOf(options['--order']), window: windowOf(options['--window']) });
  const files = writeTrendReport(report, resolve(options['--out'] ?? join('runs', 'report-trend')));
  if (flags.has('--summary')) {
    io.out(renderTrendSummaryMarkdown(report));
    return 0;
  }
  const last = report.runs[report.runs.length - 1];
  const h = last?.headline;
  if (h) io.out(`${h.run}: ${h.passed} passed, ${h.failed} failed (${h.new ?? 0} new), ${h.known} known, ${h.fixed ?? 0} fixed, ${h.skipped} skipped${h.changed.length > 0 ? `; ${h.changed.join('; ')}` : ''}\n`);
  io.out(`flapping over the last ${report.window} runs: ${report.flapping.length}\nwrote ${files.json}\nwrote ${files.markdown}\nwrote ${files.html}\n`);
  return 0;
}

function schemaDiff(args: string[], io: ReportIo): number {
  const { positionals, options, flags } = parseArgs(args, ['--html'], ['--json', '--fail-on-breaking']);
  if (positionals.length !== 2) throw new UsageError('report schema-diff needs exactly two schema documents: <a> <b>');
  const [a, b] = positionals as [string, string];
  for (const f of [a, b]) if (!existsSync(f)) throw new ReportInputError(`${f}: no such file (a saved schema document: Swagger 2.0 or OpenAPI 3, JSON or YAML)`);
  const result = compareSchemaFiles(a, b);
  if (options['--html']) write(resolve(options['--html']), renderSchemaDiffHtml(result));
  io.out(flags.has('--json') ? `${JSON.stringify(result, null, 2)}\n` : renderSchemaDiffMarkdown(result));
  return flags.has('--fail-on-breaking') && result.breaking.length > 0 ? 1 : 0;
}

function coverage(args: string[], io: ReportIo): number {
  const { positionals, options, flags } = parseArgs(args, ['--out', '--contracts'], ['--json']);
  if (positionals.length < 1) throw new UsageError('report coverage needs at least one run: a run folder or a conformance.json');
  const runs = loadAllRuns(positionals);
  const compiled = compileContractsDir(resolve(options['--contracts'] ?? 'contracts'));
  if (!compiled.ok) throw new Error(`the contracts do not compile (${compiled.errors.length} problem(s)), so there is no plan to cover:\n${compiled.errors.map(formatContractError).join('\n')}`);
  const report = computeCoverage(compiled.plan.routes, runs);
  if (options['--out']) {
    const dir = resolve(options['--out']);
    write(join(dir, 'coverage.json'), `${JSON.stringify(report, null, 2)}\n`);
    write(join(dir, 'coverage.md'), renderCoverageMarkdown(report));
    write(join(dir, 'coverage.html'), renderCoverageHtml(report));
  }
  io.out(flags.has('--json') ? `${JSON.stringify(report, null, 2)}\n` : renderCoverageMarkdown(report));
  return 0;
}

function allure(args: string[], io: ReportIo): number {
  const { options } = parseArgs(args, ['--results', '--out'], []);
  const dir = resolve(options['--results'] ?? (process.env.COMMERCE_ALLURE_DIR || 'allure-results'));
  const summary = summarizeAllure(readAllureResults(dir));
  const out = resolve(options['--out'] ?? 'allure-summary.html');
  write(out, renderAllureSummaryHtml(summary, dir));
  io.out(`${summary.total} result(s): ${Object.entries(summary.byStatus).map(([s, n]) => `${n} ${s}`).join(', ')}\nwrote ${out}\n`);
  return 0;
}

const SUBCOMMANDS: Record<string, (args: string[], io: ReportIo) => number> = { diff, trend, 'schema-diff': schemaDiff, coverage, allure };

export function report(args: string[], io: ReportIo): number {
  const [name, ...rest] = args;
  if (!name || name === '--help' || name === '-h') {
    io.out(REPORT_USAGE);
    return name ? 0 : 2;
  }
  const sub = SUBCOMMANDS[name];
  if (!sub) {
    io.err(`commerce-contracts report: unknown command '${name}'\n${REPORT_USAGE}`);
    return 2;
  }
  try {
    return sub(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`commerce-contracts report ${name}: ${e.message}\n${REPORT_USAGE}`);
      return 2;
    }
    io.err(`commerce-contracts report ${name}: ${e instanceof Error ? e.message : String(e)}\n`);
    return e instanceof ReportInputError || e instanceof SchemaDocumentError ? 2 : 1;
  }
}
