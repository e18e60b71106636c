// What an order's documents do to the sources (Magento_InventoryShipping, Magento_InventorySales' return processor),
// as the real 2.4.7-p3 showed it (docs/real-platform.md, "Stock of an order (issue 29)"): a shipment deducts what it
// ships from the default source; a refund of what was never shipped deducts it from the source too unless it is
// returned to stock (return_to_stock_items), so only a return gives the salable quantity back; a refund of what was
// shipped adds it back to the source only when it is returned. The reservations are not rows here (salable.ts derives
// them from the order items), so only the source quantity moves; the legacy stock item follows it (product-sync.ts).
// Imported by the sales documents (sales/shipments.ts, sales/creditmemos.ts): this file imports nothing of them.

import type { JsonObject } from '../json.ts';
import type { State } from '../state.ts';
import { DEFAULT_SOURCE } from './common.ts';
import { findSourceItem, setLegacyStock } from './product-sync.ts';
import { managesStock } from './reservations.ts';

/** The default source item of an order item's SKU moved by `delta` (nothing when the SKU has none there). */
function moveDefaultSource(state: State, item: JsonObject, delta: number): void {
  // A configurable's or a bundle's own item moves nothing: its child's item does (its sku may be the child's).
  if (delta === 0 || !managesStock(item)) return;
  const source = findSourceItem(state, String(item.sku), DEFAULT_SOURCE);
  if (source === undefined) return;
  const quantity = Math.round((Number(source.quantity ?? 0) + delta) * 10000) / 10000;
  source.quantity = quantity;
  setLegacyStock(state, String(item.sku), quantity, Number(source.status) === 1);
}

/** A shipment of `qty` of an order item: the source deduction. */
export function deductShipped(state: State, item: JsonObject, qty: number): void {
  moveDefaultSource(state, item, -qty);
}

/** A refund of `qty` of an order item, before its qty_refunded is counted: the part never shipped leaves the source
 * unless returned, the part shipped comes back to it only when returned. `ignoreReturn` (fault
 * return-to-stock-ignored): a return is treated as none. */
export function settleRefunded(state: State, item: JsonObject, qty: number, returned: boolean, ignoreReturn: boolean): void {
  const shipped = Number(item.qty_shipped ?? 0);
  const refundedBefore = Number(item.qty_refunded ?? 0);
  const unshippedBefore = Math.max(0, refundedBefore - shipped);
  const unshippedAfter = Math.max(0, refundedBefore + qty - shipped);
  const unshipped = unshippedAfter - unshippedBefore;
  const shippedPart = qty - unshipped;
  if (returned && !ignoreReturn) moveDefaultSource(state, item, shippedPart);
  else moveDefaultSource(state, item, -unshipped);
}
