// A check's verdict as data: what the worker records for one test and the run file (conformance.json) keeps, field by
// field. The failure message, the Markdown and HTML reports, Allure and the run diff are formatters of this record
// (verdict-format.ts); none of them reads another one's text. Defined once, here.

import { redactJson, redactText } from './redact.ts';
import { ADMIN_IDENTITIES, type AdminIdentity } from '../config/admin-identity.ts';

/** What a check recorded about the target (`ctx.observe(key, value)`, docs/reports.md lists the keys reports read). */
export interface ObservationRecord {
  check: string;
  route: string;
  key: string;
  value: unknown;
}

/** Where the rule a test judged is written: `contracts/<file>`, 1-based line of the route. */
export interface ContractLocation {
  file: string;
  line: number;
}

/** One schema violation of a response body: where (JSON pointer), which keyword, what the schema wanted, what came. */
export interface IssueRecord {
  path: string;
  keyword: string;
  expected: string;
  actual: string;
}

/** The response a failure rests on, as a reader needs it: secrets and password fields redacted, a long body cut. */
export interface ExchangeRecord {
  method: string;
  url: string;
  status: number;
  contentType: string;
  /** The body (pretty JSON, or the text as sent), redacted, at most the excerpt's limit. */
  body: string;
  /** How many characters of the body were cut (0 = the whole body is here). */
  omitted: number;
}

/** What a run under a baseline (COMMERCE_BASELINE, src/baseline) made of a verdict:
 * - known: the failure is waived (same check, subject and class); it does not fail the run;
 * - new: a failure the baseline does not waive (none for this check and subject, or one for another class: `waived`);
 * - fixed: a waived check and subject now passes: remove the waiver (fails the run with COMMERCE_BASELINE_STRICT=1);
 * - expired: the waived failure again, but its waiver's `until` has passed: it fails. */
export type BaselineStatus = 'known' | 'new' | 'fixed' | 'expired';
export const BASELINE_STATUSES: readonly BaselineStatus[] = ['known', 'new', 'fixed', 'expired'];

export interface BaselineMark {
  status: BaselineStatus;
  /** The waiver's reason as a person wrote it (absent when there is no waiver or it was left empty). */
  reason?: string;
  /** The waiver's expiry as written: a release (2.4.8) or a date (2026-12-31). */
  until?: string;
  /** Where the waiver is written: `<baseline file>:<line>`. */
  waiver?: string;
  /** The class the waiver holds (its `broken` sentence), when it is not this record's: new on a waived check and
   * subject, and fixed. */
  waived?: string;
  /** fixed under COMMERCE_BASELINE_STRICT=1: the passing test fails the run until the waiver is removed. */
  strict?: boolean;
}

interface RecordBase {
  check: string;
  /** The route key (`GET /V1/products`), or what a run-level test or scenario is about. */
  route: string;
  module: string | null;
  /** The check's rule, one sentence. */
  rule: string;
  /** Where the rule comes from (a seed section, a real-platform fact). */
  source: string;
  /** The contract route the verdict is about; null when no contract route applies (run-level subjects, scenarios). */
  contract: ContractLocation | null;
  observations: ObservationRecord[];
  /** Set on passes and failures of a run under a baseline; absent otherwise (a skip, an error, no baseline). */
  baseline?: BaselineMark;
  /** Who answered as the admin in this test, when it called as the admin (src/config/admin-identity.ts): the admin
   * account, a hand-issued admin token, or the integration standing in for the admin (bearer or OAuth 1.0a). Absent
   * when the test made no call as the admin. */
  asAdmin?: AdminIdentity;
}

export interface PassRecord extends RecordBase {
  outcome: 'pass';
  note: string | null;
}

export interface SkipRecord extends RecordBase {
  outcome: 'skip';
  reason: string;
}

export interface FailRecord extends RecordBase {
  outcome: 'fail';
  /** The rule broken, in words that name the route's specifics. */
  broken: string;
  expected: string;
  actual: string;
  /** What the answer itself says about the target (an HTML page, a proxy's error): src/config's explanation. */
  hint: string | null;
  issues: IssueRecord[];
  exchange: ExchangeRecord | null;
}

/** The test ended without a verdict of its check: the target could not be tested (timeout, unreachable), the test
 * timed out, or the suite itself threw. */
export interface ErrorRecord extends RecordBase {
  outcome: 'error';
  message: string;
}

