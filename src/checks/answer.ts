// How a successful answer is judged against its route's contract, for reads (schema.response-valid) and writes
// (write.response-valid) alike: the contract's status, a JSON body of the contract's bare type, valid against the
// contract's schema or the target's published one with the documented overlays.
//
// Unset is not missing. The platform leaves an unset value out of an object's answer rather than sending null (its
// output processor skips getters that return null), and a service method whose scalar result is null answers `[]`.
// A real Adobe Commerce 2.4.6-p1 showed both: an order whose status is unset lacks `status` in GET /V1/orders/:id and
// answers `[]` to GET /V1/orders/:id/statuses; a coupon lacks `created_at`. So a property the schema requires but the
// answer lacks is recorded as unset (an observation), unless it identifies the entity (id, entity_id, sku,
// increment_id, or the key the route reads by): that one missing is still a failure. And `[]` where the contract
// expects a bare scalar is that scalar unset.

import type { CompiledRoute } from '../contracts/types.ts';
import { describeExchange } from './platform-errors.ts';
import type { HttpExchange, SchemaIssue, Verdict } from './types.ts';

/** Properties that identify an entity wherever they stand: never "unset". */
const IDENTIFYING = new Set(['id', 'entity_id', 'sku', 'increment_id']);

/** The route's path parameters as the answer names them: attributeCode → attribute_code, sku → sku. */
const keysOf = (route: CompiledRoute): string[] => route.pathParams.map((p) => p.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase());

/** A required property the answer lacks that does not identify the entity: unset, not missing. */
export function isUnset(issue: SchemaIssue, route: CompiledRoute): boolean {
  if (issue.keyword !== 'required' || issue.missingProperty === undefined) return false;
  return !IDENTIFYING.has(issue.missingProperty) && !keysOf(route).includes(issue.missingProperty);
}

/** Where an unset value is: /items/0/status. */
export const unsetPath = (issue: SchemaIssue): string => `${issue.pointer}/${issue.missingProperty ?? ''}`;

/**
 * The schema issues of an answer to `route` that break its contract: the unset values among them are handed to
 * `observe('unset-values', paths)` instead. The one rule for every check that validates an answer against a route's
 * schema (schema.response-valid, write.response-valid, and the scenario checks that validate a queued operation's
 * result through validateFor, such as status.detailed-shape).
 */
export function breakingIssues(route: CompiledRoute, issues: readonly SchemaIssue[], observe: (key: string, value: unknown) => void): SchemaIssue[] {
  const unset = issues.filter((issue) => isUnset(issue, route));
  if (unset.length > 0) observe('unset-values', unset.map(unsetPath));
  return issues.filter((issue) => !isUnset(issue, route));
}

export function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** Why the status is not the contract's (the caller decides first whether the answer is a documented skip). */
export function wrongStatus(route: CompiledRoute, res: HttpExchange): Verdict {
  return { outcome: 'fail', broken: `${route.key} did not answer ${route.response.status}`, expected: String(route.response.status), actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
}

const SCALARS = new Set(['string', 'integer', 'number', 'boolean']);

/**
 * The body of an answer with the contract's status: JSON, of the route's bare type, valid against its schema.
 * `validate` is the context's validator for the route (the contract's schema or the published one); null when valid.
 * Unset values (above) are handed to `observe('unset-values', paths)` instead of failing.
 */
export async function judgeBody(route: CompiledRoute, res: HttpExchange, validate: (body: unknown) => Promise<SchemaIssue[] | { unavailable: string }>, observe: (key: string, value: unknown) => void): Promise<Verdict | null> {
  if (res.json === undefined) {
    return { outcome: 'fail', broken: 'the answer is not JSON', expected: 'application/json', actual: `${res.headers['content-type'] ?? 'no content-type'}: ${res.bodyText.slice(0, 120)}`, exchange: res };
  }
  const type = route.response.type;
  if (type && SCALARS.has(type) && Array.isArray(res.json) && res.json.length === 0) {
    observe('unset-values', ['/']);
    return null;
  }
  if (type && jsonType(res.json) !== type && !(type === 'number' && jsonType(res.json) === 'integer')) {
    return { outcome: 'fail', broken: `the ${route.key} answer is not a bare ${type}`, expected: type, actual: `${jsonType(res.json)}: ${res.bodyText.slice(0, 120)}`, exchange: res };
  }
  const all = await validate(res.json);
  if (!Array.isArray(all)) return { outcome: 'skip', reason: all.unavailable };
  const issues = breakingIssues(route, all, observe);
  if (issues.length > 0) {
    return {
      outcome: 'fail',
      broken: `the ${route.key} answer breaks its schema in ${issues.length} place(s)`,
      expected: issues.map((i) => `${i.pointer || '/'}: ${i.expected}`).slice(0, 10).join('; '),
      actual: issues.map((i) => `${i.pointer || '/'}: ${i.actual}`).slice(0, 10).join('; '),
      exchange: res,
      issues,
    };
  }
  return null;
}
