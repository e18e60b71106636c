// The registry of named deviations (--fault NAME). Each fault is a small switch in the code path it affects, so
// the suite's self-tests can prove that a contract catches it. Names are shared with the domain, schema and
// submission parts by the constants below; the async layer exports its own list (AsyncLayer.faults).

import { SEARCH_FAULTS } from './search-faults.ts';
import type { FaultInfo } from './types.ts';

/** Faults the core implements. */
export const CORE_FAULTS = {
  guestReachesAdminResource: 'guest-reaches-admin-resource',
  customerReachesOtherCustomer: 'customer-reaches-other-customer',
  restrictedAdminPasses: 'restricted-admin-passes',
  expiredTokenAccepted: 'expired-token-accepted',
  revokedTokenAccepted: 'revoked-token-accepted',
  adminOnSelfUnauthorized: 'admin-on-self-unauthorized',
  tokenWrongContentType: 'token-wrong-content-type',
  tokenNotBareString: 'token-not-bare-string',
  tokenEmptyCredentialsTried: 'token-empty-credentials-tried',
  tokenLifetimeIgnored: 'token-lifetime-ignored',
  lockoutMissing: 'lockout-missing',
  lockoutEarly: 'lockout-early',
  invalidTokenReported: 'invalid-token-reported',
  unknownStoreAccepted: 'unknown-store-accepted',
  asyncAliasUnrouted: 'async-alias-unrouted',
  unknownStoreNotFound: 'unknown-store-not-found',
  allStoreGetRejected: 'all-store-get-rejected',
  captchaNotEnforced: 'captcha-not-enforced',
  recaptchaNotEnforced: 'recaptcha-not-enforced',
  challengeDemandedFromIntegration: 'challenge-demanded-from-integration',
  schemaShowsAdminRoutesToGuests: 'schema-shows-admin-routes-to-guests',
  pathDecodedBeforeRouting: 'path-decoded-before-routing',
  fieldsNestedNull: 'fields-nested-null',
} as const;

/** Faults the domain implements (reference/lib/domain). */
export const DOMAIN_FAULTS = {
  integerAsString: 'integer-as-string',
  requiredFieldMissing: 'required-field-missing',
  extraUndeclaredField: 'extra-undeclared-field',
  nullWhereNotNullable: 'null-where-not-nullable',
  writeNotPersisted: 'write-not-persisted',
  deleteNotDeleting: 'delete-not-deleting',
  readBackOtherStoreView: 'read-back-other-store-view',
  omittedCollectionCleared: 'omitted-collection-cleared',
  emptyCollectionIgnored: 'empty-collection-ignored',
  storeNullKept: 'store-null-kept',
  nestedCollectionsDropped: 'nested-collections-dropped',
  productPartsLeftOutKept: 'product-parts-left-out-kept',
  productPartsOmittedCleared: 'product-parts-omitted-cleared',
  configurableOptionPositionsLost: 'configurable-option-positions-lost',
  configurableOptionByIdWithoutValues: 'configurable-option-by-id-without-values',
  bundleOptionsListWithoutLinks: 'bundle-options-list-without-links',
  bundleOptionByIdWithoutLinks: 'bundle-option-by-id-without-links',
  configurableEmptyOptionsKeepChildren: 'configurable-empty-options-keep-children',
  writeAnswerPartial: 'write-answer-partial',
  writeAnswersFalse: 'write-answers-false',
  writeAnswersOtherId: 'write-answers-other-id',
  mediaUpdateKeepsFile: 'media-update-keeps-file',
  scopeViewWriteEverywhere: 'scope-view-write-everywhere',
  scopeViewWriteDefault: 'scope-view-write-default',
  scopeViewNameCopiesUrlKey: 'scope-view-name-copies-url-key',
  scopeMediaViewWriteDefault: 'scope-media-view-write-default',
  scopeCartItemDefaultName: 'scope-cart-item-default-name',
  scopeLinkTitleEverywhere: 'scope-link-title-everywhere',
  cmsPostIdIgnored: 'cms-post-id-ignored',
  cmsIdentifierKeptAfterDelete: 'cms-identifier-kept-after-delete',
  cmsViewDeleteIgnored: 'cms-view-delete-ignored',
} as const;

/** Faults of the answers to bad input the domain implements (reference/lib/domain/input-faults.ts). */
export const INPUT_FAULTS = {
  badInput500: 'bad-input-500',
  invalidEmailAccepted: 'invalid-email-accepted',
  duplicateAccepted: 'duplicate-accepted',
  notFoundParametersLost: 'not-found-parameters-lost',
  resetTokenAccepted: 'reset-token-accepted',
  sourceItemValidationSkipped: 'source-item-validation-skipped',
  stockValidationSkipped: 'stock-validation-skipped',
  sourceValidationSkipped: 'source-validation-skipped',
  stockWithChannelDeleted: 'stock-with-channel-deleted',
  defaultSourceLinkAccepted: 'default-source-link-accepted',
  configurableUnknownChildAccepted: 'configurable-unknown-child-accepted',
  mediaContentUnchecked: 'media-content-unchecked',
  downloadableUrlUnchecked: 'downloadable-url-unchecked',
  downloadableFileUnchecked: 'downloadable-file-unchecked',
  downloadableNegativeAccepted: 'downloadable-negative-accepted',
  attributeSetChecksSkipped: 'attribute-set-checks-skipped',
  eavSetChecksSkipped: 'eav-set-checks-skipped',
  customOptionValidationSkipped: 'custom-option-validation-skipped',
  taxRateWithoutRateAccepted: 'tax-rate-without-rate-accepted',
  taxRuleClassTypeUnchecked: 'tax-rule-class-type-unchecked',
  websiteAssignmentUnchecked: 'website-assignment-unchecked',
  taxRateZipRangeDropped: 'tax-rate-zip-range-dropped',
} as const;

/** Faults of the commerce core the domain implements (reference/lib/domain/quote, sales): what only a run at
 * COMMERCE_WRITES=full meets, placing and invoicing the run's own orders. */
export const COMMERCE_FAULTS = {
  orderIdAsString: 'order-id-as-string',
  invoice500: 'invoice-500',
  taxDropped: 'tax-dropped',
  refundAdjustmentsIgnored: 'refund-adjustments-ignored',
  partialInvoiceAll: 'partial-invoice-all',
  returnToStockIgnored: 'return-to-stock-ignored',
  returnToStockParentOnly: 'return-to-stock-parent-only',
  salableIgnoresReservations: 'salable-ignores-reservations',
  bundleStockIgnoresChildren: 'bundle-stock-ignores-children',
  groupedStockIgnoresChildren: 'grouped-stock-ignores-children',
  groupedLinkQtyDropped: 'grouped-link-qty-dropped',
  assignmentMergeSkipped: 'assignment-merge-skipped',
  guestCartShortMask: 'guest-cart-short-mask',
  virtualCartShippingRates: 'virtual-cart-shipping-rates',
  orderItemGiftMessageDropped: 'order-item-gift-message-dropped',
  orderLineNameDropped: 'order-line-name-dropped',
  cancelUnguarded: 'cancel-unguarded',
  offlineCaptureAccepted: 'offline-capture-accepted',
  creditmemoCancelAccepted: 'creditmemo-cancel-accepted',
  reshipAccepted: 'reship-accepted',
  billingAddressOtherId: 'billing-address-other-id',
  cartCustomerNamesDropped: 'cart-customer-names-dropped',
  cartMineBodyCustomerFollowed: 'cart-mine-body-customer-followed',
  documentReadAdminStore: 'document-read-admin-store',
  orderHistoryStatusDropped: 'order-history-status-dropped',
  cartItemsListBare: 'cart-items-list-bare',
  orderSaveRenumbers: 'order-save-renumbers',
  billingAddressFlagsWrong: 'billing-address-flags-wrong',
  paymentMethodsUntitled: 'payment-methods-untitled',
  shippingMethodsUnrated: 'shipping-methods-unrated',
  paymentInformationTotalsEmpty: 'payment-information-totals-empty',
  itemGiftMessageWithoutIds: 'item-gift-message-without-ids',
} as const;

