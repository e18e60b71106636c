// Search: how a route's searchCriteria behave, as its contract declares it (RawSearch in types.ts), compiled with the
// scalar fields of the route's items (from the contract's own item schema) into what the search family reads. A route
// takes searchCriteria when its query names searchCriteria keys and its service is a getList or search (or one of the
// MSI search commands below): such a route must declare `search:` (its key at least), and no other route may.
//
// Why the contract says so much: the platform filters and sorts by its tables' column names, not always by the names
// its answer uses (a CMS page answers `id`, its column is `page_id`: the real 2.4.7 answers 500 to a filter or a sort
// on `id`), some fields of an answer are computed or rendered differently from what is stored (a sales rule answers
// its coupon type as NO_COUPON, stores and filters 1), and some are not columns at all. The search family takes its
// fields from the item schema and its values from what the target answered; these declarations keep it off the fields
// searchCriteria cannot reach, and say why.

import { parseReleaseRanges } from './release.ts';
import type { CompiledSchemaRef, CompiledSearch, ContractError, RawRoute, RawSearch, SearchField, SearchFieldType } from './types.ts';

/** Services that search although their method is not named so: Multi-Source Inventory's command interfaces whose one
 * argument is a SearchCriteriaInterface (the stock-source link table; the salable quantities of a sales channel's
 * products). Listed by name, so a command that merely passes searchCriteria along is never taken for a search. */
const SEARCH_COMMANDS: ReadonlySet<string> = new Set([
  'Magento\\InventoryApi\\Api\\GetStockSourceLinksInterface::execute',
  'Magento\\InventoryExportStockApi\\Api\\ExportStockSalableQtyInterface::execute',
]);

/** A route takes searchCriteria: its query names them and its service lists (getList), searches, or is one of the
 * search commands above. */
export function takesSearchCriteria(route: Pick<RawRoute, 'query' | 'service'>): boolean {
  const service = route.service ?? '';
  return Object.keys(route.query ?? {}).some((k) => k.startsWith('searchCriteria[')) && (/::(getList|search)$/.test(service) || SEARCH_COMMANDS.has(service));
}

const SCALARS: readonly SearchFieldType[] = ['string', 'integer', 'number', 'boolean'];

type SchemaNode = Record<string, unknown>;
const isNode = (v: unknown): v is SchemaNode => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The compiled plan's schemas are keyed by contracts-relative file (schemas/cms-page.json); a $ref inside one is
 * relative to that file. */
