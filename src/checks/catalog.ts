// Every check of the suite, in the lists the specs loop over (each spec declares the tests of one list, in this
// order), and the catalogue of them all that docs/checks.md and the reports are made from. Each check lives in
// src/checks/<family>/<name>.ts for its id <family>.<name> (tests/check-files.test.ts holds every check of
// ALL_CHECKS to that); only this module imports the families' checks, so no family reaches back into a list.

import { commerceCancellation } from './commerce/cancellation.ts';
import { commerceCustomerCheckout } from './commerce/customer-checkout.ts';
import { commerceGiftCardOrder } from './commerce/gift-card-order.ts';
import { commerceReturnStates } from './commerce/return-states.ts';
import { commerceGuestCheckout } from './commerce/guest-checkout.ts';
import { scopeAllReachesViews } from './scope/all-reaches-views.ts';
import { scopeCustomerWebsite } from './scope/customer-website.ts';
import { scopePriceScope } from './scope/price-scope.ts';
import { scopeStoreViewOnly } from './scope/store-view-only.ts';
import { scopeWebsiteAssignment } from './scope/website-assignment.ts';
import { scopeViewNameInherits } from './scope/view-name-inherits.ts';
import { scopeMediaPerView } from './scope/media-per-view.ts';
import { scopeCartItemViewName } from './scope/cart-item-view-name.ts';
import { scopeLinkTitlePerView } from './scope/link-title-per-view.ts';
import { scopeWebsitePrices } from './scope/website-prices.ts';
import { scopeCmsPageByStores } from './scope/cms-page-by-stores.ts';
import { writeProductTypesWhole } from './write/product-types-whole.ts';
import { writeMediaGallery } from './write/media-gallery.ts';
import { writeProductBodyFields } from './write/product-body-fields.ts';
import { writeProductSaves } from './write/product-saves.ts';
import { writeCustomOptionTypes } from './write/custom-option-types.ts';
import { writePriceStorageRows } from './write/price-storage-rows.ts';
import { writeTierPriceStorage } from './write/tier-price-storage.ts';
import { writeCategorySaves } from './write/category-saves.ts';
import { writeGroupPriceTiers } from './write/group-price-tiers.ts';
import { writeAttributeOptions } from './write/attribute-options.ts';
import { writeSkuWithSlash } from './write/sku-with-slash.ts';
import { writeCmsSaveById } from './write/cms-save-by-id.ts';
import { writeCouponManagement } from './write/coupon-management.ts';
import { writeUploadedFiles } from './write/uploaded-files.ts';
import { writeCustomerLockout } from './write/customer-lockout.ts';
import { writeRestrictedDeleteKeeps } from './write/restricted-delete-keeps.ts';
import { writeConfigurableKept } from './write/configurable-kept.ts';
import { commerceMoneyTotals } from './commerce/money-totals.ts';
import { commerceOrderLifecycle } from './commerce/order-lifecycle.ts';
import { commerceOrderReads } from './commerce/order-reads.ts';
import { commerceOrderSaves } from './commerce/order-saves.ts';
import { commercePartialDocuments } from './commerce/partial-documents.ts';
import { commerceStockReserved } from './commerce/stock-reserved.ts';
import { commerceVirtualOrders } from './commerce/virtual-orders.ts';
import { commerceSalableReads } from './commerce/salable-reads.ts';
import { commerceMsiSources } from './commerce/msi-sources.ts';
import { commerceStockReturned } from './commerce/stock-returned.ts';
import { commerceStockReturnedChildren } from './commerce/stock-returned-children.ts';
import { commerceBundleDocuments } from './commerce/bundle-documents.ts';
import { commerceCreditmemoRefund } from './commerce/creditmemo-refund.ts';
import { commerceBundleStock } from './commerce/bundle-stock.ts';
import { commerceTypeCartItems } from './commerce/type-cart-items.ts';
import { commerceGroupedCartItems } from './commerce/grouped-cart-items.ts';
import { commerceGroupedLinks } from './commerce/grouped-links.ts';
import { asyncAcceptShape } from './async/accept-shape.ts';
import { asyncSameAsSync } from './async/same-as-sync.ts';
import { asyncGetRefused } from './async/get-refused.ts';
import { asyncGuestRefused } from './async/guest-refused.ts';
import { asyncIntakeErrors } from './async/intake-errors.ts';
import { asyncMethodVariants } from './async/method-variants.ts';
import { asyncCustomRoute } from './async/custom-route.ts';
import { asyncStoreScope } from './async/store-scope.ts';
import { bulkAcceptShape } from './bulk/accept-shape.ts';
import { bulkGuestRefused } from './bulk/guest-refused.ts';
import { bulkParamsInElements } from './bulk/params-in-elements.ts';
import type { CompiledPlan } from '../contracts/types.ts';
import { challengeCaptchaRequired } from './challenge/captcha-required.ts';
import { challengeIntegrationExempt } from './challenge/integration-exempt.ts';
import { challengeRecaptchaRequired } from './challenge/recaptcha-required.ts';
import { adminAllowed } from './perm/admin-allowed.ts';
import { adminOnSelfRefused } from './perm/admin-self-refused.ts';
import { anonymousOpen } from './perm/anonymous-open.ts';
import { anonymousWithToken } from './perm/anonymous-with-token.ts';
import { customerRefusedAdmin } from './perm/customer-refused-admin.ts';
import { customerSelf } from './perm/customer-self.ts';
import { guestRefused } from './perm/guest-refused.ts';
import { integrationScope } from './perm/integration-scope.ts';
import { restrictedAdminAllowed } from './perm/restricted-admin-allowed.ts';
import { restrictedAdminRefused } from './perm/restricted-admin-refused.ts';
import { routePresent } from './presence/route-present.ts';
import { schemaEndpointBare } from './schema/endpoint-bare.ts';
import { schemaEndpointDefaultStore } from './schema/endpoint-default-store.ts';
import { schemaEndpointGuestSubset } from './schema/endpoint-guest-subset.ts';
import { schemaEndpointRoutesMatchContracts } from './schema/endpoint-routes-match-contracts.ts';
import { schemaEndpointServicesAll } from './schema/endpoint-services-all.ts';
import { schemaEndpointServicesList } from './schema/endpoint-services-list.ts';
import { responseValid } from './schema/response-valid.ts';
import { readFieldsProjection } from './read/fields-projection.ts';
import { readListItem } from './read/list-item.ts';
import { searchSortEveryField } from './search/sort-every-field.ts';
import { schemaSwaggerApiKey } from './schema/swagger-api-key.ts';
import { schemaSwaggerPage } from './schema/swagger-page.ts';
import { schemaSwaggerStore } from './schema/swagger-store.ts';
import { plannedTests } from './planned-tests.ts';
import { securityStatusEchoesPassword } from './security/status-echoes-password.ts';
import { soapWsdlTokenOperations } from './soap/wsdl-token-operations.ts';
import { statusCountMatches } from './status/count-matches.ts';
import { statusCountOpen } from './status/count-open.ts';
import { statusDetailedShape } from './status/detailed-shape.ts';
import { statusDuplicateCreateFails } from './status/duplicate-create-fails.ts';
import { statusSearch } from './status/search.ts';
import { statusSummaryShape } from './status/summary-shape.ts';
import { statusTerminal } from './status/terminal.ts';
import { statusBulkCompletes } from './status/bulk-completes.ts';
import { submissionConcurrentTokens } from './submission/concurrent-tokens.ts';
import { submissionExpiry } from './submission/expiry.ts';
import { submissionExtraFieldsIgnored } from './submission/extra-fields-ignored.ts';
import { submissionProfileRead } from './submission/profile-read.ts';
import { submissionSessionToken } from './submission/session-token.ts';
import { submissionWrongGrant } from './submission/wrong-grant.ts';
import { tokenAnonymousWithAndWithout } from './token/anonymous-with-and-without.ts';
import { tokenExpiredRefused } from './token/expired-refused.ts';
import { tokenInvalidAsGuest } from './token/invalid-token-as-guest.ts';
import { tokenJsonBody } from './token/json-body.ts';
import { tokenStoreCodes } from './token/store-codes.ts';
import { tokenLifetime } from './token/lifetime.ts';
import { tokenLockout } from './token/lockout.ts';
import { tokenOAuth1Signed } from './token/oauth1-signed.ts';
import { tokenRevokedRefused } from './token/revoked-refused.ts';
import { tokenWrongCredentials } from './token/wrong-credentials.ts';
import { tokenXmlBody } from './token/xml-body.ts';
import type { AnyCheck, Check, CheckDescription, RunCheck, ScenarioCheck } from './types.ts';
import { searchBadCriteria } from './search/bad-criteria.ts';
import { searchExact } from './search/exact.ts';
import { searchFilter } from './search/filter.ts';
import { searchGroups } from './search/groups.ts';
import { searchPageSize } from './search/page-size.ts';
import { searchPageZero } from './search/page-zero.ts';
import { searchPastLastPage } from './search/past-last-page.ts';
import { searchPaging } from './search/paging.ts';
import { searchSort } from './search/sort.ts';
import { writeAnswerSent } from './write/answer-sent.ts';
import { writeAnswerValue } from './write/answer-value.ts';
import { writePasswordSignsIn } from './write/password-signs-in.ts';
import { writeSignInAfterFailures } from './write/sign-in-after-failures.ts';
import { writeRevokedTokenRefused } from './write/revoked-token-refused.ts';
import { writeReadBack } from './write/read-back.ts';
import { writePathIdWins } from './write/path-id-wins.ts';
import { writePartialKeepsOmitted } from './write/partial-keeps-omitted.ts';
import { writeEmptyCollectionClears } from './write/empty-collection-clears.ts';
import { writeStoreNullReverts } from './write/store-null-reverts.ts';
import { writeResponseValid } from './write/response-valid.ts';
import { writeKnownAnswer } from './write/known-answer.ts';
import { writeGroupDeleteMovesCustomers } from './write/group-delete-moves-customers.ts';
import { writeCreateForms } from './write/create-forms.ts';
import { inputDefaultProtected } from './input/default-protected.ts';
import { inputDeleteInUse } from './input/delete-in-use.ts';
import { inputDuplicateKey } from './input/duplicate-key.ts';
import { inputForeignReference } from './input/foreign-reference.ts';
import { inputInvalidFormat } from './input/invalid-format.ts';
import { inputMissingRequired } from './input/missing-required.ts';
import { inputOutOfRange } from './input/out-of-range.ts';
import { inputUnknownOnRead } from './input/unknown-on-read.ts';
import { inputMissingOnRead } from './input/missing-on-read.ts';
import { inputUnknownReference } from './input/unknown-reference.ts';
import { inputWrongState } from './input/wrong-state.ts';
import { inputWrongType } from './input/wrong-type.ts';

