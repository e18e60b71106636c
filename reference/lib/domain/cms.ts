// CMS pages (with their store-scoped title) and blocks, each assigned to the store of the code it was created under
// (__stores; the real 2.4.7-p3: none, the default view; `all`, store 0; a code, that view; an update keeps it), which
// the search filtered on store_id finds it under.

import type { Ctx, HandlerTable } from './context.ts';
import { asNumber, asString, bodyObject, intParam } from './context.ts';
import { inputError, notFound, requiredField } from './errors.ts';
import type { Json, JsonObject } from './json.ts';
import { clone } from './json.ts';
import { list } from './repository.ts';
import { assignedStoreId, readScoped, setScoped, writeStoreId, dropScoped } from './scope.ts';
import type { SearchSource } from './search.ts';
import type { State, Table } from './state.ts';
import { acceptsDuplicates } from './input-faults.ts';
import { CMS_WRITE_FAULT } from './faults.ts';

/** The identifiers of the pages deleted, per installation: cms-identifier-kept-after-delete keeps them taken. */
const deletedIdentifiers = new WeakMap<State, Set<string>>();
const deletedOf = (state: State): Set<string> => {
  let set = deletedIdentifiers.get(state);
  if (set === undefined) deletedIdentifiers.set(state, (set = new Set()));
  return set;
};
/** The body's id of a save by POST (no id in the path), or null where cms-post-id-ignored ignores it. */
const bodyId = (ctx: Ctx, input: JsonObject): number | null => (input.id === undefined || input.id === null || ctx.options.faults.has(CMS_WRITE_FAULT.postIdIgnored) ? null : asNumber(input.id, -1));

export const CMS_PAGE_SCOPED_FIELDS = ['title'] as const;

export function cmsPageKey(id: number): string {
  return `cms_page:${id}`;
}

function requirePage(state: State, id: number): JsonObject {
  const page = state.cmsPages.get(id);
  if (page === undefined) throw notFound('The CMS page with the "%1" ID doesn\'t exist.', [id]);
  return page;
}

function requireBlock(state: State, id: number): JsonObject {
  const block = state.cmsBlocks.get(id);
  if (block === undefined) throw notFound('The CMS block with the "%1" ID doesn\'t exist.', [String(id)]);
  return block;
}

// The tables name a page's id page_id and a block's block_id, and both flags is_active: the answer's `id` and `active`
// are no columns (the real 2.4.7-p3 answers 500 to a filter or sort on them).
const CMS_PAGES: SearchSource = { table: 'cms_page', storage: 'flat', columns: { page_id: 'id', is_active: 'active' }, notColumns: ['id', 'active'] };
const CMS_BLOCKS: SearchSource = { table: 'cms_block', storage: 'flat', columns: { block_id: 'id', is_active: 'active' }, notColumns: ['id', 'active'] };

function serializePage(state: State, row: JsonObject, storeId: number): JsonObject {
  const scoped = readScoped(state, cmsPageKey(Number(row.id)), storeId, row);
  const out: JsonObject = {};
  for (const field of ['id', 'identifier', 'title', 'page_layout', 'meta_title', 'meta_keywords', 'meta_description', 'content_heading', 'content', 'creation_time', 'update_time', 'sort_order', 'layout_update_xml', 'custom_theme', 'custom_root_template', 'active']) {
    if (scoped[field] !== undefined && scoped[field] !== null) out[field] = clone(scoped[field] as Json);
  }
  return out;
}

function serializeBlock(row: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const field of ['id', 'identifier', 'title', 'content', 'creation_time', 'update_time', 'active']) if (row[field] !== undefined && row[field] !== null) out[field] = clone(row[field] as Json);
  return out;
}

/** The id plus the fields the client sent (and `active`), in the platform's order: what a create answers. */
function createdEcho(row: JsonObject, order: readonly string[], input: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const field of order) if (field === 'id' || field === 'active' || field in input) if (row[field] !== undefined) out[field] = clone(row[field] as Json);
  return out;
}

function identifierTaken(table: Table, identifier: string, exceptId: number | null): boolean {
  return table.all().some((row) => row.identifier === identifier && row.id !== exceptId);
}

