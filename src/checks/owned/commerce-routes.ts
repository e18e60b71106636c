// The commerce write routes bound to the run's own carts, orders and sales documents (COMMERCE_WRITES=full), as data
// in the shape of routes.ts, which spreads them into OWNED_ROUTES. Each route acts on an entity a factory of
// commerce-entities.ts makes just before (one set per call): a guest's cart by its masked id, the admin's by its id,
// the run's own customer's as "mine" (sent with its token), an order in the state the route needs. What a route's
// own call leaves (an order it places, a cart or a document it creates) is named in `leaves`, and recorded in the
// left-by-design ledger when the call succeeds.
//
// Not here, so never executed: the routes the contracts mark notExecutable (capture and void of an invoice paid
// offline, a credit memo's cancel, which the platform always refuses).

import { DEFAULT_STORE_VIEW } from './commerce-references.ts';
import { anyOwn, own, type OwnedRoute, type OwnedValue, type PlatformValue } from './route-binding.ts';

const MAIN_STORE: PlatformValue = { platform: { field: 'storeId', values: [1], names: 'the default store view', reads: [DEFAULT_STORE_VIEW] } };
const MAIN_STORE_ID: PlatformValue = { platform: { field: 'store_id', values: [1], names: 'the default store view', reads: [DEFAULT_STORE_VIEW] } };

const ORDER_LEFT = { kind: 'order', id: 'answer' } as const;
const SKU = own('salable-product', 'sku');

/** A guest's cart by its masked id. */
const guest = (kind: 'guest-cart' | 'guest-cart-item' | 'guest-ready-cart' | 'guest-coupon-cart'): OwnedRoute => ({ path: { cartId: own(kind, 'maskedId') } });
/** The admin's cart by its id. */
const admin = (kind: 'cart' | 'cart-item' | 'ready-cart' | 'coupon-cart', name = 'cartId'): OwnedRoute => ({ path: { [name]: own(kind, 'cartId') } });
/** The run's own customer's cart, sent with its token. */
const mine = (kind: 'own-cart' | 'own-ready-cart' | 'own-coupon-cart'): OwnedRoute => ({ path: {}, as: own(kind, 'token') });
const token = (kind: 'own-cart' | 'own-ready-cart' | 'own-coupon-cart'): OwnedValue => own(kind, 'token');
const order = (kind: 'order' | 'held-order', name = 'id'): OwnedRoute => ({ path: { [name]: own(kind, 'orderId') } });

