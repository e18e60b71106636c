// Downloadable products' links and samples (Magento_Downloadable).

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, bodyValue, intParam, param } from '../context.ts';
import { inputError, notFound, requiredField } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import { partStoreId, SCOPE_PART_FAULT } from '../scope.ts';
import { ADMIN_STORE_ID, type State } from '../state.ts';
import { acceptsAnyDownloadableFile, acceptsAnyDownloadableUrl, acceptsNegativeDownloadable } from '../input-faults.ts';
import { publicCopy, requireProduct } from './lookup.ts';
import { FORBIDDEN_NAME, strictBase64 } from './media.ts';
import { keepsDownloadableFile } from '../faults.ts';

export function downloadablesOf(state: State, sku: string, kind: 'link' | 'sample'): JsonObject[] {
  return state.downloadables.all().filter((row) => row.__sku === sku && row.__kind === kind);
}

/**
 * env.php's downloadable_domains of this installation: setup:install lists the host of the base URL, and the
 * reference publishes http://localhost/ (GET /V1/store/storeConfigs). A link or sample by URL must be on one of them,
 * and an IP address never qualifies (DomainValidator::isValid: the real 2.4.7 at 127.0.0.1, whose list holds
 * "127.0.0.1", refuses every URL).
 */
const DOWNLOADABLE_DOMAINS: readonly string[] = ['localhost'];

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** The platform's refusal of a link's or sample's URL, or null when it may be saved. */
function urlRefusal(input: JsonObject): string | null {
  const checks: Array<[unknown, unknown, string]> = [
    [input.link_type, input.link_url, 'Link URL'],
    [input.sample_type, input.sample_url, 'Sample URL'],
  ];
  for (const [type, url, what] of checks) {
    if (type !== 'url' || typeof url !== 'string') continue;
    const refusal = oneUrlRefusal(url, what);
    if (refusal !== null) return refusal;
  }
  return null;
}

function oneUrlRefusal(url: string, what: string): string | null {
  const host = hostOf(url);
  if (host === null) return `${what} must have valid format.`;
  const ip = /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':') || host.startsWith('[');
  if (ip || !DOWNLOADABLE_DOMAINS.includes(host.toLowerCase())) return `${what}'s domain is not in list of downloadable_domains in env.php.`;
  return null;
}

/** The files the reference holds under pub/media/downloadable: the ones its links and samples were given as content
 * (a link or sample naming another file path without content names a file no one has). */
const heldFiles = (state: State): ReadonlySet<string> => new Set(state.downloadables.all().flatMap((row) => [row.link_file, row.sample_file]).filter((f): f is string => typeof f === 'string'));

/** Where the platform stores a link's or sample's file sent as content named `name`: /<first letter>/<second
 * letter>/<name> under pub/media/downloadable/files (the real 2.4.7-p3 and 2.4.6-p1: "link1_content.jpg" as
 * /l/i/link1_content.jpg, 2026-12-03), the characters a file name may not hold as _. */
export function downloadableFileOf(name: string): string {
  const corrected = name.replace(/[^a-z0-9_\-.]+/gi, '_');
  const folder = (c: string | undefined): string => (c === '.' || c === undefined ? '_' : c);
  return `/${folder(corrected[0])}/${folder(corrected[1])}/${corrected}`;
}

/** The files an entry's contents become: link_file and sample_file from link_file_content and sample_file_content
 * (a name sent), else the file path it names. */
function filesOf(input: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [content, file] of [['link_file_content', 'link_file'], ['sample_file_content', 'sample_file']] as const) {
    const sent = input[content];
    if (isObject(sent) && typeof sent.name === 'string') out[file] = downloadableFileOf(sent.name);
    else if (typeof input[file] === 'string') out[file] = input[file];
  }
  return out;
}

/** One resource of a link or a sample (its link part or its sample part) as its ContentValidator checks it, the
 * refusal worded as the real 2.4.7-p3 and 2.4.6-p1 word it (2026-12-02), or null. */
function resourceRefusal(type: unknown, url: unknown, file: unknown, content: unknown, what: { url: string; notFound: string }, faults: ReadonlySet<string>, files: ReadonlySet<string>): string | null {
  if (type === 'url') return acceptsAnyDownloadableUrl(faults) ? null : typeof url === 'string' ? oneUrlRefusal(url, what.url) : `${what.url} must have valid format.`;
  if (acceptsAnyDownloadableFile(faults)) return null;
  if (isObject(content)) {
    if (strictBase64(content.file_data) === null) return 'Provided content must be valid base64 encoded data.';
    if (typeof content.name !== 'string' || content.name === '' || FORBIDDEN_NAME.test(content.name)) return 'Provided file name contains forbidden characters.';
    return null;
  }
  return typeof file === 'string' && files.has(file) ? null : what.notFound;
}

