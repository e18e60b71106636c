// What Adobe Commerce gives a customer's cart, as the reference plays it against a real 2.4.6-p1 (2026-12-02,
// tests/corpus/real-commerce-2.4.6-p1/store-credit-and-reward.json and gift-registry.json): the commerce totals of any
// cart, store credit applied as a no-op, use-reward as a no-op, reward points earned by a cart rule; the gift
// registry estimates and the GraphQL operations that make a registry (which goes with its customer).

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readCorpus } from './corpus.ts';
import { call } from './helpers.ts';
import { ADDRESS, guestCart, ownCustomer, simpleProduct, startCommerce, type Commerce, type Rec } from './commerce-helpers.ts';

const credit = readCorpus<Rec>('real-commerce-2.4.6-p1/store-credit-and-reward.json');
const registry = readCorpus<Rec>('real-commerce-2.4.6-p1/gift-registry.json');
const graphql = registry.graphql as Rec;

describe('store credit, reward points and gift registries as the real Adobe Commerce 2.4.6-p1 answered', () => {
  let c: Commerce;
  before(async () => {
    c = await startCommerce();
    await simpleProduct(c, 'cct-cust-simple');
  });
  after(() => c.stop());

  const gql = async (token: string | null, query: string): Promise<Rec> => (await call(c.ref.baseUrl, 'POST', '/graphql', { ...(token === null ? {} : { headers: { Authorization: `Bearer ${token}` } }), body: { query } })).json as Rec;

  test('every commerce cart\'s totals carry gift wrapping, store credit and reward (the platform\'s -0 answered 0)', async () => {
    const real = (credit.empty_guest_cart_totals as Rec).answer as Rec;
    const mine = (await c.ok(null, 'GET', `/V1/guest-carts/${await guestCart(c, [])}/totals`)) as Rec;
    const zeroed = JSON.parse(JSON.stringify(real)) as Rec;
    assert.deepEqual(mine, zeroed);
  });

  test('balance/apply: true, no active cart 404; nothing changes', async () => {
    const customer = await ownCustomer(c, 'cct-credit@example.com');
    const [noCart, empty, withItem] = credit.balance_apply as Rec[];
    const first = await c.send(customer.token, 'POST', '/V1/carts/mine/balance/apply');
    assert.deepEqual([first.status, first.json], [noCart?.status, noCart?.answer]);
    const cartId = await c.ok(customer.token, 'POST', '/V1/carts/mine');
    assert.equal(await c.ok(customer.token, 'POST', '/V1/carts/mine/balance/apply'), empty?.answer);
    await c.ok(customer.token, 'POST', '/V1/carts/mine/items', { cartItem: { sku: 'cct-cust-simple', qty: 1, quote_id: String(cartId) } });
    const before = (await c.ok(customer.token, 'GET', '/V1/carts/mine/totals')) as Rec;
    assert.equal(await c.ok(customer.token, 'POST', '/V1/carts/mine/balance/apply', {}), withItem?.answer);
    assert.deepEqual(await c.ok(customer.token, 'GET', '/V1/carts/mine/totals'), before, 'no total changes');
    await c.ok(customer.token, 'POST', '/V1/carts/mine/shipping-information', { addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate' } });
    const order = Number(await c.ok(customer.token, 'POST', '/V1/carts/mine/payment-information', { paymentMethod: { method: 'checkmo' }, billingAddress: ADDRESS }));
    const ext = ((await c.ok(c.admin, 'GET', `/V1/orders/${order}`)) as Rec).extension_attributes as Rec;
    assert.deepEqual([ext.base_customer_balance_amount, ext.customer_balance_amount], [0, 0], 'the order placed from it carries store credit 0');
  });

  test('use-reward: true with or without points, no total changes; a rule\'s reward_points_delta earns points on a customer order', async () => {
    const customer = await ownCustomer(c, 'cct-reward@example.com');
    const cartId = await c.ok(customer.token, 'POST', '/V1/carts/mine');
    await c.ok(customer.token, 'POST', '/V1/carts/mine/items', { cartItem: { sku: 'cct-cust-simple', qty: 1, quote_id: String(cartId) } });
    const [none, empty, admin] = credit.use_reward as Rec[];
    assert.equal(await c.ok(customer.token, 'POST', '/V1/reward/mine/use-reward'), none?.answer);
    assert.equal(await c.ok(customer.token, 'POST', '/V1/reward/mine/use-reward', {}), empty?.answer);
    const refused = await c.send(c.admin, 'POST', '/V1/reward/mine/use-reward');
    assert.deepEqual([refused.status, refused.json], [admin?.status, admin?.answer]);
    const ruleSpec = credit.reward_rule as Rec;
    const body = structuredClone(ruleSpec.request as Rec);
    ((body.rule as Rec).name as string) = 'cct-reward-rule';
    const rule = (await c.ok(c.admin, 'POST', '/V1/salesRules', body)) as Rec;
    assert.deepEqual(rule.extension_attributes, ruleSpec.answer_extension_attributes);
    assert.deepEqual(((await c.ok(c.admin, 'GET', `/V1/salesRules/${String(rule.rule_id)}`)) as Rec).extension_attributes, ruleSpec.answer_extension_attributes);
    await c.ok(c.admin, 'POST', '/V1/coupons', { coupon: { rule_id: rule.rule_id, code: 'cct-reward', is_primary: true } });
    await c.ok(customer.token, 'PUT', '/V1/carts/mine/coupons/cct-reward');
    await c.ok(customer.token, 'POST', '/V1/carts/mine/shipping-information', { addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate' } });
    const order = Number(await c.ok(customer.token, 'POST', '/V1/carts/mine/payment-information', { paymentMethod: { method: 'checkmo' }, billingAddress: ADDRESS }));
    const read = (await c.ok(c.admin, 'GET', `/V1/orders/${order}`)) as Rec;
    assert.deepEqual((read.status_histories as Rec[]).map((h) => h.comment), ruleSpec.order_status_histories);
    const next = await c.ok(customer.token, 'POST', '/V1/carts/mine');
    await c.ok(customer.token, 'POST', '/V1/carts/mine/items', { cartItem: { sku: 'cct-cust-simple', qty: 1, quote_id: String(next) } });
    assert.equal(await c.ok(customer.token, 'POST', '/V1/reward/mine/use-reward'), true);
    const totals = (await c.ok(customer.token, 'GET', '/V1/carts/mine/totals')) as Rec;
    const real = ruleSpec.totals_after_use_with_points as Rec;
    assert.deepEqual([totals.grand_total, totals.extension_attributes], [real.grand_total, real.extension_attributes], 'points worth nothing without an exchange rate');
    const state = (await call(c.ref.baseUrl, 'GET', '/__reference/state')).json as { domain: { rewards: Rec[] } };
    assert.deepEqual(state.domain.rewards.map((row) => row.points_balance), [25]);
  });

  test('gift registry: estimates by registry item id, registries made through GraphQL, gone with their customer', async () => {
    const customer = await ownCustomer(c, 'cct-registry@example.com');
    const rest = registry.rest as Rec[];
    const mine = (body: unknown): Promise<{ status: number; json: unknown }> => c.send(customer.token, 'POST', '/V1/giftregistry/mine/estimate-shipping-methods', body);
    const guest = (mask: string, body: unknown): Promise<{ status: number; json: unknown }> => c.send(null, 'POST', `/V1/guest-giftregistry/${mask}/estimate-shipping-methods`, body);
    const expect = (i: number): [unknown, unknown] => [(rest[i] as Rec).status, (rest[i] as Rec).answer];
    const got = async (reply: Promise<{ status: number; json: unknown }>): Promise<[unknown, unknown]> => {
      const r = await reply;
      return [r.status, r.json];
    };
    await c.ok(customer.token, 'POST', '/V1/carts/mine');
    assert.deepEqual(await got(mine({ registryId: 1 })), expect(0));
    assert.deepEqual(await got(mine({})), expect(1));
    assert.deepEqual(await got(mine({ registryId: 'abc' })), expect(2));
    assert.deepEqual(await got(guest('probe-nope-mask', { registryId: 1 })), expect(3));

    const created = await gql(customer.token, (graphql.create as Rec).query as string);
    const registryOut = ((created.data as Rec).createGiftRegistry as Rec).gift_registry as Rec;
    assert.deepEqual(Object.keys(registryOut), ['uid', 'event_name', 'status']);
    assert.deepEqual([registryOut.event_name, registryOut.status], ['probe-registry-041229', 'ACTIVE']);
    assert.match(String(registryOut.uid), /^[A-Za-z0-9]{32}$/);
    assert.deepEqual(await got(mine({ registryId: 1 })), [(graphql.registry_id_is_no_item as Rec).status, (graphql.registry_id_is_no_item as Rec).answer], 'a registry without items has no item id');

    const cartUid = String((((await gql(customer.token, '{ customerCart { id } }')).data as Rec).customerCart as Rec).id);
    await c.ok(customer.token, 'POST', '/V1/carts/mine/items', { cartItem: { sku: 'cct-cust-simple', qty: 1 } });
    const moved = await gql(customer.token, ((graphql.move as Rec).query as string).replace('fygTKR9RiDMmXqkvD9rgJsXxGPR5rukj', cartUid).replace('tks9h2BSBLLXAIl2F5oA4f8vHhIxnPID', String(registryOut.uid)));
    const realMoved = structuredClone((graphql.move as Rec).answer as Rec);
    ((((realMoved.data as Rec).moveCartItemsToGiftRegistry as Rec).gift_registry as Rec).items as Rec[])[0] = { uid: 'MQ==', quantity: 1, product: { sku: 'cct-cust-simple' } };
    assert.deepEqual(moved, realMoved);
    assert.deepEqual(await c.ok(customer.token, 'GET', '/V1/carts/mine/items'), [], 'the cart is empty');

    assert.deepEqual(await got(mine({ registryId: 1 })), expect(4));
    await c.ok(customer.token, 'POST', '/V1/carts/mine/items', { cartItem: { sku: 'cct-cust-simple', qty: 2 } });
    assert.deepEqual(await got(mine({ registryId: 1 })), expect(5));
    const mask = await guestCart(c, []);
    assert.deepEqual(await got(guest(mask, { registryId: 1 })), expect(6));
    await c.ok(null, 'POST', `/V1/guest-carts/${mask}/items`, { cartItem: { sku: 'cct-cust-simple', qty: 3, quote_id: mask } });
    assert.deepEqual(await got(guest(mask, { registryId: 1 })), expect(7));
    assert.deepEqual(await got(guest('probe-nope-mask', { registryId: 1 })), expect(8));

    const removed = await gql(customer.token, `mutation { removeGiftRegistry(giftRegistryUid: "${String(registryOut.uid)}") { success } }`);
    assert.deepEqual(removed, { data: { removeGiftRegistry: { success: true } } });
    assert.deepEqual(await got(mine({ registryId: 1 })), expect(0));

    await gql(customer.token, (graphql.create as Rec).query as string);
    await c.ok(c.admin, 'DELETE', `/V1/customers/${customer.id}`);
    const state = (await call(c.ref.baseUrl, 'GET', '/__reference/state')).json as { domain: { giftRegistries: Rec[] } };
    assert.deepEqual(state.domain.giftRegistries, [], 'the registry went with its customer');
  });

  test('GraphQL answers as the real one: unknown fields, a guest\'s customerCart, syntax errors', async () => {
    for (const name of ['guest_unknown_query_field', 'guest_unknown_mutation', 'guest_customer_cart'] as const) {
      const sample = graphql[name] as Rec;
      assert.deepEqual(await gql(null, sample.query as string), sample.answer, name);
    }
    const broken = await gql(null, 'mutation { createGiftRegistry(');
    assert.match(String(((broken.errors as Rec[])[0] as Rec).message), /^Syntax Error: /);
    const aliased = await gql(null, 'mutation { made: createGiftRegistry(giftRegistry: {}) { gift_registry { uid } } }');
    assert.deepEqual(aliased, { errors: [{ message: 'The current user cannot perform operations on gift registry', locations: [{ line: 1, column: 12 }], path: ['made'], extensions: { category: 'graphql-authorization' } }] });
  });
});
