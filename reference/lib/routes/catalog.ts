// The reference installation's route table, shaped like the platform's etc/webapi.xml declarations.
// Generated once from public release data (route sets of Magento Open Source 2.1.0-2.4.4 and Commerce 2.0.7 /
// 2.4.6-p1 vendor trees) and the catalog document's lists, then committed; edit by hand from now on.
//
// Each route lists revisions ordered by release: the last revision whose `from` is <= the profile's release applies.
// `decl: null` = the route does not exist from that release on; before the first revision it does not exist either.
// Where the sources disagree, README.md ("Route table") says which one was followed.

import type { CatalogRoute } from './model.ts';

export const CATALOG: readonly CatalogRoute[] = [
  { method: 'POST', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/balance/apply", module: "Magento_CustomerBalance", serviceClass: "Magento\\CustomerBalance\\Api\\BalanceManagementInterface", serviceMethod: "apply", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'POST', edition: 'commerce', revisions: [
    { from: '2.2.0', decl: { url: "/V1/carts/mine/balance/unapply", module: "Magento_CustomerBalance", serviceClass: "Magento\\CustomerBalance\\Api\\BalanceManagementFromQuoteInterface", serviceMethod: "unapply", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
    { from: '2.3.0', decl: null },
  ] },
  { method: 'GET', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:quoteId/giftCards", module: "Magento_GiftCardAccount", serviceClass: "Magento\\GiftCardAccount\\Api\\GiftCardAccountManagementInterface", serviceMethod: "getListByQuoteId", resources: ["Magento_GiftCardAccount::customer_giftcardaccount"] } },
  ] },
  { method: 'PUT', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/giftCards", module: "Magento_GiftCardAccount", serviceClass: "Magento\\GiftCardAccount\\Api\\GiftCardAccountManagementInterface", serviceMethod: "saveByQuoteId", resources: ["Magento_GiftCardAccount::customer_giftcardaccount"] } },
  ] },
  { method: 'DELETE', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:quoteId/giftCards/:giftCardCode", module: "Magento_GiftCardAccount", serviceClass: "Magento\\GiftCardAccount\\Api\\GiftCardAccountManagementInterface", serviceMethod: "deleteByQuoteId", resources: ["Magento_GiftCardAccount::customer_giftcardaccount"] } },
    { from: '2.2.0', decl: { url: "/V1/carts/:cartId/giftCards/:giftCardCode", module: "Magento_GiftCardAccount", serviceClass: "Magento\\GiftCardAccount\\Api\\GiftCardAccountManagementInterface", serviceMethod: "deleteByQuoteId", resources: ["Magento_GiftCardAccount::customer_giftcardaccount"] } },
  ] },
  { method: 'DELETE', edition: 'commerce', revisions: [
    { from: '2.2.0', decl: { url: "/V1/carts/guest-carts/:cartId/giftCards/:giftCardCode", module: "Magento_GiftCardAccount", serviceClass: "Magento\\GiftCardAccount\\Api\\GuestGiftCardAccountManagementInterface", serviceMethod: "deleteByQuoteId", resources: ["anonymous"] } },
  ] },
  { method: 'DELETE', edition: 'commerce', revisions: [
    { from: '2.2.0', decl: { url: "/V1/carts/mine/giftCards/:giftCardCode", module: "Magento_GiftCardAccount", serviceClass: "Magento\\GiftCardAccount\\Api\\GiftCardAccountManagementInterface", serviceMethod: "deleteByQuoteId", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'POST', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/giftCards", module: "Magento_GiftCardAccount", serviceClass: "Magento\\GiftCardAccount\\Api\\GiftCardAccountManagementInterface", serviceMethod: "saveByQuoteId", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'POST', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/guest-carts/:cartId/giftCards", module: "Magento_GiftCardAccount", serviceClass: "Magento\\GiftCardAccount\\Api\\GuestGiftCardAccountManagementInterface", serviceMethod: "addGiftCard", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/guest-carts/:cartId/checkGiftCard/:giftCardCode", module: "Magento_GiftCardAccount", serviceClass: "Magento\\GiftCardAccount\\Api\\GuestGiftCardAccountManagementInterface", serviceMethod: "checkGiftCard", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/checkGiftCard/:giftCardCode", module: "Magento_GiftCardAccount", serviceClass: "Magento\\GiftCardAccount\\Api\\GiftCardAccountManagementInterface", serviceMethod: "checkGiftCard", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'POST', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/giftregistry/mine/estimate-shipping-methods", module: "Magento_GiftRegistry", serviceClass: "Magento\\GiftRegistry\\Api\\ShippingMethodManagementInterface", serviceMethod: "estimateByRegistryId", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'POST', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-giftregistry/:cartId/estimate-shipping-methods", module: "Magento_GiftRegistry", serviceClass: "Magento\\GiftRegistry\\Api\\GuestCart\\ShippingMethodManagementInterface", serviceMethod: "estimateByRegistryId", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/gift-wrappings/:id", module: "Magento_GiftWrapping", serviceClass: "Magento\\GiftWrapping\\Api\\WrappingRepositoryInterface", serviceMethod: "get", resources: ["Magento_GiftWrapping::magento_giftwrapping"] } },
  ] },
  { method: 'POST', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/gift-wrappings", module: "Magento_GiftWrapping", serviceClass: "Magento\\GiftWrapping\\Api\\WrappingRepositoryInterface", serviceMethod: "save", resources: ["Magento_GiftWrapping::magento_giftwrapping"] } },
  ] },
  { method: 'PUT', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/gift-wrappings/:wrappingId", module: "Magento_GiftWrapping", serviceClass: "Magento\\GiftWrapping\\Api\\WrappingRepositoryInterface", serviceMethod: "save", resources: ["Magento_GiftWrapping::magento_giftwrapping"] } },
  ] },
  { method: 'GET', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/gift-wrappings", module: "Magento_GiftWrapping", serviceClass: "Magento\\GiftWrapping\\Api\\WrappingRepositoryInterface", serviceMethod: "getList", resources: ["Magento_GiftWrapping::magento_giftwrapping"] } },
  ] },
  { method: 'DELETE', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/gift-wrappings/:id", module: "Magento_GiftWrapping", serviceClass: "Magento\\GiftWrapping\\Api\\WrappingRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_GiftWrapping::magento_giftwrapping"] } },
  ] },
  { method: 'POST', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/reward/mine/use-reward", module: "Magento_Reward", serviceClass: "Magento\\Reward\\Api\\RewardManagementInterface", serviceMethod: "set", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'POST', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/returns/:id/tracking-numbers", module: "Magento_Rma", serviceClass: "Magento\\Rma\\Api\\TrackManagementInterface", serviceMethod: "addTrack", resources: ["Magento_Rma::magento_rma"] } },
  ] },
  { method: 'DELETE', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/returns/:id/tracking-numbers/:trackId", module: "Magento_Rma", serviceClass: "Magento\\Rma\\Api\\TrackManagementInterface", serviceMethod: "removeTrackById", resources: ["Magento_Rma::magento_rma"] } },
  ] },
  { method: 'GET', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/returns/:id", module: "Magento_Rma", serviceClass: "Magento\\Rma\\Api\\RmaRepositoryInterface", serviceMethod: "get", resources: ["Magento_Rma::magento_rma"] } },
  ] },
  { method: 'DELETE', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/returns/:id", module: "Magento_Rma", serviceClass: "Magento\\Rma\\Api\\RmaRepositoryInterface", serviceMethod: "delete", resources: ["Magento_Rma::magento_rma"] } },
  ] },
  { method: 'POST', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/returns/:id/comments", module: "Magento_Rma", serviceClass: "Magento\\Rma\\Api\\CommentManagementInterface", serviceMethod: "addComment", resources: ["Magento_Rma::magento_rma"] } },
  ] },
  { method: 'POST', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/returns", module: "Magento_Rma", serviceClass: "Magento\\Rma\\Api\\RmaManagementInterface", serviceMethod: "saveRma", resources: ["Magento_Rma::magento_rma"] } },
  ] },
  { method: 'PUT', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/returns/:id", module: "Magento_Rma", serviceClass: "Magento\\Rma\\Api\\RmaManagementInterface", serviceMethod: "saveRma", resources: ["Magento_Rma::magento_rma"] } },
  ] },
  { method: 'GET', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/returns/:id/comments", module: "Magento_Rma", serviceClass: "Magento\\Rma\\Api\\CommentManagementInterface", serviceMethod: "commentsList", resources: ["Magento_Rma::magento_rma"] } },
  ] },
  { method: 'GET', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/returns", module: "Magento_Rma", serviceClass: "Magento\\Rma\\Api\\RmaManagementInterface", serviceMethod: "search", resources: ["Magento_Rma::magento_rma"] } },
  ] },
  { method: 'GET', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/returnsAttributeMetadata/:attributeCode", module: "Magento_Rma", serviceClass: "Magento\\Rma\\Api\\RmaAttributesManagementInterface", serviceMethod: "getAttributeMetadata", resources: ["Magento_Rma::magento_rma"] } },
  ] },
  { method: 'GET', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/returnsAttributeMetadata/form/:formCode", module: "Magento_Rma", serviceClass: "Magento\\Rma\\Api\\RmaAttributesManagementInterface", serviceMethod: "getAttributes", resources: ["Magento_Rma::magento_rma"] } },
  ] },
  { method: 'GET', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/returnsAttributeMetadata", module: "Magento_Rma", serviceClass: "Magento\\Rma\\Api\\RmaAttributesManagementInterface", serviceMethod: "getAllAttributesMetadata", resources: ["Magento_Rma::magento_rma"] } },
  ] },
  { method: 'GET', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/returnsAttributeMetadata/custom", module: "Magento_Rma", serviceClass: "Magento\\Rma\\Api\\RmaAttributesManagementInterface", serviceMethod: "getCustomAttributesMetadata", resources: ["Magento_Rma::magento_rma"] } },
  ] },
  { method: 'GET', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/returns/:id/tracking-numbers", module: "Magento_Rma", serviceClass: "Magento\\Rma\\Api\\TrackManagementInterface", serviceMethod: "getTracks", resources: ["Magento_Rma::magento_rma"] } },
  ] },
  { method: 'GET', edition: 'commerce', revisions: [
    { from: '2.0.0', decl: { url: "/V1/returns/:id/labels", module: "Magento_Rma", serviceClass: "Magento\\Rma\\Api\\TrackManagementInterface", serviceMethod: "getShippingLabelPdf", resources: ["Magento_Rma::magento_rma"] } },
  ] },
  { method: 'POST', edition: 'commerce', revisions: [
    { from: '2.2.0', decl: { url: "/V1/worldpay-guest-carts/:cartId/payment-information", module: "Magento_Worldpay", serviceClass: "Magento\\Worldpay\\Api\\GuestPaymentInformationManagementProxyInterface", serviceMethod: "savePaymentInformationAndPlaceOrder", resources: ["anonymous"] } },
    { from: '2.4.0', decl: null },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.2.2', decl: { url: "/V1/analytics/link", module: "Magento_Analytics", serviceClass: "Magento\\Analytics\\Api\\LinkProviderInterface", serviceMethod: "get", resources: ["Magento_Analytics::analytics_api"], secure: true } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/modules", module: "Magento_Backend", serviceClass: "Magento\\Backend\\Service\\V1\\ModuleServiceInterface", serviceMethod: "getModules", resources: ["Magento_Backend::admin"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/bundle-products/:sku/links/:optionId", module: "Magento_Bundle", serviceClass: "Magento\\Bundle\\Api\\ProductLinkManagementInterface", serviceMethod: "addChildByProductSku", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/bundle-products/:sku/links/:id", module: "Magento_Bundle", serviceClass: "Magento\\Bundle\\Api\\ProductLinkManagementInterface", serviceMethod: "saveChild", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/bundle-products/:productSku/children", module: "Magento_Bundle", serviceClass: "Magento\\Bundle\\Api\\ProductLinkManagementInterface", serviceMethod: "getChildren", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/bundle-products/:sku/options/:optionId/children/:childSku", module: "Magento_Bundle", serviceClass: "Magento\\Bundle\\Api\\ProductLinkManagementInterface", serviceMethod: "removeChild", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/bundle-products/:sku/options/all", module: "Magento_Bundle", serviceClass: "Magento\\Bundle\\Api\\ProductOptionRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/bundle-products/options/types", module: "Magento_Bundle", serviceClass: "Magento\\Bundle\\Api\\ProductOptionTypeListInterface", serviceMethod: "getItems", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/bundle-products/:sku/options/:optionId", module: "Magento_Bundle", serviceClass: "Magento\\Bundle\\Api\\ProductOptionRepositoryInterface", serviceMethod: "get", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/bundle-products/options/add", module: "Magento_Bundle", serviceClass: "Magento\\Bundle\\Api\\ProductOptionManagementInterface", serviceMethod: "save", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/bundle-products/options/:optionId", module: "Magento_Bundle", serviceClass: "Magento\\Bundle\\Api\\ProductOptionManagementInterface", serviceMethod: "save", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/bundle-products/:sku/options/:optionId", module: "Magento_Bundle", serviceClass: "Magento\\Bundle\\Api\\ProductOptionRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductRepositoryInterface", serviceMethod: "get", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attributes/types", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeTypesListInterface", serviceMethod: "getItems", resources: ["Magento_Catalog::attributes_attributes"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attributes/:attributeCode", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeRepositoryInterface", serviceMethod: "get", resources: ["Magento_Catalog::attributes_attributes"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attributes", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Catalog::attributes_attributes"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/categories/attributes/:attributeCode", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CategoryAttributeRepositoryInterface", serviceMethod: "get", resources: ["Magento_Catalog::attributes_attributes"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/categories/attributes", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CategoryAttributeRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Catalog::attributes_attributes"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/categories/attributes/:attributeCode/options", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CategoryAttributeOptionManagementInterface", serviceMethod: "getItems", resources: ["Magento_Catalog::attributes_attributes"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attributes", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::attributes_attributes"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attributes/:attributeCode", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::attributes_attributes"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attributes/:attributeCode", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Catalog::attributes_attributes"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/types", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductTypeListInterface", serviceMethod: "getProductTypes", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attribute-sets/sets/list", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\AttributeSetRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attribute-sets/:attributeSetId", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\AttributeSetRepositoryInterface", serviceMethod: "get", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attribute-sets/:attributeSetId", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\AttributeSetRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attribute-sets", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\AttributeSetManagementInterface", serviceMethod: "create", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attribute-sets/:attributeSetId", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\AttributeSetRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attribute-sets/:attributeSetId/attributes", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeManagementInterface", serviceMethod: "getAttributes", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attribute-sets/attributes", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeManagementInterface", serviceMethod: "assign", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attribute-sets/:attributeSetId/attributes/:attributeCode", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeManagementInterface", serviceMethod: "unassign", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attribute-sets/groups/list", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeGroupRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attribute-sets/groups", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeGroupRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attribute-sets/:attributeSetId/groups", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeGroupRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attribute-sets/groups/:groupId", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeGroupRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attributes/:attributeCode/options", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeOptionManagementInterface", serviceMethod: "getItems", resources: ["Magento_Catalog::attributes_attributes"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attributes/:attributeCode/options", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeOptionManagementInterface", serviceMethod: "add", resources: ["Magento_Catalog::attributes_attributes"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/attributes/:attributeCode/options/:optionId", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeOptionManagementInterface", serviceMethod: "delete", resources: ["Magento_Catalog::attributes_attributes"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/media/types/:attributeSetName", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductMediaAttributeManagementInterface", serviceMethod: "getList", resources: ["Magento_Catalog::attributes_attributes"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/media/:entryId", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeMediaGalleryManagementInterface", serviceMethod: "get", resources: ["Magento_Catalog::attributes_attributes"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/media", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeMediaGalleryManagementInterface", serviceMethod: "create", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/media/:entryId", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeMediaGalleryManagementInterface", serviceMethod: "update", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/media/:entryId", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeMediaGalleryManagementInterface", serviceMethod: "remove", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/media", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductAttributeMediaGalleryManagementInterface", serviceMethod: "getList", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/group-prices/:customerGroupId/tiers", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductTierPriceManagementInterface", serviceMethod: "getList", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/group-prices/:customerGroupId/tiers/:qty/price/:price", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductTierPriceManagementInterface", serviceMethod: "add", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/group-prices/:customerGroupId/tiers/:qty", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductTierPriceManagementInterface", serviceMethod: "remove", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.2.0', decl: { url: "/V1/products/tier-prices-information", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\TierPriceStorageInterface", serviceMethod: "get", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.2.0', decl: { url: "/V1/products/tier-prices", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\TierPriceStorageInterface", serviceMethod: "update", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.2.0', decl: { url: "/V1/products/tier-prices", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\TierPriceStorageInterface", serviceMethod: "replace", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.2.0', decl: { url: "/V1/products/tier-prices-delete", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\TierPriceStorageInterface", serviceMethod: "delete", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.2.0', decl: { url: "/V1/products/base-prices-information", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\BasePriceStorageInterface", serviceMethod: "get", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.2.0', decl: { url: "/V1/products/base-prices", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\BasePriceStorageInterface", serviceMethod: "update", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.2.0', decl: { url: "/V1/products/cost-information", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CostStorageInterface", serviceMethod: "get", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.2.0', decl: { url: "/V1/products/cost", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CostStorageInterface", serviceMethod: "update", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.2.0', decl: { url: "/V1/products/cost-delete", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CostStorageInterface", serviceMethod: "delete", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.2.0', decl: { url: "/V1/products/special-price-information", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\SpecialPriceStorageInterface", serviceMethod: "get", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.2.0', decl: { url: "/V1/products/special-price", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\SpecialPriceStorageInterface", serviceMethod: "update", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.2.0', decl: { url: "/V1/products/special-price-delete", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\SpecialPriceStorageInterface", serviceMethod: "delete", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/categories/:categoryId", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CategoryRepositoryInterface", serviceMethod: "deleteByIdentifier", resources: ["Magento_Catalog::categories"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/categories/:categoryId", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CategoryRepositoryInterface", serviceMethod: "get", resources: ["Magento_Catalog::categories"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/categories", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CategoryRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::categories"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/categories", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CategoryManagementInterface", serviceMethod: "getTree", resources: ["Magento_Catalog::categories"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/categories/:id", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CategoryRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::categories"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/categories/:categoryId/move", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CategoryManagementInterface", serviceMethod: "move", resources: ["Magento_Catalog::categories"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.2.0', decl: { url: "/V1/categories/list", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CategoryListInterface", serviceMethod: "getList", resources: ["Magento_Catalog::categories"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/options/types", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductCustomOptionTypeListInterface", serviceMethod: "getItems", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/options", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductCustomOptionRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/options/:optionId", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductCustomOptionRepositoryInterface", serviceMethod: "get", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/options", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductCustomOptionRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/options/:optionId", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductCustomOptionRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/options/:optionId", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductCustomOptionRepositoryInterface", serviceMethod: "deleteByIdentifier", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/links/types", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductLinkTypeListInterface", serviceMethod: "getItems", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/links/:type/attributes", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductLinkTypeListInterface", serviceMethod: "getItemAttributes", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/links/:type", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductLinkManagementInterface", serviceMethod: "getLinkedItemsByType", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/links", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductLinkManagementInterface", serviceMethod: "setProductLinks", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/links/:type/:linkedProductSku", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductLinkRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/links", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductLinkRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::catalog"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/categories/:categoryId/products", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CategoryLinkManagementInterface", serviceMethod: "getAssignedProducts", resources: ["Magento_Catalog::categories"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/categories/:categoryId/products", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CategoryLinkRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::categories"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/categories/:categoryId/products", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CategoryLinkRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::categories"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/categories/:categoryId/products/:sku", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\CategoryLinkRepositoryInterface", serviceMethod: "deleteByIds", resources: ["Magento_Catalog::categories"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.7', decl: { url: "/V1/products/:sku/websites", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductWebsiteLinkRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.7', decl: { url: "/V1/products/:sku/websites", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductWebsiteLinkRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.7', decl: { url: "/V1/products/:sku/websites/:websiteId", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductWebsiteLinkRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.2.0', decl: { url: "/V1/products-render-info", module: "Magento_Catalog", serviceClass: "Magento\\Catalog\\Api\\ProductRenderListInterface", serviceMethod: "getList", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/stockItems/:productSku", module: "Magento_CatalogInventory", serviceClass: "Magento\\CatalogInventory\\Api\\StockRegistryInterface", serviceMethod: "getStockItemBySku", resources: ["Magento_CatalogInventory::cataloginventory"] } },
    { from: '2.4.1', decl: { url: "/V1/stockItems/:productSku", module: "Magento_CatalogInventory", serviceClass: "Magento\\CatalogInventory\\Api\\StockRegistryInterface", serviceMethod: "getStockItemBySku", resources: ["Magento_Catalog::catalog_inventory"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:productSku/stockItems/:itemId", module: "Magento_CatalogInventory", serviceClass: "Magento\\CatalogInventory\\Api\\StockRegistryInterface", serviceMethod: "updateStockItemBySku", resources: ["Magento_CatalogInventory::cataloginventory"] } },
    { from: '2.4.1', decl: { url: "/V1/products/:productSku/stockItems/:itemId", module: "Magento_CatalogInventory", serviceClass: "Magento\\CatalogInventory\\Api\\StockRegistryInterface", serviceMethod: "updateStockItemBySku", resources: ["Magento_Catalog::catalog_inventory"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/stockItems/lowStock/", module: "Magento_CatalogInventory", serviceClass: "Magento\\CatalogInventory\\Api\\StockRegistryInterface", serviceMethod: "getLowStockItems", resources: ["Magento_CatalogInventory::cataloginventory"] } },
    { from: '2.4.1', decl: { url: "/V1/stockItems/lowStock/", module: "Magento_CatalogInventory", serviceClass: "Magento\\CatalogInventory\\Api\\StockRegistryInterface", serviceMethod: "getLowStockItems", resources: ["Magento_Catalog::catalog_inventory"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/stockStatuses/:productSku", module: "Magento_CatalogInventory", serviceClass: "Magento\\CatalogInventory\\Api\\StockRegistryInterface", serviceMethod: "getStockStatusBySku", resources: ["Magento_CatalogInventory::cataloginventory"] } },
    { from: '2.4.1', decl: { url: "/V1/stockStatuses/:productSku", module: "Magento_CatalogInventory", serviceClass: "Magento\\CatalogInventory\\Api\\StockRegistryInterface", serviceMethod: "getStockStatusBySku", resources: ["Magento_Catalog::catalog_inventory"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.7', decl: { url: "/V1/guest-carts/:cartId/shipping-information", module: "Magento_Checkout", serviceClass: "Magento\\Checkout\\Api\\GuestShippingInformationManagementInterface", serviceMethod: "saveAddressInformation", resources: ["anonymous"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/shipping-information", module: "Magento_Checkout", serviceClass: "Magento\\Checkout\\Api\\ShippingInformationManagementInterface", serviceMethod: "saveAddressInformation", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/shipping-information", module: "Magento_Checkout", serviceClass: "Magento\\Checkout\\Api\\ShippingInformationManagementInterface", serviceMethod: "saveAddressInformation", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/totals-information", module: "Magento_Checkout", serviceClass: "Magento\\Checkout\\Api\\TotalsInformationManagementInterface", serviceMethod: "calculate", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/totals-information", module: "Magento_Checkout", serviceClass: "Magento\\Checkout\\Api\\GuestTotalsInformationManagementInterface", serviceMethod: "calculate", resources: ["anonymous"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/totals-information", module: "Magento_Checkout", serviceClass: "Magento\\Checkout\\Api\\TotalsInformationManagementInterface", serviceMethod: "calculate", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/payment-information", module: "Magento_Checkout", serviceClass: "Magento\\Checkout\\Api\\GuestPaymentInformationManagementInterface", serviceMethod: "savePaymentInformationAndPlaceOrder", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/payment-information", module: "Magento_Checkout", serviceClass: "Magento\\Checkout\\Api\\GuestPaymentInformationManagementInterface", serviceMethod: "getPaymentInformation", resources: ["anonymous"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/payment-information", module: "Magento_Checkout", serviceClass: "Magento\\Checkout\\Api\\PaymentInformationManagementInterface", serviceMethod: "savePaymentInformationAndPlaceOrder", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/payment-information", module: "Magento_Checkout", serviceClass: "Magento\\Checkout\\Api\\PaymentInformationManagementInterface", serviceMethod: "getPaymentInformation", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/set-payment-information", module: "Magento_Checkout", serviceClass: "Magento\\Checkout\\Api\\GuestPaymentInformationManagementInterface", serviceMethod: "savePaymentInformation", resources: ["anonymous"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/set-payment-information", module: "Magento_Checkout", serviceClass: "Magento\\Checkout\\Api\\PaymentInformationManagementInterface", serviceMethod: "savePaymentInformation", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/licence", module: "Magento_CheckoutAgreements", serviceClass: "Magento\\CheckoutAgreements\\Api\\CheckoutAgreementsRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/cmsPage/:pageId", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\PageRepositoryInterface", serviceMethod: "getById", resources: ["Magento_Cms::page"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/cmsPage/search", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\PageRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Cms::page"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/cmsPage", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\PageRepositoryInterface", serviceMethod: "save", resources: ["Magento_Cms::page"] } },
    { from: '2.3.6', decl: { url: "/V1/cmsPage", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\PageRepositoryInterface", serviceMethod: "save", resources: ["Magento_Cms::save"] } },
    { from: '2.4.0', decl: { url: "/V1/cmsPage", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\PageRepositoryInterface", serviceMethod: "save", resources: ["Magento_Cms::page"] } },
    { from: '2.4.0-p1', decl: { url: "/V1/cmsPage", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\PageRepositoryInterface", serviceMethod: "save", resources: ["Magento_Cms::save"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/cmsPage/:id", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\PageRepositoryInterface", serviceMethod: "save", resources: ["Magento_Cms::page"] } },
    { from: '2.3.6', decl: { url: "/V1/cmsPage/:id", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\PageRepositoryInterface", serviceMethod: "save", resources: ["Magento_Cms::save"] } },
    { from: '2.4.0', decl: { url: "/V1/cmsPage/:id", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\PageRepositoryInterface", serviceMethod: "save", resources: ["Magento_Cms::page"] } },
    { from: '2.4.0-p1', decl: { url: "/V1/cmsPage/:id", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\PageRepositoryInterface", serviceMethod: "save", resources: ["Magento_Cms::save"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/cmsPage/:pageId", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\PageRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Cms::page"] } },
    { from: '2.3.6', decl: { url: "/V1/cmsPage/:pageId", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\PageRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Cms::page_delete"] } },
    { from: '2.4.0', decl: { url: "/V1/cmsPage/:pageId", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\PageRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Cms::page"] } },
    { from: '2.4.0-p1', decl: { url: "/V1/cmsPage/:pageId", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\PageRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Cms::page_delete"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/cmsBlock/:blockId", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\BlockRepositoryInterface", serviceMethod: "getById", resources: ["Magento_Cms::block"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/cmsBlock/search", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\BlockRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Cms::block"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/cmsBlock", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\BlockRepositoryInterface", serviceMethod: "save", resources: ["Magento_Cms::block"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/cmsBlock/:id", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\BlockRepositoryInterface", serviceMethod: "save", resources: ["Magento_Cms::block"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/cmsBlock/:blockId", module: "Magento_Cms", serviceClass: "Magento\\Cms\\Api\\BlockRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Cms::block"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/configurable-products/:sku/children", module: "Magento_ConfigurableProduct", serviceClass: "Magento\\ConfigurableProduct\\Api\\LinkManagementInterface", serviceMethod: "getChildren", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/configurable-products/:sku/children/:childSku", module: "Magento_ConfigurableProduct", serviceClass: "Magento\\ConfigurableProduct\\Api\\LinkManagementInterface", serviceMethod: "removeChild", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/configurable-products/variation", module: "Magento_ConfigurableProduct", serviceClass: "Magento\\ConfigurableProduct\\Api\\ConfigurableProductManagementInterface", serviceMethod: "generateVariation", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/configurable-products/:sku/child", module: "Magento_ConfigurableProduct", serviceClass: "Magento\\ConfigurableProduct\\Api\\LinkManagementInterface", serviceMethod: "addChild", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/configurable-products/:sku/options/:id", module: "Magento_ConfigurableProduct", serviceClass: "Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface", serviceMethod: "get", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/configurable-products/:sku/options/all", module: "Magento_ConfigurableProduct", serviceClass: "Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/configurable-products/:sku/options", module: "Magento_ConfigurableProduct", serviceClass: "Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/configurable-products/:sku/options/:id", module: "Magento_ConfigurableProduct", serviceClass: "Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/configurable-products/:sku/options/:id", module: "Magento_ConfigurableProduct", serviceClass: "Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Catalog::products"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customerGroups/:id", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\GroupRepositoryInterface", serviceMethod: "getById", resources: ["Magento_Customer::group"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customerGroups/default/:storeId", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\GroupManagementInterface", serviceMethod: "getDefaultGroup", resources: ["Magento_Customer::group"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customerGroups/default", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\GroupManagementInterface", serviceMethod: "getDefaultGroup", resources: ["Magento_Customer::group"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.2.0', decl: { url: "/V1/customerGroups/default/:id", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerGroupConfigInterface", serviceMethod: "setDefaultCustomerGroup", resources: ["Magento_Customer::group"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customerGroups/:id/permissions", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\GroupManagementInterface", serviceMethod: "isReadonly", resources: ["Magento_Customer::group"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customerGroups/search", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\GroupRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Customer::group"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customerGroups", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\GroupRepositoryInterface", serviceMethod: "save", resources: ["Magento_Customer::group"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customerGroups/:id", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\GroupRepositoryInterface", serviceMethod: "save", resources: ["Magento_Customer::group"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customerGroups/:id", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\GroupRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Customer::group"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/attributeMetadata/customer/attribute/:attributeCode", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerMetadataInterface", serviceMethod: "getAttributeMetadata", resources: ["Magento_Customer::customer"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/attributeMetadata/customer/form/:formCode", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerMetadataInterface", serviceMethod: "getAttributes", resources: ["Magento_Customer::customer"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/attributeMetadata/customer", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerMetadataInterface", serviceMethod: "getAllAttributesMetadata", resources: ["Magento_Customer::customer"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/attributeMetadata/customer/custom", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerMetadataInterface", serviceMethod: "getCustomAttributesMetadata", resources: ["Magento_Customer::customer"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/attributeMetadata/customerAddress/attribute/:attributeCode", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AddressMetadataInterface", serviceMethod: "getAttributeMetadata", resources: ["Magento_Customer::customer"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/attributeMetadata/customerAddress/form/:formCode", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AddressMetadataInterface", serviceMethod: "getAttributes", resources: ["Magento_Customer::customer"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/attributeMetadata/customerAddress", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AddressMetadataInterface", serviceMethod: "getAllAttributesMetadata", resources: ["Magento_Customer::customer"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/attributeMetadata/customerAddress/custom", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AddressMetadataInterface", serviceMethod: "getCustomAttributesMetadata", resources: ["Magento_Customer::customer"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/:customerId", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "getById", resources: ["Magento_Customer::customer"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "createAccount", resources: ["anonymous"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/:id", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "save", resources: ["Magento_Customer::manage"] } },
    { from: '2.1.11', decl: { url: "/V1/customers/:customerId", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "save", resources: ["Magento_Customer::manage"] } },
    { from: '2.2.0', decl: { url: "/V1/customers/:id", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "save", resources: ["Magento_Customer::manage"] } },
    { from: '2.2.2', decl: { url: "/V1/customers/:customerId", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "save", resources: ["Magento_Customer::manage"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/me", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "customer.id", "value": "%customer_id%", "force": true}] } },
    { from: '2.3.4-p2', decl: { url: "/V1/customers/me", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "customer.id", "value": "%customer_id%", "force": true}, {"name": "customer.group_id", "value": "null", "force": true}] } },
    { from: '2.3.6-p1', decl: { url: "/V1/customers/me", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "customer.id", "value": "%customer_id%", "force": true}, {"name": "customer.group_id", "value": "%customer_group_id%", "force": true}, {"name": "customer.website_id", "value": "%customer_website_id%", "force": true}, {"name": "customer.store_id", "value": "%customer_store_id%", "force": true}] } },
    { from: '2.4.0', decl: { url: "/V1/customers/me", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "customer.id", "value": "%customer_id%", "force": true}] } },
    { from: '2.4.1-p1', decl: { url: "/V1/customers/me", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "customer.id", "value": "%customer_id%", "force": true}, {"name": "customer.group_id", "value": "%customer_group_id%", "force": true}, {"name": "customer.website_id", "value": "%customer_website_id%", "force": true}, {"name": "customer.store_id", "value": "%customer_store_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/me", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "getById", resources: ["self"], data: [{"name": "customerId", "value": "%customer_id%", "force": true}] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/me/activate", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "activateById", resources: ["self"], data: [{"name": "customerId", "value": "%customer_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/search", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Customer::customer"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/:email/activate", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "activate", resources: ["Magento_Customer::manage"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/me/password", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "changePasswordById", resources: ["self"], data: [{"name": "customerId", "value": "%customer_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/:customerId/password/resetLinkToken/:resetPasswordLinkToken", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "validateResetPasswordLinkToken", resources: ["anonymous"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/password", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "initiatePasswordReset", resources: ["anonymous"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.1.11', decl: { url: "/V1/customers/resetPassword", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "resetPassword", resources: ["anonymous"] } },
    { from: '2.2.0', decl: null },
    { from: '2.2.2', decl: { url: "/V1/customers/resetPassword", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "resetPassword", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/:customerId/confirm", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "getConfirmationStatus", resources: ["Magento_Customer::manage"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/confirm", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "resendConfirmation", resources: ["Magento_Customer::manage"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/validate", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "validate", resources: ["Magento_Customer::manage"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/:customerId/permissions/readonly", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "isReadonly", resources: ["Magento_Customer::customer"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/:customerId", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Customer::manage"] } },
    { from: '2.3.6', decl: { url: "/V1/customers/:customerId", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Customer::delete"] } },
    { from: '2.4.0', decl: { url: "/V1/customers/:customerId", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Customer::manage"] } },
    { from: '2.4.0-p1', decl: { url: "/V1/customers/:customerId", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\CustomerRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Customer::delete"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/isEmailAvailable", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "isEmailAvailable", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/addresses/:addressId", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AddressRepositoryInterface", serviceMethod: "getById", resources: ["Magento_Customer::manage"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/me/billingAddress", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "getDefaultBillingAddress", resources: ["self"], data: [{"name": "customerId", "value": "%customer_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/:customerId/billingAddress", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "getDefaultBillingAddress", resources: ["Magento_Customer::manage"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/me/shippingAddress", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "getDefaultShippingAddress", resources: ["self"], data: [{"name": "customerId", "value": "%customer_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/:customerId/shippingAddress", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AccountManagementInterface", serviceMethod: "getDefaultShippingAddress", resources: ["Magento_Customer::manage"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/addresses/:addressId", module: "Magento_Customer", serviceClass: "Magento\\Customer\\Api\\AddressRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Customer::manage"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/directory/currency", module: "Magento_Directory", serviceClass: "Magento\\Directory\\Api\\CurrencyInformationAcquirerInterface", serviceMethod: "getCurrencyInfo", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/directory/countries", module: "Magento_Directory", serviceClass: "Magento\\Directory\\Api\\CountryInformationAcquirerInterface", serviceMethod: "getCountriesInfo", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/directory/countries/:countryId", module: "Magento_Directory", serviceClass: "Magento\\Directory\\Api\\CountryInformationAcquirerInterface", serviceMethod: "getCountryInfo", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/downloadable-links", module: "Magento_Downloadable", serviceClass: "Magento\\Downloadable\\Api\\LinkRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Downloadable::downloadable"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/downloadable-links/samples", module: "Magento_Downloadable", serviceClass: "Magento\\Downloadable\\Api\\SampleRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Downloadable::downloadable"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/downloadable-links", module: "Magento_Downloadable", serviceClass: "Magento\\Downloadable\\Api\\LinkRepositoryInterface", serviceMethod: "save", resources: ["Magento_Downloadable::downloadable"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/downloadable-links/:id", module: "Magento_Downloadable", serviceClass: "Magento\\Downloadable\\Api\\LinkRepositoryInterface", serviceMethod: "save", resources: ["Magento_Downloadable::downloadable"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/downloadable-links/:id", module: "Magento_Downloadable", serviceClass: "Magento\\Downloadable\\Api\\LinkRepositoryInterface", serviceMethod: "delete", resources: ["Magento_Downloadable::downloadable"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/downloadable-links/samples", module: "Magento_Downloadable", serviceClass: "Magento\\Downloadable\\Api\\SampleRepositoryInterface", serviceMethod: "save", resources: ["Magento_Downloadable::downloadable"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/:sku/downloadable-links/samples/:id", module: "Magento_Downloadable", serviceClass: "Magento\\Downloadable\\Api\\SampleRepositoryInterface", serviceMethod: "save", resources: ["Magento_Downloadable::downloadable"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/products/downloadable-links/samples/:id", module: "Magento_Downloadable", serviceClass: "Magento\\Downloadable\\Api\\SampleRepositoryInterface", serviceMethod: "delete", resources: ["Magento_Downloadable::downloadable"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/eav/attribute-sets/list", module: "Magento_Eav", serviceClass: "Magento\\Eav\\Api\\AttributeSetRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/eav/attribute-sets/:attributeSetId", module: "Magento_Eav", serviceClass: "Magento\\Eav\\Api\\AttributeSetRepositoryInterface", serviceMethod: "get", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/eav/attribute-sets/:attributeSetId", module: "Magento_Eav", serviceClass: "Magento\\Eav\\Api\\AttributeSetRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/eav/attribute-sets", module: "Magento_Eav", serviceClass: "Magento\\Eav\\Api\\AttributeSetManagementInterface", serviceMethod: "create", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/eav/attribute-sets/:attributeSetId", module: "Magento_Eav", serviceClass: "Magento\\Eav\\Api\\AttributeSetRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::sets"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/gift-message", module: "Magento_GiftMessage", serviceClass: "Magento\\GiftMessage\\Api\\CartRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::create"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/gift-message/:itemId", module: "Magento_GiftMessage", serviceClass: "Magento\\GiftMessage\\Api\\ItemRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::create"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/gift-message", module: "Magento_GiftMessage", serviceClass: "Magento\\GiftMessage\\Api\\CartRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::create"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/gift-message/:itemId", module: "Magento_GiftMessage", serviceClass: "Magento\\GiftMessage\\Api\\ItemRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::create"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/gift-message", module: "Magento_GiftMessage", serviceClass: "Magento\\GiftMessage\\Api\\CartRepositoryInterface", serviceMethod: "get", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/gift-message/:itemId", module: "Magento_GiftMessage", serviceClass: "Magento\\GiftMessage\\Api\\ItemRepositoryInterface", serviceMethod: "get", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/gift-message", module: "Magento_GiftMessage", serviceClass: "Magento\\GiftMessage\\Api\\CartRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/gift-message/:itemId", module: "Magento_GiftMessage", serviceClass: "Magento\\GiftMessage\\Api\\ItemRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/gift-message", module: "Magento_GiftMessage", serviceClass: "Magento\\GiftMessage\\Api\\GuestCartRepositoryInterface", serviceMethod: "get", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/gift-message/:itemId", module: "Magento_GiftMessage", serviceClass: "Magento\\GiftMessage\\Api\\GuestItemRepositoryInterface", serviceMethod: "get", resources: ["anonymous"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/gift-message", module: "Magento_GiftMessage", serviceClass: "Magento\\GiftMessage\\Api\\GuestCartRepositoryInterface", serviceMethod: "save", resources: ["anonymous"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/gift-message/:itemId", module: "Magento_GiftMessage", serviceClass: "Magento\\GiftMessage\\Api\\GuestItemRepositoryInterface", serviceMethod: "save", resources: ["anonymous"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/integration/admin/token", module: "Magento_Integration", serviceClass: "Magento\\Integration\\Api\\AdminTokenServiceInterface", serviceMethod: "createAdminAccessToken", resources: ["anonymous"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/integration/customer/token", module: "Magento_Integration", serviceClass: "Magento\\Integration\\Api\\CustomerTokenServiceInterface", serviceMethod: "createCustomerAccessToken", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartRepositoryInterface", serviceMethod: "get", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.7', decl: { url: "/V1/carts/search", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartManagementInterface", serviceMethod: "createEmptyCart", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/customers/:customerId/carts", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartManagementInterface", serviceMethod: "createEmptyCartForCustomer", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartManagementInterface", serviceMethod: "assignCustomer", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartManagementInterface", serviceMethod: "createEmptyCartForCustomer", resources: ["self"], data: [{"name": "customerId", "value": "%customer_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartManagementInterface", serviceMethod: "getCartForCustomer", resources: ["self"], data: [{"name": "customerId", "value": "%customer_id%", "force": true}] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.1.0', decl: { url: "/V1/carts/mine", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
    { from: '2.3.7-p1', decl: { url: "/V1/carts/mine", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "quote.id", "value": "%cart_id%", "force": true}] } },
    { from: '2.4.0', decl: { url: "/V1/carts/mine", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
    { from: '2.4.2-p2', decl: { url: "/V1/carts/mine", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "quote.id", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/order", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartManagementInterface", serviceMethod: "placeOrder", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestCartRepositoryInterface", serviceMethod: "get", resources: ["anonymous"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.7', decl: { url: "/V1/guest-carts", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestCartManagementInterface", serviceMethod: "createEmptyCart", resources: ["anonymous"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.7', decl: { url: "/V1/guest-carts/:cartId", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestCartManagementInterface", serviceMethod: "assignCustomer", resources: ["anonymous"] } },
    { from: '2.1.0', decl: { url: "/V1/guest-carts/:cartId", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestCartManagementInterface", serviceMethod: "assignCustomer", resources: ["self"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/order", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestCartManagementInterface", serviceMethod: "placeOrder", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/shipping-methods", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\ShippingMethodManagementInterface", serviceMethod: "getList", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.1.0', decl: { url: "/V1/carts/:cartId/estimate-shipping-methods", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\ShipmentEstimationInterface", serviceMethod: "estimateByExtendedAddress", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.1.0', decl: { url: "/V1/carts/:cartId/estimate-shipping-methods-by-address-id", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\ShippingMethodManagementInterface", serviceMethod: "estimateByAddressId", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/shipping-methods", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\ShippingMethodManagementInterface", serviceMethod: "getList", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/estimate-shipping-methods", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\ShippingMethodManagementInterface", serviceMethod: "estimateByAddress", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
    { from: '2.1.0', decl: { url: "/V1/carts/mine/estimate-shipping-methods", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\ShipmentEstimationInterface", serviceMethod: "estimateByExtendedAddress", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/estimate-shipping-methods-by-address-id", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\ShippingMethodManagementInterface", serviceMethod: "estimateByAddressId", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/shipping-methods", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestShippingMethodManagementInterface", serviceMethod: "getList", resources: ["anonymous"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/estimate-shipping-methods", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestShippingMethodManagementInterface", serviceMethod: "estimateByAddress", resources: ["anonymous"] } },
    { from: '2.1.0', decl: { url: "/V1/guest-carts/:cartId/estimate-shipping-methods", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestShipmentEstimationInterface", serviceMethod: "estimateByExtendedAddress", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/items", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartItemRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/items", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartItemRepositoryInterface", serviceMethod: "save", resources: ["Magento_Catalog::products"] } },
    { from: '2.1.0', decl: { url: "/V1/carts/:quoteId/items", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartItemRepositoryInterface", serviceMethod: "save", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/items/:itemId", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartItemRepositoryInterface", serviceMethod: "save", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/items/:itemId", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartItemRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/items", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestCartItemRepositoryInterface", serviceMethod: "getList", resources: ["anonymous"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/items", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestCartItemRepositoryInterface", serviceMethod: "save", resources: ["anonymous"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/items/:itemId", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestCartItemRepositoryInterface", serviceMethod: "save", resources: ["anonymous"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/items/:itemId", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestCartItemRepositoryInterface", serviceMethod: "deleteById", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/items", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartItemRepositoryInterface", serviceMethod: "getList", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/items", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartItemRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
    { from: '2.3.7-p1', decl: { url: "/V1/carts/mine/items", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartItemRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "cartItem.quote_id", "value": "%cart_id%", "force": true}] } },
    { from: '2.4.0', decl: { url: "/V1/carts/mine/items", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartItemRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
    { from: '2.4.2-p2', decl: { url: "/V1/carts/mine/items", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartItemRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "cartItem.quote_id", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/items/:itemId", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartItemRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
    { from: '2.3.7-p1', decl: { url: "/V1/carts/mine/items/:itemId", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartItemRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "cartItem.quote_id", "value": "%cart_id%", "force": true}] } },
    { from: '2.4.0', decl: { url: "/V1/carts/mine/items/:itemId", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartItemRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
    { from: '2.4.2-p2', decl: { url: "/V1/carts/mine/items/:itemId", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartItemRepositoryInterface", serviceMethod: "save", resources: ["self"], data: [{"name": "cartItem.quote_id", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/items/:itemId", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartItemRepositoryInterface", serviceMethod: "deleteById", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/selected-payment-method", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\PaymentMethodManagementInterface", serviceMethod: "get", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/selected-payment-method", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\PaymentMethodManagementInterface", serviceMethod: "set", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/payment-methods", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\PaymentMethodManagementInterface", serviceMethod: "getList", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/selected-payment-method", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestPaymentMethodManagementInterface", serviceMethod: "get", resources: ["anonymous"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/selected-payment-method", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestPaymentMethodManagementInterface", serviceMethod: "set", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/payment-methods", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestPaymentMethodManagementInterface", serviceMethod: "getList", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/selected-payment-method", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\PaymentMethodManagementInterface", serviceMethod: "get", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/selected-payment-method", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\PaymentMethodManagementInterface", serviceMethod: "set", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/payment-methods", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\PaymentMethodManagementInterface", serviceMethod: "getList", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/billing-address", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\BillingAddressManagementInterface", serviceMethod: "get", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/billing-address", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\BillingAddressManagementInterface", serviceMethod: "assign", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/billing-address", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestBillingAddressManagementInterface", serviceMethod: "get", resources: ["anonymous"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/billing-address", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestBillingAddressManagementInterface", serviceMethod: "assign", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/billing-address", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\BillingAddressManagementInterface", serviceMethod: "get", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/billing-address", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\BillingAddressManagementInterface", serviceMethod: "assign", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/coupons", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CouponManagementInterface", serviceMethod: "get", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/coupons/:couponCode", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CouponManagementInterface", serviceMethod: "set", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/coupons", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CouponManagementInterface", serviceMethod: "remove", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/coupons", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestCouponManagementInterface", serviceMethod: "get", resources: ["anonymous"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/coupons/:couponCode", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestCouponManagementInterface", serviceMethod: "set", resources: ["anonymous"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/coupons", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestCouponManagementInterface", serviceMethod: "remove", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/coupons", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CouponManagementInterface", serviceMethod: "get", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/coupons/:couponCode", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CouponManagementInterface", serviceMethod: "set", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/coupons", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CouponManagementInterface", serviceMethod: "remove", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/order", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartManagementInterface", serviceMethod: "placeOrder", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/:cartId/totals", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartTotalRepositoryInterface", serviceMethod: "get", resources: ["Magento_Cart::manage"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/collect-totals", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestCartTotalManagementInterface", serviceMethod: "collectTotals", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/guest-carts/:cartId/totals", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\GuestCartTotalRepositoryInterface", serviceMethod: "get", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/totals", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartTotalRepositoryInterface", serviceMethod: "get", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/carts/mine/collect-totals", module: "Magento_Quote", serviceClass: "Magento\\Quote\\Api\\CartTotalManagementInterface", serviceMethod: "collectTotals", resources: ["self"], data: [{"name": "cartId", "value": "%cart_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/orders/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/orders/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::actions_view"] } },
    { from: '2.3.0', decl: { url: "/V1/orders/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/orders/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::actions_view"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/orders", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/orders", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::actions_view"] } },
    { from: '2.3.0', decl: { url: "/V1/orders", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/orders", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::actions_view"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/orders/:id/statuses", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "getStatus", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/orders/:id/statuses", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "getStatus", resources: ["Magento_Sales::actions_view"] } },
    { from: '2.3.0', decl: { url: "/V1/orders/:id/statuses", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "getStatus", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/orders/:id/statuses", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "getStatus", resources: ["Magento_Sales::actions_view"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/orders/:id/cancel", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "cancel", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/orders/:id/cancel", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "cancel", resources: ["Magento_Sales::cancel"] } },
    { from: '2.3.0', decl: { url: "/V1/orders/:id/cancel", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "cancel", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/orders/:id/cancel", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "cancel", resources: ["Magento_Sales::cancel"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/orders/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/orders/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::emails"] } },
    { from: '2.3.0', decl: { url: "/V1/orders/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/orders/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::emails"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/orders/:id/hold", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "hold", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/orders/:id/hold", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "hold", resources: ["Magento_Sales::hold"] } },
    { from: '2.3.0', decl: { url: "/V1/orders/:id/hold", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "hold", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/orders/:id/hold", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "hold", resources: ["Magento_Sales::hold"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/orders/:id/unhold", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "unHold", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/orders/:id/unhold", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "unHold", resources: ["Magento_Sales::unhold"] } },
    { from: '2.3.0', decl: { url: "/V1/orders/:id/unhold", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "unHold", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/orders/:id/unhold", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "unHold", resources: ["Magento_Sales::unhold"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/orders/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "addComment", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/orders/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "addComment", resources: ["Magento_Sales::comment"] } },
    { from: '2.3.0', decl: { url: "/V1/orders/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "addComment", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/orders/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "addComment", resources: ["Magento_Sales::comment"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/orders/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/orders/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::actions_view"] } },
    { from: '2.3.0', decl: { url: "/V1/orders/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/orders/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::actions_view"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.1.0', decl: { url: "/V1/orders/create", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/orders/create", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::create"] } },
    { from: '2.3.0', decl: { url: "/V1/orders/create", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/orders/create", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::create"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/orders/:parent_id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderAddressRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/orders/:parent_id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderAddressRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::create"] } },
    { from: '2.3.0', decl: { url: "/V1/orders/:parent_id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderAddressRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/orders/:parent_id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderAddressRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::create"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.7', decl: { url: "/V1/orders/items/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderItemRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/orders/items/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderItemRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::actions_view"] } },
    { from: '2.3.0', decl: { url: "/V1/orders/items/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderItemRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/orders/items/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderItemRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::actions_view"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.7', decl: { url: "/V1/orders/items", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderItemRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/orders/items", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderItemRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::actions_view"] } },
    { from: '2.3.0', decl: { url: "/V1/orders/items", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderItemRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/orders/items", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderItemRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::actions_view"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/invoices/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/invoices/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales_invoice"] } },
    { from: '2.3.0', decl: { url: "/V1/invoices/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/invoices/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales_invoice"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/invoices", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/invoices", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales_invoice"] } },
    { from: '2.3.0', decl: { url: "/V1/invoices", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/invoices", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales_invoice"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/invoices/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/invoices/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::sales_invoice"] } },
    { from: '2.3.0', decl: { url: "/V1/invoices/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/invoices/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::sales_invoice"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/invoices/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/invoices/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::sales_invoice"] } },
    { from: '2.3.0', decl: { url: "/V1/invoices/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/invoices/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::sales_invoice"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/invoices/:id/void", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "setVoid", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/invoices/:id/void", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "setVoid", resources: ["Magento_Sales::sales_invoice"] } },
    { from: '2.3.0', decl: { url: "/V1/invoices/:id/void", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "setVoid", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/invoices/:id/void", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "setVoid", resources: ["Magento_Sales::sales_invoice"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/invoices/:id/capture", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "setCapture", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/invoices/:id/capture", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "setCapture", resources: ["Magento_Sales::sales_invoice"] } },
    { from: '2.3.0', decl: { url: "/V1/invoices/:id/capture", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "setCapture", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/invoices/:id/capture", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceManagementInterface", serviceMethod: "setCapture", resources: ["Magento_Sales::sales_invoice"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/invoices/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceCommentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/invoices/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceCommentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales_invoice"] } },
    { from: '2.3.0', decl: { url: "/V1/invoices/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceCommentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/invoices/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceCommentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales_invoice"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/invoices/", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/invoices/", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales_invoice"] } },
    { from: '2.3.0', decl: { url: "/V1/invoices/", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/invoices/", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales_invoice"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.1.3', decl: { url: "/V1/invoice/:invoiceId/refund", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\RefundInvoiceInterface", serviceMethod: "execute", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/invoice/:invoiceId/refund", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\RefundInvoiceInterface", serviceMethod: "execute", resources: ["Magento_Sales::sales_invoice"] } },
    { from: '2.3.0', decl: { url: "/V1/invoice/:invoiceId/refund", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\RefundInvoiceInterface", serviceMethod: "execute", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/invoice/:invoiceId/refund", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\RefundInvoiceInterface", serviceMethod: "execute", resources: ["Magento_Sales::sales_invoice"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/creditmemo/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/creditmemo/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::sales_creditmemo"] } },
    { from: '2.3.0', decl: { url: "/V1/creditmemo/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/creditmemo/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::sales_creditmemo"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/creditmemos", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/creditmemos", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales_creditmemo"] } },
    { from: '2.3.0', decl: { url: "/V1/creditmemos", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/creditmemos", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales_creditmemo"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/creditmemo/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/creditmemo/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales_creditmemo"] } },
    { from: '2.3.0', decl: { url: "/V1/creditmemo/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/creditmemo/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales_creditmemo"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/creditmemo/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "cancel", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/creditmemo/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "cancel", resources: ["Magento_Sales::sales_creditmemo"] } },
    { from: '2.3.0', decl: { url: "/V1/creditmemo/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "cancel", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/creditmemo/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "cancel", resources: ["Magento_Sales::sales_creditmemo"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/creditmemo/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/creditmemo/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::sales_creditmemo"] } },
    { from: '2.3.0', decl: { url: "/V1/creditmemo/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/creditmemo/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::sales_creditmemo"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.1.0', decl: { url: "/V1/creditmemo/refund", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "refund", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/creditmemo/refund", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "refund", resources: ["Magento_Sales::sales_creditmemo"] } },
    { from: '2.3.0', decl: { url: "/V1/creditmemo/refund", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "refund", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/creditmemo/refund", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoManagementInterface", serviceMethod: "refund", resources: ["Magento_Sales::sales_creditmemo"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/creditmemo/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoCommentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/creditmemo/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoCommentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales_creditmemo"] } },
    { from: '2.3.0', decl: { url: "/V1/creditmemo/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoCommentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/creditmemo/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoCommentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales_creditmemo"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/creditmemo", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/creditmemo", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales_creditmemo"] } },
    { from: '2.3.0', decl: { url: "/V1/creditmemo", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/creditmemo", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\CreditmemoRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales_creditmemo"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.1.3', decl: { url: "/V1/order/:orderId/refund", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\RefundOrderInterface", serviceMethod: "execute", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/order/:orderId/refund", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\RefundOrderInterface", serviceMethod: "execute", resources: ["Magento_Sales::creditmemo"] } },
    { from: '2.3.0', decl: { url: "/V1/order/:orderId/refund", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\RefundOrderInterface", serviceMethod: "execute", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/order/:orderId/refund", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\RefundOrderInterface", serviceMethod: "execute", resources: ["Magento_Sales::creditmemo"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/shipment/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/shipment/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::shipment"] } },
    { from: '2.3.0', decl: { url: "/V1/shipment/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/shipment/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::shipment"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/shipments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/shipments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::shipment"] } },
    { from: '2.3.0', decl: { url: "/V1/shipments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/shipments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::shipment"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/shipment/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/shipment/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::shipment"] } },
    { from: '2.3.0', decl: { url: "/V1/shipment/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/shipment/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentManagementInterface", serviceMethod: "getCommentsList", resources: ["Magento_Sales::shipment"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/shipment/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentCommentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/shipment/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentCommentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::shipment"] } },
    { from: '2.3.0', decl: { url: "/V1/shipment/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentCommentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/shipment/:id/comments", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentCommentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::shipment"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/shipment/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/shipment/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::shipment"] } },
    { from: '2.3.0', decl: { url: "/V1/shipment/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/shipment/:id/emails", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentManagementInterface", serviceMethod: "notify", resources: ["Magento_Sales::shipment"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/shipment/track", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentTrackRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/shipment/track", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentTrackRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::shipment"] } },
    { from: '2.3.0', decl: { url: "/V1/shipment/track", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentTrackRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/shipment/track", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentTrackRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::shipment"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/shipment/track/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentTrackRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/shipment/track/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentTrackRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Sales::shipment"] } },
    { from: '2.3.0', decl: { url: "/V1/shipment/track/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentTrackRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/shipment/track/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentTrackRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Sales::shipment"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/shipment/", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/shipment/", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::shipment"] } },
    { from: '2.3.0', decl: { url: "/V1/shipment/", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/shipment/", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::shipment"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/shipment/:id/label", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentManagementInterface", serviceMethod: "getLabel", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/shipment/:id/label", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentManagementInterface", serviceMethod: "getLabel", resources: ["Magento_Sales::shipment"] } },
    { from: '2.3.0', decl: { url: "/V1/shipment/:id/label", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentManagementInterface", serviceMethod: "getLabel", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/shipment/:id/label", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipmentManagementInterface", serviceMethod: "getLabel", resources: ["Magento_Sales::shipment"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.1.2', decl: { url: "/V1/order/:orderId/ship", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipOrderInterface", serviceMethod: "execute", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/order/:orderId/ship", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipOrderInterface", serviceMethod: "execute", resources: ["Magento_Sales::ship"] } },
    { from: '2.3.0', decl: { url: "/V1/order/:orderId/ship", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipOrderInterface", serviceMethod: "execute", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/order/:orderId/ship", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\ShipOrderInterface", serviceMethod: "execute", resources: ["Magento_Sales::ship"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.1.0', decl: { url: "/V1/orders/", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/orders/", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::create"] } },
    { from: '2.3.0', decl: { url: "/V1/orders/", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/orders/", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::create"] } },
    { from: '2.3.5-p1', decl: { url: "/V1/orders", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\OrderRepositoryInterface", serviceMethod: "save", resources: ["Magento_Sales::create"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/transactions/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\TransactionRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/transactions/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\TransactionRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::transactions_fetch"] } },
    { from: '2.3.0', decl: { url: "/V1/transactions/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\TransactionRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/transactions/:id", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\TransactionRepositoryInterface", serviceMethod: "get", resources: ["Magento_Sales::transactions_fetch"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/transactions", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\TransactionRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/transactions", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\TransactionRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::transactions_fetch"] } },
    { from: '2.3.0', decl: { url: "/V1/transactions", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\TransactionRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/transactions", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\TransactionRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Sales::transactions_fetch"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.1.2', decl: { url: "/V1/order/:orderId/invoice", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceOrderInterface", serviceMethod: "execute", resources: ["Magento_Sales::sales"] } },
    { from: '2.2.8', decl: { url: "/V1/order/:orderId/invoice", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceOrderInterface", serviceMethod: "execute", resources: ["Magento_Sales::invoice"] } },
    { from: '2.3.0', decl: { url: "/V1/order/:orderId/invoice", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceOrderInterface", serviceMethod: "execute", resources: ["Magento_Sales::sales"] } },
    { from: '2.3.1', decl: { url: "/V1/order/:orderId/invoice", module: "Magento_Sales", serviceClass: "Magento\\Sales\\Api\\InvoiceOrderInterface", serviceMethod: "execute", resources: ["Magento_Sales::invoice"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/salesRules/:ruleId", module: "Magento_SalesRule", serviceClass: "Magento\\SalesRule\\Api\\RuleRepositoryInterface", serviceMethod: "getById", resources: ["Magento_SalesRule::quote"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/salesRules/search", module: "Magento_SalesRule", serviceClass: "Magento\\SalesRule\\Api\\RuleRepositoryInterface", serviceMethod: "getList", resources: ["Magento_SalesRule::quote"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/salesRules", module: "Magento_SalesRule", serviceClass: "Magento\\SalesRule\\Api\\RuleRepositoryInterface", serviceMethod: "save", resources: ["Magento_SalesRule::quote"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/salesRules/:ruleId", module: "Magento_SalesRule", serviceClass: "Magento\\SalesRule\\Api\\RuleRepositoryInterface", serviceMethod: "save", resources: ["Magento_SalesRule::quote"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/salesRules/:ruleId", module: "Magento_SalesRule", serviceClass: "Magento\\SalesRule\\Api\\RuleRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_SalesRule::quote"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/coupons/:couponId", module: "Magento_SalesRule", serviceClass: "Magento\\SalesRule\\Api\\CouponRepositoryInterface", serviceMethod: "getById", resources: ["Magento_SalesRule::quote"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/coupons/search", module: "Magento_SalesRule", serviceClass: "Magento\\SalesRule\\Api\\CouponRepositoryInterface", serviceMethod: "getList", resources: ["Magento_SalesRule::quote"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/coupons", module: "Magento_SalesRule", serviceClass: "Magento\\SalesRule\\Api\\CouponRepositoryInterface", serviceMethod: "save", resources: ["Magento_SalesRule::quote"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/coupons/:couponId", module: "Magento_SalesRule", serviceClass: "Magento\\SalesRule\\Api\\CouponRepositoryInterface", serviceMethod: "save", resources: ["Magento_SalesRule::quote"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/coupons/:couponId", module: "Magento_SalesRule", serviceClass: "Magento\\SalesRule\\Api\\CouponRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_SalesRule::quote"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/coupons/generate", module: "Magento_SalesRule", serviceClass: "Magento\\SalesRule\\Api\\CouponManagementInterface", serviceMethod: "generate", resources: ["Magento_SalesRule::quote"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/coupons/deleteByIds", module: "Magento_SalesRule", serviceClass: "Magento\\SalesRule\\Api\\CouponManagementInterface", serviceMethod: "deleteByIds", resources: ["Magento_SalesRule::quote"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/coupons/deleteByCodes", module: "Magento_SalesRule", serviceClass: "Magento\\SalesRule\\Api\\CouponManagementInterface", serviceMethod: "deleteByCodes", resources: ["Magento_SalesRule::quote"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/search", module: "Magento_Search", serviceClass: "Magento\\Search\\Api\\SearchInterface", serviceMethod: "search", resources: ["anonymous"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/store/storeViews", module: "Magento_Store", serviceClass: "Magento\\Store\\Api\\StoreRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Backend::store"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/store/storeGroups", module: "Magento_Store", serviceClass: "Magento\\Store\\Api\\GroupRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Backend::store"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/store/websites", module: "Magento_Store", serviceClass: "Magento\\Store\\Api\\WebsiteRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Backend::store"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/store/storeConfigs", module: "Magento_Store", serviceClass: "Magento\\Store\\Api\\StoreConfigManagerInterface", serviceMethod: "getStoreConfigs", resources: ["Magento_Backend::store"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/taxRates", module: "Magento_Tax", serviceClass: "Magento\\Tax\\Api\\TaxRateRepositoryInterface", serviceMethod: "save", resources: ["Magento_Tax::manage_tax"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/taxRates/:rateId", module: "Magento_Tax", serviceClass: "Magento\\Tax\\Api\\TaxRateRepositoryInterface", serviceMethod: "get", resources: ["Magento_Tax::manage_tax"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/taxRates", module: "Magento_Tax", serviceClass: "Magento\\Tax\\Api\\TaxRateRepositoryInterface", serviceMethod: "save", resources: ["Magento_Tax::manage_tax"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/taxRates/:rateId", module: "Magento_Tax", serviceClass: "Magento\\Tax\\Api\\TaxRateRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Tax::manage_tax"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/taxRates/search", module: "Magento_Tax", serviceClass: "Magento\\Tax\\Api\\TaxRateRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Tax::manage_tax"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/taxRules", module: "Magento_Tax", serviceClass: "Magento\\Tax\\Api\\TaxRuleRepositoryInterface", serviceMethod: "save", resources: ["Magento_Tax::manage_tax"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/taxRules", module: "Magento_Tax", serviceClass: "Magento\\Tax\\Api\\TaxRuleRepositoryInterface", serviceMethod: "save", resources: ["Magento_Tax::manage_tax"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/taxRules/:ruleId", module: "Magento_Tax", serviceClass: "Magento\\Tax\\Api\\TaxRuleRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Tax::manage_tax"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/taxRules/:ruleId", module: "Magento_Tax", serviceClass: "Magento\\Tax\\Api\\TaxRuleRepositoryInterface", serviceMethod: "get", resources: ["Magento_Tax::manage_tax"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/taxRules/search", module: "Magento_Tax", serviceClass: "Magento\\Tax\\Api\\TaxRuleRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Tax::manage_tax"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/taxClasses", module: "Magento_Tax", serviceClass: "Magento\\Tax\\Api\\TaxClassRepositoryInterface", serviceMethod: "save", resources: ["Magento_Tax::manage_tax"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/taxClasses/:taxClassId", module: "Magento_Tax", serviceClass: "Magento\\Tax\\Api\\TaxClassRepositoryInterface", serviceMethod: "get", resources: ["Magento_Tax::manage_tax"] } },
  ] },
  { method: 'PUT', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/taxClasses/:classId", module: "Magento_Tax", serviceClass: "Magento\\Tax\\Api\\TaxClassRepositoryInterface", serviceMethod: "save", resources: ["Magento_Tax::manage_tax"] } },
  ] },
  { method: 'DELETE', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/taxClasses/:taxClassId", module: "Magento_Tax", serviceClass: "Magento\\Tax\\Api\\TaxClassRepositoryInterface", serviceMethod: "deleteById", resources: ["Magento_Tax::manage_tax"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.0.0', decl: { url: "/V1/taxClasses/search", module: "Magento_Tax", serviceClass: "Magento\\Tax\\Api\\TaxClassRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Tax::manage_tax"] } },
  ] },
  { method: 'POST', edition: 'both', revisions: [
    { from: '2.4.5', decl: { url: "/V1/integration/customer/revoke-customer-token", module: "Magento_Integration", serviceClass: "Magento\\Integration\\Api\\CustomerTokenServiceInterface", serviceMethod: "revokeCustomerAccessToken", resources: ["self"], data: [{"name": "customerId", "value": "%customer_id%", "force": true}] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.3.0', decl: { url: "/V1/bulk/:bulkUuid/status", module: "Magento_AsynchronousOperations", serviceClass: "Magento\\AsynchronousOperations\\Api\\BulkStatusInterface", serviceMethod: "getBulkShortStatus", resources: ["Magento_Logging::system_magento_logging_bulk_operations"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.3.0', decl: { url: "/V1/bulk/:bulkUuid/detailed-status", module: "Magento_AsynchronousOperations", serviceClass: "Magento\\AsynchronousOperations\\Api\\BulkStatusInterface", serviceMethod: "getBulkDetailedStatus", resources: ["Magento_Logging::system_magento_logging_bulk_operations"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.3.0', decl: { url: "/V1/bulk/:bulkUuid/operation-status/:status", module: "Magento_AsynchronousOperations", serviceClass: "Magento\\AsynchronousOperations\\Api\\BulkStatusInterface", serviceMethod: "getOperationsCountByBulkIdAndStatus", resources: ["Magento_Logging::system_magento_logging_bulk_operations"] } },
  ] },
  { method: 'GET', edition: 'both', revisions: [
    { from: '2.3.0', decl: { url: "/V1/bulk", module: "Magento_AsynchronousOperations", serviceClass: "Magento\\AsynchronousOperations\\Api\\OperationRepositoryInterface", serviceMethod: "getList", resources: ["Magento_Logging::system_magento_logging_bulk_operations"] } },
  ] },
];
