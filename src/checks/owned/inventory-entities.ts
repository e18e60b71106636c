// The run's own products as Multi-Source Inventory sees them (the /V1/inventory/... writes): a product of the run's own
// whose source item on the default source was removed, which bulk-product-source-assign adds back (the other MSI
// writes act on a plain product of the run's own: a REST product save gives it an item and a low-stock setting on the
// default source). A product, so the sweep removes it with its source items and low-stock settings by SKU
// (src/cleanup/inventory.ts).
// Sources themselves are never made: no REST call deletes one.

import type { HttpExchange } from '../types.ts';
import { notMade, text, type Factory, type Ops } from './factory.ts';
import { DEFAULT_SET, DEFAULT_SOURCE, record } from './platform-references.ts';
import { productBody } from './catalog-entities.ts';

export type InventoryKind = 'sourceless-product';

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
};
