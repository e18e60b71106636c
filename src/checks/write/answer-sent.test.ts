// write.answer-sent on a fake target: the save's own answer carries what it was sent (a whole product with its nested
// collections, decimals answered as strings, in another order); an answer without the nested collections (the
// reference's write-answer-partial) fails at each; a route answering an id or true is left to write.response-valid;
// the contract's write.answer moves or excuses a field.
import type { RawReadBack, RawWriteAnswer } from '../../contracts/types.ts';
import { healthyTarget } from '../testing/async-target.ts';
import { fakeRoute, platformError, type Canned, type Sent } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { writeAnswerSent } from './answer-sent.ts';

const READ = fakeRoute('GET', '/V1/products/:sku');
const WHOLE = { sku: '{{prefix}}-sku', name: '{{prefix}} product', price: 12, options: [{ title: '{{prefix}} drop', type: 'drop_down', values: [{ title: 'red', price: 2 }, { title: 'blue', price: 3.25 }] }], tier_prices: [{ customer_group_id: 1, qty: 2, value: 9 }] };
const READ_BACK: RawReadBack = { route: 'GET /V1/products/:sku', params: { sku: 'body.product.sku' }, expect: 'created', sent: { from: 'product', at: '' } };
const create = (answer?: RawWriteAnswer) => fakeRoute('POST', '/V1/products', { body: { product: WHOLE }, readBack: READ_BACK, ...(answer ? { write: { answer } } : {}) });

type Answering = 'whole' | 'partial' | 'id' | 'renamed' | 'refused' | 'no-id';

/** A product store whose save answers the product (whole, without its collections, as its id only, with the name
 * changed) or refuses it. */
function store(answering: Answering): (sent: Sent, index: number) => Canned {
  return healthyTarget((sent) => {
    if (sent.method === 'POST' && sent.path === '/V1/products') {
      const p = (sent.body as { product: typeof WHOLE }).product;
      if (answering === 'refused') return platformError(400, 'Invalid product data');
      if (answering === 'id') return { status: 200, json: 7 };
      const options = p.options.map((o, i) => ({ ...o, option_id: 10 + i, values: [...o.values].reverse().map((v) => ({ ...v, price: String(v.price), option_type_id: 1 })) }));
      const whole = { ...p, id: 7, options, tier_prices: p.tier_prices.map((t) => ({ ...t, qty: String(t.qty) })) };
      if (answering === 'partial') return { status: 200, json: { ...whole, options: undefined, tier_prices: undefined } };
      if (answering === 'renamed') return { status: 200, json: { ...whole, name: 'Something else' } };
      if (answering === 'no-id') return { status: 200, json: { ...whole, id: undefined } };
      return { status: 200, json: whole };
    }
    if (sent.method === 'GET' && sent.path.startsWith('/V1/customerGroups/')) return { status: 200, json: { id: Number(sent.path.split('/')[3]) } };
    return undefined;
  });
}

const allow = { writes: 'allow' as const };
const routes = [READ];

// CouponRepositoryTest::testCrud's coupon: a creation date and type 1 (generated), on the run's rule that generates
// coupons. The reference's coupon-fields-ignored dates it now and types it 0 (manual), whatever was sent.
const COUPON = { rule_id: 0, code: '{{prefix}}-coupon', times_used: 0, created_at: '2015-07-20 00:00:00', type: 1 };
const COUPON_READ = fakeRoute('GET', '/V1/coupons/:couponId');
const couponCreate = fakeRoute('POST', '/V1/coupons', { body: { coupon: COUPON }, readBack: { route: 'GET /V1/coupons/:couponId', params: { couponId: 'answer.coupon_id' }, expect: 'created', sent: { from: 'coupon', at: '' } } });
function coupons(keepsSent: boolean): (sent: Sent, index: number) => Canned {
  return healthyTarget((sent) => {
    if (sent.method === 'POST' && sent.path === '/V1/salesRules') return { status: 200, json: { rule_id: 5 } };
    if (sent.method === 'POST' && sent.path === '/V1/coupons') {
      const c = (sent.body as { coupon: typeof COUPON }).coupon;
      return { status: 200, json: { coupon_id: 9, ...c, usage_limit: 0, usage_per_customer: 0, is_primary: null, ...(keepsSent ? {} : { created_at: '2026-12-03 10:00:00', type: 0 }) } };
    }
    return undefined;
  });
}

