// In-store pickup (MSI's Magento_InventoryInStorePickupSales, bundled with the platform from 2.4.0): telling customers
// their orders are ready, POST /V1/order/notify-orders-are-ready-for-pickup. The reference has no sources or pickup
// locations, so every order is one without a pickup location, which the platform's check lets through: an order
// that can be shipped is "ready" (IsOrderReadyForPickup: canShip, and IsFulfillable, true without a pickup location),
// so it is shipped whole, its customer e-mailed and a comment added; an order that cannot be shipped fails.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, bodyValue } from '../context.ts';
import { requiredField } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import type { State } from '../state.ts';
import { addComment, itemsOfOrder, requireOrder, statusField } from './common.ts';
import { shipOrder } from './shipments.ts';

const NOT_READY = 'The order is not ready for pickup';

/** Order::canShip: not cancelled or on hold, and an item with a quantity still to ship. */
function canShip(state: State, order: JsonObject): boolean {
  if (order.state === 'canceled' || order.state === 'holded') return false;
  return itemsOfOrder(state, Number(order.entity_id)).some((item) => asNumber(item.qty_ordered, 0) - asNumber(item.qty_shipped, 0) - asNumber(item.qty_canceled, 0) - asNumber(item.qty_refunded, 0) > 0);
}

/** One order: null when notified, else why not. An id no order has throws the repository's 404 (the platform loads the
 * order outside its try, so the whole call ends there). */
function notify(ctx: Ctx, orderId: number): string | null {
  const order = requireOrder(ctx.state, orderId);
  if (!canShip(ctx.state, order)) return NOT_READY;
  shipOrder(ctx, order, [], []);
  addComment(ctx, ctx.state.orderComments, orderId, `Order notified for pickup at: ${ctx.now()}`, { ...statusField(order), is_customer_notified: 1 });
  return null;
}

export const pickupHandlers: HandlerTable = {
  ['Magento\\InventoryInStorePickupSalesApi\\Api\\NotifyOrdersAreReadyForPickupInterface::execute']: (ctx) => {
    const ids = bodyValue(ctx, 'orderIds');
    if (!Array.isArray(ids)) throw requiredField('orderIds');
    const errors: string[] = [];
    for (const id of ids) {
      const failed = notify(ctx, asNumber(id, 0));
      if (failed !== null) errors.push(failed);
    }
    // ResultInterface: successful when nothing failed; the failures as the published string items.
    return { successful: errors.length === 0, errors };
  },
};
