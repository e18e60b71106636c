// Gift wrappings (Magento_GiftWrapping) as a real Adobe Commerce 2.4.6-p1 plays them (probed 2026-12-02,
// tests/corpus/real-commerce-2.4.6-p1/gift-wrapping.json): the repository's get, list, save and delete, and the image
// files its saves write under pub/media (which stay when the wrapping goes). Code references are to
// vendor/magento/module-gift-wrapping of that release.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, bodyObject, intParam, searchCall } from '../context.ts';
import { DeveloperModeError, DomainError, inputError, internalError, notFound } from '../errors.ts';
import { COMMERCE_EDITION_FAULT } from '../faults.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone } from '../json.ts';
import { parseSearchCriteria, searchResult, type SearchCriteria } from '../search.ts';
import { SEARCH_FAULTS } from '../../search-faults.ts';
import type { State } from '../state.ts';
import { BASE_URL } from '../stores.ts';

const GW = 'Magento\\GiftWrapping\\Api\\';
const MEDIA_URL = `${BASE_URL}media/`;
/** Model/Wrapping.php: IMAGE_PATH, IMAGE_TMP_PATH and the extensions attachBinaryImage accepts (:37). */
const IMAGE_PATH = 'wrapping/';
const IMAGE_TMP_PATH = 'tmp/wrapping/';
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png'];

/** WrappingInterface's fields in the order its answers list them; a null one is left out. */
const ANSWER_FIELDS = ['wrapping_id', 'design', 'status', 'base_price', 'image_name', 'image_base64_content', 'base_currency_code', 'website_ids', 'image_url'] as const;

function notFoundWrapping(id: number | string): DomainError {
  return notFound("Gift wrapping with the %1 ID wasn't found. Verify the ID and try again.", [id]);
}

function requireWrapping(state: State, id: number): JsonObject {
  const wrapping = state.giftWrappings.get(id);
  if (wrapping === undefined) throw notFoundWrapping(id);
  return wrapping;
}

const answerOf = (data: JsonObject): JsonObject => {
  const out: JsonObject = {};
  for (const field of ANSWER_FIELDS) if (data[field] !== undefined && data[field] !== null) out[field] = clone(data[field] as Json);
  return out;
};

/** WrappingRepository::get (:83-98): the wrapping with its design, websites, image name and the image's URL. */
function readWrapping(row: JsonObject): JsonObject {
  const image = typeof row.image === 'string' && row.image !== '' ? row.image : null;
  return answerOf({ wrapping_id: row.wrapping_id ?? null, design: row.design ?? null, status: row.status ?? null, base_price: row.base_price ?? null, image_name: image, base_currency_code: 'USD', website_ids: clone((row.website_ids ?? []) as Json), image_url: image === null ? null : `${MEDIA_URL}${IMAGE_PATH}${image}` });
}

/** The list (getList, :103-113) neither joins the store attributes nor sets the image name: design null, no
 * image_name, the image's URL all the same. */
function listedWrapping(row: JsonObject): JsonObject {
  const read = readWrapping(row);
  const out: JsonObject = { wrapping_id: read.wrapping_id ?? null, design: null, status: read.status ?? null, base_price: read.base_price ?? null, base_currency_code: 'USD', website_ids: read.website_ids ?? [] };
  if (read.image_url !== undefined) out.image_url = read.image_url;
  return out;
}

/** What getimagesizefromstring recognises of the extensions allowed (PNG, GIF, JPEG), and the other formats it
 * knows (so a .png of BMP or WEBP content is an image too, as on the platform). */
function isImage(content: Buffer): boolean {
  const starts = (bytes: number[]): boolean => bytes.every((byte, i) => content[i] === byte);
  return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || starts([0x47, 0x49, 0x46, 0x38]) || starts([0xff, 0xd8, 0xff]) || starts([0x42, 0x4d]) || (starts([0x52, 0x49, 0x46, 0x46]) && content.subarray(8, 12).toString('latin1') === 'WEBP');
}

