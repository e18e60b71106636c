// commerce.bundle-stock on a small fake catalogue: a bundle whose stock status follows its child passes; a status that
// ignores the children fails at the first read that shows it; a removal answered 500 that leaves the child passes
// without judging the stock after it, one that removes the child is judged; writes denied skip.
import assert from 'node:assert/strict';
import { scenarioCases, type ScenarioSent } from '../testing/fake-scenario.ts';
import type { Canned } from '../testing/fake-context.ts';
import { commerceBundleStock } from './bundle-stock.ts';

type Fault = 'ignores-children' | 'removal-500-kept' | 'removal-500-removed' | null;

/** Products with a status and a default source item, bundles with one option's children, as the real platforms keep them. */
function catalogue(fault: Fault = null): (sent: ScenarioSent) => Canned {
  const products = new Map<string, { type: string; enabled: boolean; inStock: boolean; children: string[] }>();
  const ok = (json: unknown): Canned => ({ status: 200, json });
  return (sent) => {
    const body = (sent.body ?? {}) as Record<string, Record<string, unknown>>;
    if (sent.method === 'POST' && sent.path === '/V1/products') {
      const p = body.product ?? {};
      const stock = ((p.extension_attributes as Record<string, unknown> | undefined)?.stock_item ?? {}) as Record<string, unknown>;
      products.set(String(p.sku), { type: String(p.type_id), enabled: p.status === 1, inStock: stock.is_in_stock === true, children: [] });
      return ok({ ...p, id: products.size });
    }
    if (sent.method === 'GET' && sent.path.startsWith('/V1/inventory/stock-resolver/')) return ok({ stock_id: 1, name: 'Default Stock', extension_attributes: { sales_channels: [{ type: 'website', code: 'base' }] } });
    if (sent.method === 'POST' && sent.path === '/V1/bundle-products/options/add') {
      const option = body.option ?? {};
      const bundle = products.get(String(option.sku));
      bundle?.children.push(...((option.product_links as Array<{ sku: string }> | undefined) ?? []).map((l) => l.sku));
      return ok('7');
    }
    if (sent.method === 'POST' && sent.path === '/V1/inventory/source-items') {
      for (const item of (sent.body as { sourceItems: Array<{ sku: string; status: number }> }).sourceItems) {
        const p = products.get(item.sku);
        if (p) p.inStock = item.status === 1;
      }
      return ok([]);
    }
    const removal = /^\/V1\/bundle-products\/([^/]+)\/options\/\d+\/children\/([^/]+)$/.exec(sent.path);
    if (sent.method === 'DELETE' && removal) {
      const bundle = products.get(decodeURIComponent(removal[1] ?? ''));
      if (fault !== 'removal-500-kept' && bundle) bundle.children = bundle.children.filter((c) => c !== decodeURIComponent(removal[2] ?? ''));
      return fault === 'removal-500-kept' || fault === 'removal-500-removed' ? { status: 500, json: { message: 'Internal Error. Details are available in Magento log file. Report ID: webapi-0' } } : ok(true);
    }
    const children = /^\/V1\/bundle-products\/([^/]+)\/children$/.exec(sent.path);
    if (sent.method === 'GET' && children) return ok((products.get(decodeURIComponent(children[1] ?? ''))?.children ?? []).map((sku) => ({ sku })));
    const status = /^\/V1\/stockStatuses\/([^/]+)$/.exec(sent.path);
    if (sent.method === 'GET' && status) {
      const p = products.get(decodeURIComponent(status[1] ?? ''));
      const inStock = p === undefined ? false : p.type !== 'bundle' || fault === 'ignores-children' ? p.inStock : p.enabled && p.children.some((c) => products.get(c)?.enabled === true && products.get(c)?.inStock === true);
      return ok({ product_id: 1, stock_id: 1, qty: 0, stock_status: inStock ? 1 : 0, stock_item: {} });
    }
    if (sent.method === 'PUT' || sent.method === 'DELETE') return ok(true);
    return ok({});
  };
}

const allow = { writes: 'allow' as const };

scenarioCases(commerceBundleStock, [
  {
    name: 'the status follows the child: 0, 1, 0, 1, 0; both products retired',
    fake: { target: allow, answer: catalogue() },
    want: { outcome: 'pass', note: /^bundle \S+ \(child \S+\): without options 0, with the child in stock 1, the child out of stock 0, back in stock 1, the child removed 0$/ },
    then: (fake) => {
      const made = fake.sent.filter((s) => s.method === 'POST' && s.path === '/V1/products').map((s) => (s.body as { product: { status: number; visibility: number } }).product);
      assert.ok(made.length === 2 && made.every((p) => p.status === 1 && p.visibility === 1), 'enabled for the stock index, not visible individually');
      const retired = fake.sent.filter((s) => s.method === 'PUT' && s.storeCode === 'all' && /^\/V1\/products\//.test(s.path)).map((s) => (s.body as { product: { status: number } }).product.status);
      assert.deepEqual(retired, [2, 2], 'the bundle and the child are disabled (under all) before they are deleted');
    },
  },
  {
    name: 'a status that ignores the children fails without options',
    fake: { target: allow, answer: catalogue('ignores-children') },
    want: { outcome: 'fail', broken: /^the bundle \S+ does not read out of stock without options$/, expected: 'stock_status 0', actual: '1' },
  },
  {
    name: 'a removal answered 500 that leaves the child: the stock after it is not judged',
    fake: { target: allow, answer: catalogue('removal-500-kept') },
    want: { outcome: 'pass', note: /back in stock 1; the removal of the child answered 500 .* and left it in the option, so the stock after a removal is not judged/ },
  },
  {
    name: 'a removal answered 500 that removes the child: judged, and said',
    fake: { target: allow, answer: catalogue('removal-500-removed') },
    want: { outcome: 'pass', note: /the child removed 0 \(the removal answered 500 and removed it: write\.response-valid judges that answer\)$/ },
  },
  { name: 'writes denied skip', fake: { target: { writes: 'deny' }, answer: catalogue() }, want: { outcome: 'skip', reason: /writes are denied/ } },
]);
