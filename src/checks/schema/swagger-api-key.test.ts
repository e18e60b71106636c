import { pageCases } from '../testing/verdict-cases.ts';
import { NO_CUSTOMER, schemaSwaggerApiKey } from './swagger-api-key.ts';

const EXPECTED = 'GET /V1/customers/me listed, GET /V1/store/storeViews not';

pageCases(schemaSwaggerApiKey, [
  { name: 'the customer token widens the list to its own routes only', seen: { customer: true, endpoints: ['GET /V1/directory/countries', 'GET /V1/customers/me'] }, want: { outcome: 'pass' } },
  { name: 'the token changes nothing', seen: { customer: true, endpoints: ['GET /V1/directory/countries'] }, want: { outcome: 'fail', broken: 'with a customer token in api_key, the list does not include GET /V1/customers/me, which the token may call', expected: EXPECTED, actual: '1 endpoints listed', exchange: false } },
  { name: 'the list shows an admin route to a customer', seen: { customer: true, endpoints: ['GET /V1/customers/me', 'GET /V1/store/storeViews'] }, want: { outcome: 'fail', broken: 'with a customer token in api_key, the list includes GET /V1/store/storeViews, which the token may not call', expected: EXPECTED, actual: '2 endpoints listed', exchange: false } },
  { name: 'no customer configured', seen: { customer: false }, want: { outcome: 'skip', reason: NO_CUSTOMER } },
]);