export const COMMERCE_ROUTES: Readonly<Record<string, OwnedRoute>> = {
  // --- carts -----------------------------------------------------------------------------------------------------
  'POST /V1/guest-carts': { path: {}, level: 'full', leaves: { kind: 'cart', id: 'answer', masked: true } },
  'POST /V1/carts/': { path: {}, level: 'full', leaves: { kind: 'cart', id: 'answer' } },
  // The body names the worker's other customer of the run's own, which the token's customer overrides (shared: its
  // values are not the read-back's owned.<value>, the signed-in customer's are).
  'POST /V1/carts/mine': { path: {}, body: { customerId: anyOwn('customer', 'id') }, as: own('own-customer', 'token'), level: 'full', leaves: { kind: 'cart', id: 'answer' } },
  'POST /V1/customers/:customerId/carts': { path: { customerId: own('customer', 'id') }, level: 'full', leaves: { kind: 'cart', id: 'answer' } },
  // A cart with an item assigned to a customer whose own active cart holds the same item: the platform merges the two
  // (QuoteManagement::assignCustomer), which the read-back sees as one line of quantity 2.
  'PUT /V1/carts/:cartId': { path: { cartId: own('cart-item', 'cartId') }, body: { customerId: own('customer-cart', 'customerId'), storeId: MAIN_STORE } },
  'PUT /V1/guest-carts/:cartId': { path: { cartId: own('guest-cart-item', 'maskedId') }, body: { customerId: own('own-cart', 'customerId'), storeId: MAIN_STORE }, as: own('own-cart', 'token') },
  'PUT /V1/carts/mine': { path: {}, as: token('own-cart'), body: { 'quote.id': own('own-cart', 'cartId'), 'quote.customer.id': own('own-cart', 'customerId'), 'quote.customer.email': own('own-cart', 'email'), 'quote.store_id': MAIN_STORE_ID } },
  // --- items -----------------------------------------------------------------------------------------------------
  'POST /V1/carts/:quoteId/items': { path: { quoteId: own('cart', 'cartId') }, body: { 'cartItem.sku': SKU, 'cartItem.quote_id': own('cart', 'cartId') } },
  'PUT /V1/carts/:cartId/items/:itemId': { path: { cartId: own('cart-item', 'cartId'), itemId: own('cart-item', 'itemId') }, body: { 'cartItem.sku': own('cart-item', 'sku'), 'cartItem.quote_id': own('cart-item', 'cartId') } },
  'DELETE /V1/carts/:cartId/items/:itemId': { path: { cartId: own('cart-item', 'cartId'), itemId: own('cart-item', 'itemId') } },
  'POST /V1/guest-carts/:cartId/items': { path: { cartId: own('guest-cart', 'maskedId') }, body: { 'cartItem.sku': SKU, 'cartItem.quote_id': own('guest-cart', 'maskedId') } },
  'PUT /V1/guest-carts/:cartId/items/:itemId': { path: { cartId: own('guest-cart-item', 'maskedId'), itemId: own('guest-cart-item', 'itemId') }, body: { 'cartItem.sku': own('guest-cart-item', 'sku'), 'cartItem.quote_id': own('guest-cart-item', 'maskedId') } },
  'DELETE /V1/guest-carts/:cartId/items/:itemId': { path: { cartId: own('guest-cart-item', 'maskedId'), itemId: own('guest-cart-item', 'itemId') } },
  'POST /V1/carts/mine/items': { path: {}, as: token('own-cart'), body: { 'cartItem.sku': SKU, 'cartItem.quote_id': own('own-cart', 'cartId') } },
  'PUT /V1/carts/mine/items/:itemId': { path: { itemId: own('own-cart', 'itemId') }, as: token('own-cart'), body: { 'cartItem.sku': own('own-cart', 'sku'), 'cartItem.quote_id': own('own-cart', 'cartId') } },
  'DELETE /V1/carts/mine/items/:itemId': { path: { itemId: own('own-cart', 'itemId') }, as: token('own-cart') },
  // --- addresses, shipping and payment ---------------------------------------------------------------------------
  'POST /V1/carts/:cartId/billing-address': admin('cart-item'),
  'POST /V1/guest-carts/:cartId/billing-address': guest('guest-cart-item'),
  // A signed-in customer's cart addresses take the account's e-mail whatever was sent (real 2.4.7-p3, docs/real-platform.md,
  // Whole entities): the body sends that e-mail, so the read shows every field as sent.
  'POST /V1/carts/mine/billing-address': { ...mine('own-cart'), body: { 'address.email': own('own-cart', 'email') } },
  'POST /V1/carts/:cartId/estimate-shipping-methods': admin('cart-item'),
  'POST /V1/guest-carts/:cartId/estimate-shipping-methods': guest('guest-cart-item'),
  'POST /V1/carts/mine/estimate-shipping-methods': mine('own-cart'),
  'POST /V1/carts/:cartId/estimate-shipping-methods-by-address-id': { path: { cartId: own('customer-cart', 'cartId') }, body: { addressId: own('customer-cart', 'addressId') } },
  'POST /V1/carts/mine/estimate-shipping-methods-by-address-id': { path: {}, as: token('own-cart'), body: { addressId: own('own-cart', 'addressId') } },
  'POST /V1/carts/:cartId/shipping-information': admin('cart-item'),
  'POST /V1/guest-carts/:cartId/shipping-information': guest('guest-cart-item'),
  'POST /V1/carts/mine/shipping-information': { ...mine('own-cart'), body: { 'addressInformation.shipping_address.email': own('own-cart', 'email'), 'addressInformation.billing_address.email': own('own-cart', 'email') } },
  'POST /V1/carts/:cartId/totals-information': admin('cart-item'),
  'POST /V1/guest-carts/:cartId/totals-information': guest('guest-cart-item'),
  'POST /V1/carts/mine/totals-information': mine('own-cart'),
  // Payment needs the shipping address of a cart that ships (the platform: "The shipping address is missing").
  'PUT /V1/carts/:cartId/selected-payment-method': admin('ready-cart'),
  'PUT /V1/guest-carts/:cartId/selected-payment-method': guest('guest-ready-cart'),
  'PUT /V1/carts/mine/selected-payment-method': mine('own-ready-cart'),
  'POST /V1/guest-carts/:cartId/set-payment-information': guest('guest-ready-cart'),
  'POST /V1/carts/mine/set-payment-information': mine('own-ready-cart'),
  'PUT /V1/guest-carts/:cartId/collect-totals': guest('guest-ready-cart'),
  'PUT /V1/carts/mine/collect-totals': mine('own-ready-cart'),
  // --- coupons of the run's own sales rule ------------------------------------------------------------------------
  'PUT /V1/carts/:cartId/coupons/:couponCode': { path: { cartId: own('cart-item', 'cartId'), couponCode: own('coupon', 'code') } },
  'PUT /V1/guest-carts/:cartId/coupons/:couponCode': { path: { cartId: own('guest-cart-item', 'maskedId'), couponCode: own('coupon', 'code') } },
  'PUT /V1/carts/mine/coupons/:couponCode': { path: { couponCode: own('coupon', 'code') }, as: token('own-cart') },
  'DELETE /V1/carts/:cartId/coupons': admin('coupon-cart'),
  'DELETE /V1/guest-carts/:cartId/coupons': guest('guest-coupon-cart'),
  'DELETE /V1/carts/mine/coupons': mine('own-coupon-cart'),
  // --- gift messages (an item's: the run's product allows them; the cart's need the store's configuration) --------
  'POST /V1/carts/:cartId/gift-message': admin('cart-item'),
  'POST /V1/carts/:cartId/gift-message/:itemId': { path: { cartId: own('cart-item', 'cartId'), itemId: own('cart-item', 'itemId') } },
  'POST /V1/guest-carts/:cartId/gift-message': guest('guest-cart-item'),
  'POST /V1/guest-carts/:cartId/gift-message/:itemId': { path: { cartId: own('guest-cart-item', 'maskedId'), itemId: own('guest-cart-item', 'itemId') } },
  'POST /V1/carts/mine/gift-message': mine('own-cart'),
  'POST /V1/carts/mine/gift-message/:itemId': { path: { itemId: own('own-cart', 'itemId') }, as: token('own-cart') },
  // --- placing the order (check / money order, flat rate) --------------------------------------------------------
  'PUT /V1/guest-carts/:cartId/order': { ...guest('guest-ready-cart'), leaves: ORDER_LEFT },
  'PUT /V1/carts/:cartId/order': { ...admin('ready-cart'), leaves: ORDER_LEFT },
  'PUT /V1/carts/mine/order': { ...mine('own-ready-cart'), leaves: ORDER_LEFT },
  'POST /V1/guest-carts/:cartId/payment-information': { ...guest('guest-ready-cart'), leaves: ORDER_LEFT },
  'POST /V1/carts/mine/payment-information': { ...mine('own-ready-cart'), body: { 'billingAddress.email': own('own-ready-cart', 'accountEmail') }, leaves: ORDER_LEFT },
  // --- orders ------------------------------------------------------------------------------------------------------
  'POST /V1/orders/:id/cancel': order('order'),
  'POST /V1/orders/:id/emails': order('order'),
  'POST /V1/orders/:id/hold': order('order'),
  'POST /V1/orders/:id/unhold': order('held-order'),
  'POST /V1/orders/:id/comments': { ...order('order'), body: { 'statusHistory.parent_id': own('order', 'orderId') } },
  // The repository's save of an existing order (entity_id): the fields sent, nothing else, are written.
  'PUT /V1/orders/create': { path: {}, body: { 'entity.entity_id': own('order', 'orderId') } },
  'POST /V1/orders': { path: {}, body: { 'entity.entity_id': own('order', 'orderId') } },
  'PUT /V1/orders/:parent_id': { path: { parent_id: own('order', 'orderId') }, body: { 'entity.entity_id': own('order', 'billingAddressId'), 'entity.parent_id': own('order', 'orderId') } },
  // Invoicing a shipped order completes it (its stock reservation is balanced by the shipment).
  'POST /V1/order/:orderId/invoice': { path: { orderId: own('shipped-order', 'orderId') }, leaves: { kind: 'invoice', id: 'answer' } },
  'POST /V1/order/:orderId/ship': { ...order('order', 'orderId'), leaves: { kind: 'shipment', id: 'answer' } },
  'POST /V1/order/:orderId/refund': { path: { orderId: own('complete-order', 'orderId') }, leaves: { kind: 'creditmemo', id: 'answer' } },
  // --- invoices ----------------------------------------------------------------------------------------------------
  // The repository's save writes the document as given, without the order's bookkeeping: the order stays new.
  'POST /V1/invoices/': { path: {}, body: { 'entity.order_id': own('order', 'orderId'), 'entity.items[0].order_item_id': own('order', 'itemId'), 'entity.items[0].sku': own('order', 'sku') }, leaves: { kind: 'invoice', id: 'answer.entity_id' } },
  'POST /V1/invoices/:id/emails': { path: { id: own('complete-order', 'invoiceId') } },
  'POST /V1/invoices/comments': { path: {}, body: { 'entity.parent_id': own('complete-order', 'invoiceId') } },
  // Check / money order refunds no invoice; Zero Subtotal Checkout does (commerce-entities.ts, zero-total-order).
  'POST /V1/invoice/:invoiceId/refund': { path: { invoiceId: own('zero-total-order', 'invoiceId') }, leaves: { kind: 'creditmemo', id: 'answer' } },
  // --- shipments ---------------------------------------------------------------------------------------------------
  // A raw shipment's items append a stock reservation (+qty) without shipping anything: only an invoiced order that
  // is never shipped lacks exactly that.
  'POST /V1/shipment/': { path: {}, body: { 'entity.order_id': own('invoiced-order', 'orderId'), 'entity.items[0].order_item_id': own('invoiced-order', 'itemId') }, leaves: { kind: 'shipment', id: 'answer.entity_id' } },
  'POST /V1/shipment/:id/emails': { path: { id: own('shipped-order', 'shipmentId') } },
  'POST /V1/shipment/:id/comments': { path: { id: own('shipped-order', 'shipmentId') }, body: { 'entity.parent_id': own('shipped-order', 'shipmentId') } },
  'POST /V1/shipment/track': { path: {}, body: { 'entity.order_id': own('shipped-order', 'orderId'), 'entity.parent_id': own('shipped-order', 'shipmentId') } },
  'DELETE /V1/shipment/track/:id': { path: { id: own('shipped-order', 'trackId') } },
  // --- credit memos ------------------------------------------------------------------------------------------------
  // As the raw shipment: a raw credit memo's items append +qty, which only an invoiced, never shipped order lacks.
  'POST /V1/creditmemo': { path: {}, body: { 'entity.order_id': own('invoiced-order', 'orderId'), 'entity.items[0].order_item_id': own('invoiced-order', 'itemId') }, leaves: { kind: 'creditmemo', id: 'answer.entity_id' } },
  'POST /V1/creditmemo/refund': { path: {}, body: { 'creditmemo.order_id': own('complete-order', 'orderId'), 'creditmemo.items[0].order_item_id': own('complete-order', 'itemId') }, leaves: { kind: 'creditmemo', id: 'answer.entity_id' } },
  'POST /V1/creditmemo/:id/emails': { path: { id: own('refunded-order', 'creditmemoId') } },
  'POST /V1/creditmemo/:id/comments': { path: { id: own('refunded-order', 'creditmemoId') }, body: { 'entity.parent_id': own('refunded-order', 'creditmemoId') } },
};
