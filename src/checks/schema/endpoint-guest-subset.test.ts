import { runCases } from '../testing/fake-run-context.ts';
import { ADMIN_DOC, GUEST_DOC, operationCount, schemaEndpoint } from '../testing/published-schema.ts';
import { schemaEndpointGuestSubset } from './endpoint-guest-subset.ts';

const GUEST_OPS = operationCount('schema-guest.json');
const ADMIN_OPS = operationCount('schema-admin-all.json');

runCases(schemaEndpointGuestSubset, [
  { name: 'a guest sees the anonymous routes, an admin more', fake: { answer: schemaEndpoint }, want: { outcome: 'pass', note: `guest ${GUEST_OPS}, admin ${ADMIN_OPS} operations` } },
  { name: 'no admin configured: the guest side alone', fake: { callers: { admin: false }, answer: schemaEndpoint }, want: { outcome: 'pass', note: `guest ${GUEST_OPS} operations` } },
  { name: 'a guest sees admin routes', fake: { answer: { status: 200, json: ADMIN_DOC } }, want: { outcome: 'fail', broken: /^the schema shows a guest \d+ route\(s\) above the anonymous level$/, expected: 'anonymous routes only', actual: /^GET \/V1\/store\/storeViews, / } },
  { name: 'an admin token does not widen the schema', fake: { answer: { status: 200, json: GUEST_DOC } }, want: { outcome: 'fail', broken: 'an admin token does not widen the schema', expected: `more than the guest's ${GUEST_OPS} operations`, actual: `${GUEST_OPS} operations with the admin token` } },
  { name: 'the guest gets no document', fake: { answer: (sent) => (sent.as === 'guest' ? { status: 401, json: { message: 'no' } } : schemaEndpoint(sent)) }, want: { outcome: 'fail', broken: 'GET /rest/all/schema?services=all (guest) did not answer a schema document', expected: '200 with a JSON object (Swagger 2.0)', actual: '401 "no"' } },
]);
