// The reference's own seeded catalog, customers, carts and sales history. Everything is created through the same
// functions the services use, so ids and amounts are consistent with each other:
//   products 1 ref-tee (plain), 2 ref-mug (custom option), 3 ref-poster (image), 4/5
//   ref-hoodie-s/-m, 6 ref-hoodie (configurable of 4+5), 7 ref-bundle (bundle of 1+2), 8 ref-ebook (downloadable,
//   one link, one sample); categories 1 root, 2 Default Category, 3 Gear, 4 Apparel;
//   customers 1 (DomainOptions.customer, one address, no default) and 2 Rita Roe (default address); sales rule 1 with coupon
//   REF10; order 1 of customer 2 (tee x2, REF10, flat rate), invoiced, shipped (tracked) and partly refunded;
//   cart 1 (ordered, inactive), cart 2 customer 1's active cart (mug x1), cart 3 a guest cart (tee x1);
//   CMS pages 1-5 and block 1; tax classes 2-4, rates 1-3, rule 1; commerce: gift wrapping 1, return 1 (order 1);
//   MSI: sources default, ref-outlet (disabled), ref-warehouse; stocks 1 (Default Stock, website base) and 2 (Reference
//   Stock: ref-warehouse, then ref-outlet); each product's item on the default source, ref-tee and ref-mug elsewhere too.

import type { DomainOptions, ServiceCall } from './api.ts';
import { newAttribute } from './catalog/attributes.ts';
import { saveProduct } from './catalog/products.ts';
import { defaultStockItem } from './catalog/stock.ts';
import type { Ctx } from './context.ts';
import { makeCtx } from './context.ts';
import { createCustomer } from './customers.ts';
import type { JsonObject } from './json.ts';
import { addItem, cartTotals, createCart, maskedIdFor } from './quote/index.ts';
import { invoiceOrder, placeOrderFromCart, refundOrder, shipOrder } from './sales/index.ts';
import { State } from './state.ts';
import { seedCommerce, seedUnsetValues } from './commerce/index.ts';
import { seedInventory } from './inventory/index.ts';

