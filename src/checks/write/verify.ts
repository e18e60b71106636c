// A write's effect, read back through the read its contract names (readBack: RawReadBack): the read filled from the
// executed write's values, sent, and its answer compared with what the write sent or answered. Shared by
// write.read-back (synchronous writes) and async.same-as-sync (the same write, queued).

import { fillPath } from '../../contracts/paths.ts';
import { fillTemplate, parsePointer, parseSource, resolveSource, valueAtPointer, type WriteValues } from '../../contracts/read-back.ts';
import type { CompiledRoute, RawReadBack } from '../../contracts/types.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import type { CheckContext, HttpExchange, Verdict } from '../types.ts';
import { compareSent, type SentComparison } from './sent-fields.ts';

/** A read of the write's effect, ready to send. */
export interface ReadCall {
  route: CompiledRoute;
  path: string;
  query: Record<string, string>;
  body: unknown;
  storeCode: string | undefined;
}

/** The read that verifies the write, filled from its values; or why it cannot be made (a source the write lacks). */
export function readCallOf(ctx: CheckContext, spec: RawReadBack, values: WriteValues): ReadCall | { reason: string } {
  const route = ctx.routeOf(spec.route);
  if (route === undefined) return { reason: `the read-back route ${spec.route} is not in the plan` };
  const missing: string[] = [];
  const params: Record<string, string> = {};
  for (const [name, text] of Object.entries(spec.params ?? {})) {
    const source = parseSource(text);
    const value = source === null ? undefined : resolveSource(source, values);
    if (value === undefined || value === null || typeof value === 'object') missing.push(text);
    else params[name] = String(value);
  }
  const query = Object.fromEntries(Object.entries(spec.query ?? {}).map(([k, v]) => [k, String(fillTemplate(v, values, (s) => missing.push(s)))]));
  const body = spec.body === undefined ? undefined : fillTemplate(spec.body, values, (s) => missing.push(s));
  if (missing.length > 0) return { reason: `the write gave no value for ${[...new Set(missing)].join(', ')}, which its read-back (${spec.route}) needs` };
  return { route, path: fillPath(route.path, params), query, body, storeCode: spec.storeCode };
}

/** Send the read as the admin (a read-back reads what the run wrote, whoever wrote it), or as the route's reader when
 * it is anonymous or a self route (with the run's own customer's token). */
export function sendRead(ctx: CheckContext, read: ReadCall, token: string | null): Promise<HttpExchange> {
  const caller = read.route.permission === 'anonymous' ? 'guest' : read.route.permission === 'self' ? 'customer' : 'admin';
  return ctx.call(caller, {
    method: read.route.method,
    path: read.path,
    ...(Object.keys(read.query).length > 0 ? { query: read.query } : {}),
    ...(read.body !== undefined ? { body: read.body } : {}),
    ...(read.storeCode !== undefined ? { storeCode: read.storeCode } : {}),
    ...(caller === 'customer' && token !== null ? { token } : {}),
  });
}

/** Loose equality of a value the write sent and the one the read shows: the platform answers numbers as strings
 * and booleans as 0/1 in places ("4" for attribute_set_id 4, "1" for true), which is no difference in effect. */
export function sameValue(sent: unknown, shown: unknown): boolean {
  if (sent === shown) return true;
  if (sent === null || sent === undefined || shown === null || shown === undefined) return (sent ?? null) === (shown ?? null);
  const asNumber = (v: unknown): number | null => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : typeof v === 'boolean' ? (v ? 1 : 0) : null);
  if (typeof sent !== 'object' && typeof shown !== 'object') {
    const a = asNumber(sent);
    const b = asNumber(shown);
    if (a !== null && b !== null) return Math.abs(a - b) < 1e-6;
    if (typeof sent === 'boolean' || typeof shown === 'boolean') return String(sent) === String(shown);
    return String(sent) === String(shown);
  }
  if (Array.isArray(sent) && Array.isArray(shown)) return sent.length === shown.length && sent.every((v) => shown.some((w) => sameValue(v, w)));
  if (typeof sent === 'object' && typeof shown === 'object' && !Array.isArray(sent) && !Array.isArray(shown)) {
    return Object.entries(sent as Record<string, unknown>).every(([k, v]) => sameValue(v, (shown as Record<string, unknown>)[k]));
  }
  return false;
}