export type VerdictRecord = PassRecord | SkipRecord | FailRecord | ErrorRecord;

/** The message of a record opened before its check gave a verdict: what a test cut short (its timeout, an interrupted
 * run) carries; the reporter puts the runner's reason in its place. */
export const NO_VERDICT = 'the test ended before its check gave a verdict';
export type Outcome = VerdictRecord['outcome'];

/** A failed test: a verdict that broke the rule, or no verdict at all. */
export function isFailed<R extends VerdictRecord>(record: R): record is R & (FailRecord | ErrorRecord) {
  return record.outcome === 'fail' || record.outcome === 'error';
}

/** The test's outcome as the runner counts it: an error fails the test like a broken rule. */
export function testOutcome(record: VerdictRecord): 'pass' | 'fail' | 'skip' {
  return record.outcome === 'error' ? 'fail' : record.outcome;
}

/** How the runner ends the test: as its outcome, except that a fixed waiver under COMMERCE_BASELINE_STRICT=1 fails a
 * test whose check passed. A known failure ends failed too, as a failure the test expects (Playwright's
 * `testInfo.fail()`), which is what keeps it from failing the run. */
export function endedAs(record: VerdictRecord): 'pass' | 'fail' | 'skip' {
  return record.outcome === 'pass' && record.baseline?.status === 'fixed' && record.baseline.strict === true ? 'fail' : testOutcome(record);
}

/** Whether the test fails the run: it ended failed and the baseline does not waive it. */
export function failsRun(record: VerdictRecord): boolean {
  return endedAs(record) === 'fail' && record.baseline?.status !== 'known';
}

/** The same record with every text scrubbed of `secrets` and token shapes; observation values also lose
 * password-like fields. Applied where the record is made (worker secrets) and again where it is written (the runner's). */
export function redactRecord<R extends VerdictRecord>(record: R, secrets: Iterable<string>): R {
  const list = [...secrets];
  const text = (s: string) => redactText(s, list);
  const base = {
    ...record,
    observations: record.observations.map((o) => ({ ...o, value: redactJson(o.value, list) })),
    ...(record.baseline === undefined ? {} : { baseline: redactMark(record.baseline, text) }),
  };
  switch (base.outcome) {
    case 'pass':
      return { ...base, note: base.note === null ? null : text(base.note) };
    case 'skip':
      return { ...base, reason: text(base.reason) };
    case 'error':
      return { ...base, message: text(base.message) };
    case 'fail':
      return {
        ...base,
        broken: text(base.broken),
        expected: text(base.expected),
        actual: text(base.actual),
        hint: base.hint === null ? null : text(base.hint),
        issues: base.issues.map((i) => ({ path: text(i.path), keyword: i.keyword, expected: text(i.expected), actual: text(i.actual) })),
        exchange: base.exchange === null ? null : { ...base.exchange, url: text(base.exchange.url), body: text(base.exchange.body) },
      };
  }
}

