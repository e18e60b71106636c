import type { CallerName, Check } from '../types.ts';
import { pass } from '../types.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import type { Permission } from '../../contracts/types.ts';

export function readerFor(permission: Permission): CallerName {
  if (permission === 'anonymous') return 'guest';
  if (permission === 'self') return 'customer';
  return 'admin';
}

export const responseValid: Check = {
  subject: 'route',
  id: 'schema.response-valid',
  family: 'schema',
  rule: 'A successful read answers the contract\'s status and a body valid against its schema (the contract\'s own, or the target\'s published one with documented overlays).',
  source: 'contracts/schemas (written from the platform\'s service data interfaces and the real 2.4.7 answers); the target\'s GET /rest/<store>/schema',
  appliesTo: (route) => route.base === 'store' && route.safety === 'read' && route.method === 'GET',
  async run(ctx) {
    const caller = readerFor(ctx.permission);
    if (!ctx.target.callers[caller]) return { outcome: 'skip', reason: `no ${caller} identity configured` };
    const path = await ctx.resolvePath('real');
    if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
    const res = await ctx.call(caller, { path, query: ctx.route.query });
    if (res.status !== ctx.route.response.status) {
      const message = messageOf(res.json);
      const documented = ctx.route.response.unavailableWhen.find((u) => u.status === res.status && u.message === message);
      if (documented) return { outcome: 'skip', reason: `not exercised: ${documented.reason} (${describeExchange(res.status, res.json, res.bodyText)})` };
      // A NoSuchEntity for an id discovered on the target means the data went away, not a broken contract.
      if (res.status === 404 && message !== null && ctx.route.pathParams.some((p) => 'fixture' in (ctx.route.params[p] ?? {}))) {
        return { outcome: 'skip', reason: `no data to read: ${describeExchange(res.status, res.json, res.bodyText)}` };
      }
      return { outcome: 'fail', broken: `${ctx.route.key} did not answer ${ctx.route.response.status}`, expected: String(ctx.route.response.status), actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
    }
    if (res.json === undefined) {
      return { outcome: 'fail', broken: 'the answer is not JSON', expected: 'application/json', actual: `${res.headers['content-type'] ?? 'no content-type'}: ${res.bodyText.slice(0, 120)}`, exchange: res };
    }
    const type = ctx.route.response.type;
    if (type && jsonType(res.json) !== type && !(type === 'number' && jsonType(res.json) === 'integer')) {
      return { outcome: 'fail', broken: `the body is not a bare ${type}`, expected: type, actual: jsonType(res.json), exchange: res };
    }
    const issues = await ctx.validateResponse(res.json);
    if (!Array.isArray(issues)) return { outcome: 'skip', reason: issues.unavailable };
    if (issues.length > 0) {
      return {
        outcome: 'fail',
        broken: `the ${ctx.route.key} answer breaks its schema in ${issues.length} place(s)`,
        expected: issues.map((i) => `${i.pointer || '/'}: ${i.expected}`).slice(0, 10).join('; '),
        actual: issues.map((i) => `${i.pointer || '/'}: ${i.actual}`).slice(0, 10).join('; '),
        exchange: res,
        issues,
      };
    }
    return pass();
  },
};

export function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}