const show = (v: unknown): string => (v === undefined ? '(absent)' : JSON.stringify(v).slice(0, 120));

/** Each compared field of the answer: where, what the write had, what the read shows, and whether they agree. */
export interface FieldComparison {
  pointer: string;
  expected: unknown;
  shown: unknown;
  same: boolean;
}

export function compareFields(spec: RawReadBack, values: WriteValues, answer: unknown): FieldComparison[] {
  return Object.entries(spec.fields ?? {}).map(([pointer, text]) => {
    const source = parseSource(text);
    const expected = source === null ? undefined : resolveSource(source, values);
    const shown = valueAtPointer(answer, parsePointer(pointer) ?? []);
    return { pointer, expected, shown, same: sameValue(expected, shown) };
  });
}

/** Whether the answer holds the item the write linked (readBack.item). */
export function holdsItem(spec: RawReadBack, values: WriteValues, answer: unknown): boolean {
  const item = spec.item;
  if (item === undefined) return true;
  const list = valueAtPointer(answer, parsePointer(item.in) ?? []);
  if (!Array.isArray(list)) return false;
  const resolve = (text: string): unknown => {
    const source = parseSource(text);
    return source === null ? undefined : resolveSource(source, values);
  };
  if (item.value !== undefined) {
    const wanted = resolve(item.value);
    return list.some((v) => sameValue(wanted, v));
  }
  return list.some((entry) => Object.entries(item.match ?? {}).every(([pointer, text]) => sameValue(resolve(text), valueAtPointer(entry, parsePointer(pointer) ?? []))));
}

/** The item the write must leave beside the one it changed (readBack.kept), found in the answer; null when the contract
 * names none, else whether it is there and what it is, in words. */
export function keptItem(spec: RawReadBack, values: WriteValues, answer: unknown): { found: boolean; text: string } | null {
  const kept = spec.kept;
  if (kept === undefined) return null;
  const resolve = (text: string): unknown => {
    const source = parseSource(text);
    return source === null ? undefined : resolveSource(source, values);
  };
  const list = valueAtPointer(answer, parsePointer(kept.in) ?? []);
  const text = `${kept.what} {${Object.entries(kept.match).map(([k, t]) => `${k}: ${show(resolve(t))}`).join(', ')}}`;
  const found = Array.isArray(list) && list.some((entry) => Object.entries(kept.match).every(([pointer, t]) => sameValue(resolve(t), valueAtPointer(entry, parsePointer(pointer) ?? []))));
  return { found, text };
}

/** The item of the answer the read-back matched (readBack.item with match), or undefined. */
export function matchedItem(spec: RawReadBack, values: WriteValues, answer: unknown): unknown {
  const item = spec.item;
  if (item === undefined || item.match === undefined) return undefined;
  const list = valueAtPointer(answer, parsePointer(item.in) ?? []);
  if (!Array.isArray(list)) return undefined;
  const resolve = (text: string): unknown => {
    const source = parseSource(text);
    return source === null ? undefined : resolveSource(source, values);
  };
  return list.find((entry) => Object.entries(item.match ?? {}).every(([pointer, text]) => sameValue(resolve(text), valueAtPointer(entry, parsePointer(pointer) ?? []))));
}

/** Every field the write sent (readBack.sent) against the read's answer: null when the contract declares none. */
export function compareSentFields(spec: RawReadBack, values: WriteValues, answer: unknown): SentComparison | null {
  const sent = spec.sent;
  if (sent === undefined) return null;
  const shown = sent.at !== undefined ? valueAtPointer(answer, parsePointer(sent.at) ?? []) : matchedItem(spec, values, answer);
  return compareSent(sent, values.body, shown, sameValue);
}

const itemText = (spec: RawReadBack, values: WriteValues): string => {
  const item = spec.item;
  if (item === undefined) return '';
  const resolve = (text: string): unknown => {
    const source = parseSource(text);
    return source === null ? undefined : resolveSource(source, values);
  };
  const what = item.value !== undefined ? show(resolve(item.value)) : `{${Object.entries(item.match ?? {}).map(([k, t]) => `${k}: ${show(resolve(t))}`).join(', ')}}`;
  return `${what} in ${item.in === '' ? 'the answer' : item.in}`;
};

