// The Multi-Source Inventory faults of the reference (issue 37, the MSI and CatalogInventory ledgers): each breaks one
// thing the real platform keeps or answers for the run's own sources, stock items and salable reads, so the checks
// that judge it can prove they notice (docs/fault-table.md).
//  - source-region-name-filled:   a source saved with a region_id and no region name gets the region's name filled in
//                                 (the platform keeps the two apart: RegionProcessingTest);
//  - stock-item-body-id-followed: PUT /V1/products/:sku/stockItems/:itemId whose body names another item_id writes
//                                 the stock item the body names, where the platform writes the product's own;
//  - salable-by-assignment:       the salable reads (is-product-salable, are-products-salable, the requested-qty
//                                 forms, get-product-salable-quantity) answer a product salable on any stock, one
//                                 it is not assigned to too;
//  - source-selection-overdeducts: the priority source selection deducts the whole quantity asked from each source,
//                                 whatever it holds, and answers the request shippable;
//  - stock-resolver-channel-dropped: the stock resolver answers the stock without the sales channel it was resolved by;
//  - stock-id-type-unchecked:     get-sources-assigned-to-stock-ordered-by-priority takes a stockId that is no number
//                                 as stock 0 and answers [], where the platform refuses it with its type error;
//  - partial-transfer-unchecked:  bulk-partial-source-transfer validates nothing: the same source twice, an unknown
//                                 origin or destination and more than the origin holds are answered 200 (what the
//                                 origin holds, up to the qty, is moved), where the platform refuses each (400
//                                 "Transfer validation failed");
//  - salable-counts-disabled-sources: the stock index (and so the salable quantity and reads) counts the in-stock items
//                                 of the stock's disabled sources too, where the platform indexes enabled sources only;
//  - sources-priority-ignored:    a stock's sources are taken in the order of their codes, not of the links'
//                                 priorities (get-sources-assigned-to-stock-ordered-by-priority, the priority selection);
//  - source-items-delete-by-sku:  POST /V1/inventory/source-items-delete deletes every item of each SKU named, on every
//                                 source, where the platform deletes the (sku, source) pairs named alone;
//  - path-id-ignored:             PUT /V1/inventory/stocks/:stockId whose body names another stock_id saves the stock
//                                 the body names, where ParamsOverrider puts the path's :stockId into the body.

export const MSI_FAULT = {
  sourceRegionNameFilled: 'source-region-name-filled',
  stockItemBodyIdFollowed: 'stock-item-body-id-followed',
  salableByAssignment: 'salable-by-assignment',
  sourceSelectionOverdeducts: 'source-selection-overdeducts',
  stockResolverChannelDropped: 'stock-resolver-channel-dropped',
  stockIdTypeUnchecked: 'stock-id-type-unchecked',
  partialTransferUnchecked: 'partial-transfer-unchecked',
  pathIdIgnored: 'path-id-ignored',
  salableCountsDisabledSources: 'salable-counts-disabled-sources',
  sourcesPriorityIgnored: 'sources-priority-ignored',
  sourceItemsDeleteBySku: 'source-items-delete-by-sku',
} as const;

export const MSI_DOMAIN_FAULTS = Object.values(MSI_FAULT);

type MsiFault = (typeof MSI_FAULT)[keyof typeof MSI_FAULT];

/** Whether the fault is played. */
export const playsMsi = (faults: ReadonlySet<string>, fault: MsiFault): boolean => faults.has(fault);
