// The baseline file (conformance-baseline.yaml): the failures a target's owners accept for a while, one waiver per
// check and subject. Its format is contracts/baseline.schema.json (editors complete from it through the
// `# yaml-language-server: $schema=` first line); this module reads a file against that schema and the rules a schema
// cannot say (a date that exists, one waiver per check and subject), every problem at its file:line:col.

import { readFileSync } from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { ContractError } from '../contracts/types.ts';
import { pathInWords, keyProblem, pathOf, problemsAt } from '../contracts/validate-format.ts';
import { parseYamlSource, type YamlSource } from '../contracts/yaml-source.ts';

export const BASELINE_FORMAT = 'commerce-conformance/baseline@1';
/** The file's JSON Schema, shipped with the suite next to the contracts' own. */
export const BASELINE_SCHEMA_FILE = new URL('../../contracts/baseline.schema.json', import.meta.url);
export const DEFAULT_BASELINE_FILE = 'conformance-baseline.yaml';

/** When and on what a failure was first written down: the run's date and the target's fingerprint. */
export interface Seen {
  date: string;
  edition: string | null;
  release: string | null;
  /** The published schema's content hash (fingerprint.json publishedSchema.sha256). */
  schema: string | null;
}

export interface Waiver {
  check: string;
  /** The test's subject, as its verdict record names it (`route`). */
  route: string;
  /** The failure's class: the verdict's `broken` sentence. */
  broken: string;
  seen: Seen | null;
  /** Why it is accepted; null while nobody has filled it in. */
  reason: string | null;
  /** A release (2.4.8) or a date (YYYY-MM-DD) after which the waiver expires. */
  until: string | null;
  /** 1-based line of the waiver in its file. */
  line: number;
}

export interface Baseline {
  /** The file as named by the user (COMMERCE_BASELINE, --baseline): messages and records name it so. */
  file: string;
  waivers: Waiver[];
}

/** A problem of a baseline file, at its position; `formatContractError` prints it as `file:line:col  message  (hint)`. */
export type BaselineProblem = ContractError;

export type BaselineRead = { ok: true; baseline: Baseline; source: YamlSource } | { ok: false; problems: BaselineProblem[] };

export const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether YYYY-MM-DD names a day that exists (2026-02-30 does not). */
export function isDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** Reads a baseline file from disk; a file that cannot be read is one problem naming it. */
export function readBaselineFile(file: string): BaselineRead {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `cannot be read (${e instanceof Error ? e.message : String(e)})`;
    return { ok: false, problems: [{ file, line: 1, column: 1, message: `baseline file ${why}`, hint: 'write one with commerce-contracts baseline write <run dir>' }] };
  }
  return parseBaseline(file, text);
}

