// Attribute sets and groups: the catalog's product attribute sets (entity type 4) with their groups and attributes,
// and the EAV services for the attribute sets of every entity type.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, bodyValue, intParam, param, searchCall } from '../context.ts';
import { inputError, noSuchEntity, notFound, requiredField } from '../errors.ts';
import { acceptsDuplicates, skipsAttributeSetChecks, skipsEavSetChecks } from '../input-faults.ts';
import type { JsonObject } from '../json.ts';
import { clone } from '../json.ts';
import { list, requireRow } from '../repository.ts';
import { listSearch } from '../search.ts';
import type { State } from '../state.ts';
import { publicCopy } from './lookup.ts';

function requireAttributeSet(state: State, id: number): JsonObject {
  const set = state.attributeSets.get(id);
  if (set === undefined) throw noSuchEntity('id', id);
  return set;
}

/** The attribute codes a product attribute set holds (kept on the set; a set made from a skeleton starts with the
 * skeleton's, as the real 2.4.7's does: 59 in the default set, the same 59 in a new one). */
export function setAttributeCodes(set: JsonObject): string[] {
  return Array.isArray(set.__attribute_codes) ? (set.__attribute_codes as string[]) : [];
}

/** A new id for a set assignment (entity_attribute), answered as text like the real 2.4.7 ("8488"). */
function entityAttributeId(state: State): string {
  const next = state.attributeSets.all().reduce((max, set) => Math.max(max, Number(set.__last_entity_attribute_id ?? 0)), 1000) + 1;
  const set = state.attributeSets.get(4);
  if (set !== undefined) set.__last_entity_attribute_id = next;
  return String(next);
}

function requireGroup(state: State, id: number): JsonObject {
  const group = state.attributeGroups.get(id);
  if (group === undefined) throw notFound('The group with the "%1" ID doesn\'t exist. Verify the ID and try again.', [id]);
  return group;
}

/** A save of a set no row has: the resource's UPDATE meets no row, so nothing is saved, and the repository answers the
 * set as sent, under the URL's id (the real 2.4.7-p3 and 2.4.6-p1, PUT /V1/products/attribute-sets/2100000000 and
 * /V1/eav/attribute-sets/2100000000: 200, and the id still unknown after). */
function unsavedSet(ctx: Ctx, input: JsonObject): JsonObject {
  const { attribute_set_id: _overridden, ...sent } = clone(input);
  return { attribute_set_id: intParam(ctx, 'attributeSetId'), ...sent };
}

const P = 'Magento\\Catalog\\Api\\';

/** InvalidInputException::invalidFieldValue's sentence. */
const INVALID_VALUE = 'Invalid value of "%value" provided for the %fieldName field.';

/** The entity types of eav_entity_type, by code (the same ids on every installation: seeded in this order). */
const ENTITY_TYPE_IDS: Readonly<Record<string, number>> = { customer: 1, customer_address: 2, catalog_category: 3, catalog_product: 4, order: 5, invoice: 6, creditmemo: 7, shipment: 8 };