/** A 1x1 transparent PNG. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const SEED_ROUTE = { method: 'POST' as const, url: '/seed', module: 'Reference_Seed', serviceClass: 'Reference\\Seed', serviceMethod: 'run', resources: ['anonymous'] };

function seedCtx(state: State, options: DomainOptions): Ctx {
  const call: ServiceCall = { route: SEED_ROUTE, params: {}, query: new URLSearchParams(), body: undefined, identity: { kind: 'admin', userType: 2, userId: 1, resources: '*', via: 'bearer' }, storeCode: null };
  return makeCtx(call, state, options);
}

function seedAttributeSets(state: State): void {
  const sets: Array<[string, number, number]> = [
    ['Default', 2, 1],
    ['Default', 2, 2],
    ['Default', 1, 3],
    ['Default', 1, 4],
    ['Default', 1, 5],
    ['Default', 1, 6],
    ['Default', 1, 7],
    ['Default', 1, 8],
  ];
  for (const [name, sortOrder, entityTypeId] of sets) state.attributeSets.insert({ attribute_set_name: name, sort_order: sortOrder, entity_type_id: entityTypeId }, 'attribute_set_id');
  for (const [name, setId] of [
    ['General', 4],
    ['Prices', 4],
    ['Content', 4],
    ['Images', 4],
    ['General Information', 3],
    // The customer entity's Default set (1) and its one group, as every installation has them (listed last: the ids
    // of the product set's groups stay as they were).
    ['General', 1],
  ] as const) {
    const group: JsonObject = { attribute_group_name: name, attribute_set_id: setId };
    state.attributeGroups.insert(group, 'attribute_group_id');
    // The platform answers attribute_group_id as a string.
    group.attribute_group_id = String(group.attribute_group_id);
  }
}

function seedAttributes(state: State): void {
  const product: Array<[string, string, string]> = [
    ['name', 'Product Name', 'text'],
    ['sku', 'SKU', 'text'],
    ['price', 'Price', 'price'],
    ['status', 'Enable Product', 'boolean'],
    ['url_key', 'URL Key', 'text'],
    ['description', 'Description', 'textarea'],
    ['image', 'Base', 'media_image'],
    ['small_image', 'Small', 'media_image'],
    ['thumbnail', 'Thumbnail', 'media_image'],
  ];
  for (const [code, label, input] of product) {
    const row = newAttribute(code, label, input);
    row.is_user_defined = false;
    row.scope = code === 'price' ? 'global' : 'store';
    delete row.extension_attributes;
    if (code === 'name' || code === 'sku') Object.assign(row, { is_required: true, frontend_class: code === 'name' ? 'validate-length maximum-length-255' : 'validate-length maximum-length-64' });
    state.attributes.insert(row, 'attribute_id');
  }
  const color = newAttribute('color', 'Color', 'select');
  Object.assign(color, { is_filterable: true, apply_to: ['simple', 'virtual', 'configurable'], scope: 'global', source_model: 'Magento\\Eav\\Model\\Entity\\Attribute\\Source\\Table' });
  color.options = [
    { label: ' ', value: '' },
    { label: 'Red', value: '50' },
    { label: 'Blue', value: '51' },
  ];
  state.attributes.insert(color, 'attribute_id');
  const size = newAttribute('size', 'Size', 'select');
  Object.assign(size, { apply_to: ['simple', 'virtual', 'configurable'], scope: 'global', source_model: 'Magento\\Eav\\Model\\Entity\\Attribute\\Source\\Table' });
  size.options = [
    { label: ' ', value: '' },
    { label: 'S', value: '60' },
    { label: 'M', value: '61' },
  ];
  state.attributes.insert(size, 'attribute_id');
  // The stock status every installation has, its two options as the real 2.4.7-p3 and 2.4.6-p1 answer them.
  const stock = newAttribute('quantity_and_stock_status', 'Quantity', 'select');
  Object.assign(stock, { is_user_defined: false, scope: 'global', backend_type: 'int', options: [{ label: 'In Stock', value: '1' }, { label: 'Out of Stock', value: '0' }] });
  delete stock.extension_attributes;
  state.attributes.insert(stock, 'attribute_id');
  for (const [code, label, input] of [
    ['name', 'Name', 'text'],
    ['is_active', 'Enable Category', 'boolean'],
    ['url_key', 'URL Key', 'text'],
    ['display_mode', 'Display Mode', 'select'],
    ['include_in_menu', 'Include in Navigation Menu', 'select'],
  ] as const) {
    const row = newAttribute(code, label, input, '3');
    row.is_user_defined = false;
    // A Yes/No attribute every category has (Magento\Eav\Model\Entity\Attribute\Source\Boolean), required.
    if (code === 'include_in_menu') Object.assign(row, { is_required: true, backend_type: 'int', options: [{ label: 'Yes', value: '1' }, { label: 'No', value: '0' }] });
    if (code === 'display_mode') row.options = [{ label: 'Products only', value: 'PRODUCTS' }, { label: 'Static block only', value: 'PAGE' }, { label: 'Static block and products', value: 'PRODUCTS_AND_PAGE' }];
    state.attributes.insert(row, 'attribute_id');
  }
  // The product's second textarea attribute, as every installation has it (after description by id: an eq filter on
  // frontend_input textarea answers description, then short_description). Inserted last, so no other id moves.
  const shortDescription = newAttribute('short_description', 'Short Description', 'textarea');
  shortDescription.is_user_defined = false;
  shortDescription.scope = 'store';
  delete shortDescription.extension_attributes;
  state.attributes.insert(shortDescription, 'attribute_id');
}

function seedCategories(ctx: Ctx): void {
  const now = ctx.now();
  const { categories } = ctx.state;
  categories.insert({ parent_id: 0, name: 'Root Catalog', position: 0, level: 0, created_at: now, updated_at: now, path: '1', include_in_menu: true, __custom_attributes: [], __products: [] }, 'id');
  categories.insert({ parent_id: 1, name: 'Default Category', is_active: true, position: 1, level: 1, created_at: now, updated_at: now, path: '1/2', include_in_menu: true, __custom_attributes: [{ attribute_code: 'display_mode', value: 'PRODUCTS' }], __products: [] }, 'id');
  for (const [name, position] of [
    ['Gear', 1],
    ['Apparel', 2],
  ] as const) {
    const key = name.toLowerCase();
    const row: JsonObject = {
      parent_id: 2,
      name,
      is_active: true,
      position,
      level: 2,
      created_at: now,
      updated_at: now,
      include_in_menu: true,
      __custom_attributes: [
        { attribute_code: 'is_anchor', value: '1' },
        { attribute_code: 'url_key', value: key },
        { attribute_code: 'url_path', value: key },
      ],
      __products: [],
    };
    categories.insert(row, 'id');
    row.path = `1/2/${String(row.id)}`;
  }
}

function product(ctx: Ctx, sku: string, name: string, price: number, extra: JsonObject, qty: number, categoryId: number | null): JsonObject {
  const input: JsonObject = { sku, name, attribute_set_id: 4, price, status: 1, visibility: 4, type_id: 'simple', weight: 1, ...extra };
  input.custom_attributes = [{ attribute_code: 'description', value: `<p>${name} description</p>` }];
  input.extension_attributes = { website_ids: [1], stock_item: { qty, is_in_stock: qty > 0 }, ...(categoryId === null ? {} : { category_links: [{ position: 1, category_id: String(categoryId) }] }) };
  return saveProduct(ctx, input, null);
}

function seedCatalog(ctx: Ctx): void {
  const { state } = ctx;
  product(ctx, 'ref-tee', 'Reference Tee', 12.5, {}, 100, 4);
  const mug = product(ctx, 'ref-mug', 'Reference Mug', 19.99, {}, 50, 3);
  state.productOptions.insert({ product_sku: String(mug.sku), title: 'Engraving', type: 'field', sort_order: 1, is_require: false, price: 2.5, price_type: 'fixed', max_characters: 20 }, 'option_id');
  const poster = product(ctx, 'ref-poster', 'Reference Poster', 7.5, {}, 30, 3);
  state.mediaEntries.insert(
    {
      media_type: 'image',
      label: 'Poster front',
      position: 1,
      disabled: false,
      types: ['image', 'small_image', 'thumbnail'],
      file: '/r/e/ref-poster.png',
      content: { base64_encoded_data: TINY_PNG, type: 'image/png', name: 'ref-poster.png' },
      __sku: String(poster.sku),
    },
    'id',
  );
  const small = product(ctx, 'ref-hoodie-s', 'Reference Hoodie S', 39, { visibility: 1 }, 10, null);
  const medium = product(ctx, 'ref-hoodie-m', 'Reference Hoodie M', 39, { visibility: 1 }, 0, null);
  const hoodie = product(ctx, 'ref-hoodie', 'Reference Hoodie', 39, { type_id: 'configurable' }, 0, 4);
  hoodie.weight = null; // configurables carry no weight of their own
  hoodie.__children = [Number(small.id), Number(medium.id)];
  state.configurableOptions.insert({ attribute_id: '11', label: 'Size', position: 0, values: [{ value_index: 60 }, { value_index: 61 }], product_id: Number(hoodie.id), __sku: String(hoodie.sku) }, 'id');
  const bundle = product(ctx, 'ref-bundle', 'Reference Gift Bundle', 0, { type_id: 'bundle' }, 0, 3);
  state.bundleOptions.insert(
    {
      title: 'Pick one',
      required: true,
      type: 'select',
      position: 1,
      sku: String(bundle.sku),
      product_links: [
        { id: '1', sku: 'ref-tee', option_id: 1, qty: 1, position: 1, is_default: true, price: 0, price_type: 0, can_change_quantity: 1 },
        { id: '2', sku: 'ref-mug', option_id: 1, qty: 1, position: 2, is_default: false, price: 0, price_type: 0, can_change_quantity: 1 },
      ],
    },
    'option_id',
  );
  state.stockItems.put(Number(hoodie.id), { ...defaultStockItem(Number(hoodie.id), 0), is_in_stock: true });
  const ebook = product(ctx, 'ref-ebook', 'Reference E-Book', 9.99, { type_id: 'downloadable' }, 0, 3);
  ebook.weight = null; // downloadable products carry no weight
  state.downloadables.insert({ title: 'E-Book (PDF)', sort_order: 1, is_shareable: 0, price: 0, number_of_downloads: 0, link_type: 'url', link_url: 'http://localhost/downloads/ref-ebook.pdf', sample_type: 'url', sample_url: 'http://localhost/downloads/ref-ebook-sample.pdf', __sku: 'ref-ebook', __kind: 'link' }, 'id');
  state.downloadables.insert({ title: 'First chapter', sort_order: 1, sample_type: 'url', sample_url: 'http://localhost/downloads/ref-ebook-chapter-1.pdf', __sku: 'ref-ebook', __kind: 'sample' }, 'id');
}

function seedCustomers(ctx: Ctx, options: DomainOptions): void {
  const { state } = ctx;
  for (const [code, taxClass] of [
    ['NOT LOGGED IN', 3],
    ['General', 3],
    ['Wholesale', 3],
    ['Retailer', 3],
  ] as const) {
    const group: JsonObject = { code, tax_class_id: taxClass, tax_class_name: 'Retail Customer' };
    state.customerGroups.insert(group, 'id');
    state.customerGroups.put(Number(group.id), { id: group.id ?? 0, code, tax_class_id: taxClass, tax_class_name: 'Retail Customer' });
  }
  const { email, password, firstname, lastname } = options.customer;
  const first = createCustomer(ctx, { email, firstname, lastname }, password);
  // An address that is not a default one: the account's default billing/shipping stay empty, as in the corpus.
  state.addresses.insert(
    { customer_id: Number(first.id), region: { region_code: 'CA', region: 'California', region_id: 12 }, region_id: 12, country_id: 'US', street: ['10 Reference Way'], telephone: '5550100100', postcode: '90001', city: 'Los Angeles', firstname, lastname },
    'id',
  );
  const rita = createCustomer(ctx, { email: 'rita.roe@example.com', firstname: 'Rita', lastname: 'Roe' }, 'Reference-Pass-2');
  state.addresses.insert(
    {
      customer_id: Number(rita.id),
      region: { region_code: 'TX', region: 'Texas', region_id: 57 },
      region_id: 57,
      country_id: 'US',
      street: ['500 Congress Ave'],
      telephone: '5125550100',
      postcode: '78701',
      city: 'Austin',
      firstname: 'Rita',
      lastname: 'Roe',
      default_shipping: true,
      default_billing: true,
    },
    'id',
  );
}

function seedTaxAndRules(ctx: Ctx): void {
  const { state } = ctx;
  state.taxClasses.put(2, { class_id: 2, class_name: 'Taxable Goods', class_type: 'PRODUCT' });
  state.taxClasses.put(3, { class_id: 3, class_name: 'Retail Customer', class_type: 'CUSTOMER' });
  state.taxClasses.put(4, { class_id: 4, class_name: 'Reference Product Tax', class_type: 'PRODUCT' });
  state.taxRates.put(1, { id: 1, tax_country_id: 'US', tax_region_id: 12, region_name: 'CA', tax_postcode: '*', rate: 8.25, code: 'US-CA-*-Rate 1', titles: [] });
  state.taxRates.put(2, { id: 2, tax_country_id: 'US', tax_region_id: 43, region_name: 'NY', tax_postcode: '*', rate: 8.375, code: 'US-NY-*-Rate 1', titles: [] });
  state.taxRates.put(3, { id: 3, tax_country_id: 'US', tax_region_id: 57, region_name: 'TX', tax_postcode: '*', rate: 6.25, code: 'REF-US-TX-6.25', titles: [] });
  state.taxRules.put(1, { id: 1, code: 'Reference Rule', priority: 0, position: 0, customer_tax_class_ids: [3], product_tax_class_ids: [4], tax_rate_ids: [3], calculate_subtotal: false });
  state.salesRules.put(1, {
    rule_id: 1,
    name: 'Reference 10% off',
    store_labels: [],
    description: 'Reference coupon rule',
    website_ids: [1],
    customer_group_ids: [0, 1, 2, 3],
    uses_per_customer: 0,
    is_active: true,
    condition: { condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Combine', aggregator_type: 'all', operator: null, value: true },
    action_condition: { condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Combine', aggregator_type: 'all', operator: null, value: true },
    stop_rules_processing: false,
    is_advanced: true,
    sort_order: 0,
    simple_action: 'by_percent',
    discount_amount: 10,
    discount_step: 0,
    apply_to_shipping: false,
    times_used: 0,
    is_rss: false,
    coupon_type: 'SPECIFIC_COUPON',
    use_auto_generation: false,
    uses_per_coupon: 0,
  });
  state.coupons.put(1, { coupon_id: 1, rule_id: 1, code: 'REF10', usage_limit: 0, usage_per_customer: 0, times_used: 0, is_primary: true, created_at: ctx.now(), type: 0 });
}

function seedCms(ctx: Ctx): void {
  const now = ctx.now();
  const pages: Array<[string, string, string, boolean]> = [
    ['no-route', '404 Not Found', '2columns-right', true],
    ['home', 'Home Page', '1column', true],
    ['enable-cookies', 'Enable Cookies', '1column', true],
    ['privacy-policy-cookie-restriction-mode', 'Privacy Policy', '1column', false],
    ['reference-page', 'Reference Page', '1column', true],
  ];
  for (const [identifier, title, layout, active] of pages) {
    const page: JsonObject = { identifier, title, page_layout: layout, content: `<p>${title}</p>`, creation_time: now, update_time: now, sort_order: '0', active };
    // The install's own 404 page carries meta data and a heading.
    if (identifier === 'no-route') Object.assign(page, { meta_keywords: 'Page keywords', meta_description: 'Page description', content_heading: 'Whoops, our bad...' });
    ctx.state.cmsPages.insert(page, 'id');
  }
  ctx.state.cmsBlocks.insert({ identifier: 'reference-block', title: 'Reference Block', content: '<p>Reference block</p>', creation_time: now, update_time: now, active: true }, 'id');
}

const RITA_ADDRESS: JsonObject = { region: 'Texas', region_id: 57, region_code: 'TX', country_id: 'US', street: ['500 Congress Ave'], telephone: '5125550100', postcode: '78701', city: 'Austin', firstname: 'Rita', lastname: 'Roe' };

function quoteAddressFrom(ctx: Ctx, cart: JsonObject, kind: 'billing' | 'shipping'): JsonObject {
  const id = Number(kind === 'billing' ? cart.__billing_address_id : cart.__shipping_address_id);
  const row = ctx.state.quoteAddresses.get(id);
  if (row === undefined) throw new Error(`Seed: cart ${String(cart.id)} has no ${kind} address`);
  Object.assign(row, RITA_ADDRESS, { email: 'rita.roe@example.com' });
  return row;
}

function seedSales(ctx: Ctx): void {
  const { state } = ctx;
  const ordered = createCart(ctx, 2);
  addItem(ctx, ordered, { sku: 'ref-tee', qty: 2 });
  ordered.coupon_code = 'REF10';
  ordered.__shipping_method = 'flatrate_flatrate';
  ordered.__payment_method = 'checkmo';
  const billing = quoteAddressFrom(ctx, ordered, 'billing');
  const shipping = quoteAddressFrom(ctx, ordered, 'shipping');
  const items = state.cartItems.all().filter((item) => item.__cart_id === ordered.id);
  const orderId = placeOrderFromCart(ctx, { cart: ordered, items, billing, shipping, totals: cartTotals(state, ordered), email: 'rita.roe@example.com' });
  ordered.is_active = false;
  const order = state.orders.get(orderId);
  if (order === undefined) throw new Error('Seed: order was not created');
  invoiceOrder(ctx, order, undefined);
  shipOrder(ctx, order, undefined, [{ track_number: 'REF0000000001', title: 'Flat Rate', carrier_code: 'custom' }]);
  const firstItem = state.orderItems.all().find((item) => item.order_id === orderId);
  refundOrder(ctx, order, [{ order_item_id: firstItem?.item_id ?? 0, qty: 1 }], { shipping: true, adjustmentPositive: 0, adjustmentNegative: 0 });
  state.orderComments.insert({ comment: 'Reference seeded comment', created_at: ctx.now(), is_customer_notified: 0, is_visible_on_front: 0, parent_id: orderId, status: String(order.status) }, 'entity_id');
  const active = createCart(ctx, 1);
  addItem(ctx, active, { sku: 'ref-mug', qty: 1 });
  const guest = createCart(ctx, null);
  addItem(ctx, guest, { sku: 'ref-tee', qty: 1 });
  state.maskedCarts.set(maskedIdFor(Number(guest.id)), Number(guest.id));
}

/** A fresh, fully seeded state. */
export function seedState(options: DomainOptions): State {
  const state = new State();
  state.commerce = options.profile.edition === 'commerce';
  const ctx = seedCtx(state, options);
  seedAttributeSets(state);
  seedAttributes(state);
  // Every seeded product attribute is in the default set.
  const defaultSet = state.attributeSets.get(4);
  if (defaultSet !== undefined) defaultSet.__attribute_codes = state.attributes.all().filter((row) => String(row.entity_type_id) === '4').map((row) => String(row.attribute_code));
  seedCategories(ctx);
  seedTaxAndRules(ctx);
  seedCatalog(ctx);
  seedInventory(state);
  seedCustomers(ctx, options);
  seedCms(ctx);
  // The seeded source quantities are the stock as it stands after the seeded order's shipment: its source deduction
  // (inventory/order-deductions.ts) is already in them, so the seeded history does not deduct it a second time.
  const sourceQuantities = state.sourceItems.all().map((item) => [item, item.quantity ?? null] as const);
  const legacyQuantities = state.stockItems.all().map((item) => [item, item.qty ?? null] as const);
  seedSales(ctx);
  for (const [item, quantity] of sourceQuantities) item.quantity = quantity;
  for (const [item, qty] of legacyQuantities) item.qty = qty;
  seedCommerce(state, ctx.now());
  if (options.profile.edition === 'commerce') seedUnsetValues(state);
  return state;
}
