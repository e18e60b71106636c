// commerce.guest-item-stock on a small fake platform whose guest cart checks an item's quantity update against the
// product's stock item as the real 2.4.7-p3 does: the scenario passes, recording the cart and deleting the product;
// backorders not honoured, an update without stock taken, one above the quantity taken, a refusal in other words and
// a refused update that changes the item anyway are each caught; writes below full skip.
import assert from 'node:assert/strict';
import { scenarioCases, type ScenarioSent } from '../testing/fake-scenario.ts';
import type { Canned } from '../testing/fake-context.ts';
import { installLeftLedger, type LeftItem } from '../owned/left-ledger.ts';
import { commerceGuestItemStock } from './guest-item-stock.ts';

type Fault = 'backorders-ignored' | 'no-stock-taken' | 'qty-unchecked' | 'other-message' | 'refusal-keeps-qty' | null;

const MASK = 'maskedcart0000000000000000000001';

function platform(fault: Fault = null): (sent: ScenarioSent) => Canned {
  let stock = { qty: 100, backorders: 0 };
  let item: { item_id: number; sku: string; qty: number } | null = null;
  const ok = (json: unknown): Canned => ({ status: 200, json });
  const refuse = (message: string): Canned => ({ status: 400, json: { message } });
  return (sent) => {
    const body = (sent.body ?? {}) as Record<string, Record<string, unknown>>;
    if (sent.method === 'POST' && sent.path === '/V1/products') return ok({ ...body.product, id: 501 });
    if (sent.method === 'GET' && sent.path.startsWith('/V1/stockItems/')) return ok({ item_id: 601, product_id: 501, qty: stock.qty });
    if (sent.method === 'PUT' && /^\/V1\/products\/[^/]+\/stockItems\/601$/.test(sent.path)) {
      stock = { qty: Number(body.stockItem?.qty), backorders: Number(body.stockItem?.backorders) };
      return ok(601);
    }
    if (sent.method === 'POST' && sent.path === '/V1/guest-carts') return ok(MASK);
    if (sent.method === 'GET' && sent.path === `/V1/guest-carts/${MASK}`) return ok({ id: 44, items: [], is_active: true });
    if (sent.method === 'POST' && sent.path === `/V1/guest-carts/${MASK}/items`) {
      item = { item_id: 70, sku: String(body.cartItem?.sku), qty: Number(body.cartItem?.qty) };
      return ok({ ...item, name: item.sku, price: 10, product_type: 'simple', quote_id: '44' });
    }
    if (sent.method === 'GET' && sent.path === `/V1/guest-carts/${MASK}/items`) return ok(item ? [{ ...item, name: item.sku, price: 10, product_type: 'simple', quote_id: MASK }] : []);
    if (sent.method === 'PUT' && sent.path === `/V1/guest-carts/${MASK}/items/70` && item) {
      const qty = Number(body.cartItem?.qty);
      const backorders = fault === 'backorders-ignored' ? 0 : stock.backorders;
      if (qty !== item.qty && backorders === 0) {
        const refusal = stock.qty <= 0 && fault !== 'no-stock-taken' ? 'There are no source items with the in stock status' : stock.qty > 0 && stock.qty < qty && fault !== 'qty-unchecked' ? 'The requested qty is not available' : null;
        if (refusal !== null) {
          if (fault === 'refusal-keeps-qty') item.qty = qty;
          return refuse(fault === 'other-message' ? 'Product that you are trying to add is not available.' : refusal);
        }
      }
      item.qty = qty;
      return ok({ ...item, name: item.sku, price: 10, product_type: 'simple', quote_id: '44' });
    }
    const product = /^\/V1\/products\/([^/]+)$/.exec(sent.path);
    if (sent.method === 'GET' && product) return ok({ sku: decodeURIComponent(product[1] ?? ''), status: 2 });
    if (sent.method === 'PUT' || sent.method === 'DELETE') return ok(true);
    return ok({});
  };
}

const full = { writes: 'full' as const };
const recorded: LeftItem[] = [];
installLeftLedger({ left: (left) => recorded.push(left) });

scenarioCases(commerceGuestItemStock, [
  {
    name: 'backorders take the update; no stock and too little stock refuse it with the platform\'s messages',
    fake: { target: full, answer: platform() },
    want: { outcome: 'pass', note: /^\S+ in guest cart 44 \(item 70, qty 1\), its stock item 601 set: qty 0 with backorders 2, the update to 5 taken and read back; qty 0 without backorders, refused "There are no source items with the in stock status"; qty 2 without backorders, refused "The requested qty is not available"; the item read at 1 after each refusal$/ },
    then: (fake) => {
      assert.ok(recorded.some((e) => e.kind === 'cart' && e.id === '44' && e.maskedId === MASK), 'the guest cart is recorded as left');
      assert.ok(fake.sent.some((s) => s.method === 'DELETE' && s.path.startsWith('/V1/products/')), 'the product is deleted');
      const stocks = fake.sent.filter((s) => s.method === 'PUT' && s.path.includes('/stockItems/')).map((s) => (s.body as { stockItem: Record<string, unknown> }).stockItem);
      assert.deepEqual(stocks.map((s) => [s.qty, s.backorders, s.use_config_backorders, s.manage_stock, s.use_config_manage_stock]), [[0, 2, false, true, false], [0, 0, false, true, false], [2, 0, false, true, false]]);
    },
  },
  {
    name: 'backorders not honoured fail on the update they allow',
    fake: { target: full, answer: platform('backorders-ignored') },
    want: { outcome: 'fail', broken: 'PUT /V1/guest-carts/:cartId/items/:itemId did not answer 200 in the commerce flow', expected: '200', actual: /There are no source items/ },
  },
  {
    name: 'an update without stock taken fails',
    fake: { target: full, answer: platform('no-stock-taken') },
    want: { outcome: 'fail', broken: /^PUT \/V1\/guest-carts\/:cartId\/items\/:itemId: an update of item 70 to qty 5 with qty 0 and no backorders is not refused as the platform refuses it$/, expected: '400 "There are no source items with the in stock status"', actual: /^"?200 / },
  },
  {
    name: 'an update above the quantity taken fails',
    fake: { target: full, answer: platform('qty-unchecked') },
    want: { outcome: 'fail', broken: /with qty 2 and no backorders is not refused as the platform refuses it$/, expected: '400 "The requested qty is not available"', actual: /^"?200 / },
  },
  {
    name: 'a refusal in other words fails',
    fake: { target: full, answer: platform('other-message') },
    want: { outcome: 'fail', broken: /with qty 0 and no backorders is not refused as the platform refuses it$/, expected: '400 "There are no source items with the in stock status"', actual: /Product that you are trying to add is not available/ },
  },
  {
    name: 'a refused update that changes the item anyway fails on the read',
    fake: { target: full, answer: platform('refusal-keeps-qty') },
    want: { outcome: 'fail', broken: /^GET \/V1\/guest-carts\/:cartId\/items after the update refused with qty 0 and no backorders does not read the cart's one item at the quantity expected$/, expected: /at qty 1$/, actual: /"qty":5/ },
  },
  { name: 'writes below full skip', fake: { target: { writes: 'allow' }, answer: platform() }, want: { outcome: 'skip', reason: /full/ } },
]);
