// Product links (related, up-sell, cross-sell, associated) and their types.

import type { HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, bodyValue, param } from '../context.ts';
import { notFound, requiredField } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { isObject } from '../json.ts';
import { requireProduct } from './lookup.ts';
import { COMMERCE_FAULT } from '../faults.ts';
import { PRODUCT_BODY_FAULT, playsBody } from '../product-body-faults.ts';

/** A link as stored from what a save sent: an associated link (a grouped product's child) keeps its
 * extension_attributes.qty, as the real 2.4.7-p3 read it back (position 3, qty 300), unless grouped-link-qty-dropped
 * plays a save that drops it. */
export function storedLink(sku: string, item: JsonObject, faults: ReadonlySet<string>): JsonObject {
  const link: JsonObject = { sku, link_type: asString(item.link_type, 'related'), linked_product_sku: asString(item.linked_product_sku, ''), linked_product_type: asString(item.linked_product_type, 'simple'), position: asNumber(item.position, 0) };
  const qty = isObject(item.extension_attributes) ? item.extension_attributes.qty : undefined;
  if (link.link_type === 'associated' && qty !== undefined && !faults.has(COMMERCE_FAULT.groupedLinkQtyDropped)) link.extension_attributes = { qty: asNumber(qty, 0) };
  return link;
}

const P = 'Magento\\Catalog\\Api\\';

export const productLinkHandlers: HandlerTable = {
  [`${P}ProductLinkTypeListInterface::getItems`]: () => [
    { code: 1, name: 'related' },
    { code: 3, name: 'associated' },
    { code: 4, name: 'upsell' },
    { code: 5, name: 'crosssell' },
  ],
  [`${P}ProductLinkTypeListInterface::getItemAttributes`]: (ctx) => (param(ctx, 'type') === 'associated' ? [{ code: 'position', type: 'int' }, { code: 'qty', type: 'decimal' }] : [{ code: 'position', type: 'int' }]),
  [`${P}ProductLinkManagementInterface::getLinkedItemsByType`]: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const type = param(ctx, 'type');
    return ((product.__links as JsonObject[] | undefined) ?? []).filter((link) => link.link_type === type || playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.linkTypeIgnored));
  },
  [`${P}ProductLinkManagementInterface::setProductLinks`]: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const items = bodyValue(ctx, 'items');
    if (!Array.isArray(items)) throw requiredField('items');
    const links = ((product.__links as JsonObject[] | undefined) ?? []).filter((link) => !items.some((item) => isObject(item) && item.link_type === link.link_type && item.linked_product_sku === link.linked_product_sku));
    for (const item of items) {
      if (!isObject(item)) continue;
      requireProduct(ctx.state, asString(item.linked_product_sku, ''));
      links.push(storedLink(String(product.sku), item as JsonObject, ctx.options.faults));
    }
    product.__links = links;
    return true;
  },
  [`${P}ProductLinkRepositoryInterface::save`]: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const entity = bodyObject(ctx, 'entity');
    requireProduct(ctx.state, asString(entity.linked_product_sku, ''));
    const links = ((product.__links as JsonObject[] | undefined) ?? []).filter((link) => !(link.link_type === entity.link_type && link.linked_product_sku === entity.linked_product_sku));
    links.push(storedLink(String(product.sku), entity, ctx.options.faults));
    product.__links = links;
    return true;
  },
  [`${P}ProductLinkRepositoryInterface::deleteById`]: (ctx) => {
    const product = requireProduct(ctx.state, param(ctx, 'sku'));
    const type = param(ctx, 'type');
    const linked = param(ctx, 'linkedProductSku');
    const links = (product.__links as JsonObject[] | undefined) ?? [];
    if (!links.some((link) => link.link_type === type && link.linked_product_sku === linked)) throw notFound('Product %1 doesn\'t have linked %2 as %3', [String(product.sku), linked, type]);
    product.__links = links.filter((link) => !(link.link_type === type && (link.linked_product_sku === linked || playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.linkDeleteClearsType))));
    return true;
  },
};
