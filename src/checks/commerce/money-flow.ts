// What the money checks (commerce.money-totals, commerce.partial-documents) share: the run's own money world, an
// order placed in it and judged to the cent, and each sales document judged against the ledger of src/checks/
// commerce/money.ts.
//
// The money world is the run's own and acts on nobody else (issue 29 §0): a customer tax class and a product tax
// class of its own, a tax rate of its own (US, every region and postcode, MONEY.rate %) bound by a tax rule of its
// own to those two classes only, a customer group of its own with the run's customer class, the run's customer in
// that group, two products of the run's own product class (enabled, not visible in the storefront), and two cart
// price rules of the run's own that apply only to its own group and only with their coupon: one by percent, one a
// fixed amount per item. A shopper of any other group, or any product of anyone else, meets none of them. Every name
// carries the run's prefix; the scenario removes it at the end (customer, rules, group, tax rule, rate, classes: the
// order the platform lets a class go in), but for the two products: they are released from the run's product class
// (tax_class_id 0, "None": a class in use by a product cannot be deleted, real 2.4.7-p3 "You cannot delete this tax
// class because it is used in existing product(s)") and left to the teardown, which reads their stock reservations
// before its sweep removes them. What the scenario leaves (carts, orders, documents) is in the left-by-design ledger.

import { addressOf, PAYMENT_METHOD, SHIPPING_CARRIER } from '../owned/commerce-entities.ts';
import type { CallerName, HttpExchange } from '../types.ts';
import { idText, isRecord, recordOf, StepFailed, type Flow } from './flow.ts';
import { cartLineAmounts, cartTotalsAmounts, differences, documentAmounts, documentLineAmounts, expectedCart, MoneyLedger, orderAmounts, orderLineAmounts, phpRound, progressAmounts, type Amounts, type CartMoney, type MoneyRule, type RefundAsked } from './money.ts';

/** The run's own money inputs: the same as the real 2.4.7-p3 was asked (tests/corpus/real-2.4.7-p3/money-answers.json). */
export const MONEY = { rate: 8.25, prices: { a: 12.99, b: 7.49 }, percent: 15, fixed: 1.5 } as const;

export type ProductKey = keyof typeof MONEY.prices;

export interface MoneyWorld {
  customerId: string;
  groupId: number;
  email: string;
  token: string;
  /** The run's own tax rate as the target reads it back (percent). */
  rate: number;
  /** The code the run's own tax rate was made with (what an order's applied taxes name). */
  rateCode: string;
  skus: Record<ProductKey, string>;
  coupons: { percent: string; fixed: string };
  address: Record<string, unknown>;
}

/** How much the money checks judged, for their pass notes. */
export interface MoneyTally {
  orders: number;
  documents: number;
  amounts: number;
}

/** The target's configuration as its answers show it, where it may differ from the platform's default. */
export interface MoneyVariants {
  taxAfterDiscount: boolean;
  /** The flat rate: per item (the default "I") or per order ("O"). */
  flatRate: 'per item' | 'per order';
  /** The flat rate's amount for one item, from the target's own estimate. */
  flatAmount: number | null;
}

/**
 * The run's own money world, made for one scenario; `steps` run in it, and everything is removed afterwards, in an
 * order the platform allows (a class in use by a group, a product or a rule cannot go). A removal that fails after
 * the steps passed fails the scenario; after a failed step the removals are still made and the sweep gets the rest.
 */
