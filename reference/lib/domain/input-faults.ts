// The bad-input faults of the reference: each breaks how the platform answers a write it must refuse, so the suite's
// input.* checks can prove they notice (docs/fault-table.md).
//  - bad-input-500:             a body the web API's deserializer refuses (a required parameter missing, a value of
//                               the wrong type) is answered 500 "Internal Error" instead of the platform's 400;
//  - invalid-email-accepted:    a customer saved with an e-mail address that is none is kept;
//  - duplicate-accepted:        a unique key saved twice (a customer's e-mail, a tax rate's or rule's code, a
//                               group's code, a class name, a page or block identifier, an attribute code or set
//                               name, a URL key) makes a second entity, and an attribute option renamed with
//                               another option's admin label takes it;
//  - not-found-parameters-lost: a not-found answer keeps its status and message but loses its parameters, so the
//                               client cannot tell which field and value were not found;
//  - reset-token-accepted:      a password reset token no e-mail gave is answered valid (validateResetPasswordLinkToken
//                               answers true for any token of an existing customer).
// Multi-Source Inventory and configurable products (issue 37 part 2):
//  - source-item-validation-skipped:     SourceItemValidatorChain lets every item through (no sku, no quantity, a
//                                        status that is none, a source code with a space: saved);
//  - stock-validation-skipped:           StockValidatorChain and the sales-channel validators let every stock
//                                        through (no name, a channel without code or type, a website no one has);
//  - source-validation-skipped:          SourceValidatorChain lets every source through (no name, code, postcode or
//                                        country, white space in the code, carrier links under the global config);
//  - stock-with-channel-deleted:         the delete of a stock that sells through a sales channel deletes it;
//  - default-source-link-accepted:       a link that names the default source or the Default Stock is saved, and
//                                        its unlink answered done;
//  - configurable-unknown-child-accepted: a configurable's child of a SKU no product has is answered added (true)
//                                        and linked to nothing.
// Product media and downloadable links and samples (issue 37, media and downloadable content validators):
//  - media-content-unchecked:        an image entry's content is not validated (content that is not base64 or no
//                                    image, a MIME type not allowed, a name with forbidden characters: saved);
//  - downloadable-url-unchecked:     a link's or sample's type and URL are not validated (a type that is none, a URL
//                                    of no valid format, a host env.php's downloadable_domains does not list: saved);
//  - downloadable-file-unchecked:    a link's or sample's file is not validated (content that is not base64, a file
//                                    name with forbidden characters, a file path no file has: saved);
//  - downloadable-negative-accepted: a link's negative price or number of downloads, or a negative sort order, is
//                                    saved.
// Attribute sets (issue 37, AttributeSetManagementTest):
//  - attribute-set-checks-skipped:   a product attribute set is created with an empty name, from the set of
//                                    another entity type (the category's), or sent with an id, instead of 400;
//  - custom-option-validation-skipped: POST /V1/products/options saves an option its validator refuses (no title, a
//                                    type that is none, a select without values, a value without title or of a
//                                    price type that is none, a file's negative image size).
//  - eav-set-checks-skipped:         POST /V1/eav/attribute-sets creates a set sent with an id, from skeletonId 0 or
//                                    a skeleton no set is, for an entity type no type is, or with an empty name,
//                                    instead of refusing it.
// Product websites (issue 37, ProductWebsiteLinkRepositoryTest):
//  - website-assignment-unchecked:   POST /V1/products/:sku/websites assigns the product to a website id no website
//                                    has and answers true, instead of 400 'Could not assign product "%1" to websites
//                                    "%2"'.

export const INPUT_FAULT = {
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

export const INPUT_DOMAIN_FAULTS = Object.values(INPUT_FAULT);

/** Whether a duplicate unique key is let through (the fault duplicate-accepted). */
export const acceptsDuplicates = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.duplicateAccepted);

/** Whether an attribute set's create skips its name and skeleton checks (the fault attribute-set-checks-skipped). */
export const skipsAttributeSetChecks = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.attributeSetChecksSkipped);

/** Whether the EAV attribute set create skips its checks (the fault eav-set-checks-skipped). */
export const skipsEavSetChecks = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.eavSetChecksSkipped);

