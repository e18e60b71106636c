// The three product types whose parts travel inside the product body (issue 28 §1): a fixed-price bundle with its
// options and selections, a configurable product with its option and children, a downloadable product with its links
// and samples; and a simple product with its images inside the body (media gallery entries, at the full level). Each kind makes what its product needs (children; for the configurable, an attribute set, group and
// select attribute of the run's own), gives the body that creates the product through PUT /V1/products/:sku and the
// body that then changes its parts through the same route, and says which fields the platform answers otherwise, with
// what the real 2.4.7-p3 answered (probed by hand on 2026-11-28, docs/real-platform.md, "Product types and every
// address field"). Everything is a disabled, not-visible product or an attribute of the run's own, named with the run's
// prefix; the check removes it, and the sweep removes whatever a failed scenario leaves.

import { PIXEL_PNG } from '../owned/catalog-entities.ts';
import { unlistedDomainReason } from '../owned/downloadable-domains.ts';
import { leftLedger } from '../owned/left-ledger.ts';
import { notMade, text } from '../owned/factory.ts';
import { record } from '../owned/platform-references.ts';
import { prepareCall } from '../owned/preparation.ts';
import type { HttpExchange, ScenarioContext } from '../types.ts';
import { storedFilePattern } from './uploaded-files.ts';
import { sameValue } from './verify.ts';

export type ProductTypeName = 'bundle' | 'configurable' | 'downloadable' | 'downloadable-files' | 'media';

/** What a kind made for its product: the names to remove, in order, and the values its bodies use. */
export interface Prepared {
  /** Calls that remove what the kind made, run after the product's own delete (children, attribute, set). */
  removals: Array<{ path: string }>;
  values: Record<string, string>;
}

export interface ProductTypeKind {
  type: ProductTypeName;
  /** The write level it needs: full for the product with images (a failure between its save and its end would leave
   * image files in pub/media, which no REST call removes). */
  level: 'allow' | 'full';
  /** The parts the bodies send, each a collection of the product (a dotted path: extension_attributes.<part>): compared
   * element by element, and their number after the update (an element the update leaves out is removed). */
  parts: string[];
  /** Make the kind's prerequisites; or why they could not be made. */
  prepare(ctx: ScenarioContext, sku: string): Promise<Prepared | { reason: string; removals: Array<{ path: string }> }>;
  /** The create body. */
  create(sku: string, values: Readonly<Record<string, string>>): { product: Record<string, unknown> };
  /** The route that creates the product: POST /V1/products (the platform tests' create, whose answer is compared too),
   * or PUT /V1/products/:sku (the product with images: its create by POST is judged elsewhere). */
  createBy: 'POST' | 'PUT';
  /** The update body, given the product as the create left it (the ids of its parts): parts changed by id, parts added
   * without id (answered with ids above every id the part held), one part left out (removed). */
  update(sku: string, values: Readonly<Record<string, string>>, read: Record<string, unknown>): { product: Record<string, unknown> };
  /** An update body that sends the parts as the read after the update shows them, one field of one part changed (a
   * bundle option's type): answered with that field changed and the rest unchanged. */
  retype?(sku: string, read: Record<string, unknown>): { product: Record<string, unknown> };
  /** A last update body that leaves the parts out (or sends them null, as the platform tests do): they are kept. */
  keep(sku: string): { product: Record<string, unknown> };
  /** Body pointer (under the body, `[]` for any element) → why the read answers it otherwise, as the real 2.4.7-p3 did. */
  unanswered: Record<string, string>;
  /** What to remove of the product before the product itself (its image entries, whose files a product delete leaves). */
  beforeDelete?(ctx: ScenarioContext, sku: string): Promise<void>;
  /** Why the platform's refusal of the create (its message) says the kind cannot be made on this installation at all,
   * whatever the run sends (a downloadable link's host env.php does not list); null when it is a verdict. */
  unmakeable?(refusal: string, values: Readonly<Record<string, string>>): string | null;
  /** What names the product's SKU (pt<tag>): the type's first four letters unless two kinds share them. */
  tag?: string;
  /** Why the kind is not run below the full level (a full-level kind only). */
  belowFull?: string;
  /** What an answer or a read must show beyond the fields sent, given the body it follows (the files a downloadable's
   * contents became); null, or what is wrong. */
  shownProblem?(body: { product: Record<string, unknown> }, shown: Record<string, unknown>): string | null;
  /** What an answer or a read shows that stays on the installation once the product is gone (files), recorded as left. */
  leaves?(shown: Record<string, unknown>): string[];
  /** A last step on the product as the updates left it (its parts through their own routes): a failure, or what it
   * showed (for the pass note). */
  more?(ctx: ScenarioContext, sku: string, values: Readonly<Record<string, string>>, read: Record<string, unknown>): Promise<{ failed: { broken: string; expected: string; actual: string; exchange: HttpExchange } } | { note: string }>;
}