export async function inMoneyWorld<T>(flow: Flow, steps: (world: MoneyWorld, tally: MoneyTally) => Promise<T>): Promise<T> {
  const made: Made[] = [];
  const tally: MoneyTally = { orders: 0, documents: 0, amounts: 0 };
  let result: T;
  try {
    const world = await makeWorld(flow, made);
    result = await steps(world, tally);
  } catch (error) {
    for (const m of [...made].reverse()) await flow.ctx.send('admin', { method: m.release === undefined ? 'DELETE' : 'PUT', path: m.path, ...(m.release !== undefined ? { body: m.release } : {}) });
    throw error;
  }
  for (const m of [...made].reverse()) {
    if (m.release !== undefined) {
      const res = await flow.send('admin', 'PUT', m.path, { body: m.release, judge: m.key });
      const attributes = Array.isArray(recordOf(res.json).custom_attributes) ? (recordOf(res.json).custom_attributes as unknown[]).filter(isRecord) : [];
      flow.expect(attributes.some((a) => a.attribute_code === 'tax_class_id' && String(a.value) === '0'), `the run could not release its own ${m.what} from its tax class`, 'tax_class_id 0', attributes.find((a) => a.attribute_code === 'tax_class_id'), res);
      continue;
    }
    const res = await flow.send('admin', 'DELETE', m.path, { judge: m.key });
    flow.expect(res.json === true, `the run could not remove its own ${m.what}`, `${m.key} answering true`, res.json, res);
  }
  return result;
}

/** Something the money world made, and how the scenario lets it go: deleted, or (`release`, a product) put back to no
 * tax class of the run's and left to the teardown. */
interface Made {
  path: string;
  key: string;
  what: string;
  release?: Record<string, unknown>;
}