verdictCases(writeAnswerSent, [
  {
    name: 'a save answering the product it was sent, nested collections included, passes',
    fake: { route: create(), routes, target: allow, answer: store('whole') },
    want: { outcome: 'pass', note: 'the answer carries every field sent as written (12 compared)' },
  },
  {
    name: 'a save answering the product without its nested collections fails at each',
    fake: { route: create(), routes, target: allow, answer: store('partial') },
    want: { outcome: 'fail', broken: 'POST /V1/products answered 2 fields it was sent otherwise', expected: /^product\.options: \[\{"title":"cctrun0000w\w{3} drop".*; product\.tier_prices: \[\{"customer_group_id":1,"qty":2,"value":9\}\]$/, actual: 'product.options: (absent); product.tier_prices: (absent)' },
  },
  {
    name: 'a save answering a field otherwise fails naming it',
    fake: { route: create(), routes, target: allow, answer: store('renamed') },
    want: { outcome: 'fail', broken: 'POST /V1/products answered product.name, a field it was sent, otherwise', expected: /^product\.name: "cctrun0000w\w{3} product"$/, actual: 'product.name: "Something else"' },
  },
  {
    name: 'a field the contract declares the answer leaves out is not compared, and counted',
    fake: { route: create({ unanswered: { 'product.name': 'the save answers the name of the admin store (a test of the declaration)' } }), routes, target: allow, answer: store('renamed') },
    want: { outcome: 'pass', note: 'the answer carries every field sent as written (11 compared; 1 it does not answer, as the contract declares)' },
  },
  {
    name: 'a create answering the entity without the id its read-back takes fails (the read-back could only skip)',
    fake: { route: fakeRoute('POST', '/V1/products', { body: { product: WHOLE }, readBack: { ...READ_BACK, params: { sku: 'answer.id' } } }), routes, target: allow, answer: store('no-id') },
    want: { outcome: 'fail', broken: 'POST /V1/products answered success without the id it gave the entity', expected: 'id: the new id', actual: 'id: (absent)' },
  },
  {
    name: 'a save answering an id is left to write.response-valid',
    fake: { route: create(), routes, target: allow, answer: store('id') },
    want: { outcome: 'skip', reason: 'the write answers 7, not the entity it saved: write.response-valid judges it against the route\'s schema' },
  },
  {
    name: 'a route the contract says answers no entity is not sent',
    fake: { route: create({ none: 'the route answers the payment methods and totals' }), routes, target: allow, answer: store('whole') },
    want: { outcome: 'skip', reason: 'the write answers no entity: the route answers the payment methods and totals' },
  },
  {
    name: 'a save that did not succeed is left to write.response-valid',
    fake: { route: create(), routes, target: allow, answer: store('refused') },
    want: { outcome: 'skip', reason: 'the write did not succeed (400 "Invalid product data"): write.response-valid judges its answer' },
  },
  {
    name: 'a coupon answered with the creation date and type it was sent passes (CouponRepositoryTest::testCrud)',
    fake: { route: couponCreate, routes: [COUPON_READ], target: allow, answer: coupons(true) },
    want: { outcome: 'pass', note: 'the answer carries every field sent as written (5 compared)' },
  },
  {
    name: 'a coupon answered dated now and typed manual fails naming both (the reference\'s coupon-fields-ignored)',
    fake: { route: couponCreate, routes: [COUPON_READ], target: allow, answer: coupons(false) },
    want: { outcome: 'fail', broken: 'POST /V1/coupons answered 2 fields it was sent otherwise', expected: 'coupon.created_at: "2015-07-20 00:00:00"; coupon.type: 1', actual: 'coupon.created_at: "2026-12-03 10:00:00"; coupon.type: 0' },
  },
  {
    name: 'with writes denied nothing is sent',
    fake: { route: create(), routes, target: { writes: 'deny' as const }, answer: store('whole') },
    want: { outcome: 'skip', reason: /^writes are denied/ },
  },
]);
