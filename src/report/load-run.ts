// Reading run files for reports: a run folder (runs/<dir>/, holding conformance.json and, when the target published
// one, published-schema.json) or a conformance.json file. A missing or malformed file gives one sentence that says
// what to pass instead (RunFileError), never a stack.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { RUN_FORMAT, type ConformanceRun, type TestRecord } from './run.ts';
import { ReportInputError } from './input-error.ts';
import { parseVerdictRecord, RecordShapeError, type VerdictRecord } from './verdict-record.ts';

export { RUN_FORMAT } from './run.ts';
export const RUN_FILE = 'conformance.json';
export const PUBLISHED_SCHEMA_FILE = 'published-schema.json';

export class RunFileError extends ReportInputError {
  override readonly name = 'RunFileError';
}

export interface LoadedRun {
  /** What the user passed (for messages). */
  source: string;
  /** Absolute path of the conformance.json read. */
  file: string;
  /** The folder holding it. */
  dir: string;
  run: ConformanceRun;
  /** The target's published schema saved with the run, or null (none in the folder, none recorded). */
  publishedSchemaFile: string | null;
}

/** Loads one run: a folder with conformance.json, or the file itself. A folder without one whose sub-folders hold
 * runs (one per target of a multi-target run) gives every one of them, in name order. */
export function loadRuns(source: string): LoadedRun[] {
  const path = resolve(source);
  if (!existsSync(path)) throw new RunFileError(`${source}: no such file or folder (pass a run folder such as runs/latest, or its conformance.json)`);
  if (statSync(path).isDirectory()) {
    const file = join(path, RUN_FILE);
    if (existsSync(file)) return [loadRunFile(file, source)];
    const nested = readdirSync(path)
      .filter((name) => existsSync(join(path, name, RUN_FILE)))
      .sort();
    if (nested.length > 0) return nested.map((name) => loadRunFile(join(path, name, RUN_FILE), join(source, name)));
    throw new RunFileError(`${source}: no ${RUN_FILE} in this folder; is it a run folder? The suite writes runs/<dir>/${RUN_FILE} (COMMERCE_RUN_DIR picks <dir>)`);
  }
  return [loadRunFile(path, source)];
}

export function loadRunFile(file: string, source: string = file): LoadedRun {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new RunFileError(`${source}: cannot be read (${e instanceof Error ? e.message : String(e)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new RunFileError(`${source}: not a run file: it is not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const run = asRun(json, source);
  const dir = dirname(resolve(file));
  return { source, file: resolve(file), dir, run, publishedSchemaFile: publishedSchemaOf(dir, run) };
}

function publishedSchemaOf(dir: string, run: ConformanceRun): string | null {
  const local = join(dir, PUBLISHED_SCHEMA_FILE);
  if (existsSync(local)) return local;
  const recorded = fingerprintField(run.fingerprint, 'publishedSchema');
  const file = recorded !== null && typeof recorded === 'object' ? (recorded as { file?: unknown }).file : null;
  // A COMMERCE_SCHEMA_FILE recorded by global setup: usable if it is still where it was.
  return typeof file === 'string' && existsSync(file) ? file : null;
}

export function fingerprintField(fingerprint: unknown, name: string): unknown {
  if (fingerprint === null || typeof fingerprint !== 'object') return null;
  return (fingerprint as Record<string, unknown>)[name] ?? null;
}

/** The format before verdict records: failures were kept as message text only, which no report reads any more. */
export const LEGACY_RUN_FORMAT = 'commerce-conformance/run@1';

/** Validates the shape reports rely on; the message names the first thing wrong. A run file of the older format
 * (run@1) is refused with a sentence that says so: its failures are prose, and no report parses prose. */
export function asRun(json: unknown, source: string): ConformanceRun {
  const not = (why: string) => new RunFileError(`${source}: not a conformance run file: ${why} (the suite writes runs/<dir>/${RUN_FILE})`);
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw not('the top level is not an object');
  const o = json as Record<string, unknown>;
  if (o.format === LEGACY_RUN_FORMAT) {
    throw new RunFileError(`${source}: written by an older version of the suite (format "${LEGACY_RUN_FORMAT}": failures as text, no verdict records); this version reads "${RUN_FORMAT}": run the suite again against the target to get a run file reports can read`);
  }
  if (o.format !== RUN_FORMAT) {
    throw not(typeof o.format === 'string' ? `its format is "${o.format}", this version reads "${RUN_FORMAT}"` : `it has no "format": "${RUN_FORMAT}"`);
  }
  if (!Array.isArray(o.tests)) throw not('"tests" is not a list');
  const tests: TestRecord[] = o.tests.map((t, i) => asTest(t, i, not));
  return {
    format: RUN_FORMAT,
    status: typeof o.status === 'string' ? o.status : 'unknown',
    projects: Array.isArray(o.projects) ? o.projects.filter((p): p is string => typeof p === 'string') : [],
    fingerprint: o.fingerprint ?? null,
    tests,
  };
}

function asTest(t: unknown, i: number, not: (why: string) => RunFileError): TestRecord {
  if (t === null || typeof t !== 'object' || Array.isArray(t)) throw not(`tests[${i}] is not an object`);
  const r = t as Record<string, unknown>;
  let record: VerdictRecord;
  try {
    record = parseVerdictRecord(r, `tests[${i}]`);
  } catch (e) {
    if (e instanceof RecordShapeError) throw not(e.message);
    throw e;
  }
  return {
    title: typeof r.title === 'string' ? r.title : `${record.check} ${record.route}`.trim(),
    project: typeof r.project === 'string' ? r.project : '',
    durationMs: typeof r.durationMs === 'number' ? r.durationMs : 0,
    ...record,
  };
}

/** A short, stable label for a run: its folder name (runs/nightly/staging → staging). */
export function runLabel(run: LoadedRun): string {
  return basename(run.dir);
}