/** The refusal of a link or sample sent to its repository's save (LinkRepository, SampleRepository): the type, then
 * the ContentValidator (price, downloads, sort order, then the link's and the sample's resource), or null. */
function contentRefusal(kind: 'link' | 'sample', input: JsonObject, faults: ReadonlySet<string>, files: ReadonlySet<string>): string | null {
  const hasSample = 'sample_type' in input && input.sample_type !== null;
  if (!acceptsAnyDownloadableUrl(faults)) {
    if (kind === 'link' && input.link_type !== 'url' && input.link_type !== 'file') return 'The link type is invalid. Verify and try again.';
    if (kind === 'link' && hasSample && input.sample_type !== 'url' && input.sample_type !== 'file') return 'The link sample type is invalid. Verify and try again.';
    if (kind === 'sample' && input.sample_type !== 'url' && input.sample_type !== 'file') return 'The sample type is invalid. Verify the sample type and try again.';
  }
  if (!acceptsNegativeDownloadable(faults)) {
    const validated: Array<[string, string]> = kind === 'link' ? [['price', 'Link price must have numeric positive value.'], ['number_of_downloads', 'Number of downloads must be a positive integer.'], ['sort_order', 'Sort order must be a positive integer.']] : [['sort_order', 'Sort order must be a positive integer.']];
    for (const [field, message] of validated) if (typeof input[field] !== 'number' || input[field] < 0) return message;
  }
  if (kind === 'link') {
    const link = resourceRefusal(input.link_type, input.link_url, input.link_file, input.link_file_content, { url: 'Link URL', notFound: 'Link file not found. Please try again.' }, faults, files);
    if (link !== null) return link;
    return hasSample ? resourceRefusal(input.sample_type, input.sample_url, input.sample_file, input.sample_file_content, { url: 'Sample URL', notFound: 'Link sample file not found. Please try again.' }, faults, files) : null;
  }
  return resourceRefusal(input.sample_type, input.sample_url, input.sample_file, input.sample_file_content, { url: 'Sample URL', notFound: 'Sample file not found. Please try again.' }, faults, files);
}

/** A link or sample as a store view reads it: the view's own title over the default (downloadable_link_title and
 * downloadable_sample_title per store; none where it was made in a view's scope), a link's price of the view's website
 * over the default (downloadable_link_price per website; null where there is neither: the real 2.4.7-p3 and 2.4.6-p1,
 * 2026-12-03). */
export function downloadableForStore(row: JsonObject, storeId: number, state?: State): JsonObject {
  const own = isObject(row.__titles) && storeId !== 0 ? (row.__titles as JsonObject)[String(storeId)] : undefined;
  const out: JsonObject = { ...publicCopy(row), ...(typeof own === 'string' ? { title: own } : {}) };
  if (row.__kind === 'link') {
    const website = storeId === 0 || state === undefined ? undefined : state.storeViews.find((v) => v.id === storeId)?.website_id;
    const prices = isObject(row.__prices) ? (row.__prices as JsonObject) : {};
    const price = website === undefined ? undefined : prices[String(website)];
    out.price = typeof price === 'number' ? price : typeof row.price === 'number' ? row.price : null;
  }
  return out;
}

/** The store and website a link's or sample's values saved under `storeCode` with isGlobalScopeContent `global` are
 * for: null (the default values) without a view's code or with true. */
function viewScope(ctx: Ctx): { store: number; website: number } | null {
  const store = partStoreId(ctx.state, ctx.call.storeCode);
  if (store === ADMIN_STORE_ID || bodyValue(ctx, 'isGlobalScopeContent') !== false) return null;
  return { store, website: ctx.state.storeViews.find((v) => v.id === store)?.website_id ?? 1 };
}

/** A title and a price saved in a view's scope: the view's title, the view's website's price (a price landing in the
 * default under the fault scope-link-view-price-global, a sample's title in the default under
 * scope-sample-title-everywhere, a link's under scope-link-title-everywhere). */