/**
 * The verdict on a write's effect, given the read made after it (and, for an update, the one made before). `what`
 * names the write in the sentences ("POST /V1/products", "the queued POST /V1/products").
 */
export function judgeEffect(spec: RawReadBack, values: WriteValues, after: HttpExchange, before: HttpExchange | null, what: string): Verdict {
  const read = spec.route;
  if (spec.expect === 'deleted') {
    if (after.status === 404 && messageOf(after.json) !== null) return { outcome: 'pass', note: `${read} answered ${describeExchange(after.status, after.json, after.bodyText)}` };
    return { outcome: 'fail', broken: `${what} answered success, but ${read} still answers the entity`, expected: `404 with the platform's "No such entity" message`, actual: describeExchange(after.status, after.json, after.bodyText), exchange: after };
  }
  if (after.status !== 200) {
    return { outcome: 'fail', broken: `after ${what}, ${read} does not answer what it wrote`, expected: '200 with the written values', actual: describeExchange(after.status, after.json, after.bodyText), exchange: after };
  }
  const fields = compareFields(spec, values, after.json);
  const differing = fields.filter((f) => !f.same);
  if (differing.length > 0) {
    return {
      outcome: 'fail',
      broken: `${what} answered success, but ${read} shows ${differing.length === 1 ? `${differing[0]?.pointer} otherwise` : `${differing.length} fields otherwise`}`,
      expected: differing.map((f) => `${f.pointer}: ${show(f.expected)}`).join('; '),
      actual: differing.map((f) => `${f.pointer}: ${show(f.shown)}`).join('; '),
      exchange: after,
    };
  }
  const holds = holdsItem(spec, values, after.json);
  if (spec.expect === 'unlinked' && holds) return { outcome: 'fail', broken: `${what} answered success, but ${read} still shows ${itemText(spec, values)}`, expected: 'no such item', actual: 'the item is still there', exchange: after };
  if (spec.expect !== 'unlinked' && !holds) return { outcome: 'fail', broken: `${what} answered success, but ${read} does not show ${itemText(spec, values)}`, expected: itemText(spec, values), actual: show(valueAtPointer(after.json, parsePointer(spec.item?.in ?? '') ?? [])), exchange: after };
  const kept = keptItem(spec, values, after.json);
  if (kept !== null && !kept.found) return { outcome: 'fail', broken: `${what} answered success, but ${read} no longer shows ${kept.text}, which the write must leave as it was`, expected: kept.text, actual: show(valueAtPointer(after.json, parsePointer(spec.kept?.in ?? '') ?? [])), exchange: after };
  const whole = compareSentFields(spec, values, after.json);
  if (whole !== null && whole.differences.length > 0) {
    const d = whole.differences;
    return {
      outcome: 'fail',
      broken: `${what} answered success, but ${read} shows ${d.length === 1 ? `${d[0]?.pointer}, a field it sent, otherwise` : `${d.length} fields it sent otherwise`}`,
      expected: d.map((f) => `${f.pointer}: ${show(f.sent)}`).join('; '),
      actual: d.map((f) => `${f.pointer}: ${show(f.shown)}`).join('; '),
      exchange: after,
    };
  }
  if (spec.expect === 'updated' && before !== null && before.status === 200) {
    const was = compareFields(spec, values, before.json);
    if (was.length > 0 && was.every((f) => f.same)) return { outcome: 'skip', reason: `the update sent what the entity already held (${was.map((f) => f.pointer).join(', ')}): no change to read back` };
  }
  // "every field sent" is the phrase a run's records are counted by (docs/real-platform.md, Whole entities).
  const keptNote = kept !== null ? `, and still shows ${kept.text}` : '';
  if (whole !== null) return { outcome: 'pass', note: `${read} shows every field sent as written (${whole.compared} compared${whole.unanswered > 0 ? `; ${whole.unanswered} the read does not answer, as the contract declares` : ''})${keptNote}` };
  if (fields.length > 0) return { outcome: 'pass', note: `${read} shows ${fields.map((f) => f.pointer).join(', ')} as written${keptNote}` };
  return { outcome: 'pass', note: `${read} ${spec.expect === 'unlinked' ? 'no longer shows' : 'shows'} ${itemText(spec, values)}${keptNote}` };
}
