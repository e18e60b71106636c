// Categories: the tree, category-product links (a category's products, a product's category links), the category
// repository and management services.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, bodyValue, intParam, param, queryValue, searchCall } from '../context.ts';
import { inputError, noSuchEntity, requiredField } from '../errors.ts';
import { acceptsDuplicates } from '../input-faults.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone } from '../json.ts';
import { isAtLeast, listSearch, type SearchSource } from '../search.ts';
import type { State } from '../state.ts';
import { publicCopy, requireProduct, urlKeyOf } from './lookup.ts';
import { dropScoped, readScoped, setScoped, writeStoreId } from '../scope.ts';
import { PRODUCT_BODY_FAULT, playsBody } from '../product-body-faults.ts';

/** A category's store-scoped values: its name, per store view as a product's (the real 2.4.7-p3: PUT
 * /rest/fr/V1/categories/:id {name} reads back under fr only; under `all`, in every view without its own). */
const CATEGORY_SCOPED_FIELDS = ['name'] as const;
const categoryKey = (id: number): string => `category:${id}`;

export function categoryLinksOf(state: State, sku: string): JsonObject[] {
  const links: JsonObject[] = [];
  for (const category of state.categories.all()) {
    const products = (category.__products as JsonObject[] | undefined) ?? [];
    const link = products.find((entry) => String(entry.sku).toLowerCase() === sku.toLowerCase());
    if (link !== undefined) links.push({ position: link.position ?? 0, category_id: String(category.id) });
  }
  return links;
}

export function assignProduct(category: JsonObject, sku: string, position: number): void {
  const products = (category.__products as JsonObject[] | undefined) ?? [];
  const existing = products.find((entry) => entry.sku === sku);
  if (existing !== undefined) existing.position = position;
  else products.push({ sku, position, category_id: String(category.id) });
  category.__products = products;
}

function requireCategory(state: State, id: number): JsonObject {
  const category = state.categories.get(id);
  if (category === undefined) throw noSuchEntity('id', id);
  return category;
}

function childrenOf(state: State, id: number): JsonObject[] {
  return state.categories
    .all()
    .filter((row) => row.parent_id === id)
    .sort((a, b) => asNumber(a.position, 0) - asNumber(b.position, 0));
}

function serializeCategory(state: State, row: JsonObject, storeId = 0): JsonObject {
  const out = publicCopy(readScoped(state, categoryKey(Number(row.id)), storeId, row));
  const children = childrenOf(state, Number(row.id));
  out.children = children.map((child) => String(child.id)).join(',');
  const customAttributes = clone((row.__custom_attributes as JsonObject[] | undefined) ?? []);
  customAttributes.push({ attribute_code: 'path', value: String(row.path) }, { attribute_code: 'children_count', value: String(children.length) });
  out.custom_attributes = customAttributes;
  return reorderCategory(out);
}

/** Field order of CategoryInterface answers (id, parent_id, name, is_active, position, level, children, ...). */
function reorderCategory(row: JsonObject): JsonObject {
  const order = ['id', 'parent_id', 'name', 'is_active', 'position', 'level', 'children', 'created_at', 'updated_at', 'path', 'available_sort_by', 'include_in_menu', 'custom_attributes'];
  const out: JsonObject = {};
  for (const key of order) if (row[key] !== undefined) out[key] = row[key] as Json;
  return out;
}

function categoryTree(state: State, row: JsonObject, depth: number | null): JsonObject {
  const products = (row.__products as JsonObject[] | undefined) ?? [];
  const children = depth === 0 ? [] : childrenOf(state, Number(row.id)).map((child) => categoryTree(state, child, depth === null ? null : depth - 1));
  return {
    id: row.id ?? 0,
    parent_id: row.parent_id ?? 0,
    name: row.name ?? '',
    is_active: row.is_active ?? true,
    position: row.position ?? 0,
    level: row.level ?? 0,
    product_count: products.length,
    children_data: children,
  };
}

