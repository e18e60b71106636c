// commerce.gift-card-order (Adobe Commerce): a gift card of the run's own bought, applied and spent, on the run's own
// entities only. The worker's gift card product (virtual, one amount, not visible in the storefront) is bought by a
// guest and invoiced, which makes the run's own gift card account (no REST route makes one); its code, read from the
// order, is a secret from then on. Its balance is checked, the code applied to a guest cart of the salable product and
// read back, the order placed paid partly by the card (the card pays GIFT_CARD_AMOUNT of the product and the flat
// rate), the balance read again (spent), the order invoiced and refunded (a guest order's refund puts the amount back
// on the card: real 2.4.6-p1), and the balance read a last time. Every order and document is reconciled to the cent
// with the card in its money (money.ts), as the real Adobe Commerce 2.4.6-p1 computes it. No code the run did not make
// is ever applied.

import { createdCodes, GIFT_CARD_AMOUNT, giftCardOption, giftCardProductBody, maskedCode } from '../owned/edition-entities.ts';
import { addressOf, PAYMENT_METHOD, SHIPPING_CARRIER } from '../owned/commerce-entities.ts';
import { pass, skip, type ScenarioCheck } from '../types.ts';
import { commerceRun, commerceScenario, idText, isRecord, recordOf, type CommerceScenario, type Flow } from './flow.ts';
import { expectedCart, documentAmounts, documentGiftCardAmounts, MoneyLedger, orderAmounts, orderGiftCardAmounts } from './money.ts';
import { reconcile, type MoneyTally } from './money-flow.ts';
import { salableProduct, SALABLE_PRICE, tag } from './setup.ts';
import type { HttpExchange } from '../types.ts';

const ROUTE = 'POST /V1/carts/guest-carts/:cartId/giftCards';

/** Why the scenario does not run on an open-source target. */
export const NOT_COMMERCE = 'the target is Magento Open Source: gift card accounts are Adobe Commerce\'s (Magento_GiftCardAccount)';

/** The worker's gift card product (one per worker): its SKU. */
function giftCardProduct(flow: Flow): Promise<string> {
  return flow.ctx.once('commerce-giftcard-product', async () => {
    const sku = flow.ctx.name('gp');
    const res = await flow.prepare('admin', 'POST', '/V1/products', { body: giftCardProductBody(sku), judge: 'POST /V1/products' });
    flow.expect(recordOf(res.json).sku === sku && recordOf(res.json).type_id === 'giftcard', 'the run could not create its gift card product', `a giftcard product ${sku}`, res.json, res);
    return sku;
  });
}

/** A guest cart of the run's own: its masked id, numeric id and base path. */
async function guestCart(flow: Flow): Promise<{ masked: string; id: string; base: string }> {
  const made = await flow.send('guest', 'POST', '/V1/guest-carts', { judge: 'POST /V1/guest-carts' });
  const masked = typeof made.json === 'string' ? made.json : '';
  const base = `/V1/guest-carts/${encodeURIComponent(masked)}`;
  const cart = await flow.read('guest', base, 'GET /V1/guest-carts/:cartId');
  const id = idText(recordOf(cart.json).id) ?? '';
  flow.expect(id !== '', 'a new guest cart reads back without its id', 'GET /V1/guest-carts/:cartId with an id', cart.json, cart);
  flow.leave('cart', id, { maskedId: masked });
  return { masked, id, base };
}

/** The card's balance, as checkGiftCard answers it on a cart of the run's own (a number). */
async function balanceOf(flow: Flow, cart: { masked: string }, code: string): Promise<{ balance: number; read: HttpExchange }> {
  const read = await flow.read('guest', `/V1/carts/guest-carts/${encodeURIComponent(cart.masked)}/checkGiftCard/${encodeURIComponent(code)}`, 'GET /V1/carts/guest-carts/:cartId/checkGiftCard/:giftCardCode');
  return { balance: Number(read.json), read };
}