async function makeWorld(flow: Flow, made: Made[]): Promise<MoneyWorld> {
  // A short random tag (setup.ts's, not imported: setup.ts reconciles its orders with this module).
  const name = flow.ctx.name(`m${Math.random().toString(36).slice(2, 7).padEnd(5, '0')}`);
  const prepare = (path: string, body: unknown): ReturnType<Flow['prepare']> => flow.prepare('admin', 'POST', path, { body, judge: `POST ${path}` });
  const customerClass = idText((await prepare('/V1/taxClasses', { taxClass: { class_name: `${name}c`, class_type: 'CUSTOMER' } })).json);
  flow.expect(customerClass !== null, 'the run could not create its own customer tax class', 'a class id', customerClass);
  made.push({ path: `/V1/taxClasses/${customerClass ?? ''}`, key: 'DELETE /V1/taxClasses/:taxClassId', what: 'customer tax class' });
  const productClass = idText((await prepare('/V1/taxClasses', { taxClass: { class_name: `${name}p`, class_type: 'PRODUCT' } })).json);
  flow.expect(productClass !== null, 'the run could not create its own product tax class', 'a class id', productClass);
  made.push({ path: `/V1/taxClasses/${productClass ?? ''}`, key: 'DELETE /V1/taxClasses/:taxClassId', what: 'product tax class' });
  const rateMade = await prepare('/V1/taxRates', { taxRate: { code: `${name}r`, tax_country_id: 'US', tax_region_id: 0, tax_postcode: '*', rate: MONEY.rate } });
  const rateId = idText(recordOf(rateMade.json).id);
  flow.expect(rateId !== null, 'the run could not create its own tax rate', 'a rate id', rateMade.json, rateMade);
  made.push({ path: `/V1/taxRates/${rateId ?? ''}`, key: 'DELETE /V1/taxRates/:rateId', what: 'tax rate' });
  // The rate as the target keeps it: the percentage every expected tax is computed with.
  const rateRead = await flow.read('admin', `/V1/taxRates/${rateId ?? ''}`, 'GET /V1/taxRates/:rateId');
  const rate = Number(recordOf(rateRead.json).rate);
  flow.expect(rate === MONEY.rate, 'the run\'s own tax rate does not read back as it was made', `rate ${MONEY.rate}`, recordOf(rateRead.json).rate, rateRead);
  const rule = await prepare('/V1/taxRules', { rule: { code: `${name}t`, priority: 0, position: 0, customer_tax_class_ids: [Number(customerClass)], product_tax_class_ids: [Number(productClass)], tax_rate_ids: [Number(rateId)] } });
  const ruleId = idText(recordOf(rule.json).id);
  flow.expect(ruleId !== null, 'the run could not create its own tax rule', 'a rule id', rule.json, rule);
  made.push({ path: `/V1/taxRules/${ruleId ?? ''}`, key: 'DELETE /V1/taxRules/:ruleId', what: 'tax rule' });
  const group = await prepare('/V1/customerGroups', { group: { code: `${name}g`, tax_class_id: Number(customerClass) } });
  const groupId = Number(idText(recordOf(group.json).id) ?? Number.NaN);
  flow.expect(Number.isInteger(groupId), 'the run could not create its own customer group', 'a group id', group.json, group);
  made.push({ path: `/V1/customerGroups/${groupId}`, key: 'DELETE /V1/customerGroups/:id', what: 'customer group' });
  const skus = { a: `${name}a`, b: `${name}b` };
  for (const key of ['a', 'b'] as const) {
    const product = await prepare('/V1/products', { product: { sku: skus[key], name: skus[key], attribute_set_id: 4, price: MONEY.prices[key], status: 1, visibility: 1, type_id: 'simple', weight: 1, extension_attributes: { website_ids: [1], stock_item: { qty: 1000, is_in_stock: true } }, custom_attributes: [{ attribute_code: 'url_key', value: skus[key] }, { attribute_code: 'tax_class_id', value: String(productClass) }] } });
    flow.expect(recordOf(product.json).sku === skus[key], 'the run could not create its own product', `product ${skus[key]}`, product.json, product);
    made.push({ path: `/V1/products/${encodeURIComponent(skus[key])}`, key: 'PUT /V1/products/:sku', what: `product ${skus[key]}`, release: { product: { sku: skus[key], custom_attributes: [{ attribute_code: 'tax_class_id', value: '0' }] } } });
  }
  const coupon = async (suffix: string, action: string, amount: number): Promise<string> => {
    const code = `${name}${suffix}`;
    const made1 = await prepare('/V1/salesRules', { rule: { name: code, description: code, website_ids: [1], customer_group_ids: [groupId], is_active: true, coupon_type: 'SPECIFIC_COUPON', use_auto_generation: false, simple_action: action, discount_amount: amount, apply_to_shipping: false, stop_rules_processing: false, uses_per_customer: 0, sort_order: 0 } });
    const id = idText(recordOf(made1.json).rule_id);
    flow.expect(id !== null, 'the run could not create its own sales rule', 'a rule_id', made1.json, made1);
    made.push({ path: `/V1/salesRules/${id ?? ''}`, key: 'DELETE /V1/salesRules/:ruleId', what: `sales rule ${code}` });
    const c = await prepare('/V1/coupons', { coupon: { rule_id: Number(id), code, is_primary: true } });
    flow.expect(recordOf(c.json).code === code, 'the run could not create its own coupon', code, c.json, c);
    return code;
  };
  const coupons = { percent: await coupon('pct', 'by_percent', MONEY.percent), fixed: await coupon('fix', 'by_fixed', MONEY.fixed) };
  const email = `${name}@example.com`;
  const password = `Mm1!${name}`;
  flow.ctx.secret(password);
  const customer = await prepare('/V1/customers', { customer: { email, firstname: name, lastname: 'Conformance', website_id: 1, group_id: groupId }, password });
  const customerId = idText(recordOf(customer.json).id);
  flow.expect(customerId !== null && Number(recordOf(customer.json).group_id) === groupId, 'the run could not create its own customer in its own group', `a customer of group ${groupId}`, customer.json, customer);
  made.push({ path: `/V1/customers/${customerId ?? ''}`, key: 'DELETE /V1/customers/:customerId', what: 'customer' });
  const signedIn = await flow.send('guest', 'POST', '/V1/integration/customer/token', { body: { username: email, password }, judge: 'POST /V1/integration/customer/token' });
  const token = typeof signedIn.json === 'string' ? signedIn.json : '';
  flow.ctx.secret(token);
  return { customerId: customerId ?? '', groupId, email, token, rate, rateCode: `${name}r`, skus, coupons, address: addressOf(name) };
}

