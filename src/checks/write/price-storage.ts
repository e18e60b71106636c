// The four price storages (Magento_Catalog's TierPriceStorage, SpecialPriceStorage, BasePriceStorage, CostStorage) as
// write.price-storage-rows sends them: per storage, the rows of one update on the run's own product (one the storage
// keeps, the others each broken one way), the per-row errors the answer lists for them, word for word as the real
// 2.4.7-p3 and 2.4.6-p1 answered (probed by hand 2026-12-02, the same on both but where noted, docs/real-platform.md, "Product bodies"; their messages
// are the platform's own, some with their placeholders filled in and some not), the information read and the delete.
//
// A row of an unknown SKU is where the tier storage's releases differ: the real 2.4.6-p1 lists its error as for any
// other row ("Invalid attribute SKU = %SKU. Row ID: ..."), the real 2.4.7-p3 refuses the whole request, 404 "The
// product that was requested doesn't exist. Verify the product and try again." (its product read first). Either is
// the platform's answer; that row is sent alone, so the other rows are judged the same on both.

/** An error the answer lists for a row (PriceUpdateResultInterface: message and parameters). */
export interface RowError {
  message: string;
  parameters: string[];
}

export interface PriceStorage {
  name: 'tier' | 'special' | 'base' | 'cost';
  /** The update route and its information and delete routes (the delete is absent for base prices). */
  update: string;
  information: string;
  remove: string | null;
  /** The row the storage keeps, for `sku` (the run's own product). */
  kept(sku: string): Record<string, unknown>;
  /** Each broken row with the errors the answer lists for it (every validator speaks: a row broken three ways has
   * three errors). */
  broken(sku: string, unknown: string): Array<{ row: Record<string, unknown>; errors: RowError[] }>;
  /** A row of an unknown SKU sent alone, and the answers the releases give it (the tier storage): a refusal of the whole
   * request (status and message) or the row's error. */
  refusedAlone?(unknown: string): { row: Record<string, unknown>; refusal: { status: number; message: string }; error: RowError };
  /** What the delete is sent (by rows or by SKUs) and answers on success. */
  removal?(sku: string): { body: unknown; answers: unknown };
}

const FROM = '2026-12-05 00:00:00';
const TO = '2027-01-10 00:00:00';
const NO_PRODUCT = 'The product that was requested doesn\'t exist. Verify the product and try again.';
/** The tier storage's row identity, appended to its messages with the placeholders unfilled. */
const TIER_ROW = 'Row ID: SKU = %SKU, Website ID: %websiteId, Customer Group: %customerGroup, Quantity: %qty.';

/** A row of a store no store is (the base and cost storages). */
const storeNotFound = (sku: string): RowError => ({ message: `Requested store is not found. Row ID: SKU = ${sku}, Store ID: 9999.`, parameters: [sku, '9999'] });
const tierRow = (sku: string, price: number, quantity: number, group = 'General', priceType = 'fixed'): Record<string, unknown> => ({ price, price_type: priceType, website_id: 0, sku, customer_group: group, quantity });
const specialRow = (sku: string, price: number): Record<string, unknown> => ({ price, store_id: 0, sku, price_from: FROM, price_to: TO });

export const PRICE_STORAGES: readonly PriceStorage[] = [
  {
    name: 'tier',
    update: '/V1/products/tier-prices',
    information: '/V1/products/tier-prices-information',
    remove: '/V1/products/tier-prices-delete',
    kept: (sku) => tierRow(sku, 5, 2),
    broken: (sku) => [
      { row: tierRow(sku, -3, 3), errors: [{ message: `Invalid attribute Price = %price. ${TIER_ROW}`, parameters: ['-3', sku, '0', 'General', '3'] }] },
      { row: tierRow(sku, 4, 0), errors: [{ message: `Invalid attribute Quantity = %qty. ${TIER_ROW}`, parameters: [sku, '0', 'General', '0'] }] },
      { row: tierRow(sku, 4, 5, 'nogroup'), errors: [{ message: `No such entity with Customer Group = %customerGroup. ${TIER_ROW}`, parameters: [sku, '0', 'nogroup', '5'] }] },
    ],
    refusedAlone: (unknown) => ({ row: tierRow(unknown, 5, 2), refusal: { status: 404, message: NO_PRODUCT }, error: { message: `Invalid attribute SKU = %SKU. ${TIER_ROW}`, parameters: [unknown, '0', 'General', '2'] } }),
    removal: (sku) => ({ body: { prices: [tierRow(sku, 5, 2)] }, answers: [] }),
  },
  {
    name: 'special',
    update: '/V1/products/special-price',
    information: '/V1/products/special-price-information',
    remove: '/V1/products/special-price-delete',
    // A special price of 0: a price the storage keeps and answers as 0, not as none (SpecialPriceStorageTest::
    // testGetZeroValue; the real 2.4.7-p3 kept and answered it, and deleted it by that row, 2026-12-03).
    kept: (sku) => specialRow(sku, 0),
    broken: (sku, unknown) => [
      { row: specialRow(unknown, 6), errors: [{ message: `${NO_PRODUCT} Row ID: SKU = ${unknown}, Store ID: 0, Price From: ${FROM}, Price To: ${TO}.`, parameters: [unknown, '0', FROM, TO] }] },
      { row: specialRow(sku, -6), errors: [{ message: `Invalid attribute Price = -6. Row ID: SKU = ${sku}, Store ID: 0, Price From: ${FROM}, Price To: ${TO}.`, parameters: ['-6', sku, '0', FROM, TO] }] },
    ],
    removal: (sku) => ({ body: { prices: [specialRow(sku, 0)] }, answers: [] }),
  },
  {
    name: 'base',
    update: '/V1/products/base-prices',
    information: '/V1/products/base-prices-information',
    remove: null,
    kept: (sku) => ({ price: 12, store_id: 0, sku }),
    broken: (sku, unknown) => [
      { row: { price: -9999, store_id: 9999, sku: unknown }, errors: [{ message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['SKU', unknown] }, { message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['Price', '-9999'] }, storeNotFound(unknown)] },
      { row: { price: -1, store_id: 0, sku }, errors: [{ message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['Price', '-1'] }] },
      { row: { price: 12, store_id: 9999, sku }, errors: [storeNotFound(sku)] },
    ],
  },
  {
    name: 'cost',
    update: '/V1/products/cost',
    information: '/V1/products/cost-information',
    remove: '/V1/products/cost-delete',
    kept: (sku) => ({ cost: 4, store_id: 0, sku }),
    broken: (sku, unknown) => [
      { row: { cost: -9999, store_id: 9999, sku: unknown }, errors: [{ message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['SKU', unknown] }, { message: `Invalid attribute Cost = -9999. Row ID: SKU = ${unknown}, Store ID: 9999.`, parameters: ['-9999', unknown, '9999'] }, storeNotFound(unknown)] },
      { row: { cost: -2, store_id: 0, sku }, errors: [{ message: `Invalid attribute Cost = -2. Row ID: SKU = ${sku}, Store ID: 0.`, parameters: ['-2', sku, '0'] }] },
      { row: { cost: 4, store_id: 9999, sku }, errors: [storeNotFound(sku)] },
    ],
    removal: (sku) => ({ body: { skus: [sku] }, answers: true }),
  },
];
