// The parts of the run's own product that the scope checks read per store view besides its name: custom attributes
// (url_key, the image roles image, small_image and thumbnail), media gallery entries (label, position, disabled) and
// a downloadable product's links (title). Each is a value the platform keeps per store (an EAV value, a row of
// catalog_product_entity_media_gallery_value, of downloadable_link_title) that a view inherits from the default until
// a write under the view's code gives it its own.
//
// A product with images leaves files: each image is its file and resized copies in pub/media. On the real 2.4.7-p3
// deleting the entry removes them all, deleting only the product leaves the copies (write.product-types-whole); on
// the real Adobe Commerce 2.4.6-p1 the copies (pub/media/catalog/product/cache) stay even once the entry is deleted
// (2026-12-02). So the entries are deleted before the product, each image's copies are listed as left by design (and
// its file too when its entry could not be deleted), and the scenarios that make images need the full write level.

import { PIXEL_PNG } from '../owned/catalog-entities.ts';
import { leftLedger } from '../owned/left-ledger.ts';
import { skip, type HttpExchange, type ScenarioContext, type Verdict } from '../types.ts';
import { describe, ok } from './views.ts';

/** Why a scenario that makes images needs COMMERCE_WRITES=full. */
export const IMAGES_BELOW_FULL = 'not run below COMMERCE_WRITES=full: this scenario gives the run\'s own product images, whose files stay in pub/media if an entry cannot be removed (COMMERCE_WRITES=full runs it and lists any such file in after-run.json)';

/** The image roles a product's custom attributes name a file for. */
export const IMAGE_ROLES = ['image', 'small_image', 'thumbnail'] as const;

export const record = (json: unknown): Record<string, unknown> => (json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {});

/** A custom attribute's value in a product's read, or undefined when the read does not carry it. */
export function attributeOf(json: unknown, code: string): unknown {
  const attributes = record(json).custom_attributes;
  if (!Array.isArray(attributes)) return undefined;
  return attributes.map(record).find((a) => a.attribute_code === code)?.value;
}

/** What a media gallery entry holds per store view. */
export interface MediaValues {
  label: unknown;
  position: unknown;
  disabled: unknown;
}

export const mediaValues = (json: unknown): MediaValues => {
  const entry = record(json);
  return { label: entry.label, position: entry.position, disabled: entry.disabled };
};

/** A product's media gallery entries as a read answers them. */
export const entriesOf = (json: unknown): Array<Record<string, unknown>> => {
  const entries = record(json).media_gallery_entries;
  return Array.isArray(entries) ? entries.map(record) : [];
};

/** A gallery entry of the run's own image (a 1×1 PNG), named after the product. */
export const imageEntry = (sku: string, tag: string, position: number, roles: readonly string[]): Record<string, unknown> => ({
  media_type: 'image',
  label: `${sku} ${tag}`,
  position,
  disabled: false,
  types: [...roles],
  content: { base64_encoded_data: PIXEL_PNG, type: 'image/png', name: `${sku}-${tag}.png` },
});

/** The product path of a sku. */
export const productPath = (sku: string): string => `/V1/products/${encodeURIComponent(sku)}`;

/** Delete the product's gallery entries (their files with them), then the product; each image's resized copies, and
 * the file of an entry the run could not delete, are listed as left by design. */
export async function removeWithImages(ctx: ScenarioContext, sku: string, by: string): Promise<HttpExchange> {
  const read = await ctx.send('admin', { method: 'GET', path: productPath(sku), storeCode: 'all' });
  for (const entry of entriesOf(read.json)) {
    const removed = await ctx.send('admin', { method: 'DELETE', path: `${productPath(sku)}/media/${String(entry.id)}`, storeCode: 'all' });
    const file = typeof entry.file === 'string' ? `${entry.file.startsWith('/') ? '' : '/'}${entry.file}` : null;
    if (file === null) continue;
    leftLedger().left({ kind: 'media file', id: `catalog/product/cache/*${file}`, by });
    if (!ok(removed)) leftLedger().left({ kind: 'media file', id: `catalog/product${file}`, by });
  }
  return ctx.send('admin', { method: 'DELETE', path: productPath(sku), storeCode: null });
}

/** Make a product from `body` under `code`: its sku, or why it could not be made. */
export async function makeProduct(ctx: ScenarioContext, body: { product: Record<string, unknown> }, code: string | null): Promise<{ id: string; res: HttpExchange } | { reason: string }> {
  const res = await ctx.send('admin', { method: 'POST', path: '/V1/products', storeCode: code, body });
  return ok(res) ? { id: String(body.product.sku), res } : { reason: `the run's own product could not be made: POST /V1/products answered ${describe(res)}` };
}

/** Run `body` on the product `make` made, then remove it: its images first when `images` names the check that made
 * them (null: a product without images). */
export async function withOwnProduct(ctx: ScenarioContext, sku: string, make: () => Promise<{ id: string } | { reason: string }>, images: string | null, body: () => Promise<Verdict>): Promise<Verdict> {
  const made = await make();
  if ('reason' in made) return skip(made.reason);
  try {
    return await body();
  } finally {
    if (images !== null) await removeWithImages(ctx, sku, images);
    else await ctx.send('admin', { method: 'DELETE', path: productPath(sku), storeCode: null });
  }
}
