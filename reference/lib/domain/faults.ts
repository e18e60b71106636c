// Serializer faults of the reference (each breaks one promise of the published schema, so the suite can prove it
// notices). They touch product answers only – the product is the one definition every suite run reads:
//  - integer-as-string:      product `id` sent as a string ("1");
//  - required-field-missing: product `sku` (required in catalog-data-product-interface) left out of GET
//                            /V1/products/:sku (lists keep it, so the product can still be found);
//  - extra-undeclared-field: an undeclared `sku_type_label` on the product, whose definition the reference
//                            publishes closed (additionalProperties: false, see types-table.ts);
//  - null-where-not-nullable: product `name` null (not marked x-nullable).
// And the write faults, which break what a write promises rather than how an answer looks (the partial-update ones
// below PARTIAL_FAULT):
//  - write-not-persisted:        a create or update (POST, PUT) answers as if saved, and nothing is stored;
//  - delete-not-deleting:        a DELETE answers as the platform does (true), and nothing is deleted;
//  - read-back-other-store-view: a read under a store view's code answers the global values (the admin store's),
//                                not that store view's own (a name updated under default reads back unchanged).
//  - nested-collections-dropped: a create or update saves the entity's own fields and drops the collections nested in
//                                it (a product's custom options and tier prices, a customer's addresses, a sales rule's
//                                labels and conditions), answering success (issue 28);
//  - product-parts-left-out-kept: a product save keeps the bundle options and downloadable links and samples its body
//                                leaves out (bundle.ts, downloadable.ts), where the platform removes them.
//  - product-parts-omitted-cleared: a product update that leaves out a bundle's options (or sends them null) or a
//                                downloadable's links and samples clears them, where the platform keeps them (issue 37).
//  - configurable-option-positions-lost: a configurable's options saved through the product all read position 0
//                                (configurable-options.ts), where the platform keeps the positions sent (issue 37).
//  - configurable-empty-options-keep-children: a configurable saved with configurable_product_options [] (its links
//                                left out) keeps its children, where the platform leaves none (issue 37).
//  - write-answer-partial:       a create or update stores everything it was sent and answers the entity without the
//                                collections of objects nested in it (a product's custom options and tier prices, a
//                                customer's addresses): a client that takes the answer as the new state loses them.
//  - write-answers-false:        a write whose service answers true on success (a delete, a link, an e-mail sent)
//                                does what it is asked and answers false.
//  - write-answers-other-id:     an update whose service answers the id of the entity it saved (a downloadable link or
//                                sample, a configurable option) saves it and answers the next id (issue 37).
//  - media-update-keeps-file:    an image entry updated with new content keeps its old file (media.ts): the label,
//                                position and roles change, the image sent is dropped.
//  - media-omitted-cleared:      a product update whose body leaves media_gallery_entries out removes the product's
//                                images, as an update sending them [] does (products.ts; the platform keeps them:
//                                ProductRepositoryInterfaceTest::testProductWithMediaGallery).
//  - downloadable-update-keeps-file: a downloadable link or sample sent by its id with new file content (through the
//                                product or its own route) keeps its old file (downloadable.ts): the content is dropped.

import type { Json, JsonObject } from './json.ts';
import { isObject } from './json.ts';

export const DOMAIN_FAULTS = ['integer-as-string', 'required-field-missing', 'extra-undeclared-field', 'null-where-not-nullable'] as const;


/** Partial-update faults (issue 28 §2), met by an update that leaves fields out or sends [] or null: the platform keeps
 * what an update leaves out, empties a collection sent as [] and reverts a store view's value sent as null.
 *  - omitted-collection-cleared: a product update without tier_prices or product_links, or a customer update without
 *                                addresses, clears them;
 *  - empty-collection-ignored:   those collections sent as [] are kept as they were;
 *  - store-null-kept:            a store-scoped value (a product's name, description) sent as null under a store view
 *                                keeps the view's own value. */
export const PARTIAL_FAULT = { omittedCollectionCleared: 'omitted-collection-cleared', emptyCollectionIgnored: 'empty-collection-ignored', storeNullKept: 'store-null-kept' } as const;
export const PARTIAL_FAULTS = Object.values(PARTIAL_FAULT);

/** The scope faults (scope.ts SCOPE_FAULT, SCOPE_PART_FAULT): a write under a store view's code lands in every view, or
 * in the default; a product's or a cart's part does not keep its value per view. */
export const SCOPE_WRITE_FAULTS = ['scope-view-write-everywhere', 'scope-view-write-default', 'scope-view-name-copies-url-key', 'scope-media-view-write-default', 'scope-cart-item-default-name', 'scope-link-title-everywhere', 'scope-sample-title-everywhere', 'scope-link-view-price-global'] as const;

