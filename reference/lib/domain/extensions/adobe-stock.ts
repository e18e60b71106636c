// Adobe Stock integration (Magento_AdobeStockAsset and _AdobeStockImage, bundled from 2.3.4), as an installation
// answers with no Adobe Stock API key configured and no asset saved: the searches of Adobe Stock itself fail, the
// installation's own asset table is empty. What the real 2.4.7-p3 answered (tests/corpus/real-2.4.7-p3/get-answers.json).

import type { HandlerTable } from '../context.ts';
import { intParam, searchCall } from '../context.ts';
import { inputError, notFound } from '../errors.ts';
import { listSearch } from '../search.ts';

const A = 'Magento\\AdobeStockAssetApi\\Api\\';

/** No API key: the Adobe Stock client cannot search (400, real 2.4.7-p3: GET /V1/adobestock/search and asset/list). */
const noStock = () => {
  throw inputError('Cannot retrieve assets from Adobe Stock.');
};

/** An asset the installation never saved: the repository's 404 names the id (real 2.4.7-p3: GET asset/1). */
const noAsset = (id: number) => notFound('Adobe Stock asset with id %id does not exist.', { id });

export const adobeStockHandlers: HandlerTable = {
  ['Magento\\AdobeStockImageApi\\Api\\GetImageListInterface::execute']: noStock,
  [`${A}GetAssetListInterface::execute`]: noStock,
  // The saved assets (adobe_stock_asset): none; the criteria still name its columns.
  [`${A}AssetRepositoryInterface::getList`]: (ctx) => listSearch(searchCall(ctx), [], { table: 'adobe_stock_asset', storage: 'flat' }),
  [`${A}AssetRepositoryInterface::getById`]: (ctx) => {
    throw noAsset(intParam(ctx, 'id'));
  },
  // deleteById loads the asset first (the repository's getById), so an id no asset has is the same 404.
  [`${A}AssetRepositoryInterface::deleteById`]: (ctx) => {
    throw noAsset(intParam(ctx, 'id'));
  },
};
