// schema.swagger-store: GET /swagger?store=<code> serves the reference of that store view.

import type { PageCheck } from '../types.ts';
import { pass } from '../types.ts';
import { ANONYMOUS_ENDPOINT, pageFailure } from './swagger.ts';

/** What the browser saw on GET /swagger?store=<store>: whether the page requested /rest/<store>/schema, and its list. */
export interface SwaggerStoreSeen {
  store: string;
  schemaRead: boolean;
  endpoints: readonly string[];
}

export const schemaSwaggerStore: PageCheck<SwaggerStoreSeen> = {
  subject: 'page',
  id: 'schema.swagger-store',
  family: 'schema',
  rule: 'GET /swagger?store=<code> serves the reference for that store view: the page reads the schema of /rest/<code>/schema.',
  source: 'seed 000 Schema and interactive reference ("GET /swagger?store=<store_code>: reference for one store view")',
  judge({ store, schemaRead, endpoints }) {
    if (!schemaRead) return pageFailure(`the page for store ${store} did not read that store's schema`, `a request to /rest/${store}/schema`, 'no such request');
    if (!endpoints.includes(ANONYMOUS_ENDPOINT)) return pageFailure(`the page for store ${store} lists no anonymous operation`, `an endpoint list including ${ANONYMOUS_ENDPOINT}`, `${endpoints.length} endpoints listed`);
    return pass();
  },
};
