// commerce.bundle-documents: the documents of bundle orders as Magento_Sales' ShipOrderTest (the bundle methods),
// OrderInvoiceCreateTest::testOrderWithBundleInvoicedWithInvalidQuantitiesReturnsError, OrderGetTest::
// testGetOrderWithProductOption and Magento_Bundle's OrderInvoiceCreateTest make them, on products of the scenario's
// own (two simple products, price 10, and three dynamic-price bundles: one shipped Together holding the first simple
// product in one required option, one shipped Separately holding both in two options, one shipped Separately holding
// the first alone), each order placed by a guest with check / money order and the flat rate. The real 2.4.7-p3 and
// Adobe Commerce 2.4.6-p1 answered alike, probed by hand 2026-12-03 (docs/real-platform.md, "Bundle orders'
// documents"):
// - order A, the second simple product and the Together bundle: the bundle's item reads its product_option as
//   {extension_attributes: {bundle_options: [{option_id, option_qty 1, option_selections [the selection]}]}}, exactly
//   as the cart sent it; an invoice naming order_item_id -1 is refused ("The invoice can't be created without
//   products"); a shipment of the bundle's child item is refused ("... bundle product "<the bundle item's sku>" has
//   shipment type "Together". Bundle product itself should be shipped instead."); invoiced one item at a time: the
//   simple item's invoice holds it alone and the order's shipping (grand total its row plus the shipping), the bundle
//   item's holds the bundle and its child (grand total the bundle's row), the child's then is refused ("The order does
//   not allow an invoice to be created."), and the two invoices add up to the order's grand total; the shipment of the
//   bundle's own item then succeeds, the bundle and its child read qty_shipped 1, the simple item 0.
// - order B, the Together bundle alone, every item invoiced in one call: one invoice of the bundle and its child whose
//   grand total is the order's (the bundle's row and the shipping).
// - order C, the two Separately bundles (both holding the first simple product): a shipment of the first bundle's own
//   item is refused ("... has shipment type "Separately". Bundle product options should be shipped instead."); the
//   shipment of its first child's item answers an id, reads total_qty 1 with the child and its parent, and the order
//   reads that child and its parent qty_shipped 1 and every other item (the first bundle's second child, the other
//   bundle and its child of the same SKU) 0; the same shipment again is refused ("You can't create a shipment without
//   products.").
// What is left of each order is then shipped whole (its reservations balance). The orders stay (no REST call deletes
// an order; A and B end complete, C shipped and not invoiced), recorded in the
// after-run ledger with their documents; the products are left to the sweep, as the other composite scenarios leave
// theirs.

import { salableProductBody } from '../owned/commerce-entities.ts';
import { pass, type HttpExchange, type ScenarioCheck, type Verdict } from '../types.ts';
import { commerceRun, commerceScenario, idText, isRecord, recordOf, type Flow } from './flow.ts';
import { placeGuestCart, tag, type GuestCartItem } from './setup.ts';

const INVOICE = 'POST /V1/order/:orderId/invoice';
const SHIP = 'POST /V1/order/:orderId/ship';
const ORDER = 'GET /V1/orders/:id';
/** The platform's words: an invoice naming no item of the order, an order with nothing left to invoice, a shipment of
 * nothing left to ship. */