const list = (json: unknown): unknown[] => (Array.isArray(json) ? json : []);
const ok = (res: HttpExchange): boolean => res.status >= 200 && res.status < 300;

/** The collection at `part` (a dotted path: extension_attributes.bundle_product_options) of a product. */
export const partOf = (product: Record<string, unknown>, part: string): unknown[] => {
  let node: unknown = product;
  for (const key of part.split('.')) node = record(node)[key];
  return list(node);
};

/** The last step of a part's path, for messages (bundle_product_options). */
export const partName = (part: string): string => part.split('.').pop() ?? part;

/** The ids of a product's parts, by level: a part's elements (a bundle option's option_id, any other part's id) and a
 * bundle option's selections (`<part>[].product_links`). `pointer` is the level as a body pointer with `[]` for any
 * element (product.extension_attributes.bundle_product_options[].product_links), for the kind's `unanswered`. Elements
 * that are not objects (configurable_product_links: child ids) have no id of their own. */
export interface PartIds {
  pointer: string;
  idKey: string;
  /** Each element's id as answered (undefined: none). */
  ids: unknown[];
}

export function partIds(product: Record<string, unknown>, part: string): PartIds[] {
  const elements = partOf(product, part).filter((e) => e !== null && typeof e === 'object' && !Array.isArray(e)).map(record);
  const idKey = partName(part) === 'bundle_product_options' ? 'option_id' : 'id';
  const levels: PartIds[] = [{ pointer: `product.${part}[]`, idKey, ids: elements.map((e) => e[idKey]) }];
  if (elements.some((e) => Array.isArray(e.product_links))) {
    levels.push({ pointer: `product.${part}[].product_links[]`, idKey: 'id', ids: elements.flatMap((e) => list(e.product_links).map((l) => record(l).id)) });
  }
  return levels;
}

/** A preparing write: retried, as every preparation is (owned/preparation.ts), while its failure comes from the
 * platform (a lost deadlock among concurrent saves), its attempts recorded; its failure is no verdict (issue 27). */
function prepareWrite(ctx: ScenarioContext, method: 'POST', path: string, body: unknown): Promise<HttpExchange> {
  return prepareCall((caller, options) => ctx.send(caller, { method: options.method ?? method, path: options.path ?? path, storeCode: 'all', body: options.body }), 'admin', { method, path, body, storeCode: 'all' }, ctx.name(''), (attempts) => ctx.observe('preparation-attempts', attempts));
}

/** A disabled, not-visible simple product of the run's own (no stock), in `set`, with `attributes`. */
async function child(ctx: ScenarioContext, sku: string, set = 4, attributes: Array<{ attribute_code: string; value: string }> = []): Promise<HttpExchange> {
  return prepareWrite(ctx, 'POST', '/V1/products', {
    product: { sku, name: sku, attribute_set_id: set, price: 10, status: 2, visibility: 1, type_id: 'simple', weight: 1, custom_attributes: attributes, extension_attributes: { stock_item: { qty: 0, is_in_stock: false } } },
  });
}

const productPath = (sku: string): string => `/V1/products/${encodeURIComponent(sku)}`;
const base = (sku: string, type: ProductTypeName, extra: Record<string, unknown>): Record<string, unknown> => ({ sku, name: `${sku} ${type}`, attribute_set_id: 4, status: 2, visibility: 1, type_id: type, ...extra });