/** Parses and validates a baseline's text: the YAML, the schema, dates that exist, one waiver per check and subject. */
export function parseBaseline(file: string, text: string): BaselineRead {
  const parsed = parseYamlSource(file, text);
  if (!parsed.ok) return { ok: false, problems: parsed.errors.map((e) => ({ ...e, message: `not a baseline: ${e.message}` })) };
  const source = parsed.source;
  const validate = schemaValidator();
  if (!validate(source.value)) return { ok: false, problems: explain(validate.errors ?? [], source) };
  const raw = source.value as { waivers: Array<Record<string, unknown>> };
  const problems: BaselineProblem[] = [];
  const at = (path: Array<string | number>, message: string, hint: string) => {
    const pos = source.positionOf(path);
    problems.push({ file, line: pos.line, column: pos.column, message, hint });
  };
  const seenAt = new Map<string, number>();
  const waivers = raw.waivers.map((w, i): Waiver => {
    const line = source.positionOf(['waivers', i]).line;
    const seen = w.seen as Record<string, unknown> | undefined;
    const until = typeof w.until === 'string' ? w.until : null;
    if (until !== null && DATE.test(until) && !isDate(until)) at(['waivers', i, 'until'], `until "${until}" is not a date: no such day`, 'a date is YYYY-MM-DD, a day that exists; or give a release such as 2.4.8');
    if (seen !== undefined && typeof seen.date === 'string' && !isDate(seen.date)) at(['waivers', i, 'seen', 'date'], `seen.date "${seen.date}" is not a date: no such day`, 'a date is YYYY-MM-DD, a day that exists');
    const waiver: Waiver = {
      check: w.check as string,
      route: w.route as string,
      broken: w.broken as string,
      seen: seen === undefined ? null : { date: seen.date as string, edition: (seen.edition as string | null | undefined) ?? null, release: (seen.release as string | null | undefined) ?? null, schema: (seen.schema as string | null | undefined) ?? null },
      reason: typeof w.reason === 'string' && w.reason.trim() !== '' ? w.reason : null,
      until,
      line,
    };
    const key = waiverKey(waiver);
    const first = seenAt.get(key);
    if (first !== undefined) at(['waivers', i], `a second waiver of ${waiver.check} on ${waiver.route} (the first is at line ${first})`, 'one waiver per check and subject: keep one');
    else seenAt.set(key, line);
    return waiver;
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, baseline: { file, waivers }, source };
}

/** What a waiver is about: its check and subject. */
export function waiverKey(w: { check: string; route: string }): string {
  return `${w.check}\u0000${w.route}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The schema, compiled once per process, and its errors in words.

let compiled: ValidateFunction | null = null;

function schemaValidator(): ValidateFunction {
  if (compiled) return compiled;
  const { $id: _id, ...schema } = JSON.parse(readFileSync(BASELINE_SCHEMA_FILE, 'utf8')) as { $id?: string };
  compiled = new Ajv({ allErrors: true, strict: false, verbose: true }).compile(schema);
  return compiled;
}

const REQUIRED_HINTS: Record<string, string> = {
  format: `add format: ${BASELINE_FORMAT}`,
  waivers: 'add waivers: (a list, [] when nothing is waived)',
  check: 'add check: the check id, e.g. perm.guest-refused',
  route: 'add route: the subject as the run names it, e.g. GET /V1/products',
  broken: "add broken: the failure's class, the verdict's broken sentence",
  date: 'add date: YYYY-MM-DD',
};

/** A wrong value, by what the value is (the key it stands under). */
const VALUE_PROBLEMS: Record<string, { what: string; hint: string }> = {
  check: { what: 'not a check id', hint: 'check ids look like perm.guest-refused (docs/checks.md)' },
  until: { what: 'neither a release nor a date', hint: 'until is a release such as 2.4.8 or a date YYYY-MM-DD' },
  date: { what: 'not a date', hint: 'a date is YYYY-MM-DD' },
  release: { what: 'not a release', hint: 'a release looks like 2.4.7 or 2.4.6-p8 (a line: 2.4)' },
  schema: { what: 'not a schema hash', hint: 'sha256:<64 hex digits>, as fingerprint.json publishedSchema.sha256 has it' },
  edition: { what: 'not an edition', hint: 'open-source or commerce' },
  format: { what: 'not this format', hint: `format: ${BASELINE_FORMAT}` },
};

function explain(errors: ErrorObject[], source: YamlSource): BaselineProblem[] {
  const problems = problemsAt(source);
  for (const e of errors) {
    const path = pathOf(e.instancePath);
    const where = path.length === 0 ? 'the baseline' : pathInWords(path);
    const last = path.at(-1);
    const name = typeof last === 'string' ? last : '';
    const common = keyProblem(e, where, REQUIRED_HINTS);
    if (common !== null) {
      problems.add(path, common.key, common.message, common.hint);
      continue;
    }
    let message: string;
    let hint: string;
    if (e.keyword === 'type' && path.length === 0) {
      message = 'not a baseline: the file is not a mapping with format: and waivers:';
      hint = 'write one with commerce-contracts baseline write <run dir>';
    } else if (e.keyword === 'type') {
      message = `${where} must be ${String((e.params as { type: string | string[] }).type).replace(',', ' or ')}, got ${JSON.stringify(e.data)}`;
      hint = name === 'until' || name === 'release' ? 'quote it: "2.5"' : 'see contracts/baseline.schema.json';
    } else if (e.keyword === 'minLength') {
      message = `${where} is empty`;
      hint = REQUIRED_HINTS[name] ?? 'fill it in';
    } else {
      const problem = VALUE_PROBLEMS[name];
      message = `${where} ${JSON.stringify(e.data)} is ${problem?.what ?? 'not allowed here'}`;
      hint = problem?.hint ?? 'see contracts/baseline.schema.json';
    }
    problems.add(path, undefined, message, hint);
  }
  return problems.list;
}
