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
  /** The create copies the default roles into every view (which then keep them). */
  | 'create-roles-copied'
  /** Roles sent under a view's code land in the default roles. */
  | 'view-roles-everywhere'
  /** An image holding a role elsewhere is deleted under a view. */
  | 'delete-not-refused'
  /** The roles sent null under a view keep the view's own. */
  | 'null-roles-kept'
  /** The gallery's list answers the entries without content. */
  | 'list-without-content'
  /** The entry's own read answers it without content. */
  | 'get-without-content'
  /** The gallery's list answers every entry without roles. */
  | 'list-roles-stale'
  /** A save under a view of the sku and a name answers the old name. */
  | 'view-name-unanswered'
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
  /** Roles of a view's own, per product and store (store → role → file). */
  const viewRoles = new Map<string, Map<number, Record<string, string>>>();
  const VIEWS = [{ id: 1, code: 'default', website_id: 1 }, { id: 2, code: 'fr', website_id: 1 }, { id: 3, code: 'second_en', website_id: 2 }];
  const storeOf = (code: string | null | undefined): number => (code === 'all' ? 0 : (VIEWS.find((v) => v.code === code)?.id ?? 1));
  const ownOf = (sku: string, store: number): Record<string, string> => {
    const stores = viewRoles.get(sku) ?? new Map<number, Record<string, string>>();
    viewRoles.set(sku, stores);
    const own = stores.get(store) ?? {};
    stores.set(store, own);
    return own;
  };
  let next = 10;
  const held = (): Set<string> => new Set([...products.values()].flatMap((p) => p.media.map((m) => m.file)));
  const fileOf = (name: string): string => {
    const at = (n: string): string => (fault === 'flat-file' ? `/${n}` : `/${n.charAt(0)}/${n.charAt(1)}/${n}`);
    const dot = name.lastIndexOf('.');
    let file = at(name);
    for (let n = 1; fault !== 'same-name-overwrites' && held().has(file); n++) file = at(`${name.slice(0, dot)}_${n}${name.slice(dot)}`);
    return file;
  };
  const out = (p: { sku: string; name: unknown; media: Entry[] }, withImages = true, store = 0): Canned => {
    const own = store === 0 ? {} : ownOf(p.sku, store);
    const roles = ROLES.map((role) => ({ attribute_code: role, value: fault === 'roles-lost' ? 'no_selection' : (own[role] ?? p.media.find((m) => m.types.includes(role))?.file ?? 'no_selection') }));
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
    const store = storeOf(sent.storeCode);
    if (sent.path === '/V1/store/storeViews') return { status: 200, json: [{ id: 0, code: 'admin', website_id: 0 }, ...VIEWS] };
    if (sent.method === 'POST' && sent.path === '/V1/products' && store !== 0 && products.has(String(body.sku))) {
      const p = products.get(String(body.sku));
      if (p === undefined) return notFound();
      const before = p.name;
      if ('name' in body) p.name = body.name;
      const own = ownOf(p.sku, store);
      if (Array.isArray(body.media_gallery_entries)) {
        for (const role of ROLES) {
          const holder = body.media_gallery_entries.map(rec).find((e) => Array.isArray(e.types) && e.types.includes(role));
          const file = p.media.find((m) => holder !== undefined && m.id === holder.id)?.file;
          if (file === undefined) continue;
          if (fault === 'view-roles-everywhere') {
            for (const m of p.media) m.types = m.types.filter((t) => t !== role);
            p.media.find((m) => m.file === file)?.types.push(role);
          } else own[role] = file;
        }
      }
      if (Array.isArray(body.custom_attributes) && fault !== 'null-roles-kept') for (const a of body.custom_attributes.map(rec)) if (a.value === null) delete own[String(a.attribute_code)];
      const answer = out(p, true, store);
      return fault === 'view-name-unanswered' && 'json' in answer ? { status: 200, json: { ...rec(answer.json), name: before } } : answer;
    }
    if (sent.method === 'POST' && sent.path === '/V1/products') {
      const sku = String(body.sku);
      const existing = products.get(sku);
      const p = existing ?? { sku, name: body.name, media: [] };
      save(p, body);
      products.set(sku, p);
      if (existing === undefined && fault === 'create-roles-copied') for (const v of VIEWS) for (const role of ROLES) { const file = p.media.find((m) => m.types.includes(role))?.file; if (file !== undefined) ownOf(sku, v.id)[role] = file; }
      return out(p, existing !== undefined || fault !== 'create-answer-without-images');
    }
    const p = products.get(parts[3] ?? '');
    if (p === undefined) return notFound();
    if (sent.method === 'GET' && parts.length === 4) return out(p, true, store);
    const entryOut = (m: Entry): Record<string, unknown> => ({ id: m.id, media_type: 'image', label: m.label, position: m.position, disabled: m.disabled, types: fault === 'list-roles-stale' ? [] : m.types, file: m.file, ...(fault === 'list-without-content' ? {} : { content: { base64_encoded_data: 'x', type: 'image/png', name: m.file.split('/').pop() } }) });
    if (sent.method === 'GET' && parts[4] === 'media' && parts.length === 5) return { status: 200, json: p.media.map(entryOut) };
    if (sent.method === 'GET' && parts[4] === 'media') {
      const m = p.media.find((e) => String(e.id) === parts[5]);
      return m === undefined ? platformError(404, "The image doesn't exist. Verify and try again.") : { status: 200, json: fault === 'get-without-content' ? { id: m.id, file: m.file } : { ...entryOut(m), content: { base64_encoded_data: 'x', type: 'image/png', name: 'n' } } };
    }
    if (sent.method === 'PUT' && parts[4] === 'media') {
      const e = rec(rec(sent.body).entry);
      const m = p.media.find((x) => x.id === e.id);
      if (m === undefined) return platformError(404, 'No image with the provided ID was found. Verify the ID and try again.');
      const types = Array.isArray(e.types) ? e.types.map(String) : m.types;
      for (const other of p.media) if (other !== m) other.types = other.types.filter((t) => !types.includes(t));
      m.types = types;
      return { status: 200, json: true };
    }
    if (sent.method === 'PUT' && parts.length === 4) {
      save(p, body);
      return out(p);
    }
    if (sent.method === 'DELETE' && parts[4] === 'media' && store !== 0 && fault !== 'delete-not-refused') {
      const m = p.media.find((e) => String(e.id) === parts[5]);
      if (m !== undefined && m.types.some((t) => ROLES.includes(t))) return platformError(400, 'The image cannot be removed as it has been assigned to the other image role');
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
