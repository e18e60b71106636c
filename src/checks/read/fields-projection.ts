// read.fields-projection: a read with `fields` answers the named keys with the values of the same read without it.
// Storefronts and ERPs cut their reads down with `fields` (DevDocs, "Retrieve filtered responses"); a filter that
// drops a named key, keeps one not named or turns a nested object into null breaks their sync silently.
// The read without `fields` is made first, the projection is chosen from it (src/checks/read/projection.ts: two
// top-level keys, one nested object or list filtered by its own keys, a name no answer has), and the projected read
// is compared key by key. A shared installation may change between the two reads: a difference is read again once,
// both reads anew, before it is called a defect.

import type { CallerName, Check, CheckContext, HttpExchange, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { describeExchange } from '../platform-errors.ts';
import { callerUnavailable } from '../stand-in.ts';
import { readerFor } from '../schema/response-valid.ts';
import { chooseProjection, describeDifference, differences, fieldsText, project, type Json } from './projection.ts';

const withFields = (query: Record<string, string> | undefined, fields: string): Record<string, string> => ({ ...(query ?? {}), fields });

/** One try: the whole read, the projected read, and what differs (an empty list: the projection holds). */
async function attempt(ctx: CheckContext, caller: CallerName, path: string): Promise<Verdict | { fields: string; projected: HttpExchange; described: string[] }> {
  const query = ctx.route.query;
  const whole = await ctx.call(caller, { path, query });
  if (whole.status !== ctx.route.response.status || whole.json === undefined) {
    return skip(`nothing to project: the read without fields answered ${describeExchange(whole.status, whole.json, whole.bodyText)} (schema.response-valid judges that answer)`);
  }
  const choice = chooseProjection(whole.json as Json);
  if ('none' in choice) return skip(`nothing to project: ${choice.none}`);
  const fields = fieldsText(choice.projection);
  const projected = await ctx.call(caller, { path, query: withFields(query, fields) });
  if (projected.status !== whole.status || projected.json === undefined) {
    return {
      outcome: 'fail',
      broken: `GET ${path} with fields=${fields} does not answer as the same read without fields`,
      expected: `${whole.status} with the named keys`,
      actual: describeExchange(projected.status, projected.json, projected.bodyText),
      exchange: projected,
    };
  }
  const found = differences(project(whole.json as Json, choice.projection), projected.json as Json);
  return { fields, projected, described: found.map(describeDifference) };
}

export const readFieldsProjection: Check = {
  subject: 'route',
  id: 'read.fields-projection',
  family: 'read',
  rule: 'A read with a fields parameter (top-level keys, a nested object or list filtered by its own keys, a name the answer does not have) answers exactly the named keys with the values of the same read without it: none missing, none extra, nothing turned into null or [], the unknown name left out.',
  source: 'Magento\\Framework\\Webapi\\Rest\\Response\\FieldsFilter, applied to every array answer by Magento\\Webapi\\Controller\\Rest\\SynchronousRequestProcessor; DevDocs "Retrieve filtered responses"; the real 2.4.7-p3 and 2.4.6-p1 answers (a nested filter on an empty list answers null: the platform\'s own form)',
  // The schema document is answered by its own processor (Magento\Webapi\Controller\Rest\SchemaRequestProcessor),
  // which never reads fields: the real 2.4.7-p3 answers the whole document to /schema?fields=swagger.
  appliesTo: (route) => route.base === 'store' && route.safety === 'read' && route.method === 'GET' && route.module !== 'Schema',
  async run(ctx) {
    const caller = readerFor(ctx.permission);
    const missing = callerUnavailable(ctx.target, caller);
    if (missing !== null) return skip(missing);
    const path = await ctx.resolvePath('real');
    if (typeof path !== 'string') return skip(path.reason);
    let last: { fields: string; projected: HttpExchange; described: string[] } | null = null;
    // A difference is read again once (both reads anew): the data of a shared installation may move between reads.
    for (let tries = 0; tries < 2; tries++) {
      const result = await attempt(ctx, caller, path);
      if ('outcome' in result) return result;
      if (result.described.length === 0) return pass(`fields=${result.fields}`);
      last = result;
    }
    if (last === null) return pass();
    return {
      outcome: 'fail',
      broken: `GET ${path} with fields=${last.fields} answers otherwise than the same read without fields`,
      expected: 'the named keys, with the values of the read without fields; the unknown name left out',
      actual: last.described.join('; '),
      exchange: last.projected,
    };
  },
};
