// The Quote, Checkout and GiftMessage services of the reference, one module per entity: carts and their items
// (carts.ts), totals and coupons (totals.ts), checkout and placing the order (checkout.ts), gift messages
// (gift-messages.ts).

import type { HandlerTable } from '../context.ts';
import { cartHandlers } from './carts.ts';
import { checkoutHandlers } from './checkout.ts';
import { giftMessageHandlers } from './gift-messages.ts';
import { totalsHandlers } from './totals.ts';

export { activeCartOf, addItem, createCart, maskedIdFor, resolveCart, serializeCart } from './carts.ts';
export { FLAT_RATE_PER_ITEM } from './rates.ts';
export { cartTotals } from './totals.ts';

export const quoteHandlers: HandlerTable = { ...cartHandlers, ...totalsHandlers, ...checkoutHandlers, ...giftMessageHandlers };
