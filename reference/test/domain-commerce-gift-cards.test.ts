// Gift cards as the reference plays them, against what a real Adobe Commerce 2.4.6-p1 answered on 2026-12-02
// (tests/corpus/real-commerce-2.4.6-p1/gift-card.json): the gift card product, its cart item and virtual quote, the
// invoice that fails without an e-mail template, the accounts an invoice makes, the cart routes and their refusals,
// an order paid partly by a card (its totals, documents and extension attributes), where a refund puts the card's
// part for a guest and for a customer; then the five gift card faults.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readCorpus } from './corpus.ts';
import { ADDRESS, guestCart, guestOrder, ownCustomer, simpleProduct, startCommerce, type Commerce, type Rec } from './commerce-helpers.ts';

const corpus = readCorpus<Rec>('real-commerce-2.4.6-p1/gift-card.json');
const product = corpus.product as Rec;
const cartItem = corpus.cart_item as Rec;
const routes = corpus.cart_routes as Rec;
const paid = corpus.paid_by_card as Rec;

const GC = 'cct-gc';
const option = (): Rec => ({ extension_attributes: { giftcard_item_option: cartItem.option } });

/** The probe's product body under the test's SKU, with or without the use_config_* attributes. */
function productBody(sku: string, withConfig: boolean): Rec {
  const body = structuredClone((product.request as Rec).product as Rec);
  body.sku = sku;
  body.name = sku;
  if (withConfig) body.custom_attributes = [...(body.custom_attributes as Rec[]), ...(((product.fix as Rec).product as Rec).custom_attributes as Rec[])];
  return { product: body };
}

/** A gift card product of the test's own, invoiced in a guest order of `qty` cards: their codes. */
async function buyCards(c: Commerce, sku: string, qty: number): Promise<{ order: number; codes: string[] }> {
  const order = await guestOrder(c, [{ sku, qty, product_option: option() }], true);
  await c.ok(c.admin, 'POST', `/V1/order/${order}/invoice`, {});
  const read = (await c.ok(c.admin, 'GET', `/V1/orders/${order}`)) as Rec;
  const line = (read.items as Rec[])[0] as Rec;
  const codes = (((line.product_option as Rec).extension_attributes as Rec).giftcard_item_option as Rec).extension_attributes as Rec | undefined;
  return { order, codes: (codes?.giftcard_created_codes as string[] | undefined) ?? [] };
}

const pick = (row: Rec, keys: string[]): Rec => Object.fromEntries(keys.map((key) => [key, row[key]]));
const extOf = (order: Rec): Rec => {
  const { shipping_assignments: _s, converting_from_quote: _c, taxes: _t, additional_itemized_taxes: _a, ...rest } = order.extension_attributes as Rec;
  void _s, _c, _t, _a;
  return rest;
};
/** The real answer's extension attributes with the reference's own card ids and codes. */
function withCards(real: Rec, cards: Array<{ id: number; code: string }>): Rec {
  const out = structuredClone(real);
  if (Array.isArray(out.gift_cards)) out.gift_cards = (out.gift_cards as Rec[]).map((card, i) => ({ ...card, id: cards[i]?.id, code: cards[i]?.code }));
  return out;
}