/** An order of the run's own, placed and reconciled: its id, its expected money and the ledger its documents use. */
export interface MoneyOrder {
  orderId: string;
  cart: CartMoney;
  ledger: MoneyLedger;
  /** The order's item ids by SKU (what the documents' bodies name). */
  itemIds: Map<string, string>;
  variants: MoneyVariants;
}

/** The answer's amounts against the expected ones; any difference ends the scenario with all of them named. */
export function reconcile(_flow: Flow, tally: MoneyTally, what: string, checks: ReadonlyArray<{ expected: Amounts; actual: unknown; label: string }>, exchange?: HttpExchange): void {
  const found = checks.flatMap((c) => differences(c.expected, c.actual, c.label === '' ? '' : `${c.label}: `));
  tally.amounts += checks.reduce((n, c) => n + Object.keys(c.expected).length, 0);
  if (found.length === 0) return;
  // Every difference named (not cut to an excerpt, as flow.expect's actual is): which amounts are off says which
  // part of the arithmetic the target got wrong.
  throw new StepFailed({ outcome: 'fail', broken: `${what} does not reconcile to the cent`, expected: 'every amount as computed from the run\'s own tax rate, sales rule, flat rate and prices (src/checks/commerce/money.ts)', actual: found.slice(0, 24).join('; ') + (found.length > 24 ? `; and ${found.length - 24} more` : ''), ...(exchange ? { exchange } : {}) });
}

const itemsOf = (json: unknown): Array<Record<string, unknown>> => (Array.isArray(recordOf(json).items) ? (recordOf(json).items as unknown[]).filter(isRecord) : []);
const me = (world: MoneyWorld): { caller: CallerName; token: string } => ({ caller: 'customer', token: world.token });

/**
 * The run's own customer's cart of `lines`, the flat rate, the coupon of `rule`, its totals judged to the cent, and
 * the order placed from it judged to the cent and against the cart's totals.
 */