const NO_PRODUCTS = /^Invoice Document Validation Error\(s\):\nThe invoice can't be created without products\. Add products and try again\./;
const NOTHING_TO_INVOICE = /^Invoice Document Validation Error\(s\):\n(?:.*\n)?The order does not allow an invoice to be created\.$/;
const NOTHING_TO_SHIP = /^Shipment Document Validation Error\(s\):\nYou can't create a shipment without products\.$/;
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A shipment of a bundle's item its shipment type does not ship: the platform's words with the bundle item's sku. */
const wrongPart = (sku: string, type: 'Together' | 'Separately'): RegExp => new RegExp(`^${escape(`Shipment Document Validation Error(s):\nYou can't create a shipment without products.\nCannot create shipment as bundle product "${sku}" has shipment type "${type}". ${type === 'Together' ? 'Bundle product itself should be shipped instead.' : 'Bundle product options should be shipped instead.'}`)}$`);

type Item = Record<string, unknown>;
const itemsOf = (json: unknown): Item[] => (Array.isArray(recordOf(json).items) ? (recordOf(json).items as unknown[]).filter(isRecord) : []);
const num = (v: unknown): number => Number(v ?? 0);
const cents = (v: number): number => Math.round(v * 100) / 100;
/** An order's items as a failure shows them. */
const shape = (items: readonly Item[]): unknown => items.map((i) => ({ item_id: i.item_id, sku: i.sku, product_type: i.product_type, parent_item_id: i.parent_item_id ?? null, qty_ordered: i.qty_ordered, qty_invoiced: i.qty_invoiced, qty_shipped: i.qty_shipped }));

interface Bundle {
  sku: string;
  cartItem: GuestCartItem;
  /** The bundle_options the cart item sent: what the order item must read back. */
  options: Array<{ option_id: number; option_qty: number; option_selections: number[] }>;
}

/** A simple product of the scenario's own, price 10, in stock on the main website. */
async function ownSimple(flow: Flow): Promise<string> {
  const sku = flow.ctx.name(`bs${tag()}`);
  const res = await flow.prepare('admin', 'POST', '/V1/products', { body: salableProductBody(sku), judge: 'POST /V1/products' });
  flow.expect(recordOf(res.json).sku === sku, 'the run could not create its simple product for the bundles', `product ${sku}`, res.json, res);
  return sku;
}

/** A dynamic-price bundle of the scenario's own of `shipmentType` (0 Together, 1 Separately), one required option per
 * child (one selection of 1 each), added by the options route as commerce.stock-returned-children adds its bundle's. */
async function ownBundle(flow: Flow, shipmentType: 0 | 1, children: readonly string[]): Promise<Bundle> {
  const sku = flow.ctx.name(`bd${tag()}`);
  const product = {
    sku, name: sku, attribute_set_id: 4, price: 0, status: 1, visibility: 1, type_id: 'bundle',
    extension_attributes: { website_ids: [1], stock_item: { is_in_stock: true } },
    custom_attributes: [{ attribute_code: 'price_type', value: '0' }, { attribute_code: 'price_view', value: '0' }, { attribute_code: 'shipment_type', value: String(shipmentType) }, { attribute_code: 'url_key', value: sku }],
  };
  const res = await flow.prepare('admin', 'POST', '/V1/products', { body: { product }, judge: 'POST /V1/products' });
  flow.expect(recordOf(res.json).sku === sku, 'the run could not create its bundle', `product ${sku}`, res.json, res);
  const optionIds: number[] = [];
  for (const [i, child] of children.entries()) {
    const link = { sku: child, qty: 1, position: 1, is_default: true, price: 0, price_type: 0, can_change_quantity: 0 };
    const option = await flow.send('admin', 'POST', '/V1/bundle-products/options/add', { body: { option: { sku, title: `${sku} option ${i + 1}`, type: 'select', required: true, position: i + 1, product_links: [link] } }, judge: 'POST /V1/bundle-products/options/add' });
    optionIds.push(Number(idText(option.json)));
  }
  const read = await flow.read('admin', `/V1/bundle-products/${encodeURIComponent(sku)}/children`, 'GET /V1/bundle-products/:productSku/children');
  const rows = Array.isArray(read.json) ? read.json.filter(isRecord) : [];
  const options = children.map((child, i) => {
    const selection = rows.find((r) => r.sku === child && Number(r.option_id) === optionIds[i]);
    return { option_id: optionIds[i] ?? NaN, option_qty: 1, option_selections: [Number(idText(selection?.id))] };
  });
  flow.expect(options.every((o) => Number.isInteger(o.option_id) && Number.isInteger(o.option_selections[0])), 'the bundle does not read back a selection of each child in its option', `a selection of each of ${children.join(', ')}`, read.json, read);
  return { sku, options, cartItem: { sku, qty: 1, product_option: { extension_attributes: { bundle_options: options } } } };
}

/** The bundle's item in an order (type bundle, no parent, its sku "<bundle>-<children>") and its children's items. */
function bundleItems(items: readonly Item[], bundle: Bundle, children: readonly string[]): { parent: Item | undefined; kids: Array<Item | undefined> } {
  const parent = items.find((i) => i.product_type === 'bundle' && (i.parent_item_id ?? null) === null && String(i.sku) === [bundle.sku, ...children].join('-'));
  const kids = children.map((sku) => items.find((i) => parent !== undefined && i.sku === sku && i.product_type === 'simple' && String(i.parent_item_id) === String(parent.item_id)));
  return { parent, kids };
}

/** An invoice read back: its items (order_item_id and qty) and its grand total. */
async function readInvoice(flow: Flow, id: string): Promise<{ items: Array<{ order_item_id: number; qty: number }>; grandTotal: number; read: HttpExchange }> {
  const res = await flow.read('admin', `/V1/invoices/${id}`, 'GET /V1/invoices/:id');
  return { items: itemsOf(res.json).map((i) => ({ order_item_id: num(i.order_item_id), qty: num(i.qty) })).sort((a, b) => a.order_item_id - b.order_item_id), grandTotal: num(recordOf(res.json).grand_total), read: res };
}

const lines = (pairs: ReadonlyArray<readonly [unknown, number]>): Array<{ order_item_id: number; qty: number }> => pairs.map(([id, qty]) => ({ order_item_id: num(id), qty })).sort((a, b) => a.order_item_id - b.order_item_id);

async function steps(flow: Flow): Promise<Verdict> {
  const first = await ownSimple(flow);
  const second = await ownSimple(flow);
  const together = await ownBundle(flow, 0, [first]);
  const separately = await ownBundle(flow, 1, [first, second]);
  const alone = await ownBundle(flow, 1, [first]);

  // Order A: the second simple product and the Together bundle.
  const a = await placeGuestCart(flow, [{ sku: second, qty: 1 }, together.cartItem]);
  const aJson = recordOf(a.order.json);
  const aItems = itemsOf(a.order.json);
  const simple = aItems.find((i) => i.sku === second && (i.parent_item_id ?? null) === null);
  const tA = bundleItems(aItems, together, [first]);
  const tChild = tA.kids[0];
  flow.expect(simple !== undefined && tA.parent !== undefined && tChild !== undefined && aItems.length === 3, `order ${a.orderId} does not read back as its simple item, the Together bundle's item and the child's item under it`, `${second}; ${together.sku}-${first} (bundle) and ${first} (simple) under it`, shape(aItems), a.order);
  const want = { extension_attributes: { bundle_options: together.options } };
  flow.expect(JSON.stringify(tA.parent?.product_option) === JSON.stringify(want), `${ORDER} does not read the bundle's item's product_option as the cart chose it (OrderGetTest::testGetOrderWithProductOption)`, JSON.stringify(want), tA.parent?.product_option, a.order);
  const bad = await flow.send('admin', 'POST', `/V1/order/${a.orderId}/invoice`, { body: { items: [{ order_item_id: -1, qty: 1 }], notify: true, appendComment: true, comment: { comment: 'no such item', is_visible_on_front: 1 } } });
  flow.refused(bad, `${INVOICE} of the bundle order ${a.orderId} naming order_item_id -1`, NO_PRODUCTS, 'invoice');
  const bundleSku = String(tA.parent?.sku);
  const childShip = await flow.send('admin', 'POST', `/V1/order/${a.orderId}/ship`, { body: { items: [{ order_item_id: num(tChild?.item_id), qty: 1 }] } });
  flow.refused(childShip, `${SHIP} of the child's item ${String(tChild?.item_id)} of a bundle shipped Together`, wrongPart(bundleSku, 'Together'), 'shipment');

  // Invoiced one item at a time (Magento_Bundle's testInvoiceWithSimpleAndBundleCreate).
  const shipping = num(aJson.shipping_amount);
  const invoiceOf = async (item: Item | undefined): Promise<string> => {
    const res = await flow.send('admin', 'POST', `/V1/order/${a.orderId}/invoice`, { body: { items: [{ order_item_id: num(item?.item_id), qty: num(item?.qty_ordered) }], comment: { comment: 'one item', is_visible_on_front: 1 } }, judge: INVOICE });
    const id = idText(res.json) ?? '';
    flow.leave('invoice', id);
    return id;
  };
  const simpleInvoice = await invoiceOf(simple);
  const s1 = await readInvoice(flow, simpleInvoice);
  const s1Want = cents(num(simple?.row_total) + shipping);
  flow.expect(JSON.stringify(s1.items) === JSON.stringify(lines([[simple?.item_id, 1]])) && s1.grandTotal === s1Want, `invoice ${simpleInvoice} of the simple item ${String(simple?.item_id)} alone does not hold it alone with the order's shipping`, `items ${JSON.stringify(lines([[simple?.item_id, 1]]))}, grand_total ${s1Want}`, { items: s1.items, grand_total: s1.grandTotal }, s1.read);
  const bundleInvoice = await invoiceOf(tA.parent);
  const b1 = await readInvoice(flow, bundleInvoice);
  const b1Items = lines([[tA.parent?.item_id, 1], [tChild?.item_id, 1]]);
  const b1Want = cents(num(tA.parent?.row_total));
  flow.expect(JSON.stringify(b1.items) === JSON.stringify(b1Items) && b1.grandTotal === b1Want, `invoice ${bundleInvoice} of the bundle's item ${String(tA.parent?.item_id)} does not hold the bundle and its child at the bundle's row total`, `items ${JSON.stringify(b1Items)}, grand_total ${b1Want}`, { items: b1.items, grand_total: b1.grandTotal }, b1.read);
  const childInvoice = await flow.send('admin', 'POST', `/V1/order/${a.orderId}/invoice`, { body: { items: [{ order_item_id: num(tChild?.item_id), qty: 1 }], comment: { comment: 'one item', is_visible_on_front: 1 } } });
  flow.refused(childInvoice, `${INVOICE} of the child's item ${String(tChild?.item_id)} once its bundle was invoiced`, NOTHING_TO_INVOICE, 'invoice');
  flow.expect(cents(s1.grandTotal + b1.grandTotal) === cents(num(aJson.grand_total)), `the invoices of order ${a.orderId} item by item do not add up to its grand total`, String(aJson.grand_total), `${s1.grandTotal} + ${b1.grandTotal}`, b1.read);
  const shipBundle = await flow.send('admin', 'POST', `/V1/order/${a.orderId}/ship`, { body: { items: [{ order_item_id: num(tA.parent?.item_id), qty: 1 }] }, judge: SHIP });
  flow.leave('shipment', idText(shipBundle.json) ?? '');
  const aAfter = await flow.read('admin', `/V1/orders/${a.orderId}`, ORDER);
  const shipped = (items: Item[], id: unknown): number => num(items.find((i) => String(i.item_id) === String(id))?.qty_shipped);
  const aNow = itemsOf(aAfter.json);
  flow.expect(shipped(aNow, tA.parent?.item_id) === 1 && shipped(aNow, tChild?.item_id) === 1 && shipped(aNow, simple?.item_id) === 0, `the shipment of the Together bundle's own item ${String(tA.parent?.item_id)} did not ship the bundle and its child alone`, `qty_shipped 1 on ${String(tA.parent?.item_id)} and ${String(tChild?.item_id)}, 0 on ${String(simple?.item_id)}`, shape(aNow), aAfter);

  // Order B: the Together bundle alone, every item invoiced in one call (testInvoiceWithBundleCreate).
  const b = await placeGuestCart(flow, together.cartItem);
  const bItems = itemsOf(b.order.json);
  const tB = bundleItems(bItems, together, [first]);
  flow.expect(tB.parent !== undefined && tB.kids[0] !== undefined && bItems.length === 2, `order ${b.orderId} does not read back as the bundle's item and its child's`, `${together.sku}-${first} and ${first} under it`, shape(bItems), b.order);
  const all = await flow.send('admin', 'POST', `/V1/order/${b.orderId}/invoice`, { body: { items: bItems.map((i) => ({ order_item_id: num(i.item_id), qty: num(i.qty_ordered) })), comment: { comment: 'every item', is_visible_on_front: 1 } }, judge: INVOICE });
  const allId = idText(all.json) ?? '';
  flow.leave('invoice', allId);
  const bInvoice = await readInvoice(flow, allId);
  const bWant = cents(num(tB.parent?.row_total) + num(recordOf(b.order.json).shipping_amount));
  const bLines = lines([[tB.parent?.item_id, 1], [tB.kids[0]?.item_id, 1]]);
  flow.expect(JSON.stringify(bInvoice.items) === JSON.stringify(bLines) && bInvoice.grandTotal === bWant && bWant === cents(num(recordOf(b.order.json).grand_total)), `invoice ${allId} of every item of order ${b.orderId} does not hold the bundle and its child at the order's grand total`, `items ${JSON.stringify(bLines)}, grand_total ${bWant} (the bundle's row and the shipping, the order's ${String(recordOf(b.order.json).grand_total)})`, { items: bInvoice.items, grand_total: bInvoice.grandTotal }, bInvoice.read);

  // Order C: the two Separately bundles, both holding the first simple product.
  const c = await placeGuestCart(flow, [separately.cartItem, alone.cartItem]);
  const cItems = itemsOf(c.order.json);
  const sC = bundleItems(cItems, separately, [first, second]);
  const aC = bundleItems(cItems, alone, [first]);
  flow.expect(sC.parent !== undefined && sC.kids.every((k) => k !== undefined) && aC.parent !== undefined && aC.kids[0] !== undefined && cItems.length === 5, `order ${c.orderId} does not read back as the two Separately bundles' items and their children's under them`, `${separately.sku}-${first}-${second} with ${first} and ${second} under it; ${alone.sku}-${first} with ${first} under it`, shape(cItems), c.order);
  const parentShip = await flow.send('admin', 'POST', `/V1/order/${c.orderId}/ship`, { body: { items: [{ order_item_id: num(sC.parent?.item_id), qty: 1 }] } });
  flow.refused(parentShip, `${SHIP} of the own item ${String(sC.parent?.item_id)} of a bundle shipped Separately`, wrongPart(String(sC.parent?.sku), 'Separately'), 'shipment');
  const kid = sC.kids[0];
  const partBody = { items: [{ order_item_id: num(kid?.item_id), qty: 1 }], comment: { comment: 'one child', is_visible_on_front: 1 }, tracks: [] };
  const part = await flow.send('admin', 'POST', `/V1/order/${c.orderId}/ship`, { body: partBody, judge: SHIP });
  const partId = idText(part.json) ?? '';
  flow.leave('shipment', partId);
  const shipment = await flow.read('admin', `/V1/shipment/${partId}`, 'GET /V1/shipment/:id');
  const shipmentLines = itemsOf(shipment.json).map((i) => ({ order_item_id: num(i.order_item_id), qty: num(i.qty) })).sort((x, y) => x.order_item_id - y.order_item_id);
  const wantLines = lines([[sC.parent?.item_id, 1], [kid?.item_id, 1]]);
  flow.expect(num(recordOf(shipment.json).total_qty) === 1 && JSON.stringify(shipmentLines) === JSON.stringify(wantLines), `shipment ${partId} of the child's item ${String(kid?.item_id)} does not read total_qty 1 with the child and its bundle`, `total_qty 1, items ${JSON.stringify(wantLines)}`, { total_qty: recordOf(shipment.json).total_qty, items: shipmentLines }, shipment);
  const cAfter = await flow.read('admin', `/V1/orders/${c.orderId}`, ORDER);
  const cNow = itemsOf(cAfter.json);
  const one = new Set([String(sC.parent?.item_id), String(kid?.item_id)]);
  const wrong = cNow.filter((i) => num(i.qty_shipped) !== (one.has(String(i.item_id)) ? 1 : 0));
  flow.expect(wrong.length === 0 && cNow.length === 5, `after shipment ${partId} of the child's item ${String(kid?.item_id)}, order ${c.orderId}'s items do not read that child and its bundle shipped, every other item not`, `qty_shipped 1 on ${[...one].join(' and ')}, 0 on the others (the bundle's other child, the other bundle and its child of the same SKU)`, shape(cNow), cAfter);
  const again = await flow.send('admin', 'POST', `/V1/order/${c.orderId}/ship`, { body: partBody });
  flow.refused(again, `${SHIP} of the child's item ${String(kid?.item_id)} shipped already`, NOTHING_TO_SHIP, 'shipment');
  // What is left of each order shipped whole: the reservations of the run's simple products balance (the after-run
  // ledger sums them), A and B end complete, C shipped and not invoiced.
  for (const orderId of [a.orderId, b.orderId, c.orderId]) {
    const rest = await flow.send('admin', 'POST', `/V1/order/${orderId}/ship`, { body: {}, judge: SHIP });
    flow.leave('shipment', idText(rest.json) ?? '');
  }

  return pass(`bundles ${together.sku} (Together), ${separately.sku} and ${alone.sku} (Separately) of ${first} and ${second}: order ${a.orderId} read the bundle's product_option as chosen, refused an invoice of item -1 and the shipment of the Together bundle's child, invoiced item by item (${s1.grandTotal} with the shipping, ${b1.grandTotal} the bundle and its child, the child alone refused; ${aJson.grand_total} together) and shipped the bundle's item; order ${b.orderId} invoiced whole at ${bInvoice.grandTotal}; order ${c.orderId} refused the shipment of the Separately bundle's own item, shipped its child alone (total_qty 1, the child and its bundle qty_shipped 1, the other three items 0) and refused it again`);
}

export const commerceBundleDocuments: ScenarioCheck = {
  subject: 'scenario',
  id: 'commerce.bundle-documents',
  family: 'commerce',
  rule: 'An order of a bundle is invoiced and shipped as its shipment type says: the bundle\'s item reads its product_option as the cart chose it; an invoice naming no item of the order is refused; the bundle\'s item invoiced alone invoices its child with it (the child alone then refused), a simple item alone takes the order\'s shipping, and the invoices add up to the order\'s grand total; every item in one call makes one invoice at the order\'s grand total; a bundle shipped Together is refused by its child\'s item and shipped by its own, one shipped Separately is refused by its own item and shipped by a child\'s, which ships that child and its bundle alone (total_qty 1), even where another bundle of the order holds the same SKU, and is refused a second time, each refusal in the platform\'s words. On the run\'s own products; the three orders stay (the after-run list names them).',
  source: 'Magento_Sales api-functional ShipOrderTest (testPartialShipOrderWithBundleShippedSeparately, testPartialShipOrderWithTwoBundleShippedSeparatelyContainsSameSimple, testValidationShipTogetherWithBundleShippedSeparate, testValidationShipTogetherWithBundleShippedTogether), OrderInvoiceCreateTest::testOrderWithBundleInvoicedWithInvalidQuantitiesReturnsError, OrderGetTest::testGetOrderWithProductOption; Magento_Bundle api-functional OrderInvoiceCreateTest; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, probed by hand 2026-12-03 (docs/real-platform.md, Bundle orders\' documents)',
  scenarios: [commerceScenario('invoices and shipments of bundle orders by shipment type (sync)', INVOICE)],
  run: commerceRun(steps),
};
