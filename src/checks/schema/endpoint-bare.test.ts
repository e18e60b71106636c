import assert from 'node:assert/strict';
import { platformError } from '../testing/fake-context.ts';
import { runCases } from '../testing/fake-run-context.ts';
import { ADMIN_DOC, GUEST_DOC, operationCount, schemaEndpoint } from '../testing/published-schema.ts';
import { schemaEndpointBare } from './endpoint-bare.ts';

const ADMIN_OPS = operationCount('schema-admin-all.json');

runCases(schemaEndpointBare, [
  { name: 'the bare schema is that of all services', fake: { answer: schemaEndpoint }, want: { outcome: 'pass', note: `${ADMIN_OPS} operations` }, then: (f) => assert.deepEqual(f.sent.map((s) => s.query), [undefined, { services: 'all' }]) },
  {
    name: 'the bare schema publishes fewer operations',
    fake: { answer: (sent) => ({ status: 200, json: sent.query?.services ? ADMIN_DOC : GUEST_DOC }) },
    want: { outcome: 'fail', broken: 'the bare schema and services=all publish different operations', expected: `the same ${ADMIN_OPS} operations`, actual: /^\d+ only with services=all \(GET \/V1\/store\/storeViews, .*\), 0 only without \(\)$/ },
  },
  { name: 'the bare schema is not served', fake: { answer: (sent) => (sent.query ? schemaEndpoint(sent) : platformError(400, 'Specified request cannot be processed.')) }, want: { outcome: 'fail', broken: 'GET /rest/all/schema (admin) did not answer a schema document', expected: '200 with a JSON object (Swagger 2.0)', actual: '400 "Specified request cannot be processed."' } },
]);