function savePage(ctx: Ctx): JsonObject {
  const input = bodyObject(ctx, 'page');
  const idParam = ctx.call.params.id;
  const id = idParam !== undefined ? intParam(ctx, 'id') : bodyId(ctx, input);
  const existing = id === null ? undefined : ctx.state.cmsPages.get(id);
  // PageRepository::save loads the page the id names first (getById): the real 2.4.7-p3 and 2.4.6-p1 answer a PUT of an
  // id no page has with the read's own not-found, the id as a number.
  if (id !== null && existing === undefined && idParam !== undefined) throw notFound('The CMS page with the "%1" ID doesn\'t exist.', [id]);
  const now = ctx.now();
  let row: JsonObject;
  if (existing === undefined) {
    const identifier = asString(input.identifier, '');
    if (identifier === '') throw requiredField('identifier');
    if (asString(input.title, '') === '') throw requiredField('title');
    // Real 2.4.7-p3: the URL rewrite of a second page with the identifier on the same store is refused by the save.
    const kept = ctx.options.faults.has(CMS_WRITE_FAULT.identifierKeptAfterDelete) && deletedOf(ctx.state).has(identifier);
    if ((identifierTaken(ctx.state.cmsPages, identifier, null) || kept) && !acceptsDuplicates(ctx.options.faults)) throw inputError('Could not save the page: %1', ['URL key for specified store already exists.']);
    row = { identifier, title: asString(input.title, ''), page_layout: asString(input.page_layout, '1column'), content: asString(input.content, ''), creation_time: now, update_time: now, sort_order: '0', active: input.active === undefined ? true : Boolean(input.active) };
    row.__stores = [assignedStoreId(ctx.state, ctx.call.storeCode, ctx.options.faults)];
    ctx.state.cmsPages.insert(row, 'id');
    // A new page is answered as saved, not reloaded: the given fields and the id, no timestamps (as the platform).
    return createdEcho(row, ['id', 'identifier', 'title', 'page_layout', 'meta_title', 'meta_keywords', 'meta_description', 'content_heading', 'content', 'active'], input);
  } else {
    row = existing;
    for (const field of ['identifier', 'page_layout', 'meta_title', 'meta_keywords', 'meta_description', 'content_heading', 'content', 'sort_order', 'active'] as const) if (field in input) row[field] = clone(input[field] ?? null);
    row.update_time = now;
  }
  const storeId = writeStoreId(ctx.state, ctx.call.storeCode, existing === undefined ? 'create' : 'update');
  if (storeId === 0 && 'title' in input) row.title = asString(input.title, '');
  if (storeId !== 0 && 'title' in input) setScoped(ctx.state, cmsPageKey(Number(row.id)), storeId, { title: asString(input.title, '') }, CMS_PAGE_SCOPED_FIELDS);
  return serializePage(ctx.state, row, ctx.storeId);
}

function saveBlock(ctx: Ctx): JsonObject {
  const input = bodyObject(ctx, 'block');
  const id = ctx.call.params.id !== undefined ? intParam(ctx, 'id') : bodyId(ctx, input);
  const now = ctx.now();
  // BlockRepository::save loads the block the id names first (getById): a PUT of an id no block has is the read's
  // not-found, the id a number here (the body's int field), text on the read and the delete (the real 2.4.7-p3 and
  // 2.4.6-p1).
  if (id !== null && ctx.call.params.id !== undefined && ctx.state.cmsBlocks.get(id) === undefined) throw notFound('The CMS block with the "%1" ID doesn\'t exist.', [id]);
  if (id !== null && ctx.state.cmsBlocks.get(id) !== undefined) {
    const row = requireBlock(ctx.state, id);
    for (const field of ['identifier', 'title', 'content', 'active'] as const) if (field in input) row[field] = clone(input[field] ?? null);
    row.update_time = now;
    return serializeBlock(row);
  }
  const identifier = asString(input.identifier, '');
  if (identifier === '') throw requiredField('identifier');
  if (identifierTaken(ctx.state.cmsBlocks, identifier, null) && !acceptsDuplicates(ctx.options.faults)) throw inputError('A block identifier with the same properties already exists in the selected store.');
  const row: JsonObject = { identifier, title: asString(input.title, ''), content: asString(input.content, ''), creation_time: now, update_time: now, active: input.active === undefined ? true : Boolean(input.active), __stores: [assignedStoreId(ctx.state, ctx.call.storeCode, ctx.options.faults)] };
  ctx.state.cmsBlocks.insert(row, 'id');
  return createdEcho(row, ['id', 'identifier', 'title', 'content', 'active'], input);
}

