// Adobe Commerce's own write routes bound to the run's own entities (COMMERCE_WRITES=full), in the shape of routes.ts,
// which spreads them into OWNED_ROUTES: gift cards on the run's carts, returns (RMA) of its orders, gift registry
// estimates, gift wrappings, store credit and reward points on its customer's cart. Each acts on an entity a factory
// of edition-entities.ts or commerce-entities.ts makes just before. What each route does on the real Adobe Commerce
// 2.4.6-p1, and why it is bound as it is, is in docs/real-platform.md ("Adobe Commerce's own writes").
//
// None is queued by the per-route checks: they act on carts and orders, which no REST call removes; and the queued
// comment of a return stops the consumer (its interface names the argument $data, its implementation $comment: PHP 8
// refuses the named argument, "Unknown named parameter $data", and the operation stays open for good).

import { DEFAULT_STORE_VIEW } from './commerce-references.ts';
import { anyOwn, own, type OwnedRoute, type PlatformValue } from './route-binding.ts';

const MAIN_STORE_ID: PlatformValue = { platform: { field: 'store_id', values: [1], names: 'the default store view', reads: [DEFAULT_STORE_VIEW] } };
/** The worker's gift card account (the run bought and invoiced it): applying a code spends nothing, so one serves
 * every cart a gift card route applies it to. */
const CODE = anyOwn('giftcard-account', 'code');
const RMA = own('rma', 'rmaId');

const COMMENT_NOT_QUEUED = 'queued, the comment stops the 2.4.6-p1 consumer: CommentManagementInterface::addComment names its argument $data, the implementation $comment, and PHP 8 refuses the named argument ("Unknown named parameter $data"), leaving the operation open for good';

export const EDITION_ROUTES: Readonly<Record<string, OwnedRoute>> = {
  // --- gift card accounts on the run's carts (the code of its own account) ----------------------------------------
  'POST /V1/carts/guest-carts/:cartId/giftCards': { path: { cartId: own('guest-cart-item', 'maskedId') }, body: { 'giftCardAccountData.gift_cards[0]': CODE } },
  'PUT /V1/carts/:cartId/giftCards': { path: { cartId: own('cart-item', 'cartId') }, body: { 'giftCardAccountData.gift_cards[0]': CODE } },
  'POST /V1/carts/mine/giftCards': { path: {}, as: own('own-cart', 'token'), body: { 'giftCardAccountData.gift_cards[0]': CODE } },
  'DELETE /V1/carts/guest-carts/:cartId/giftCards/:giftCardCode': { path: { cartId: own('giftcard-guest-cart', 'maskedId'), giftCardCode: own('giftcard-guest-cart', 'code') } },
  'DELETE /V1/carts/:cartId/giftCards/:giftCardCode': { path: { cartId: own('giftcard-cart', 'cartId'), giftCardCode: own('giftcard-cart', 'code') } },
  'DELETE /V1/carts/mine/giftCards/:giftCardCode': { path: { giftCardCode: own('giftcard-own-cart', 'code') }, as: own('giftcard-own-cart', 'token') },
  // --- store credit and reward points on the run's customer's cart -------------------------------------------------
  'POST /V1/carts/mine/balance/apply': { path: {}, as: own('own-cart', 'token') },
  'POST /V1/reward/mine/use-reward': { path: {}, as: own('own-cart', 'token') },
  // --- gift registry estimates: the run's registry item, its customer's cart or a guest cart of the run's ----------
  'POST /V1/giftregistry/mine/estimate-shipping-methods': { path: {}, as: own('own-cart', 'token'), body: { registryId: anyOwn('registry-item', 'itemId') } },
  'POST /V1/guest-giftregistry/:cartId/estimate-shipping-methods': { path: { cartId: own('guest-cart-item', 'maskedId') }, body: { registryId: anyOwn('registry-item', 'itemId') } },
  // --- returns (RMA) of the run's own orders ------------------------------------------------------------------------
  'POST /V1/returns': { path: {}, body: { 'rmaDataObject.order_id': own('complete-order', 'orderId'), 'rmaDataObject.order_increment_id': own('complete-order', 'incrementId'), 'rmaDataObject.store_id': MAIN_STORE_ID, 'rmaDataObject.items[0].order_item_id': own('complete-order', 'itemId') }, leaves: { kind: 'return', id: 'answer.entity_id' } },
  // The service takes the return from the body (rmaDataObject.entity_id): the URL's :id is not one of its arguments,
  // and a body without the id makes a new return (real 2.4.6-p1). Both name the run's own return.
  'PUT /V1/returns/:id': {
    path: { id: RMA },
    body: { 'rmaDataObject.entity_id': RMA, 'rmaDataObject.increment_id': own('rma', 'incrementId'), 'rmaDataObject.order_id': own('rma', 'orderId'), 'rmaDataObject.order_increment_id': own('rma', 'orderIncrementId'), 'rmaDataObject.store_id': MAIN_STORE_ID, 'rmaDataObject.items[0].entity_id': own('rma', 'itemId'), 'rmaDataObject.items[0].order_item_id': own('rma', 'orderItemId') },
  },
  // The comment names its return in the body (data.rma_entity_id); the URL's :id is not an argument either.
  'POST /V1/returns/:id/comments': { path: { id: RMA }, body: { 'data.rma_entity_id': RMA }, notQueued: COMMENT_NOT_QUEUED },
  'POST /V1/returns/:id/tracking-numbers': { path: { id: RMA } },
  'DELETE /V1/returns/:id/tracking-numbers/:trackId': { path: { id: own('rma-track', 'rmaId'), trackId: own('rma-track', 'trackId') } },
  // RmaRepositoryInterface::delete(RmaInterface $rmaDataObject): the URL's :id is not an argument and a DELETE's body is
  // not read, so the documented call always answers 400 ""%fieldName" is required" (rmaDataObject). The platform reads
  // the return from the query string: the run sends its own return's id there too.
  'DELETE /V1/returns/:id': { path: { id: RMA }, query: { 'rmaDataObject[entity_id]': RMA } },
};