/** The CMS save and delete faults (cms.ts): the save route ignores the body's id, a deleted page keeps its identifier
 * taken, a page's delete under a store view's code keeps it. */
export const CMS_WRITE_FAULT = { postIdIgnored: 'cms-post-id-ignored', identifierKeptAfterDelete: 'cms-identifier-kept-after-delete', viewDeleteIgnored: 'cms-view-delete-ignored' } as const;
export const CMS_WRITE_FAULTS = Object.values(CMS_WRITE_FAULT);

export const WRITE_FAULTS = ['write-not-persisted', 'delete-not-deleting', 'read-back-other-store-view', 'nested-collections-dropped', 'product-parts-left-out-kept', 'product-parts-omitted-cleared', 'configurable-option-positions-lost', 'configurable-option-by-id-without-values', 'bundle-options-list-without-links', 'bundle-option-by-id-without-links', 'bundle-child-answers-other-id', 'configurable-empty-options-keep-children', 'write-answer-partial', 'write-answers-false', 'write-answers-other-id', 'media-update-keeps-file', 'media-omitted-cleared', 'downloadable-update-keeps-file', ...CMS_WRITE_FAULTS, ...PARTIAL_FAULTS, ...SCOPE_WRITE_FAULTS] as const;

/** What an update does with a collection, given the body and the active faults: replace it with the body's list, clear
 * it (left out under omitted-collection-cleared), or keep it (left out; [] under empty-collection-ignored). */
export function collectionUpdate(input: Record<string, unknown>, field: string, faults: ReadonlySet<string>): 'replace' | 'clear' | 'keep' {
  const value = input[field];
  if (!Array.isArray(value)) return faults.has(PARTIAL_FAULT.omittedCollectionCleared) && value === undefined ? 'clear' : 'keep';
  return value.length === 0 && faults.has(PARTIAL_FAULT.emptyCollectionIgnored) ? 'keep' : 'replace';
}

/** Whether an image entry's update drops the new content sent (the fault media-update-keeps-file). */
export const keepsMediaFile = (faults: ReadonlySet<string>): boolean => faults.has('media-update-keeps-file');

/** Whether a product update that leaves media_gallery_entries out removes the product's images (the fault
 * media-omitted-cleared). */
export const clearsOmittedMedia = (faults: ReadonlySet<string>): boolean => faults.has('media-omitted-cleared');
/** Whether a downloadable link's or sample's update drops the new file content sent (the fault downloadable-update-keeps-file). */
export const keepsDownloadableFile = (faults: ReadonlySet<string>): boolean => faults.has('downloadable-update-keeps-file');

/** Whether a product update clears the parts its body leaves out or sends null (the fault product-parts-omitted-cleared). */
export const clearsOmittedParts = (faults: ReadonlySet<string>): boolean => faults.has('product-parts-omitted-cleared');

/** Whether a product save keeps the parts its body leaves out (the fault product-parts-left-out-kept). */
export const keepsLeftOutParts = (faults: ReadonlySet<string>): boolean => faults.has('product-parts-left-out-kept');

/** The body a write's service sees: with nested-collections-dropped on, every collection of objects inside the entity
 * the body sends (below its top-level field) is left out, as a save that keeps only the entity's own row would. */
export function bodySaved(method: string, body: unknown, faults: ReadonlySet<string>): unknown {
  if (!faults.has('nested-collections-dropped') || (method !== 'POST' && method !== 'PUT') || !isObject(body)) return body;
  const strip = (node: Json, depth: number): Json => {
    if (Array.isArray(node)) return node.map((item) => strip(item, depth + 1));
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (depth >= 1 && Array.isArray(value) && value.some((item) => isObject(item))) continue;
      out[key] = strip(value as Json, depth + 1);
    }
    return out;
  };
  return strip(body as Json, 0);
}

/** A write's answer as the client gets it: with write-answer-partial on, an entity answered by a create or update
 * loses the collections of objects nested in it (what was stored is untouched); with write-answers-false on, a write
 * that answers true answers false; with write-answers-other-id on, an update that answers an id answers the next. */
export function answerOfWrite(method: string, answer: Json, faults: ReadonlySet<string>): Json {
  if (answer === true && method !== 'GET' && faults.has('write-answers-false')) return false;
  if (method === 'PUT' && faults.has('write-answers-other-id')) {
    if (typeof answer === 'number' && Number.isInteger(answer)) return answer + 1;
    if (typeof answer === 'string' && /^\d+$/.test(answer)) return String(Number(answer) + 1);
  }
  if (!faults.has('write-answer-partial') || (method !== 'POST' && method !== 'PUT') || !isObject(answer)) return answer;
  const strip = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(strip);
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (Array.isArray(value) && value.some((item) => isObject(item))) continue;
      out[key] = strip(value as Json);
    }
    return out;
  };
  return strip(answer);
}

