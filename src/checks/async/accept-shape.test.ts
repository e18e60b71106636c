// async.accept-shape on a fake target: a queue-safe write on /async is accepted with 202 and a well-formed body; the
// path the target does not know, a refusal, a rejected item or a malformed body fail; everything that must not queue
// (writes denied, no WebapiAsync, a route not safe to queue, the intake's own validation) skips.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { acceptance, BULK_UUID, CREATE_PRODUCT, healthyTarget, queueing } from '../testing/async-target.ts';
import { fakeRoute, platformError, ROUTE_MISSING, type Canned, type FakeOptions } from '../testing/fake-context.ts';
import { declaredSkips, verdictCases } from '../testing/verdict-cases.ts';
import { asyncAcceptShape } from './accept-shape.ts';
import { NO_ASYNC_CONFIG } from './queueing.ts';

/** The owned DELETE: the run's own product is created first (healthyTarget), then its deletion queued. */
const deleting = (queued: Canned): FakeOptions => queueing({ route: fakeRoute('DELETE', '/V1/products/:sku', { body: null }), answer: healthyTarget((s) => (s.path.startsWith('/async') ? queued : undefined)) });
const NOT_ACCEPTED = { broken: 'the async call was not accepted with 202', expected: '202 with {bulk_uuid, request_items (1), errors: false}' };
const REJECTION = 'Data in topic "async.magento.catalog.api.productrepositoryinterface.save.post" must be of type "mixed". "string" given.';

verdictCases(asyncAcceptShape, [
  {
    name: 'accepted with a well-formed body: passes; the admin queued the body under a sub-prefix; the data_hash form is recorded',
    fake: queueing({ answer: acceptance(1) }),
    want: { outcome: 'pass', note: `accepted, bulk_uuid ${BULK_UUID}` },
    then: ({ sent, observed }) => {
      assert.deepEqual(sent.map((s) => [s.caller, s.method, s.path]), [['admin', 'POST', '/async/V1/products']]);
      assert.match((sent[0]?.body as { product: { sku: string } }).product.sku, /^cctrun0000q\w{0,3}-sku$/);
      assert.deepEqual(observed, [['feature.data-hash', 'null']]);
    },
  },
  {
    name: 'a SHA-256 data_hash is the other recorded form',
    fake: queueing({ answer: acceptance(1, 'a'.repeat(64)) }),
    want: { outcome: 'pass', note: `accepted, bulk_uuid ${BULK_UUID}` },
    then: ({ observed }) => assert.deepEqual(observed, [['feature.data-hash', 'sha256 hex']]),
  },
  {
    name: 'the async path unknown to a target that serves the route: fails',
    fake: queueing({ answer: ROUTE_MISSING }),
    want: { outcome: 'fail', broken: 'the async path of a route the target serves is unknown to it', expected: '202 on /async/V1/products', actual: '404 "Request does not match any route."' },
  },
  {
    name: 'refused as unprocessable: not accepted, fails',
    fake: queueing({ answer: platformError(400, 'Specified request cannot be processed.') }),
    want: { outcome: 'fail', ...NOT_ACCEPTED, actual: '400 "Specified request cannot be processed."' },
  },
  {
    name: 'a server error: not accepted, fails',
    fake: queueing({ answer: { status: 500, json: null } }),
    want: { outcome: 'fail', ...NOT_ACCEPTED, actual: '500 null' },
  },
  {
    name: 'a rejected item fails quoting the platform\'s reason',
    fake: queueing({ answer: { status: 202, json: { bulk_uuid: BULK_UUID, request_items: [{ id: 0, data_hash: null, status: 'rejected', error_message: REJECTION }], errors: true } } }),
    want: { outcome: 'fail', broken: `the async intake rejected 1 of 1 item(s): ${JSON.stringify(REJECTION)}`, expected: '202 with every request item "accepted" and errors false', actual: `request_items[0] was rejected: ${JSON.stringify(REJECTION)}` },
  },
  {
    name: 'a malformed acceptance fails on its first problem and lists all',
    fake: queueing({ answer: { status: 202, json: { bulk_uuid: 'nope', request_items: [{ id: 0, data_hash: null, status: 'accepted' }], errors: false } } }),
    want: {
      outcome: 'fail',
      broken: 'the acceptance body is malformed: bulk_uuid is not a UUID: "nope"',
      expected: 'bulk_uuid a UUID, request_items ids 0..0 in array order with status "accepted" and data_hash (64 lowercase hex or null), errors false',
      actual: 'bulk_uuid is not a UUID: "nope"',
    },
  },
  {
    name: 'the intake\'s own validation: no acceptance to check, skipped and recorded',
    fake: queueing({ answer: platformError(400, 'The product name is required.') }),
    want: { outcome: 'skip', reason: 'the target refused the harmless body at intake with a standard web API error (400 "The product name is required."): no acceptance to check for this route' },
    then: ({ observed }) => assert.deepEqual(observed, [['async.intake-validation', 'The product name is required.']]),
  },
  {
    name: 'a DELETE this release does not queue: a documented variant, recorded',
    fake: deleting(platformError(400, NO_ASYNC_CONFIG)),
    want: { outcome: 'pass', note: `DELETE is not queued by this release (400 "${NO_ASYNC_CONFIG}"): a documented release variant` },
    then: ({ sent, observed }) => {
      assert.deepEqual(sent.map((s) => `${s.method} ${s.path.replace(/cctrun0000o\w+/, '<own sku>')}`), ['GET /V1/products/attribute-sets/4', 'POST /V1/products', 'DELETE /async/V1/products/<own sku>']);
      assert.deepEqual(observed, [['async.delete', 'not queued by this release']]);
    },
  },
  {
    name: 'a DELETE queued: passes, recorded',
    fake: deleting(acceptance(1)),
    want: { outcome: 'pass', note: `accepted, bulk_uuid ${BULK_UUID}` },
    then: ({ observed }) => assert.deepEqual(observed[0], ['async.delete', 'queued']),
  },
  {
    name: 'writes denied: nothing is queued',
    fake: { route: CREATE_PRODUCT },
    want: { outcome: 'skip', reason: 'writes are denied (COMMERCE_WRITES is not allow): an accepted call would queue a write' },
    then: ({ sent }) => assert.equal(sent.length, 0),
  },
  {
    name: 'a release without WebapiAsync: skipped',
    fake: queueing({ target: { writes: 'allow', release: '2.2' } }),
    want: { outcome: 'skip', reason: 'the asynchronous web API (WebapiAsync, /async and /async/bulk, operation status) exists from 2.3.0 (facts 20); the target is 2.2' },
  },
  {
    name: 'a route not safe to queue: skipped with the queueing rule\'s reason, nothing sent',
    fake: queueing({ route: fakeRoute('POST', '/V1/orders/create', { body: { order: { note: 'x' } } }) }),
    want: { outcome: 'skip', reason: /^not queued: its body carries nothing of the run's prefix/ },
    then: ({ sent }) => assert.equal(sent.length, 0),
  },
  {
    name: 'the async services not wired: skipped',
    fake: queueing({ asyncServices: false }),
    want: { outcome: 'skip', reason: 'the async services are not wired into the check context' },
  },
]);

test('async.accept-shape is declared skipped while writes are denied', () => {
  assert.deepEqual(declaredSkips(asyncAcceptShape, CREATE_PRODUCT), { deny: 'writes are denied (COMMERCE_WRITES is not allow): an accepted call would queue a write', allow: null });
});
