// Catalog services, one file per entity: products (lookup, repository, store-scoped values, websites), stock,
// categories, attributes, attribute sets and groups, media gallery, custom options, product links, prices,
// configurable and bundle children, downloadable links and samples.

import type { HandlerTable } from '../context.ts';
import { attributeSetHandlers } from './attribute-sets.ts';
import { attributeHandlers } from './attributes.ts';
import { bundleHandlers } from './bundle.ts';
import { categoryHandlers } from './categories.ts';
import { configurableHandlers } from './configurable.ts';
import { downloadableHandlers } from './downloadable.ts';
import { productLinkHandlers } from './links.ts';
import { mediaHandlers } from './media.ts';
import { customOptionHandlers } from './options.ts';
import { priceHandlers } from './prices.ts';
import { productHandlers } from './products.ts';
import { stockHandlers } from './stock.ts';

export const catalogHandlers: HandlerTable = {
  ...productHandlers,
  ...attributeHandlers,
  ...attributeSetHandlers,
  ...mediaHandlers,
  ...customOptionHandlers,
  ...productLinkHandlers,
  ...categoryHandlers,
  ...priceHandlers,
  ...stockHandlers,
  ...configurableHandlers,
  ...bundleHandlers,
  ...downloadableHandlers,
};
