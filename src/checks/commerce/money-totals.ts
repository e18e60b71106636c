// commerce.money-totals: the money of the run's own orders from first principles (issue 29 §3). In a money world of
// the run's own (src/checks/commerce/money-flow.ts: its own tax classes, rate, rule, customer group, customer,
// products and coupons), the customer's cart with the percent coupon and one with the fixed-amount coupon are judged
// to the cent against what the run's own tax rate, sales rule, flat rate and prices make (src/checks/commerce/
// money.ts): the cart's totals and lines, the tax segment, the order and its lines, and the order against the cart.
// The fixed-amount order is then invoiced, shipped and refunded in full, each document judged to the cent, and the
// order's invoiced and refunded totals with it; the percent order is cancelled. The fixed-amount order's extension
// attributes name the run's own rate as the tax applied (applied_taxes, taxes), in its read and in the list. A guest's cart of the same product
// pays no tax: the run's tax rule reaches its own customer group only.

import { pass, type ScenarioCheck } from '../types.ts';
import { within } from '../../contracts/release-span.ts';
import { SHIPPING_CARRIER } from '../owned/commerce-entities.ts';
import { commerceRun, commerceScenario, idText, isRecord, recordOf, type CommerceScenario, type Flow } from './flow.ts';
import { inMoneyWorld, judgedInvoice, judgedProgress, judgedRefund, judgedShipment, placeMoneyOrder, reconcile, type MoneyTally, type MoneyWorld } from './money-flow.ts';

/** A guest's cart of the run's own product: no line is taxed, since the run's tax rule names only its own customer
 * class (a guest is of NOT LOGGED IN, the installation's class). */
async function guestUntaxed(flow: Flow, world: MoneyWorld, tally: MoneyTally): Promise<void> {
  const made = await flow.send('guest', 'POST', '/V1/guest-carts', { judge: 'POST /V1/guest-carts' });
  const masked = typeof made.json === 'string' ? made.json : '';
  const base = `/V1/guest-carts/${encodeURIComponent(masked)}`;
  const cart = await flow.read('guest', base, 'GET /V1/guest-carts/:cartId');
  flow.leave('cart', idText(recordOf(cart.json).id) ?? masked, { maskedId: masked });
  await flow.send('guest', 'POST', `${base}/items`, { body: { cartItem: { sku: world.skus.a, qty: 1, quote_id: masked } }, judge: 'POST /V1/guest-carts/:cartId/items' });
  await flow.send('guest', 'POST', `${base}/shipping-information`, { body: { addressInformation: { shipping_address: world.address, billing_address: world.address, shipping_carrier_code: SHIPPING_CARRIER, shipping_method_code: SHIPPING_CARRIER } }, judge: 'POST /V1/guest-carts/:cartId/shipping-information' });
  const totals = await flow.read('guest', `${base}/totals`, 'GET /V1/guest-carts/:cartId/totals');
  const lines = Array.isArray(recordOf(totals.json).items) ? (recordOf(totals.json).items as unknown[]).filter(isRecord) : [];
  flow.expect(lines.length === 1, 'the guest\'s cart does not read back with its one line', '1 item', lines.length, totals);
  reconcile(flow, tally, 'a guest\'s cart of the run\'s own product (the run\'s tax rule must reach its own customer group only)', lines.map((l) => ({ expected: { tax_amount: 0, base_tax_amount: 0, tax_percent: 0 }, actual: l, label: 'guest totals item' })), totals);
}

/** The taxes an order of the money world names (OrderGetTest and OrderListTest::*ExtensionAttributes): in its read
 * and in the list filtered by its entity_id, extension_attributes.applied_taxes holds the run's own rate alone (its
 * code, its percent, the order's tax amount) and taxes that one rate with its code and percent (the real 2.4.7-p3:
 * {code, title, percent 8.25, amount, base_amount} and {tax_id, order_id, code, title, percent, amount, ...}; Adobe
 * Commerce 2.4.6-p1 answers applied_taxes alike and no taxes, an attribute of 2.4.7). */
