// schema.endpoint-services-all: GET /rest/<store>/schema?services=all answers the complete schema as valid Swagger 2.0.

import type { RunCheck } from '../types.ts';
import { pass } from '../types.ts';
import { adminOrGuest, fetchSchema, publishedOperations, SCHEMA_SUBJECT } from './endpoint.ts';

export const schemaEndpointServicesAll: RunCheck = {
  subject: 'run',
  id: 'schema.endpoint-services-all',
  family: 'schema',
  rule: 'GET /rest/<store>/schema?services=all answers the complete schema as a valid Swagger 2.0 document (read as the admin: an admin token, or the integration standing in for it).',
  source: 'seed 000 Schema and interactive reference; real 2.4.7 schema-admin-all.json',
  subjects: [SCHEMA_SUBJECT],
  async run(ctx) {
    const got = await fetchSchema(ctx, adminOrGuest(ctx), 'all', { services: 'all' });
    if ('fail' in got) return got.fail;
    const ops = publishedOperations(got.doc);
    ctx.observe('operations', ops.length);
    if (ops.length === 0) return { outcome: 'fail', broken: 'the complete schema lists no operation', expected: 'the routes the caller may use', actual: '0 operations', exchange: got.res };
    return pass(`${ops.length} operations`);
  },
};
