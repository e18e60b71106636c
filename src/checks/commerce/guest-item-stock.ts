// commerce.guest-item-stock: a guest cart item's quantity update against its product's stock (issue 37; magento/
// magento2's Quote GuestCartItemRepositoryTest::testUpdateItem, its data sets with stock data). On a simple product of
// the scenario's own (qty 100, in stock, main website) in a guest cart of the scenario's own at qty 1, the product's
// stock item set through PUT /V1/products/:productSku/stockItems/:itemId (manage_stock 1 and backorders of its own,
// not the configuration's), as the test's StockRegistry updates do. The real 2.4.7-p3, probed by hand 2026-12-03:
// - qty 0 with backorders 2 (allowed, notify): an update to qty 5 answers the same item at 5, read back so;
// - the item back at 1, qty 0 without backorders: an update to 5 is refused 400 "There are no source items with the
//   in stock status", the item read at 1;
// - qty 2 without backorders: an update to 5 is refused 400 "The requested qty is not available", the item read at 1.
// (An update to the quantity the item already has is not checked: the real 2.4.7-p3 answered 200 to qty 5 on an item
// at 5 with qty 2 in stock; the scenario brings the item back to 1 before each refusal.) The cart stays (no REST call
// deletes a guest cart): the scenario runs at COMMERCE_WRITES=full and records it; the product is deleted at the end.

import { describeExchange, messageOf } from '../platform-errors.ts';
import { pass, type HttpExchange, type ScenarioCheck } from '../types.ts';
import { commerceRun, commerceScenario, idText, isRecord, recordOf, type CommerceScenario } from './flow.ts';
import { tag } from './setup.ts';
import { retire } from './stock.ts';

const UPDATE = 'PUT /V1/guest-carts/:cartId/items/:itemId';
const LIST = 'GET /V1/guest-carts/:cartId/items';
const STOCK = 'PUT /V1/products/:productSku/stockItems/:itemId';
export const NO_SOURCE_ITEMS = 'There are no source items with the in stock status';
export const QTY_NOT_AVAILABLE = 'The requested qty is not available';
/** The quantity the test's update asks for. */
const ASKED = 5;

/** The stock item as the test's data sets write it: managed, backorders of its own. */
const stockData = (qty: number, backorders: 0 | 2): Record<string, unknown> => ({ qty, is_in_stock: true, use_config_manage_stock: false, manage_stock: true, use_config_backorders: false, backorders });

