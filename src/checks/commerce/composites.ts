// The composite products of a scenario's own that the stock and order scenarios sell (commerce.stock-returned-children,
// commerce.virtual-orders): a configurable with one option and one child (an attribute set and a select attribute of
// the scenario's own, since a configurable needs an attribute of its set) and a dynamic-price bundle with one required
// option holding its one child, each enabled on the main website, the child with 100 on the default source.

import { idText, isRecord, recordOf, type Flow } from './flow.ts';
import { tag } from './setup.ts';
import { ownStockProduct, type StockSubject } from './stock.ts';

/** The quantity the composite's cart item orders (commerce.stock-returned-children refunds it unit by unit). */
export const ORDERED = 3;

/** The composite product made, its child and the cart item that orders it. */
export interface Composite {
  sku: string;
  child: StockSubject;
  cartItem: { sku: string; qty: number; product_option: unknown };
}

/** A set of the scenario's own (the default set's copy) holding a global select attribute of its own with one value:
 * what a configurable needs. Its id, the attribute's id and code and the value. */
async function ownConfigurableAttribute(flow: Flow): Promise<{ setId: number; attributeId: string; code: string; value: string }> {
  const name = flow.ctx.name(`ca${tag()}`).toLowerCase();
  // An attribute code is letters, digits and underscores (the run's prefix is, unless COMMERCE_RUN_PREFIX says otherwise).
  const code = name.replace(/[^a-z0-9_]/g, '_').slice(0, 60);
  const set = await flow.prepare('admin', 'POST', '/V1/products/attribute-sets', { body: { attributeSet: { attribute_set_name: name, entity_type_id: 4 }, skeletonId: 4 }, judge: 'POST /V1/products/attribute-sets' });
  const setId = Number(recordOf(set.json).attribute_set_id);
  flow.expect(Number.isInteger(setId) && setId > 0, 'the run could not create its attribute set for the configurable', `attribute set ${name}`, set.json, set);
  const group = await flow.prepare('admin', 'POST', '/V1/products/attribute-sets/groups', { body: { group: { attribute_group_name: `${name} group`, attribute_set_id: setId } }, judge: 'POST /V1/products/attribute-sets/groups' });
  const groupId = Number(recordOf(group.json).attribute_group_id);
  const attribute = await flow.prepare('admin', 'POST', '/V1/products/attributes', { body: { attribute: { attribute_code: code, frontend_input: 'select', entity_type_id: '4', is_required: false, scope: 'global', default_frontend_label: code, options: [{ label: `${code} a` }] } }, judge: 'POST /V1/products/attributes' });
  const json = recordOf(attribute.json);
  const value = (Array.isArray(json.options) ? json.options.filter(isRecord) : []).map((o) => idText(o.value)).find((v) => v !== null);
  const attributeId = idText(json.attribute_id);
  flow.expect(value !== undefined && attributeId !== null, 'the run could not create its select attribute for the configurable', `attribute ${code} with one value`, attribute.json, attribute);
  await flow.prepare('admin', 'POST', '/V1/products/attribute-sets/attributes', { body: { attributeSetId: setId, attributeGroupId: groupId, attributeCode: code, sortOrder: 0 }, judge: 'POST /V1/products/attribute-sets/attributes' });
  return { setId, attributeId: attributeId ?? '', code, value: value ?? '' };
}

/** A configurable of the scenario's own, enabled on the main website, with one option and its one child. */
export async function ownConfigurable(flow: Flow): Promise<Composite> {
  const attribute = await ownConfigurableAttribute(flow);
  const child = await ownStockProduct(flow, { attribute_set_id: attribute.setId, custom_attributes: [{ attribute_code: attribute.code, value: attribute.value }] });
  const childRead = await flow.read('admin', `/V1/products/${encodeURIComponent(child.sku)}`, 'GET /V1/products/:sku');
  const sku = flow.ctx.name(`cf${tag()}`);
  const options = [{ attribute_id: attribute.attributeId, label: attribute.code, position: 0, values: [{ value_index: Number(attribute.value) }] }];
  const product = {
    sku, name: sku, attribute_set_id: attribute.setId, price: 0, status: 1, visibility: 1, type_id: 'configurable',
    extension_attributes: { website_ids: [1], stock_item: { is_in_stock: true }, configurable_product_options: options, configurable_product_links: [Number(recordOf(childRead.json).id)] },
    custom_attributes: [{ attribute_code: 'url_key', value: sku }],
  };
  const res = await flow.prepare('admin', 'POST', '/V1/products', { body: { product }, judge: 'POST /V1/products' });
  flow.expect(recordOf(res.json).sku === sku, 'the run could not create its configurable', `product ${sku}`, res.json, res);
  return { sku, child, cartItem: { sku, qty: ORDERED, product_option: { extension_attributes: { configurable_item_options: [{ option_id: attribute.attributeId, option_value: Number(attribute.value) }] } } } };
}

/** A dynamic-price bundle of the scenario's own, enabled on the main website, with one required option holding its
 * one child (1 per bundle). The option is added by its own route: the product's answer with options reads a dynamic
 * bundle's selection price_type null, which its schema does not allow (write.response-valid judges that route). */
export async function ownBundle(flow: Flow): Promise<Composite> {
  const child = await ownStockProduct(flow);
  const sku = flow.ctx.name(`bu${tag()}`);
  const product = {
    sku, name: sku, attribute_set_id: 4, price: 0, status: 1, visibility: 1, type_id: 'bundle',
    extension_attributes: { website_ids: [1], stock_item: { is_in_stock: true } },
    custom_attributes: [{ attribute_code: 'price_type', value: '0' }, { attribute_code: 'price_view', value: '0' }, { attribute_code: 'url_key', value: sku }],
  };
  const res = await flow.prepare('admin', 'POST', '/V1/products', { body: { product }, judge: 'POST /V1/products' });
  flow.expect(recordOf(res.json).sku === sku, 'the run could not create its bundle', `product ${sku}`, res.json, res);
  const link = { sku: child.sku, qty: 1, position: 1, is_default: true, price: 0, price_type: 0, can_change_quantity: 0 };
  const option = await flow.send('admin', 'POST', '/V1/bundle-products/options/add', { body: { option: { sku, title: `${sku} option`, type: 'select', required: true, position: 1, product_links: [link] } }, judge: 'POST /V1/bundle-products/options/add' });
  const optionId = idText(option.json);
  const children = await flow.read('admin', `/V1/bundle-products/${encodeURIComponent(sku)}/children`, 'GET /V1/bundle-products/:productSku/children');
  const selection = (Array.isArray(children.json) ? children.json.filter(isRecord) : []).find((c) => c.sku === child.sku);
  flow.expect(optionId !== null && idText(selection?.id) !== null, 'the bundle does not read back its option\'s selection of the child', `a child ${child.sku} with its selection id`, children.json, children);
  return { sku, child, cartItem: { sku, qty: ORDERED, product_option: { extension_attributes: { bundle_options: [{ option_id: Number(optionId), option_qty: 1, option_selections: [Number(selection?.id)] }] } } } };
}

