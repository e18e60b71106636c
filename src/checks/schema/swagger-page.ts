// schema.swagger-page: GET /swagger serves the interactive reference, listing the anonymous operations.

import type { PageCheck } from '../types.ts';
import { pass } from '../types.ts';
import { ANONYMOUS_ENDPOINT, CUSTOMER_REFUSED, pageFailure } from './swagger.ts';

/** What the browser saw on GET /swagger without a token. */
export interface SwaggerPageSeen {
  endpoints: readonly string[];
}

export const schemaSwaggerPage: PageCheck<SwaggerPageSeen> = {
  subject: 'page',
  id: 'schema.swagger-page',
  family: 'schema',
  rule: 'GET /swagger serves the interactive reference: an HTML page that loads in a browser and lists the operations open to anonymous callers.',
  source: 'seed 000 Schema and interactive reference ("GET /swagger: interactive reference for anonymous resources across stores")',
  judge({ endpoints }) {
    if (!endpoints.includes(ANONYMOUS_ENDPOINT)) return pageFailure('the page does not list the anonymous operations', `an endpoint list including ${ANONYMOUS_ENDPOINT}`, `${endpoints.length} endpoints listed`);
    if (endpoints.includes(CUSTOMER_REFUSED)) return pageFailure('the page shows an anonymous visitor an admin route', `no ${CUSTOMER_REFUSED} without a token`, `${CUSTOMER_REFUSED} listed`);
    return pass();
  },
};
