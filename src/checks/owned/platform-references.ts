// The platform's own entities that every installation has from its setup (the default attribute set, the root
// category, the main website, ...), and how to confirm one on a target with a read. A queued operation may point the
// run's entities at them (it changes nothing of them); every other id must name an entity the run created.

import { COMMERCE_REFERENCES, US_CALIFORNIA } from './commerce-references.ts';

/**
 * A literal id in a body that names an entity every installation has from its setup (the default attribute set, the
 * root category, the admin store view, ...). A create body may reference one: the operation only points the run's new
 * entity at it and changes nothing of it. Every other literal id is refused, because an id no entity has is exactly
 * what kills the 2.4.7 consumer (order_id 0 on POST /V1/invoices: "Call to a member function getId() on null").
 * Each one is read on the target before anything is queued (`read`), so an installation without it is not written to.
 */
export interface PlatformReference {
  /** The body key, and (when the key alone is ambiguous: parent_id) the key of the object it sits in. */
  field: string;
  within?: string;
  /** Numbers (ids) or codes (a product type, a country), as the contract writes them. */
  values: readonly (number | string)[];
  /** What the value names, for reasons and the report. */
  names: string;
  /** Reads that prove the target has it; none when the value names no entity (0 = "every region"). */
  reads: readonly ReferenceRead[];
}

export interface ReferenceRead {
  path: string;
  holds: (json: unknown) => boolean;
}

export const record = (json: unknown): Record<string, unknown> => (json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {});
export const listHasId = (id: number) => (json: unknown): boolean => Array.isArray(json) && json.some((item) => Number(record(item).id) === id);
export const DEFAULT_SET: ReferenceRead = { path: '/V1/products/attribute-sets/4', holds: (json) => Number(record(json).attribute_set_id) === 4 && Number(record(json).entity_type_id) === 4 };
// Website 0 is the admin (global) website, 1 the main one: setup makes both.
export const WEBSITES: ReferenceRead = { path: '/V1/store/websites', holds: (json) => listHasId(0)(json) && listHasId(1)(json) };
export const ROOT_CATEGORY: ReferenceRead = { path: '/V1/categories/2', holds: (json) => Number(record(json).id) === 2 };
export const RETAIL_TAX_CLASS: ReferenceRead = { path: '/V1/taxClasses/3', holds: (json) => Number(record(json).class_id) === 3 && record(json).class_type === 'CUSTOMER' };
export const TAXABLE_GOODS: ReferenceRead = { path: '/V1/taxClasses/2', holds: (json) => Number(record(json).class_id) === 2 && record(json).class_type === 'PRODUCT' };
export const COUNTRY_US: ReferenceRead = { path: '/V1/directory/countries/US', holds: (json) => record(json).id === 'US' };
// MSI's default source: made by the platform's setup, never deletable (GET /V1/inventory/sources/default).
export const DEFAULT_SOURCE: ReferenceRead = { path: '/V1/inventory/sources/default', holds: (json) => record(json).source_code === 'default' };
export const group = (id: number): ReferenceRead => ({ path: `/V1/customerGroups/${id}`, holds: (json) => Number(record(json).id) === id });