// A fixed-price bundle: its selections keep their own price and price type (a dynamic one answers each child's price
// and price_type null: the real 2.4.7-p3), so every field sent is compared.
export const BUNDLE: ProductTypeKind = {
  type: 'bundle',
  level: 'allow',
  parts: ['extension_attributes.bundle_product_options'],
  async prepare(ctx, sku) {
    const removals: Array<{ path: string }> = [];
    for (const suffix of ['c1', 'c2']) {
      const made = await child(ctx, `${sku}${suffix}`);
      if (!ok(made)) return { ...notMade('bundle child', 'POST /V1/products', made), removals };
      removals.push({ path: productPath(`${sku}${suffix}`) });
    }
    return { removals, values: { c1: `${sku}c1`, c2: `${sku}c2` } };
  },
  create: (sku, v) => ({
    product: base(sku, 'bundle', {
      price: 20,
      weight: 2,
      custom_attributes: [
        { attribute_code: 'price_type', value: '1' },
        { attribute_code: 'price_view', value: '1' },
        { attribute_code: 'sku_type', value: '1' },
        { attribute_code: 'weight_type', value: '1' },
        { attribute_code: 'shipment_type', value: '0' },
      ],
      extension_attributes: {
        website_ids: [1],
        bundle_product_options: [
          { title: `${sku} first`, type: 'select', required: true, position: 1, sku, product_links: [{ sku: v.c1, qty: 2, position: 1, is_default: true, price: 5, price_type: 0, can_change_quantity: 1 }] },
          {
            title: `${sku} second`, type: 'checkbox', required: false, position: 2, sku,
            product_links: [
              { sku: v.c1, qty: 1, position: 1, is_default: false, price: 2.5, price_type: 1, can_change_quantity: 0 },
              { sku: v.c2, qty: 3, position: 2, is_default: true, price: 1, price_type: 0, can_change_quantity: 0 },
            ],
          },
        ],
      },
    }),
  }),
  createBy: 'POST',
  // As the platform's ProductServiceTest: the first option by its id, retitled, another type, its selection by its id
  // on another child with a new quantity, price and price type (testUpdateBundleModifyExistingSelection), a selection
  // added to it without id (testUpdateBundleAddSelection); the second option left out (removed) and a new option without
  // id in its place, its selection priced 20 (testUpdateFixedPriceBundleProductOptionSelectionPrice).
  update: (sku, v, read) => {
    const first = record(partOf(read, 'extension_attributes.bundle_product_options').find((o) => Number(record(o).position) === 1));
    const link = record(list(first.product_links)[0]);
    return {
      product: {
        sku,
        extension_attributes: {
          bundle_product_options: [
            {
              option_id: first.option_id, title: `${sku} first renamed`, type: 'radio', required: true, position: 1, sku,
              product_links: [
                { id: link.id, sku: v.c2, qty: 4, position: 1, is_default: true, price: 6, price_type: 1, can_change_quantity: 0 },
                { sku: v.c1, qty: 2, position: 2, is_default: false, price: 20, price_type: 1, can_change_quantity: 0 },
              ],
            },
            { title: `${sku} third`, type: 'select', required: true, position: 3, sku, product_links: [{ sku: v.c2, qty: 2, position: 1, is_default: false, price: 20, price_type: 1, can_change_quantity: 0 }] },
          ],
        },
      },
    };
  },
  // As testUpdateBundleModifyExistingOptionOnly: the options sent back as read, the first one's type alone changed.
  retype: (sku, read) => ({
    product: { sku, extension_attributes: { bundle_product_options: partOf(read, 'extension_attributes.bundle_product_options').map(record).map((o) => (Number(o.position) === 1 ? { ...o, type: 'select' } : o)) } },
  }),
  // As testUpdateProductWithoutBundleOptions: bundle_product_options null keeps the options and their selections.
  keep: (sku) => ({ product: { sku, extension_attributes: { bundle_product_options: null } } }),
  unanswered: {},
};

