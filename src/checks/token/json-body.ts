// token.json-body: the token routes take {username, password} as JSON and answer a token that works (a customer's as
// the customer who signed in, under the run's store code and under all).

import type { RunCheck } from '../types.ts';
import { TOKEN_ROUTES } from './common.ts';
import { tokenWithBody } from './issued-token.ts';

export const tokenJsonBody: RunCheck = {
  subject: 'run',
  id: 'token.json-body',
  family: 'token',
  rule: 'The admin and customer token routes take {username, password} as JSON and answer 200 with the token as a bare JSON string (application/json), which then works as a bearer token on a route of its level (an admin\'s on GET /V1/store/storeConfigs too); a customer\'s reads as the customer who signed in (GET /V1/customers/me answers that e-mail), signed in under the run\'s store code and under all.',
  source: 'seed 000 Token routes and Access tokens ("Token response: the body is the token as a bare string"); real 2.4.7 install-observations/01-admin-token.txt; api-functional CustomerTokenServiceTest::testCreateCustomerAccessToken, AdminTokenServiceTest::testUseAdminAccessTokenInactiveAdmin',
  subjects: TOKEN_ROUTES,
  run: (ctx, subject) => tokenWithBody(ctx, subject, 'json'),
};
