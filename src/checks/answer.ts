// How a successful answer is judged against its route's contract, for reads (schema.response-valid) and writes
// (write.response-valid) alike: the contract's status, a JSON body of the contract's bare type, valid against the
// contract's schema or the target's published one with the documented overlays.

import type { CompiledRoute } from '../contracts/types.ts';
import { describeExchange } from './platform-errors.ts';
import type { HttpExchange, SchemaIssue, Verdict } from './types.ts';

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

/**
 * The body of an answer with the contract's status: JSON, of the route's bare type, valid against its schema.
 * `validate` is the context's validator for the route (the contract's schema or the published one); null when valid.
 */
export async function judgeBody(route: CompiledRoute, res: HttpExchange, validate: (body: unknown) => Promise<SchemaIssue[] | { unavailable: string }>): Promise<Verdict | null> {
  if (res.json === undefined) {
    return { outcome: 'fail', broken: 'the answer is not JSON', expected: 'application/json', actual: `${res.headers['content-type'] ?? 'no content-type'}: ${res.bodyText.slice(0, 120)}`, exchange: res };
  }
  const type = route.response.type;
  if (type && jsonType(res.json) !== type && !(type === 'number' && jsonType(res.json) === 'integer')) {
    return { outcome: 'fail', broken: `the ${route.key} answer is not a bare ${type}`, expected: type, actual: `${jsonType(res.json)}: ${res.bodyText.slice(0, 120)}`, exchange: res };
  }
  const issues = await validate(res.json);
  if (!Array.isArray(issues)) return { outcome: 'skip', reason: issues.unavailable };
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
