// A fake catalogue for write.product-types-whole: products saved through PUT /V1/products/:sku keep the parts of their
// type as the real 2.4.7-p3 did (bundle options and links, downloadable links and samples kept by id; configurable
// options saved anew with a new id; a configurable answering price 0), and the prerequisites (children, an attribute
// set, group and select attribute) are made. Named faults break one behaviour each.

import type { Target } from './async-scenario-target.ts';
import { platformError, type Canned } from './fake-context.ts';

export type ProductTypesFault =
  /** The parts inside the body are not saved. */
  | 'parts-dropped'
  /** An update keeps the parts it leaves out. */
  | 'left-out-kept'
  /** A part sent with its id is saved as a new one. */
  | 'ids-renewed'
  /** The first PUT answers a lost deadlock. */
  | 'deadlock-once'
  /** The first two PUTs answer the repository's try-again form (the real Commerce 2.4.6-p1, twice in a row). */
  | 'try-again-twice'
  /** Every PUT answers the try-again form. */
  | 'try-again-always'
  /** A downloadable product's links are refused: their host is not in env.php's downloadable_domains. */
  | 'domains-unlisted'
  /** Every POST of a child product is refused. */
  | 'children-refused'
  /** A media entry's delete is refused. */
  | 'entry-delete-refused'
  /** A PUT answers the product as it was before the save (the read after it shows the save). */
  | 'answer-stale'
  /** A part added without id is given an id below the ones the product holds (a selection: 1). */
  | 'added-ids-low'
  /** An update that leaves the parts out (or sends them null) clears them. */
  | 'omitted-parts-cleared'
  /** A create answers its parts without their ids. */
  | 'create-ids-unanswered'
  /** A bundle option whose type alone changes has its selections' quantities reset to 1. */
  | 'type-change-resets-qty'
  /** A downloadable link or sample sent by its id with new file content keeps its old file. */
  | 'update-keeps-file'
  /** A downloadable link's or sample's file content is stored, and the answer names no file for it. */
  | 'files-unanswered'
  /** A link or sample made by file through its own route reads with a URL beside its file. */
  | 'route-file-with-url'
  /** A downloadable sample (not a link) sent by its id with new file content keeps its old file. */
  | 'sample-update-keeps-file'
  /** A sample (not a link) made by file through its own route reads with a URL beside its file. */
  | 'sample-route-with-url';

type Json = Record<string, unknown>;
const PARTS = ['bundle_product_options', 'configurable_product_options', 'configurable_product_links', 'downloadable_product_links', 'downloadable_product_samples'];
/** Media entries as the real 2.4.7-p3 keeps them: the content becomes a file, answered by its path. */
const asEntry = (entry: unknown, id: number): Json => {
  const { content, ...rest } = obj(entry);
  return { ...rest, id, file: rest.file ?? `/c/c/${String(obj(content).name)}` };
};
/** A downloadable link or sample as the real 2.4.7-p3 keeps it: each content sent becomes a file, answered by its path
 * (/<first letter>/<second letter>/<name>); `held` keeps its own file under the fault update-keeps-file. */
const FILES: Array<[string, string]> = [['link_file_content', 'link_file'], ['sample_file_content', 'sample_file']];
const filed = (entry: Json, held: Json | undefined, faults: readonly ProductTypesFault[]): Json => {
  const out: Json = { ...entry };
  for (const [content, file] of FILES) {
    if (!(content in out)) continue;
    const name = String(obj(out[content]).name);
    delete out[content];
    if (faults.includes('files-unanswered')) continue;
    out[file] = faults.includes('update-keeps-file') && typeof held?.[file] === 'string' ? held[file] : `/${name[0] ?? ''}/${name[1] ?? ''}/${name}`;
  }
  return out;
};
const obj = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