// A configurable product on a global select attribute of the run's own, in an attribute set of the run's own (no
// attribute is added to the installation's sets), with two children, one per value.
export const CONFIGURABLE: ProductTypeKind = {
  type: 'configurable',
  level: 'allow',
  parts: ['extension_attributes.configurable_product_options', 'extension_attributes.configurable_product_links'],
  async prepare(ctx, sku) {
    const removals: Array<{ path: string }> = [];
    const post = (path: string, body: unknown) => prepareWrite(ctx, 'POST', path, body);
    const set = await post('/V1/products/attribute-sets', { attributeSet: { attribute_set_name: `${sku}set`, sort_order: 0, entity_type_id: 4 }, skeletonId: 4 });
    const setId = text(record(set.json).attribute_set_id);
    if (!ok(set) || setId === null) return { ...notMade('attribute set', 'POST /V1/products/attribute-sets', set), removals };
    const group = await post('/V1/products/attribute-sets/groups', { group: { attribute_group_name: `${sku}grp`, attribute_set_id: Number(setId) } });
    const groupId = text(record(group.json).attribute_group_id);
    if (!ok(group) || groupId === null) return { ...notMade('attribute group', 'POST /V1/products/attribute-sets/groups', group), removals: [{ path: `/V1/products/attribute-sets/${setId}` }] };
    const code = `${sku}c`.toLowerCase().replace(/[^a-z0-9_]/g, '_').slice(0, 60);
    const attribute = await post('/V1/products/attributes', { attribute: { attribute_code: code, frontend_input: 'select', entity_type_id: '4', is_required: false, scope: 'global', default_frontend_label: code, options: [{ label: `${code} a` }, { label: `${code} b` }] } });
    const attributeId = text(record(attribute.json).attribute_id);
    const values = list(record(attribute.json).options).map((o) => text(record(o).value)).filter((v): v is string => v !== null && v !== '');
    // Products first, then the attribute, then the set (the order the removals run in).
    const tail = [{ path: `/V1/products/attributes/${code}` }, { path: `/V1/products/attribute-sets/${setId}` }];
    if (!ok(attribute) || attributeId === null || values.length < 2) return { ...notMade('select attribute', 'POST /V1/products/attributes', attribute), removals: [{ path: `/V1/products/attribute-sets/${setId}` }] };
    const assigned = await post('/V1/products/attribute-sets/attributes', { attributeSetId: Number(setId), attributeGroupId: Number(groupId), attributeCode: code, sortOrder: 0 });
    if (!ok(assigned)) return { ...notMade('attribute assignment', 'POST /V1/products/attribute-sets/attributes', assigned), removals: tail };
    const ids: string[] = [];
    for (const [i, suffix] of ['c1', 'c2'].entries()) {
      const made = await child(ctx, `${sku}${suffix}`, Number(setId), [{ attribute_code: code, value: values[i] as string }]);
      const id = text(record(made.json).id);
      if (!ok(made) || id === null) return { ...notMade('configurable child', 'POST /V1/products', made), removals: [...removals, ...tail] };
      removals.push({ path: productPath(`${sku}${suffix}`) });
      ids.push(id);
    }
    return { removals: [...removals, ...tail], values: { setId, attributeId, valueA: values[0] as string, valueB: values[1] as string, childA: ids[0] as string, childB: ids[1] as string } };
  },
  create: (sku, v) => ({
    product: base(sku, 'configurable', {
      attribute_set_id: Number(v.setId),
      price: 10,
      extension_attributes: {
        website_ids: [1],
        configurable_product_options: [{ attribute_id: v.attributeId, label: `${sku} own label`, position: 0, values: [{ value_index: Number(v.valueA) }, { value_index: Number(v.valueB) }] }],
        configurable_product_links: [Number(v.childA), Number(v.childB)],
      },
    }),
  }),
  createBy: 'POST',
  // The option relabelled, at another position, on one value; one child left (testUpdateConfigurableProductOption).
  update: (sku, v, read) => {
    const option = record(partOf(read, 'extension_attributes.configurable_product_options')[0]);
    return {
      product: {
        sku,
        extension_attributes: {
          configurable_product_options: [{ id: option.id, attribute_id: v.attributeId, label: `${sku} relabelled`, position: 1, values: [{ value_index: Number(v.valueA) }] }],
          configurable_product_links: [Number(v.childA)],
        },
      },
    };
  },
  keep: (sku) => ({ product: { sku } }),
  unanswered: {
    'product.price': 'a configurable product answers price 0: its price is its children\'s (the real 2.4.7-p3 answered 0 for a configurable saved with price 10)',
    'product.extension_attributes.configurable_product_options[].id': 'every product save writes the options anew: the real 2.4.7-p3 answered the option sent with id 849 as id 850 after the update',
  },
};

// A downloadable product with two links (one with its own sample) and a sample, all by URL on the target's own host,
// or COMMERCE_DOWNLOADABLE_HOST (a domain env.php's downloadable_domains lists); nothing is fetched from them.
export const DOWNLOADABLE: ProductTypeKind = {
  type: 'downloadable',
  level: 'allow',
  parts: ['extension_attributes.downloadable_product_links', 'extension_attributes.downloadable_product_samples'],
  async prepare(ctx): Promise<Prepared | { reason: string; removals: Array<{ path: string }> }> {
    const configured = ctx.target.downloadableHost ?? null;
    if (configured !== null) return { removals: [], values: { origin: `https://${configured}/`, configuredHost: configured } };
    const configs = await ctx.send('admin', { method: 'GET', path: '/V1/store/storeConfigs', storeCode: 'all' });
    const baseUrl = text(record(list(configs.json)[0]).base_url);
    if (configs.status !== 200 || baseUrl === null) return { ...notMade('downloadable product\'s link address', 'GET /V1/store/storeConfigs', configs), removals: [] };
    return { removals: [], values: { origin: new URL('/', baseUrl).href } };
  },
  // As the six downloadable routes (owned/catalog-entities.ts): an installation whose downloadable_domains does not
  // list the links' host refuses every link by URL; the scenario skips with the same sentence.
  unmakeable: (refusal, v) => unlistedDomainReason(refusal, v.configuredHost !== undefined ? { configured: v.configuredHost } : { baseUrlHost: new URL(v.origin ?? 'http://unknown/').hostname }),
  create: (sku, v) => {
    const url = (file: string): string => `${v.origin}${sku}-${file}.zip`;
    return {
      product: base(sku, 'downloadable', {
        price: 3,
        custom_attributes: [
          { attribute_code: 'links_purchased_separately', value: '1' },
          { attribute_code: 'links_title', value: `${sku} links` },
          { attribute_code: 'samples_title', value: `${sku} samples` },
        ],
        extension_attributes: {
          website_ids: [1],
          downloadable_product_links: [
            { title: `${sku} link one`, sort_order: 1, is_shareable: 0, price: 1.5, number_of_downloads: 2, link_type: 'url', link_url: url('1'), sample_type: 'url', sample_url: url('1s') },
            { title: `${sku} link two`, sort_order: 2, is_shareable: 1, price: 0, number_of_downloads: 0, link_type: 'url', link_url: url('2') },
          ],
          downloadable_product_samples: [{ title: `${sku} sample`, sort_order: 1, sample_type: 'url', sample_url: url('s') }],
        },
      }),
    };
  },
  createBy: 'POST',
  // The first link and the sample by their ids, changed; two samples added without id (testUpdateDownloadableProductSamples);
  // the second link left out (removed).
  update: (sku, v, read) => {
    const url = (file: string): string => `${v.origin}${sku}-${file}.zip`;
    const link = record(partOf(read, 'extension_attributes.downloadable_product_links').find((l) => Number(record(l).sort_order) === 1));
    const sample = record(partOf(read, 'extension_attributes.downloadable_product_samples')[0]);
    return {
      product: {
        sku,
        extension_attributes: {
          downloadable_product_links: [{ id: link.id, title: `${sku} link one renamed`, sort_order: 1, is_shareable: 0, price: 2, number_of_downloads: 5, link_type: 'url', link_url: url('1b'), sample_type: 'url', sample_url: url('1s') }],
          downloadable_product_samples: [
            { id: sample.id, title: `${sku} sample renamed`, sort_order: 3, sample_type: 'url', sample_url: url('s2') },
            { title: `${sku} sample added`, sort_order: 4, sample_type: 'url', sample_url: url('s3') },
            { title: `${sku} sample added too`, sort_order: 5, sample_type: 'url', sample_url: url('s4') },
          ],
        },
      },
    };
  },
  // As testUpdateDownloadableProductData: the sku and a stock setting only; the links and samples are kept.
  keep: (sku) => ({ product: { sku, extension_attributes: { stock_item: { manage_stock: false } } } }),
  unanswered: {},
};

