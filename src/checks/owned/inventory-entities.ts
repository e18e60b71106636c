// The run's own products as Multi-Source Inventory sees them (the /V1/inventory/... writes): a product of the run's own
// whose source item on the default source was removed, which bulk-product-source-assign adds back (the other MSI
// writes act on a plain product of the run's own: a REST product save gives it an item and a low-stock setting on the
// default source). A product, so the sweep removes it with its source items and low-stock settings by SKU
// (src/cleanup/inventory.ts).
// At COMMERCE_WRITES=full, a source of the run's own: no REST call deletes a source (SourceRepositoryInterface has no
// delete), so one made stays for good and is listed as left by design. It is disabled, named with the run's prefix and
// linked to no stock but the run's own (the sweep deletes those stocks, and the platform deletes their links with
// them: real 2.4.7-p3), so no sale, source selection or pickup of anyone else ever sees it. The stock-source link
// routes act on it and a stock of the run's own, the only pair a run can link (a link to the default source or the
// default stock is refused).
// A stock of the run's own with a sales channel of the run's own (channelled-stock): MSI stores a channel of any type
// (SalesChannelInterface names website only, and only a website channel is validated against the websites: the real
// 2.4.7-p3 and Adobe Commerce 2.4.6-p1 saved {type: RUN_CHANNEL_TYPE, code: <prefixed>}), so the stock has a channel
// no website, store or module sells through: the delete it refuses ("Stock has at least one sale channel") is judged
// without moving a website off the stock it sells from. A website channel would: the real platforms moved website
// second off the Default Stock for as long as another stock held it, and gave it back to the Default Stock (not to
// the stock it came from) when that stock let it go. The sweep lets the run's channel go before it deletes the stock
// (src/runtime/cleanup.ts).

import type { HttpExchange } from '../types.ts';
import { notMade, text, type Factory, type Ops } from './factory.ts';
import { DEFAULT_SET, DEFAULT_SOURCE, record } from './platform-references.ts';
import { productBody } from './catalog-entities.ts';

export type InventoryKind = 'sourceless-product' | 'stocked-product' | 'transfer-product' | 'run-source' | 'stock' | 'linked-stock' | 'channelled-stock';

/** The quantity the stocked product holds on the default source (the contract's source selection answers name it). */
export const STOCKED_QTY = 5;

/** The type of the run's own sales channels: no website, store or module of the platform sells through it. */
export const RUN_CHANNEL_TYPE = 'conformance';

type InventoryFactory = Factory<InventoryKind>;
type InventoryOps = Ops<InventoryKind>;

const post = (ops: InventoryOps, path: string, body: unknown): Promise<HttpExchange> => ops.call('admin', { method: 'POST', path, body });

async function product(ops: InventoryOps, name: string): Promise<string | { reason: string }> {
  const res = await post(ops, '/V1/products', productBody(name));
  if (res.status !== 200) return notMade('product', 'POST /V1/products', res);
  return text(record(res.json).sku) ?? { reason: 'POST /V1/products created the run\'s own product but its answer lacks its sku' };
}

