// write.category-saves on a fake category tree that keeps categories as the real 2.4.7-p3 does (positions among
// siblings, a move after the sibling named, first with afterId 0, after the last active child otherwise; the tree from a
// root cut at a depth; the name of a store view's own; url_key made of the text sent; the list's eq filters OR-ed in a
// group, sorted and paged, its criteria echoed; product links at their position, 0 without one), and named faults
// that each break one behaviour a platform test asserts.
import assert from 'node:assert/strict';
import { scenarioCases, type FakeScenario, type Target } from '../testing/fake-scenario.ts';
import { platformError, type Canned } from '../testing/fake-context.ts';
import { writeCategorySaves, type CategorySave } from './category-saves.ts';

type Fault =
  /** A category read answers its path without its own id (the parent's path). */
  | 'path-of-parent'
  /** A category read answers include_in_menu true whatever was saved. */
  | 'menu-always'
  /** The tree ignores depth: every level is answered. */
  | 'depth-ignored'
  /** A move ignores afterId: the category goes first (position 1), as with afterId 0. */
  | 'after-ignored'
  /** A move leaves the path as it was (parent_id and level changed). */
  | 'move-path-stale'
  /** An update ignores custom_attributes (the description and url_key are not saved). */
  | 'update-attributes-ignored'
  /** An update leaves is_active as it was. */
  | 'active-ignored'
  /** An update carrying save_rewrites_history answers the id but saves nothing of it (the name stays the old one). */
  | 'history-update-lost'
  /** An update under a store view copies is_active and url_key into values of the view's own. */
  | 'view-copies-all'
  /** The list ignores sort_orders (answers by id). */
  | 'sort-ignored'
  /** The list answers page_size and current_page as text in search_criteria. */
  | 'criteria-as-text'
  /** A product link without a position is saved at position 1. */
  | 'link-default-one'
  /** A product link's position is ignored (0). */
  | 'link-position-ignored'
  /** A category's products are read with its children's, each product as often as it is linked. */
  | 'children-duplicated';

type Row = Record<string, unknown>;
const obj = (v: unknown): Row => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

interface Cat {
  id: number;
  parent: number;
  path: string;
  level: number;
  position: number;
  name: string;
  active: boolean;
  menu: boolean;
  sortBy: unknown[] | undefined;
  attrs: Record<string, unknown>;
  view: Record<string, Record<string, unknown>>;
  links: Array<{ sku: string; position: number }>;
}