export const PLATFORM_REFERENCES: readonly PlatformReference[] = [
  { field: 'attribute_set_id', values: [4], names: 'the default product attribute set', reads: [DEFAULT_SET] },
  { field: 'skeletonId', values: [4], names: 'the default product attribute set', reads: [DEFAULT_SET] },
  { field: 'entity_type_id', within: 'attribute', values: [4], names: 'the product entity type (the default set 4 belongs to it)', reads: [DEFAULT_SET] },
  { field: 'entity_type_id', within: 'attributeSet', values: [4], names: 'the product entity type (the default set 4 belongs to it)', reads: [DEFAULT_SET] },
  { field: 'parent_id', within: 'category', values: [2], names: 'the default root category', reads: [ROOT_CATEGORY] },
  { field: 'parentId', values: [2], names: 'the default root category', reads: [ROOT_CATEGORY] },
  { field: 'tax_class_id', within: 'group', values: [3], names: 'the Retail Customer tax class', reads: [RETAIL_TAX_CLASS] },
  { field: 'customer_tax_class_ids', within: 'rule', values: [3], names: 'the Retail Customer tax class', reads: [RETAIL_TAX_CLASS] },
  { field: 'product_tax_class_ids', within: 'rule', values: [2], names: 'the Taxable Goods tax class', reads: [TAXABLE_GOODS] },
  { field: 'website_id', values: [0, 1], names: 'the admin or the main website', reads: [WEBSITES] },
  { field: 'websiteId', values: [0, 1], names: 'the admin or the main website', reads: [WEBSITES] },
  { field: 'website_ids', values: [1], names: 'the main website', reads: [WEBSITES] },
  // A customer group of the run's own excluded from the main website (GroupRepositoryTest sends it as text, "1").
  { field: 'exclude_website_ids', values: [1, '1'], names: 'the main website (a group of the run\'s own excluded from it)', reads: [WEBSITES] },
  { field: 'store_id', values: [0], names: 'the admin store view (the scope of default values)', reads: [{ path: '/V1/store/storeViews', holds: listHasId(0) }] },
  { field: 'customer_group_ids', values: [0, 1], names: 'the NOT LOGGED IN and General customer groups', reads: [group(0), group(1)] },
  { field: 'source_code', values: ['default'], names: 'MSI\'s default source (the platform makes it; it cannot be deleted)', reads: [DEFAULT_SOURCE] },
  { field: 'sourceCodes', values: ['default'], names: 'MSI\'s default source (the platform makes it; it cannot be deleted)', reads: [DEFAULT_SOURCE] },
  { field: 'group_id', within: 'customer', values: [1], names: 'the General customer group', reads: [group(1)] },
  // A whole product's tier prices and a whole sales rule's labels (issue 28): they only point the run's entity at them.
  { field: 'customer_group_id', within: 'tier_prices', values: [0, 1], names: 'the NOT LOGGED IN and General customer groups', reads: [group(0), group(1)] },
  // A label of the default store view: one for the admin store (0) is the default label and is answered only as
  // default_frontend_label (real 2.4.7-p3: frontend_labels [] for it).
  { field: 'store_id', within: 'frontend_labels', values: [1], names: 'the default store view', reads: [{ path: '/V1/store/storeViews', holds: listHasId(1) }] },
  { field: 'store_id', within: 'titles', values: [1], names: 'the default store view', reads: [{ path: '/V1/store/storeViews', holds: listHasId(1) }] },
  { field: 'store_id', within: 'store_labels', values: [0, 1], names: 'the admin and the default store view', reads: [{ path: '/V1/store/storeViews', holds: (json) => listHasId(0)(json) && listHasId(1)(json) }] },
  { field: 'tax_region_id', values: [0], names: '"*", every region of the country (0 names no entity)', reads: [] },
  { field: 'type_id', within: 'product', values: ['simple', 'virtual', 'configurable', 'bundle', 'downloadable'], names: 'a product type (a type code, no entity)', reads: [] },
  { field: 'tax_country_id', within: 'taxRate', values: ['US'], names: 'the country US of the directory', reads: [COUNTRY_US] },
  // Where the run's own MSI source is (COMMERCE_WRITES=full).
  { field: 'country_id', within: 'source', values: ['US'], names: 'the country US of the directory', reads: [COUNTRY_US] },
  // Its region, sent by id on the create (RegionProcessingTest::testCreateWithPredefinedRegion).
  { field: 'region_id', within: 'source', values: [12], names: 'California, a region of the directory\'s US', reads: [US_CALIFORNIA] },
  // The region of the commerce bodies' addresses (COMMERCE_WRITES=full).
  ...COMMERCE_REFERENCES,
];
