// A catalogue of products with images inside their bodies for the unit test of write.media-gallery, as the real
// 2.4.7-p3 keeps them (probed by hand 2026-12-03): POST /V1/products creates a product, or saves the one the SKU names;
// an entry sent with the id of one the product holds changes it, one with content is a new image stored at
// /<a>/<b>/<name> (<name>_1 when that file is held already); the held entries not sent are removed, unless the body
// adds a new image (then they stay, without roles); media_gallery_entries left out keep the entries, [] removes them;
// each role (image, small_image, thumbnail) names the file of the entry given it. Each fault is one wrong form.

import type { ScenarioSent, Target } from './async-scenario-target.ts';
import { platformError, type Canned } from './fake-context.ts';

export type MediaGalleryFault =
  /** An update without media_gallery_entries removes the images. */
  | 'omitted-cleared'
  /** media_gallery_entries [] keeps the images. */
  | 'empty-kept'
  /** An entry sent by its id keeps its old label. */
  | 'label-kept'
  /** The images left out of an update stay. */
  | 'left-out-kept'
  /** An image stored under its name without the /<a>/<b>/ folders. */
  | 'flat-file'
  /** An image sent again under a file name held already overwrites it (no _1). */
  | 'same-name-overwrites'
  /** The roles sent are not saved: no role names a file. */
  | 'roles-lost'
  /** The create answers the product without its images. */
  | 'create-answer-without-images'
  | null;

interface Entry {
  id: number;
  label: unknown;
  position: unknown;
  disabled: unknown;
  types: string[];
  file: string;
}

const ROLES = ['image', 'small_image', 'thumbnail'];
const rec = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export function mediaGalleryTarget(fault: MediaGalleryFault = null): Target {
  const products = new Map<string, { sku: string; name: unknown; media: Entry[] }>();
  let next = 10;
  const held = (): Set<string> => new Set([...products.values()].flatMap((p) => p.media.map((m) => m.file)));
  const fileOf = (name: string): string => {
    const at = (n: string): string => (fault === 'flat-file' ? `/${n}` : `/${n.charAt(0)}/${n.charAt(1)}/${n}`);
    const dot = name.lastIndexOf('.');
    let file = at(name);
    for (let n = 1; fault !== 'same-name-overwrites' && held().has(file); n++) file = at(`${name.slice(0, dot)}_${n}${name.slice(dot)}`);
    return file;
  };
  const out = (p: { sku: string; name: unknown; media: Entry[] }, withImages = true): Canned => {
    const roles = ROLES.map((role) => ({ attribute_code: role, value: fault === 'roles-lost' ? 'no_selection' : (p.media.find((m) => m.types.includes(role))?.file ?? 'no_selection') }));
    return { status: 200, json: { sku: p.sku, name: p.name, custom_attributes: roles, media_gallery_entries: withImages ? p.media.map((m) => ({ id: m.id, media_type: 'image', label: m.label, position: m.position, disabled: m.disabled, types: m.types, file: m.file })) : [] } };
  };
  const save = (p: { sku: string; name: unknown; media: Entry[] }, input: Record<string, unknown>): void => {
    if ('name' in input) p.name = input.name;
    const entries = input.media_gallery_entries;
    if (!Array.isArray(entries)) {
      if (!('media_gallery_entries' in input) && fault === 'omitted-cleared') p.media = [];
      return;
    }
    if (entries.length === 0 && fault === 'empty-kept') return;
    const sent = entries.map(rec);
    const adds = sent.some((e) => !p.media.some((m) => m.id === e.id));
    const kept: Entry[] = [];
    for (const m of p.media) {
      const e = sent.find((s) => s.id === m.id);
      if (e !== undefined) kept.push({ ...m, label: fault === 'label-kept' ? m.label : e.label, position: e.position, disabled: e.disabled, types: Array.isArray(e.types) ? e.types.map(String) : m.types });
      else if (adds || fault === 'left-out-kept') kept.push({ ...m, types: [] });
    }
    for (const e of sent.filter((s) => !p.media.some((m) => m.id === s.id))) {
      const file = fileOf(String(rec(e.content).name));
      if (fault === 'same-name-overwrites') for (const k of kept) if (k.file === file) k.types = [];
      kept.push({ id: next++, label: e.label, position: e.position, disabled: e.disabled, types: Array.isArray(e.types) ? e.types.map(String) : [], file });
    }
    p.media = kept;
  };
  return (sent: ScenarioSent): Canned => {
    const parts = sent.path.split('/').map(decodeURIComponent);
    const body = rec(rec(sent.body).product);
    const notFound = (): Canned => platformError(404, "The product that was requested doesn't exist. Verify the product and try again.");
    if (sent.method === 'POST' && sent.path === '/V1/products') {
      const sku = String(body.sku);
      const existing = products.get(sku);
      const p = existing ?? { sku, name: body.name, media: [] };
      save(p, body);
      products.set(sku, p);
      return out(p, existing !== undefined || fault !== 'create-answer-without-images');
    }
    const p = products.get(parts[3] ?? '');
    if (p === undefined) return notFound();
    if (sent.method === 'GET' && parts.length === 4) return out(p);
    if (sent.method === 'PUT' && parts.length === 4) {
      save(p, body);
      return out(p);
    }
    if (sent.method === 'DELETE' && parts[4] === 'media') {
      p.media = p.media.filter((m) => String(m.id) !== parts[5]);
      return { status: 200, json: true };
    }
    if (sent.method === 'DELETE' && parts.length === 4) {
      products.delete(p.sku);
      return { status: 200, json: true };
    }
    return platformError(404, 'Request does not match any route.');
  };
}