function saveInView(row: JsonObject, kind: 'link' | 'sample', input: JsonObject, scope: { store: number; website: number }, faults: ReadonlySet<string>): void {
  if ('title' in input) {
    const everywhere = faults.has(kind === 'link' ? SCOPE_PART_FAULT.linkTitleEverywhere : SCOPE_PART_FAULT.sampleTitleEverywhere);
    if (everywhere) row.title = clone(input.title);
    else row.__titles = { ...(isObject(row.__titles) ? (row.__titles as JsonObject) : {}), [String(scope.store)]: clone(input.title) };
  }
  if (kind === 'link' && 'price' in input) {
    if (faults.has(SCOPE_PART_FAULT.linkViewPriceGlobal)) row.price = clone(input.price);
    else row.__prices = { ...(isObject(row.__prices) ? (row.__prices as JsonObject) : {}), [String(scope.website)]: clone(input.price) };
  }
}

/** The links and samples a product body carries, checked before the product is saved (the platform refuses the
 * whole product: 400 "Link URL's domain is not in list of downloadable_domains in env.php."). */
export function checkProductDownloadables(extension: JsonObject): void {
  for (const key of ['downloadable_product_links', 'downloadable_product_samples'] as const) {
    for (const entry of Array.isArray(extension[key]) ? extension[key] : []) {
      const refusal = isObject(entry) ? urlRefusal(entry as JsonObject) : null;
      if (refusal !== null) throw inputError(refusal);
    }
  }
}

/** Save the links and samples of a product body (after checkProductDownloadables). */
export function saveProductDownloadables(state: State, product: JsonObject, extension: JsonObject, keepLeftOut = false, faults: ReadonlySet<string> = new Set()): void {
  for (const [key, kind] of [['downloadable_product_links', 'link'], ['downloadable_product_samples', 'sample']] as const) {
    if (!Array.isArray(extension[key])) continue;
    // An entry sent with the id of one the product holds is that one, changed in place (its id kept); the others are
    // new, and the ones held but not sent are removed (the real 2.4.7-p3: link 529 and sample 529 kept their ids
    // through a product PUT that changed them and left the second link out).
    const entries = extension[key].filter((entry): entry is JsonObject => isObject(entry));
    const sentIds = new Set(entries.map((entry) => Number(entry.id)));
    if (!keepLeftOut) for (const row of downloadablesOf(state, String(product.sku), kind)) if (!sentIds.has(Number(row.id))) state.downloadables.delete(Number(row.id));
    for (const entry of entries) {
      const held = state.downloadables.get(Number(entry.id));
      if (held !== undefined && held.__sku === product.sku && held.__kind === kind) {
        const fresh = downloadableRow(String(product.sku), kind, entry);
        // The URLs and files the entry does not send again stay stored (the real 2.4.7-p3: a link by URL given file
        // content answers its old link_url beside the new link_file, 2026-12-03; Magento's ProductRepositoryTest
        // "urls are still saved, just not used").
        const stays: JsonObject = {};
        for (const field of ['link_url', 'sample_url', 'link_file', 'sample_file']) if (!(field in fresh) && typeof held[field] === 'string') stays[field] = held[field];
        if (keepsDownloadableFile(faults)) for (const field of ['link_file', 'sample_file']) if (typeof held[field] === 'string') fresh[field] = held[field];
        for (const field of Object.keys(held)) if (field !== 'id') delete held[field];
        Object.assign(held, stays, fresh);
      } else insertDownloadable(state, String(product.sku), kind, entry);
    }
  }
}

function insertDownloadable(state: State, sku: string, kind: 'link' | 'sample', input: JsonObject): JsonObject {
  const row = downloadableRow(sku, kind, input);
  state.downloadables.insert(row, 'id');
  return row;
}

/** A link or sample as stored, from a request's entry (without its id). */
function downloadableRow(sku: string, kind: 'link' | 'sample', input: JsonObject): JsonObject {
  const row: JsonObject = { title: asString(input.title, ''), sort_order: asNumber(input.sort_order, 0) };
  if (kind === 'link') Object.assign(row, { is_shareable: asNumber(input.is_shareable, 0), price: asNumber(input.price, 0), number_of_downloads: asNumber(input.number_of_downloads, 0), link_type: asString(input.link_type, 'url') });
  if (typeof input.link_url === 'string') row.link_url = input.link_url;
  Object.assign(row, filesOf(input));
  // A link sent without a sample has none: sample_type null (the real 2.4.7-p3, whole-entities/product-type-downloadable.json).
  row.sample_type = kind === 'link' && typeof input.sample_type !== 'string' ? null : asString(input.sample_type, 'url');
  if (typeof input.sample_url === 'string') row.sample_url = input.sample_url;
  row.__sku = sku;
  row.__kind = kind;
  return row;
}

