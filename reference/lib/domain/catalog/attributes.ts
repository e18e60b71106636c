// Product and category attributes, their options and input types.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, intParam, param, releaseAtLeast, searchCall } from '../context.ts';
import { inputError, notFound, requiredField } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import { listSearch, type SearchSource } from '../search.ts';
import type { State } from '../state.ts';
import { publicCopy } from './lookup.ts';
import { acceptsDuplicates } from '../input-faults.ts';
import { PRODUCT_BODY_FAULT, playsBody } from '../product-body-faults.ts';

function requireAttribute(state: State, code: string, entityTypeId = '4'): JsonObject {
  const attribute = state.attributes.all().find((row) => row.attribute_code === code && String(row.entity_type_id) === entityTypeId);
  if (attribute === undefined) throw notFound('The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.', [code]);
  return attribute;
}

export function newAttribute(code: string, label: string, input: string, entityTypeId = '4'): JsonObject {
  return {
    extension_attributes: { is_pagebuilder_enabled: false },
    is_wysiwyg_enabled: false,
    is_html_allowed_on_front: false,
    used_for_sort_by: false,
    is_filterable: false,
    is_filterable_in_search: false,
    is_used_in_grid: true,
    is_visible_in_grid: false,
    is_filterable_in_grid: true,
    position: 0,
    apply_to: [],
    is_searchable: '0',
    is_visible_in_advanced_search: '0',
    is_comparable: '0',
    is_used_for_promo_rules: '0',
    is_visible_on_front: '0',
    used_in_product_listing: '0',
    is_visible: true,
    scope: 'store',
    attribute_code: code,
    frontend_input: input,
    entity_type_id: entityTypeId,
    is_required: false,
    options: [],
    is_user_defined: true,
    default_frontend_label: label,
    frontend_labels: [],
    backend_type: input === 'select' ? 'int' : 'varchar',
    is_unique: '0',
    validation_rules: [],
  };
}

const P = 'Magento\\Catalog\\Api\\';

/** The highest option id of any attribute (a new one takes the next). */
function lastOptionValue(state: State): number {
  let last = 0;
  for (const attribute of state.attributes.all()) for (const option of (attribute.options as JsonObject[] | undefined) ?? []) last = Math.max(last, Number(option.value) || 0);
  return last;
}

/** The stored is_filterable level: set through the route, else what the attribute's boolean says. */
function filterableLevel(attribute: JsonObject): number {
  return typeof attribute.__is_filterable === 'number' ? attribute.__is_filterable : attribute.is_filterable === true ? 1 : 0;
}

/** Whether the attribute has a source of options (select and multiselect inputs), as AbstractAttribute::usesSource. */
function usesOptions(attribute: JsonObject): boolean {
  return attribute.frontend_input === 'select' || attribute.frontend_input === 'multiselect' || (Array.isArray(attribute.options) && attribute.options.length > 0);
}

/** What an option holds beyond its admin label and id: its labels per store view and its sort order (eav_attribute_option
 * and eav_attribute_option_value), kept beside the attribute's options by option id. */
interface OptionMeta {
  labels: Record<string, string>;
  sort: number;
}

function optionMeta(attribute: JsonObject): Record<string, OptionMeta> {
  if (!isObject(attribute.__option_meta)) attribute.__option_meta = {};
  return attribute.__option_meta as unknown as Record<string, OptionMeta>;
}

/** Keep an option's store labels (store 0's is its admin label, answered under all) and sort order as sent. */
function keepOptionMeta(ctx: Ctx, attribute: JsonObject, option: JsonObject, sent: JsonObject): void {
  const labels: Record<string, string> = {};
  for (const entry of Array.isArray(sent.store_labels) ? sent.store_labels : []) {
    if (!isObject(entry)) continue;
    const store = asNumber(entry.store_id, 0);
    if (store === 0) option.label = asString(entry.label, asString(option.label, ''));
    else if (!playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.optionStoreLabelsDropped)) labels[String(store)] = asString(entry.label, '');
  }
  const meta = optionMeta(attribute);
  const held = meta[String(option.value)];
  meta[String(option.value)] = { labels: Array.isArray(sent.store_labels) ? labels : (held?.labels ?? {}), sort: sent.sort_order !== undefined && sent.sort_order !== null ? asNumber(sent.sort_order, 0) : (held?.sort ?? 0) };
}