export const INVENTORY_FACTORIES: Readonly<Record<InventoryKind, InventoryFactory>> = {
  'sourceless-product': {
    sweptAs: 'product',
    level: 'allow',
    reads: [DEFAULT_SET, DEFAULT_SOURCE],
    async make(ops, name) {
      const sku = await product(ops, name);
      if (typeof sku !== 'string') return sku;
      // A REST product save gives the product an item on the default source; removing it leaves one to assign.
      const removed = await post(ops, '/V1/inventory/source-items-delete', { sourceItems: [{ sku, source_code: 'default' }] });
      return removed.status === 200 ? { values: { sku } } : notMade('unassigned source item', 'POST /V1/inventory/source-items-delete', removed);
    },
  },
  // A disabled, invisible product with STOCKED_QTY in stock on the default source (a storefront never sells it): what
  // the source selection algorithm is asked to ship (contracts/inventory-source-selection.yaml, answers).
  'stocked-product': {
    sweptAs: 'product',
    level: 'allow',
    reads: [DEFAULT_SET, DEFAULT_SOURCE],
    async make(ops, name) {
      const res = await post(ops, '/V1/products', productBody(name, { extension_attributes: { stock_item: { qty: STOCKED_QTY, is_in_stock: true } } }));
      if (res.status !== 200) return notMade('product', 'POST /V1/products', res);
      const sku = text(record(res.json).sku);
      return sku === null ? { reason: 'POST /V1/products created the run\'s own product but its answer lacks its sku' } : { values: { sku } };
    },
  },
  // What bulk-partial-source-transfer moves (COMMERCE_WRITES=full): a disabled, invisible product with STOCKED_QTY on the
  // default source and an empty out-of-stock item (quantity 0) on the worker's own source, since the platform moves only
  // between two items a SKU has already ('Source item for <sku> and <source> does not exist', real 2.4.7-p3). Both items
  // are removed by SKU with the product (src/cleanup/inventory.ts); the source stays, as it does anyway.
  'transfer-product': {
    sweptAs: 'product',
    level: 'full',
    reads: [DEFAULT_SET, DEFAULT_SOURCE],
    async make(ops, name) {
      const source: Readonly<Record<string, string>> = await ops.own('run-source', 'shared');
      const sourceCode = source.code ?? null;
      if (sourceCode === null) return { reason: source.reason ?? 'the run\'s own source has no code' };
      const res = await post(ops, '/V1/products', productBody(name, { extension_attributes: { stock_item: { qty: STOCKED_QTY, is_in_stock: true } } }));
      if (res.status !== 200) return notMade('product', 'POST /V1/products', res);
      const sku = text(record(res.json).sku);
      if (sku === null) return { reason: 'POST /V1/products created the run\'s own product but its answer lacks its sku' };
      const assigned = await post(ops, '/V1/inventory/source-items', { sourceItems: [{ sku, source_code: sourceCode, quantity: 0, status: 0 }] });
      return assigned.status === 200 ? { values: { sku, sourceCode } } : notMade('source item on the run\'s own source', 'POST /V1/inventory/source-items', assigned);
    },
  },
  // Made once per worker (OwnedRoute.shared): every use only links to it or saves it again with its own values.
  'run-source': {
    sweptAs: 'source',
    level: 'full',
    reads: [],
    async make(ops, name) {
      const code = name;
      const res = await post(ops, '/V1/inventory/sources', { source: { source_code: code, name: `${name} source`, enabled: false, country_id: 'US', postcode: '00000' } });
      if (res.status !== 200) return notMade('source', 'POST /V1/inventory/sources', res);
      ops.leave({ kind: 'source', id: code });
      return { values: { code } };
    },
  },
  // An MSI stock without sales channels (one with a channel moves that website's sales to it). The platform answers
  // the new id alone. Only its own routes act on it: a PUT on an id no stock has creates one (real 2.4.7-p3). Full
  // level: the platform makes the stock's index table inventory_stock_<id> with it and keeps it, empty, once the stock
  // is deleted (both real editions, 2026-12-02): a trace no REST call removes, listed as left by design.
  stock: {
    sweptAs: 'stock',
    level: 'full',
    reads: [],
    async make(ops, name) {
      const made = await post(ops, '/V1/inventory/stocks', { stock: { name } });
      const stockId = text(made.json);
      if (made.status !== 200 || stockId === null) return notMade('stock', 'POST /V1/inventory/stocks', made);
      ops.leave({ kind: 'stock index table', id: stockId });
      return { values: { id: stockId } };
    },
  },
  // A stock of the run's own linked to the worker's source: what stock-source-links-delete removes.
  'linked-stock': {
    sweptAs: 'stock',
    level: 'full',
    reads: [],
    async make(ops, name) {
      const source: Readonly<Record<string, string>> = await ops.own('run-source', 'shared');
      const code = source.code ?? null;
      if (code === null) return { reason: source.reason ?? 'the run\'s own source has no code' };
      const made = await post(ops, '/V1/inventory/stocks', { stock: { name } });
      const stockId = text(made.json);
      if (made.status !== 200 || stockId === null) return notMade('stock', 'POST /V1/inventory/stocks', made);
      ops.leave({ kind: 'stock index table', id: stockId });
      const linked = await post(ops, '/V1/inventory/stock-source-links', { links: [{ stock_id: Number(stockId), source_code: code, priority: 1 }] });
      return linked.status === 200 ? { values: { stockId, sourceCode: code } } : notMade('stock-source link', 'POST /V1/inventory/stock-source-links', linked);
    },
  },
  // A stock of the run's own selling through a channel of the run's own (its code the stock's prefixed name).
  'channelled-stock': {
    sweptAs: 'stock',
    level: 'full',
    reads: [],
    async make(ops, name) {
      const made = await post(ops, '/V1/inventory/stocks', { stock: { name, extension_attributes: { sales_channels: [{ type: RUN_CHANNEL_TYPE, code: name }] } } });
      const stockId = text(made.json);
      if (made.status !== 200 || stockId === null) return notMade('stock with a sales channel of its own', 'POST /V1/inventory/stocks', made);
      ops.leave({ kind: 'stock index table', id: stockId });
      // The channel read back: a platform that dropped it would make the delete's refusal unjudgeable.
      const read = await ops.call('admin', { method: 'GET', path: `/V1/inventory/stocks/${stockId}` });
      const channels = record(record(read.json).extension_attributes).sales_channels;
      const kept = Array.isArray(channels) && channels.some((c) => record(c).type === RUN_CHANNEL_TYPE && record(c).code === name);
      return kept ? { values: { stockId, channel: name } } : { reason: `the run's own stock ${stockId} did not keep its sales channel (GET /V1/inventory/stocks/${stockId} answered ${read.status} ${JSON.stringify(read.json).slice(0, 200)})` };
    },
  },
};