export const commerceGuestItemStock: ScenarioCheck<CommerceScenario> = {
  subject: 'scenario',
  id: 'commerce.guest-item-stock',
  family: 'commerce',
  rule: 'A guest cart item\'s quantity update (PUT /V1/guest-carts/:cartId/items/:itemId) is checked against its product\'s stock as the stock item sets it (manage_stock 1, backorders of its own): with qty 0 and backorders allowed (2) an update to 5 answers the same item at qty 5 and reads back so; with qty 0 and no backorders an update to 5 is refused 400 "There are no source items with the in stock status"; with qty 2 and no backorders 400 "The requested qty is not available"; after a refusal the item reads back at the quantity it had (1). On a product and a guest cart of the run\'s own; the product is deleted at the end, the cart stays (COMMERCE_WRITES=full, recorded).',
  source: 'magento/magento2 dev/tests/api-functional Quote GuestCartItemRepositoryTest::testUpdateItem (updateItemDataProvider: backorders yes-notify, no backorders at qty 0 and at qty 2); the real 2.4.7-p3, probed by hand 2026-12-03',
  scenarios: [commerceScenario('guest cart item updates against the stock (sync)', UPDATE)],
  run: commerceRun(async (flow) => {
    const sku = flow.ctx.name(`gs${tag()}`);
    let made = false;
    try {
      const product = { sku, name: sku, attribute_set_id: 4, price: 10, status: 1, visibility: 4, type_id: 'simple', weight: 1, extension_attributes: { website_ids: [1], stock_item: { qty: 100, is_in_stock: true } }, custom_attributes: [{ attribute_code: 'url_key', value: sku }] };
      const res = await flow.prepare('admin', 'POST', '/V1/products', { body: { product }, judge: 'POST /V1/products' });
      made = recordOf(res.json).sku === sku;
      flow.expect(made, `the run could not create its product ${sku}`, `product ${sku}`, res.json, res);
      const stockRead = await flow.read('admin', `/V1/stockItems/${encodeURIComponent(sku)}`, 'GET /V1/stockItems/:productSku');
      const stockId = idText(recordOf(stockRead.json).item_id) ?? '';
      flow.expect(stockId !== '', `the stock item of ${sku} reads without its item_id`, 'an item_id', stockRead.json, stockRead);

      const created = await flow.send('guest', 'POST', '/V1/guest-carts', { judge: 'POST /V1/guest-carts' });
      const masked = typeof created.json === 'string' ? created.json : '';
      const base = `/V1/guest-carts/${encodeURIComponent(masked)}`;
      const cart = await flow.read('guest', base, 'GET /V1/guest-carts/:cartId');
      const cartId = idText(recordOf(cart.json).id);
      flow.expect(masked !== '' && cartId !== null, 'a new guest cart reads back without its id', 'GET /V1/guest-carts/:cartId with an id', cart.json, cart);
      flow.leave('cart', cartId ?? masked, { maskedId: masked });
      const added = await flow.send('guest', 'POST', `${base}/items`, { body: { cartItem: { sku, qty: 1, quote_id: masked } }, judge: 'POST /V1/guest-carts/:cartId/items' });
      const itemId = idText(recordOf(added.json).item_id) ?? '';
      flow.expect(itemId !== '', `${sku} added to the guest cart answers no item_id`, 'an item_id', added.json, added);

      const setStock = async (qty: number, backorders: 0 | 2): Promise<void> => {
        const saved = await flow.send('admin', 'PUT', `/V1/products/${encodeURIComponent(sku)}/stockItems/${stockId}`, { body: { stockItem: stockData(qty, backorders) }, judge: STOCK });
        flow.expect(idText(saved.json) === stockId, `${STOCK} of ${sku} does not answer its stock item's id`, stockId, saved.json, saved);
      };
      const update = (qty: number): Promise<HttpExchange> => flow.ctx.send('guest', { method: 'PUT', path: `${base}/items/${itemId}`, body: { cartItem: { qty, quote_id: masked } } });
      /** The cart's one item, read: item `itemId` of `sku` at `qty`. */
      const judgeRead = async (qty: number, step: string): Promise<void> => {
        const list = await flow.read('guest', `${base}/items`, LIST);
        const items = Array.isArray(list.json) ? list.json.filter(isRecord) : [];
        const held = items[0];
        flow.expect(items.length === 1 && idText(held?.item_id) === itemId && held?.sku === sku && Number(held?.qty) === qty, `${LIST} ${step} does not read the cart's one item at the quantity expected`, `item ${itemId} of ${sku} at qty ${qty}`, items.map((i) => ({ item_id: i.item_id, sku: i.sku, qty: i.qty })), list);
      };
      const judgeRefused = async (message: string, what: string): Promise<void> => {
        const res = await update(ASKED);
        flow.expect(res.status === 400 && messageOf(res.json) === message, `${UPDATE}: an update of item ${itemId} to qty ${ASKED} ${what} is not refused as the platform refuses it`, `400 "${message}"`, describeExchange(res.status, res.json, res.bodyText), res);
        await judgeRead(1, `after the update refused ${what}`);
      };

      // Backorders allowed: the update is taken though nothing is in stock.
      await setStock(0, 2);
      const taken = await update(ASKED);
      await flow.judge(UPDATE, taken);
      const answer = recordOf(taken.json);
      flow.expect(idText(answer.item_id) === itemId && answer.sku === sku && Number(answer.qty) === ASKED, `${UPDATE} to qty ${ASKED} with backorders allowed (qty 0) does not answer the item at that quantity`, `item ${itemId} of ${sku} at qty ${ASKED}`, answer, taken);
      await judgeRead(ASKED, 'after the update with backorders allowed');
      const back = await update(1);
      await flow.judge(UPDATE, back);
      await judgeRead(1, 'after the update back to 1');

      // No backorders: nothing in stock, then fewer than asked.
      await setStock(0, 0);
      await judgeRefused(NO_SOURCE_ITEMS, 'with qty 0 and no backorders');
      await setStock(2, 0);
      await judgeRefused(QTY_NOT_AVAILABLE, 'with qty 2 and no backorders');
      return pass(`${sku} in guest cart ${cartId ?? masked} (item ${itemId}, qty 1), its stock item ${stockId} set: qty 0 with backorders 2, the update to ${ASKED} taken and read back; qty 0 without backorders, refused "${NO_SOURCE_ITEMS}"; qty 2 without backorders, refused "${QTY_NOT_AVAILABLE}"; the item read at 1 after each refusal`);
    } finally {
      if (made) await retire(flow.ctx, sku);
    }
  }),
};