/** The content of every file the run's downloadable links and samples upload: a few bytes of text (the platform stores
 * a link's or sample's file whatever it holds, by the name sent: measured on the real 2.4.7-p3, 2026-12-03). */
export const DOWNLOADABLE_FILE_DATA = Buffer.from('commerce-conformance downloadable file\n').toString('base64');
const fileContent = (name: string): Record<string, string> => ({ file_data: DOWNLOADABLE_FILE_DATA, name });

/** Why the downloadable product by file is not made below the full level. */
export const WRITES_BELOW_FULL_DOWNLOADABLE_FILES = 'not run below COMMERCE_WRITES=full: a downloadable link\'s or sample\'s file content becomes a file in pub/media/downloadable, which no REST call removes (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 keep it once its link, sample or product is deleted, 2026-12-03)';

/** Each resource of a link or a sample that may be a file: the content sent, the file answered, the URL beside it, and
 * the folder of pub/media/downloadable/files it is stored in. */
const FILE_RESOURCES: Array<{ part: string; content: string; file: string; url: string; folder: string }> = [
  { part: 'extension_attributes.downloadable_product_links', content: 'link_file_content', file: 'link_file', url: 'link_url', folder: 'links' },
  { part: 'extension_attributes.downloadable_product_links', content: 'sample_file_content', file: 'sample_file', url: 'sample_url', folder: 'link_samples' },
  { part: 'extension_attributes.downloadable_product_samples', content: 'sample_file_content', file: 'sample_file', url: 'sample_url', folder: 'samples' },
];

/** One link or sample as shown, against the one sent (`new`: sent without id): each resource sent as content answers
 * a file stored under the name sent (/<first letter>/<second letter>/<name>, a _<n> suffix where the name is taken);
 * a new one by file answers no URL for it (Magento's LinkRepositoryTest and SampleRepositoryTest: assertNull). */
export function fileResourceProblem(sent: Record<string, unknown>, shown: Record<string, unknown>, resources: ReadonlyArray<{ content: string; file: string; url: string }>, isNew: boolean): string | null {
  for (const r of resources) {
    const content = record(sent[r.content]);
    if (typeof content.name !== 'string') continue;
    const pattern = storedFilePattern(content.name, '');
    const file = shown[r.file];
    if (typeof file !== 'string' || !pattern.test(file)) return `${r.file} answered ${JSON.stringify(file ?? null)}, not the file of the ${r.content} sent (named ${JSON.stringify(content.name)}: ${String(pattern)})`;
    if (isNew && typeof sent[r.url] !== 'string' && shown[r.url] !== undefined && shown[r.url] !== null) return `${r.url} answered ${JSON.stringify(shown[r.url])} for one sent by file without a URL`;
  }
  return null;
}

/** The files a downloadable product body's contents became, as `shown` answers them; null, or what is wrong. Elements
 * are matched by id, those sent without id by title. */