const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function categoryTarget(...faults: Fault[]): Target {
  const has = (f: Fault): boolean => faults.includes(f);
  const cats = new Map<number, Cat>();
  cats.set(2, { id: 2, parent: 1, path: '1/2', level: 1, position: 1, name: 'Default Category', active: true, menu: true, sortBy: undefined, attrs: {}, view: {}, links: [] });
  const products = new Set<string>();
  let next = 100;
  const kids = (id: number): Cat[] => [...cats.values()].filter((c) => c.parent === id).sort((a, b) => a.position - b.position);
  const storeOf = (code: string | null | undefined): string => (code === undefined || code === null || code === 'all' ? 'all' : code);
  const shown = (c: Cat, store: string): Row => {
    const v = store === 'all' ? {} : (c.view[store] ?? {});
    const attrs = { ...c.attrs, ...Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'name' && k !== 'is_active')) };
    return {
      id: c.id, parent_id: c.parent, name: v.name ?? c.name, is_active: v.is_active ?? c.active, position: c.position, level: c.level, children: kids(c.id).map((k) => k.id).join(','),
      created_at: '2026-12-03 20:00:00', updated_at: '2026-12-03 20:00:00', path: has('path-of-parent') ? c.path.replace(/\/\d+$/, '') : c.path,
      ...(c.sortBy === undefined ? {} : { available_sort_by: c.sortBy }), include_in_menu: has('menu-always') ? true : c.menu,
      custom_attributes: Object.entries(attrs).map(([attribute_code, value]) => ({ attribute_code, value })),
    };
  };
  const tree = (c: Cat, depth: number | null): Row => ({
    id: c.id, parent_id: c.parent, name: c.name, is_active: c.active, position: c.position, level: c.level, product_count: c.links.length,
    children_data: depth === 0 && !has('depth-ignored') ? [] : kids(c.id).map((k) => tree(k, depth === null ? null : depth - 1)),
  });
  const move = (c: Cat, parentId: number, afterRaw: unknown): void => {
    const parent = cats.get(parentId) as Cat;
    for (const s of kids(c.parent)) if (s.position > c.position) s.position -= 1;
    let after: number | null = afterRaw === undefined || afterRaw === null ? null : Number(afterRaw);
    const active = kids(parentId).filter((k) => k.active && k.id !== c.id);
    const last = active[active.length - 1];
    if (last !== undefined && (after === null || after > last.id)) after = last.id;
    const position = has('after-ignored') || !after ? 1 : (cats.get(after)?.position ?? 0) + 1;
    for (const s of kids(parentId)) if (s.id !== c.id && s.position >= position) s.position += 1;
    c.parent = parentId;
    c.level = parent.level + 1;
    if (!has('move-path-stale')) c.path = `${parent.path}/${c.id}`;
    c.position = position;
  };
  return (sent): Canned => {
    const body = obj(sent.body);
    const store = storeOf(sent.storeCode);
    const m = /^\/V1\/categories\/(\d+)(\/move|\/products)?$/.exec(sent.path);
    if (sent.method === 'GET' && sent.path === '/V1/store/storeViews') return { status: 200, json: [{ id: 0, code: 'admin' }, { id: 1, code: 'default', website_id: 1 }] };
    if (sent.method === 'POST' && sent.path === '/V1/products') {
      products.add(String(obj(body.product).sku));
      return { status: 200, json: { id: products.size, ...obj(body.product) } };
    }
    if (sent.method === 'DELETE' && sent.path.startsWith('/V1/products/')) return { status: 200, json: products.delete(decodeURIComponent(sent.path.slice('/V1/products/'.length))) };
    if (sent.method === 'POST' && sent.path === '/V1/categories') {
      const input = obj(body.category);
      const parent = cats.get(Number(input.parent_id));
      if (parent === undefined) return platformError(404, 'No such entity with %fieldName = %fieldValue');
      const id = next++;
      const c: Cat = { id, parent: parent.id, path: `${parent.path}/${id}`, level: parent.level + 1, position: kids(parent.id).length + 1, name: String(input.name), active: input.is_active !== false, menu: input.include_in_menu !== false, sortBy: Array.isArray(input.available_sort_by) ? input.available_sort_by : undefined, attrs: { url_key: slug(String(input.name)) }, view: {}, links: [] };
      cats.set(id, c);
      return { status: 200, json: shown(c, 'all') };
    }
    if (sent.method === 'GET' && sent.path === '/V1/categories') {
      const root = cats.get(Number(sent.query?.rootCategoryId ?? 2));
      if (root === undefined) return platformError(404, 'No such entity with %fieldName = %fieldValue');
      return { status: 200, json: tree(root, sent.query?.depth === undefined ? null : Number(sent.query.depth)) };
    }
    if (sent.method === 'GET' && sent.path === '/V1/categories/list') {
      const q = sent.query ?? {};
      const names: string[] = [];
      for (let i = 0; q[`searchCriteria[filter_groups][0][filters][${i}][value]`] !== undefined; i++) names.push(String(q[`searchCriteria[filter_groups][0][filters][${i}][value]`]));
      const found = [...cats.values()].filter((c) => names.includes(c.name));
      if (!has('sort-ignored') && q['searchCriteria[sort_orders][0][field]'] === 'name') found.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
      const size = Number(q['searchCriteria[page_size]']);
      const page = Number(q['searchCriteria[current_page]']);
      const num = (v: number): number | string => (has('criteria-as-text') ? String(v) : v);
      return { status: 200, json: { items: found.slice((page - 1) * size, page * size).map((c) => shown(c, 'all')), search_criteria: { filter_groups: [{ filters: names.map((value) => ({ field: 'name', value, condition_type: 'eq' })) }], sort_orders: [{ field: q['searchCriteria[sort_orders][0][field]'], direction: q['searchCriteria[sort_orders][0][direction]'] }], page_size: num(size), current_page: num(page) }, total_count: found.length } };
    }
    if (m === null) return platformError(404, `no fake for ${sent.method} ${sent.path}`);
    const c = cats.get(Number(m[1]));
    if (c === undefined) return platformError(404, 'No such entity with %fieldName = %fieldValue');
    if (m[2] === '/move' && sent.method === 'PUT') {
      move(c, Number(body.parentId), body.afterId);
      return { status: 200, json: true };
    }
    if (m[2] === '/products' && sent.method === 'POST') {
      const link = obj(body.productLink);
      const position = has('link-position-ignored') ? 0 : link.position === undefined ? (has('link-default-one') ? 1 : 0) : Number(link.position);
      c.links = c.links.filter((l) => l.sku !== link.sku).concat([{ sku: String(link.sku), position }]);
      return { status: 200, json: true };
    }
    if (m[2] === '/products' && sent.method === 'GET') {
      const all = has('children-duplicated') ? [c, ...kids(c.id)].flatMap((k) => k.links) : c.links;
      return { status: 200, json: all.map((l) => ({ sku: l.sku, position: l.position, category_id: String(c.id) })) };
    }
    if (sent.method === 'GET') return { status: 200, json: shown(c, store) };
    if (sent.method === 'DELETE') {
      const doomed = [c.id];
      for (let i = 0; i < doomed.length; i++) for (const k of kids(doomed[i] as number)) doomed.push(k.id);
      for (const id of doomed) cats.delete(id);
      return { status: 200, json: true };
    }
    if (sent.method === 'PUT') {
      const input = obj(body.category);
      const attrs = Object.fromEntries(arr(input.custom_attributes).map(obj).map((a) => [String(a.attribute_code), a.value]));
      if (store !== 'all') {
        const own = c.view[store] ?? {};
        if (typeof input.name === 'string') own.name = input.name;
        if (has('view-copies-all')) Object.assign(own, { is_active: c.active, url_key: c.attrs.url_key });
        c.view[store] = own;
        return { status: 200, json: shown(c, store) };
      }
      if (has('history-update-lost') && 'save_rewrites_history' in attrs) return { status: 200, json: shown(c, 'all') };
      if (typeof input.name === 'string') c.name = input.name;
      if (typeof input.is_active === 'boolean' && !has('active-ignored')) c.active = input.is_active;
      if (!has('update-attributes-ignored')) {
        if (typeof attrs.description === 'string') c.attrs.description = attrs.description;
        if (typeof attrs.url_key === 'string') c.attrs.url_key = slug(attrs.url_key);
      }
      return { status: 200, json: shown(c, 'all') };
    }
    return platformError(404, `no fake for ${sent.method} ${sent.path}`);
  };
}

