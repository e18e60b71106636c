// The faults of what the platform itself defines and a read answers (issue 37): each breaks one value the real
// platform answers on every installation, so write.known-answer can prove it judges the values of such reads, not
// their shape only (docs/fault-table.md).
//  - product-type-missing:               GET /V1/products/types leaves out the bundle type;
//  - attribute-metadata-other-attribute: the attribute metadata reads (customer and address, by code) answer the
//                                        metadata of another attribute of the entity than the one asked;
//  - store-list-keys-reordered:          GET /V1/store/websites answers each website's name before its code;
//  - store-configs-codes-ignored:        GET /V1/store/storeConfigs answers every store view's config whatever
//                                        storeCodes asks.

export const STATIC_READ_FAULT = {
  productTypeMissing: 'product-type-missing',
  attributeMetadataOtherAttribute: 'attribute-metadata-other-attribute',
  storeListKeysReordered: 'store-list-keys-reordered',
  storeConfigsCodesIgnored: 'store-configs-codes-ignored',
} as const;

export const STATIC_READ_DOMAIN_FAULTS = Object.values(STATIC_READ_FAULT);

type StaticReadFault = (typeof STATIC_READ_FAULT)[keyof typeof STATIC_READ_FAULT];

/** Whether the fault is played. */
export const playsStaticRead = (faults: ReadonlySet<string>, fault: StaticReadFault): boolean => faults.has(fault);