export function downloadableFilesProblem(body: { product: Record<string, unknown> }, shown: Record<string, unknown>): string | null {
  for (const part of [...new Set(FILE_RESOURCES.map((r) => r.part))]) {
    const resources = FILE_RESOURCES.filter((r) => r.part === part);
    const held = partOf(shown, part).map(record);
    for (const sent of partOf(body.product, part).map(record)) {
      const isNew = sent.id === undefined || sent.id === null;
      const element = held.find((e) => (isNew ? e.title === sent.title : String(e.id) === String(sent.id)));
      if (element === undefined) continue; // the comparison of the fields sent names it
      const problem = fileResourceProblem(sent, element, resources, isNew);
      if (problem !== null) return `${partName(part)} "${String(sent.title)}": ${problem}`;
    }
  }
  return null;
}

/** The files `shown` names, as paths under pub/media/downloadable/files. */
export function downloadableFilesOf(shown: Record<string, unknown>): string[] {
  return FILE_RESOURCES.flatMap((r) => partOf(shown, r.part).map((e) => record(e)[r.file]).filter((f): f is string => typeof f === 'string').map((f) => `downloadable/files/${r.folder}${f.startsWith('/') ? '' : '/'}${f}`));
}

/** A link and a sample by file through their own routes (Magento's LinkRepositoryTest and SampleRepositoryTest
 * ::testCreateUploadsProvidedFileContent, ::testGetList), on the product the updates left with `held` links and
 * samples: each answers its id, and the product's list under `all` and under the run's store view reads one more, this
 * one with every field sent, its files under the names sent and no URLs. */
async function downloadableFileRoutes(ctx: ScenarioContext, sku: string, read: Record<string, unknown>): Promise<{ failed: { broken: string; expected: string; actual: string; exchange: HttpExchange } } | { note: string }> {
  const base = `${productPath(sku)}/downloadable-links`;
  const steps = [
    { kind: 'link', route: 'POST /V1/products/:sku/downloadable-links', list: 'GET /V1/products/:sku/downloadable-links', path: base, part: 'extension_attributes.downloadable_product_links', resources: FILE_RESOURCES.slice(0, 2),
      entry: { title: `${sku} link by its route`, sort_order: 50, price: 15, is_shareable: 2, number_of_downloads: 15, link_type: 'file', link_file_content: fileContent(`${sku}-r1.zip`), sample_type: 'file', sample_file_content: fileContent(`${sku}-r1s.zip`) } },
    { kind: 'sample', route: 'POST /V1/products/:sku/downloadable-links/samples', list: 'GET /V1/products/:sku/downloadable-links/samples', path: `${base}/samples`, part: 'extension_attributes.downloadable_product_samples', resources: FILE_RESOURCES.slice(2),
      entry: { title: `${sku} sample by its route`, sort_order: 50, sample_type: 'file', sample_file_content: fileContent(`${sku}-r2.zip`) } },
  ] as const;
  const fail = (broken: string, expected: string, actual: string, exchange: HttpExchange) => ({ failed: { broken, expected, actual, exchange } });
  const held = Object.fromEntries(steps.map((step) => [step.kind, partOf(read, step.part).length]));
  for (const step of steps) {
    const made = await ctx.send('admin', { method: 'POST', path: step.path, storeCode: 'all', body: { isGlobalScopeContent: true, [step.kind]: step.entry } });
    const id = typeof made.json === 'string' || typeof made.json === 'number' ? String(made.json) : '';
    if (!ok(made) || !(Number(id) > 0)) return fail(`${step.route} did not make the ${step.kind} by file (its content as base64)`, 'its id', `${made.status} ${made.bodyText.slice(0, 200)}`, made);
    const want = (held[step.kind] ?? 0) + 1;
    for (const code of ['all', undefined]) {
      const list = await ctx.send('admin', { method: 'GET', path: step.path, ...(code === undefined ? {} : { storeCode: code }) });
      const under = `under ${code === undefined ? 'the run\'s store view' : '/rest/all'}`;
      const rows = Array.isArray(list.json) ? list.json.map(record) : null;
      if (list.status !== 200 || rows === null) return fail(`${step.list} ${under} did not answer the product's ${step.kind}s`, '200 with a list', `${list.status} ${list.bodyText.slice(0, 200)}`, list);
      for (const file of downloadableFilesOf({ extension_attributes: { [partName(step.part)]: rows } })) leftLedger().left({ kind: 'media file', id: file, by: `write.product-types-whole downloadable-files ${step.route}` });
      if (rows.length !== want) return fail(`${step.list} ${under} does not list the ${step.kind} ${step.route} added beside the ${want - 1} the product held`, `${want} ${step.kind}s`, `${rows.length}: ${JSON.stringify(rows.map((r) => r.title))}`, list);
      const row = rows.find((r) => String(r.id) === id);
      if (row === undefined) return fail(`${step.list} ${under} does not list the ${step.kind} ${step.route} answered the id ${id} of`, `a ${step.kind} with id ${id}`, JSON.stringify(rows.map((r) => r.id)), list);
      const differ = Object.entries(step.entry).filter(([key]) => !key.endsWith('_file_content')).filter(([key, value]) => !sameValue(value, row[key]));
      if (differ.length > 0) return fail(`${step.list} ${under} does not read the ${step.kind} made by file through ${step.route} as sent`, 'every field sent', differ.map(([key, value]) => `${key}: sent ${JSON.stringify(value)}, shown ${JSON.stringify(row[key] ?? null)}`).join('; '), list);
      const problem = fileResourceProblem(step.entry, row, step.resources, true);
      if (problem !== null) return fail(`${step.list} ${under} does not read the files of the ${step.kind} made through ${step.route}`, 'each file under the name sent, no URL', problem, list);
    }
  }
  return { note: 'a link and a sample by file added through their own routes read back under all and the store view with every field sent, their files and no URLs' };
}