/** base64_decode($content, true): strict, false (empty) for anything that is not base64. */
function strictBase64(text: string): Buffer {
  const compact = text.replace(/[\r\n\t ]/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return Buffer.alloc(0);
  return Buffer.from(compact, 'base64');
}

/** Uploader::getNewFileName: the name, or name_1, name_2 ... while wrapping/<name> exists. */
function newFileName(state: State, name: string): string {
  const taken = (candidate: string): boolean => state.wrappingImageFiles.all().some((file) => file.path === `${IMAGE_PATH}${candidate}`);
  if (!taken(name)) return name;
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot < 0 ? [name, ''] : [name.slice(0, dot), name.slice(dot)];
  let index = 1;
  while (taken(`${base}_${index}${ext}`)) index += 1;
  return `${base}_${index}${ext}`;
}

/**
 * WrappingRepository::save (:118-142) and the model it drives: the currency first; an update loads the wrapping and
 * lays the body over it (so a stored image comes back as image_name); base64_decode of the content, which on PHP 8.2
 * turns a missing image_base64_content (null) into a deprecation the error handler throws (500); then
 * attachBinaryImage (Model/Wrapping.php:275-314): nothing without a file name, else the content must be there, the
 * extension allowed, the name clean and the content an image; the file is written to tmp/wrapping/<free name> and
 * moved to wrapping/<name> on save when that name was free (a taken name leaves the new file in tmp/wrapping and the
 * old image in place). The validator wants design, status and base_price. The answer is the saved object: what was
 * sent, laid over what was loaded, with the image's URL (the temporary one when an image was attached).
 */
function saveWrapping(ctx: Ctx): JsonObject {
  const { state } = ctx;
  const input = bodyObject(ctx, 'data');
  const idParam = ctx.call.params.wrappingId ?? (input.wrapping_id === undefined || input.wrapping_id === null ? undefined : String(input.wrapping_id));
  if (input.base_currency_code !== undefined && input.base_currency_code !== null && input.base_currency_code !== 'USD') {
    throw inputError("A valid currency code wasn't entered. Enter a valid %1 currency code and try again.", ['USD']);
  }
  const existing = idParam === undefined ? undefined : state.giftWrappings.get(asNumber(idParam, -1));
  if (idParam !== undefined && existing === undefined) throw notFoundWrapping(/^\d+$/.test(idParam) ? Number(idParam) : idParam);
  // The path id reaches the body as data.wrapping_id (ParamsOverrider: WrappingInterface has setWrappingId).
  const data: JsonObject = existing === undefined ? {} : { ...readWrapping(existing) };
  for (const [key, value] of Object.entries(input)) data[key] = clone(value as Json);
  if (existing !== undefined) data.wrapping_id = existing.wrapping_id ?? null;
  if (typeof data.image_base64_content !== 'string') throw base64OfNull(ctx);
  const content = strictBase64(data.image_base64_content);
  const name = typeof data.image_name === 'string' ? data.image_name : '';
  let written: string | null = null;
  if (name !== '') {
    if (content.length === 0) throw inputError('The image content must be valid data.');
    const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
    if (!IMAGE_EXTENSIONS.includes(extension)) throw inputError('The image extension "%1" not allowed.', [extension]);
    if (!/^[^\\/?*:";<>()|{}]+$/.test(name)) throw inputError('Provided image name contains forbidden characters.');
    if (!isImage(content)) throw inputError('The image content must be valid data.');
    written = newFileName(state, name);
  }
  const missing = [['design', 'Gift Wrapping Design'], ['status', 'Status'], ['base_price', 'Price']].filter(([field]) => data[field as string] === undefined || data[field as string] === null).map(([, label]) => `Field is required: ${String(label)}`);
  if (missing.length > 0) throw inputError(missing.join('\n'));
  const row: JsonObject = existing ?? { status: 0, base_price: 0, image: null, design: null, website_ids: [1] };
  row.design = String(data.design);
  row.status = asNumber(data.status, 0);
  row.base_price = asNumber(data.base_price, 0);
  if (Array.isArray(data.website_ids)) row.website_ids = data.website_ids.map((id) => asNumber(id, 1));
  if (existing === undefined) state.giftWrappings.insert(row, 'wrapping_id');
  const dropped = ctx.options.faults.has(COMMERCE_EDITION_FAULT.giftWrappingImageDropped);
  if (written !== null && !dropped) {
    state.wrappingImageFiles.insert({ path: `${IMAGE_TMP_PATH}${written}`, wrapping_id: row.wrapping_id ?? null }, 'id');
    // beforeSave (:131-146) moves tmp/wrapping/<the name asked for>: only there when that name was free.
    const moved = state.wrappingImageFiles.all().find((file) => file.path === `${IMAGE_TMP_PATH}${name}`);
    if (moved !== undefined) {
      moved.path = `${IMAGE_PATH}${name}`;
      row.image = name;
    }
  }
  data.wrapping_id = row.wrapping_id ?? null;
  data.base_currency_code = 'USD';
  if (data.website_ids === undefined) data.website_ids = clone((row.website_ids ?? [1]) as Json);
  if (written !== null) data.image_url = `${MEDIA_URL}${IMAGE_TMP_PATH}${name}`;
  return answerOf(data);
}

/** base64_decode(null): "Deprecated Functionality" thrown by the error handler; the message in developer mode (the
 * fault search-unknown-field-sql plays that mode), masked otherwise; the queue consumer records it either way. */
function base64OfNull(ctx: Ctx): DomainError {
  const message = 'Deprecated Functionality: base64_decode(): Passing null to parameter #1 ($string) of type string is deprecated in /var/www/html/vendor/magento/module-gift-wrapping/Model/WrappingRepository.php on line 134';
  if (ctx.options.faults.has(SEARCH_FAULTS.unknownFieldSql)) return new DeveloperModeError(message, '#0 /var/www/html/vendor/magento/module-gift-wrapping/Model/WrappingRepository.php(134): Magento\\Framework\\App\\ErrorHandler->handler()');
  return internalError(message);
}

/** The columns of magento_giftwrapping, the table the repository's collection selects. `design` is a store-scoped value
 * (magento_giftwrapping_store_attributes) and the websites another table, so the collection cannot filter or sort on
 * them: the search criteria go into the SQL as they are, and MySQL refuses the statement. A real Adobe Commerce
 * 2.4.6-p1 (developer mode: the exception's message is the answer's) answered 500 "SQLSTATE[42S22]: Column not
 * found: 1054 Unknown column 'design' in 'where clause'" to a filter on design. */
const WRAPPING_COLUMNS = new Set(['wrapping_id', 'status', 'base_price', 'image']);

function unknownWrappingColumn(criteria: SearchCriteria, developerMode: boolean): DomainError | null {
  const quote = (v: string): string => `'${v.replace(/'/g, "\\'")}'`;
  for (const group of criteria.filterGroups) {
    const bad = group.find((filter) => !WRAPPING_COLUMNS.has(filter.field));
    if (bad === undefined) continue;
    const where = group.map((f) => `(\`${f.field}\` ${f.conditionType === 'like' ? 'LIKE' : '='} ${quote(f.value)})`).join(' OR ');
    if (!developerMode) return internalError();
    return new DomainError(500, `SQLSTATE[42S22]: Column not found: 1054 Unknown column '${bad.field}' in 'where clause', query was: SELECT \`main_table\`.* FROM \`magento_giftwrapping\` AS \`main_table\` WHERE (${where})`);
  }
  const sort = criteria.sortOrders.find((order) => !WRAPPING_COLUMNS.has(order.field));
  if (sort === undefined) return null;
  return developerMode ? new DomainError(500, `SQLSTATE[42S22]: Column not found: 1054 Unknown column '${sort.field}' in 'order clause'`) : internalError();
}

function listWrappings(ctx: Ctx): JsonObject {
  const criteria = parseSearchCriteria(ctx.call.query);
  // Outside developer mode the platform masks the SQL error (the 2.4.6-p1 that showed it ran in developer mode); the
  // reference shows it only under the fault that plays developer mode.
  const error = unknownWrappingColumn(criteria, searchCall(ctx).faults.has(SEARCH_FAULTS.unknownFieldSql));
  if (error !== null) throw error;
  // Filters and sorts read the table's columns: the image's file name is the `image` column.
  const result = searchResult(ctx.state.giftWrappings.all(), criteria);
  result.items = (result.items as JsonObject[]).map(listedWrapping);
  return result;
}

export const giftWrappingHandlers: HandlerTable = {
  [`${GW}WrappingRepositoryInterface::get`]: (ctx) => readWrapping(requireWrapping(ctx.state, intParam(ctx, 'id'))),
  [`${GW}WrappingRepositoryInterface::getList`]: listWrappings,
  [`${GW}WrappingRepositoryInterface::save`]: saveWrapping,
  // The rows go (the store attributes and websites by foreign key); the image files stay (the resource model has no
  // file handling, Model/ResourceModel/Wrapping.php).
  [`${GW}WrappingRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'id');
    requireWrapping(ctx.state, id);
    ctx.state.giftWrappings.delete(id);
    return true;
  },
};

/** The installation's own wrapping, with its image (as the real installation's wrapping 1, hd-wrap.png). */
export function seedGiftWrappings(state: State): void {
  state.giftWrappings.put(1, { wrapping_id: 1, design: 'Reference Gift Paper', status: 1, base_price: 3.5, image: 'reference-wrap.png', website_ids: [1] });
  state.wrappingImageFiles.insert({ path: `${IMAGE_PATH}reference-wrap.png`, wrapping_id: 1 }, 'id');
}