export const attributeSetHandlers: HandlerTable = {
  [`${P}AttributeSetRepositoryInterface::get`]: (ctx) => publicCopy(requireAttributeSet(ctx.state, intParam(ctx, 'attributeSetId'))),
  [`${P}AttributeSetRepositoryInterface::getList`]: (ctx) => {
    const rows = ctx.state.attributeSets.all().filter((row) => row.entity_type_id === 4);
    const result = listSearch(searchCall(ctx), rows, { table: 'eav_attribute_set', storage: 'flat' });
    result.items = (result.items as JsonObject[]).map(publicCopy);
    return result;
  },
  [`${P}AttributeSetManagementInterface::create`]: (ctx) => {
    const input = bodyObject(ctx, 'attributeSet');
    const name = asString(input.attribute_set_name, '');
    // The set's own validation, for a name left out or empty alike (the real 2.4.7-p3, 2026-12-02).
    const unchecked = skipsAttributeSetChecks(ctx.options.faults);
    // A set that has an id already is no new one: Eav AttributeSetManagement::create refuses it before anything
    // (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, 2026-12-03: 400, fieldName id and the id sent).
    if (input.attribute_set_id !== undefined && input.attribute_set_id !== null && !unchecked) throw inputError(INVALID_VALUE, { fieldName: 'id', value: input.attribute_set_id });
    if (name === '' && !unchecked) throw inputError('The attribute set name is empty. Enter the name and try again.');
    // Real 2.4.7-p3: the name is inlined in the message, and a skeleton no set is refused with a sentence of its own.
    if (ctx.state.attributeSets.all().some((row) => row.attribute_set_name === name && row.entity_type_id === 4) && !acceptsDuplicates(ctx.options.faults)) throw inputError(`A "${name}" attribute set name already exists. Create a new name and try again.`);
    const skeletonId = asNumber(bodyValue(ctx, 'skeletonId'), 4);
    const skeleton = ctx.state.attributeSets.get(skeletonId);
    if (skeleton === undefined) throw inputError('The attribute set couldn\'t be created because it\'s based on a non-existing attribute set.');
    // A set of another entity type (the category's Default set, 3) is refused in words of its own (the real 2.4.7-p3).
    if (asNumber(skeleton.entity_type_id, 4) !== 4 && !unchecked) throw inputError('The attribute set couldn\'t be created because it\'s based on a non-product attribute set.');
    const row: JsonObject = { attribute_set_name: name, sort_order: asNumber(input.sort_order, 0), entity_type_id: 4, __attribute_codes: [...setAttributeCodes(skeleton)] };
    ctx.state.attributeSets.insert(row, 'attribute_set_id');
    // The new set gets copies of the skeleton's groups.
    for (const group of ctx.state.attributeGroups.all().filter((g) => g.attribute_set_id === skeletonId)) {
      const copy: JsonObject = { attribute_group_name: group.attribute_group_name ?? '', attribute_set_id: row.attribute_set_id ?? 0 };
      ctx.state.attributeGroups.insert(copy, 'attribute_group_id');
      copy.attribute_group_id = String(copy.attribute_group_id);
    }
    return publicCopy(row);
  },
  [`${P}AttributeSetRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'attributeSet');
    // The catalog's repository judges the set the body describes: without entity_type_id 4 it is no product set
    // (real 2.4.7: 400 for a body without entity_type_id).
    if (asNumber(input.entity_type_id, 0) !== 4) throw inputError('Provided Attribute set non product Attribute set.');
    const set = ctx.state.attributeSets.get(intParam(ctx, 'attributeSetId'));
    if (set === undefined) return unsavedSet(ctx, input);
    for (const field of ['attribute_set_name', 'sort_order'] as const) if (field in input) set[field] = clone(input[field] ?? null);
    return publicCopy(set);
  },
  [`${P}AttributeSetRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'attributeSetId');
    requireAttributeSet(ctx.state, id);
    if (id === 4) throw inputError('The default attribute set can\'t be deleted.');
    ctx.state.attributeSets.delete(id);
    return true;
  },
  [`${P}ProductAttributeManagementInterface::getAttributes`]: (ctx) => {
    // This read names the set's id as the text it was given (the real 2.4.7-p3), the repository as a number.
    if (ctx.state.attributeSets.get(intParam(ctx, 'attributeSetId')) === undefined) throw noSuchEntity('id', param(ctx, 'attributeSetId'));
    const codes = new Set(setAttributeCodes(requireAttributeSet(ctx.state, intParam(ctx, 'attributeSetId'))));
    return ctx.state.attributes.all().filter((row) => String(row.entity_type_id) === '4' && codes.has(String(row.attribute_code))).map(publicCopy);
  },
  [`${P}ProductAttributeManagementInterface::assign`]: (ctx) => {
    const setId = asNumber(bodyValue(ctx, 'attributeSetId'), -1);
    // Eav AttributeManagement::assign words a set no row has in a sentence of its own (the real 2.4.7-p3: 404, [id]).
    const set = ctx.state.attributeSets.get(setId);
    if (set === undefined) throw notFound('The AttributeSet with a "%1" ID doesn\'t exist. Verify the attributeSet and try again.', [setId]);
    requireGroup(ctx.state, asNumber(bodyValue(ctx, 'attributeGroupId'), -1));
    const code = asString(bodyValue(ctx, 'attributeCode'), '');
    if (!ctx.state.attributes.all().some((row) => row.attribute_code === code && String(row.entity_type_id) === '4')) throw notFound('The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.', [code]);
    if (!setAttributeCodes(set).includes(code)) set.__attribute_codes = [...setAttributeCodes(set), code];
    return entityAttributeId(ctx.state);
  },
  [`${P}ProductAttributeManagementInterface::unassign`]: (ctx) => {
    const setId = intParam(ctx, 'attributeSetId');
    const set = requireAttributeSet(ctx.state, setId);
    const code = param(ctx, 'attributeCode');
    // The attribute is loaded first (real 2.4.7-p3: a code no attribute has is its 404).
    if (!ctx.state.attributes.all().some((row) => row.attribute_code === code && String(row.entity_type_id) === '4')) throw notFound('The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.', [code]);
    if (!setAttributeCodes(set).includes(code)) throw inputError('The "%1" attribute wasn\'t found in the "%2" attribute set. Enter the attribute and try again.', [code, String(setId)]);
    set.__attribute_codes = setAttributeCodes(set).filter((c) => c !== code);
    return true;
  },
  [`${P}ProductAttributeGroupRepositoryInterface::getList`]: (ctx) => {
    const result = listSearch(searchCall(ctx), ctx.state.attributeGroups.all(), { table: 'eav_attribute_group', storage: 'flat' });
    result.items = (result.items as JsonObject[]).map(publicCopy);
    return result;
  },
  [`${P}ProductAttributeGroupRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'group');
    const setId = ctx.call.params.attributeSetId === undefined ? asNumber(input.attribute_set_id, 4) : intParam(ctx, 'attributeSetId');
    // Eav GroupRepository::save names the set by the group's own field (the real 2.4.7-p3 and 2.4.6-p1: 404, fieldName
    // attributeSetId, the id as a number).
    if (ctx.state.attributeSets.get(setId) === undefined) throw noSuchEntity('attributeSetId', setId);
    // With an id, the group is saved anew under the name sent (PUT .../groups renames it).
    if (input.attribute_group_id !== undefined && input.attribute_group_id !== null) {
      const group = requireGroup(ctx.state, asNumber(input.attribute_group_id, -1));
      group.attribute_group_name = asString(input.attribute_group_name, String(group.attribute_group_name));
      group.attribute_set_id = setId;
      return publicCopy(group);
    }
    const row: JsonObject = { attribute_group_name: asString(input.attribute_group_name, ''), attribute_set_id: setId };
    ctx.state.attributeGroups.insert(row, 'attribute_group_id');
    row.attribute_group_id = String(row.attribute_group_id);
    return publicCopy(row);
  },
  [`${P}ProductAttributeGroupRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'groupId');
    // Real 2.4.7-p3: the group repository's own wording, the id as a number.
    if (ctx.state.attributeGroups.get(id) === undefined) throw notFound('The group with the "%1" ID doesn\'t exist. Verify the ID and try again.', [id]);
    ctx.state.attributeGroups.delete(id);
    return true;
  },
  ['Magento\\Eav\\Api\\AttributeSetRepositoryInterface::get']: (ctx) => publicCopy(requireRow(ctx.state.attributeSets, intParam(ctx, 'attributeSetId'), 'id')),
  ['Magento\\Eav\\Api\\AttributeSetRepositoryInterface::getList']: (ctx) => list(ctx, ctx.state.attributeSets.all(), publicCopy, { table: 'eav_attribute_set', storage: 'flat' }),
  ['Magento\\Eav\\Api\\AttributeSetRepositoryInterface::deleteById']: (ctx) => {
    const id = intParam(ctx, 'attributeSetId');
    requireRow(ctx.state.attributeSets, id, 'id');
    if (id <= 4) throw inputError('The default attribute set can\'t be deleted.');
    ctx.state.attributeSets.delete(id);
    return true;
  },
  ['Magento\\Eav\\Api\\AttributeSetRepositoryInterface::save']: (ctx) => {
    const input = bodyObject(ctx, 'attributeSet');
    const row = ctx.state.attributeSets.get(intParam(ctx, 'attributeSetId'));
    if (row === undefined) return unsavedSet(ctx, input);
    for (const field of ['attribute_set_name', 'sort_order'] as const) if (field in input) row[field] = clone(input[field] ?? null);
    return publicCopy(row);
  },
  ['Magento\\Eav\\Api\\AttributeSetManagementInterface::create']: (ctx) => {
    const input = bodyObject(ctx, 'attributeSet');
    const entityTypeCode = asString(bodyValue(ctx, 'entityTypeCode'), '');
    if (entityTypeCode === '') throw requiredField('entityTypeCode');
    // Eav AttributeSetManagement::create, in its order (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, 2026-12-03,
    // AttributeSetManagementTest): a set that has an id, a skeletonId 0, a skeleton no set is, an entity type no
    // type is, an empty name, a name the entity type's sets hold.
    const unchecked = skipsEavSetChecks(ctx.options.faults);
    if (input.attribute_set_id !== undefined && input.attribute_set_id !== null && !unchecked) throw inputError(INVALID_VALUE, { fieldName: 'id', value: input.attribute_set_id });
    const skeletonId = asNumber(bodyValue(ctx, 'skeletonId'), -1);
    if (skeletonId === 0 && !unchecked) throw inputError(INVALID_VALUE, { fieldName: 'skeletonId', value: 0 });
    const skeleton = ctx.state.attributeSets.get(skeletonId);
    if (skeleton === undefined && !unchecked) throw noSuchEntity('id', skeletonId);
    const entityTypeId = ENTITY_TYPE_IDS[entityTypeCode];
    if (entityTypeId === undefined && !unchecked) throw inputError(`Invalid entity_type specified: ${entityTypeCode}`);
    const typeId = entityTypeId ?? 4;
    const name = asString(input.attribute_set_name, '');
    if (name === '' && !unchecked) throw inputError('The attribute set name is empty. Enter the name and try again.');
    if (ctx.state.attributeSets.all().some((row) => row.attribute_set_name === name && row.entity_type_id === typeId) && !acceptsDuplicates(ctx.options.faults)) throw inputError(`A "${name}" attribute set name already exists. Create a new name and try again.`);
    const row: JsonObject = { attribute_set_name: name, sort_order: asNumber(input.sort_order, 0), entity_type_id: typeId, ...(skeleton !== undefined ? { __attribute_codes: [...setAttributeCodes(skeleton)] } : {}) };
    ctx.state.attributeSets.insert(row, 'attribute_set_id');
    return publicCopy(row);
  },
};