/** The checks of every route of the plan (specs/routes.spec.ts). */
export const ROUTE_CHECKS: Check[] = [
  routePresent,
  guestRefused,
  anonymousOpen,
  anonymousWithToken,
  customerRefusedAdmin,
  customerSelf,
  adminOnSelfRefused,
  adminAllowed,
  restrictedAdminRefused,
  restrictedAdminAllowed,
  integrationScope,
  responseValid,
  readFieldsProjection,
  inputUnknownOnRead,
  inputMissingOnRead,
  writeKnownAnswer,
];

/** Every check that executes or queues a write route (specs/async-writes.spec.ts), declared in chunks of routes, in this order:
 * one worker runs a route's checks in a row, and they judge the route's executions, each made once
 * (src/checks/write/route-executions.ts): the queued call first, so the consumer runs it while the synchronous
 * execution is made and judged, then the bulk, and last async.same-as-sync, which waits for the queued call and reads
 * its effect back. The bad input (input.*) is sent after the synchronous execution is judged, on its entities; the
 * partial updates (write.partial-keeps-omitted, write.empty-collection-clears, write.store-null-reverts:
 * src/checks/write/partial-executions.ts) come next, on the same entity (a refused bad input changed nothing, so the
 * execution's read stays the entity before), and both before the bulk, whose elements may act on those entities. */
