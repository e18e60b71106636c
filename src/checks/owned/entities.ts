// The run's own entities, made on demand: what a write may act on. A queued operation executes later, unattended, in
// the installation's consumer; executed against an id that does not resolve, some of them kill the 2.4.7 consumer.
// And a synchronous write on real data changes the merchant's catalogue. So a route whose path names an entity is
// executed or queued only against one the run has just created, named with the run's prefix: the sweep removes it at
// the end, or (the full write level: carts, orders, sales documents) it is listed as left by design. Each factory
// says how it is made (one create call, or a few steps on other entities of the run's own), the platform entities
// its body points at (read on the target before anything is written), and the values a route can take from it.

import { ACCOUNT_FACTORIES, type AccountKind } from './account-entities.ts';
import { CATALOG_FACTORIES, type CatalogKind } from './catalog-entities.ts';
import { COMMERCE_FACTORIES, type CommerceKind } from './commerce-entities.ts';
import { EDITION_FACTORIES, type EditionKind } from './edition-entities.ts';
import { INVENTORY_FACTORIES, type InventoryKind } from './inventory-entities.ts';
import { all, notMade, text, type Factory, type Ops } from './factory.ts';
import { COUNTRY_US, DEFAULT_SET, group, record, RETAIL_TAX_CLASS, ROOT_CATEGORY, WEBSITES, type ReferenceRead } from './platform-references.ts';

export { notMade };

export type OwnedKind =
  | 'product'
  | 'category'
  | 'customer'
  | 'own-customer'
  | 'cms-page'
  | 'cms-block'
  | 'customer-group'
  | 'tax-class'
  | 'customer-tax-class'
  | 'tax-rate'
  | 'ny-tax-rate'
  | 'sales-rule'
  | 'attribute-set'
  | 'product-attribute'
  | CatalogKind
  | AccountKind
  | InventoryKind
  | CommerceKind
  | EditionKind;

/** What a factory may do while it makes its entity (factory.ts). */
export type FactoryOps = Ops<OwnedKind>;

export type OwnedFactory = Factory<OwnedKind>;

/** A factory of one synchronous admin create call. */
function single(sweptAs: string, reads: readonly ReferenceRead[], create: (name: string) => { path: string; body: unknown }, values: (json: unknown, name: string) => Record<string, string> | null): OwnedFactory {
  return {
    sweptAs,
    level: 'allow',
    reads,
    async make(ops, name) {
      const { path, body } = create(name);
      const res = await ops.call('admin', { method: 'POST', path, body });
      if (res.status !== 200) return notMade(sweptAs, `POST ${path}`, res);
      const made = values(res.json, name);
      return made === null ? { reason: `POST ${path} created the run's own ${sweptAs} but its answer lacks a value the route needs` } : { values: made };
    },
  };
}

const customerBody = (name: string): Record<string, unknown> => ({
  email: `${name}@example.com`, firstname: name, lastname: 'Conformance', website_id: 1, group_id: 1,
  addresses: [{ firstname: name, lastname: 'Conformance', street: ['1 Conformance Way'], city: 'London', postcode: 'SW1A 1AA', country_id: 'GB', telephone: '02000000000' }],
});

/** A customer's values with the names its answer gives (a cart assigned to it reads with them: owned.firstname,
 * owned.lastname); an answer without them makes the customer all the same, and a read-back naming them skips. */
function withNames(values: Record<string, string> | null, json: unknown): Record<string, string> | null {
  if (values === null) return null;
  const firstname = text(record(json).firstname);
  const lastname = text(record(json).lastname);
  return { ...values, ...(firstname !== null ? { firstname } : {}), ...(lastname !== null ? { lastname } : {}) };
}

/** An entity's values with the code its answer gives, when it gives one (a search by code names it). */
function withCode(values: Record<string, string> | null, json: unknown): Record<string, string> | null {
  const code = text(record(json).code);
  return values === null || code === null ? values : { ...values, code };
}

const addressOf = (json: unknown): Record<string, unknown> => record(Array.isArray(record(json).addresses) ? (record(json).addresses as unknown[])[0] : undefined);

