import type { Check } from '../types.ts';
import { pass } from '../types.ts';
import { isExchange, refusalProbe } from '../perm/refusal.ts';
import { describeExchange, isRouteNotFound } from '../platform-errors.ts';

/** Route matching comes before authorization and before body decoding (facts 1, 2): a guest call with a body that
 * cannot decode (src/checks/perm/refusal.ts) tells present from absent without ever running the service. */
export const routePresent: Check = {
  subject: 'route',
  id: 'presence.route-present',
  family: 'presence',
  rule: 'Every route the contract declares for the target\'s edition and release is served (not "Request does not match any route.").',
  source: 'seed 001 Endpoints and Versioning; real 2.4.7: route match precedes the ACL check (facts 1-2)',
  appliesTo: (route) => route.base === 'store',
  // It judges presence itself: it also probes routes the target should not have, so what it saw there is recorded
  // (the runner turns its verdict on such a route into the expected-absence skip).
  presence: 'judged',
  async run(ctx) {
    if (ctx.permission === 'anonymous' && ctx.route.method !== 'GET' && ctx.target.writes === 'deny') {
      // A guest call reaches an anonymous write's service on a target that does not decode bodies first: never probe.
      const published = ctx.isPublished();
      if (typeof published !== 'boolean') return { outcome: 'skip', reason: `anonymous write route: not probed without COMMERCE_WRITES=allow, and ${published.unavailable}` };
      ctx.observe('present', published);
      if (!published) return { outcome: 'fail', broken: `${ctx.route.key} is missing from the target's published schema`, expected: 'the route is published', actual: 'absent from GET /rest/all/schema?services=all' };
      return pass('published (anonymous write: not probed in read-only mode)');
    }
    const path = await ctx.resolvePath('harmless');
    if (typeof path !== 'string') return { outcome: 'skip', reason: path.reason };
    // The refusal probe: an undecodable body, or (where the target decodes bodies before routing, as Adobe Commerce
    // does) a decodable one that cannot execute.
    const res = await refusalProbe(ctx, 'guest', { path });
    if (!isExchange(res)) {
      // No probe body is safe here (the target decodes bodies first and {} could execute): the schema says instead.
      const published = ctx.isPublished();
      if (typeof published !== 'boolean') return res;
      ctx.observe('present', published);
      if (!published) return { outcome: 'fail', broken: `${ctx.route.key} is missing from the target's published schema`, expected: 'the route is published', actual: 'absent from GET /rest/all/schema?services=all' };
      return pass(`published (${res.outcome === 'skip' ? res.reason : 'not probed'})`);
    }
    const present = !isRouteNotFound(res.status, res.json);
    ctx.observe('present', present);
    if (!present) {
      return { outcome: 'fail', broken: `${ctx.route.key} is missing on the target`, expected: 'the route is served', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
    }
    return pass();
  },
};