export const commerceGiftCardOrder: ScenarioCheck<CommerceScenario> = {
  subject: 'scenario',
  id: 'commerce.gift-card-order',
  family: 'commerce',
  rule: 'Adobe Commerce: a gift card account the run buys (its own gift card product ordered and invoiced) has the card\'s amount as its balance; its code applied to a cart of the run\'s own reads back with the amount it pays; an order placed with it charges its grand total less the card and spends that much of the balance; its invoice and credit memo carry the card\'s share and their grand totals net of it; the refund of a guest\'s order gives the amount back to the card; every amount reconciles to the cent.',
  source: 'seed 001 GiftCardAccount (carts/guest-carts/:cartId/giftCards, checkGiftCard, carts/:quoteId/giftCards); issue 36 §1-2; Magento_GiftCardAccount\'s totals collectors and RefundStrategy; the real Adobe Commerce 2.4.6-p1 (tests/corpus/real-commerce-2.4.6-p1/gift-card-money.json, docs/real-platform.md "Adobe Commerce\'s own writes")',
  scenarios: [commerceScenario('order paid partly by the run\'s own gift card', ROUTE)],
  run: commerceRun(async (flow) => {
    if (flow.ctx.target.edition === 'open-source') return skip(NOT_COMMERCE);
    const cardSku = await giftCardProduct(flow);
    const name = flow.ctx.name(`gc${tag()}`);
    const address = addressOf(name);
    // 1. The card bought by a guest (a virtual item: no shipping) and invoiced: the account and its code.
    const buy = await guestCart(flow);
    await flow.send('guest', 'POST', `${buy.base}/items`, { body: { cartItem: { sku: cardSku, qty: 1, quote_id: buy.masked, product_option: { extension_attributes: giftCardOption(name) } } }, judge: 'POST /V1/guest-carts/:cartId/items' });
    const bought = await flow.send('guest', 'POST', `${buy.base}/payment-information`, { body: { email: address.email, paymentMethod: { method: PAYMENT_METHOD }, billingAddress: address }, judge: 'POST /V1/guest-carts/:cartId/payment-information' });
    const buyOrderId = idText(bought.json) ?? '';
    flow.leave('order', buyOrderId);
    const buyInvoice = await flow.send('admin', 'POST', `/V1/order/${buyOrderId}/invoice`, { body: { capture: false, notify: false }, judge: 'POST /V1/order/:orderId/invoice' });
    flow.leave('invoice', idText(buyInvoice.json) ?? String(buyInvoice.json));
    const buyOrder = await flow.read('admin', `/V1/orders/${buyOrderId}`, 'GET /V1/orders/:id');
    const code = createdCodes(buyOrder.json)[0];
    flow.expect(code !== undefined, 'invoicing the run\'s gift card order made no gift card account', 'a code in items[].product_option.extension_attributes.giftcard_item_option.extension_attributes.giftcard_created_codes', (Array.isArray(recordOf(buyOrder.json).items) ? (recordOf(buyOrder.json).items as unknown[]) : []).map((i) => recordOf(i).product_option ?? null), buyOrder);
    const secretCode = code ?? '';
    flow.ctx.secret(secretCode);
    flow.leave('gift card account', maskedCode(secretCode), { incrementId: String(recordOf(buyOrder.json).increment_id ?? buyOrderId) });
    const buyCart = expectedCart({ lines: [{ sku: cardSku, price: GIFT_CARD_AMOUNT, qty: 1 }], ratePercent: 0, rule: null, shipping: 0 });
    const tally: MoneyTally = { orders: 0, documents: 0, amounts: 0 };
    reconcile(flow, tally, `the gift card order ${buyOrderId}`, [{ expected: orderAmounts(buyCart), actual: buyOrder.json, label: 'order' }], buyOrder);

    // 2. The balance, and the code applied to a guest cart of the salable product, read back.
    const sku = await salableProduct(flow);
    const cart = await guestCart(flow);
    const before = await balanceOf(flow, cart, secretCode);
    flow.expect(before.balance === GIFT_CARD_AMOUNT, 'the new gift card account does not have the card\'s amount as its balance', String(GIFT_CARD_AMOUNT), before.read.json, before.read);
    await flow.send('guest', 'POST', `${cart.base}/items`, { body: { cartItem: { sku, qty: 1, quote_id: cart.masked } }, judge: 'POST /V1/guest-carts/:cartId/items' });
    const estimate = await flow.send('guest', 'POST', `${cart.base}/estimate-shipping-methods`, { body: { address }, judge: 'POST /V1/guest-carts/:cartId/estimate-shipping-methods' });
    const flat = Array.isArray(estimate.json) ? estimate.json.filter(isRecord).find((m) => m.carrier_code === SHIPPING_CARRIER && m.available === true) : undefined;
    flow.expect(flat !== undefined, 'the shipping estimate offers no flat rate', 'an available flatrate method', estimate.json, estimate);
    await flow.send('guest', 'POST', `${cart.base}/shipping-information`, { body: { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: SHIPPING_CARRIER, shipping_method_code: SHIPPING_CARRIER } }, judge: 'POST /V1/guest-carts/:cartId/shipping-information' });
    await flow.send('guest', 'POST', `/V1/carts/guest-carts/${encodeURIComponent(cart.masked)}/giftCards`, { body: { giftCardAccountData: { gift_cards: [secretCode] } }, judge: ROUTE });
    const applied = await flow.read('admin', `/V1/carts/${cart.id}/giftCards`, 'GET /V1/carts/:quoteId/giftCards');
    const a = recordOf(applied.json);
    const money = expectedCart({ lines: [{ sku, price: SALABLE_PRICE, qty: 1 }], ratePercent: 0, rule: null, shipping: Number(flat?.amount), giftCards: GIFT_CARD_AMOUNT });
    flow.expect(Array.isArray(a.gift_cards) && a.gift_cards.includes(secretCode) && Number(a.gift_cards_amount) === GIFT_CARD_AMOUNT && Number(a.gift_cards_amount_used) === money.giftCards, 'the applied gift card does not read back on the cart with what it pays', `gift_cards [the run's code], gift_cards_amount ${GIFT_CARD_AMOUNT}, gift_cards_amount_used ${money.giftCards}`, { gift_cards: Array.isArray(a.gift_cards) ? a.gift_cards.length : a.gift_cards, gift_cards_amount: a.gift_cards_amount, gift_cards_amount_used: a.gift_cards_amount_used }, applied);
    const totals = await flow.read('guest', `${cart.base}/totals`, 'GET /V1/guest-carts/:cartId/totals');
    const segment = (Array.isArray(recordOf(totals.json).total_segments) ? (recordOf(totals.json).total_segments as unknown[]) : []).map(recordOf).find((s) => s.code === 'giftcardaccount');
    flow.expect(Math.abs(Number(recordOf(totals.json).grand_total) - money.grandTotal) < 0.005 && Math.abs(Number(segment?.value) + money.giftCards) < 0.005, 'the cart\'s totals do not take the gift card off the grand total', `grand_total ${money.grandTotal}, total segment giftcardaccount -${money.giftCards}`, { grand_total: recordOf(totals.json).grand_total, giftcardaccount: segment?.value }, totals);

    // 3. The order, paid partly by the card: its money, and the balance spent.
    const placed = await flow.send('guest', 'PUT', `${cart.base}/order`, { body: { paymentMethod: { method: PAYMENT_METHOD } }, judge: 'PUT /V1/guest-carts/:cartId/order' });
    const orderId = idText(placed.json) ?? '';
    flow.leave('order', orderId);
    const order = await flow.read('admin', `/V1/orders/${orderId}`, 'GET /V1/orders/:id');
    const ledger = new MoneyLedger(money);
    reconcile(flow, tally, `the order ${orderId} paid partly by the gift card`, [{ expected: orderAmounts(money), actual: order.json, label: 'order' }, { expected: orderGiftCardAmounts(money, null), actual: recordOf(order.json).extension_attributes, label: 'order extension_attributes' }], order);
    const other = await guestCart(flow);
    const spent = await balanceOf(flow, other, secretCode);
    flow.expect(Math.abs(spent.balance - (GIFT_CARD_AMOUNT - money.giftCards)) < 0.005, 'placing the order did not spend the gift card\'s balance', String(GIFT_CARD_AMOUNT - money.giftCards), spent.read.json, spent.read);

    // 4. Invoiced and refunded: each document's share of the card, and the card paid back (a guest's order).
    const invoiced = await flow.send('admin', 'POST', `/V1/order/${orderId}/invoice`, { body: { capture: false, notify: false }, judge: 'POST /V1/order/:orderId/invoice' });
    const invoiceId = idText(invoiced.json) ?? '';
    flow.leave('invoice', invoiceId);
    const invoiceDoc = ledger.invoice();
    const invoice = await flow.read('admin', `/V1/invoices/${invoiceId}`, 'GET /V1/invoices/:id');
    reconcile(flow, tally, `the invoice ${invoiceId} of the order paid by the gift card`, [{ expected: documentAmounts(invoiceDoc, 'invoice'), actual: invoice.json, label: 'invoice' }, { expected: documentGiftCardAmounts(invoiceDoc, money), actual: recordOf(invoice.json).extension_attributes, label: 'invoice extension_attributes' }], invoice);
    const refunded = await flow.send('admin', 'POST', `/V1/order/${orderId}/refund`, { body: { notify: false }, judge: 'POST /V1/order/:orderId/refund' });
    const memoId = idText(refunded.json) ?? '';
    flow.leave('creditmemo', memoId);
    const memoDoc = ledger.refund(undefined);
    const memo = await flow.read('admin', `/V1/creditmemo/${memoId}`, 'GET /V1/creditmemo/:id');
    reconcile(flow, tally, `the credit memo ${memoId} of the order paid by the gift card`, [{ expected: documentAmounts(memoDoc, 'creditmemo'), actual: memo.json, label: 'credit memo' }, { expected: documentGiftCardAmounts(memoDoc, money), actual: recordOf(memo.json).extension_attributes, label: 'credit memo extension_attributes' }], memo);
    const closed = await flow.read('admin', `/V1/orders/${orderId}`, 'GET /V1/orders/:id');
    reconcile(flow, tally, `the order ${orderId} once invoiced and refunded`, [{ expected: orderGiftCardAmounts(money, ledger.progress()), actual: recordOf(closed.json).extension_attributes, label: 'order extension_attributes' }], closed);
    const back = await balanceOf(flow, other, secretCode);
    flow.expect(Math.abs(back.balance - GIFT_CARD_AMOUNT) < 0.005, 'the refund of the guest\'s order did not give the gift card\'s amount back to the card', String(GIFT_CARD_AMOUNT), back.read.json, back.read);
    flow.ctx.observe('money-reconciled', { order: orderId, amounts: tally.amounts, grandTotal: money.grandTotal, giftCards: money.giftCards });
    return pass(`the run's own gift card (${maskedCode(secretCode)}, ${GIFT_CARD_AMOUNT}) bought by order ${String(recordOf(buyOrder.json).increment_id)}, applied to cart ${cart.id} and read back, paid ${money.giftCards} of order ${String(recordOf(order.json).increment_id)} (grand total ${money.grandTotal}), its balance spent, the order invoiced and refunded, the balance given back; ${tally.amounts} amounts reconciled to the cent`);
  }),
};
