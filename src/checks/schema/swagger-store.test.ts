import { pageCases } from '../testing/verdict-cases.ts';
import { schemaSwaggerStore } from './swagger-store.ts';

pageCases(schemaSwaggerStore, [
  { name: 'the page reads the store\'s schema and lists its anonymous operations', seen: { store: 'default', schemaRead: true, endpoints: ['GET /V1/directory/countries'] }, want: { outcome: 'pass' } },
  { name: 'the page reads another schema', seen: { store: 'de', schemaRead: false, endpoints: ['GET /V1/directory/countries'] }, want: { outcome: 'fail', broken: 'the page for store de did not read that store\'s schema', expected: 'a request to /rest/de/schema', actual: 'no such request', exchange: false } },
  { name: 'the page lists nothing for the store', seen: { store: 'de', schemaRead: true, endpoints: [] }, want: { outcome: 'fail', broken: 'the page for store de lists no anonymous operation', expected: 'an endpoint list including GET /V1/directory/countries', actual: '0 endpoints listed', exchange: false } },
]);
