// async.custom-route on the fake asynchronous target (testing/async-scenario-target.ts): a product sent to the alias
// POST /asyncProducts is accepted as on /async/V1/products and made; an alias not routed, or a product never made,
// fails; the product is deleted at the end.
import assert from 'node:assert/strict';
import { healthyAsyncTarget, type Target } from '../testing/async-scenario-target.ts';
import type { ScenarioSent } from '../testing/async-scenario-target.ts';
import type { Canned } from '../testing/fake-context.ts';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { asyncCustomRoute } from './custom-route.ts';

const CANNOT = { status: 400, json: { message: 'Specified request cannot be processed.' } };
const NO_PRODUCT = { status: 404, json: { message: 'The product that was requested doesn\'t exist. Verify the product and try again.' } };

/** The healthy target, but `wrong` answers the calls it names. */
/** The healthy target, its product reads answering the type_id each product was sent with; `wrong` answers the calls
 * it names. */
const withWrong = (wrong: (sent: ScenarioSent) => Canned | null = () => null): (() => Target) => () => {
  const healthy = healthyAsyncTarget();
  const types = new Map<string, string>();
  return (sent) => {
    const product = (sent.body as { product?: { sku?: string; type_id?: string } } | undefined)?.product;
    if (sent.method === 'POST' && product?.sku !== undefined && product.type_id !== undefined) types.set(product.sku, product.type_id);
    const answer = wrong(sent) ?? healthy(sent);
    const sku = /^\/V1\/products\/([^/]+)$/.exec(sent.path)?.[1];
    if (sent.method !== 'GET' || sku === undefined || answer.status !== 200 || !('json' in answer)) return answer;
    return { ...answer, json: { ...(answer.json as Record<string, unknown>), type_id: types.get(decodeURIComponent(sku)) } };
  };
};

scenarioCases(asyncCustomRoute, [
  {
    name: 'accepted on the alias and made: pass; the product deleted at the end',
    fake: { answer: withWrong()() },
    want: { outcome: 'pass', note: 'POST /asyncProducts accepted a simple and a virtual product (one request item accepted each) and both were made' },
    then: (f) => {
      assert.deepEqual(f.sent.filter((s) => s.method === 'POST').map((s) => [s.path, (s.body as { product: { type_id: string } }).product.type_id]), [['/asyncProducts', 'simple'], ['/asyncProducts', 'virtual']]);
      assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), ['/V1/products/cctrun0000s0alias-simple', '/V1/products/cctrun0000s0alias-virtual']);
    },
  },
  {
    name: 'the alias not routed (the reference\'s async-alias-unrouted): fail',
    fake: { answer: withWrong((sent) => (sent.path === '/asyncProducts' ? CANNOT : null))() },
    want: { outcome: 'fail', broken: 'POST /asyncProducts of a simple product was not accepted as /async/V1/products is', expected: /^202 /, actual: /^answered 400 "Specified request cannot be processed.", not 202/ },
  },
  {
    name: 'accepted but the product never made: fail',
    fake: { answer: withWrong((sent) => (sent.method === 'GET' && sent.path.startsWith('/V1/products/') ? NO_PRODUCT : null))() },
    want: { outcome: 'fail', broken: 'the simple product sent to POST /asyncProducts was not made once its operation ended', expected: 'GET /V1/products/cctrun0000s0alias-simple 200 with name "cctrun0000s0alias-simple", type_id simple', actual: /^404 / },
  },
]);