export const INPUT_CHECKS: Check[] = [inputMissingRequired, inputWrongType, inputInvalidFormat, inputOutOfRange, inputDuplicateKey, inputUnknownReference, inputDeleteInUse, inputForeignReference, inputWrongState, inputDefaultProtected];
export const WRITE_CHECKS: Check[] = [asyncAcceptShape, writeResponseValid, writeAnswerSent, writeAnswerValue, writePasswordSignsIn, writeSignInAfterFailures, writeRevokedTokenRefused, writeReadBack, writeGroupDeleteMovesCustomers, writeCreateForms, ...INPUT_CHECKS, writePartialKeepsOmitted, writeEmptyCollectionClears, writeStoreNullReverts, writePathIdWins, bulkAcceptShape, asyncSameAsSync];

/** searchCriteria on every route that takes them (specs/search.spec.ts), declared route by route so that one worker
 * runs a route's checks in a row and they share the sample they compare with (src/checks/search/reads.ts). The
 * read-only checks come first; search.exact, which makes the run's own items, last. */
export const SEARCH_CHECKS: Check[] = [searchPageSize, searchPaging, searchPastLastPage, searchPageZero, searchFilter, searchGroups, searchSort, searchSortEveryField, searchBadCriteria, searchExact, readListItem];

/** The refusals of every write route's asynchronous and bulk paths (specs/async.spec.ts): nothing is queued. What
 * queues (the acceptances, async.same-as-sync) is declared with the route's other write checks (WRITE_CHECKS). */
