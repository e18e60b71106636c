// schema.endpoint-routes-match-contracts: the complete schema publishes every contract route of the target's edition and
// release; extra routes (extensions) are reported.

import type { RunCheck } from '../types.ts';
import { pass, skip } from '../types.ts';
import { diffRouteSets, expectedRoutes, fetchSchema, publishedOperations, SCHEMA_SUBJECT } from './endpoint.ts';
import { callerUnavailable } from '../stand-in.ts';

export const schemaEndpointRoutesMatchContracts: RunCheck = {
  subject: 'run',
  id: 'schema.endpoint-routes-match-contracts',
  family: 'schema',
  rule: 'The complete schema (read as the admin: an admin token, or the integration standing in for it with every resource) publishes every contract route of the target\'s edition and release; missing catalog routes fail, extra routes (extensions) are reported.',
  source: 'seed 001 catalog of synchronous routes; contracts/*.yaml per edition and release; real 2.4.7 schema-admin-all.json',
  subjects: [SCHEMA_SUBJECT],
  async run(ctx) {
    // The complete schema: read as the admin, or as the integration standing in for it with every resource (the
    // schema is filtered by the reader's ACL: an integration with fewer resources reads fewer routes).
    const noAdmin = callerUnavailable(ctx.target, 'admin');
    if (noAdmin !== null) return skip(`needs the complete schema, read as the admin (a guest sees only anonymous routes: schema.endpoint-guest-subset), and ${noAdmin}`);
    if (ctx.target.edition === null || ctx.target.release === null) return skip(`edition or release unknown (${ctx.target.edition ?? '?'} ${ctx.target.release ?? '?'}): set COMMERCE_EDITION and COMMERCE_RELEASE`);
    const got = await fetchSchema(ctx, 'admin', 'all', { services: 'all' });
    if ('fail' in got) return got.fail;
    const diff = diffRouteSets(expectedRoutes(ctx.plan.routes, ctx.target.edition, ctx.target.releaseSpan), publishedOperations(got.doc));
    ctx.observe('extra-routes', diff.extra.length);
    ctx.observe('missing-routes', diff.missing);
    if (diff.extra.length > 0) await ctx.attach('schema-extra-routes.txt', `Routes the target publishes that no contract of ${ctx.target.edition} ${ctx.target.release} names (extensions, newer modules):\n${diff.extra.join('\n')}\n`);
    if (diff.missing.length > 0) {
      await ctx.attach('schema-missing-routes.txt', `${diff.missing.join('\n')}\n`);
      return { outcome: 'fail', broken: `the schema leaves out ${diff.missing.length} contract route(s) of ${ctx.target.edition} ${ctx.target.release}`, expected: 'every contract route of this edition and release', actual: `missing: ${diff.missing.slice(0, 8).join(', ')}${diff.missing.length > 8 ? ', ...' : ''}` };
    }
    return pass(`all contract routes published; ${diff.extra.length} extra`);
  },
};
