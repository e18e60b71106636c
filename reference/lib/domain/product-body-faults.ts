// The product-body faults of the reference (issue 37, "Product bodies"): each breaks one thing the real platform keeps
// or answers for a product's body or its prices, so the checks that judge it on the run's own products can prove they
// notice (docs/fault-table.md):
//  - website-ids-update-ignored:      an update's extension_attributes.website_ids is ignored (the product keeps its
//                                     websites; [] does not unassign them);
//  - special-price-null-kept:         special_price, special_from_date or special_to_date sent as null keep their value;
//  - multiselect-clear-ignored:       a multiselect attribute sent as "" keeps its options;
//  - stock-item-foreign-ids-followed: a stock_item naming another product's product_id or item_id writes that product's
//                                     stock instead of being ignored or refused;
//  - option-ids-renewed:              a product saved with its custom options by their ids gives them new ids;
//  - price-row-error-ignored:         the price storages drop the rows they refuse and answer [] (no per-row error);
//  - price-kept-row-reported:         the tier and special price storages keep (or delete) every valid row sent and
//                                     still list each one as refused, where the platform answers [].
//  - emptied-collections-answered:    a product update that empties tier_prices, options or product_links (sent as
//                                     []) answers them as the product held them before (the read shows them emptied);
//  - required-options-flag-stale:     a product given a required custom option by POST /V1/products/options keeps
//                                     required_options as it was ("0"), where the platform sets it to "1";
//  - category-links-unlink-ignored:   a product saved with extension_attributes.category_links keeps the links to the
//                                     categories the list leaves out ([] unlinks nothing);
//  - stock-item-not-made:             a product created without extension_attributes.stock_item gets no stock item:
//                                     its answer and its read carry none, where the platform makes one (qty null, out
//                                     of stock) with its item_id and product_id;
//  - link-type-ignored:               GET /V1/products/:sku/links/:type answers every link of the product, whatever
//                                     its type (the related and up-sell links among the cross-sell ones);
//  - link-delete-clears-type:         DELETE /V1/products/:sku/links/:type/:linkedProductSku removes every link of
//                                     that type, the product's other related links with the one named;
//  - option-delete-clears-options:    DELETE /V1/products/attributes/:attributeCode/options/:optionId removes every
//                                     option of the attribute, not the one named alone;
//  - category-link-moves-others:      PUT /V1/categories/:categoryId/products moves the category's other products to
//                                     the position sent for the one saved;
//  - stock-qty-reset-on-update:       a product update without extension_attributes.stock_item (a price alone) empties
//                                     its stock item (qty null, out of stock), where the platform keeps it;
//  - stock-item-answer-ids-dropped:   a product save answers its stock item without item_id and product_id (the read
//                                     still has them), where the platform answers both;
//  - special-price-zero-dropped:      POST /V1/products/special-price-information answers a special price of 0 as
//                                     null (a price of 0 taken for none);
//  - tier-delete-clears-sku:          POST /V1/products/tier-prices-delete removes every tier price of each SKU it
//                                     names, the ones it does not name with them;
//  - category-move-after-ignored:     PUT /V1/categories/:categoryId/move puts the category first among its new
//                                     siblings (position 1) whatever afterId names;
//  - category-update-attributes-ignored: PUT /V1/categories/:id saves none of the custom attributes it sends (the
//                                     description, the url_key);
//  - custom-option-delete-clears:     DELETE /V1/products/:sku/options/:optionId removes every custom option of the
//                                     product, not the one named alone;
//  - tier-list-all-mixed:             GET /V1/products/:sku/group-prices/all/tiers answers the tier prices of every
//                                     group, where the platform answers those of ALL GROUPS (32000) alone;
//  - is-filterable-zero-as-one:       GET /V1/products/attributes/:attributeCode/is-filterable answers 1 for an
//                                     attribute that is not filterable (0);
//  - category-products-id-number:     GET /V1/categories/:categoryId/products answers each link's category_id as a
//                                     number, where the platform answers it as text;
//  - category-update-answers-parent-id: PUT /V1/categories/:id answers the category saved with its parent's id in
//                                     place of its own;
//  - tier-update-appends:             POST /V1/products/tier-prices with a row of a stored tier (its customer group,
//                                     quantity and website) adds a row beside it, where the platform sets its price;
//  - group-tier-readded-last:         POST /V1/products/:sku/group-prices/:customerGroupId/tiers/:qty/price/:price at
//                                     a quantity the group holds moves that tier last, where the platform sets its
//                                     price in its place;
//  - option-store-labels-dropped:     an attribute option's store labels (store_labels of a store view) are dropped:
//                                     every store view reads its admin label.
// (The router's path-decoded-before-routing is a core fault: reference/lib/faults.ts.)

export const PRODUCT_BODY_FAULT = {
  websiteIdsUpdateIgnored: 'website-ids-update-ignored',
  specialPriceNullKept: 'special-price-null-kept',
  multiselectClearIgnored: 'multiselect-clear-ignored',
  stockItemForeignIdsFollowed: 'stock-item-foreign-ids-followed',
  optionIdsRenewed: 'option-ids-renewed',
  priceRowErrorIgnored: 'price-row-error-ignored',
  priceKeptRowReported: 'price-kept-row-reported',
  categoryLinksUnlinkIgnored: 'category-links-unlink-ignored',
  emptiedCollectionsAnswered: 'emptied-collections-answered',
  requiredOptionsFlagStale: 'required-options-flag-stale',
  stockItemNotMade: 'stock-item-not-made',
  linkTypeIgnored: 'link-type-ignored',
  linkDeleteClearsType: 'link-delete-clears-type',
  optionDeleteClearsOptions: 'option-delete-clears-options',
  categoryLinkMovesOthers: 'category-link-moves-others',
  stockQtyResetOnUpdate: 'stock-qty-reset-on-update',
  stockItemAnswerIdsDropped: 'stock-item-answer-ids-dropped',
  specialPriceZeroDropped: 'special-price-zero-dropped',
  tierDeleteClearsSku: 'tier-delete-clears-sku',
  optionDeleteClearsProduct: 'custom-option-delete-clears',
  tierListAllMixed: 'tier-list-all-mixed',
  isFilterableZeroAsOne: 'is-filterable-zero-as-one',
  categoryProductsIdNumber: 'category-products-id-number',
  categoryUpdateAnswersParentId: 'category-update-answers-parent-id',
  tierUpdateAppends: 'tier-update-appends',
  groupTierReaddedLast: 'group-tier-readded-last',
  optionStoreLabelsDropped: 'option-store-labels-dropped',
  categoryMoveAfterIgnored: 'category-move-after-ignored',
  categoryUpdateAttributesIgnored: 'category-update-attributes-ignored',
} as const;

export const PRODUCT_BODY_DOMAIN_FAULTS = Object.values(PRODUCT_BODY_FAULT);

type ProductBodyFault = (typeof PRODUCT_BODY_FAULT)[keyof typeof PRODUCT_BODY_FAULT];

/** Whether the fault is played. */
export const playsBody = (faults: ReadonlySet<string>, fault: ProductBodyFault): boolean => faults.has(fault);