async function taxesNamed(flow: Flow, world: MoneyWorld, orderId: string): Promise<void> {
  // extension_attributes.taxes is 2.4.7's (Magento_Tax etc/extension_attributes.xml): Adobe Commerce 2.4.6-p1 answers none.
  const before247 = !within(flow.ctx.target.releaseSpan, { lo: { release: '2.4.7', inclusive: true }, hi: null });
  const read = await flow.read('admin', `/V1/orders/${orderId}`, 'GET /V1/orders/:id');
  const list = await flow.send('admin', 'GET', '/V1/orders', { query: { 'searchCriteria[filter_groups][0][filters][0][field]': 'entity_id', 'searchCriteria[filter_groups][0][filters][0][value]': orderId }, judge: 'GET /V1/orders' });
  const found = Array.isArray(recordOf(list.json).items) ? (recordOf(list.json).items as unknown[]).filter(isRecord) : [];
  flow.expect(found.length === 1 && idText(found[0]?.entity_id) === orderId, `GET /V1/orders filtered by entity_id ${orderId} does not find exactly the order`, `one item, entity_id ${orderId}`, found.map((o) => o.entity_id), list);
  for (const [where, order, exchange] of [['GET /V1/orders/:id', recordOf(read.json), read], ['GET /V1/orders', recordOf(found[0]), list]] as const) {
    const extension = recordOf(order.extension_attributes);
    const applied = Array.isArray(extension.applied_taxes) ? extension.applied_taxes.filter(isRecord) : [];
    const taxes = Array.isArray(extension.taxes) ? extension.taxes.filter(isRecord) : [];
    const shown = { applied_taxes: applied.map((t) => ({ code: t.code, percent: t.percent, amount: t.amount })), taxes: taxes.map((t) => ({ code: t.code, percent: t.percent })) };
    const taxesHold = (taxes.length === 1 && taxes[0]?.code === world.rateCode && Number(taxes[0]?.percent) === world.rate) || (before247 && taxes.length === 0);
    const holds = applied.length === 1 && applied[0]?.code === world.rateCode && Number(applied[0]?.percent) === world.rate && Math.abs(Number(applied[0]?.amount) - Number(order.tax_amount)) < 0.005 && taxesHold;
    flow.expect(holds, `${where}: order ${orderId}'s extension attributes do not name the run's own tax rate as the tax applied`, `applied_taxes [{code ${world.rateCode}, percent ${world.rate}, amount ${String(order.tax_amount)}}], taxes [{code ${world.rateCode}, percent ${world.rate}}]${before247 ? ' (or none: the taxes attribute is 2.4.7\'s)' : ''}`, shown, exchange);
  }
}

export const commerceMoneyTotals: ScenarioCheck<CommerceScenario> = {
  subject: 'scenario',
  id: 'commerce.money-totals',
  family: 'commerce',
  rule: 'The money of an order adds up from first principles: with the run\'s own tax rate, its own sales rule (a percent one and a fixed amount per item) and the flat rate per item, the cart\'s totals and lines, the order and its lines, and every invoice and credit memo made on it amount to the cent to what the platform\'s arithmetic makes of them (line totals, tax per line and in total, discount, shipping, the *_incl_tax and base_* amounts), and the order carries the cart\'s totals and names the run\'s own rate in its applied_taxes and taxes (read and list); the run\'s tax rule taxes no one but its own customer group.',
  source: 'issue 29 §3 (money from first principles) and §0 (nothing of the run acts on anyone else); Magento 2.4.7-p3 Tax and SalesRule totals collectors and Sales invoice and credit memo totals (their default configuration, Magento_Tax etc/config.xml); real 2.4.7-p3 answers (tests/corpus/real-2.4.7-p3/money-answers.json, docs/real-platform.md)',
  scenarios: [commerceScenario('money totals (sync)', 'GET /V1/carts/mine/totals')],
  run: commerceRun(async (flow) =>
    inMoneyWorld(flow, async (world, tally) => {
      const percent = await placeMoneyOrder(flow, world, tally, [['a', 3], ['b', 2]], 'percent');
      const cancelled = await flow.send('admin', 'POST', `/V1/orders/${percent.orderId}/cancel`, { judge: 'POST /V1/orders/:id/cancel' });
      flow.expect(cancelled.json === true, 'the run\'s own new order could not be cancelled', 'true', cancelled.json, cancelled);
      const fixed = await placeMoneyOrder(flow, world, tally, [['a', 1], ['b', 3]], 'fixed');
      await taxesNamed(flow, world, fixed.orderId);
      const invoice = await judgedInvoice(flow, tally, fixed);
      const shipment = await judgedShipment(flow, tally, fixed);
      const memo = await judgedRefund(flow, tally, fixed);
      await judgedProgress(flow, tally, fixed, 'closed', true);
      await guestUntaxed(flow, world, tally);
      const variants = [fixed.variants.taxAfterDiscount ? null : 'tax before the discount', fixed.variants.flatRate === 'per item' ? null : 'flat rate per order'].filter((v) => v !== null);
      return pass(`orders ${percent.orderId} (${world.rate} % tax, ${percent.cart.grandTotal}) and ${fixed.orderId} (${fixed.cart.grandTotal}) reconciled to the cent with their carts; invoice ${invoice}, shipment ${shipment} and credit memo ${memo} judged; ${tally.amounts} amounts in ${tally.orders} orders and ${tally.documents} documents; a guest's cart untaxed${variants.length > 0 ? `; variants: ${variants.join(', ')}` : ''}`);
    }),
  ),
};