const save = (name: CategorySave) => (scenarios: typeof writeCategorySaves.scenarios) => scenarios.find((s) => s.save === name);
const P = 'cctrun0000s0';
const deleted = (f: FakeScenario): string[] => f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path);

scenarioCases(writeCategorySaves, [
  {
    name: 'tree-moves: read, tree and moves as the real 2.4.7-p3: pass, the top category removed',
    scenario: save('tree-moves'),
    fake: { answer: categoryTarget() },
    want: { outcome: 'pass', note: /answered the run's category exactly as made; .* at positions 2, 1, 3 and 3/ },
    then: (f) => assert.deepEqual(deleted(f), ['/V1/categories/100']),
  },
  {
    name: 'tree-moves: a path without the category\'s own id: fail (testGet)',
    scenario: save('tree-moves'),
    fake: { answer: categoryTarget('path-of-parent') },
    want: { outcome: 'fail', broken: 'GET /V1/categories/:categoryId of the run\'s category under the default root category does not answer its path', expected: 'path "1/2/100"', actual: 'path "1/2"' },
  },
  {
    name: 'tree-moves: include_in_menu answered true: fail (testGet)',
    scenario: save('tree-moves'),
    fake: { answer: categoryTarget('menu-always') },
    want: { outcome: 'fail', broken: /does not answer it exactly as made$/, expected: /"include_in_menu":false/, actual: 'include_in_menu true (expected false)' },
  },
  {
    name: 'tree-moves: depth ignored: fail at depth 1 (testTree)',
    scenario: save('tree-moves'),
    fake: { answer: categoryTarget('depth-ignored') },
    want: { outcome: 'fail', broken: 'GET /V1/categories from rootCategoryId 100 at depth 1 does not answer the run\'s categories nested as made', expected: /"id":101,.*"children_data":\[\]\},/, actual: /"id":103/ },
  },
  {
    name: 'tree-moves: afterId ignored: fail at the first move (testUpdateMove)',
    scenario: save('tree-moves'),
    fake: { answer: categoryTarget('after-ignored') },
    want: { outcome: 'fail', broken: 'GET /V1/categories/:categoryId after PUT /V1/categories/:categoryId/move of the run\'s category under the top category after B1 (afterId 101) does not show it where the platform puts it', expected: '{"parent_id":100,"path":"1/2/100/103","level":3,"position":2}', actual: 'position 1 (expected 2)' },
  },
  {
    name: 'tree-moves: the path left as it was: fail (testUpdateMove)',
    scenario: save('tree-moves'),
    fake: { answer: categoryTarget('move-path-stale') },
    want: { outcome: 'fail', broken: /after PUT \/V1\/categories\/:categoryId\/move .* after B1/, expected: /"path":"1\/2\/100\/103"/, actual: 'path "1/2/100/101/103" (expected "1/2/100/103")' },
  },
  {
    name: 'updates: every update saved, the view holding its name alone: pass',
    scenario: save('updates'),
    fake: { answer: categoryTarget() },
    want: { outcome: 'pass', note: /the name updated alone under default read so there alone/ },
    then: (f) => assert.deepEqual(deleted(f), ['/V1/categories/100']),
  },
  {
    name: 'updates: is_active not saved: fail at the first update (testUpdateWithDefaultSortByAttribute)',
    scenario: save('updates'),
    fake: { answer: categoryTarget('active-ignored') },
    want: { outcome: 'fail', broken: /with available_sort_by \[\], default_sort_by \["name"\] and is_active true does not show what it saved$/, expected: `{"name":"${P}csd sorted","is_active":true}`, actual: 'is_active false (expected true)' },
  },
  {
    name: 'updates: custom attributes ignored: fail at the description (testUpdate)',
    scenario: save('updates'),
    fake: { answer: categoryTarget('update-attributes-ignored') },
    want: { outcome: 'fail', broken: /with is_active false and a description does not show what it saved$/, expected: /"description":"cctrun0000s0csd description"/, actual: /^custom attribute description \(absent\)/ },
  },
  {
    name: 'updates: the update with save_rewrites_history saves no new name: fail (testUpdateUrlKey)',
    scenario: save('updates'),
    fake: { answer: categoryTarget('history-update-lost') },
    want: { outcome: 'fail', broken: /with a new url_key and save_rewrites_history does not show what it saved$/, expected: /"name":"cctrun0000s0csd New Name"/, actual: `name "${P}csd Old Name" (expected "${P}csd New Name")` },
  },
  {
    name: 'updates: a view update copies is_active and url_key: fail (testUpdateScopeAttribute)',
    scenario: save('updates'),
    fake: { answer: categoryTarget('view-copies-all') },
    want: { outcome: 'fail', broken: /gave the view values of its own of fields it left out$/, expected: `{"name":"${P}csd default","is_active":true,"url_key":"${P}csd-all"}`, actual: `{"name":"${P}csd default","is_active":false,"url_key":"${P}csd-new-name"}` },
  },
  {
    name: 'list: sorted by name, criteria echoed: pass',
    scenario: save('list'),
    fake: { answer: categoryTarget() },
    want: { outcome: 'pass', note: /total_count 3 and the two first/ },
  },
  {
    name: 'list: sort ignored: fail (the page differs)',
    scenario: save('list'),
    fake: { answer: categoryTarget('sort-ignored') },
    want: { outcome: 'fail', broken: /did not answer the first two by name$/, expected: `total_count 3, items ["${P}csl z","${P}csl m"]`, actual: `total_count 3, items ["${P}csl m","${P}csl z"]` },
  },
  {
    name: 'list: the page echoed as text: fail',
    scenario: save('list'),
    fake: { answer: categoryTarget('criteria-as-text') },
    want: { outcome: 'fail', broken: 'GET /V1/categories/list did not answer the search_criteria sent', expected: /"current_page":1,"page_size":2\}$/, actual: /"page_size":"2"/ },
  },
  {
    name: 'product-links: 7 and 0, each once: pass; categories then products removed',
    scenario: save('product-links'),
    fake: { answer: categoryTarget() },
    want: { outcome: 'pass', note: /read at 7 and 0/ },
    then: (f) => assert.deepEqual(deleted(f), ['/V1/categories/100', `/V1/products/${P}cspa`, `/V1/products/${P}cspb`]),
  },
  {
    name: 'product-links: the position ignored: fail (testSave, position 7)',
    scenario: save('product-links'),
    fake: { answer: categoryTarget('link-position-ignored') },
    want: { outcome: 'fail', broken: 'GET /V1/categories/:categoryId/products after POST /V1/categories/:categoryId/products at position 7 does not show the product at 7', expected: `${P}cspa at position 7`, actual: 'position 0' },
  },
  {
    name: 'product-links: a link without a position at 1: fail (testSave, none)',
    scenario: save('product-links'),
    fake: { answer: categoryTarget('link-default-one') },
    want: { outcome: 'fail', broken: /without a position does not show the product at 0$/, expected: `${P}cspb at position 0`, actual: 'position 1' },
  },
  {
    name: 'product-links: children\'s products duplicated: fail (testDuplicatedProductsInChildCategories)',
    scenario: save('product-links'),
    fake: { answer: categoryTarget('children-duplicated') },
    want: { outcome: 'fail', broken: /does not answer each once$/, expected: `["${P}cspa","${P}cspb"]`, actual: `["${P}cspa","${P}cspa","${P}cspb","${P}cspb"]` },
  },
  {
    name: 'writes denied: skip, nothing sent',
    fake: { answer: categoryTarget(), target: { writes: 'deny' } },
    want: { outcome: 'skip', reason: /writes/i },
    then: (f) => assert.equal(f.sent.length, 0),
  },
]);
