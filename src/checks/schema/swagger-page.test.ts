import { pageCases } from '../testing/verdict-cases.ts';
import { schemaSwaggerPage } from './swagger-page.ts';

const ANONYMOUS = ['GET /V1/directory/countries', 'GET /V1/directory/currency'];

pageCases(schemaSwaggerPage, [
  { name: 'the page lists the anonymous operations', seen: { endpoints: ANONYMOUS }, want: { outcome: 'pass' } },
  { name: 'the page lists nothing', seen: { endpoints: [] }, want: { outcome: 'fail', broken: 'the page does not list the anonymous operations', expected: 'an endpoint list including GET /V1/directory/countries', actual: '0 endpoints listed', exchange: false } },
  { name: 'the page shows an anonymous visitor an admin route', seen: { endpoints: [...ANONYMOUS, 'GET /V1/store/storeViews'] }, want: { outcome: 'fail', broken: 'the page shows an anonymous visitor an admin route', expected: 'no GET /V1/store/storeViews without a token', actual: 'GET /V1/store/storeViews listed', exchange: false } },
]);
