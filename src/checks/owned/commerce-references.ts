// The platform entities the commerce bodies point at (COMMERCE_WRITES=full): the region of the run's addresses and
// the default store view a cart is assigned to. Plain data in the shapes of platform-references.ts (PlatformReference,
// ReferenceRead), which spreads it into its table: this file imports nothing, so that table and the commerce
// factories both read it without an import circle.

const record = (json: unknown): Record<string, unknown> => (json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {});

/** California (region 12 of the directory's US), the region of every address the run sends. */
export const US_CALIFORNIA = {
  path: '/V1/directory/countries/US',
  holds: (json: unknown): boolean => Array.isArray(record(json).available_regions) && (record(json).available_regions as unknown[]).some((r) => String(record(r).id) === '12' && record(r).code === 'CA'),
};

/** The default store view (1), which setup makes on the main website. */
export const DEFAULT_STORE_VIEW = {
  path: '/V1/store/storeViews',
  holds: (json: unknown): boolean => Array.isArray(json) && json.some((s) => Number(record(s).id) === 1 && Number(record(s).website_id) === 1),
};

const CALIFORNIA = { values: [12], names: 'California, a region of the directory\'s US', reads: [US_CALIFORNIA] };
const US = { values: ['US'], names: 'the country US of the directory', reads: [US_CALIFORNIA] };

/** The objects an address sits in: a cart's (address, shipping_address, billing_address, billingAddress), an
 * order's (entity of PUT /V1/orders/:parent_id) and a whole customer's (addresses, issue 28). */
const ADDRESS_HOLDERS = ['address', 'shipping_address', 'billing_address', 'billingAddress', 'entity', 'addresses'] as const;

export const COMMERCE_REFERENCES = ADDRESS_HOLDERS.flatMap((within) => [
  { field: 'region_id', within, ...CALIFORNIA },
  { field: 'country_id', within, ...US },
]);