function resolveRef(ref: string, from: string, schemas: Readonly<Record<string, object>>): { node: SchemaNode; file: string } | null {
  const [file = '', pointer = ''] = ref.split('#');
  const dir = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  const target = file === '' ? from : `${dir}${file.replace(/^\.\//, '')}`;
  let node: unknown = schemas[target];
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    if (raw === '') continue;
    node = isNode(node) ? node[raw.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return isNode(node) ? { node, file: target } : null;
}

/** A schema node with its $ref followed (one level at a time, at most a few). */
function deref(node: SchemaNode, file: string, schemas: Readonly<Record<string, object>>): { node: SchemaNode; file: string } {
  let here = { node, file };
  for (let i = 0; i < 5 && typeof here.node.$ref === 'string'; i++) {
    const next = resolveRef(here.node.$ref, here.file, schemas);
    if (next === null) break;
    here = next;
  }
  return here;
}

/**
 * The scalar fields of a search result's items, in the item schema's order: the properties of
 * `properties.items.items` whose type is string, integer, number or boolean (objects, arrays, extension and custom
 * attributes are not searchable as such). Null when the schema is not a search result of the contract's own.
 */
export function itemFieldsOf(schemaId: string, schemas: Readonly<Record<string, object>>): SearchField[] | null {
  const [file = ''] = schemaId.split('#');
  const root = resolveRef(schemaId.includes('#') ? `#${schemaId.split('#')[1]}` : '#', file, schemas);
  if (root === null) return null;
  const items = root.node.properties;
  const list = isNode(items) ? items.items : undefined;
  const itemRef = isNode(list) ? list.items : undefined;
  if (!isNode(itemRef)) return null;
  const item = deref(itemRef, root.file, schemas);
  const properties = item.node.properties;
  if (!isNode(properties)) return null;
  const out: SearchField[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    if (!isNode(raw)) continue;
    const prop = deref(raw, item.file, schemas).node;
    const types = (Array.isArray(prop.type) ? prop.type : [prop.type]).filter((t): t is string => typeof t === 'string');
    const scalar = types.find((t): t is SearchFieldType => (SCALARS as readonly string[]).includes(t));
    if (scalar === undefined || types.some((t) => t === 'object' || t === 'array')) continue;
    out.push({ name, type: scalar });
  }
  return out;
}

/** The compiled search of a route that takes searchCriteria (null otherwise, or when its entry is missing: lint says so). */
export function compileSearch(route: RawRoute, schema: CompiledSchemaRef, schemas: Readonly<Record<string, object>>): CompiledSearch | null {
  if (!takesSearchCriteria(route) || route.search === undefined) return null;
  const search: RawSearch = route.search;
  return {
    key: search.key ?? [],
    criteria: search.criteria ?? {},
    unfilterable: search.unfilterable ?? {},
    unsortable: search.unsortable ?? {},
    paging: search.paging ?? 'from-one',
    fulltext: search.fulltext ?? null,
    pagesIgnored: pagesIgnoredOf(search),
    fields: schema.kind === 'contract' ? itemFieldsOf(schema.id, schemas) : null,
    item: search.item === undefined ? null : { route: search.item.route, params: search.item.params, itemOnly: search.item.itemOnly ?? {}, listOnly: search.item.listOnly ?? {}, differs: search.item.differs ?? {} },
  };
}

/** The releases a list pages on none of, compiled; null when undeclared or unreadable (lintSearch says which). */
function pagesIgnoredOf(search: RawSearch): CompiledSearch['pagesIgnored'] {
  if (search.pagesIgnored === undefined) return null;
  const ranges = parseReleaseRanges(search.pagesIgnored.releases);
  return ranges.ok ? { ranges: ranges.ranges, source: search.pagesIgnored.source } : null;
}

type Problem = (path: Array<string | number>, message: string, hint: string) => ContractError;

/**
 * A route's search entry against the route: only a route that takes searchCriteria has one, and it must; a repository
 * search names its key; every field it names is a scalar field of the items (when the contract's own schema
 * describes them), and the key can be sorted on.
 */
export function lintSearch(route: RawRoute, search: CompiledSearch | null, problem: Problem): ContractError[] {
  const errors: ContractError[] = [];
  const key = `${route.method} ${route.path}`;
  const takes = takesSearchCriteria(route);
  if (!takes) {
    if (route.search !== undefined) errors.push(problem(['search'], `${key} does not take searchCriteria, so it has no search entry`, 'a search entry belongs to a route whose query names searchCriteria[...] keys and whose service is a getList or search'));
    return errors;
  }
  if (route.search === undefined || search === null) {
    errors.push(problem(['query'], `${key} takes searchCriteria but declares no search entry`, 'add search: { key: [<the item field that identifies an item>] } (docs/contract-format.md, Search)'));
    return errors;
  }
  if (route.search.pagesIgnored !== undefined) {
    const ranges = parseReleaseRanges(route.search.pagesIgnored.releases);
    if (!ranges.ok) errors.push(problem(['search', 'pagesIgnored', 'releases'], `${JSON.stringify(ranges.bad)} is not a release range`, 'write ranges like "2.2.0 - 2.3.2"; releases look like 2.2.8 or 2.4.6-p1'));
  }
  if (search.fulltext === null && search.key.length === 0) errors.push(problem(['search'], `the search of ${key} names no key`, 'add key: [<item field>]: the field (or fields) that identify an item, so pages can be sorted stably; or fulltext: <why> for a full-text search'));
  if (search.fields === null) return errors;
  const names = new Set(search.fields.map((f) => f.name));
  const known = [...names].slice(0, 12).join(', ') + (names.size > 12 ? ', ...' : '');
  const check = (where: Array<string | number>, field: string) => {
    if (!names.has(field)) errors.push(problem(where, `${field} is not a scalar field of the items of ${key}`, `its items' scalar fields are: ${known || 'none'}`));
  };
  search.key.forEach((field, i) => check(['search', 'key', i], field));
  for (const map of ['criteria', 'unfilterable', 'unsortable'] as const) for (const field of Object.keys(search[map])) check(['search', map, field], field);
  for (const field of search.key) {
    if (field in search.unsortable) errors.push(problem(['search', 'unsortable', field], `${field} is the key of ${key} and declared unsortable`, 'pages are sorted by the key: name a key that sorts, or map it to the column it sorts by under criteria'));
  }
  return errors;
}
