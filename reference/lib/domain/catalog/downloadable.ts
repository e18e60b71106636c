// Downloadable products' links and samples (Magento_Downloadable).

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, intParam, param } from '../context.ts';
import { inputError, notFound, requiredField } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { clone } from '../json.ts';
import type { State } from '../state.ts';
import { publicCopy, requireProduct } from './lookup.ts';

export function downloadablesOf(state: State, sku: string, kind: 'link' | 'sample'): JsonObject[] {
  return state.downloadables.all().filter((row) => row.__sku === sku && row.__kind === kind);
}

const DOWNLOADABLE_NOT_FOUND = { link: 'No downloadable link with the provided ID was found. Verify the ID and try again.', sample: 'No downloadable sample with the provided ID was found. Verify the ID and try again.' };

function saveDownloadable(ctx: Ctx, kind: 'link' | 'sample'): number {
  const product = requireProduct(ctx.state, param(ctx, 'sku'));
  if (product.type_id !== 'downloadable') throw inputError('The product needs to be the downloadable type. Verify the product and try again.');
  const input = bodyObject(ctx, kind);
  const idParam = ctx.call.params.id;
  if (idParam !== undefined) {
    const existing = ctx.state.downloadables.get(asNumber(idParam, -1));
    if (existing === undefined || existing.__kind !== kind) throw notFound(DOWNLOADABLE_NOT_FOUND[kind]);
    for (const [key, value] of Object.entries(input)) if (key !== 'id' && !key.endsWith('_file_content')) existing[key] = clone(value);
    return Number(existing.id);
  }
  if (asString(input.title, '') === '') throw requiredField('title');
  const row: JsonObject = { title: asString(input.title, ''), sort_order: asNumber(input.sort_order, 0) };
  if (kind === 'link') Object.assign(row, { is_shareable: asNumber(input.is_shareable, 0), price: asNumber(input.price, 0), number_of_downloads: asNumber(input.number_of_downloads, 0), link_type: asString(input.link_type, 'url') });
  if (typeof input.link_url === 'string') row.link_url = input.link_url;
  row.sample_type = asString(input.sample_type, 'url');
  if (typeof input.sample_url === 'string') row.sample_url = input.sample_url;
  row.__sku = String(product.sku);
  row.__kind = kind;
  ctx.state.downloadables.insert(row, 'id');
  return Number(row.id);
}

function deleteDownloadable(ctx: Ctx, kind: 'link' | 'sample'): boolean {
  const id = intParam(ctx, 'id');
  if (ctx.state.downloadables.get(id)?.__kind !== kind) throw notFound(DOWNLOADABLE_NOT_FOUND[kind]);
  ctx.state.downloadables.delete(id);
  return true;
}

const DL = 'Magento\\Downloadable\\Api\\';

export const downloadableHandlers: HandlerTable = {
  [`${DL}LinkRepositoryInterface::getList`]: (ctx) => downloadablesOf(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku), 'link').map(publicCopy),
  [`${DL}SampleRepositoryInterface::getList`]: (ctx) => downloadablesOf(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku), 'sample').map(publicCopy),
  [`${DL}LinkRepositoryInterface::save`]: (ctx) => saveDownloadable(ctx, 'link'),
  [`${DL}SampleRepositoryInterface::save`]: (ctx) => saveDownloadable(ctx, 'sample'),
  [`${DL}LinkRepositoryInterface::delete`]: (ctx) => deleteDownloadable(ctx, 'link'),
  [`${DL}SampleRepositoryInterface::delete`]: (ctx) => deleteDownloadable(ctx, 'sample'),
};
