// The run's own entities, made on demand: what an operation that acts on an existing entity may be queued against.
// A queued operation executes later, unattended, in the installation's consumer; executed against an id that does not
// resolve, some of them kill the 2.4.7 consumer. So a route whose path names an entity is queued only against one the
// run has just created with a synchronous call, named with the run's prefix (the sweep removes it after every queued
// operation is terminal). Each factory is data: the create call, the platform entities its body points at (read on
// the target before anything is written), and the values a route can take from the answer.

import type { CallerName, CallOptions, HttpExchange } from '../types.ts';
import { COUNTRY_US, DEFAULT_SET, group, record, RETAIL_TAX_CLASS, ROOT_CATEGORY, WEBSITES, type ReferenceRead } from './platform-references.ts';

export type OwnedKind =
  | 'product'
  | 'category'
  | 'customer'
  | 'cms-page'
  | 'cms-block'
  | 'customer-group'
  | 'tax-class'
  | 'tax-rate'
  | 'sales-rule'
  | 'attribute-set'
  | 'product-attribute';

export interface OwnedFactory {
  /** The sweep kind (src/cleanup/sweep-kinds.ts) that removes it by its prefixed name. */
  sweptAs: string;
  /** The synchronous create call; `name` starts with the run's prefix. */
  create(name: string): { path: string; body: unknown };
  /** Platform entities the create body points at: read before anything is created. */
  reads: readonly ReferenceRead[];
  /** The values routes take from the created entity (id, sku, ...), or null when the answer lacks one. */
  values(json: unknown, name: string): Record<string, string> | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);

/** Every value present, or null: a route bound to a value the answer lacks must not be queued. */
function all(values: Record<string, string | null>): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === null) return null;
    out[k] = v;
  }
  return out;
}

export const OWNED_FACTORIES: Readonly<Record<OwnedKind, OwnedFactory>> = {
  product: {
    sweptAs: 'product',
    // Disabled and not visible: a storefront never shows it, even for the seconds it exists.
    create: (name) => ({ path: '/V1/products', body: { product: { sku: name, name, attribute_set_id: 4, price: 10, status: 2, visibility: 1, type_id: 'simple', weight: 1, extension_attributes: { stock_item: { qty: 0, is_in_stock: false } } } } }),
    reads: [DEFAULT_SET],
    values: (json) => {
      const stock = record(record(record(json).extension_attributes).stock_item);
      return all({ sku: text(record(json).sku), id: text(record(json).id), stockItemId: text(stock.item_id) });
    },
  },
  category: {
    sweptAs: 'category',
    create: (name) => ({ path: '/V1/categories', body: { category: { name, parent_id: 2, is_active: false, include_in_menu: false } } }),
    reads: [ROOT_CATEGORY],
    values: (json) => all({ id: text(record(json).id) }),
  },
  customer: {
    sweptAs: 'customer',
    // One address, so routes on an address id have one of the run's own. GB needs no region (US would need a region id).
    create: (name) => ({
      path: '/V1/customers',
      body: {
        customer: {
          email: `${name}@example.com`, firstname: 'Conformance', lastname: 'Run', website_id: 1, group_id: 1,
          addresses: [{ firstname: 'Conformance', lastname: 'Run', street: ['1 Conformance Way'], city: 'London', postcode: 'SW1A 1AA', country_id: 'GB', telephone: '02000000000' }],
        },
      },
    }),
    reads: [WEBSITES, group(1)],
    values: (json) => {
      const address = record(Array.isArray(record(json).addresses) ? (record(json).addresses as unknown[])[0] : undefined);
      return all({ id: text(record(json).id), email: text(record(json).email), addressId: text(address.id) });
    },
  },
  'cms-page': {
    sweptAs: 'CMS page',
    create: (name) => ({ path: '/V1/cmsPage', body: { page: { identifier: name, title: name, content: `<p>${name}</p>`, active: false } } }),
    reads: [],
    values: (json) => all({ id: text(record(json).id) }),
  },
  'cms-block': {
    sweptAs: 'CMS block',
    create: (name) => ({ path: '/V1/cmsBlock', body: { block: { identifier: name, title: name, content: `<p>${name}</p>`, active: false } } }),
    reads: [],
    values: (json) => all({ id: text(record(json).id) }),
  },
  'customer-group': {
    sweptAs: 'customer group',
    create: (name) => ({ path: '/V1/customerGroups', body: { group: { code: name, tax_class_id: 3 } } }),
    reads: [RETAIL_TAX_CLASS],
    values: (json) => all({ id: text(record(json).id) }),
  },
  'tax-class': {
    sweptAs: 'tax class',
    create: (name) => ({ path: '/V1/taxClasses', body: { taxClass: { class_name: name, class_type: 'PRODUCT' } } }),
    reads: [],
    // The platform answers the new class id alone (a string).
    values: (json) => all({ id: text(json) }),
  },
  'tax-rate': {
    sweptAs: 'tax rate',
    create: (name) => ({ path: '/V1/taxRates', body: { taxRate: { code: name, tax_country_id: 'US', tax_region_id: 0, tax_postcode: '*', rate: 1 } } }),
    reads: [COUNTRY_US],
    values: (json) => all({ id: text(record(json).id) }),
  },
  'sales-rule': {
    sweptAs: 'sales rule',
    create: (name) => ({ path: '/V1/salesRules', body: { rule: { name, website_ids: [1], customer_group_ids: [0, 1], is_active: false, coupon_type: 'NO_COUPON', simple_action: 'by_percent', discount_amount: 1, stop_rules_processing: false, uses_per_customer: 0, sort_order: 0 } } }),
    reads: [WEBSITES, group(0), group(1)],
    values: (json) => all({ id: text(record(json).rule_id) }),
  },
  'attribute-set': {
    sweptAs: 'attribute set',
    create: (name) => ({ path: '/V1/products/attribute-sets', body: { attributeSet: { attribute_set_name: name, sort_order: 0 }, skeletonId: 4 } }),
    reads: [DEFAULT_SET],
    values: (json) => all({ id: text(record(json).attribute_set_id) }),
  },
  'product-attribute': {
    sweptAs: 'product attribute',
    // A select without options: the option routes add their own (an option created here without a value was answered
    // back without one by the reference, a false schema failure of the attribute-set reads). Codes are lower case.
    create: (name) => ({ path: '/V1/products/attributes', body: { attribute: { attribute_code: name, frontend_input: 'select', entity_type_id: '4', is_required: false, default_frontend_label: name } } }),
    reads: [DEFAULT_SET],
    values: (json) => all({ code: text(record(json).attribute_code) }),
  },
};

type Call = (caller: CallerName, options?: CallOptions) => Promise<HttpExchange>;

/** Create one entity of the run's own with a synchronous admin call: its values, or why there is none. */
export async function createOwned(call: Call, kind: OwnedKind, name: string): Promise<{ values: Record<string, string> } | { reason: string }> {
  const factory = OWNED_FACTORIES[kind];
  const { path, body } = factory.create(name);
  const res = await call('admin', { method: 'POST', path, body });
  if (res.status !== 200) {
    const message = record(res.json).message;
    return { reason: `not queued: the run could not create its own ${factory.sweptAs} to queue against (POST ${path} answered ${res.status}${typeof message === 'string' ? ` "${message}"` : ''})` };
  }
  const values = factory.values(res.json, name);
  if (values === null) return { reason: `not queued: POST ${path} created the run's own ${factory.sweptAs} but its answer lacks a value the route needs` };
  return { values };
}