function redactMark(mark: BaselineMark, text: (s: string) => string): BaselineMark {
  return {
    ...mark,
    ...(mark.reason === undefined ? {} : { reason: text(mark.reason) }),
    ...(mark.waived === undefined ? {} : { waived: text(mark.waived) }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Reading a record back (run files, the annotation that carries it): every field checked, the first wrong one named.

export class RecordShapeError extends Error {
  override readonly name = 'RecordShapeError';
}

type Json = Record<string, unknown>;

function objectAt(v: unknown, where: string): Json {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new RecordShapeError(`${where} is not an object`);
  return v as Json;
}

function stringAt(o: Json, key: string, where: string): string {
  const v = o[key];
  if (typeof v !== 'string') throw new RecordShapeError(`${where}.${key} is ${JSON.stringify(v) ?? 'missing'}, expected a string`);
  return v;
}

function nullableStringAt(o: Json, key: string, where: string): string | null {
  return o[key] === null ? null : stringAt(o, key, where);
}

function numberAt(o: Json, key: string, where: string): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new RecordShapeError(`${where}.${key} is ${JSON.stringify(v) ?? 'missing'}, expected a number`);
  return v;
}

function listAt(o: Json, key: string, where: string): unknown[] {
  const v = o[key];
  if (!Array.isArray(v)) throw new RecordShapeError(`${where}.${key} is not a list`);
  return v;
}

const OUTCOMES: readonly Outcome[] = ['pass', 'skip', 'fail', 'error'];

function optionalStringAt(o: Json, key: string, where: string): string | undefined {
  return o[key] === undefined ? undefined : stringAt(o, key, where);
}

function markAt(v: unknown, where: string): BaselineMark {
  const o = objectAt(v, where);
  const status = o.status;
  if (typeof status !== 'string' || !(BASELINE_STATUSES as readonly string[]).includes(status)) {
    throw new RecordShapeError(`${where}.status is ${JSON.stringify(status) ?? 'missing'}, expected ${BASELINE_STATUSES.join(', ')}`);
  }
  if (o.strict !== undefined && o.strict !== true) throw new RecordShapeError(`${where}.strict is ${JSON.stringify(o.strict)}, expected true or nothing`);
  const mark: BaselineMark = { status: status as BaselineStatus };
  for (const key of ['reason', 'until', 'waiver', 'waived'] as const) {
    const value = optionalStringAt(o, key, where);
    if (value !== undefined) mark[key] = value;
  }
  if (o.strict === true) mark.strict = true;
  return mark;
}

function adminAt(v: unknown, where: string): AdminIdentity {
  if (typeof v !== 'string' || !(ADMIN_IDENTITIES as readonly string[]).includes(v)) throw new RecordShapeError(`${where} is ${JSON.stringify(v)}, expected ${ADMIN_IDENTITIES.join(', ')}`);
  return v as AdminIdentity;
}

/** The record `json` holds, or RecordShapeError naming the first field that is wrong (`where` prefixes the path). */
export function parseVerdictRecord(json: unknown, where = 'record'): VerdictRecord {
  const o = objectAt(json, where);
  const outcome = o.outcome;
  if (typeof outcome !== 'string' || !(OUTCOMES as readonly string[]).includes(outcome)) {
    throw new RecordShapeError(`${where}.outcome is ${JSON.stringify(outcome) ?? 'missing'}, expected ${OUTCOMES.join(', ')}`);
  }
  const contract = o.contract === null ? null : objectAt(o.contract, `${where}.contract`);
  const base: RecordBase = {
    check: stringAt(o, 'check', where),
    route: stringAt(o, 'route', where),
    module: nullableStringAt(o, 'module', where),
    rule: stringAt(o, 'rule', where),
    source: stringAt(o, 'source', where),
    contract: contract === null ? null : { file: stringAt(contract, 'file', `${where}.contract`), line: numberAt(contract, 'line', `${where}.contract`) },
    observations: listAt(o, 'observations', where).map((x, i) => {
      const at = `${where}.observations[${i}]`;
      const ob = objectAt(x, at);
      return { check: stringAt(ob, 'check', at), route: stringAt(ob, 'route', at), key: stringAt(ob, 'key', at), value: ob.value ?? null };
    }),
    ...(o.baseline === undefined ? {} : { baseline: markAt(o.baseline, `${where}.baseline`) }),
    ...(o.asAdmin === undefined ? {} : { asAdmin: adminAt(o.asAdmin, `${where}.asAdmin`) }),
  };
  switch (outcome as Outcome) {
    case 'pass':
      return { ...base, outcome: 'pass', note: nullableStringAt(o, 'note', where) };
    case 'skip':
      return { ...base, outcome: 'skip', reason: stringAt(o, 'reason', where) };
    case 'error':
      return { ...base, outcome: 'error', message: stringAt(o, 'message', where) };
    case 'fail': {
      const ex = o.exchange === null ? null : objectAt(o.exchange, `${where}.exchange`);
      const exAt = `${where}.exchange`;
      return {
        ...base,
        outcome: 'fail',
        broken: stringAt(o, 'broken', where),
        expected: stringAt(o, 'expected', where),
        actual: stringAt(o, 'actual', where),
        hint: nullableStringAt(o, 'hint', where),
        issues: listAt(o, 'issues', where).map((x, i) => {
          const at = `${where}.issues[${i}]`;
          const issue = objectAt(x, at);
          return { path: stringAt(issue, 'path', at), keyword: stringAt(issue, 'keyword', at), expected: stringAt(issue, 'expected', at), actual: stringAt(issue, 'actual', at) };
        }),
        exchange:
          ex === null
            ? null
            : { method: stringAt(ex, 'method', exAt), url: stringAt(ex, 'url', exAt), status: numberAt(ex, 'status', exAt), contentType: stringAt(ex, 'contentType', exAt), body: stringAt(ex, 'body', exAt), omitted: numberAt(ex, 'omitted', exAt) },
      };
    }
  }
}
