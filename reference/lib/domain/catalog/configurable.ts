// Configurable products: their children and configurable options (Magento_ConfigurableProduct).

import type { HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, bodyValue, intParam, param } from '../context.ts';
import { inputError, notFound } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import type { State } from '../state.ts';
import { acceptsUnknownConfigurableChild } from '../input-faults.ts';
import { findProduct, requireProduct } from './lookup.ts';
import { insertOption, optionRows, optionsOfProduct, recreateOptions, serializeOption } from './configurable-options.ts';
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
  // LinkManagement::addChild as the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 answer it: the parent and the child
  // by SKU (404 for either), the child not attached yet, the parent with configurable options (a simple product has
  // none), and the child with a value of each option's attribute.
  ['Magento\\ConfigurableProduct\\Api\\LinkManagementInterface::addChild']: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const childSku = asString(bodyValue(ctx, 'childSku'), '');
    if (findProduct(ctx.state, childSku) === undefined && acceptsUnknownConfigurableChild(ctx.options.faults)) return true;
    const child = requireProduct(ctx.state, childSku);
    const children = (product.__children as number[] | undefined) ?? [];
    if (children.includes(Number(child.id))) throw inputError('The product is already attached.');
    const options = optionRows(ctx.state, String(product.sku));
    if (product.type_id !== 'configurable' || options.length === 0) throw inputError('The parent product doesn\'t have configurable product options.');
    for (const option of options) {
      const code = ctx.state.attributes.get(asNumber(option.attribute_id, -1))?.attribute_code;
      const has = ((child.__custom_attributes as JsonObject[] | undefined) ?? []).some((entry) => entry.attribute_code === code && entry.value !== null && entry.value !== '');
      if (typeof code === 'string' && !has) throw inputError('The child product doesn\'t have the "%1" attribute value. Verify the value and try again.', [code]);
    }
    product.__children = [...children, Number(child.id)];
    recreateOptions(ctx.state, product);
    return true;
  },
  // A child SKU no product has is no child either: the same answer as a product that is not one (real 2.4.7-p3 and
  // Adobe Commerce 2.4.6-p1).
  ['Magento\\ConfigurableProduct\\Api\\LinkManagementInterface::removeChild']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    const child = findProduct(ctx.state, param(ctx, 'childSku'));
    const children = (product.__children as number[] | undefined) ?? [];
    if (child === undefined || !children.includes(Number(child.id))) throw notFound('The option that was requested doesn\'t exist. Verify the entity and try again.');
    product.__children = children.filter((id) => id !== Number(child.id));
    return true;
  },
  ['Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface::getList']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    return optionsOfProduct(ctx.state, product);
  },
  ['Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface::get']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    const id = intParam(ctx, 'id');
    const option = ctx.state.configurableOptions.all().find((candidate) => candidate.__sku === product.sku && candidate.id === id);
    if (option === undefined) throw notFound('The "%1" entity that was requested doesn\'t exist. Verify the entity and try again.', [id]);
    // configurable-option-by-id-without-values: the read by id leaves out what the option list answers of its values.
    if (ctx.options.faults.has('configurable-option-by-id-without-values')) return { ...serializeOption(ctx.state, product, option), values: [] };
    return serializeOption(ctx.state, product, option);
  },
  ['Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface::save']: (ctx) => {
    // An option added to a simple product makes it configurable (OptionRepositoryTest::testAdd; the real 2.4.7-p3,
    // probed by hand 2026-12-03: the product then reads type_id configurable).
    const held = requireProduct(ctx.state, param(ctx, 'sku'));
    if (held.type_id === 'simple' && ctx.call.params.id === undefined) held.type_id = 'configurable';
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    const input = bodyObject(ctx, 'option');
    // An update changes label and position in place and answers the id as an integer; a new option's id is text
    // (real 2.4.7: "9"). Its values follow the children, whatever the body says.
    if (ctx.call.params.id !== undefined) {
      const id = intParam(ctx, 'id');
      const option = optionRows(ctx.state, String(product.sku)).find((candidate) => candidate.id === id);
      if (option === undefined) throw notFound('The "%1" entity that was requested doesn\'t exist. Verify the entity and try again.', [id]);
      if (input.label !== undefined) option.label = asString(input.label, String(option.label));
      if (input.position !== undefined) option.position = asNumber(input.position, asNumber(option.position, 0));
      return id;
    }
    // An option without id on an attribute the product already uses is that option: its label and position change
    // and its id is answered (OptionRepositoryTest::testUpdateWithoutOptionId; the real 2.4.7-p3 and Adobe Commerce
    // 2.4.6-p1, probed by hand 2026-12-03: "104", the option relabelled, no second one).
    const same = optionRows(ctx.state, String(product.sku)).find((option) => String(option.attribute_id) === asString(input.attribute_id, ''));
    if (same !== undefined) {
      if (input.label !== undefined) same.label = asString(input.label, String(same.label));
      if (input.position !== undefined) same.position = asNumber(input.position, asNumber(same.position, 0));
      return String(same.id);
    }
    return String(insertOption(ctx.state, product, input).id);
  },
  ['Magento\\ConfigurableProduct\\Api\\OptionRepositoryInterface::deleteById']: (ctx) => {
    const product = requireConfigurable(ctx.state, param(ctx, 'sku'));
    const id = intParam(ctx, 'id');
    const option = ctx.state.configurableOptions.all().find((candidate) => candidate.__sku === product.sku && candidate.id === id);
    // The delete words it otherwise than the read, without the id (real 2.4.7-p3 and Adobe Commerce 2.4.6-p1).
    if (option === undefined) throw notFound('The option that was requested doesn\'t exist. Verify the entity and try again.');
    ctx.state.configurableOptions.delete(id);
    return true;
  },
};
