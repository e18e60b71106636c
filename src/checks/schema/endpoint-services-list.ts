// schema.endpoint-services-list: ?services=<a,b> answers exactly the named services.

import type { RunCheck } from '../types.ts';
import { pass, skip } from '../types.ts';
import { adminOrGuest, fetchSchema, publishedOperations, SCHEMA_SUBJECT } from './endpoint.ts';

export const schemaEndpointServicesList: RunCheck = {
  subject: 'run',
  id: 'schema.endpoint-services-list',
  family: 'schema',
  rule: 'GET /rest/<store>/schema?services=<a,b> answers the schema of exactly the named services: every operation of those services and no other.',
  source: 'seed 000 Schema and interactive reference ("?services=<name1,name2,...>: JSON schema of the named services")',
  subjects: [SCHEMA_SUBJECT],
  async run(ctx) {
    const caller = adminOrGuest(ctx);
    const all = await fetchSchema(ctx, caller, 'all', { services: 'all' });
    if ('fail' in all) return all.fail;
    const ops = publishedOperations(all.doc);
    const preferred = ['catalogProductRepositoryV1', 'storeStoreRepositoryV1', 'directoryCountryInformationAcquirerV1'];
    const tags = [...new Set(ops.flatMap((o) => o.tags))];
    const chosen = preferred.filter((t) => tags.includes(t)).slice(0, 2);
    if (chosen.length < 2) chosen.push(...tags.filter((t) => !chosen.includes(t)).slice(0, 2 - chosen.length));
    if (chosen.length === 0) return skip('the complete schema tags no operation with its service name');
    const some = await fetchSchema(ctx, caller, 'all', { services: chosen.join(',') });
    if ('fail' in some) return some.fail;
    const got = publishedOperations(some.doc);
    const foreign = got.filter((o) => !o.tags.some((t) => chosen.includes(t)));
    const want = new Set(ops.filter((o) => o.tags.some((t) => chosen.includes(t))).map((o) => o.shape));
    const have = new Set(got.map((o) => o.shape));
    const missing = [...want].filter((s) => !have.has(s));
    ctx.observe('services', chosen);
    if (foreign.length > 0 || missing.length > 0 || got.length === 0) {
      return { outcome: 'fail', broken: `?services=${chosen.join(',')} does not answer exactly those services`, expected: `the ${want.size} operations tagged ${chosen.join(' or ')}`, actual: `${got.length} operations; ${foreign.length} of other services (${foreign.slice(0, 3).map((o) => `${o.method} ${o.path}`).join(', ')}); ${missing.length} missing (${missing.slice(0, 3).join(', ')})`, exchange: some.res };
    }
    return pass(`${chosen.join(', ')}: ${got.length} operations`);
  },
};