// A downloadable product whose links and samples are files sent as base64 content (Magento's Downloadable
// ProductRepositoryTest): made with a link by file, one by URL, a sample by URL and one by file; updated with the first
// link by its id keeping its files, the second by its id with new contents, two links added without id (one by file),
// the URL link left out, and both samples by their ids with new contents (the first was by URL); then a link and a
// sample by file through their own routes. Every file stays in pub/media/downloadable (level full, recorded as left).
export const DOWNLOADABLE_FILES: ProductTypeKind = {
  type: 'downloadable-files',
  tag: 'dlf',
  level: 'full',
  belowFull: WRITES_BELOW_FULL_DOWNLOADABLE_FILES,
  parts: ['extension_attributes.downloadable_product_links', 'extension_attributes.downloadable_product_samples'],
  prepare: (ctx, sku) => DOWNLOADABLE.prepare(ctx, sku),
  unmakeable: (refusal, v) => DOWNLOADABLE.unmakeable?.(refusal, v) ?? null,
  create: (sku, v) => {
    const url = (file: string): string => `${v.origin}${sku}-${file}.zip`;
    return {
      product: base(sku, 'downloadable', {
        price: 10,
        custom_attributes: [{ attribute_code: 'links_purchased_separately', value: '1' }],
        extension_attributes: {
          website_ids: [1],
          downloadable_product_links: [
            { title: `${sku} link kept`, sort_order: 10, is_shareable: 1, price: 2, number_of_downloads: 4, link_type: 'file', link_file_content: fileContent(`${sku}-l1.zip`), sample_type: 'file', sample_file_content: fileContent(`${sku}-l1s.zip`) },
            { title: `${sku} link refiled`, sort_order: 20, is_shareable: 0, price: 3, number_of_downloads: 100, link_type: 'file', link_file_content: fileContent(`${sku}-l2.zip`), sample_type: 'file', sample_file_content: fileContent(`${sku}-l2s.zip`) },
            { title: `${sku} link by url`, sort_order: 30, is_shareable: 0, price: 4, number_of_downloads: 7, link_type: 'url', link_url: url('l3'), sample_type: 'url', sample_url: url('l3s') },
          ],
          downloadable_product_samples: [
            { title: `${sku} sample by url`, sort_order: 10, sample_type: 'url', sample_url: url('s1') },
            { title: `${sku} sample by file`, sort_order: 20, sample_type: 'file', sample_file_content: fileContent(`${sku}-s2.zip`) },
          ],
        },
      }),
    };
  },
  createBy: 'POST',
  update: (sku, v, read) => {
    const url = (file: string): string => `${v.origin}${sku}-${file}.zip`;
    const byTitle = (part: string, title: string): Record<string, unknown> => record(partOf(read, part).find((e) => record(e).title === `${sku} ${title}`));
    const kept = byTitle('extension_attributes.downloadable_product_links', 'link kept');
    const refiled = byTitle('extension_attributes.downloadable_product_links', 'link refiled');
    const s1 = byTitle('extension_attributes.downloadable_product_samples', 'sample by url');
    const s2 = byTitle('extension_attributes.downloadable_product_samples', 'sample by file');
    return {
      product: {
        sku,
        extension_attributes: {
          downloadable_product_links: [
            // testUpdateDownloadableProductLinks: by its id with its files as read, every other field changed.
            { id: kept.id, title: `${sku} link kept renamed`, sort_order: 1, is_shareable: 0, price: 5, number_of_downloads: 999, link_type: 'file', link_file: kept.link_file, sample_type: 'file', sample_file: kept.sample_file },
            // testUpdateDownloadableProductLinksWithNewFile: by its id with new contents under new names.
            { id: refiled.id, title: `${sku} link refiled renamed`, sort_order: 2, is_shareable: 1, price: 6, number_of_downloads: 0, link_type: 'file', link_file_content: fileContent(`${sku}-l2new.zip`), sample_type: 'file', sample_file_content: fileContent(`${sku}-l2snew.zip`) },
            { title: `${sku} link added by file`, sort_order: 40, is_shareable: 1, price: 1, number_of_downloads: 3, link_type: 'file', link_file_content: fileContent(`${sku}-l4.zip`), sample_type: 'file', sample_file_content: fileContent(`${sku}-l4s.zip`) },
            { title: `${sku} link added by url`, sort_order: 50, is_shareable: 0, price: 8, number_of_downloads: 100, link_type: 'url', link_url: url('l5'), sample_type: 'url', sample_url: url('l5s') },
          ],
          // testUpdateDownloadableProductSamplesWithNewFile: both by their ids with new contents (the first was by URL).
          downloadable_product_samples: [
            { id: s1.id, title: `${sku} sample by url refiled`, sort_order: 1, sample_type: 'file', sample_file_content: fileContent(`${sku}-s1new.zip`) },
            { id: s2.id, title: `${sku} sample by file refiled`, sort_order: 2, sample_type: 'file', sample_file_content: fileContent(`${sku}-s2new.zip`) },
          ],
        },
      },
    };
  },
  keep: (sku) => ({ product: { sku } }),
  unanswered: {
    'product.extension_attributes.downloadable_product_links[].link_file_content': 'the content is stored as a file: the answer names its path in link_file (/<first letter>/<second letter>/<name>), judged apart',
    'product.extension_attributes.downloadable_product_links[].sample_file_content': 'the content is stored as a file: the answer names its path in sample_file, judged apart',
    'product.extension_attributes.downloadable_product_samples[].sample_file_content': 'the content is stored as a file: the answer names its path in sample_file, judged apart',
  },
  shownProblem: downloadableFilesProblem,
  leaves: downloadableFilesOf,
  more: (ctx, sku, _v, read) => downloadableFileRoutes(ctx, sku, read),
};