/** Whether a custom option's create skips the option's validator (the fault custom-option-validation-skipped). */
export const skipsCustomOptionValidation = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.customOptionValidationSkipped);

/** Whether an e-mail address that is none is let through (the fault invalid-email-accepted). */
export const acceptsInvalidEmail = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.invalidEmailAccepted);

/** Whether any password reset token is answered valid (the fault reset-token-accepted). */
export const acceptsAnyResetToken = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.resetTokenAccepted);

/** The bad-input faults of the commerce core (quote/, sales/), met only by runs that write on the run's own carts and
 * orders (COMMERCE_WRITES=full). One per validator the platform runs on them, each let through:
 *  - invalid-coupon-accepted:          a coupon code no rule has is applied to the cart (CouponManagement::set);
 *  - cart-assignment-unchecked:        assignCustomer takes a cart that has a customer already, and a customer's call
 *                                      assigns a guest cart to another customer than the caller;
 *  - shipment-track-unchecked:         a track without a tracking number is saved (POST /V1/shipment/track, the tracks
 *                                      of POST /V1/order/:orderId/ship), and one on a shipment of another order;
 *  - refund-items-unchecked:           a refund's items and return_to_stock_items are not checked against the order and
 *                                      the credit memo: an item of another order, or none, is let through;
 *  - offline-invoice-refunded-online:  an invoice paid by check / money order is refunded when isOnline is true;
 *  - billing-address-unchecked:        a cart's billing address with a country no directory has or an e-mail that is
 *                                      none is saved;
 *  - payment-address-unchecked:        a payment method is set on a cart that ships and has no shipping address
 *                                      (PaymentMethodManagement::set);
 *  - assignment-mask-kept:             a guest cart assigned to a customer keeps its masked id, which still resolves;
 *  - cart-save-customer-unchecked:     a save of the customer's cart (PUT /V1/carts/mine) naming another customer id in
 *                                      quote.customer.id is taken. */
export const COMMERCE_INPUT_FAULT = {
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

export const COMMERCE_INPUT_DOMAIN_FAULTS = Object.values(COMMERCE_INPUT_FAULT);

/** Whether MSI's source-item validators are skipped (the fault source-item-validation-skipped). */
export const skipsSourceItemValidation = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.sourceItemValidationSkipped);

/** Whether MSI's stock and sales-channel validators are skipped (the fault stock-validation-skipped). */
export const skipsStockValidation = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.stockValidationSkipped);

/** Whether MSI's source validators are skipped (the fault source-validation-skipped). */
export const skipsSourceValidation = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.sourceValidationSkipped);

/** Whether a stock selling through a channel is deleted all the same (the fault stock-with-channel-deleted). */
export const deletesStockWithChannel = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.stockWithChannelDeleted);

/** Whether links naming the default source or stock go through (the fault default-source-link-accepted). */
export const acceptsDefaultSourceLinks = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.defaultSourceLinkAccepted);

/** Whether a configurable's child of an unknown SKU is answered added (the fault configurable-unknown-child-accepted). */
export const acceptsUnknownConfigurableChild = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.configurableUnknownChildAccepted);

/** Whether a product is assigned to a website no website is (the fault website-assignment-unchecked). */
export const assignsUnknownWebsites = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.websiteAssignmentUnchecked);

/** Whether an image entry's content goes unvalidated (the fault media-content-unchecked). */
export const acceptsAnyMediaContent = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.mediaContentUnchecked);

/** Whether a downloadable link's or sample's type and URL go unvalidated (the fault downloadable-url-unchecked). */
export const acceptsAnyDownloadableUrl = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.downloadableUrlUnchecked);

/** Whether a downloadable link's or sample's file goes unvalidated (the fault downloadable-file-unchecked). */
export const acceptsAnyDownloadableFile = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.downloadableFileUnchecked);

/** Whether a negative price, number of downloads or sort order is saved (the fault downloadable-negative-accepted). */
export const acceptsNegativeDownloadable = (faults: ReadonlySet<string>): boolean => faults.has(INPUT_FAULT.downloadableNegativeAccepted);
