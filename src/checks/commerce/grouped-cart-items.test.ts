// commerce.grouped-cart-items on a small fake platform whose carts take a grouped product as the real 2.4.7-p3 does
// (a line per in-stock child, the parent's qty times the link's, grouped_options naming each child's qty and answered,
// an option without qty refused): the scenario passes, recording the two carts and deleting the customer and the
// products; an out-of-stock child given a line, the parent's qty ignored, grouped_options ignored, an option without
// qty taken, a refusal in other words, a line answered with another name and a save refused for want of a search
// engine (a skip) are each caught; writes below full skip.
import assert from 'node:assert/strict';
import { scenarioCases, type ScenarioSent } from '../testing/fake-scenario.ts';
import type { Canned } from '../testing/fake-context.ts';
import { installLeftLedger, type LeftItem } from '../owned/left-ledger.ts';
import { commerceGroupedCartItems } from './grouped-cart-items.ts';

type Fault = 'out-of-stock-child-added' | 'parent-qty-ignored' | 'options-ignored' | 'qty-unchecked' | 'other-message' | 'line-named-as-parent' | 'no-engine' | null;

interface Product {
  sku: string;
  id: number;
  type: string;
  price: number;
  inStock: boolean;
  links: Array<{ sku: string; qty: number }>;
}
interface Line {
  item_id: number;
  sku: string;
  qty: number;
  name: string;
  price: number;
  product_type: string;
  quote_id: string;
}

function platform(fault: Fault = null): (sent: ScenarioSent) => Canned {
  const products = new Map<string, Product>();
  const carts = new Map<string, Line[]>([['7', []], ['8', []]]);
  let next = 100;
  const ok = (json: unknown): Canned => ({ status: 200, json });
  const refuse = (status: number, message: string): Canned => ({ status, json: { message } });
  const add = (cartId: string, item: Record<string, unknown>): Canned => {
    const lines = carts.get(cartId) ?? [];
    const p = products.get(String(item.sku));
    if (!p) return refuse(404, 'The product that was requested doesn\'t exist. Verify the product and try again.');
    const sent = ((item.product_option as { extension_attributes?: { grouped_options?: Array<{ id?: number; qty?: number }> } } | undefined)?.extension_attributes?.grouped_options) ?? null;
    const options = fault === 'options-ignored' ? null : sent;
    if (options?.some((o) => o.id === undefined || (o.qty === undefined && fault !== 'qty-unchecked'))) return refuse(400, fault === 'other-message' ? 'The grouped options are invalid.' : 'Please specify id and qty for grouped options.');
    const answered: Line[] = [];
    for (const link of p.links) {
      const child = products.get(link.sku);
      if (!child || (!child.inStock && fault !== 'out-of-stock-child-added')) continue;
      const qty = options !== null ? (options.find((o) => o.id === child.id)?.qty ?? 1) : fault === 'parent-qty-ignored' ? link.qty : link.qty * Number(item.qty);
      const line: Line = { item_id: ++next, sku: child.sku, qty, name: fault === 'line-named-as-parent' ? p.sku : child.sku, price: child.price, product_type: 'grouped', quote_id: cartId };
      lines.push(line);
      answered.push(line);
    }
    return ok({ ...answered[0], ...(options !== null ? { product_option: item.product_option } : {}) });
  };
  return (sent) => {
    const body = (sent.body ?? {}) as Record<string, Record<string, unknown>>;
    if (sent.method === 'POST' && sent.path === '/V1/products') {
      const p = body.product ?? {};
      const e = (p.extension_attributes ?? {}) as { stock_item?: { is_in_stock?: boolean } };
      if (fault === 'no-engine' && p.type_id === 'grouped') return refuse(400, 'The product was unable to be saved. Please try again.');
      const links = ((p.product_links as Array<{ linked_product_sku: string; extension_attributes: { qty: number } }> | undefined) ?? []).map((l) => ({ sku: l.linked_product_sku, qty: l.extension_attributes.qty }));
      const made: Product = { sku: String(p.sku), id: ++next, type: String(p.type_id), price: Number(p.price ?? 0), inStock: e.stock_item?.is_in_stock !== false, links };
      products.set(made.sku, made);
      return ok({ ...p, id: made.id });
    }
    if (sent.method === 'GET' && sent.path === '/V1/modules') return ok(['Magento_Catalog', 'Magento_GroupedProduct']);
    if (sent.method === 'POST' && sent.path === '/V1/carts/') return ok(7);
    if (sent.method === 'POST' && sent.path === '/V1/carts/7/items') return add('7', body.cartItem ?? {});
    if (sent.method === 'GET' && sent.path === '/V1/carts/7/items') return ok(carts.get('7'));
    if (sent.method === 'POST' && sent.path === '/V1/customers') return ok({ id: 31, email: body.customer?.email });
    if (sent.method === 'POST' && sent.path === '/V1/integration/customer/token') return ok('customer-token');
    if (sent.method === 'POST' && sent.path === '/V1/carts/mine') return ok(8);
    if (sent.method === 'POST' && sent.path === '/V1/carts/mine/items') return add('8', body.cartItem ?? {});
    if (sent.method === 'GET' && sent.path === '/V1/carts/mine/items') return ok(carts.get('8'));
    const removed = /^\/V1\/carts\/mine\/items\/(\d+)$/.exec(sent.path);
    if (sent.method === 'DELETE' && removed) {
      carts.set('8', (carts.get('8') ?? []).filter((l) => l.item_id !== Number(removed[1])));
      return ok(true);
    }
    const product = /^\/V1\/products\/([^/]+)$/.exec(sent.path);
    if (sent.method === 'GET' && product) return ok({ sku: decodeURIComponent(product[1] ?? ''), status: 2 });
    if (sent.method === 'PUT' || sent.method === 'DELETE') return ok(true);
    return ok({});
  };
}