// A simple product with two images inside its body (media_gallery_entries with their content). Measured on the real
// 2.4.7-p3: each image is its file and 22 resized copies in pub/media; an update that leaves an entry out removes it
// with its 23 files, and deleting an entry removes the rest, while deleting the product leaves the copies. So the
// entries are deleted before the product, and any the run could not delete is listed as left by design (full level).
export const MEDIA: ProductTypeKind = {
  type: 'media',
  level: 'full',
  parts: ['media_gallery_entries'],
  async prepare() {
    return { removals: [], values: {} };
  },
  create: (sku) => ({
    product: base(sku, 'media', {
      type_id: 'simple',
      price: 10,
      weight: 1,
      media_gallery_entries: [
        { media_type: 'image', label: `${sku} one`, position: 1, disabled: false, types: ['image', 'small_image', 'thumbnail'], content: { base64_encoded_data: PIXEL_PNG, type: 'image/png', name: `${sku}-one.png` } },
        { media_type: 'image', label: `${sku} two`, position: 2, disabled: true, types: [], content: { base64_encoded_data: PIXEL_PNG, type: 'image/png', name: `${sku}-two.png` } },
      ],
    }),
  }),
  createBy: 'PUT',
  keep: (sku) => ({ product: { sku } }),
  // The first entry by its id and file, relabelled, moved, with one role; the second left out (removed with its files).
  update: (sku, _v, read) => {
    const entry = record(partOf(read, 'media_gallery_entries').find((e) => Number(record(e).position) === 1));
    return { product: { sku, media_gallery_entries: [{ id: entry.id, media_type: 'image', label: `${sku} one renamed`, position: 3, disabled: false, types: ['image'], file: entry.file }] } };
  },
  unanswered: {
    'product.media_gallery_entries[].content': 'the image is stored as a file: the read answers its path in `file` ("/c/c/<name>.png" on the real 2.4.7-p3), not the content sent',
  },
  async beforeDelete(ctx, sku) {
    const path = productPath(sku);
    const read = await ctx.send('admin', { method: 'GET', path, storeCode: 'all' });
    for (const entry of partOf(record(read.json), 'media_gallery_entries').map(record)) {
      const removed = await ctx.send('admin', { method: 'DELETE', path: `${path}/media/${String(entry.id)}`, storeCode: 'all' });
      const file = text(entry.file);
      if (!ok(removed) && file !== null) leftLedger().left({ kind: 'media file', id: `catalog/product/cache/*${file.startsWith('/') ? '' : '/'}${file}`, by: 'write.product-types-whole media' });
    }
  },
};

export const PRODUCT_TYPES: readonly ProductTypeKind[] = [BUNDLE, CONFIGURABLE, DOWNLOADABLE, DOWNLOADABLE_FILES, MEDIA];