/** Faults of the answers to bad input on the run's own carts and orders the domain implements
 * (reference/lib/domain/input-faults.ts COMMERCE_INPUT_FAULT): each lets one validator of the commerce core through. */
export const COMMERCE_INPUT_FAULTS = {
  invalidCouponAccepted: 'invalid-coupon-accepted',
  cartAssignmentUnchecked: 'cart-assignment-unchecked',
  shipmentTrackUnchecked: 'shipment-track-unchecked',
  refundItemsUnchecked: 'refund-items-unchecked',
  offlineInvoiceRefundedOnline: 'offline-invoice-refunded-online',
  billingAddressUnchecked: 'billing-address-unchecked',
  paymentAddressUnchecked: 'payment-address-unchecked',
  assignmentMaskKept: 'assignment-mask-kept',
  cartSaveCustomerUnchecked: 'cart-save-customer-unchecked',
} as const;

/** Faults of the Adobe Commerce edition's own services the domain implements (reference/lib/domain/commerce): what a
 * write promises that a read-back shows, as the real 2.4.6-p1 keeps it. */
export const COMMERCE_EDITION_FAULTS = {
  rmaStatusNotSaved: 'rma-status-not-saved',
  rmaCommentDropped: 'rma-comment-dropped',
  rmaTrackNotRemoved: 'rma-track-not-removed',
  giftcardNotApplied: 'giftcard-not-applied',
  giftcardNotRemoved: 'giftcard-not-removed',
  giftcardBalanceNotDebited: 'giftcard-balance-not-debited',
  giftcardTotalNotDeducted: 'giftcard-total-not-deducted',
  giftcardAccountNotGenerated: 'giftcard-account-not-generated',
  giftWrappingImageDropped: 'gift-wrapping-image-dropped',
  giftcardUnknownCodeZero: 'giftcard-unknown-code-zero',
} as const;

/** Faults of customer accounts and groups the domain implements (reference/lib/domain/customer-faults.ts, issue 37):
 * what the real platform answers or keeps for the run's own customers and groups. */
export const CUSTOMER_FAULTS = {
  validateAcceptsInvalid: 'validate-accepts-invalid',
  emailAvailableFalse: 'email-available-false',
  customerReadonly: 'customer-readonly',
  defaultAddressesSwapped: 'default-addresses-swapped',
  groupDeleteKeepsCustomers: 'group-delete-keeps-customers',
  searchWithoutCriteriaAccepted: 'search-without-criteria-accepted',
  resetUnknownEmailAccepted: 'reset-unknown-email-accepted',
  addressFirstnameOptional: 'address-firstname-optional',
  customerPartialResetsGroup: 'customer-partial-resets-group',
  subscriptionIgnored: 'subscription-ignored',
  groupTaxClassIgnored: 'group-tax-class-ignored',
  groupDefaultTaxClassDropped: 'group-default-tax-class-dropped',
  customerNameUnchecked: 'customer-name-unchecked',
  groupPostIdIgnored: 'group-post-id-ignored',
  groupExcludedWebsitesDropped: 'group-excluded-websites-dropped',
  passwordChangeIgnored: 'password-change-ignored',
} as const;

/** Faults of product bodies and prices the domain implements (reference/lib/domain/product-body-faults.ts, issue 37):
 * what the real platform keeps or answers for the run's own products. */
export const PRODUCT_BODY_FAULTS = {
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
} as const;

/** Faults of what the platform itself defines and a read answers (reference/lib/domain/static-read-faults.ts, issue
 * 37): a type list, an attribute's metadata. */
export const STATIC_READ_FAULTS = {
  productTypeMissing: 'product-type-missing',
  attributeMetadataOtherAttribute: 'attribute-metadata-other-attribute',
  storeListKeysReordered: 'store-list-keys-reordered',
  storeConfigsCodesIgnored: 'store-configs-codes-ignored',
} as const;

/** Faults of Multi-Source Inventory the domain implements (reference/lib/domain/msi-faults.ts, issue 37): what the
 * real platform keeps or answers for the run's own sources, stock items and salable reads. */
export const MSI_FAULTS = {
  sourceRegionNameFilled: 'source-region-name-filled',
  stockItemBodyIdFollowed: 'stock-item-body-id-followed',
  salableByAssignment: 'salable-by-assignment',
  sourceSelectionOverdeducts: 'source-selection-overdeducts',
  stockResolverChannelDropped: 'stock-resolver-channel-dropped',
  stockIdTypeUnchecked: 'stock-id-type-unchecked',
  partialTransferUnchecked: 'partial-transfer-unchecked',
} as const;

/** Faults of cart price rules and coupons the domain implements (reference/lib/domain/sales-rules.ts, issue 37): a value
 * the real platform keeps as sent. */
export const SALES_RULE_FAULTS = {
  ruleUpdateUsageIgnored: 'rule-update-usage-ignored',
  couponFieldsIgnored: 'coupon-fields-ignored',
  searchPartial: 'sales-rule-search-partial',
} as const;

/** Faults the schema document builder implements (reference/lib/schema/swagger.ts); the core passes it the faults. */
export const SCHEMA_ENDPOINT_FAULTS = {
  missingRoutes: 'schema-missing-routes',
} as const;

/** Faults the developer-submission API implements (reference/lib/submission). */
export const SUBMISSION_FAULTS = {
  wrongGrantAccepted: 'submission-wrong-grant-accepted',
  expiredUstAccepted: 'submission-expired-ust-accepted',
} as const;

export const CORE_FAULT_INFO: readonly FaultInfo[] = [
  { name: CORE_FAULTS.guestReachesAdminResource, category: 'permissions', description: 'A caller without a token passes the ACL check of admin-only routes.' },
  { name: CORE_FAULTS.customerReachesOtherCustomer, category: 'permissions', description: 'A customer token passes the ACL of Magento_Customer admin routes, so it can read and change other customers.' },
  { name: CORE_FAULTS.restrictedAdminPasses, category: 'permissions', description: 'A restricted admin is treated as having every ACL resource.' },
  { name: CORE_FAULTS.expiredTokenAccepted, category: 'permissions', description: 'Expired admin and customer tokens keep working (and the cleanup job keeps them).' },
  { name: CORE_FAULTS.revokedTokenAccepted, category: 'permissions', description: 'Revoked customer tokens and a revoked integration token keep working.' },
  { name: CORE_FAULTS.adminOnSelfUnauthorized, category: 'permissions', description: 'An admin token on a self route gets 401 instead of the platform\'s 400 "%fieldName" is required.' },
  { name: CORE_FAULTS.tokenWrongContentType, category: 'tokens', description: 'Token routes answer with Content-Type text/plain instead of application/json.' },
  { name: CORE_FAULTS.tokenEmptyCredentialsTried, category: 'tokens', description: 'The token routes (POST /V1/integration/admin/token, /customer/token) sent username and password as empty strings try to sign in (401 "The account sign-in was incorrect...") instead of refusing them as the credentials validator does (400, "%fieldName" is required for username, then password).' },
  { name: CORE_FAULTS.tokenNotBareString, category: 'tokens', description: 'Token routes answer {"token": "..."} instead of a bare JSON string.' },
  { name: CORE_FAULTS.tokenLifetimeIgnored, category: 'tokens', description: 'Admin and customer tokens live 24 hours whatever the profile or the lifetime flags say.' },
  { name: CORE_FAULTS.lockoutMissing, category: 'tokens', description: 'No lockout after 6 failed sign-ins: correct credentials keep working.' },
  { name: CORE_FAULTS.lockoutEarly, category: 'tokens', description: 'The sign-in lockout comes one failure early: after 5 failed sign-ins the right password is refused (401) instead of answering a token.' },
  { name: CORE_FAULTS.invalidTokenReported, category: 'tokens', description: 'An unknown or malformed bearer token gets 401 even on anonymous routes, instead of making the caller a guest.' },
  { name: CORE_FAULTS.asyncAliasUnrouted, category: 'async', description: 'The route alias of webapi_async.xml, POST /rest/<store>/asyncProducts for /async/V1/products, is not routed: it is refused with 400 "Specified request cannot be processed." instead of queued.' },
  { name: CORE_FAULTS.unknownStoreAccepted, category: 'store-scope', description: 'An unknown store code in /rest/<code>/V1/... is served as the default store instead of 400.' },
  { name: CORE_FAULTS.unknownStoreNotFound, category: 'store-scope', description: 'An unknown store code gives 404 "Request does not match any route." instead of 400.' },
  { name: CORE_FAULTS.fieldsNestedNull, category: 'reads', description: 'A fields filter that names keys inside a nested object (?fields=extension_attributes[website_ids]) answers that object as null, as a filter that does not recurse would.' },
  { name: CORE_FAULTS.allStoreGetRejected, category: 'store-scope', description: "GET with the store code all is rejected (400 \"Cannot perform GET operation with store code 'all'\"), as only a never-called legacy check would do." },
  { name: CORE_FAULTS.captchaNotEnforced, category: 'challenge', description: 'Forms switched on with --captcha-forms accept calls without an X-Captcha header.' },
  { name: CORE_FAULTS.recaptchaNotEnforced, category: 'challenge', description: 'Forms switched on with --recaptcha-forms accept calls without an X-ReCaptcha header.' },
  { name: CORE_FAULTS.challengeDemandedFromIntegration, category: 'challenge', description: 'Integration tokens must send the challenge headers too (they are exempt on the platform).' },
  { name: CORE_FAULTS.pathDecodedBeforeRouting, category: 'writes', description: 'The router decodes the request path before it splits it into segments: a path parameter with an encoded slash (a SKU a/b sent as a%2Fb) becomes several segments and matches no route (404 "Request does not match any route."), instead of being one parameter decoded after routing.' },
  { name: CORE_FAULTS.schemaShowsAdminRoutesToGuests, category: 'schema-endpoint', description: 'The schema endpoint shows a guest every route, as if the caller were a full admin.' },
];

