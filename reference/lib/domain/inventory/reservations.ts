// MSI's reservations of an order's items, as the real 2.4.7-p3 appends them to inventory_reservation: placing reserves
// the quantity ordered (-qty); a cancellation gives back what it cancels; every shipment saved appends +qty
// (shipment_created), through ShipOrder or the shipment repository alike; every credit memo saved appends what it
// takes back of the quantity neither shipped nor refunded nor cancelled (creditmemo_created: min(qty, ordered -
// cancelled - shipped - refunded)), through the refund routes or the credit memo repository alike. Neither repository
// moves the order's item quantities, and a unit refunded before it is shipped is compensated twice (the SKU's
// reservations stay at +1 for good: docs/real-platform.md, "Money of an order").
//
// salable.ts counts what an item holds from its quantities (heldByItem). Each document records the event MSI would
// append and, where the quantities' change does not show it, a compensation row that salable.ts adds.
// Imported by the sales documents (sales/shipments.ts, sales/creditmemos.ts): this file imports nothing of them.

import { asNumber } from '../context.ts';
import type { JsonObject } from '../json.ts';
import type { State } from '../state.ts';

const n = (value: unknown): number => asNumber(value, 0);

/** What an order item holds of its SKU, from its quantities: ordered - cancelled - shipped - refunded-not-shipped. A
 * virtual item ships nothing: its invoice is its shipment (MSI's VirtualSourceDeductionProcessor deducts the source
 * and appends invoice_created +qty when it is invoiced; the real Adobe Commerce 2.4.6-p1's invoiced gift card orders
 * left their SKUs' reservations at 0). */
export function heldByItem(item: JsonObject): number {
  const shipped = item.is_virtual === 1 ? Math.max(n(item.qty_shipped), n(item.qty_invoiced)) : n(item.qty_shipped);
  const refundedUnshipped = Math.max(0, n(item.qty_refunded) - shipped);
  return Math.max(0, n(item.qty_ordered) - n(item.qty_canceled) - shipped - refundedUnshipped);
}

/** What MSI's creditmemo_created gives back for `qty` of an item, read from its quantities before the memo. */
export function refundEventQty(item: JsonObject, qty: number): number {
  return Math.max(0, Math.min(qty, n(item.qty_ordered) - n(item.qty_canceled) - n(item.qty_shipped) - n(item.qty_refunded)));
}

/**
 * A document's event on one order item: `apply` moves the item's quantities (or nothing, for a repository's save);
 * whatever of `eventQty` that move does not show in heldByItem is kept as a compensation row.
 */
export function reservationEvent(state: State, item: JsonObject, event: 'shipment_created' | 'creditmemo_created', eventQty: number, apply: () => void = () => undefined): void {
  const before = heldByItem(item);
  apply();
  const shown = before - heldByItem(item);
  const quantity = Math.round((eventQty - shown) * 10000) / 10000;
  if (quantity !== 0) state.reservationCompensations.insert({ sku: String(item.sku), order_id: Number(item.order_id), quantity, event }, 'reservation_id');
}

/** Whether an order item's product keeps source items (MSI's IsSourceItemManagementAllowedForProductType): a
 * configurable's or a bundle's own item holds no stock and appends no reservation; its child's item does. */
export function managesStock(item: JsonObject): boolean {
  return item.product_type !== 'configurable' && item.product_type !== 'bundle';
}