function saveCategory(ctx: Ctx, input: JsonObject, id: number | null): JsonObject {
  const { state } = ctx;
  const now = ctx.now();
  if (id !== null) {
    const row = requireCategory(state, id);
    // A field sent as null is taken for one left out: CategoryRepository::save merges the body over the category as loaded,
    // and the body's nulls drop out (the real 2.4.7-p3 kept a store view's name sent as null).
    for (const field of ['is_active', 'position', 'include_in_menu', 'available_sort_by'] as const) if (field in input && input[field] !== null) row[field] = clone(input[field] ?? null);
    // The custom attributes an update sends: description as sent, url_key made a URL key of the text sent (its
    // url_path with it); default_sort_by sent as a list is accepted and not saved, save_rewrites_history is no value
    // (the real 2.4.7-p3, probed 2026-12-03). category-update-attributes-ignored: none of them is saved.
    const sentAttributes = Array.isArray(input.custom_attributes) ? (input.custom_attributes as Json[]) : [];
    if (!playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.categoryUpdateAttributesIgnored)) {
      const held = (row.__custom_attributes as JsonObject[] | undefined) ?? [];
      const put = (code: string, value: string): void => {
        const found = held.find((a) => a.attribute_code === code);
        if (found !== undefined) found.value = value;
        else held.push({ attribute_code: code, value });
      };
      for (const raw of sentAttributes) {
        if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) continue;
        const code = asString(raw.attribute_code, '');
        if (code === 'description' && typeof raw.value === 'string') put('description', raw.value);
        if (code === 'url_key' && typeof raw.value === 'string' && raw.value !== '') {
          const key = urlKeyOf(raw.value);
          put('url_key', key);
          const parentPath = held.find((a) => a.attribute_code === 'url_path')?.value;
          put('url_path', typeof parentPath === 'string' && parentPath.includes('/') ? `${parentPath.slice(0, parentPath.lastIndexOf('/'))}/${key}` : key);
        }
      }
      row.__custom_attributes = held;
    }
    // The name lands in the store of the call's code: `all` the category's own, no code the default view, a code that view.
    const storeId = writeStoreId(state, ctx.call.storeCode, 'update', ctx.options.faults);
    if ('name' in input && input.name !== null) {
      if (storeId === 0) row.name = clone(input.name ?? null);
      else setScoped(state, categoryKey(id), storeId, { name: asString(input.name, '') }, CATEGORY_SCOPED_FIELDS);
    }
    row.updated_at = now;
    return row;
  }
  const parentId = asNumber(input.parent_id, 2);
  const parent = requireCategory(state, parentId);
  const name = asString(input.name, '');
  if (name === '') throw requiredField('name');
  // Real 2.4.7-p3: a second category of the name under the same parent has the same URL path, refused by the save.
  if (childrenOf(state, parentId).some((sibling) => urlKeyOf(asString(sibling.name, '')) === urlKeyOf(name)) && !acceptsDuplicates(ctx.options.faults)) throw inputError('Could not save category: %1', ['URL key for specified store already exists.']);
  const row: JsonObject = {
    parent_id: parentId,
    name,
    is_active: input.is_active === undefined ? true : input.is_active === true || input.is_active === 1 || input.is_active === '1',
    position: asNumber(input.position, childrenOf(state, parentId).length + 1),
    level: asNumber(parent.level, 0) + 1,
    created_at: now,
    updated_at: now,
    include_in_menu: input.include_in_menu === undefined ? true : Boolean(input.include_in_menu),
    // The sort orders offered, answered and read as sent, after path (the real 2.4.7-p3 and 2.4.6-p1, 2026-12-03).
    ...(Array.isArray(input.available_sort_by) ? { available_sort_by: clone(input.available_sort_by) } : {}),
    __custom_attributes: [
      { attribute_code: 'is_anchor', value: '1' },
      { attribute_code: 'url_key', value: urlKeyOf(name) },
      { attribute_code: 'url_path', value: urlKeyOf(name) },
    ],
    __products: [],
  };
  state.categories.insert(row, 'id');
  row.path = `${String(parent.path)}/${String(row.id)}`;
  return row;
}

const P = 'Magento\\Catalog\\Api\\';

// An EAV collection: the criteria name the id entity_id, and `id` is no attribute (400 on a filter, a sort on it is
// ignored). From 2.2.0 (when the route came) to 2.3.2 the list applied no page at all (magento/magento2#25740, not
// reproducible on 2.3-develop at the end of 2019). moreq, which the products list applies as eq, it applies as lteq
// (the real 2.4.7-p3: parent_id moreq 1 answered the categories with parent 0 and 1).
const CATEGORIES: SearchSource = {
  table: 'catalog_category_entity',
  storage: 'eav',
  columns: { entity_id: 'id' },
  notColumns: ['id'],
  conditions: { moreq: 'lteq' },
  ignoresPageSize: (release) => isAtLeast(release, '2.2.0') && !isAtLeast(release, '2.3.3'),
};