export const PARTNER_FAULT_INFO: readonly FaultInfo[] = [
  { name: SCHEMA_ENDPOINT_FAULTS.missingRoutes, category: 'schema-endpoint', description: 'The schema endpoint leaves out every DELETE route the caller may use.' },
  { name: DOMAIN_FAULTS.integerAsString, category: 'schemas', description: 'Integer fields of responses are sent as strings.' },
  { name: DOMAIN_FAULTS.requiredFieldMissing, category: 'schemas', description: 'A field the schema requires is left out of responses.' },
  { name: DOMAIN_FAULTS.extraUndeclaredField, category: 'schemas', description: 'Responses carry a field the schema does not declare.' },
  { name: DOMAIN_FAULTS.nullWhereNotNullable, category: 'schemas', description: 'A non-nullable field of responses is null.' },
  { name: DOMAIN_FAULTS.writeNotPersisted, category: 'writes', description: 'Creates and updates (POST, PUT) answer as if saved, and nothing is stored.' },
  { name: DOMAIN_FAULTS.deleteNotDeleting, category: 'writes', description: 'DELETE answers true, and nothing is deleted.' },
  { name: DOMAIN_FAULTS.readBackOtherStoreView, category: 'writes', description: 'A read under a store view\'s code answers the global (admin store) values instead of that store view\'s: a name updated under default reads back unchanged.' },
  { name: INPUT_FAULTS.badInput500, category: 'input', description: 'A body the web API refuses before the service (a required parameter missing, a value of the wrong type) is answered 500 "Internal Error" instead of the platform\'s 400.' },
  { name: INPUT_FAULTS.invalidEmailAccepted, category: 'input', description: 'A customer created or updated with an e-mail address that is none is saved.' },
  { name: INPUT_FAULTS.attributeSetChecksSkipped, category: 'input', description: 'POST /V1/products/attribute-sets creates a set with an empty attribute_set_name, from a skeleton set of another entity type (the category\'s Default set), or sent with an attribute_set_id, instead of 400 "The attribute set name is empty. Enter the name and try again.", "The attribute set couldn\'t be created because it\'s based on a non-product attribute set." or "Invalid value of "%value" provided for the %fieldName field." (id).' },
  { name: INPUT_FAULTS.eavSetChecksSkipped, category: 'input', description: 'POST /V1/eav/attribute-sets creates the set it must refuse: one sent with an attribute_set_id, from skeletonId 0 or a skeleton no set is, for an entity type no type is (invalid_entity_type), or with an empty name, instead of 400 "Invalid value of ..." (id, skeletonId), 404 "No such entity with id = ...", 400 "Invalid entity_type specified: ..." or "The attribute set name is empty. ...".' },
  { name: INPUT_FAULTS.customOptionValidationSkipped, category: 'input', description: 'POST /V1/products/options saves the custom option its validator refuses: one without a title, of a type that is none (multiple_some_value), a select without values, a value without a title or of a price type that is none (fixed_one), a file option with a negative image size, instead of 400 "Missed values for option required fields", "Invalid option type" or "Invalid option value".' },
  { name: INPUT_FAULTS.resetTokenAccepted, category: 'input', description: 'GET /V1/customers/:customerId/password/resetLinkToken/:resetPasswordLinkToken answers true for a token no reset e-mail gave, instead of 400 "The password token is mismatched. Reset and try again.".' },
  { name: INPUT_FAULTS.duplicateAccepted, category: 'input', description: 'A unique key saved twice (a customer e-mail, a tax rate, rule or group code, a class name, a page or block identifier, an attribute set name, a URL key) makes a second entity, and an attribute option renamed with another option\'s admin label (PUT /V1/products/attributes/:attributeCode/options/:optionId) takes it.' },
  { name: INPUT_FAULTS.notFoundParametersLost, category: 'input', description: 'A not-found answer keeps its status and message but loses its parameters (fieldName, fieldValue): the client cannot tell what was not found.' },
  { name: INPUT_FAULTS.sourceItemValidationSkipped, category: 'input', description: 'POST /V1/inventory/source-items saves items MSI\'s validators refuse (no sku, source code, quantity or status, a status that is none, white space in the source code) instead of 400 "Validation Failed: ..." with the errors.' },
  { name: INPUT_FAULTS.stockValidationSkipped, category: 'input', description: 'POST and PUT /V1/inventory/stocks save a stock without a name, or with a sales channel without code or type or naming a website no one has, instead of 400 "Validation Failed" with the errors.' },
  { name: INPUT_FAULTS.sourceValidationSkipped, category: 'input', description: 'POST and PUT /V1/inventory/sources save a source without name, code, postcode or country, with white space in its code, or with carrier links under the global shipping configuration, instead of 400 "Validation Failed" with the errors.' },
  { name: INPUT_FAULTS.stockWithChannelDeleted, category: 'input', description: 'DELETE /V1/inventory/stocks/:stockId deletes a stock that sells through a sales channel instead of 400 "Stock has at least one sale channel and could not be deleted.".' },
  { name: INPUT_FAULTS.defaultSourceLinkAccepted, category: 'input', description: 'A stock-source link that names the default source or the Default Stock is saved (and its unlink answered done) instead of 400 "Can not save link related to Default Source or Default Stock" ("Can not delete ...").' },
  { name: INPUT_FAULTS.configurableUnknownChildAccepted, category: 'input', description: 'POST /V1/configurable-products/:sku/child with a childSku no product has answers true (and links nothing) instead of 404 "The product that was requested doesn\'t exist. Verify the product and try again.".' },
  { name: INPUT_FAULTS.mediaContentUnchecked, category: 'input', description: 'POST /V1/products/:sku/media saves an image entry whose content is not base64 or no image, whose MIME type is not allowed or whose name has forbidden characters, instead of 400 "The image content must be valid base64 encoded data." and its neighbours.' },
  { name: INPUT_FAULTS.downloadableUrlUnchecked, category: 'input', description: 'The downloadable link and sample routes save a type that is none, a URL of no valid format and a URL on a host env.php\'s downloadable_domains does not list, instead of 400 "The link type is invalid. Verify and try again.", "Link URL must have valid format." or "Link URL\'s domain is not in list of downloadable_domains in env.php.".' },
  { name: INPUT_FAULTS.downloadableFileUnchecked, category: 'input', description: 'The downloadable link and sample routes save a file whose content is not base64, whose name has forbidden characters, or a file path no file has, instead of 400 "Provided content must be valid base64 encoded data.", "Provided file name contains forbidden characters." or "Link file not found. Please try again.".' },
  { name: INPUT_FAULTS.downloadableNegativeAccepted, category: 'input', description: 'A downloadable link created or updated with a negative price or number of downloads, or a link or sample with a negative sort order, is saved instead of 400 "Link price must have numeric positive value." and its neighbours.' },
  { name: DOMAIN_FAULTS.omittedCollectionCleared, category: 'writes', description: 'An update that leaves a collection out clears it: a product PUT without tier_prices or product_links loses them, a customer PUT without addresses loses its addresses (an omitted collection cleared).' },
  { name: DOMAIN_FAULTS.emptyCollectionIgnored, category: 'writes', description: 'A collection sent as [] is kept as it was: a product\'s tier prices and links, a customer\'s addresses (an [] ignored).' },
  { name: DOMAIN_FAULTS.storeNullKept, category: 'writes', description: 'A product\'s name or description sent as null under a store view keeps the view\'s own value instead of reverting to the default (null under a store view does not revert).' },
  { name: DOMAIN_FAULTS.scopeViewWriteEverywhere, category: 'scope', description: 'A write under a store view\'s code lands in every store view: a product\'s or category\'s name written under the view reads back under default and all too, and a CMS page or block created under it is assigned to store 0.' },
  { name: DOMAIN_FAULTS.scopeViewWriteDefault, category: 'scope', description: 'A write under a store view\'s code lands in the default store view instead: the view keeps the value for all views, and a CMS page or block created under it is assigned to the default view.' },
  { name: DOMAIN_FAULTS.scopeViewNameCopiesUrlKey, category: 'scope', description: 'A product\'s name written under a store view copies the default url_key into the view: the view keeps that url_key when the default\'s changes under all, instead of inheriting it.' },
  { name: DOMAIN_FAULTS.scopeMediaViewWriteDefault, category: 'scope', description: 'A media gallery entry\'s label, position and disabled flag written under a store view land in the default values: every view and all show them, instead of that view alone.' },
  { name: DOMAIN_FAULTS.scopeCartItemDefaultName, category: 'scope', description: 'A cart\'s item carries the product\'s default name whatever the store the cart is of or is read in, instead of the name of that store view.' },
  { name: DOMAIN_FAULTS.scopeLinkTitleEverywhere, category: 'scope', description: 'A downloadable link\'s title saved under a store view with isGlobalScopeContent false lands in the default title: every view and all show it, instead of that view alone.' },
  { name: DOMAIN_FAULTS.bundleOptionsListWithoutLinks, category: 'writes', description: 'GET /V1/bundle-products/:sku/options/all answers each option without its selections (product_links []), where the platform answers them as the product holds them.' },
  { name: DOMAIN_FAULTS.bundleOptionByIdWithoutLinks, category: 'writes', description: 'GET /V1/bundle-products/:sku/options/:optionId answers the option without its selections (product_links []), where the platform answers the selections the option holds.' },
  { name: DOMAIN_FAULTS.configurableOptionByIdWithoutValues, category: 'writes', description: 'GET /V1/configurable-products/:sku/options/:id answers the option without its values (values []), where the platform answers what the product\'s option list holds for it.' },
  { name: DOMAIN_FAULTS.configurableOptionPositionsLost, category: 'writes', description: 'A configurable\'s options saved through PUT /V1/products/:sku (extension_attributes.configurable_product_options) all read back at position 0, whatever positions were sent.' },
  { name: DOMAIN_FAULTS.configurableEmptyOptionsKeepChildren, category: 'writes', description: 'A configurable saved through PUT /V1/products/:sku with configurable_product_options [] (its links left out) keeps its children, where the platform leaves no options and no children.' },
  { name: DOMAIN_FAULTS.productPartsLeftOutKept, category: 'writes', description: 'A product save through PUT /V1/products/:sku keeps the bundle options and the downloadable links and samples its body leaves out: the collection sent is merged into the one held instead of replacing it.' },
  { name: DOMAIN_FAULTS.productPartsOmittedCleared, category: 'writes', description: 'A product update through PUT /V1/products/:sku that leaves out a bundle\'s options (or sends bundle_product_options null) or a downloadable\'s links and samples clears them, where the platform keeps what the body leaves out.' },
  { name: DOMAIN_FAULTS.mediaUpdateKeepsFile, category: 'writes', description: 'PUT /V1/products/:sku/media/:entryId with new content answers true and changes the entry\'s label, position and roles, but keeps its old file: the image sent is dropped.' },
  { name: DOMAIN_FAULTS.cmsPostIdIgnored, category: 'writes', description: 'POST /V1/cmsPage and POST /V1/cmsBlock ignore the id their body names: the save is taken for a new page or block, refused for its identifier already taken, instead of updating the one the id names.' },
  { name: DOMAIN_FAULTS.cmsIdentifierKeptAfterDelete, category: 'writes', description: 'A CMS page deleted by REST keeps its identifier taken: a new page with it is refused ("Could not save the page: URL key for specified store already exists."), where the platform frees it.' },
  { name: DOMAIN_FAULTS.cmsViewDeleteIgnored, category: 'scope', description: 'DELETE /V1/cmsPage/:pageId under a store view\'s code other than default answers true and keeps the page, where the platform deletes it under any code.' },
  { name: DOMAIN_FAULTS.writeAnswerPartial, category: 'writes', description: 'Creates and updates (POST, PUT) store everything they were sent and answer the entity without the collections of objects nested in it (a product\'s custom options and tier prices, a customer\'s addresses): the reads show them, the answer does not.' },
  { name: DOMAIN_FAULTS.writeAnswersFalse, category: 'writes', description: 'Writes whose service answers true on success (deletes, links, e-mail sends, cancellations) do what they are asked and answer false: a boolean the schema allows, and a client that trusts it retries or reports a failure.' },
  { name: DOMAIN_FAULTS.writeAnswersOtherId, category: 'writes', description: 'An update whose service answers the id of the entity it saved (PUT of a downloadable link or sample, of a configurable option) saves it and answers another id (the next): a client that keeps the answered id edits another entity.' },
  { name: DOMAIN_FAULTS.nestedCollectionsDropped, category: 'writes', description: 'Creates and updates save the entity and drop the collections nested in it (a product\'s custom options and tier prices, a customer\'s addresses, a sales rule\'s labels and conditions), answering success.' },
  { name: COMMERCE_FAULTS.orderIdAsString, category: 'commerce', description: 'Placing an order (PUT .../order, POST .../payment-information) answers the new order id as a JSON string ("12") instead of an integer.' },
  { name: COMMERCE_FAULTS.invoice500, category: 'commerce', description: 'The invoice routes (POST /V1/order/:orderId/invoice, POST /V1/invoices/) answer 500 on every order.' },
  { name: COMMERCE_FAULTS.taxDropped, category: 'commerce', description: 'No tax anywhere, consistently: the tax rules\' rates are not applied, so carts, orders and documents carry no tax and their totals still add up (grand_total = subtotal + shipping + discount).' },
  { name: COMMERCE_FAULTS.refundAdjustmentsIgnored, category: 'commerce', description: 'A refund\'s adjustment_positive and adjustment_negative are ignored: the credit memo and the order\'s total_refunded leave them out.' },
  { name: COMMERCE_FAULTS.partialInvoiceAll, category: 'commerce', description: 'An invoice of some items (POST /V1/order/:orderId/invoice with items) invoices the whole order.' },
  { name: COMMERCE_FAULTS.returnToStockIgnored, category: 'commerce', description: 'A refund with return_to_stock_items (POST /V1/order/:orderId/refund, arguments.extension_attributes) gives nothing back: the refunded quantity leaves the source as if it were not returned, so the salable quantity does not rise.' },
  { name: COMMERCE_FAULTS.returnToStockParentOnly, category: 'commerce', description: 'A refund\'s return_to_stock_items counts only for the order items the refund names: a configurable\'s child item, refunded along with its parent\'s and named in return_to_stock_items, is not returned, so its quantity leaves the child\'s source and the salable quantity does not rise.' },
  { name: COMMERCE_FAULTS.bundleStockIgnoresChildren, category: 'commerce', description: 'A bundle\'s stock status (GET /V1/stockStatuses/:productSku) is its own stock item\'s, whatever its children hold: in stock without options, and still in stock while the only child of its required option is out of stock or once that child is removed.' },
  { name: COMMERCE_FAULTS.groupedStockIgnoresChildren, category: 'commerce', description: 'A grouped product\'s stock status (GET /V1/stockStatuses/:productSku) is its own stock item\'s, whatever its children hold: in stock without children, and still in stock once every child is unlinked.' },
  { name: COMMERCE_FAULTS.groupedLinkQtyDropped, category: 'commerce', description: 'An associated link of a grouped product (PUT /V1/products/:sku/links, POST /V1/products with product_links) is saved without its extension_attributes.qty: GET /V1/products/:sku/links/associated and the product read answer the link without it.' },
  { name: COMMERCE_FAULTS.assignmentMergeSkipped, category: 'commerce', description: 'A cart assigned to a customer who has an active cart of their own (PUT /V1/carts/:cartId, PUT /V1/guest-carts/:cartId) takes none of its items: the customer\'s cart is deactivated without being merged into the assigned one.' },
  { name: COMMERCE_FAULTS.guestCartShortMask, category: 'commerce', description: 'A new guest cart (POST /V1/guest-carts) is answered with a masked id of 16 characters, which resolves to the cart, instead of one of 32.' },
  { name: COMMERCE_FAULTS.virtualCartShippingRates, category: 'commerce', description: 'The shipping methods of a cart that holds only a virtual product (GET /V1/carts/:cartId/shipping-methods, the guest form) are the flat rate, instead of [] (a virtual cart ships nothing).' },
  { name: COMMERCE_FAULTS.orderItemGiftMessageDropped, category: 'commerce', description: 'An order placed from a cart whose item has a gift message answers its item (GET /V1/orders/items/:id, GET /V1/orders/:id) without extension_attributes.gift_message: the message stays on the quote item.' },
  { name: COMMERCE_FAULTS.orderLineNameDropped, category: 'commerce', description: 'An order placed from a cart (PUT /V1/carts/:cartId/order, the guest and /mine forms, payment information) holds the cart\'s line without its product\'s name (name "").' },
  { name: COMMERCE_FAULTS.cancelUnguarded, category: 'commerce', description: 'POST /V1/orders/:id/cancel cancels an order on hold or complete and answers true, where the platform answers false and leaves it as it is (Order::canCancel).' },
  { name: COMMERCE_FAULTS.offlineCaptureAccepted, category: 'commerce', description: 'POST /V1/invoices/:id/capture and /void answer true on an invoice paid offline (check / money order), where the platform refuses: "The capture action is not available.", "The void action is not available."' },
  { name: COMMERCE_FAULTS.creditmemoCancelAccepted, category: 'commerce', description: 'PUT /V1/creditmemo/:id answers true, where the platform never cancels a credit memo: "You can not cancel Credit Memo".' },
  { name: COMMERCE_FAULTS.reshipAccepted, category: 'commerce', description: 'POST /V1/order/:orderId/ship on an order whose items are all shipped makes an empty shipment and answers its id, where the platform refuses: "You can\'t create a shipment without products."' },
  { name: COMMERCE_FAULTS.billingAddressOtherId, category: 'commerce', description: 'A cart\'s billing address assignment (POST /V1/carts/:cartId/billing-address, the guest and /mine forms) saves the address and answers the id of another one (the next), where the platform answers the id the cart\'s billing address reads with.' },
  { name: COMMERCE_FAULTS.cartCustomerNamesDropped, category: 'commerce', description: 'A cart assigned to a customer (GET /V1/carts/:cartId, /V1/carts/mine) reads its customer without the firstname and lastname of the account, where the platform answers them.' },
  { name: COMMERCE_FAULTS.cartMineBodyCustomerFollowed, category: 'commerce', description: 'POST /V1/carts/mine with a customerId in its body makes the cart for that customer (404 "No such entity with customerId" for one no customer has), where the platform makes it for the token\'s customer whatever the body names.' },
  { name: COMMERCE_FAULTS.documentReadAdminStore, category: 'commerce', description: 'An invoice, shipment or credit memo read by id (GET /V1/invoices/:id, GET /V1/shipment/:id, GET /V1/creditmemo/:id) answers store_id 0 (the admin store) instead of its order\'s store; the lists (GET /V1/invoices, /V1/shipments, /V1/creditmemos) answer the one stored.' },
  { name: COMMERCE_FAULTS.orderHistoryStatusDropped, category: 'commerce', description: 'GET /V1/orders/:id/comments lists the entries of an order\'s history without their status; the order\'s status_histories (GET /V1/orders/:id) keep it.' },
  { name: COMMERCE_FAULTS.cartItemsListBare, category: 'commerce', description: 'A cart\'s item list (GET /V1/carts/:cartId/items, the guest and /mine forms) answers its items with an empty name, price 0 and an empty product_type, where the platform answers the product\'s name, its price and its type.' },
  { name: COMMERCE_FAULTS.orderSaveRenumbers, category: 'commerce', description: 'POST /V1/orders (the order repository\'s save, by entity_id) gives the order a new increment_id, where the platform keeps the one it was placed with (OrderUpdateTest).' },
  { name: COMMERCE_FAULTS.billingAddressFlagsWrong, category: 'commerce', description: 'A cart\'s billing address (GET /V1/carts/:cartId/billing-address, the guest and /mine forms) reads with same_as_billing 1 and save_in_address_book 1, where the platform answers 0 and 0 for an address assigned as billing.' },
  { name: COMMERCE_FAULTS.paymentMethodsUntitled, category: 'commerce', description: 'A cart\'s payment methods (GET /V1/carts/:cartId/payment-methods, the guest and /mine forms) answer each method titled with its code (checkmo), where the platform answers its title ("Check / Money order").' },
  { name: COMMERCE_FAULTS.shippingMethodsUnrated, category: 'commerce', description: 'A cart\'s shipping methods (GET /V1/carts/:cartId/shipping-methods, the guest and /mine forms) answer its address\'s rates at amount 0, where the platform answers the rates an estimate for that address answers (the flat rate at 5 per item).' },
  { name: COMMERCE_FAULTS.paymentInformationTotalsEmpty, category: 'commerce', description: 'A cart\'s payment information (GET /V1/carts/mine/payment-information, the guest and admin forms) answers totals of an empty cart (grand_total 0), where the platform answers the cart\'s totals (GET /V1/carts/mine/totals).' },
  { name: COMMERCE_FAULTS.itemGiftMessageWithoutIds, category: 'commerce', description: 'A cart item\'s gift message (GET /V1/carts/:cartId/gift-message/:itemId, the guest and /mine forms) reads as its sender, recipient and message alone, where the platform answers five fields: gift_message_id and customer_id besides.' },
  { name: COMMERCE_FAULTS.salableIgnoresReservations, category: 'commerce', description: 'The salable quantity (GET /V1/inventory/get-product-salable-quantity, is-product-salable-for-requested-qty, the legacy stock status) answers the sources\' quantity, not minus the reservations its open orders hold.' },
  { name: COMMERCE_EDITION_FAULTS.rmaStatusNotSaved, category: 'writes', description: 'A return updated through PUT /V1/returns/:id answers the status sent, and keeps the one it had: GET /V1/returns/:id reads the old status.' },
  { name: COMMERCE_EDITION_FAULTS.rmaCommentDropped, category: 'writes', description: 'A comment added through POST /V1/returns/:id/comments answers true and is never stored: GET /V1/returns/:id/comments does not list it.' },
  { name: COMMERCE_EDITION_FAULTS.rmaTrackNotRemoved, category: 'writes', description: 'DELETE /V1/returns/:id/tracking-numbers/:trackId answers true and the track stays in GET /V1/returns/:id/tracking-numbers.' },
  { name: COMMERCE_EDITION_FAULTS.giftcardNotApplied, category: 'writes', description: 'Adding a gift card to a cart (POST /V1/carts/mine/giftCards, PUT /V1/carts/:cartId/giftCards, POST /V1/carts/guest-carts/:cartId/giftCards) answers true and the cart keeps no card: GET /V1/carts/:quoteId/giftCards lists none and the totals take nothing off.' },
  { name: COMMERCE_EDITION_FAULTS.giftcardNotRemoved, category: 'writes', description: 'Removing a gift card from a cart (the three DELETE .../giftCards/:giftCardCode routes) answers true and the code stays in GET /V1/carts/:quoteId/giftCards.' },
  { name: COMMERCE_EDITION_FAULTS.giftcardBalanceNotDebited, category: 'writes', description: 'An order paid partly by a gift card is placed with the card\'s amount off its grand total, and the card keeps its balance: checkGiftCard answers the balance it had.' },
  { name: COMMERCE_EDITION_FAULTS.giftcardTotalNotDeducted, category: 'writes', description: 'An order paid partly by a gift card keeps the card\'s amount in its grand_total and total_due (the card is debited and the order lists it): grand_total is no longer subtotal + shipping + tax - discount - gift_cards_amount.' },
  { name: COMMERCE_EDITION_FAULTS.giftcardAccountNotGenerated, category: 'writes', description: 'Invoicing an order of gift cards creates no gift card account: the order item has no giftcard_created_codes, and no code can be applied.' },
  { name: COMMERCE_EDITION_FAULTS.giftWrappingImageDropped, category: 'writes', description: 'A gift wrapping saved with an image (POST or PUT /V1/gift-wrappings with image_name and image_base64_content) answers as if saved, and stores no image: GET /V1/gift-wrappings/:id has no image_name or image_url.' },
  { name: COMMERCE_EDITION_FAULTS.giftcardUnknownCodeZero, category: 'input', description: 'checkGiftCard (GET /V1/carts/mine/checkGiftCard/:giftCardCode and the guest form) answers 200 with a balance of 0 for a code no gift card account has, instead of 404 "The gift card code is either incorrect or expired. Verify and try again.".' },
  { name: CUSTOMER_FAULTS.validateAcceptsInvalid, category: 'input', description: 'PUT /V1/customers/validate answers {"valid": true, "messages": []} for any customer, one without its website, group, names or e-mail too, instead of valid false and a message per attribute missing.' },
  { name: CUSTOMER_FAULTS.emailAvailableFalse, category: 'input', description: 'POST /V1/customers/isEmailAvailable answers false for every address, one no customer has too (the platform answers true unless the guest checkout login option is on, and then false only for a customer\'s own address).' },
  { name: CUSTOMER_FAULTS.customerReadonly, category: 'input', description: 'GET /V1/customers/:customerId/permissions/readonly answers true for every customer, a new one too, instead of false.' },
  { name: CUSTOMER_FAULTS.defaultAddressesSwapped, category: 'input', description: 'The default billing address routes (GET /V1/customers/:customerId/billingAddress, /me/billingAddress) answer the customer\'s default shipping address, and the shipping ones the billing address.' },
  { name: CUSTOMER_FAULTS.groupDeleteKeepsCustomers, category: 'writes', description: 'DELETE /V1/customerGroups/:id of a group with customers answers true and leaves them in the deleted group (their group_id names it) instead of moving them to their store\'s default group.' },
  { name: CUSTOMER_FAULTS.searchWithoutCriteriaAccepted, category: 'input', description: 'GET /V1/customers/search and GET /V1/customerGroups/search without searchCriteria answer every item instead of 400 \'"%fieldName" is required. Enter and try again.\' {fieldName: searchCriteria}.' },
  { name: CUSTOMER_FAULTS.resetUnknownEmailAccepted, category: 'input', description: 'PUT /V1/customers/password and POST /V1/customers/confirm answer true for an e-mail no customer has on the website (or a website no website has), instead of 404 "No such entity with %fieldName = %fieldValue, %field2Name = %field2Value" naming both.' },
  { name: CUSTOMER_FAULTS.addressFirstnameOptional, category: 'input', description: 'A customer created or updated with an address without firstname is saved, instead of 400 \'"%fieldName" is required. Enter and try again.\' {fieldName: firstname}.' },
  { name: CUSTOMER_FAULTS.customerPartialResetsGroup, category: 'writes', description: 'A customer update (PUT /V1/customers/:customerId) that leaves group_id out moves the customer to group 1 (General, the default) instead of keeping its group: what an update that sends group_id 1 cannot show.' },
  { name: CUSTOMER_FAULTS.subscriptionIgnored, category: 'writes', description: 'A customer\'s extension_attributes.is_subscribed is never saved: a customer created subscribed, or unsubscribed by an update, reads back as it was.' },
  { name: CUSTOMER_FAULTS.groupDefaultTaxClassDropped, category: 'writes', description: 'A customer group created without tax_class_id (POST /V1/customerGroups) is saved and answered without a tax class (null) instead of the default customer class, Retail Customer (3).' },
  { name: CUSTOMER_FAULTS.groupTaxClassIgnored, category: 'writes', description: 'A customer group created or updated with a tax class is saved with Retail Customer (3), the class a group without one gets, whatever class it names.' },
  { name: CUSTOMER_FAULTS.customerNameUnchecked, category: 'input', description: 'A customer created or updated with a first, last or middle name holding symbols beside its letters ("Jo$(date)") is saved, instead of 400 "First Name is not valid!" (the customer name validator, its Last and Middle Name forms alike).' },
  { name: CUSTOMER_FAULTS.groupPostIdIgnored, category: 'input', description: 'POST /V1/customerGroups naming a group id no group has makes a new group under a new id, instead of 404 "No such entity with %fieldName = %fieldValue" {fieldName: id, fieldValue: the id}.' },
  { name: CUSTOMER_FAULTS.groupExcludedWebsitesDropped, category: 'writes', description: 'A customer group created or updated with extension_attributes.exclude_website_ids answers and is saved without them: the group reads as excluded from no website.' },
  { name: CUSTOMER_FAULTS.passwordChangeIgnored, category: 'writes', description: 'PUT /V1/customers/me/password answers true and keeps the old password: the new one does not sign in (POST /V1/integration/customer/token 401), the old one still does.' },
  { name: INPUT_FAULTS.taxRateZipRangeDropped, category: 'writes', description: 'A tax rate sent with zip_is_range, zip_from and zip_to (POST /V1/taxRates) keeps the postcode "*" instead of tax_postcode "<from>-<to>".' },
  { name: INPUT_FAULTS.taxRateWithoutRateAccepted, category: 'input', description: 'A tax rate created without rate (POST /V1/taxRates) is saved as a rate of 0 instead of 400 \'"%fieldName" is required. Enter and try again.\' {fieldName: percentage_rate}.' },
  { name: INPUT_FAULTS.websiteAssignmentUnchecked, category: 'input', description: 'POST /V1/products/:sku/websites naming a website id no website has assigns the product to it and answers true, instead of 400 \'Could not assign product "%1" to websites "%2"\' {the product\'s id, the website id}.' },
  { name: INPUT_FAULTS.taxRuleClassTypeUnchecked, category: 'input', description: 'A tax rule naming a product tax class among its customer classes (or a customer class among its product classes) is saved instead of 400 "No such entity with customer_tax_class_ids = %fieldValue".' },
  { name: COMMERCE_INPUT_FAULTS.invalidCouponAccepted, category: 'input', description: 'A coupon code no sales rule has (PUT /V1/carts/:cartId/coupons/:couponCode, the guest and /mine forms) is applied to the cart and answered true, instead of 404 "The coupon code isn\'t valid. Verify the code and try again.".' },
  { name: COMMERCE_INPUT_FAULTS.cartAssignmentUnchecked, category: 'input', description: 'assignCustomer skips its refusals: PUT /V1/carts/:cartId hands a cart that has a customer to the customer named (instead of 400 "...the cart isn\'t anonymous."), and PUT /V1/guest-carts/:cartId assigns the guest cart to another customer than the caller (instead of 400 "You don\'t have the correct permissions to assign the customer to the cart.").' },
  { name: COMMERCE_INPUT_FAULTS.shipmentTrackUnchecked, category: 'input', description: 'A shipment track without a tracking number is saved (POST /V1/shipment/track, and the tracks of POST /V1/order/:orderId/ship), and so is a track naming another order than its shipment\'s, instead of 400 "Could not save the shipment tracking." and "Shipment Document Validation Error(s):\\nPlease enter a tracking number.".' },
  { name: COMMERCE_INPUT_FAULTS.refundItemsUnchecked, category: 'input', description: 'A refund (POST /V1/order/:orderId/refund) does not check its items and return_to_stock_items against the order and the credit memo: an item of another order, or an id no item has, is passed over and the order is refunded, instead of 400 "Creditmemo Document Validation Error(s):" with the validator\'s message.' },
  { name: COMMERCE_INPUT_FAULTS.offlineInvoiceRefundedOnline, category: 'input', description: 'POST /V1/invoice/:invoiceId/refund with isOnline true refunds an invoice paid by check / money order (offline), instead of 400 "Creditmemo Document Validation Error(s):\\nWe can\'t create creditmemo for the invoice.".' },
  { name: COMMERCE_INPUT_FAULTS.billingAddressUnchecked, category: 'input', description: 'A cart\'s billing address (POST /V1/carts/:cartId/billing-address, the guest and /mine forms) with a country no directory has or an e-mail that is none is saved, instead of 400 "The address failed to save. Verify the address and try again.".' },
  { name: COMMERCE_INPUT_FAULTS.paymentAddressUnchecked, category: 'input', description: 'A payment method set on a cart that ships and has no shipping address (PUT /V1/carts/:cartId/selected-payment-method, the guest and /mine forms) is saved, instead of 400 "The shipping address is missing. Set the address and try again.".' },
  { name: COMMERCE_INPUT_FAULTS.assignmentMaskKept, category: 'input', description: 'A guest cart assigned to a customer (PUT /V1/guest-carts/:cartId, PUT /V1/carts/:cartId) keeps its masked id: it still resolves, so the assignment sent again by it is answered 400 "...the cart isn\'t anonymous." instead of 404 cartId null.' },
  { name: COMMERCE_INPUT_FAULTS.cartSaveCustomerUnchecked, category: 'input', description: 'A save of the customer\'s cart (PUT /V1/carts/mine) naming another customer id in quote.customer.id is saved, instead of 400 "Invalid state change requested".' },
  { name: PRODUCT_BODY_FAULTS.websiteIdsUpdateIgnored, category: 'writes', description: 'A product update (PUT /V1/products/:sku) ignores extension_attributes.website_ids: the product keeps its websites, and website_ids [] does not unassign them.' },
  { name: PRODUCT_BODY_FAULTS.specialPriceNullKept, category: 'writes', description: 'A product\'s special_price, special_from_date or special_to_date sent as null in custom_attributes keeps its value, instead of being removed.' },
  { name: PRODUCT_BODY_FAULTS.multiselectClearIgnored, category: 'writes', description: 'A multiselect attribute sent as "" in a product\'s custom_attributes keeps the options it had, instead of being cleared.' },
  { name: PRODUCT_BODY_FAULTS.stockItemForeignIdsFollowed, category: 'writes', description: 'A product save whose stock_item names another product\'s product_id or item_id writes that product\'s stock item, instead of ignoring the product_id and refusing the item_id (400).' },
  { name: PRODUCT_BODY_FAULTS.optionIdsRenewed, category: 'writes', description: 'A product saved with its custom options sent by their ids (option_id, option_type_id) gives every option and value a new id, instead of keeping them.' },
  { name: PRODUCT_BODY_FAULTS.categoryLinksUnlinkIgnored, category: 'writes', description: 'A product saved with extension_attributes.category_links keeps its links to the categories the list leaves out: category_links [] unlinks it from none, where the platform unlinks it from every one.' },
  { name: PRODUCT_BODY_FAULTS.emptiedCollectionsAnswered, category: 'writes', description: 'A product update (PUT /V1/products/:sku) that sends tier_prices, options or product_links as [] empties them, and its answer still shows them as they were, where the platform answers them empty.' },
  { name: PRODUCT_BODY_FAULTS.requiredOptionsFlagStale, category: 'writes', description: 'A product given a required custom option by POST /V1/products/options keeps its custom attribute required_options "0", where the platform sets it to "1" (has_options follows as it should).' },
  { name: PRODUCT_BODY_FAULTS.stockItemNotMade, category: 'writes', description: 'A product created without extension_attributes.stock_item (POST /V1/products) gets no stock item: its answer and its read carry none, where the platform makes one, qty null and out of stock, with its item_id and product_id (CatalogInventory ProductRepositoryInterfaceTest::testSimpleProductCreationWithoutSpecifyingCatalogInventory).' },
  { name: PRODUCT_BODY_FAULTS.linkTypeIgnored, category: 'writes', description: 'GET /V1/products/:sku/links/:type answers every link of the product whatever its type: a product that relates, cross-sells and up-sells another answers all three links for crosssell, where the platform answers the cross-sell link alone.' },
  { name: PRODUCT_BODY_FAULTS.linkDeleteClearsType, category: 'writes', description: 'DELETE /V1/products/:sku/links/:type/:linkedProductSku removes every link of that type: the product\'s other related links go with the one named, where the platform keeps them.' },
  { name: PRODUCT_BODY_FAULTS.optionDeleteClearsOptions, category: 'writes', description: 'DELETE /V1/products/attributes/:attributeCode/options/:optionId removes every option of the attribute, where the platform removes the one named and lists the others as before.' },
  { name: PRODUCT_BODY_FAULTS.categoryLinkMovesOthers, category: 'writes', description: 'PUT /V1/categories/:categoryId/products moves the category\'s other products to the position sent for the one saved, where the platform leaves them at theirs.' },
  { name: PRODUCT_BODY_FAULTS.stockQtyResetOnUpdate, category: 'writes', description: 'A product update (PUT /V1/products/:sku) that leaves extension_attributes.stock_item out (a price alone) empties the product\'s stock item, qty null and out of stock, in its answer and on the read, where the platform keeps the quantity (CatalogInventory ProductRepositoryInterfaceTest::testCatalogInventory).' },
  { name: PRODUCT_BODY_FAULTS.stockItemAnswerIdsDropped, category: 'writes', description: 'A product save (POST /V1/products, PUT /V1/products/:sku) answers extension_attributes.stock_item without its item_id and product_id (the read still has them), where the platform answers both (CatalogInventory ProductRepositoryInterfaceTest::testCatalogInventory).' },
  { name: PRODUCT_BODY_FAULTS.specialPriceZeroDropped, category: 'writes', description: 'POST /V1/products/special-price-information answers a special price of 0 with price null, where the platform answers 0.' },
  { name: PRODUCT_BODY_FAULTS.optionDeleteClearsProduct, category: 'writes', description: 'DELETE /V1/products/:sku/options/:optionId removes every custom option of the product, where the platform removes the option named alone and the product keeps its others.' },
  { name: PRODUCT_BODY_FAULTS.isFilterableZeroAsOne, category: 'writes', description: 'GET /V1/products/attributes/:attributeCode/is-filterable answers 1 for an attribute that is not filterable, where the platform answers the 0 it stores.' },
  { name: PRODUCT_BODY_FAULTS.tierListAllMixed, category: 'writes', description: 'GET /V1/products/:sku/group-prices/all/tiers answers the tier prices of every customer group, where the platform answers those of ALL GROUPS (group 32000) alone.' },
  { name: PRODUCT_BODY_FAULTS.tierDeleteClearsSku, category: 'writes', description: 'POST /V1/products/tier-prices-delete removes every tier price of each SKU it names, where the platform removes the rows named alone (matched by group, quantity and price) and keeps the others.' },
  { name: PRODUCT_BODY_FAULTS.priceKeptRowReported, category: 'writes', description: 'The tier and special price storages (POST /V1/products/tier-prices, PUT /V1/products/tier-prices, their -delete routes) do what every valid row asks and still answer an error for each ("Invalid attribute SKU = <sku>."), where the platform answers [] (no row refused).' },
  { name: PRODUCT_BODY_FAULTS.priceRowErrorIgnored, category: 'writes', description: 'The price storages (POST /V1/products/tier-prices, special-price, base-prices, cost) drop the rows they refuse and answer [], instead of one error per refused row; the tier storage also takes a row of an unknown SKU without refusing the request.' },
  { name: STATIC_READ_FAULTS.productTypeMissing, category: 'input', description: 'GET /V1/products/types leaves out the bundle type (Bundle Product), which every edition lists.' },
  { name: STATIC_READ_FAULTS.attributeMetadataOtherAttribute, category: 'input', description: 'GET /V1/attributeMetadata/customer/attribute/:attributeCode and /customerAddress/attribute/:attributeCode answer the metadata of another attribute of the entity (its first) than the one asked.' },
  { name: STATIC_READ_FAULTS.storeListKeysReordered, category: 'input', description: 'GET /V1/store/websites answers each website with its name before its code, where the platform answers id, code, name, default_group_id in that order.' },
  { name: STATIC_READ_FAULTS.storeConfigsCodesIgnored, category: 'input', description: 'GET /V1/store/storeConfigs answers the config of every store view whatever storeCodes[] asks, where the platform answers the codes asked only.' },
  { name: MSI_FAULTS.sourceRegionNameFilled, category: 'writes', description: 'A source saved with a region_id and no region name (POST /V1/inventory/sources, PUT /V1/inventory/sources/:sourceCode) reads back with the region\'s name filled in, where the platform keeps the region_id alone.' },
  { name: MSI_FAULTS.stockItemBodyIdFollowed, category: 'writes', description: 'PUT /V1/products/:productSku/stockItems/:itemId whose body names another item_id writes the stock item the body names (another product\'s), where the platform ignores the ids of the body and writes the product\'s own.' },
  { name: MSI_FAULTS.salableByAssignment, category: 'commerce', description: 'The salable reads (GET /V1/inventory/is-product-salable, are-products-salable, is-product-salable-for-requested-qty, are-product-salable-for-requested-qty) answer a product salable on a stock none of whose sources holds it, as on the stock that does.' },
  { name: MSI_FAULTS.sourceSelectionOverdeducts, category: 'writes', description: 'POST /V1/inventory/source-selection-algorithm-result with the priority algorithm deducts the whole quantity asked from each source, more than it holds, and answers the request shippable.' },
  { name: MSI_FAULTS.stockResolverChannelDropped, category: 'input', description: 'GET /V1/inventory/stock-resolver/:type/:code answers the stock that sells to the channel without that channel among its extension_attributes.sales_channels.' },
  { name: MSI_FAULTS.stockIdTypeUnchecked, category: 'input', description: 'GET /V1/inventory/get-sources-assigned-to-stock-ordered-by-priority/:stockId with a stockId that is no number (not_numeric) takes it as stock 0 and answers [], where the platform refuses it with 400 \'The "not_numeric" value\'s type is invalid. The "int" type was expected. Verify and try again.\'.' },
  { name: SALES_RULE_FAULTS.ruleUpdateUsageIgnored, category: 'writes', description: 'An update of a cart price rule (PUT /V1/salesRules/:ruleId) keeps its discount_amount and times_used as stored: the answer and the read show the old ones, where the platform saves the values sent.' },
  { name: SALES_RULE_FAULTS.couponFieldsIgnored, category: 'writes', description: 'A coupon\'s save (POST /V1/coupons, PUT /V1/coupons/:couponId) keeps times_used as stored (0 for a new coupon), dates it now, types it 0 (manual) and answers is_primary false, and its answer leaves out usage_limit and usage_per_customer, where the platform keeps the times_used, created_at and type sent, answers is_primary null and the two usage fields the rule gives.' },
  { name: MSI_FAULTS.partialTransferUnchecked, category: 'input', description: 'POST /V1/inventory/bulk-partial-source-transfer validates nothing: a transfer from a source to itself, from or to a source no one has, or of more than the origin holds is answered 200 (what the origin holds, up to the qty, is moved), where the platform refuses each with 400 "Transfer validation failed" and its errors.' },
  { name: SALES_RULE_FAULTS.searchPartial, category: 'search', description: 'The rule and coupon searches (GET /V1/salesRules/search, GET /V1/coupons/search) answer their items without a field their own reads answer (a rule\'s action_condition, a coupon\'s created_at) and echo the criteria without current_page, where the platform answers each item as its read does and the criteria as sent.' },
  { name: SUBMISSION_FAULTS.wrongGrantAccepted, category: 'submission', description: 'The session route accepts a grant_type other than session.' },
  { name: SUBMISSION_FAULTS.expiredUstAccepted, category: 'submission', description: 'An expired session token (ust) is still accepted.' },
  { name: SEARCH_FAULTS.pageSizeIgnored, category: 'search', description: 'searchCriteria[pageSize] is ignored on every list route: every matching item comes back.' },
  { name: SEARCH_FAULTS.sortIgnored, category: 'search', description: 'searchCriteria[sortOrders] are ignored on every list route: items come in storage order.' },
  { name: SEARCH_FAULTS.likeIgnored, category: 'search', description: 'A like filter is ignored on every list route: it matches every item.' },
  { name: SEARCH_FAULTS.totalIsPageLength, category: 'search', description: 'total_count is the number of items on the page instead of every match (magento/magento2#17295).' },
  { name: SEARCH_FAULTS.groupsOred, category: 'search', description: 'Filter groups are OR-ed instead of AND-ed.' },
  { name: SEARCH_FAULTS.listItemsMissingNested, category: 'reads', description: 'A list or search answers its items without their extension_attributes, while the item read of the same entity answers them (a list built from a collection that skips the extension attributes\' join).' },
  { name: SEARCH_FAULTS.sortTextIgnored, category: 'search', description: 'A sort on a text field of the items (a name, a code, a title) is ignored, while sorts on numbers and dates work: items come in storage order.' },
  { name: SEARCH_FAULTS.unknownFieldSql, category: 'search', description: 'A filter or sort on an unknown field answers 500 with the SQL error and a stack trace in the body (developer mode).' },
  { name: SEARCH_FAULTS.criteriaNotEchoed, category: 'search', description: 'The repositories\' list routes answer search_criteria as {filter_groups: []} whatever was sent, where the platform echoes the filter groups, sort orders, page_size and current_page of the search.' },
];

/** Every known fault: the core's, the partners' and the async layer's (passed in, it owns that list). */
export function allFaults(asyncFaults: readonly FaultInfo[]): FaultInfo[] {
  const byName = new Map<string, FaultInfo>();
  for (const fault of [...CORE_FAULT_INFO, ...PARTNER_FAULT_INFO, ...asyncFaults]) byName.set(fault.name, fault);
  return [...byName.values()];
}

/** One line per fault for --list-faults: name, category, description separated by tabs. */
export function formatFaultList(faults: readonly FaultInfo[]): string {
  return faults.map((fault) => `${fault.name}\t${fault.category}\t${fault.description}`).join('\n');
}

/** Throws a one-line error naming the first unknown fault. */
export function checkFaultNames(requested: readonly string[], known: readonly FaultInfo[]): Set<string> {
  const names = new Set(known.map((fault) => fault.name));
  for (const name of requested) {
    if (!names.has(name)) throw new Error(`unknown fault "${name}" (see --list-faults)`);
  }
  return new Set(requested);
}
