// A configurable product's options and children, as the platform keeps them (shared by the product repository and the
// ConfigurableProduct services):
//  - an option names an attribute; its values are not stored but derived from the children's values of that
//    attribute (real 2.4.7: an option saved with values [{value_index: 10}] and no child reads back values []);
//  - adding a child saves the product's options anew (LinkManagement::addChild builds them from the attributes):
//    each gets a new id and the attribute's label, keeping its position (real 2.4.7: option 21 "relab" became
//    option 60 "wallowtst c1" after POST .../child); removing a child changes no option;
//  - an option update changes its label and position in place and answers its id as an integer.

import { asNumber, asString } from '../context.ts';
import type { Json, JsonObject } from '../json.ts';
import { isObject } from '../json.ts';
import type { State } from '../state.ts';

/** The child products' values of one attribute, as option values (one per distinct value, in child order). */
function derivedValues(state: State, product: JsonObject, attributeId: string): JsonObject[] {
  const attribute = state.attributes.get(asNumber(attributeId, -1));
  if (attribute === undefined) return [];
  const seen = new Set<number>();
  for (const childId of (product.__children as number[] | undefined) ?? []) {
    const child = state.products.get(childId);
    const entry = ((child?.__custom_attributes as JsonObject[] | undefined) ?? []).find((a) => a.attribute_code === attribute.attribute_code);
    const value = asNumber(entry?.value, NaN);
    if (!Number.isNaN(value)) seen.add(value);
  }
  return [...seen].map((value_index) => ({ value_index }));
}

/** The option rows of a configurable product. */
export function optionRows(state: State, sku: string): JsonObject[] {
  return state.configurableOptions.all().filter((option) => option.__sku === sku);
}

/** An option as the platform answers it: its stored fields and the values its children give it. */
export function serializeOption(state: State, product: JsonObject, row: JsonObject): JsonObject {
  return { id: row.id ?? 0, attribute_id: row.attribute_id ?? '', label: row.label ?? '', position: row.position ?? 0, values: derivedValues(state, product, String(row.attribute_id)), product_id: row.product_id ?? 0 };
}

/** A new option of the product for an attribute (the body's label, or the attribute's own). */
export function insertOption(state: State, product: JsonObject, input: JsonObject): JsonObject {
  const attributeId = asString(input.attribute_id, '');
  const attribute = state.attributes.get(asNumber(attributeId, -1));
  const row: JsonObject = { attribute_id: attributeId, label: asString(input.label, asString(attribute?.default_frontend_label, '')), position: asNumber(input.position, 0), product_id: Number(product.id), __sku: String(product.sku) };
  state.configurableOptions.insert(row, 'id');
  return row;
}

/** The options and children a product body carries (extension_attributes.configurable_product_options / _links).
 * Options [] with the links left out leave no children either (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1,
 * 2026-12-02: configurable_product_links [] after it); links sent alone keep the options. Faults: the options saved at
 * position 0 whatever was sent (configurable-option-positions-lost); options [] keeping the children
 * (configurable-empty-options-keep-children). */
export function saveFromProduct(state: State, product: JsonObject, extension: JsonObject, faults: ReadonlySet<string> = new Set()): void {
  if (Array.isArray(extension.configurable_product_links)) product.__children = extension.configurable_product_links.map((id) => asNumber(id, -1)).filter((id) => state.products.get(id) !== undefined);
  if (!Array.isArray(extension.configurable_product_options)) return;
  if (extension.configurable_product_options.length === 0 && !Array.isArray(extension.configurable_product_links) && !faults.has('configurable-empty-options-keep-children')) product.__children = [];
  for (const row of optionRows(state, String(product.sku))) state.configurableOptions.delete(Number(row.id));
  const positionsLost = faults.has('configurable-option-positions-lost');
  for (const option of extension.configurable_product_options) if (isObject(option)) insertOption(state, product, positionsLost ? { ...(option as JsonObject), position: 0 } : (option as JsonObject));
}

/** After a child is added: every option saved anew from its attribute (new id, the attribute's label). */
export function recreateOptions(state: State, product: JsonObject): void {
  for (const row of optionRows(state, String(product.sku))) {
    state.configurableOptions.delete(Number(row.id));
    const attribute = state.attributes.get(asNumber(row.attribute_id, -1));
    insertOption(state, product, { attribute_id: row.attribute_id ?? '', label: (attribute?.default_frontend_label ?? row.label ?? '') as Json, position: row.position ?? 0 });
  }
}

/** A product's options as its answer carries them. */
export function optionsOfProduct(state: State, product: JsonObject): JsonObject[] {
  return optionRows(state, String(product.sku)).map((row) => serializeOption(state, product, row));
}