/** Whether the active faults undo this call's effect once it has answered (a write answered, never stored). */
export function undoesWrite(method: string, faults: ReadonlySet<string>): boolean {
  if (method === 'DELETE') return faults.has('delete-not-deleting');
  return (method === 'POST' || method === 'PUT') && faults.has('write-not-persisted');
}

/** Whether this read answers the global values whatever store view it names. */
export function readsGlobalValues(method: string, faults: ReadonlySet<string>): boolean {
  return method === 'GET' && faults.has('read-back-other-store-view');
}

const PRODUCT_METHODS = new Set(['Magento\\Catalog\\Api\\ProductRepositoryInterface::get', 'Magento\\Catalog\\Api\\ProductRepositoryInterface::save', 'Magento\\Catalog\\Api\\ProductRepositoryInterface::getList']);

function breakProduct(product: JsonObject, faults: ReadonlySet<string>, single: boolean): JsonObject {
  const out: JsonObject = { ...product };
  if (faults.has('integer-as-string') && typeof out.id === 'number') out.id = String(out.id);
  // Only the single read loses its sku: lists keep it, so a client can still find the product to read.
  if (faults.has('required-field-missing') && single) delete out.sku;
  if (faults.has('extra-undeclared-field')) out.sku_type_label = `${String(product.type_id)}:${String(product.sku)}`;
  if (faults.has('null-where-not-nullable')) out.name = null;
  return out;
}

/** Apply the active serializer faults to a service's answer. */
export function applyFaults(methodKey: string, value: Json, faults: ReadonlySet<string>): Json {
  if (faults.size === 0 || !PRODUCT_METHODS.has(methodKey) || !isObject(value)) return value;
  if (methodKey.endsWith('::getList')) {
    const items = Array.isArray(value.items) ? value.items : [];
    return { ...value, items: items.map((item) => (isObject(item) ? breakProduct(item as JsonObject, faults, false) : item)) };
  }
  return breakProduct(value as JsonObject, faults, methodKey.endsWith('::get'));
}

/** Faults of the commerce core (quote/, sales/), met only by runs that place and invoice orders: placing an order
 * answers the new id as a JSON string; the invoice routes answer 500 on every order; the money faults (issue 29):
 * the tax dropped from every amount consistently (the totals still add up), a credit memo's adjustments ignored, a
 * partial invoice that invoices everything; the stock faults (issue 29): a refund's return_to_stock_items ignored, or
 * honoured only on the items it named (not a configurable's child taken along: issue 37), a salable quantity that
 * ignores the reservations; a bundle's stock status that ignores its children (issue 37); a cart assigned to a customer that takes none of the
 * items of the customer's own active cart, a guest cart's masked id of 16 characters instead of 32, a virtual cart's shipping methods answered the flat
 * rate instead of [], an order item placed without its cart item's gift message, an order line without its product's name (issue 37); the state machine's guards (issue 37): an order on hold or
 * complete cancelled, an invoice paid offline captured or voided, a credit memo cancelled, shipped items shipped again;
 * a cart's billing address assignment answering the id of another address, a cart's customer read without the
 * customer's names, a customer's new cart made for the customer id its body names instead of the token's; a
 * document read by id under the admin store, an order's history read without its status, a cart's item list
 * without its items' names, prices and types (issue 37); an order saved through its repository given a new
 * increment_id; a cart's billing address flags, payment method titles, shipping rates, payment information totals and item gift message ids, a shopper's cart read, a guest's totals, a customer's totals lines (issue 37). */
