// The Adobe Commerce edition's own services, one module per entity: returns (RMA, returns.ts), gift wrappings
// (gift-wrappings.ts); index.ts gathers their handlers and seeds the commerce data. (Their routes exist only on
// commerce profiles; on open-source profiles the core never calls these.)

import type { HandlerTable } from '../context.ts';
import type { State } from '../state.ts';
import { giftWrappingHandlers, seedGiftWrappings } from './gift-wrappings.ts';
import { returnHandlers, seedReturns } from './returns.ts';

export const commerceHandlers: HandlerTable = { ...giftWrappingHandlers, ...returnHandlers };

/** The commerce seed: the installation's own wrapping, one return of the seeded order. */
export function seedCommerce(state: State, now: string): void {
  seedGiftWrappings(state);
  seedReturns(state, now);
}

/**
 * Unset values, as a real Adobe Commerce 2.4.6-p1 held them and as the platform renders them: its output processor
 * leaves a null out of an object's answer (for a getter whose return type is nullable), so a property the published
 * schema marks required is absent, and a null scalar result answers []. Order 1 has no status (GET /V1/orders/:id and
 * GET /V1/orders lack it, GET /V1/orders/:id/statuses answers []; the real 2.4.7-p3 answers the same once
 * sales_order.status is NULL), and coupon REF10 no created_at. Commerce profiles only: the open-source profiles keep
 * the real 2.4.7 corpus's values.
 */
export function seedUnsetValues(state: State): void {
  const order = state.orders.get(1);
  const coupon = state.coupons.all().find((row) => row.code === 'REF10');
  if (order === undefined || coupon === undefined) throw new Error('Seed: the unset values need order 1 and coupon REF10');
  delete order.status;
  delete coupon.created_at;
}
