// PHP Errors (TypeError, "Call to a member function ... on null"), not Exceptions, that the platform's own code
// hits for some inputs. Nothing in the web API or the queue consumer catches an Error: the async.operations.all
// consumer process dies on such a message (see ../async/consumer.ts). Each rule names the platform code that fails.

import { isAtLeast } from '../release.ts';
import type { Profile } from '../types.ts';
import type { ServiceCall } from './api.ts';
import { isObject } from './json.ts';
import type { State } from './state.ts';

type FatalRule = (call: ServiceCall, state: State, profile: Profile) => string | null;

const FATAL_RULES: Readonly<Record<string, FatalRule>> = {
  // GuestBillingAddressManagement::assign passes the masked id's quote id on; for an unknown masked id that is null,
  // and Magento_InventoryInStorePickupQuote's plugin (MSI in-store pickup, shipped with 2.4.0) declares `int $cartId`.
  'Magento\\Quote\\Api\\GuestBillingAddressManagementInterface::assign': (call, state, profile) => {
    if (!isAtLeast(profile.release, '2.4.0')) return null;
    const masked = call.params.cartId;
    if (masked !== undefined && state.maskedCarts.has(masked)) return null;
    return 'TypeError: Magento\\InventoryInStorePickupQuote\\Plugin\\Quote\\DoNotUseBillingAddressForShipping::beforeAssign(): Argument #2 ($cartId) must be of type int, null given';
  },
  // InvoiceRepository::save of an invoice whose order_id names no order: the invoice's order is null when saved.
  'Magento\\Sales\\Api\\InvoiceRepositoryInterface::save': (call, state) => {
    const entity = isObject(call.body) ? call.body.entity : undefined;
    const orderId = isObject(entity) ? entity.order_id : undefined;
    const id = typeof orderId === 'number' ? orderId : typeof orderId === 'string' && /^\d+$/.test(orderId) ? Number(orderId) : null;
    if (id !== null && state.orders.get(id) !== undefined) return null;
    return 'Error: Call to a member function getId() on null';
  },
};

/** The PHP Error running this call raises on the platform, or null when it raises none. */
export function platformFatal(call: ServiceCall, state: State, profile: Profile): string | null {
  const rule = FATAL_RULES[`${call.route.serviceClass.replace(/^\\/, '')}::${call.route.serviceMethod}`];
  return rule === undefined ? null : rule(call, state, profile);
}
