// The Adobe Commerce edition's own services, one module per entity: returns (RMA, returns.ts; their items' attributes,
// return-attributes.ts), gift wrappings
// (gift-wrappings.ts), gift card products (gift-cards.ts) and accounts (gift-card-accounts.ts), store credit
// (customer-balance.ts), reward points (reward.ts), gift registries (gift-registry.ts); placement.ts is what they do
// when an order is placed. index.ts gathers their handlers and seeds the commerce data. (Their routes exist only on
// commerce profiles; on open-source profiles the core never calls these.)

import type { HandlerTable } from '../context.ts';
import { cartTotals, resolveCart } from '../quote/index.ts';
import type { State } from '../state.ts';
import { customerBalanceHandlers } from './customer-balance.ts';
import { giftCardAccountHandlers, seedGiftCardAccounts } from './gift-card-accounts.ts';
import { giftRegistryHandlers } from './gift-registry.ts';
import { giftWrappingHandlers, seedGiftWrappings } from './gift-wrappings.ts';
import { returnAttributeHandlers } from './return-attributes.ts';
import { returnHandlers, seedReturns } from './returns.ts';
import { rewardHandlers } from './reward.ts';

export const commerceHandlers: HandlerTable = {
  ...giftWrappingHandlers,
  ...returnHandlers,
  ...returnAttributeHandlers,
  ...giftCardAccountHandlers(resolveCart, (state, cart) => cartTotals(state, cart).grandTotalBeforeCards ?? 0),
  ...customerBalanceHandlers,
  ...rewardHandlers,
  ...giftRegistryHandlers,
};

/** The commerce seed: the installation's own wrapping (with its image), one return of the seeded order, the gift card
 * code pool and the installation's own gift card account (REFGIFT0001, 100: never written by the suite). */
export function seedCommerce(state: State, now: string): void {
  seedGiftWrappings(state);
  seedReturns(state, now);
  seedGiftCardAccounts(state, now);
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
