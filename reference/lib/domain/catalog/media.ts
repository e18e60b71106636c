// Product media gallery entries (images).

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, intParam, param } from '../context.ts';
import { inputError, notFound } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import { partStoreId, SCOPE_PART_FAULT } from '../scope.ts';
import { ADMIN_STORE_ID, type State } from '../state.ts';
import { acceptsAnyMediaContent } from '../input-faults.ts';
import { keepsMediaFile } from '../faults.ts';
import { publicCopy, requireProduct } from './lookup.ts';

function mediaOf(state: State, sku: string): JsonObject[] {
  return state.mediaEntries.all().filter((entry) => entry.__sku === sku);
}

function requireMedia(state: State, sku: string, entryId: number, message = 'The image doesn\'t exist. Verify and try again.'): JsonObject {
  const entry = mediaOf(state, sku).find((candidate) => candidate.id === entryId);
  if (entry === undefined) throw notFound(message);
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

/** GalleryManagement's refusal of an update or delete naming no entry of the product (its get says "The image doesn't
 * exist." instead; the real 2.4.7-p3 and 2.4.6-p1 alike, 2026-12-02). */
const NO_IMAGE_WITH_ID = 'No image with the provided ID was found. Verify the ID and try again.';

/** The image types ImageContentValidator allows by default, with the extension a file named without one is given. */
const IMAGE_TYPES: Readonly<Record<string, string>> = { 'image/jpg': 'jpg', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/png': 'png' };

/** What the decoded content is, by its first bytes (getimagesizefromstring's answer), or null for no image. */
function sniffImage(bytes: Buffer): string | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  return null;
}

/** base64_decode($data, true): the text in the base64 alphabet only, else nothing. */
export function strictBase64(data: unknown): Buffer | null {
  if (typeof data !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(data.replace(/\s/g, ''))) return null;
  const bytes = Buffer.from(data, 'base64');
  return bytes.length === 0 ? null : bytes;
}

/** The characters a file name may not hold (ImageContentValidator and Downloadable's File\ContentValidator alike). */
export const FORBIDDEN_NAME = /[\\/?*:";<>()|{}]/;

/** ImageContentValidator::isValid: the content is base64 of an image whose type is the one sent and allowed, its name
 * without forbidden characters. Each refusal as the real 2.4.7-p3 and 2.4.6-p1 word it (2026-12-02). */
function checkImageContent(content: JsonObject | null, faults: ReadonlySet<string>): void {
  if (acceptsAnyMediaContent(faults)) return;
  const bytes = content === null ? null : strictBase64(content.base64_encoded_data);
  if (content === null || bytes === null) throw inputError('The image content must be valid base64 encoded data.');
  const type = sniffImage(bytes);
  if (type === null) throw inputError('The image content must be valid base64 encoded data.');
  if (content.type !== type || IMAGE_TYPES[type] === undefined) throw inputError('The image MIME type is not valid or not supported.');
  if (typeof content.name !== 'string' || content.name === '' || FORBIDDEN_NAME.test(content.name)) throw inputError('Provided image name contains forbidden characters.');
}

/** The stored file's name: the one sent, with the extension of its type when it has none (the real 2.4.7-p3 stored
 * "<name>" sent as image/png as /<a>/<b>/<name>.png). */
function storedName(content: JsonObject): string {
  const name = asString(content.name, 'image.png');
  const extension = IMAGE_TYPES[asString(content.type, 'image/png')] ?? 'png';
  return /\.[A-Za-z0-9]+$/.test(name) ? name : `${name}.${extension}`;
}

/** An image's roles are the entry's alone: the roles an entry is given leave every other entry of the product
 * (GalleryManagement::update's array_diff). */
function takeRoles(state: State, sku: string, entryId: number, types: unknown): void {
  if (!Array.isArray(types)) return;
  for (const other of mediaOf(state, sku)) {
    if (other.id === entryId || !Array.isArray(other.types)) continue;
    other.types = other.types.filter((type) => !types.includes(type));
  }
}

function saveMedia(ctx: Ctx, sku: string, update: boolean): number {
  const input = bodyObject(ctx, 'entry');
  const content = isObject(input.content) ? input.content : null;
  if (!update) checkImageContent(content, ctx.options.faults);
  const product = requireProduct(ctx.state, sku);
  if (update) {
    // update() takes the entry from the body's id; the URL's :entryId is not read.
    const entryId = asNumber(input.id, -1);
    const entry = requireMedia(ctx.state, String(product.sku), entryId, NO_IMAGE_WITH_ID);
    const store = ctx.options.faults.has(SCOPE_PART_FAULT.mediaViewWriteDefault) ? ADMIN_STORE_ID : partStoreId(ctx.state, ctx.call.storeCode);
    const views = isObject(entry.__views) ? (entry.__views as JsonObject) : {};
    const own: JsonObject = isObject(views[String(store)]) ? (views[String(store)] as JsonObject) : {};
    for (const field of ['label', 'position', 'disabled', 'types', 'media_type'] as const) {
      if (!(field in input)) continue;
      if (store !== ADMIN_STORE_ID && (PER_VIEW_MEDIA_FIELDS as readonly string[]).includes(field)) own[field] = clone(input[field] ?? null);
      else entry[field] = clone(input[field] ?? null);
    }
    if (store !== ADMIN_STORE_ID) entry.__views = { ...views, [String(store)]: own };
    takeRoles(ctx.state, String(product.sku), entryId, input.types);
    // New content is a new file for the entry, its id kept (the real 2.4.7-p3: /c/c/<name>-updated.png, 2026-12-02).
    if (content !== null && typeof content.base64_encoded_data === 'string' && !keepsMediaFile(ctx.options.faults)) {
      const name = storedName(content);
      entry.file = fileOf(name);
      entry.__content = { base64_encoded_data: content.base64_encoded_data, type: asString(content.type, 'image/png'), name };
    }
    return entryId;
  }
  if (content === null || typeof content.base64_encoded_data !== 'string') throw inputError('The image content is invalid. Verify the content and try again.');
  const name = storedName(content);
  const row: JsonObject = {
    media_type: asString(input.media_type, 'image'),
    label: asString(input.label, ''),
    position: asNumber(input.position, 1),
    disabled: input.disabled === true,
    // The product's first image takes every role when sent with none (real 2.4.7-p3, issue 28).
    types: Array.isArray(input.types) && input.types.length > 0 ? clone(input.types as Json[]) : mediaOf(ctx.state, String(product.sku)).length === 0 ? ['image', 'small_image', 'thumbnail', 'swatch_image'] : [],
    file: newFile(ctx.state, name),
    // Kept, never answered: the real 2.4.7-p3's reads answer the file's path, not the content sent.
    __content: { base64_encoded_data: content.base64_encoded_data, type: asString(content.type, 'image/png'), name },
    __sku: String(product.sku),
  };
  ctx.state.mediaEntries.insert(row, 'id');
  takeRoles(ctx.state, String(product.sku), Number(row.id), row.types);
  return Number(row.id);
}

/** Where the platform stores an uploaded image: pub/media/catalog/product/<first letter>/<second letter>/<name>. */
const fileOf = (name: string): string => `/${name.charAt(0)}/${name.charAt(1)}/${name}`;

/** The file a new image is stored as: /<a>/<b>/<name>, or, when an entry already holds that file, the name with _1
 * (then _2...) before its extension (the uploader's new name for a file that exists: the real 2.4.7-p3 and 2.4.6-p1,
 * 2026-12-03, a product saved again with the same two images answered /s/4/<name>_1.png for each;
 * ProductRepositoryInterfaceTest::testUpdateProductWithMediaGallery). */
function newFile(state: State, name: string): string {
  const held = new Set(state.mediaEntries.all().map((entry) => entry.file));
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let file = fileOf(name);
  for (let n = 1; held.has(file); n++) file = fileOf(`${stem}_${n}${extension}`);
  return file;
}

/** The media gallery entries a product body carries (media_gallery_entries) are the product's from now on: one with
 * the id of an entry the product holds is that entry, changed in place; one with content is a new image; the held
 * ones not sent are removed (the real 2.4.7-p3, tests/corpus/real-2.4.7-p3/whole-entities/product-type-media.json),
 * unless the body adds a new image: then they stay, without roles (2.4.7-p3's MediaGalleryProcessor "avoid deleting
 * an existing image while adding a new one"; a product saved again with its two images held four, 2026-12-03). */
export function saveProductMedia(state: State, sku: string, entries: readonly Json[]): void {
  const sent = entries.filter((entry): entry is JsonObject => isObject(entry));
  const kept = new Set(sent.map((entry) => Number(entry.id)));
  const adds = sent.some((entry) => !mediaOf(state, sku).some((held) => held.id === Number(entry.id)));
  for (const held of mediaOf(state, sku)) {
    if (kept.has(Number(held.id))) continue;
    if (adds) held.types = [];
    else state.mediaEntries.delete(Number(held.id));
  }
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
      file: newFile(state, name),
      __content: { base64_encoded_data: content.base64_encoded_data, type: asString(content.type, 'image/png'), name },
      __sku: sku,
    }, 'id');
  }
}

const P = 'Magento\\Catalog\\Api\\';

export const mediaHandlers: HandlerTable = {
  [`${P}ProductAttributeMediaGalleryManagementInterface::getList`]: (ctx) => mediaOf(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku)).map((entry) => mediaForStore(entry, ctx.storeId)),
  [`${P}ProductAttributeMediaGalleryManagementInterface::get`]: (ctx) => mediaForStore(requireMedia(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku), intParam(ctx, 'entryId')), ctx.storeId),
  [`${P}ProductAttributeMediaGalleryManagementInterface::create`]: (ctx) => saveMedia(ctx, param(ctx, 'sku'), false),
  [`${P}ProductAttributeMediaGalleryManagementInterface::update`]: (ctx) => {
    saveMedia(ctx, param(ctx, 'sku'), true);
    return true;
  },
  [`${P}ProductAttributeMediaGalleryManagementInterface::remove`]: (ctx) => {
    const entry = requireMedia(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku), intParam(ctx, 'entryId'), NO_IMAGE_WITH_ID);
    ctx.state.mediaEntries.delete(Number(entry.id));
    return true;
  },
};