export async function placeMoneyOrder(flow: Flow, world: MoneyWorld, tally: MoneyTally, lines: ReadonlyArray<readonly [ProductKey, number]>, ruleKind: MoneyRule['kind']): Promise<MoneyOrder> {
  const { caller, token } = me(world);
  const made = await flow.send(caller, 'POST', '/V1/carts/mine', { token, judge: 'POST /V1/carts/mine' });
  const cartId = idText(made.json) ?? '';
  flow.leave('cart', cartId);
  const itemIds: string[] = [];
  const estimate = async (): Promise<number> => {
    const res = await flow.send(caller, 'POST', '/V1/carts/mine/estimate-shipping-methods', { token, body: { address: world.address }, judge: 'POST /V1/carts/mine/estimate-shipping-methods' });
    const flat = Array.isArray(res.json) ? res.json.filter(isRecord).find((m) => m.carrier_code === SHIPPING_CARRIER && m.available === true) : undefined;
    flow.expect(flat !== undefined, 'the estimate offers no flat rate', 'an available flatrate method', res.json, res);
    return Number(flat?.amount);
  };
  // The first line with one item: the flat rate's amount for one item, from the target's own estimate.
  let one = 0;
  for (const [i, [key, qty]] of lines.entries()) {
    const added = await flow.send(caller, 'POST', '/V1/carts/mine/items', { token, body: { cartItem: { sku: world.skus[key], qty: i === 0 ? 1 : qty, quote_id: cartId } }, judge: 'POST /V1/carts/mine/items' });
    const itemId = idText(recordOf(added.json).item_id) ?? '';
    // The add answers the item at the product's catalog price (CartAddingItemsTest::testPriceForCreatingQuoteFromEmptyCart).
    flow.expect(Number(recordOf(added.json).price) === MONEY.prices[key], `the item of ${world.skus[key]} added to the customer's cart is not answered with the product's price`, `price ${MONEY.prices[key]}`, recordOf(added.json).price, added);
    itemIds.push(itemId);
    if (i === 0) {
      one = await estimate();
      if (qty !== 1) await flow.send(caller, 'PUT', `/V1/carts/mine/items/${itemId}`, { token, body: { cartItem: { sku: world.skus[key], qty, quote_id: cartId } }, judge: 'PUT /V1/carts/mine/items/:itemId' });
    }
  }
  const qty = lines.reduce((n, [, q]) => n + q, 0);
  const all = await estimate();
  const perItem = Math.abs(all - phpRound(one * qty)) < 0.005;
  const perOrder = !perItem && Math.abs(all - one) < 0.005;
  flow.expect(perItem || perOrder, 'the flat rate is neither per item nor per order', `${phpRound(one * qty)} (${one} per item × ${qty}) or ${one} (per order)`, all);
  const variants: MoneyVariants = { taxAfterDiscount: true, flatRate: perItem ? 'per item' : 'per order', flatAmount: one };
  if (perOrder) flow.ctx.observe('money-variant', { flatRate: 'per order', amount: one });
  await flow.send(caller, 'POST', '/V1/carts/mine/shipping-information', { token, body: { addressInformation: { shipping_address: world.address, billing_address: world.address, shipping_carrier_code: SHIPPING_CARRIER, shipping_method_code: SHIPPING_CARRIER } }, judge: 'POST /V1/carts/mine/shipping-information' });
  const code = ruleKind === 'percent' ? world.coupons.percent : world.coupons.fixed;
  const applied = await flow.send(caller, 'PUT', `/V1/carts/mine/coupons/${encodeURIComponent(code)}`, { token, judge: 'PUT /V1/carts/mine/coupons/:couponCode' });
  flow.expect(applied.json === true, 'applying the run\'s own coupon does not answer true', 'true', applied.json, applied);
  const totals = await flow.read(caller, '/V1/carts/mine/totals', 'GET /V1/carts/mine/totals', token);
  const rule: MoneyRule = { kind: ruleKind, amount: ruleKind === 'percent' ? MONEY.percent : MONEY.fixed };
  const input = { lines: lines.map(([key, q]) => ({ sku: world.skus[key], price: MONEY.prices[key], qty: q })), ratePercent: world.rate, rule, shipping: all };
  // The platform's default taxes the row total less its discount; a target configured to tax before the discount
  // (tax/calculation/apply_after_discount 0) is named as a variant and judged by it from here on.
  let cart = expectedCart(input);
  const totalsChecks = (c: CartMoney): Array<{ expected: Amounts; actual: unknown; label: string }> => {
    const segment = Array.isArray(recordOf(totals.json).total_segments) ? (recordOf(totals.json).total_segments as unknown[]).filter(isRecord).find((s) => s.code === 'tax') : undefined;
    return [
      { expected: cartTotalsAmounts(c), actual: totals.json, label: 'totals' },
      { expected: { value: c.tax }, actual: segment, label: 'total_segments tax' },
      ...c.lines.map((l, i) => ({ expected: cartLineAmounts(l, world.rate), actual: itemsOf(totals.json).find((t) => idText(t.item_id) === itemIds[i]), label: `totals item ${l.sku}` })),
    ];
  };
  const before = expectedCart({ ...input, taxAfterDiscount: false });
  const asDefault = totalsChecks(cart).flatMap((c) => differences(c.expected, c.actual));
  if (asDefault.length > 0 && totalsChecks(before).every((c) => differences(c.expected, c.actual).length === 0)) {
    cart = before;
    variants.taxAfterDiscount = false;
    flow.ctx.observe('money-variant', { tax: 'on the row total before its discount (tax/calculation/apply_after_discount 0)' });
  }
  reconcile(flow, tally, `the cart's totals (${ruleKind} rule)`, totalsChecks(cart), totals);
  const placed = await flow.send(caller, 'POST', '/V1/carts/mine/payment-information', { token, body: { paymentMethod: { method: PAYMENT_METHOD }, billingAddress: world.address }, judge: 'POST /V1/carts/mine/payment-information' });
  const orderId = idText(placed.json) ?? '';
  flow.leave('order', orderId);
  const order = await flow.read('admin', `/V1/orders/${orderId}`, 'GET /V1/orders/:id');
  const o = recordOf(order.json);
  flow.expect(Number(o.customer_group_id) === world.groupId && idText(o.customer_id) === world.customerId && o.state === 'new', 'the placed order is not the run\'s own customer\'s new order', `customer ${world.customerId} of group ${world.groupId}, state new`, { customer_id: o.customer_id, customer_group_id: o.customer_group_id, state: o.state }, order);
  const bySku = new Map<string, string>();
  for (const item of itemsOf(o)) if (typeof item.sku === 'string') bySku.set(item.sku, idText(item.item_id) ?? '');
  // The order against the quote: the totals the cart answered are the order's, line by line.
  const t = recordOf(totals.json);
  const quoteLine = (i: number): Record<string, unknown> => itemsOf(t).find((x) => idText(x.item_id) === itemIds[i]) ?? {};
  const quoted = (field: string): number => Number(t[field]);
  reconcile(
    flow,
    tally,
    `order ${orderId} (${ruleKind} rule)`,
    [
      { expected: orderAmounts(cart), actual: o, label: 'order' },
      ...cart.lines.map((l) => ({ expected: orderLineAmounts(l, world.rate), actual: itemsOf(o).find((x) => x.sku === l.sku), label: `order item ${l.sku}` })),
      { expected: { grand_total: quoted('grand_total'), subtotal: quoted('subtotal'), tax_amount: quoted('tax_amount'), discount_amount: quoted('discount_amount'), shipping_amount: quoted('shipping_amount') }, actual: o, label: 'order against the cart' },
      ...cart.lines.map((l, i) => ({ expected: { qty_ordered: Number(quoteLine(i).qty), price: Number(quoteLine(i).price), tax_amount: Number(quoteLine(i).tax_amount), discount_amount: Number(quoteLine(i).discount_amount) }, actual: itemsOf(o).find((x) => x.sku === l.sku), label: `order item ${l.sku} against the cart` })),
    ],
    order,
  );
  // Each line read on its own (OrderItemGetTest::testGetOrderWithDiscount): the discounted, taxed line's money as the
  // order's read must answer it, to the cent (row_total, row_total_incl_tax and their base_* included).
  for (const l of cart.lines) {
    const itemId = bySku.get(l.sku) ?? '';
    const read = await flow.read('admin', `/V1/orders/items/${itemId}`, 'GET /V1/orders/items/:id');
    reconcile(flow, tally, `order item ${itemId} of order ${orderId} read on its own (${ruleKind} rule)`, [{ expected: orderLineAmounts(l, world.rate), actual: read.json, label: `GET /V1/orders/items/${itemId} (${l.sku})` }], read);
  }
  tally.orders++;
  return { orderId, cart, ledger: new MoneyLedger(cart), itemIds: bySku, variants };
}