/** An attribute's options as a store view reads them (Table source): the empty option first, then by sort order, in the
 * order made where it is the same (ids grow as options are made; a system attribute's keep their source's order),
 * each with the view's own label (its admin label where it has none; under all, the admin label). */
function optionsFor(attribute: JsonObject, storeId: number): JsonObject[] {
  const options = (attribute.options as JsonObject[] | undefined) ?? [];
  // Read without optionMeta, which makes the record where there is none: a read changes nothing of the state.
  const meta = (isObject(attribute.__option_meta) ? attribute.__option_meta : {}) as unknown as Record<string, OptionMeta>;
  const sortOf = (o: JsonObject): number => meta[String(o.value)]?.sort ?? 0;
  const rest = options.filter((o) => o.value !== '').sort((a, b) => sortOf(a) - sortOf(b));
  return [...options.filter((o) => o.value === ''), ...rest].map((o): JsonObject => ({ ...clone(o), label: storeId === 0 ? (o.label ?? '') : (meta[String(o.value)]?.labels[String(storeId)] ?? o.label ?? '') }));
}

/** An attribute as a store view reads it. */
function shownAttribute(ctx: Ctx, attribute: JsonObject): JsonObject {
  const copy = publicCopy(attribute);
  if (Array.isArray(attribute.options)) copy.options = optionsFor(attribute, ctx.storeId);
  return copy;
}

/** Labels sent for an attribute: a store 0 label is the default label where default_frontend_label is not sent (real
 * 2.4.7-p3 and 2.4.6-p1); the others are its frontend_labels, the list sent replacing the one held. */
function keepLabels(row: JsonObject, input: JsonObject): void {
  if (!Array.isArray(input.frontend_labels)) return;
  const admin = input.frontend_labels.find((label) => isObject(label) && asNumber(label.store_id, 0) === 0);
  if (isObject(admin) && !('default_frontend_label' in input)) row.default_frontend_label = asString(admin.label, asString(row.default_frontend_label, ''));
  row.frontend_labels = input.frontend_labels.filter((label) => !isObject(label) || asNumber(label.store_id, 0) !== 0).map((label) => clone(label));
}

/** Options sent with a save: one of an id the attribute has is updated (its admin label, store labels, sort order), any
 * other is added with a new id; the ones not sent are kept. default_value becomes the id of the option sent with
 * is_default, or "" (real 2.4.7-p3: an update sending options none of which is default answers default_value ""). */
function saveOptions(ctx: Ctx, row: JsonObject, sent: JsonObject[]): void {
  const options = (row.options as JsonObject[] | undefined) ?? [];
  let next = lastOptionValue(ctx.state);
  let byDefault = '';
  for (const given of sent) {
    let option = options.find((o) => o.value !== '' && o.value === asString(given.value, ''));
    if (option === undefined) {
      next += 1;
      option = { label: asString(given.label, ''), value: String(next) };
      options.push(option);
    } else if (typeof given.label === 'string') option.label = given.label;
    keepOptionMeta(ctx, row, option, given);
    if (given.is_default === true) byDefault = String(option.value);
  }
  row.options = options;
  row.default_value = byDefault;
}

// scope and default_frontend_label are rendered from other columns (is_global, the store labels): the real 2.4.7-p3
// answers 500 to a filter or sort on them.
const ATTRIBUTES: SearchSource = { table: 'eav_attribute', storage: 'flat', notColumns: ['scope', 'default_frontend_label'] };