export const ASYNC_ROUTE_CHECKS: Check[] = [asyncGuestRefused, bulkGuestRefused, asyncGetRefused];

/** The scenario checks of the async, bulk, status and security families (specs/async-scenarios.spec.ts): they queue
 * a few calls on entities the run creates, wait for the consumer through the worker's shared poller and read the
 * outcome back (src/checks/async/scenarios.ts). */
export const SCENARIO_CHECKS: ScenarioCheck[] = [
  statusTerminal,
  statusBulkCompletes,
  statusSummaryShape,
  statusDetailedShape,
  statusCountMatches,
  statusCountOpen,
  statusSearch,
  bulkParamsInElements,
  statusDuplicateCreateFails,
  securityStatusEchoesPassword,
  asyncStoreScope,
  asyncIntakeErrors,
  asyncMethodVariants,
  asyncCustomRoute,
];

/** The commerce core as scenarios (specs/commerce.spec.ts), at COMMERCE_WRITES=full: checkout on a guest's and on
 * the run's own customer's cart, an order's life from placement to refund, a cancellation, in their synchronous,
 * asynchronous and bulk forms (src/checks/commerce/flow.ts); the money of the run's own orders and of their full and
 * partial documents from first principles (src/checks/commerce/money.ts); Adobe Commerce's gift cards bought, applied
 * and spent, and a return through its states. */
export const COMMERCE_CHECKS: ScenarioCheck[] = [commerceGuestCheckout, commerceCustomerCheckout, commerceOrderLifecycle, commerceOrderReads, commerceOrderSaves, commerceCancellation, commerceMoneyTotals, commercePartialDocuments, commerceStockReserved, commerceSalableReads, commerceMsiSources, commerceStockReturned, commerceStockReturnedChildren, commerceBundleDocuments, commerceCreditmemoRefund, commerceBundleStock, commerceGroupedLinks, commerceGiftCardOrder, commerceReturnStates, commerceVirtualOrders, commerceTypeCartItems, commerceGroupedCartItems];

/** Which store view and website a synchronous write lands in (specs/scope.spec.ts): the run's own products,
 * categories, CMS pages and blocks written under a store code and read back under every view and `all`, a product's
 * websites, the target's price scope, and the website a customer belongs to; beyond names, what a view inherits (url_key,
 * image roles), a media entry's and a downloadable link's values per view, a cart's item names per view, and prices
 * per website under website price scope (src/checks/scope/); a CMS page made, read, updated and deleted under each
 * store code, and the CMS save route updating the page or block its body's id names; coupons of a rule of the run's
 * own generated and deleted in bulk, and a rule with a specific coupon updated (src/checks/write/). */
export const SCOPE_CHECKS: ScenarioCheck[] = [scopeStoreViewOnly, scopeAllReachesViews, scopeWebsiteAssignment, scopePriceScope, scopeCustomerWebsite, scopeViewNameInherits, scopeMediaPerView, scopeCartItemViewName, scopeLinkTitlePerView, scopeWebsitePrices, scopeCmsPageByStores, writeCmsSaveById, writeCouponManagement, writeRestrictedDeleteKeeps];

/** Whole entities whose parts travel inside another's body (specs/whole-entities.spec.ts): bundle, configurable and
 * downloadable products made and changed through PUT /V1/products/:sku with their parts; a configurable's options
 * and children kept; and the files and roles of the run's own product images as uploaded and updated with new content
 * (src/checks/write/). */
export const WHOLE_ENTITY_CHECKS: ScenarioCheck[] = [writeProductTypesWhole, writeConfigurableKept, writeUploadedFiles, writeCustomerLockout, writeMediaGallery];

/** Product bodies (specs/product-bodies.spec.ts, issue 37): fields of the product body changed and cleared through
 * PUT /V1/products/:sku (website_ids, special price and its dates, a multiselect attribute, foreign ids inside
 * stock_item), the ten custom option types, the four price storages with their per-row errors, and a SKU with slashes
 * (src/checks/write/). */
