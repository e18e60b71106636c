// bulk.accept-shape on a fake target: an array of BULK_N bodies, each under its own sub-prefix, accepted with one
// request item per element; a short or refused acceptance fails; what must not queue skips.

import assert from 'node:assert/strict';
import { acceptance, BULK_UUID, CREATE_PRODUCT, queueing } from '../testing/async-target.ts';
import { ROUTE_MISSING } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { bulkAcceptShape, BULK_N } from './accept-shape.ts';


verdictCases(bulkAcceptShape, [
  {
    name: `${BULK_N} elements accepted: passes; each element names its own product`,
    fake: queueing({ answer: acceptance(BULK_N) }),
    want: { outcome: 'pass', note: `accepted, bulk_uuid ${BULK_UUID}` },
    then: ({ sent }) => {
      assert.deepEqual(sent.map((s) => [s.caller, s.path]), [['admin', '/async/bulk/V1/products']]);
      const skus = (sent[0]?.body as Array<{ product: { sku: string } }>).map((e) => e.product.sku);
      assert.equal(skus.length, BULK_N);
      skus.forEach((sku, i) => assert.match(sku, new RegExp(`^cctrun0000b\\w{0,3}${i}-sku$`)));
    },
  },
  {
    name: 'one request item for three elements: the acceptance is malformed',
    fake: queueing({ answer: acceptance(1) }),
    want: {
      outcome: 'fail',
      broken: 'the acceptance body is malformed: request_items has 1 entry for 3 elements sent',
      expected: 'bulk_uuid a UUID, request_items ids 0..2 in array order with status "accepted" and data_hash (64 lowercase hex or null), errors false',
      actual: 'request_items has 1 entry for 3 elements sent',
    },
  },
  {
    name: 'the bulk path unknown to the target: fails',
    fake: queueing({ answer: ROUTE_MISSING }),
    want: { outcome: 'fail', broken: 'the bulk path of a route the target serves is unknown to it', expected: '202 on /async/bulk/V1/products', actual: '404 "Request does not match any route."' },
  },
  {
    name: 'not accepted: fails',
    fake: queueing({ answer: { status: 401, json: {} } }),
    want: { outcome: 'fail', broken: 'the bulk call was not accepted with 202', expected: '202 with {bulk_uuid, request_items (3), errors: false}', actual: '401 {}' },
  },
  {
    name: 'a route with no bulk path: skipped',
    fake: queueing({ route: { ...CREATE_PRODUCT, bulkPath: null } }),
    want: { outcome: 'skip', reason: 'no bulk path' },
  },
  {
    name: 'writes denied: nothing is queued',
    fake: { route: CREATE_PRODUCT },
    want: { outcome: 'skip', reason: 'writes are denied (COMMERCE_WRITES is not allow): an accepted call would queue a write' },
    then: ({ sent }) => assert.equal(sent.length, 0),
  },
]);
