// Product media gallery entries (images).

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, intParam, param } from '../context.ts';
import { inputError, notFound } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import { partStoreId, SCOPE_PART_FAULT } from '../scope.ts';
import { ADMIN_STORE_ID, type State } from '../state.ts';
import { publicCopy, requireProduct } from './lookup.ts';

function mediaOf(state: State, sku: string): JsonObject[] {
  return state.mediaEntries.all().filter((entry) => entry.__sku === sku);
}

function requireMedia(state: State, sku: string, entryId: number): JsonObject {
  const entry = mediaOf(state, sku).find((candidate) => candidate.id === entryId);
  if (entry === undefined) throw notFound('The image doesn\'t exist. Verify and try again.');
  return entry;
}

/** The values an entry keeps per store view: written under a view's code (the default view's too) they are the view's
 * own, and every other view and `all` keep the default values (the real 2.4.7-p3 and 2.4.6-p1; Magento's
 * testUpdateWithNotDefaultStoreId). Without a code, or under `all`, they are the default values. */
const PER_VIEW_MEDIA_FIELDS = ['label', 'position', 'disabled'] as const;

/** An entry as a store view reads it: its own values over the default ones. */
export function mediaForStore(entry: JsonObject, storeId: number): JsonObject {
  const own = isObject(entry.__views) ? (entry.__views as JsonObject)[String(storeId)] : undefined;
  return { ...publicCopy(entry), ...(isObject(own) && storeId !== 0 ? (clone(own) as JsonObject) : {}) };
}

function saveMedia(ctx: Ctx, sku: string, entryId: number | null): number {
  const product = requireProduct(ctx.state, sku);
  const input = bodyObject(ctx, 'entry');
  // A role is one image's: given to this entry, it leaves the product's other entries (the real 2.4.7-p3).
  const roles = Array.isArray(input.types) ? input.types.filter((role): role is string => typeof role === 'string') : [];
  for (const other of mediaOf(ctx.state, String(product.sku))) {
    if (other.id !== entryId && Array.isArray(other.types) && roles.length > 0) other.types = other.types.filter((role) => typeof role !== 'string' || !roles.includes(role));
  }
  if (entryId !== null) {
    const entry = requireMedia(ctx.state, String(product.sku), entryId);
    const store = ctx.options.faults.has(SCOPE_PART_FAULT.mediaViewWriteDefault) ? ADMIN_STORE_ID : partStoreId(ctx.state, ctx.call.storeCode);
    const views = isObject(entry.__views) ? (entry.__views as JsonObject) : {};
    const own: JsonObject = isObject(views[String(store)]) ? (views[String(store)] as JsonObject) : {};
    for (const field of ['label', 'position', 'disabled', 'types', 'media_type'] as const) {
      if (!(field in input)) continue;
      if (store !== ADMIN_STORE_ID && (PER_VIEW_MEDIA_FIELDS as readonly string[]).includes(field)) own[field] = clone(input[field] ?? null);
      else entry[field] = clone(input[field] ?? null);
    }
    if (store !== ADMIN_STORE_ID) entry.__views = { ...views, [String(store)]: own };
    return entryId;
  }
  const content = isObject(input.content) ? input.content : null;
  if (content === null || typeof content.base64_encoded_data !== 'string') throw inputError('The image content is invalid. Verify the content and try again.');
  const name = asString(content.name, 'image.png');
  const row: JsonObject = {
    media_type: asString(input.media_type, 'image'),
    label: asString(input.label, ''),
    position: asNumber(input.position, 1),
    disabled: input.disabled === true,
    // The product's first image takes every role when sent with none (real 2.4.7-p3, issue 28).
    types: Array.isArray(input.types) && input.types.length > 0 ? clone(input.types as Json[]) : mediaOf(ctx.state, String(product.sku)).length === 0 ? ['image', 'small_image', 'thumbnail', 'swatch_image'] : [],
    file: fileOf(name),
    // Kept, never answered: the real 2.4.7-p3's reads answer the file's path, not the content sent.
    __content: { base64_encoded_data: content.base64_encoded_data, type: asString(content.type, 'image/png'), name },
    __sku: String(product.sku),
  };
  ctx.state.mediaEntries.insert(row, 'id');
  return Number(row.id);
}

/** Where the platform stores an uploaded image: pub/media/catalog/product/<first letter>/<second letter>/<name>. */
const fileOf = (name: string): string => `/${name.charAt(0)}/${name.charAt(1)}/${name}`;

/** The media gallery entries a product body carries (media_gallery_entries) are the product's from now on: one with
 * the id of an entry the product holds is that entry, changed in place; one with content is a new image; the held
 * ones not sent are removed (the real 2.4.7-p3, tests/corpus/real-2.4.7-p3/whole-entities/product-type-media.json). */
export function saveProductMedia(state: State, sku: string, entries: readonly Json[]): void {
  const sent = entries.filter((entry): entry is JsonObject => isObject(entry));
  const kept = new Set(sent.map((entry) => Number(entry.id)));
  for (const held of mediaOf(state, sku)) if (!kept.has(Number(held.id))) state.mediaEntries.delete(Number(held.id));
  for (const input of sent) {
    const held = mediaOf(state, sku).find((entry) => entry.id === Number(input.id));
    if (held !== undefined) {
      for (const field of ['label', 'position', 'disabled', 'types', 'media_type'] as const) if (field in input) held[field] = clone(input[field] ?? null);
      continue;
    }
    const content = isObject(input.content) ? input.content : null;
    if (content === null || typeof content.base64_encoded_data !== 'string') throw inputError('The image content is invalid. Verify the content and try again.');
    const name = asString(content.name, 'image.png');
    state.mediaEntries.insert({
      media_type: asString(input.media_type, 'image'),
      label: asString(input.label, ''),
      position: asNumber(input.position, 1),
      disabled: input.disabled === true,
      types: Array.isArray(input.types) ? clone(input.types as Json[]) : [],
      file: fileOf(name),
      __content: { base64_encoded_data: content.base64_encoded_data, type: asString(content.type, 'image/png'), name },
      __sku: sku,
    }, 'id');
  }
}

const P = 'Magento\\Catalog\\Api\\';

export const mediaHandlers: HandlerTable = {
  [`${P}ProductAttributeMediaGalleryManagementInterface::getList`]: (ctx) => mediaOf(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku)).map((entry) => mediaForStore(entry, ctx.storeId)),
  [`${P}ProductAttributeMediaGalleryManagementInterface::get`]: (ctx) => mediaForStore(requireMedia(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku), intParam(ctx, 'entryId')), ctx.storeId),
  [`${P}ProductAttributeMediaGalleryManagementInterface::create`]: (ctx) => saveMedia(ctx, param(ctx, 'sku'), null),
  [`${P}ProductAttributeMediaGalleryManagementInterface::update`]: (ctx) => {
    saveMedia(ctx, param(ctx, 'sku'), intParam(ctx, 'entryId'));
    return true;
  },
  [`${P}ProductAttributeMediaGalleryManagementInterface::remove`]: (ctx) => {
    const entry = requireMedia(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku), intParam(ctx, 'entryId'));
    ctx.state.mediaEntries.delete(Number(entry.id));
    return true;
  },
};