export const PRODUCT_BODY_CHECKS: ScenarioCheck[] = [writeProductBodyFields, writeProductSaves, writeCustomOptionTypes, writePriceStorageRows, writeTierPriceStorage, writeCategorySaves, writeGroupPriceTiers, writeAttributeOptions, writeSkuWithSlash];

/** Token routes, lifetimes, expiry, revocation, lockout, guests with bad tokens, OAuth 1.0a (specs/tokens.spec.ts). */
export const TOKEN_CHECKS: RunCheck[] = [
  tokenJsonBody,
  tokenXmlBody,
  tokenWrongCredentials,
  tokenLifetime,
  tokenExpiredRefused,
  tokenRevokedRefused,
  tokenLockout,
  tokenInvalidAsGuest,
  tokenAnonymousWithAndWithout,
  tokenOAuth1Signed,
  tokenStoreCodes,
];

/** The token services' SOAP face: their WSDL names the token operations (specs/soap.spec.ts). */
export const SOAP_CHECKS: RunCheck[] = [soapWsdlTokenOperations];

/** The developer-submission API: session tokens, the profile read, expiry (specs/submission.spec.ts). */
export const SUBMISSION_CHECKS: RunCheck[] = [submissionSessionToken, submissionWrongGrant, submissionExtraFieldsIgnored, submissionConcurrentTokens, submissionProfileRead, submissionExpiry];

/** The schema endpoint: services=all, a services list, bare, default store code, guest subset, route set against the
 * contracts (specs/schema-endpoint.spec.ts). */
export const SCHEMA_ENDPOINT_CHECKS: RunCheck[] = [schemaEndpointServicesAll, schemaEndpointBare, schemaEndpointServicesList, schemaEndpointDefaultStore, schemaEndpointGuestSubset, schemaEndpointRoutesMatchContracts];

/** The interactive reference in a real browser (browser/swagger.spec.ts drives the page, each check judges it). */
export const PAGE_CHECKS: CheckDescription[] = [schemaSwaggerPage, schemaSwaggerApiKey, schemaSwaggerStore];

/** Challenge headers (X-Captcha, X-ReCaptcha): one test per check and form the contracts mark
 * (specs/challenge.spec.ts). */
export const CHALLENGE_CHECKS: RunCheck[] = [challengeCaptchaRequired, challengeRecaptchaRequired, challengeIntegrationExempt];

/** Every check the suite has: what docs/checks.md and the reports list. */
export const ALL_CHECKS: CheckDescription[] = [
  ...ROUTE_CHECKS,
  ...WRITE_CHECKS,
  ...SEARCH_CHECKS,
  ...ASYNC_ROUTE_CHECKS,
  ...SCENARIO_CHECKS,
  ...COMMERCE_CHECKS,
  ...SCOPE_CHECKS,
  ...WHOLE_ENTITY_CHECKS,
  ...PRODUCT_BODY_CHECKS,
  ...TOKEN_CHECKS,
  ...SOAP_CHECKS,
  ...CHALLENGE_CHECKS,
  ...SCHEMA_ENDPOINT_CHECKS,
  ...PAGE_CHECKS,
  ...SUBMISSION_CHECKS,
];

/** Every check the API specs (specs/*.spec.ts) declare tests for, with the subjects this plan gives it; the browser
 * project's checks (the Swagger page) carry no verdict record and are not among them. */
export const DECLARED_CHECKS: AnyCheck[] = [...ROUTE_CHECKS, ...WRITE_CHECKS, ...SEARCH_CHECKS, ...ASYNC_ROUTE_CHECKS, ...SCENARIO_CHECKS, ...COMMERCE_CHECKS, ...SCOPE_CHECKS, ...WHOLE_ENTITY_CHECKS, ...PRODUCT_BODY_CHECKS, ...TOKEN_CHECKS, ...CHALLENGE_CHECKS, ...SCHEMA_ENDPOINT_CHECKS, ...SOAP_CHECKS, ...SUBMISSION_CHECKS];

/** Check id → the subjects its tests are about (the `route` of their verdict records), for this plan. What a test is
 * about does not depend on the configuration (only whether it is declared skipped does), so none is asked for. */
export function subjectsByCheck(plan: CompiledPlan): Map<string, Set<string>> {
  return new Map(DECLARED_CHECKS.map((check) => [check.id, new Set(plannedTests(check, plan, { writes: 'allow' }).map((t) => t.about.label))]));
}
