import assert from 'node:assert/strict';
import { platformError } from '../testing/fake-context.ts';
import { runCases } from '../testing/fake-run-context.ts';
import { ADMIN_DOC, operationCount, schemaEndpoint } from '../testing/published-schema.ts';
import { schemaEndpointServicesAll } from './endpoint-services-all.ts';

const ADMIN_OPS = operationCount('schema-admin-all.json');
const WHERE = 'GET /rest/all/schema?services=all (admin)';

runCases(schemaEndpointServicesAll, [
  {
    name: 'the real 2.4.7 complete schema',
    fake: { answer: schemaEndpoint },
    want: { outcome: 'pass', note: `${ADMIN_OPS} operations` },
    then: (f) => {
      assert.deepEqual(f.sent.map((s) => [s.path, s.storeCode, s.as, s.query]), [['/schema', 'all', 'admin', { services: 'all' }]]);
      assert.deepEqual(f.observed, [['operations', ADMIN_OPS]]);
    },
  },
  { name: 'without an admin, as a guest', fake: { callers: { admin: false }, answer: schemaEndpoint }, want: { outcome: 'pass', note: '52 operations' }, then: (f) => assert.equal(f.sent[0]?.as, 'guest') },
  { name: 'no schema document', fake: { answer: platformError(404, 'Request does not match any route.') }, want: { outcome: 'fail', broken: `${WHERE} did not answer a schema document`, expected: '200 with a JSON object (Swagger 2.0)', actual: '404 "Request does not match any route."' } },
  { name: 'an OpenAPI 3 document', fake: { answer: { status: 200, json: { ...ADMIN_DOC, swagger: '3.0' } } }, want: { outcome: 'fail', broken: /^GET \/rest\/all\/schema\?services=all \(admin\) is not a valid Swagger 2\.0 document \(\d+ problem\(s\)\)$/, expected: 'valid against contracts/schemas/meta/swagger-2.0.json', actual: /\/swagger/, exchange: false } },
  { name: 'a document without operations', fake: { answer: { status: 200, json: { ...ADMIN_DOC, paths: {} } } }, want: { outcome: 'fail', broken: 'the complete schema lists no operation', expected: 'the routes the caller may use', actual: '0 operations' } },
]);