const FILTER_FIELD = /^searchCriteria\[filter_groups\]\[(\d+)\]\[filters\]\[\d+\]\[field\]$/;

/** The search's filter on store_id, applied to the rows' store assignment (exactly that store: the real 2.4.7-p3's
 * filter on 1 does not list a page of store 0), and the call without that filter group for the generic search. */
function storeFiltered(ctx: Ctx, rows: JsonObject[]): { ctx: Ctx; rows: JsonObject[] } {
  const query = ctx.call.query;
  const group = [...query.keys()].map((key) => (query.get(key) === 'store_id' ? FILTER_FIELD.exec(key)?.[1] : undefined)).find((g) => g !== undefined);
  if (group === undefined) return { ctx, rows };
  const prefix = `searchCriteria[filter_groups][${group}]`;
  const value = [...query.entries()].find(([key]) => key.startsWith(prefix) && key.endsWith('[value]'))?.[1];
  const rest = new URLSearchParams([...query.entries()].filter(([key]) => !key.startsWith(prefix)));
  const stores = (value ?? '').split(',').map(Number);
  return { ctx: { ...ctx, call: { ...ctx.call, query: rest } }, rows: rows.filter((row) => ((row.__stores as number[] | undefined) ?? [0]).some((s) => stores.includes(s))) };
}

export const cmsHandlers: HandlerTable = {
  ['Magento\\Cms\\Api\\PageRepositoryInterface::getById']: (ctx) => serializePage(ctx.state, requirePage(ctx.state, intParam(ctx, 'pageId')), ctx.storeId),
  ['Magento\\Cms\\Api\\PageRepositoryInterface::getList']: (ctx) => {
    const filtered = storeFiltered(ctx, ctx.state.cmsPages.all());
    return list(
      filtered.ctx,
      filtered.rows.map((row) => readScoped(ctx.state, cmsPageKey(Number(row.id)), ctx.storeId, row)),
      (row) => serializePage(ctx.state, row, 0),
      CMS_PAGES,
    );
  },
  ['Magento\\Cms\\Api\\PageRepositoryInterface::save']: savePage,
  ['Magento\\Cms\\Api\\PageRepositoryInterface::deleteById']: (ctx) => {
    const id = intParam(ctx, 'pageId');
    const page = requirePage(ctx.state, id);
    const code = ctx.call.storeCode;
    if (ctx.options.faults.has(CMS_WRITE_FAULT.viewDeleteIgnored) && code !== null && code !== undefined && code !== 'default' && code !== 'all') return true;
    deletedOf(ctx.state).add(asString(page.identifier, ''));
    ctx.state.cmsPages.delete(id);
    dropScoped(ctx.state, cmsPageKey(id));
    return true;
  },
  ['Magento\\Cms\\Api\\BlockRepositoryInterface::getById']: (ctx) => serializeBlock(requireBlock(ctx.state, intParam(ctx, 'blockId'))),
  ['Magento\\Cms\\Api\\BlockRepositoryInterface::getList']: (ctx) => {
    const filtered = storeFiltered(ctx, ctx.state.cmsBlocks.all());
    return list(filtered.ctx, filtered.rows, serializeBlock, CMS_BLOCKS);
  },
  ['Magento\\Cms\\Api\\BlockRepositoryInterface::save']: saveBlock,
  ['Magento\\Cms\\Api\\BlockRepositoryInterface::deleteById']: (ctx) => {
    const id = intParam(ctx, 'blockId');
    requireBlock(ctx.state, id);
    ctx.state.cmsBlocks.delete(id);
    return true;
  },
};