export const OWNED_FACTORIES: Readonly<Record<OwnedKind, OwnedFactory>> = {
  // Disabled and not visible: a storefront never shows it, even for the seconds it exists.
  product: single(
    'product',
    [DEFAULT_SET],
    (name) => ({ path: '/V1/products', body: { product: { sku: name, name, attribute_set_id: 4, price: 10, status: 2, visibility: 1, type_id: 'simple', weight: 1, extension_attributes: { stock_item: { qty: 0, is_in_stock: false } } } } }),
    (json) => {
      const stock = record(record(record(json).extension_attributes).stock_item);
      return all({ sku: text(record(json).sku), id: text(record(json).id), stockItemId: text(stock.item_id) });
    },
  ),
  category: single('category', [ROOT_CATEGORY], (name) => ({ path: '/V1/categories', body: { category: { name, parent_id: 2, is_active: false, include_in_menu: false } } }), (json) => all({ id: text(record(json).id) })),
  // One address, so routes on an address id have one of the run's own. GB needs no region (US would need a region id).
  // Named with the prefix (first name and e-mail on example.com, a domain reserved for examples: mail reaches nobody).
  customer: single('customer', [WEBSITES, group(1)], (name) => ({ path: '/V1/customers', body: { customer: customerBody(name) } }), (json) =>
    withNames(all({ id: text(record(json).id), email: text(record(json).email), addressId: text(addressOf(json).id) }), json),
  ),
  // A customer of the run's own who signs in: the caller of self routes (customers/me, carts/mine), so they act on
  // the run's account, never on the configured customer's.
  'own-customer': {
    sweptAs: 'customer',
    level: 'allow',
    reads: [WEBSITES, group(1)],
    async make(ops, name) {
      const password = `Cc1!${name}`;
      ops.secret(password);
      const created = await ops.call('admin', { method: 'POST', path: '/V1/customers', body: { customer: customerBody(name), password } });
      if (created.status !== 200) return notMade('customer', 'POST /V1/customers', created);
      const email = text(record(created.json).email);
      const signedIn = await ops.call('guest', { method: 'POST', path: '/V1/integration/customer/token', body: { username: email, password } });
      if (signedIn.status !== 200 || typeof signedIn.json !== 'string') return notMade('customer\'s token', 'POST /V1/integration/customer/token', signedIn);
      ops.secret(signedIn.json);
      const values = withNames(all({ id: text(record(created.json).id), email, addressId: text(addressOf(created.json).id), password, token: signedIn.json }), created.json);
      return values === null ? { reason: 'POST /V1/customers created the run\'s own customer but its answer lacks its id or address' } : { values };
    },
  },
  'cms-page': single('CMS page', [], (name) => ({ path: '/V1/cmsPage', body: { page: { identifier: name, title: name, content: `<p>${name}</p>`, active: false } } }), (json) => all({ id: text(record(json).id) })),
  'cms-block': single('CMS block', [], (name) => ({ path: '/V1/cmsBlock', body: { block: { identifier: name, title: name, content: `<p>${name}</p>`, active: false } } }), (json) => all({ id: text(record(json).id) })),
  'customer-group': single('customer group', [RETAIL_TAX_CLASS], (name) => ({ path: '/V1/customerGroups', body: { group: { code: name, tax_class_id: 3 } } }), (json, name) => all({ id: text(record(json).id), code: name, taxClassId: text(record(json).tax_class_id) })),
  // The platform answers the new class id alone (a string).
  'tax-class': single('tax class', [], (name) => ({ path: '/V1/taxClasses', body: { taxClass: { class_name: name, class_type: 'PRODUCT' } } }), (json, name) => all({ id: text(json), name })),
  // A customer tax class of the run's own: what its tax rules apply to, so that no other shopper pays the run's rates.
  'customer-tax-class': single('tax class', [], (name) => ({ path: '/V1/taxClasses', body: { taxClass: { class_name: name, class_type: 'CUSTOMER' } } }), (json, name) => all({ id: text(json), name })),
  'tax-rate': single('tax rate', [COUNTRY_US], (name) => ({ path: '/V1/taxRates', body: { taxRate: { code: name, tax_country_id: 'US', tax_region_id: 0, tax_postcode: '*', rate: 1 } } }), (json) => withCode(all({ id: text(record(json).id) }), json)),
  // A rate made as a fresh installation's rate 2 is (TaxRateRepositoryTest::testGetTaxRate: US, New York (region 43, a
  // region of the platform's directory data), any postcode, 8.375), read back by what it answers: its region's code.
  'ny-tax-rate': single('tax rate', [COUNTRY_US], (name) => ({ path: '/V1/taxRates', body: { taxRate: { code: name, tax_country_id: 'US', tax_region_id: 43, tax_postcode: '*', rate: 8.375 } } }), (json) => withCode(all({ id: text(record(json).id) }), json)),
  'sales-rule': single(
    'sales rule',
    [WEBSITES, group(0), group(1)],
    (name) => ({ path: '/V1/salesRules', body: { rule: { name, website_ids: [1], customer_group_ids: [0, 1], is_active: false, coupon_type: 'NO_COUPON', simple_action: 'by_percent', discount_amount: 1, stop_rules_processing: false, uses_per_customer: 0, sort_order: 0 } } }),
    (json) => all({ id: text(record(json).rule_id) }),
  ),
  'attribute-set': single('attribute set', [DEFAULT_SET], (name) => ({ path: '/V1/products/attribute-sets', body: { attributeSet: { attribute_set_name: name, sort_order: 0 }, skeletonId: 4 } }), (json, name) => all({ id: text(record(json).attribute_set_id), name })),
  // A select without options: the option routes add their own (an option created here without a value was answered
  // back without one by the reference, a false schema failure of the attribute-set reads). Codes are lower case.
  'product-attribute': single(
    'product attribute',
    [DEFAULT_SET],
    (name) => ({ path: '/V1/products/attributes', body: { attribute: { attribute_code: name, frontend_input: 'select', entity_type_id: '4', is_required: false, is_filterable: false, default_frontend_label: name } } }),
    (json) => all({ code: text(record(json).attribute_code), id: text(record(json).attribute_id) }),
  ),
  // Products with their parts (options, links, prices, bundle and configurable structure), attribute sets with
  // their attributes, groups and options: removed with the product or the set they belong to.
  ...CATALOG_FACTORIES,
  // Tax rules, coupon rules and coupons, customers awaiting confirmation, gift wrappings.
  ...ACCOUNT_FACTORIES,
  // Products as MSI sees them: without their default source item, with a low-stock threshold of their own.
  ...INVENTORY_FACTORIES,
  // Carts, orders and sales documents (COMMERCE_WRITES=full), and what they are made of.
  ...COMMERCE_FACTORIES,
  // Adobe Commerce's own: a gift card product and the account the run buys with it, carts holding its code, returns,
  // a gift registry item (COMMERCE_WRITES=full).
  ...EDITION_FACTORIES,
};

/** Make one entity of the run's own: its values, or why there is none (the reason says the route is not run). */
export async function createOwned(ops: FactoryOps, kind: OwnedKind, name: string): Promise<{ values: Record<string, string> } | { reason: string }> {
  return OWNED_FACTORIES[kind].make(ops, name);
}
