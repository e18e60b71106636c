// Attribute sets and groups: the catalog's product attribute sets (entity type 4) with their groups and attributes,
// and the EAV services for the attribute sets of every entity type.

import type { HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, bodyValue, intParam, searchCall } from '../context.ts';
import { inputError, noSuchEntity, requiredField } from '../errors.ts';
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

const P = 'Magento\\Catalog\\Api\\';

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
    if (name === '') throw requiredField('attribute_set_name');
    if (ctx.state.attributeSets.all().some((row) => row.attribute_set_name === name && row.entity_type_id === 4)) throw inputError('An attribute set named "%1" already exists.', [name]);
    const row: JsonObject = { attribute_set_name: name, sort_order: asNumber(input.sort_order, 0), entity_type_id: 4 };
    ctx.state.attributeSets.insert(row, 'attribute_set_id');
    return publicCopy(row);
  },
  [`${P}AttributeSetRepositoryInterface::save`]: (ctx) => {
    const set = requireAttributeSet(ctx.state, intParam(ctx, 'attributeSetId'));
    const input = bodyObject(ctx, 'attributeSet');
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
    requireAttributeSet(ctx.state, intParam(ctx, 'attributeSetId'));
    return ctx.state.attributes.all().filter((row) => String(row.entity_type_id) === '4').map(publicCopy);
  },
  [`${P}ProductAttributeGroupRepositoryInterface::getList`]: (ctx) => {
    const result = listSearch(searchCall(ctx), ctx.state.attributeGroups.all(), { table: 'eav_attribute_group', storage: 'flat' });
    result.items = (result.items as JsonObject[]).map(publicCopy);
    return result;
  },
  [`${P}ProductAttributeGroupRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'group');
    const setId = ctx.call.params.attributeSetId === undefined ? asNumber(input.attribute_set_id, 4) : intParam(ctx, 'attributeSetId');
    requireAttributeSet(ctx.state, setId);
    const row: JsonObject = { attribute_group_name: asString(input.attribute_group_name, ''), attribute_set_id: setId };
    ctx.state.attributeGroups.insert(row, 'attribute_group_id');
    row.attribute_group_id = String(row.attribute_group_id);
    return publicCopy(row);
  },
  [`${P}ProductAttributeGroupRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'groupId');
    if (ctx.state.attributeGroups.get(id) === undefined) throw noSuchEntity('attributeGroupId', id);
    ctx.state.attributeGroups.delete(id);
    return true;
  },
  ['Magento\\Eav\\Api\\AttributeSetRepositoryInterface::get']: (ctx) => clone(requireRow(ctx.state.attributeSets, intParam(ctx, 'attributeSetId'), 'id')),
  ['Magento\\Eav\\Api\\AttributeSetRepositoryInterface::getList']: (ctx) => list(ctx, ctx.state.attributeSets.all(), clone, { table: 'eav_attribute_set', storage: 'flat' }),
  ['Magento\\Eav\\Api\\AttributeSetRepositoryInterface::deleteById']: (ctx) => {
    const id = intParam(ctx, 'attributeSetId');
    requireRow(ctx.state.attributeSets, id, 'id');
    if (id <= 4) throw inputError('The default attribute set can\'t be deleted.');
    ctx.state.attributeSets.delete(id);
    return true;
  },
  ['Magento\\Eav\\Api\\AttributeSetRepositoryInterface::save']: (ctx) => {
    const row = requireRow(ctx.state.attributeSets, intParam(ctx, 'attributeSetId'), 'id');
    const input = bodyObject(ctx, 'attributeSet');
    for (const field of ['attribute_set_name', 'sort_order'] as const) if (field in input) row[field] = clone(input[field] ?? null);
    return clone(row);
  },
  ['Magento\\Eav\\Api\\AttributeSetManagementInterface::create']: (ctx) => {
    const input = bodyObject(ctx, 'attributeSet');
    const entityTypeCode = asString(bodyValue(ctx, 'entityTypeCode'), '');
    if (entityTypeCode === '') throw requiredField('entityTypeCode');
    const name = asString(input.attribute_set_name, '');
    if (name === '') throw requiredField('attribute_set_name');
    const entityTypeId = { customer: 1, customer_address: 2, catalog_category: 3, catalog_product: 4, order: 5, invoice: 6, creditmemo: 7, shipment: 8 }[entityTypeCode];
    if (entityTypeId === undefined) throw noSuchEntity('entity_type_code', entityTypeCode);
    const row: JsonObject = { attribute_set_name: name, sort_order: asNumber(input.sort_order, 0), entity_type_id: entityTypeId };
    ctx.state.attributeSets.insert(row, 'attribute_set_id');
    return clone(row);
  },
};