describe('gift cards as the real Adobe Commerce 2.4.6-p1 answered', () => {
  let c: Commerce;
  before(async () => {
    c = await startCommerce();
    await simpleProduct(c, 'cct-gc-simple');
  });
  after(() => c.stop());

  test('the gift card product: its price is the amount, it requires options, its amounts in both forms', async () => {
    const made = (await c.ok(c.admin, 'POST', '/V1/products', productBody(`${GC}-shape`, true))) as Rec;
    const real = product.answer as Rec;
    assert.deepEqual(pick(made, ['price', 'type_id', 'status', 'visibility']), pick(real, ['price', 'type_id', 'status', 'visibility']));
    assert.equal('weight' in made, false, 'a virtual card has no weight');
    const amounts = ((made.extension_attributes as Rec).giftcard_amounts as Rec[]).map((a) => pick(a, ['website_id', 'value', 'website_value']));
    assert.deepEqual(amounts, ((real.extension_attributes as Rec).giftcard_amounts as Rec[]).map((a) => pick(a, ['website_id', 'value', 'website_value'])));
    const attribute = (code: string, of: Rec): unknown => (of.custom_attributes as Rec[]).find((entry) => entry.attribute_code === code)?.value;
    for (const code of ['required_options', 'has_options', 'giftcard_type', 'allow_open_amount', 'use_config_email_template']) assert.deepEqual(attribute(code, made), attribute(code, real), code);
    const stored = (attribute('giftcard_amounts', made) as Rec[]).map((a) => pick(a, ['website_id', 'value', 'website_value']));
    assert.deepEqual(stored, (attribute('giftcard_amounts', real) as Rec[]).map((a) => pick(a, ['website_id', 'value', 'website_value'])));
  });

  test('cart item: the options are required; the answer keeps them but the message; a quote of virtual cards is virtual', async () => {
    await c.ok(c.admin, 'POST', '/V1/products', productBody(`${GC}-item`, true));
    const mask = await guestCart(c, []);
    const bare = await c.send(null, 'POST', `/V1/guest-carts/${mask}/items`, { cartItem: { sku: `${GC}-item`, qty: 1, quote_id: mask } });
    const refused = cartItem.without_options as Rec;
    assert.deepEqual([bare.status, bare.json], [refused.status, refused.answer]);
    const one = { ...(cartItem.option as Rec) };
    delete one.giftcard_sender_email;
    const single = await c.send(null, 'POST', `/V1/guest-carts/${mask}/items`, { cartItem: { sku: `${GC}-item`, qty: 1, quote_id: mask, product_option: { extension_attributes: { giftcard_item_option: one } } } });
    assert.deepEqual([single.status, (single.json as Rec).message], [400, 'Please specify a sender email.'], 'one field missing: its own message');
    const added = (await c.ok(null, 'POST', `/V1/guest-carts/${mask}/items`, { cartItem: { sku: `${GC}-item`, qty: 2, quote_id: mask, product_option: option() } })) as Rec;
    assert.deepEqual(pick(added, ['qty', 'price', 'product_type']), cartItem.answer_fields);
    assert.deepEqual(added.product_option, cartItem.answer_product_option);
    assert.equal(((await c.ok(null, 'GET', `/V1/guest-carts/${mask}`)) as Rec).is_virtual, cartItem.cart_is_virtual);
  });

  test('without an e-mail template the invoice fails whole; with one it makes an account per card, codes on the order item', async () => {
    await c.ok(c.admin, 'POST', '/V1/products', productBody(`${GC}-notpl`, false));
    const order = await guestOrder(c, [{ sku: `${GC}-notpl`, qty: 1, product_option: option() }], true);
    const failed = await c.send(c.admin, 'POST', `/V1/order/${order}/invoice`, {});
    const want = corpus.invoice_without_email_template as Rec;
    assert.deepEqual([failed.status, failed.json], [want.status, want.answer]);
    const after = (await c.ok(c.admin, 'GET', `/V1/orders/${order}`)) as Rec;
    assert.equal(after.state, 'new', 'nothing invoiced');
    await c.ok(c.admin, 'POST', '/V1/products', productBody(`${GC}-buy`, true));
    const bought = await buyCards(c, `${GC}-buy`, 2);
    assert.equal(bought.codes.length, 2);
    for (const code of bought.codes) assert.match(code, /^[A-Z0-9]{12}$/);
    const read = (await c.ok(c.admin, 'GET', `/V1/orders/${bought.order}`)) as Rec;
    const real = corpus.gift_card_order as Rec;
    assert.deepEqual(pick(read, ['state', 'status', 'is_virtual', 'shipping_amount', 'grand_total', 'total_paid']), pick(real.order as Rec, ['state', 'status', 'is_virtual', 'shipping_amount', 'grand_total', 'total_paid']));
    assert.deepEqual(extOf(read), real.extension_attributes);
    const line = (read.items as Rec[])[0] as Rec;
    const realLine = real.item as Rec;
    assert.deepEqual(pick(line, ['product_type', 'is_virtual', 'qty_ordered', 'qty_invoiced', 'price', 'row_weight']), pick(realLine, ['product_type', 'is_virtual', 'qty_ordered', 'qty_invoiced', 'price', 'row_weight']));
    const realOption = structuredClone(realLine.product_option as Rec);
    (((realOption.extension_attributes as Rec).giftcard_item_option as Rec).extension_attributes as Rec).giftcard_created_codes = bought.codes;
    assert.deepEqual(line.product_option, realOption);
    assert.deepEqual(Object.keys((((read.extension_attributes as Rec).shipping_assignments as Rec[])[0] as Rec).shipping as Rec), Object.keys(real.shipping as Rec), 'a virtual order ships to no address');
    for (const code of bought.codes) assert.equal(await c.ok(null, 'GET', `/V1/carts/guest-carts/${await guestCart(c, [])}/checkGiftCard/${code}`), 50);
  });

  test('cart routes: add, list, totals, the refusals', async () => {
    await c.ok(c.admin, 'POST', '/V1/products', productBody(`${GC}-routes`, true));
    const { codes } = await buyCards(c, `${GC}-routes`, 1);
    const code = codes[0] ?? '';
    const customer = await ownCustomer(c, 'cct-gc-routes@example.com');
    const cartId = Number(await c.ok(customer.token, 'POST', '/V1/carts/mine'));
    const before = await c.send(customer.token, 'POST', '/V1/carts/mine/giftCards', { giftCardAccountData: { gift_cards: [code] } });
    assert.deepEqual([before.status, (before.json as Rec).message, (before.json as Rec).parameters], [400, 'The "%1" Cart doesn\'t contain products.', [String(cartId)]]);
    await c.ok(customer.token, 'POST', '/V1/carts/mine/items', { cartItem: { sku: 'cct-gc-simple', qty: 3, quote_id: String(cartId) } });
    assert.deepEqual(await c.ok(c.admin, 'GET', `/V1/carts/${cartId}/giftCards`), routes.list_before);
    assert.equal(await c.ok(null, 'GET', `/V1/carts/guest-carts/${await guestCart(c, [])}/checkGiftCard/${code}`), (routes.check as Rec).answer);
    assert.equal(await c.ok(customer.token, 'GET', `/V1/carts/mine/checkGiftCard/${code}`), 50);
    assert.equal(await c.ok(customer.token, 'POST', '/V1/carts/mine/giftCards', { giftCardAccountData: { gift_cards: [code] } }), true);
    const list = (await c.ok(c.admin, 'GET', `/V1/carts/${cartId}/giftCards`)) as Rec;
    assert.deepEqual(list, { ...(routes.list_after as Rec), gift_cards: [code] });
    const totals = (await c.ok(customer.token, 'GET', '/V1/carts/mine/totals')) as Rec;
    const segment = (totals.total_segments as Rec[]).find((s) => s.code === 'giftcardaccount') as Rec;
    const realSegment = routes.totals_segment as Rec;
    const account = JSON.parse(String((segment.extension_attributes as Rec).gift_cards)) as Rec[];
    assert.deepEqual({ ...segment, extension_attributes: {} }, { ...realSegment, extension_attributes: {} });
    assert.deepEqual(account.map((card) => pick(card, ['c', 'a', 'ba'])), [{ c: code, a: 30, ba: 30 }]);
    assert.equal(totals.grand_total, routes.totals_grand_total);
    const again = await c.send(customer.token, 'POST', '/V1/carts/mine/giftCards', { giftCardAccountData: { gift_cards: [code] } });
    assert.deepEqual([again.status, again.json], [(routes.add_again as Rec).status, (routes.add_again as Rec).answer]);
    assert.equal(await c.ok(customer.token, 'DELETE', `/V1/carts/mine/giftCards/${code}`), true);
    const deleted = await c.send(customer.token, 'DELETE', `/V1/carts/mine/giftCards/${code}`);
    assert.deepEqual([deleted.status, deleted.json], [(routes.delete_again as Rec).status, (routes.delete_again as Rec).answer]);
    assert.equal(await c.ok(c.admin, 'PUT', `/V1/carts/${cartId}/giftCards`, { giftCardAccountData: { gift_cards: [code] } }), true);
    assert.equal(await c.ok(c.admin, 'DELETE', `/V1/carts/${cartId}/giftCards/${code}`), true);
    const mask = await guestCart(c, []);
    const empty = await c.send(null, 'POST', `/V1/carts/guest-carts/${mask}/giftCards`, { giftCardAccountData: { gift_cards: [code] } });
    assert.equal(empty.status, 400);
    assert.equal((empty.json as Rec).message, ((routes.guest_add_empty_cart as Rec).answer as Rec).message);
    await c.ok(null, 'POST', `/V1/guest-carts/${mask}/items`, { cartItem: { sku: 'cct-gc-simple', qty: 1, quote_id: mask } });
    assert.equal(await c.ok(null, 'POST', `/V1/carts/guest-carts/${mask}/giftCards`, { giftCardAccountData: { gift_cards: [code] } }), true);
    assert.equal(await c.ok(null, 'DELETE', `/V1/carts/guest-carts/${mask}/giftCards/${code}`), true);
    const refusals = corpus.refusals as Rec[];
    const answerOf = async (token: string | null, method: string, path: string, body?: unknown): Promise<[number, unknown]> => {
      const reply = await c.send(token, method, path, body);
      return [reply.status, reply.json];
    };
    const expect = (i: number): [unknown, unknown] => [(refusals[i] as Rec).status, (refusals[i] as Rec).answer];
    assert.deepEqual(await answerOf(null, 'GET', `/V1/carts/guest-carts/${mask}/checkGiftCard/PROBE-NOPE-0001`), expect(0));
    assert.deepEqual(await answerOf(null, 'POST', `/V1/carts/guest-carts/${mask}/giftCards`, { giftCardAccountData: { gift_cards: ['PROBE-NOPE-0001'] } }), expect(2));
    assert.deepEqual(await answerOf(null, 'POST', `/V1/carts/guest-carts/${mask}/giftCards`, { giftCardAccountData: { gift_cards: [] } }), expect(3));
    assert.deepEqual(await answerOf(null, 'POST', `/V1/carts/guest-carts/${mask}/giftCards`, {}), expect(4));
    assert.deepEqual(await answerOf(c.admin, 'GET', '/V1/carts/99999/giftCards'), expect(5));
    assert.deepEqual(await answerOf(c.admin, 'PUT', '/V1/carts/99999/giftCards', { giftCardAccountData: { gift_cards: [code] } }), expect(5));
    assert.deepEqual(await answerOf(null, 'GET', `/V1/carts/guest-carts/no-such-mask/checkGiftCard/${code}`), expect(6));
    const lonely = await ownCustomer(c, 'cct-gc-lonely@example.com');
    assert.deepEqual(await answerOf(lonely.token, 'GET', `/V1/carts/mine/checkGiftCard/${code}`), expect(7));
    assert.equal(await c.ok(null, 'GET', `/V1/carts/guest-carts/${mask}/checkGiftCard/REFGIFT0001`), 100, 'the installation\'s own account');
  });

  /** An order of 6 x 10 + the flat rate (30), 50 of it paid by a card, invoiced and refunded: the probe's orders 5 and 6. */
  async function paidByCard(guest: boolean, sku: string): Promise<{ order: Rec; code: string; id: number; invoice: Rec; memo: Rec }> {
    await c.ok(c.admin, 'POST', '/V1/products', productBody(sku, true));
    const code = (await buyCards(c, sku, 1)).codes[0] ?? '';
    let orderId: number;
    if (guest) {
      orderId = await guestOrder(c, [{ sku: 'cct-gc-simple', qty: 6 }], false, async (mask) => {
        await c.ok(null, 'POST', `/V1/carts/guest-carts/${mask}/giftCards`, { giftCardAccountData: { gift_cards: [code] } });
      });
    } else {
      const customer = await ownCustomer(c, `${sku}@example.com`);
      const cartId = await c.ok(customer.token, 'POST', '/V1/carts/mine');
      await c.ok(customer.token, 'POST', '/V1/carts/mine/items', { cartItem: { sku: 'cct-gc-simple', qty: 6, quote_id: String(cartId) } });
      await c.ok(customer.token, 'POST', '/V1/carts/mine/giftCards', { giftCardAccountData: { gift_cards: [code] } });
      const info = (await c.ok(customer.token, 'POST', '/V1/carts/mine/shipping-information', { addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate' } })) as Rec;
      assert.equal((info.totals as Rec).grand_total, 40);
      orderId = Number(await c.ok(customer.token, 'POST', '/V1/carts/mine/payment-information', { paymentMethod: { method: 'checkmo' }, billingAddress: ADDRESS }));
    }
    const placed = (await c.ok(c.admin, 'GET', `/V1/orders/${orderId}`)) as Rec;
    assert.equal(placed.grand_total, 40);
    assert.equal(await c.ok(null, 'GET', `/V1/carts/guest-carts/${await guestCart(c, [])}/checkGiftCard/${code}`), 0, 'debited when the order was placed');
    const invoice = (await c.ok(c.admin, 'GET', `/V1/invoices/${String(await c.ok(c.admin, 'POST', `/V1/order/${orderId}/invoice`, {}))}`)) as Rec;
    const memo = (await c.ok(c.admin, 'GET', `/V1/creditmemo/${String(await c.ok(c.admin, 'POST', `/V1/order/${orderId}/refund`, {}))}`)) as Rec;
    const order = (await c.ok(c.admin, 'GET', `/V1/orders/${orderId}`)) as Rec;
    const id = Number((((order.extension_attributes as Rec).gift_cards as Rec[])[0] as Rec).id);
    return { order, code, id, invoice, memo };
  }

  for (const who of ['customer', 'guest'] as const) {
    test(`an order paid partly by a card (${who}): totals, documents, extension attributes, the refund`, async () => {
      const got = await paidByCard(who === 'guest', `${GC}-paid-${who}`);
      const real = paid[who] as Rec;
      const fields = ['state', 'status', 'subtotal', 'shipping_amount', 'tax_amount', 'discount_amount', 'grand_total', 'base_grand_total', 'total_due', 'total_paid', 'total_invoiced', 'total_refunded', 'customer_is_guest', 'is_virtual'];
      assert.deepEqual(pick(got.order, fields), pick(real.order as Rec, fields));
      assert.deepEqual(extOf(got.order), withCards(real.extension_attributes as Rec, [{ id: got.id, code: got.code }]));
      const histories = (got.order.status_histories as Rec[]).map((h) => String(h.comment)).filter((comment) => comment.startsWith('We refunded'));
      assert.deepEqual(histories, (real.status_histories as string[]).map((comment) => comment.replace(/\(\w+\)/, `(${got.code})`)));
      for (const [mine, theirs] of [[got.invoice, paid.invoice], [got.memo, paid.creditmemo]] as const) assert.deepEqual(pick(mine, ['subtotal', 'shipping_amount', 'grand_total', 'base_grand_total', 'extension_attributes']), theirs);
      const balance = ((paid[who === 'guest' ? 'card_after_guest_refund' : 'card_after_customer_refund'] as Rec).balance);
      assert.equal(await c.ok(null, 'GET', `/V1/carts/guest-carts/${await guestCart(c, [])}/checkGiftCard/${got.code}`), balance);
    });
  }

  test('an invoice of an order without a card carries the card amount 0; orders carry the Commerce extension attributes', async () => {
    const order = await guestOrder(c, [{ sku: 'cct-gc-simple', qty: 1 }]);
    const invoice = (await c.ok(c.admin, 'GET', `/V1/invoices/${String(await c.ok(c.admin, 'POST', `/V1/order/${order}/invoice`, {}))}`)) as Rec;
    assert.deepEqual(invoice.extension_attributes, (paid.invoice_without_card as Rec).extension_attributes);
    const read = (await c.ok(c.admin, 'GET', `/V1/orders/${order}`)) as Rec;
    const real = { ...((corpus.order_without_card as Rec).extension_attributes as Rec) };
    delete real.base_customer_balance_amount;
    delete real.customer_balance_amount;
    assert.deepEqual(extOf(read), real, 'without store credit applied, no customer_balance_* (the real order 7 had it applied)');
  });
});

describe('the gift card faults', () => {
  async function withFault(fault: string, run: (c: Commerce, code: string) => Promise<void>): Promise<void> {
    const c = await startCommerce([fault]);
    try {
      await simpleProduct(c, 'cct-gc-simple');
      await c.ok(c.admin, 'POST', '/V1/products', productBody(`${GC}-fault`, true));
      const order = await guestOrder(c, [{ sku: `${GC}-fault`, qty: 1, product_option: option() }], true);
      await c.ok(c.admin, 'POST', `/V1/order/${order}/invoice`, {});
      const line = (((await c.ok(c.admin, 'GET', `/V1/orders/${order}`)) as Rec).items as Rec[])[0] as Rec;
      const codes = ((((line.product_option as Rec).extension_attributes as Rec).giftcard_item_option as Rec).extension_attributes as Rec | undefined)?.giftcard_created_codes as string[] | undefined;
      await run(c, codes?.[0] ?? '');
    } finally {
      await c.stop();
    }
  }

  test('giftcard-account-not-generated: the invoice makes no account', () =>
    withFault('giftcard-account-not-generated', async (_c, code) => {
      assert.equal(code, '');
    }));

  test('giftcard-not-applied and giftcard-not-removed', async () => {
    await withFault('giftcard-not-applied', async (c, code) => {
      const mask = await guestCart(c, [{ sku: 'cct-gc-simple', qty: 1 }]);
      assert.equal(await c.ok(null, 'POST', `/V1/carts/guest-carts/${mask}/giftCards`, { giftCardAccountData: { gift_cards: [code] } }), true);
      const cartId = ((await c.ok(null, 'GET', `/V1/guest-carts/${mask}`)) as Rec).id;
      assert.deepEqual(((await c.ok(c.admin, 'GET', `/V1/carts/${String(cartId)}/giftCards`)) as Rec).gift_cards, []);
    });
    await withFault('giftcard-not-removed', async (c, code) => {
      const mask = await guestCart(c, [{ sku: 'cct-gc-simple', qty: 1 }]);
      await c.ok(null, 'POST', `/V1/carts/guest-carts/${mask}/giftCards`, { giftCardAccountData: { gift_cards: [code] } });
      assert.equal(await c.ok(null, 'DELETE', `/V1/carts/guest-carts/${mask}/giftCards/${code}`), true);
      const cartId = ((await c.ok(null, 'GET', `/V1/guest-carts/${mask}`)) as Rec).id;
      assert.deepEqual(((await c.ok(c.admin, 'GET', `/V1/carts/${String(cartId)}/giftCards`)) as Rec).gift_cards, [code]);
    });
  });

  test('giftcard-balance-not-debited and giftcard-total-not-deducted', async () => {
    const pay = async (c: Commerce, code: string): Promise<Rec> => {
      const order = await guestOrder(c, [{ sku: 'cct-gc-simple', qty: 6 }], false, async (mask) => {
        await c.ok(null, 'POST', `/V1/carts/guest-carts/${mask}/giftCards`, { giftCardAccountData: { gift_cards: [code] } });
      });
      return (await c.ok(c.admin, 'GET', `/V1/orders/${order}`)) as Rec;
    };
    await withFault('giftcard-balance-not-debited', async (c, code) => {
      const order = await pay(c, code);
      assert.equal(order.grand_total, 40);
      assert.equal(await c.ok(null, 'GET', `/V1/carts/guest-carts/${await guestCart(c, [])}/checkGiftCard/${code}`), 50, 'the balance stays');
    });
    await withFault('giftcard-total-not-deducted', async (c, code) => {
      const order = await pay(c, code);
      assert.deepEqual([order.grand_total, (order.extension_attributes as Rec).gift_cards_amount], [90, 50]);
      assert.equal(await c.ok(null, 'GET', `/V1/carts/guest-carts/${await guestCart(c, [])}/checkGiftCard/${code}`), 0);
    });
  });
});
