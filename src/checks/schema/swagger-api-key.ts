// schema.swagger-api-key: the api_key box of /swagger takes a token, and the list then follows what it may call.

import type { PageCheck } from '../types.ts';
import { pass, skip } from '../types.ts';
import { CUSTOMER_ALLOWED, CUSTOMER_REFUSED, pageFailure } from './swagger.ts';

/** What the browser saw once a customer token was in the api_key box; no customer configured: nothing to fill in. */
export type SwaggerApiKeySeen = { customer: false } | { customer: true; endpoints: readonly string[] };

export const NO_CUSTOMER = 'no customer configured (COMMERCE_CUSTOMER_EMAIL / _PASSWORD): the api_key check uses a customer token';

export const schemaSwaggerApiKey: PageCheck<SwaggerApiKeySeen> = {
  subject: 'page',
  id: 'schema.swagger-api-key',
  family: 'schema',
  rule: 'The api_key box of /swagger takes a token; the endpoints listed then include one that token may call (GET /V1/customers/me for a customer) and exclude one it may not (GET /V1/store/storeViews).',
  source: 'seed 000 Schema and interactive reference ("an api_key box takes a token and then lists every endpoint that user may call")',
  judge(seen) {
    if (!seen.customer) return skip(NO_CUSTOMER);
    const expected = `${CUSTOMER_ALLOWED} listed, ${CUSTOMER_REFUSED} not`;
    const actual = `${seen.endpoints.length} endpoints listed`;
    if (!seen.endpoints.includes(CUSTOMER_ALLOWED)) return pageFailure(`with a customer token in api_key, the list does not include ${CUSTOMER_ALLOWED}, which the token may call`, expected, actual);
    if (seen.endpoints.includes(CUSTOMER_REFUSED)) return pageFailure(`with a customer token in api_key, the list includes ${CUSTOMER_REFUSED}, which the token may not call`, expected, actual);
    return pass();
  },
};
