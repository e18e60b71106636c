// schema.endpoint-default-store: the schema without a store code is that of all, or of the default store view (a variant).

import type { RunCheck } from '../types.ts';
import { pass } from '../types.ts';
import { adminOrGuest, fetchSchema, SCHEMA_SUBJECT, type SwaggerLike } from './endpoint.ts';

export const schemaEndpointDefaultStore: RunCheck = {
  subject: 'run',
  id: 'schema.endpoint-default-store',
  family: 'schema',
  rule: 'GET /rest/schema (no store code) answers the schema of one store code: all, as the first document says (variant schema-default-all), or the default store view, as a real 2.4.7 does (variant schema-default-store-view); the variant seen is recorded.',
  source: 'seed 000 Schema and interactive reference ("On the schema route the default store code is all"); real 2.4.7-p3 GET /rest/schema: basePath /rest/default',
  subjects: [SCHEMA_SUBJECT],
  async run(ctx) {
    const got = await fetchSchema(ctx, adminOrGuest(ctx), null, { services: 'all' });
    if ('fail' in got) return got.fail;
    const basePath = (got.doc as SwaggerLike).basePath;
    ctx.observe('basePath', basePath);
    // /rest/<code>, or /rest alone: no code is the default store view.
    const match = typeof basePath === 'string' ? /\/rest(?:\/([a-z0-9_]+))?\/?$/i.exec(basePath) : null;
    const code = match ? (match[1] ?? 'default') : undefined;
    if (code === 'all') {
      ctx.observe('variant', 'schema-default-all');
      return pass(basePath as string);
    }
    if (code !== undefined && (code === ctx.target.storeCode || code === 'default')) {
      ctx.observe('variant', 'schema-default-store-view');
      return pass(`${basePath as string}: the default store view (variant schema-default-store-view)`);
    }
    return { outcome: 'fail', broken: 'the schema without a store code is neither that of the store code all nor that of the default store view', expected: `basePath ending in /rest/all, /rest/${ctx.target.storeCode} or /rest`, actual: `basePath ${JSON.stringify(basePath)}`, exchange: got.res };
  },
};