const itemsBody = (order: MoneyOrder, qtys: ReadonlyMap<string, number> | undefined): Record<string, unknown> =>
  qtys === undefined ? {} : { items: [...qtys].map(([sku, qty]) => ({ order_item_id: Number(order.itemIds.get(sku)), qty })) };

/** An invoice of `qtys` (none: the rest), made, read back and judged to the cent: its id. */
export async function judgedInvoice(flow: Flow, tally: MoneyTally, order: MoneyOrder, qtys?: ReadonlyMap<string, number>): Promise<string> {
  const res = await flow.send('admin', 'POST', `/V1/order/${order.orderId}/invoice`, { body: { capture: false, notify: false, ...itemsBody(order, qtys) }, judge: 'POST /V1/order/:orderId/invoice' });
  const id = idText(res.json) ?? '';
  flow.leave('invoice', id);
  const expected = order.ledger.invoice(qtys);
  const read = await flow.read('admin', `/V1/invoices/${id}`, 'GET /V1/invoices/:id');
  reconcile(flow, tally, `invoice ${id} of order ${order.orderId}`, [{ expected: documentAmounts(expected, 'invoice'), actual: read.json, label: 'invoice' }, ...documentLines(expected.lines, read.json, 'invoice')], read);
  tally.documents++;
  return id;
}