const DOWNLOADABLE_NOT_FOUND = { link: 'No downloadable link with the provided ID was found. Verify the ID and try again.', sample: 'No downloadable sample with the provided ID was found. Verify the ID and try again.' };

function saveDownloadable(ctx: Ctx, kind: 'link' | 'sample'): number {
  const product = requireProduct(ctx.state, param(ctx, 'sku'));
  const input = bodyObject(ctx, kind);
  // save() updates the entry the body's id names, else creates one on a downloadable product only; either way the
  // type and the content validator come first (LinkRepository, SampleRepository). The web API replaces a body's id
  // with the URL's :id (ParamsOverrider: the real 2.4.7-p3 saved link 1 for PUT .../downloadable-links/1 with
  // link.id 2100000000, and refused PUT .../2100000000 with link.id 1, 2026-12-02); a body without id is a new entry.
  const bodyId = input.id === undefined || input.id === null ? null : input.id;
  const pathId = ctx.call.params.id;
  const id = bodyId === null ? null : asNumber(pathId ?? bodyId, -1);
  if (id !== null) {
    const existing = ctx.state.downloadables.get(id);
    if (existing === undefined || existing.__kind !== kind) throw notFound(DOWNLOADABLE_NOT_FOUND[kind]);
    const refusal = contentRefusal(kind, input, ctx.options.faults, heldFiles(ctx.state));
    if (refusal !== null) throw inputError(refusal);
    // isGlobalScopeContent false (the body's, beside the link) under a store view's code: the title is the view's own,
    // a link's price its website's; true, or left out (the service's default), they are the default ones, and a
    // view's own stay (the real 2.4.7-p3 and 2.4.6-p1; Magento's LinkRepositoryTest and SampleRepositoryTest
    // ::testUpdate and their global-scope siblings). The other fields are global.
    const scope = viewScope(ctx);
    if (scope !== null) saveInView(existing, kind, input, scope, ctx.options.faults);
    // New content is a new file for the entry, its id kept (the real 2.4.7-p3, 2026-12-03).
    if (!keepsDownloadableFile(ctx.options.faults)) Object.assign(existing, filesOf(input));
    for (const [key, value] of Object.entries(input)) {
      if (key === 'id' || key.endsWith('_file_content') || key.endsWith('_file')) continue;
      if (scope !== null && (key === 'title' || (kind === 'link' && key === 'price'))) continue;
      existing[key] = clone(value);
    }
    return Number(existing.id);
  }
  if (product.type_id !== 'downloadable') throw inputError('The product needs to be the downloadable type. Verify the product and try again.');
  const refusal = contentRefusal(kind, input, ctx.options.faults, heldFiles(ctx.state));
  if (refusal !== null) throw inputError(refusal);
  if (asString(input.title, '') === '') throw requiredField('title');
  const row = insertDownloadable(ctx.state, String(product.sku), kind, input);
  // Made in a view's scope: its title the view's, its price the view's website's, none by default (the real 2.4.7-p3:
  // under all it reads with no title and price null; LinkRepositoryTest::testCreateSavesPriceAndTitleInStoreViewScope).
  const scope = viewScope(ctx);
  if (scope !== null) {
    delete row.title;
    if (kind === 'link') delete row.price;
    saveInView(row, kind, input, scope, ctx.options.faults);
  }
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
  [`${DL}LinkRepositoryInterface::getList`]: (ctx) => downloadablesOf(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku), 'link').map((link) => downloadableForStore(link, ctx.storeId, ctx.state)),
  [`${DL}SampleRepositoryInterface::getList`]: (ctx) => downloadablesOf(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku), 'sample').map((sample) => downloadableForStore(sample, ctx.storeId, ctx.state)),
  [`${DL}LinkRepositoryInterface::save`]: (ctx) => saveDownloadable(ctx, 'link'),
  [`${DL}SampleRepositoryInterface::save`]: (ctx) => saveDownloadable(ctx, 'sample'),
  [`${DL}LinkRepositoryInterface::delete`]: (ctx) => deleteDownloadable(ctx, 'link'),
  [`${DL}SampleRepositoryInterface::delete`]: (ctx) => deleteDownloadable(ctx, 'sample'),
};