export const attributeHandlers: HandlerTable = {
  [`${P}ProductAttributeRepositoryInterface::get`]: (ctx) => shownAttribute(ctx, requireAttribute(ctx.state, param(ctx, 'attributeCode'))),
  [`${P}ProductAttributeRepositoryInterface::getList`]: (ctx) => {
    const rows = ctx.state.attributes.all().filter((row) => String(row.entity_type_id) === '4');
    const result = listSearch(searchCall(ctx), rows, ATTRIBUTES);
    result.items = (result.items as JsonObject[]).map(publicCopy);
    return result;
  },
  [`${P}ProductAttributeRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'attribute');
    const code = ctx.call.params.attributeCode ?? asString(input.attribute_code, '');
    if (code === '') throw requiredField('attribute_code');
    // A body naming an attribute by its id is an update: Product\Attribute\Repository::save looks the attribute up by
    // the code (the URL's, which ParamsOverrider puts into the body), so a code no attribute has is not found (the
    // real 2.4.7-p3 and 2.4.6-p1: 404, parameters [the code]), whatever the id.
    if (asNumber(input.attribute_id, 0) !== 0) requireAttribute(ctx.state, code);
    const existing = ctx.state.attributes.all().find((row) => row.attribute_code === code && String(row.entity_type_id) === '4');
    if (existing !== undefined) {
      // The repository saves by attribute_id: a body without the attribute's id is a new attribute whose code is
      // taken (real 2.4.7: PUT /V1/products/attributes/:attributeCode without attribute_id, and POST with a used code).
      if (asNumber(input.attribute_id, 0) !== existing.attribute_id) throw inputError('%1 already exists.', ['Attribute with the same code']);
      for (const [key, value] of Object.entries(input)) if (key !== 'attribute_id' && key !== 'attribute_code' && key !== 'options' && key !== 'frontend_labels') existing[key] = clone(value);
      keepLabels(existing, input);
      if (Array.isArray(input.options)) saveOptions(ctx, existing, input.options.filter((o): o is JsonObject => isObject(o)));
      // A saved is_filterable replaces the level the is-filterable route stored.
      if ('is_filterable' in input) delete existing.__is_filterable;
      return shownAttribute(ctx, existing);
    }
    const row = newAttribute(code, asString(input.default_frontend_label, code), asString(input.frontend_input, 'text'));
    for (const [key, value] of Object.entries(input)) if (key !== 'attribute_id' && key !== 'options' && key !== 'frontend_labels') row[key] = clone(value);
    // Options sent with a new select get ids in the order sent; the answer lists the empty option first, as the
    // platform's source does, then the others by sort order, each with the store view's label.
    const given = Array.isArray(input.options) ? input.options.filter((o): o is JsonObject => isObject(o)) : [];
    if (given.length > 0 || row.frontend_input === 'select') {
      row.options = [{ label: ' ', value: '' }];
      const defaultValue = row.default_value;
      saveOptions(ctx, row, given.map((option) => ({ ...option, value: '' })));
      if (!given.some((option) => option.is_default === true)) {
        if (defaultValue === undefined) delete row.default_value;
        else row.default_value = defaultValue;
      }
    }
    // A label for the admin store (0) is the default label: the real 2.4.7-p3 answers it only as default_frontend_label.
    if (Array.isArray(input.frontend_labels)) row.frontend_labels = input.frontend_labels.filter((label) => !isObject(label) || asNumber(label.store_id, 0) !== 0).map((label) => clone(label));
    ctx.state.attributes.insert(row, 'attribute_id');
    return shownAttribute(ctx, row);
  },
  [`${P}ProductAttributeRepositoryInterface::deleteById`]: (ctx) => {
    const attribute = requireAttribute(ctx.state, param(ctx, 'attributeCode'));
    ctx.state.attributes.delete(Number(attribute.attribute_id));
    // Its set assignments go with it.
    for (const set of ctx.state.attributeSets.all()) if (Array.isArray(set.__attribute_codes)) set.__attribute_codes = (set.__attribute_codes as string[]).filter((code) => code !== attribute.attribute_code);
    return true;
  },
  // The real 2.4.7-p3 and 2.4.6-p1 answer the two types their catalog's Inputtype\Presentation adds, nothing more.
  [`${P}ProductAttributeTypesListInterface::getItems`]: () => [
    { value: 'price', label: 'Price' },
    { value: 'media_image', label: 'Media Image' },
  ],
  [`${P}ProductAttributeOptionManagementInterface::getItems`]: (ctx) => optionsFor(requireAttribute(ctx.state, param(ctx, 'attributeCode')), ctx.storeId),
  [`${P}ProductAttributeOptionManagementInterface::add`]: (ctx) => {
    const attribute = requireAttribute(ctx.state, param(ctx, 'attributeCode'));
    const option = bodyObject(ctx, 'option');
    const options = (attribute.options as JsonObject[] | undefined) ?? [];
    // Option ids are the installation's (eav_attribute_option), unique across attributes.
    // The value sent is never the option's id (OptionManagement::getNewOptionId prefixes it "id_": a new option).
    const value = String(lastOptionValue(ctx.state) + 1);
    const added: JsonObject = { label: asString(option.label, '').trim(), value };
    options.push(added);
    attribute.options = options;
    keepOptionMeta(ctx, attribute, added, option);
    if (option.is_default === true) attribute.default_value = value;
    // 2.4 answers the new option's id as text ("12", real 2.4.7-p3); the release line before answered it prefixed.
    return releaseAtLeast(ctx, '2.4.0') ? value : `id_${value}`;
  },
  // 2.4.7 (IsFilterableManagement): catalog_eav_attribute.is_filterable as the integer it is stored as (0 no,
  // 1 filterable with results, 2 filterable without), where the attribute's own answer casts it to a boolean.
  [`${P}ProductAttributeIsFilterableManagementInterface::get`]: (ctx) => {
    const level = filterableLevel(requireAttribute(ctx.state, param(ctx, 'attributeCode')));
    return level === 0 && playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.isFilterableZeroAsOne) ? 1 : level;
  },
  [`${P}ProductAttributeIsFilterableManagementInterface::set`]: (ctx) => {
    const attribute = requireAttribute(ctx.state, param(ctx, 'attributeCode'));
    const level = intParam(ctx, 'isFilterable');
    // The repository saves the value as given: the platform checks no range here.
    attribute.__is_filterable = level;
    attribute.is_filterable = level !== 0;
    return true;
  },
  // 2.4.1+ (Eav OptionManagement::update, the 2.4 line's wording): the attribute must take options, the option must
  // be one of its own, and its admin label may not be another option's.
  [`${P}ProductAttributeOptionUpdateInterface::update`]: (ctx) => {
    const attribute = requireAttribute(ctx.state, param(ctx, 'attributeCode'));
    const optionId = intParam(ctx, 'optionId');
    const input = bodyObject(ctx, 'option');
    const options = (attribute.options as JsonObject[] | undefined) ?? [];
    if (!usesOptions(attribute)) throw inputError('The "%1" attribute doesn\'t work with options.', [String(attribute.attribute_code)]);
    if (optionId === 0) throw inputError('The option id is empty. Enter the value and try again.');
    const label = asString(input.label, '').trim();
    if (label === '') throw inputError('The attribute option label is empty. Enter the value and try again.');
    const option = options.find((row) => row.value === String(optionId));
    if (option === undefined) throw inputError('The \'%1\' attribute doesn\'t include an option id \'%2\'.', [String(attribute.attribute_code), optionId]);
    const taken = options.find((row) => row !== option && asString(row.label, '').toUpperCase() === label.toUpperCase());
    if (taken !== undefined && !acceptsDuplicates(ctx.options.faults)) throw inputError('Admin store attribute option label \'%1\' is already exists.', [asString(input.label, label)]);
    option.label = label;
    // Its store labels as sent (store 0's is the admin label); its place in the list is kept.
    keepOptionMeta(ctx, attribute, option, { store_labels: input.store_labels ?? null });
    return true;
  },
  [`${P}ProductAttributeOptionManagementInterface::delete`]: (ctx) => {
    const attribute = requireAttribute(ctx.state, param(ctx, 'attributeCode'));
    const optionId = param(ctx, 'optionId');
    const options = (attribute.options as JsonObject[] | undefined) ?? [];
    // Real 2.4.7-p3: the attribute's code and the option id, as text.
    if (!options.some((option) => option.value === optionId)) throw notFound('The "%1" attribute doesn\'t include an option with "%2" ID.', [String(attribute.attribute_code), optionId]);
    attribute.options = playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.optionDeleteClearsOptions) ? options.filter((option) => option.value === '') : options.filter((option) => option.value !== optionId);
    return true;
  },
  [`${P}CategoryAttributeRepositoryInterface::get`]: (ctx) => publicCopy(requireAttribute(ctx.state, param(ctx, 'attributeCode'), '3')),
  [`${P}CategoryAttributeRepositoryInterface::getList`]: (ctx) => {
    const rows = ctx.state.attributes.all().filter((row) => String(row.entity_type_id) === '3');
    const result = listSearch(searchCall(ctx), rows, ATTRIBUTES);
    result.items = (result.items as JsonObject[]).map(publicCopy);
    return result;
  },
  [`${P}CategoryAttributeOptionManagementInterface::getItems`]: (ctx) => clone((requireAttribute(ctx.state, param(ctx, 'attributeCode'), '3').options as Json[] | undefined) ?? []),
  [`${P}ProductMediaAttributeManagementInterface::getList`]: (ctx) => ctx.state.attributes.all().filter((row) => row.frontend_input === 'media_image').map(publicCopy),
};
