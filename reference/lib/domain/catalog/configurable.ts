// Configurable products: their children and configurable options (Magento_ConfigurableProduct).

import type { HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, bodyValue, intParam, param } from '../context.ts';
import { inputError, notFound } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone } from '../json.ts';
import type { State } from '../state.ts';
import { publicCopy, requireProduct } from './lookup.ts';
import { serializeProduct } from './products.ts';

function requireConfigurable(state: State, sku: string): JsonObject {
  const product = requireProduct(state, sku);
  if (product.type_id !== 'configurable') throw inputError('This is implemented for the "%1" configurable product only.', [sku]);
  return product;
}

export const configurableHandlers: HandlerTable = {
  ['Magento\\ConfigurableProduct\\Api\\LinkManagementInterface::getChildren']: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const childIds = (product.__children as number[] | undefined) ?? [];
    return childIds.map((id) => ctx.state.products.get(id)).filter((row): row is JsonObject => row !== undefined).map((row) => serializeProduct(ctx.state, row, ctx.storeId, false));
  },
  ['Magento\\ConfigurableProduct\\Api\\LinkManagementInterface::addChild']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    const child = requireProduct(ctx.state, asString(bodyValue(ctx, 'childSku'), ''));
    const children = (product.__children as number[] | undefined) ?? [];
    if (children.includes(Number(child.id))) throw inputError('The product is already attached.');
    product.__children = [...children, Number(child.id)];
    return true;
  },
  ['Magento\\ConfigurableProduct\\Api\\LinkManagementInterface::removeChild']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    const child = requireProduct(ctx.state, param(ctx, 'childSku'));
    const children = (product.__children as number[] | undefined) ?? [];
    if (!children.includes(Number(child.id))) throw notFound('The option that was requested doesn\'t exist. Verify the entity and try again.');
    product.__children = children.filter((id) => id !== Number(child.id));
    return true;
  },
  ['Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface::getList']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    return ctx.state.configurableOptions.all().filter((option) => option.__sku === product.sku).map(publicCopy);
  },
  ['Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface::get']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    const id = intParam(ctx, 'id');
    const option = ctx.state.configurableOptions.all().find((candidate) => candidate.__sku === product.sku && candidate.id === id);
    if (option === undefined) throw notFound('The "%1" entity that was requested doesn\'t exist. Verify the entity and try again.', [id]);
    return publicCopy(option);
  },
  ['Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface::save']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    const input = bodyObject(ctx, 'option');
    const row: JsonObject = { attribute_id: asString(input.attribute_id, ''), label: asString(input.label, ''), position: asNumber(input.position, 0), values: clone((Array.isArray(input.values) ? input.values : []) as Json[]), product_id: Number(product.id), __sku: String(product.sku) };
    ctx.state.configurableOptions.insert(row, 'id');
    return Number(row.id);
  },
  ['Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface::deleteById']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    const id = intParam(ctx, 'id');
    const option = ctx.state.configurableOptions.all().find((candidate) => candidate.__sku === product.sku && candidate.id === id);
    if (option === undefined) throw notFound('The "%1" entity that was requested doesn\'t exist. Verify the entity and try again.', [id]);
    ctx.state.configurableOptions.delete(id);
    return true;
  },
};