export const categoryHandlers: HandlerTable = {
  [`${P}CategoryLinkManagementInterface::getAssignedProducts`]: (ctx) => {
    const links = clone((requireCategory(ctx.state, intParam(ctx, 'categoryId')).__products as Json[] | undefined) ?? []);
    if (!playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.categoryProductsIdNumber)) return links;
    return links.map((link) => (link !== null && typeof link === 'object' && !Array.isArray(link) ? { ...link, category_id: Number(link.category_id) } : link));
  },
  [`${P}CategoryLinkRepositoryInterface::save`]: (ctx) => {
    // The link's category_id (the URL's, by ParamsOverrider) is a string field of the link: a category it does not name
    // is not found with the id as text (the real 2.4.7-p3 and 2.4.6-p1: fieldValue "2100000000").
    if (ctx.state.categories.get(intParam(ctx, 'categoryId')) === undefined) throw noSuchEntity('id', param(ctx, 'categoryId'));
    const category = requireCategory(ctx.state, intParam(ctx, 'categoryId'));
    const link = bodyObject(ctx, 'productLink');
    const product = requireProduct(ctx.state, asString(link.sku, ''));
    assignProduct(category, String(product.sku), asNumber(link.position, 0));
    if (playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.categoryLinkMovesOthers)) for (const entry of (category.__products as JsonObject[] | undefined) ?? []) entry.position = asNumber(link.position, 0);
    return true;
  },
  [`${P}CategoryLinkRepositoryInterface::deleteByIds`]: (ctx) => {
    const category = requireCategory(ctx.state, intParam(ctx, 'categoryId'));
    const sku = param(ctx, 'sku');
    // The product is loaded first (real 2.4.7-p3: a SKU no product has is the product's 404).
    requireProduct(ctx.state, sku);
    const products = (category.__products as JsonObject[] | undefined) ?? [];
    if (!products.some((entry) => entry.sku === sku)) throw inputError('The category doesn\'t contain the specified product.');
    category.__products = products.filter((entry) => entry.sku !== sku);
    return true;
  },
  [`${P}CategoryRepositoryInterface::get`]: (ctx) => serializeCategory(ctx.state, requireCategory(ctx.state, intParam(ctx, 'categoryId')), ctx.storeId),
  [`${P}CategoryRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'category');
    const id = ctx.call.params.id === undefined ? null : intParam(ctx, 'id');
    const saved = serializeCategory(ctx.state, saveCategory(ctx, input, id), ctx.storeId);
    // category-update-answers-parent-id: an update answers the category with its parent's id.
    return id !== null && playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.categoryUpdateAnswersParentId) ? { ...saved, id: saved.parent_id ?? null } : saved;
  },
  [`${P}CategoryRepositoryInterface::deleteByIdentifier`]: (ctx) => {
    const id = intParam(ctx, 'categoryId');
    requireCategory(ctx.state, id);
    if (id <= 2) throw inputError('Cannot delete category with id %1', [id]);
    const doomed = [id];
    for (let index = 0; index < doomed.length; index++) for (const child of childrenOf(ctx.state, doomed[index] ?? -1)) doomed.push(Number(child.id));
    for (const doomedId of doomed) {
      ctx.state.categories.delete(doomedId);
      dropScoped(ctx.state, categoryKey(doomedId));
    }
    return true;
  },
  [`${P}CategoryManagementInterface::getTree`]: (ctx) => {
    const rootId = queryValue(ctx, 'rootCategoryId');
    const depth = queryValue(ctx, 'depth');
    const root = requireCategory(ctx.state, rootId === null || rootId === '' ? 2 : asNumber(rootId, 2));
    return categoryTree(ctx.state, root, depth === null || depth === '' ? null : asNumber(depth, 0));
  },
  [`${P}CategoryManagementInterface::move`]: (ctx) => {
    const category = requireCategory(ctx.state, intParam(ctx, 'categoryId'));
    const parentId = asNumber(bodyValue(ctx, 'parentId'), -1);
    const parent = requireCategory(ctx.state, parentId);
    // CategoryManagement::move: without afterId, or with one above the id of the parent's last active child, the
    // category goes after that child (getChildren lists the active ones alone); ResourceModel\Category::
    // _processPositions closes the gap it leaves, puts it after afterId (first with 0, or an id no category has) and
    // moves the later siblings down (the real 2.4.7-p3, probed 2026-12-03).
    const rawAfter = bodyValue(ctx, 'afterId');
    let afterId = rawAfter === null || rawAfter === undefined || rawAfter === '' ? null : asNumber(rawAfter, 0);
    const active = childrenOf(ctx.state, parentId).filter((child) => child.id !== category.id && child.is_active !== false).map((child) => Number(child.id)).sort((a, b) => a - b);
    const lastId = active[active.length - 1];
    if (lastId !== undefined && (afterId === null || afterId > lastId)) afterId = lastId;
    const oldPosition = asNumber(category.position, 0);
    for (const sibling of childrenOf(ctx.state, asNumber(category.parent_id, -1))) if (sibling.id !== category.id && asNumber(sibling.position, 0) > oldPosition) sibling.position = asNumber(sibling.position, 0) - 1;
    const after = afterId ? ctx.state.categories.get(afterId) : undefined;
    const position = playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.categoryMoveAfterIgnored) || after === undefined ? 1 : asNumber(after.position, 0) + 1;
    for (const sibling of childrenOf(ctx.state, parentId)) if (sibling.id !== category.id && asNumber(sibling.position, 0) >= position) sibling.position = asNumber(sibling.position, 0) + 1;
    category.parent_id = parentId;
    category.position = position;
    const relocate = (row: JsonObject, above: JsonObject): void => {
      row.level = asNumber(above.level, 0) + 1;
      row.path = `${String(above.path)}/${String(row.id)}`;
      for (const child of childrenOf(ctx.state, Number(row.id))) relocate(child, row);
    };
    relocate(category, parent);
    return true;
  },
  [`${P}CategoryListInterface::getList`]: (ctx) => {
    const result = listSearch(searchCall(ctx), ctx.state.categories.all(), CATEGORIES);
    result.items = (result.items as JsonObject[]).map((row) => serializeCategory(ctx.state, row));
    return result;
  },
};