export function productTypesTarget(...faults: ProductTypesFault[]): Target {
  const products = new Map<string, Json>();
  let nextId = 100;
  let deadlocked = false;
  let puts = 0;
  const keepIds = (held: unknown[], sent: unknown[], idKey: string, key: string): unknown[] =>
    sent.map((entry) => {
      const e = obj(entry);
      const known = held.some((h) => obj(h)[idKey] !== undefined && obj(h)[idKey] === e[idKey]);
      const heldPart = obj(held.find((h) => obj(h)[idKey] !== undefined && obj(h)[idKey] === e[idKey]));
      const fileFaults: ProductTypesFault[] = key === 'downloadable_product_samples' && faults.includes('sample-update-keeps-file') ? [...faults, 'update-keeps-file'] : faults;
      const out: Json = { ...filed(e, known ? heldPart : undefined, fileFaults), [idKey]: known && !faults.includes('ids-renewed') ? e[idKey] : nextId++ };
      const reset = faults.includes('type-change-resets-qty') && known && heldPart.type !== e.type && heldPart.title === e.title;
      if (Array.isArray(e.product_links)) out.product_links = e.product_links.map((l) => ({ ...obj(l), ...(reset ? { qty: 1 } : {}), id: obj(l).id !== undefined && known && !faults.includes('ids-renewed') ? obj(l).id : faults.includes('added-ids-low') && held.length > 0 ? '1' : String(nextId++) }));
      return out;
    });
  const save = (sku: string, product: Json): Json => {
    const held = products.get(sku) ?? { sku, id: nextId++ };
    const { extension_attributes: ext, ...own } = product;
    const heldExt = obj(held.extension_attributes);
    const newExt: Json = { ...heldExt };
    for (const [key, value] of Object.entries(obj(ext))) {
      if (!PARTS.includes(key)) {
        newExt[key] = value;
        continue;
      }
      if (faults.includes('parts-dropped') || (!Array.isArray(value) && !faults.includes('omitted-parts-cleared'))) continue;
      if (!Array.isArray(value)) {
        delete newExt[key];
        continue;
      }
      const before = Array.isArray(heldExt[key]) ? (heldExt[key] as unknown[]) : [];
      const idKey = key === 'bundle_product_options' ? 'option_id' : 'id';
      const saved = key === 'configurable_product_links' ? value : key === 'configurable_product_options' ? value.map((o) => ({ ...obj(o), id: nextId++ })) : keepIds(before, value, idKey, key);
      newExt[key] = faults.includes('left-out-kept') ? [...before.filter((b) => !saved.some((s) => obj(s)[idKey] === obj(b)[idKey])), ...saved] : saved;
    }
    if (faults.includes('omitted-parts-cleared') && products.has(sku)) for (const key of PARTS) if (!(key in obj(ext))) delete newExt[key];
    const media = Array.isArray(own.media_gallery_entries) ? own.media_gallery_entries.map((e) => asEntry(e, obj(e).id !== undefined ? Number(obj(e).id) : nextId++)) : held.media_gallery_entries;
    const row: Json = { ...held, ...own, extension_attributes: newExt, ...(media === undefined ? {} : { media_gallery_entries: media }) };
    products.set(sku, row);
    return row;
  };
  const shown = (row: Json): Json => (row.type_id === 'configurable' ? { ...row, price: 0 } : row);
  return (sent): Canned => {
    const path = sent.path;
    const sku = decodeURIComponent(path.replace(/^\/V1\/products\//, ''));
    if (sent.method === 'POST' && path === '/V1/products') {
      if (faults.includes('children-refused')) return platformError(400, 'The product was unable to be saved. Please try again.');
      const product = obj(obj(sent.body).product);
      if (faults.includes('domains-unlisted') && product.type_id === 'downloadable') return platformError(400, 'Link URL\'s domain is not in list of downloadable_domains in env.php.');
      const row = shown(save(String(product.sku), product));
      if (!faults.includes('create-ids-unanswered') || !PARTS.some((key) => key in obj(obj(product).extension_attributes))) return { status: 200, json: row };
      const bare = obj(JSON.parse(JSON.stringify(row)));
      for (const key of PARTS) {
        const part = obj(bare.extension_attributes)[key];
        if (Array.isArray(part)) for (const e of part) if (typeof e === 'object' && e !== null) delete (e as Json)[key === 'bundle_product_options' ? 'option_id' : 'id'];
      }
      return { status: 200, json: bare };
    }
    if (sent.method === 'POST' && path === '/V1/products/attribute-sets') return { status: 200, json: { attribute_set_id: 9 } };
    if (sent.method === 'POST' && path === '/V1/products/attribute-sets/groups') return { status: 200, json: { attribute_group_id: '11' } };
    if (sent.method === 'POST' && path === '/V1/products/attributes') return { status: 200, json: { attribute_id: 77, options: [{ value: '' }, { value: '5' }, { value: '6' }] } };
    if (sent.method === 'POST' && path === '/V1/products/attribute-sets/attributes') return { status: 200, json: '12' };
    if (sent.method === 'GET' && path === '/V1/store/storeConfigs') return { status: 200, json: [{ base_url: 'http://shop.test/' }] };
    if (sent.method === 'PUT' && path.startsWith('/V1/products/')) {
      if (faults.includes('deadlock-once') && !deadlocked) {
        deadlocked = true;
        return platformError(400, 'Database deadlock found when trying to get lock');
      }
      puts++;
      if (faults.includes('try-again-always') || (faults.includes('try-again-twice') && puts <= 2)) return platformError(400, 'The product was unable to be saved. Please try again.');
      const product = obj(obj(sent.body).product);
      if (faults.includes('domains-unlisted') && product.type_id === 'downloadable') return platformError(400, 'Link URL\'s domain is not in list of downloadable_domains in env.php.');
      const before = products.get(sku);
      const stale = before === undefined ? null : shown(JSON.parse(JSON.stringify(before)) as Json);
      const row = shown(save(sku, product));
      return { status: 200, json: faults.includes('answer-stale') && stale !== null ? stale : row };
    }
    const own = /^\/V1\/products\/([^/]+)\/downloadable-links(\/samples)?$/.exec(path);
    if (own) {
      const row = products.get(decodeURIComponent(own[1] ?? ''));
      const key = own[2] === undefined ? 'downloadable_product_links' : 'downloadable_product_samples';
      if (row === undefined) return platformError(404, 'The product that was requested doesn\'t exist. Verify the product and try again.');
      const ext = obj(row.extension_attributes);
      const held = Array.isArray(ext[key]) ? (ext[key] as Json[]) : [];
      if (sent.method === 'GET') return { status: 200, json: held };
      const entry = obj(obj(sent.body)[own[2] === undefined ? 'link' : 'sample']);
      const id = nextId++;
      const made = filed(entry, undefined, faults);
      if (faults.includes('sample-route-with-url') && own[2] !== undefined) made.sample_url = 'https://shop.test/elsewhere.zip';
      if (faults.includes('route-file-with-url')) made[own[2] === undefined ? 'link_url' : 'sample_url'] = 'https://shop.test/elsewhere.zip';
      row.extension_attributes = { ...ext, [key]: [...held, { ...made, id }] };
      return { status: 200, json: String(id) };
    }
    if (sent.method === 'GET' && path.startsWith('/V1/products/')) {
      const row = products.get(sku);
      return row === undefined ? platformError(404, 'The product that was requested doesn\'t exist. Verify the product and try again.') : { status: 200, json: shown(row) };
    }
    const entry = /^\/V1\/products\/([^/]+)\/media\/(\d+)$/.exec(path);
    if (sent.method === 'DELETE' && entry) {
      if (faults.includes('entry-delete-refused')) return platformError(500, 'The image could not be removed.');
      const row = products.get(decodeURIComponent(entry[1] ?? ''));
      if (row !== undefined) row.media_gallery_entries = (row.media_gallery_entries as Json[]).filter((e) => e.id !== Number(entry[2]));
      return { status: 200, json: true };
    }
    if (sent.method === 'DELETE') {
      if (path.startsWith('/V1/products/') && !path.startsWith('/V1/products/attribute')) products.delete(sku);
      return { status: 200, json: true };
    }
    return platformError(404, `no fake for ${sent.method} ${path}`);
  };
}