const full = { writes: 'full' as const };
const recorded: LeftItem[] = [];
installLeftLedger({ left: (item) => recorded.push(item) });

scenarioCases(commerceGroupedCartItems, [
  {
    name: 'the grouped products added: the in-stock child alone, each child at the parent\'s qty, then at its own; an option without qty refused',
    fake: { target: full, answer: platform() },
    want: { outcome: 'pass', note: /^grouped (\S+)-gx \(children \1-a in stock, \1-c out of stock\) added with qty 1 to cart 7: its in-stock child's line alone; grouped \1-g \(children \1-a at 10, \1-b at 11\) added to customer 31's cart 8 with qty 7: each child at 7; those lines removed, added with grouped_options: the option answered, the children at 2 and 4; a grouped option without qty refused \("Please specify id and qty for grouped options\."\), the lines kept$/ },
    then: (fake) => {
      assert.ok(recorded.some((e) => e.kind === 'cart' && e.id === '7'), 'the admin\'s cart is recorded as left');
      assert.ok(recorded.some((e) => e.kind === 'cart' && e.id === '8'), 'the customer\'s cart is recorded as left');
      assert.ok(fake.sent.some((s) => s.method === 'DELETE' && s.path === '/V1/customers/31'), 'the customer is deleted');
      const deleted = fake.sent.filter((s) => s.method === 'DELETE' && s.path.startsWith('/V1/products/')).map((s) => decodeURIComponent(s.path.slice('/V1/products/'.length)));
      assert.equal(deleted.length, 5, 'the three children and two grouped products are deleted');
      for (const s of fake.sent.filter((c) => c.path.startsWith('/V1/carts/mine'))) assert.equal(s.token, 'customer-token', `${s.method} ${s.path} as the run's own customer`);
      const options = fake.sent.filter((s) => s.path === '/V1/carts/mine/items' && s.method === 'POST').map((s) => JSON.stringify((s.body as { cartItem: { product_option?: unknown } }).cartItem.product_option ?? null));
      assert.match(options[1] ?? '', /^\{"extension_attributes":\{"grouped_options":\[\{"id":\d+,"qty":2\},\{"id":\d+,"qty":4\}\]\}\}$/);
      assert.match(options[2] ?? '', /^\{"extension_attributes":\{"grouped_options":\[\{"id":\d+\}\]\}\}$/);
    },
  },
  {
    name: 'an out-of-stock child given a line fails on the admin cart\'s read',
    fake: { target: full, answer: platform('out-of-stock-child-added') },
    want: { outcome: 'fail', broken: /^GET \/V1\/carts\/:cartId\/items after the add of \S+-gx: the cart does not hold exactly the grouped product's lines expected$/, expected: /^\[\{"sku":"\S+-a","qty":1\}\]$/, actual: /^\[\{"sku":"\S+-a","qty":1\},\{"sku":"\S+-c","qty":1\}\]$/ },
  },
  {
    name: 'the parent\'s qty ignored fails on the add\'s answer',
    fake: { target: full, answer: platform('parent-qty-ignored') },
    want: { outcome: 'fail', broken: /^POST \/V1\/carts\/mine\/items of \S+-g with qty 7: the grouped product's cart line is not the child's as the platform answers it$/, expected: /"qty":7,/, actual: /"qty":1,/ },
  },
  {
    name: 'grouped_options ignored fails on the add\'s answer',
    fake: { target: full, answer: platform('options-ignored') },
    want: { outcome: 'fail', broken: /^POST \/V1\/carts\/mine\/items of \S+-g with grouped_options \S+-a 2, \S+-b 4: the grouped product's cart line is not the child's as the platform answers it$/, expected: /"qty":2,.*"product_option":\{"extension_attributes":\{"grouped_options"/, actual: /"qty":1,/ },
  },
  {
    name: 'a grouped option without qty taken fails',
    fake: { target: full, answer: platform('qty-unchecked') },
    want: { outcome: 'fail', broken: /^POST \/V1\/carts\/mine\/items: \S+-g with a grouped option without qty is not refused as the platform refuses it$/, expected: '400 "Please specify id and qty for grouped options."', actual: /^"?200 / },
  },
  {
    name: 'a refusal in other words fails',
    fake: { target: full, answer: platform('other-message') },
    want: { outcome: 'fail', broken: /is not refused as the platform refuses it$/, expected: '400 "Please specify id and qty for grouped options."', actual: /The grouped options are invalid/ },
  },
  {
    name: 'a line named as the grouped product fails on the first add',
    fake: { target: full, answer: platform('line-named-as-parent') },
    want: { outcome: 'fail', broken: /^POST \/V1\/carts\/:quoteId\/items of \S+-gx .*: the grouped product's cart line is not the child's as the platform answers it$/, expected: /"sku":"(\S+)-a","qty":1,"name":"\1-a","price":10,"product_type":"grouped","quote_id":"7"/, actual: /"name":"\S+-gx"/ },
  },
  {
    name: 'a grouped product refused where no search engine is enabled skips with that cause, the children deleted',
    fake: { target: full, answer: platform('no-engine') },
    want: { outcome: 'skip', reason: /enables no search engine.*a grouped product's cart lines are not judged here/ },
    then: (fake) => {
      assert.equal(fake.sent.filter((s) => s.method === 'DELETE' && s.path.startsWith('/V1/products/')).length, 3, 'the three children are deleted');
    },
  },
  { name: 'writes below full skip', fake: { target: { writes: 'allow' }, answer: platform() }, want: { outcome: 'skip', reason: /full/ } },
]);