/** A shipment of `qtys` (none: the rest), made and read back with exactly those quantities: its id. */
export async function judgedShipment(flow: Flow, tally: MoneyTally, order: MoneyOrder, qtys?: ReadonlyMap<string, number>, read = true): Promise<string> {
  const res = await flow.send('admin', 'POST', `/V1/order/${order.orderId}/ship`, { body: { notify: false, ...itemsBody(order, qtys) }, judge: 'POST /V1/order/:orderId/ship' });
  const id = idText(res.json) ?? '';
  flow.leave('shipment', id);
  const shipped = order.ledger.ship(qtys);
  if (!read) return id;
  const shipment = await flow.read('admin', `/V1/shipment/${id}`, 'GET /V1/shipment/:id');
  const got = new Map(itemsOf(shipment.json).filter((i) => Number(i.qty) > 0).map((i) => [String(i.sku), Number(i.qty)]));
  flow.expect(JSON.stringify([...got].sort()) === JSON.stringify([...shipped].sort()) && Number(recordOf(shipment.json).total_qty) === [...shipped.values()].reduce((a, b) => a + b, 0), `shipment ${id} of order ${order.orderId} does not carry the quantities shipped`, JSON.stringify(Object.fromEntries(shipped)), { items: Object.fromEntries(got), total_qty: recordOf(shipment.json).total_qty }, shipment);
  tally.documents++;
  return id;
}

/** A refund of `qtys` (none: everything left) with `asked` (shipping amount, adjustments), read back and judged to
 * the cent: its id. */
export async function judgedRefund(flow: Flow, tally: MoneyTally, order: MoneyOrder, qtys?: ReadonlyMap<string, number>, asked: RefundAsked = {}): Promise<string> {
  const args: Record<string, number> = {};
  if (asked.shipping !== undefined) args.shipping_amount = asked.shipping;
  if (asked.adjustmentPositive !== undefined) args.adjustment_positive = asked.adjustmentPositive;
  if (asked.adjustmentNegative !== undefined) args.adjustment_negative = asked.adjustmentNegative;
  const res = await flow.send('admin', 'POST', `/V1/order/${order.orderId}/refund`, { body: { notify: false, ...itemsBody(order, qtys), ...(Object.keys(args).length > 0 ? { arguments: args } : {}) }, judge: 'POST /V1/order/:orderId/refund' });
  const id = idText(res.json) ?? '';
  flow.leave('creditmemo', id);
  const expected = order.ledger.refund(qtys, asked);
  const read = await flow.read('admin', `/V1/creditmemo/${id}`, 'GET /V1/creditmemo/:id');
  reconcile(flow, tally, `credit memo ${id} of order ${order.orderId}`, [{ expected: documentAmounts(expected, 'creditmemo'), actual: read.json, label: 'credit memo' }, ...documentLines(expected.lines, read.json, 'credit memo')], read);
  tally.documents++;
  return id;
}

function documentLines(lines: ReturnType<MoneyLedger['invoice']>['lines'], json: unknown, label: string): Array<{ expected: Amounts; actual: unknown; label: string }> {
  return lines.filter((l) => l.qty > 0).map((l) => ({ expected: documentLineAmounts(l), actual: itemsOf(json).find((i) => i.sku === l.sku), label: `${label} item ${l.sku}` }));
}