export const COMMERCE_FAULT = { orderIdAsString: 'order-id-as-string', invoice500: 'invoice-500', taxDropped: 'tax-dropped', refundAdjustmentsIgnored: 'refund-adjustments-ignored', partialInvoiceAll: 'partial-invoice-all', returnToStockIgnored: 'return-to-stock-ignored', returnToStockParentOnly: 'return-to-stock-parent-only', salableIgnoresReservations: 'salable-ignores-reservations', bundleStockIgnoresChildren: 'bundle-stock-ignores-children', groupedStockIgnoresChildren: 'grouped-stock-ignores-children', groupedLinkQtyDropped: 'grouped-link-qty-dropped', assignmentMergeSkipped: 'assignment-merge-skipped', guestCartShortMask: 'guest-cart-short-mask', virtualCartShippingRates: 'virtual-cart-shipping-rates', orderItemGiftMessageDropped: 'order-item-gift-message-dropped', orderLineNameDropped: 'order-line-name-dropped', cancelUnguarded: 'cancel-unguarded', offlineCaptureAccepted: 'offline-capture-accepted', creditmemoCancelAccepted: 'creditmemo-cancel-accepted', reshipAccepted: 'reship-accepted', bundleShipmentTypeIgnored: 'bundle-shipment-type-ignored', creditmemoAmountsIgnored: 'creditmemo-amounts-ignored', billingAddressOtherId: 'billing-address-other-id', cartCustomerNamesDropped: 'cart-customer-names-dropped', cartMineBodyCustomerFollowed: 'cart-mine-body-customer-followed', documentReadAdminStore: 'document-read-admin-store', orderHistoryStatusDropped: 'order-history-status-dropped', cartItemsListBare: 'cart-items-list-bare', orderSaveRenumbers: 'order-save-renumbers', billingAddressFlagsWrong: 'billing-address-flags-wrong', paymentMethodsUntitled: 'payment-methods-untitled', shippingMethodsUnrated: 'shipping-methods-unrated', paymentInformationTotalsEmpty: 'payment-information-totals-empty', itemGiftMessageWithoutIds: 'item-gift-message-without-ids', shopperCartReadStale: 'shopper-cart-read-stale', guestTotalsUnshipped: 'guest-totals-unshipped', mineTotalsLinesUnnamed: 'mine-totals-lines-unnamed' } as const;
/** The cart lines a product option chooses (quote/composite-items.ts): a downloadable's links taken unchecked, an
 * update's new choice ignored, the choice left behind by the order item. */
export const OPTION_LINE_FAULT = { linksUnchecked: 'downloadable-cart-links-unchecked', optionsNotUpdated: 'cart-item-options-not-updated', orderItemOptionsDropped: 'order-item-options-dropped' } as const;
/** A grouped product's cart lines (quote/carts.ts addGroupedLines): grouped_options taken as none, an out-of-stock
 * child given a line, the parent's qty ignored (each child at its link's qty). */
export const GROUPED_CART_FAULT = { optionsIgnored: 'grouped-cart-options-ignored', outOfStockChildAdded: 'grouped-cart-out-of-stock-child-added', parentQtyIgnored: 'grouped-cart-parent-qty-ignored' } as const;
export const COMMERCE_DOMAIN_FAULTS = [...Object.values(COMMERCE_FAULT), ...Object.values(OPTION_LINE_FAULT), ...Object.values(GROUPED_CART_FAULT)];

/** Faults of the Adobe Commerce edition's own services (commerce/), each breaking one thing a write promises that a
 * read-back shows:
 *  - giftcard-not-applied:           adding a gift card to a cart answers true and the cart keeps no card;
 *  - giftcard-not-removed:           removing one answers true and the card stays in the cart;
 *  - giftcard-balance-not-debited:   an order paid partly by a card leaves the card's balance as it was;
 *  - giftcard-total-not-deducted:    an order paid partly by a card keeps the card's amount in its grand total;
 *  - giftcard-account-not-generated: invoicing an order of gift cards creates no account (no code in the order item);
 *  - rma-status-not-saved:           a PUT of a return answers the status sent and keeps the old one;
 *  - rma-comment-dropped:            a comment added to a return answers true and is never stored;
 *  - rma-track-not-removed:          removing a return's track answers true and the track stays;
 *  - gift-wrapping-image-dropped:    a wrapping saved with an image answers it and stores none;
 *  - giftcard-unknown-code-zero:     checkGiftCard answers a balance of 0 for a code no account has. */
export const COMMERCE_EDITION_FAULT = {
  giftcardNotApplied: 'giftcard-not-applied',
  giftcardNotRemoved: 'giftcard-not-removed',
  giftcardBalanceNotDebited: 'giftcard-balance-not-debited',
  giftcardTotalNotDeducted: 'giftcard-total-not-deducted',
  giftcardAccountNotGenerated: 'giftcard-account-not-generated',
  rmaStatusNotSaved: 'rma-status-not-saved',
  rmaCommentDropped: 'rma-comment-dropped',
  rmaTrackNotRemoved: 'rma-track-not-removed',
  giftWrappingImageDropped: 'gift-wrapping-image-dropped',
  giftcardUnknownCodeZero: 'giftcard-unknown-code-zero',
} as const;
export const COMMERCE_EDITION_FAULTS = Object.values(COMMERCE_EDITION_FAULT);
