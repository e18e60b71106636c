// Bundle products: their options and children (Magento_Bundle).

import type { HandlerTable } from '../context.ts';
import { intParam, param } from '../context.ts';
import { inputError, notFound } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone } from '../json.ts';
import type { State } from '../state.ts';
import { publicCopy, requireProduct } from './lookup.ts';

function requireBundle(state: State, sku: string): JsonObject {
  const product = requireProduct(state, sku);
  if (product.type_id !== 'bundle') throw inputError('This is implemented for bundle products only.');
  return product;
}

export const bundleHandlers: HandlerTable = {
  ['Magento\\Bundle\\Api\\ProductLinkManagementInterface::getChildren']: (ctx) => {
    const product = requireBundle(ctx.state, param(ctx, 'productSku'));
    return ctx.state.bundleOptions
      .all()
      .filter((option) => option.sku === product.sku)
      .flatMap((option) => clone((option.product_links as Json[] | undefined) ?? []));
  },
  ['Magento\\Bundle\\Api\\ProductOptionRepositoryInterface::getList']: (ctx) => {
    const product = requireBundle(ctx.state, param(ctx, 'sku'));
    return ctx.state.bundleOptions.all().filter((option) => option.sku === product.sku).map(publicCopy);
  },
  ['Magento\\Bundle\\Api\\ProductOptionRepositoryInterface::get']: (ctx) => {
    const product = requireBundle(ctx.state, param(ctx, 'sku'));
    const id = intParam(ctx, 'optionId');
    const option = ctx.state.bundleOptions.all().find((candidate) => candidate.sku === product.sku && candidate.option_id === id);
    if (option === undefined) throw notFound('The option that was requested doesn\'t exist. Verify the entity and try again.');
    return publicCopy(option);
  },
  ['Magento\\Bundle\\Api\\ProductOptionTypeListInterface::getItems']: () => ['select', 'radio', 'checkbox', 'multi'].map((code) => ({ label: code.charAt(0).toUpperCase() + code.slice(1), code })),
};