/** The order read back after its documents: its state, each line's quantities and its invoiced, paid and refunded
 * totals to the cent; with `status`, its status must be the one it had before `status.step`. Answers the status read. */
export async function judgedProgress(flow: Flow, tally: MoneyTally, order: MoneyOrder, state: string, refunded: boolean, status?: { was: unknown; step: string }): Promise<unknown> {
  const read = await flow.read('admin', `/V1/orders/${order.orderId}`, 'GET /V1/orders/:id');
  const o = recordOf(read.json);
  flow.expect(o.state === state, `order ${order.orderId} is not ${state} after its documents`, state, o.state, read);
  if (status !== undefined) flow.expect(o.status === status.was, `order ${order.orderId}'s status changed with ${status.step}`, `status ${JSON.stringify(status.was)}, as before it`, o.status, read);
  const quantities = order.ledger.quantities();
  reconcile(flow, tally, `order ${order.orderId} after its documents`, [
    { expected: progressAmounts(order.ledger.progress(), refunded), actual: o, label: 'order' },
    ...quantities.map((q) => ({ expected: { qty_ordered: q.ordered, qty_invoiced: q.invoiced, qty_shipped: q.shipped, qty_refunded: q.refunded }, actual: itemsOf(o).find((i) => i.sku === q.sku), label: `order item ${q.sku}` })),
  ], read);  return o.status;
}

/**
 * An order the run placed outside its money world (a guest's, or a customer's of the installation's own group, on the
 * worker's salable product), reconciled to the cent as far as the run knows its inputs: the product's price and the
 * quantity, its own coupon's percent, the flat rate the target's own estimate gave; the tax at the rate the order's
 * line names (no rate of the run's applies to it: it is the installation's own, 0 on a vanilla one) with the
 * platform's arithmetic; a tax on the shipping as the order shows it (a target that taxes shipping for the
 * installation's classes: tax/classes/shipping_tax_class), observed as a variant. Answers the ledger its documents are
 * judged by.
 */
export function reconcilePlaced(flow: Flow, what: string, order: HttpExchange, lines: ReadonlyArray<{ sku: string; price: number; qty: number }>, rule: MoneyRule | null, shipping: number): MoneyLedger {
  const o = recordOf(order.json);
  const first = itemsOf(o).find((i) => i.sku === lines[0]?.sku);
  const ratePercent = Number(first?.tax_percent ?? 0) || 0;
  const shippingTax = Number(o.shipping_tax_amount ?? 0) || 0;
  if (shippingTax !== 0) flow.ctx.observe('money-variant', { shippingTax, note: 'the target taxes shipping for the installation\'s customer class (tax/classes/shipping_tax_class set)' });
  const cart = expectedCart({ lines, ratePercent, rule, shipping, shippingTax });
  const tally: MoneyTally = { orders: 0, documents: 0, amounts: 0 };
  reconcile(flow, tally, what, [{ expected: orderAmounts(cart), actual: o, label: 'order' }, ...cart.lines.map((l) => ({ expected: orderLineAmounts(l, ratePercent), actual: itemsOf(o).find((x) => x.sku === l.sku), label: `order item ${l.sku}` }))], order);
  flow.ctx.observe('money-reconciled', { order: o.entity_id, amounts: tally.amounts, grandTotal: cart.grandTotal });
  return new MoneyLedger(cart);
}

/** A document read back against what the ledger expects of it (`doc`: computed before it was read). */
export function reconcileDocument(flow: Flow, what: string, kind: 'invoice' | 'creditmemo', doc: ReturnType<MoneyLedger['invoice']>, read: HttpExchange): void {
  const tally: MoneyTally = { orders: 0, documents: 0, amounts: 0 };
  reconcile(flow, tally, what, [{ expected: documentAmounts(doc, kind), actual: read.json, label: kind === 'invoice' ? 'invoice' : 'credit memo' }, ...documentLines(doc.lines, read.json, kind === 'invoice' ? 'invoice' : 'credit memo')], read);
}
