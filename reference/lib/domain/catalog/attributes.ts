// Product and category attributes, their options and input types.

import type { HandlerTable } from '../context.ts';
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

// scope and default_frontend_label are rendered from other columns (is_global, the store labels): the real 2.4.7-p3
// answers 500 to a filter or sort on them.
const ATTRIBUTES: SearchSource = { table: 'eav_attribute', storage: 'flat', notColumns: ['scope', 'default_frontend_label'] };

export const attributeHandlers: HandlerTable = {
  [`${P}ProductAttributeRepositoryInterface::get`]: (ctx) => publicCopy(requireAttribute(ctx.state, param(ctx, 'attributeCode'))),
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
      for (const [key, value] of Object.entries(input)) if (key !== 'attribute_id' && key !== 'attribute_code' && key !== 'options') existing[key] = clone(value);
      // A saved is_filterable replaces the level the is-filterable route stored.
      if ('is_filterable' in input) delete existing.__is_filterable;
      return publicCopy(existing);
    }
    const row = newAttribute(code, asString(input.default_frontend_label, code), asString(input.frontend_input, 'text'));
    for (const [key, value] of Object.entries(input)) if (key !== 'attribute_id' && key !== 'options') row[key] = clone(value);
    // Options sent with a new select get ids; the answer lists the empty option first, as the platform's source does.
    const given = Array.isArray(input.options) ? input.options.filter((o): o is JsonObject => isObject(o)) : [];
    const base = lastOptionValue(ctx.state);
    if (given.length > 0 || row.frontend_input === 'select') row.options = [{ label: ' ', value: '' }, ...given.map((option, i) => ({ label: asString(option.label, ''), value: String(base + 1 + i) }))];
    // A label for the admin store (0) is the default label: the real 2.4.7-p3 answers it only as default_frontend_label.
    if (Array.isArray(row.frontend_labels)) row.frontend_labels = row.frontend_labels.filter((label) => !isObject(label) || asNumber(label.store_id, 0) !== 0);
    ctx.state.attributes.insert(row, 'attribute_id');
    return publicCopy(row);
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
  [`${P}ProductAttributeOptionManagementInterface::getItems`]: (ctx) => clone((requireAttribute(ctx.state, param(ctx, 'attributeCode')).options as Json[] | undefined) ?? []),
  [`${P}ProductAttributeOptionManagementInterface::add`]: (ctx) => {
    const attribute = requireAttribute(ctx.state, param(ctx, 'attributeCode'));
    const option = bodyObject(ctx, 'option');
    const options = (attribute.options as JsonObject[] | undefined) ?? [];
    // Option ids are the installation's (eav_attribute_option), unique across attributes.
    const value = String(lastOptionValue(ctx.state) + 1);
    options.push({ label: asString(option.label, ''), value });
    attribute.options = options;
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
