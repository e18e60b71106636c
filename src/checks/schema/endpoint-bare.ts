// schema.endpoint-bare: the schema without services is that of all services.

import type { RunCheck } from '../types.ts';
import { pass } from '../types.ts';
import { adminOrGuest, fetchSchema, publishedOperations, SCHEMA_SUBJECT } from './endpoint.ts';

export const schemaEndpointBare: RunCheck = {
  subject: 'run',
  id: 'schema.endpoint-bare',
  family: 'schema',
  rule: 'GET /rest/<store>/schema without services answers the schema of all services: valid Swagger 2.0 with the same operations as services=all.',
  source: 'seed 000 Schema and interactive reference ("GET /rest/<store_code>/schema: schema of all services")',
  subjects: [SCHEMA_SUBJECT],
  async run(ctx) {
    const caller = adminOrGuest(ctx);
    const plain = await fetchSchema(ctx, caller, 'all', undefined);
    if ('fail' in plain) return plain.fail;
    const all = await fetchSchema(ctx, caller, 'all', { services: 'all' });
    if ('fail' in all) return all.fail;
    const a = new Set(publishedOperations(plain.doc).map((o) => o.shape));
    const b = new Set(publishedOperations(all.doc).map((o) => o.shape));
    const onlyAll = [...b].filter((s) => !a.has(s));
    const onlyBare = [...a].filter((s) => !b.has(s));
    if (onlyAll.length > 0 || onlyBare.length > 0) {
      return { outcome: 'fail', broken: 'the bare schema and services=all publish different operations', expected: `the same ${b.size} operations`, actual: `${onlyAll.length} only with services=all (${onlyAll.slice(0, 5).join(', ')}), ${onlyBare.length} only without (${onlyBare.slice(0, 5).join(', ')})`, exchange: plain.res };
    }
    return pass(`${a.size} operations`);
  },
};
