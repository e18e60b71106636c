// Store-scoped values (product name/price/status, CMS page title), following the platform's rules for writes
// through /rest/<store>/...:
//  - create without a store code: values are global (admin store 0) – every store view inherits them;
//  - update without a store code: values of the default store view only;
//  - update with `all`: the global values, which every store view without its own value inherits;
//  - update with a store code: values of that store view only.
// A read with a store code reads that view (own value, else global); `all` reads the global values.

import type { JsonObject } from './json.ts';
import { ADMIN_STORE_ID, DEFAULT_STORE_ID, type State } from './state.ts';

export type WriteKind = 'create' | 'update';

/** The scope faults (issue 29): a write under a store view's code that lands in the wrong store.
 *  - scope-view-write-everywhere: it lands in the admin store 0, so every view without its own value shows it;
 *  - scope-view-write-default:    it lands in the default store view (1). */
export const SCOPE_FAULT = { viewWriteEverywhere: 'scope-view-write-everywhere', viewWriteDefault: 'scope-view-write-default' } as const;

/** The scope faults beyond names (issue 37), each a part of a product or a cart that does not keep its value per view:
 *  - scope-view-name-copies-url-key: a name written under a store view copies the default url_key into the view, which
 *                                    then no longer follows the default's;
 *  - scope-media-view-write-default: a media entry's label, position and disabled flag written under a store view
 *                                    land in the default values (every view);
 *  - scope-cart-item-default-name:   a cart's item carries the product's default name whatever the cart's store;
 *  - scope-link-title-everywhere:    a downloadable link's title saved under a store view with isGlobalScopeContent
 *                                    false lands in the default title (every view). */
export const SCOPE_PART_FAULT = {
  viewNameCopiesUrlKey: 'scope-view-name-copies-url-key',
  mediaViewWriteDefault: 'scope-media-view-write-default',
  cartItemDefaultName: 'scope-cart-item-default-name',
  linkTitleEverywhere: 'scope-link-title-everywhere',
  sampleTitleEverywhere: 'scope-sample-title-everywhere',
  linkViewPriceGlobal: 'scope-link-view-price-global',
} as const;

/** The store a part's value per view (a media entry's label, a link's title) is written for under `storeCode`: the
 * view's (the default view's too), or ADMIN_STORE_ID (the default values) without a code or under `all`. */
export function partStoreId(state: State, storeCode: string | null): number {
  if (storeCode === null || storeCode === 'all') return ADMIN_STORE_ID;
  return state.storeByCode(storeCode)?.id ?? DEFAULT_STORE_ID;
}

/** Which store's values a write changes: ADMIN_STORE_ID means the row itself (global values). */
export function writeStoreId(state: State, storeCode: string | null, kind: WriteKind, faults: ReadonlySet<string> = new Set()): number {
  if (storeCode === 'all') return ADMIN_STORE_ID;
  if (storeCode === null) return kind === 'create' ? ADMIN_STORE_ID : DEFAULT_STORE_ID;
  const store = state.storeByCode(storeCode)?.id ?? DEFAULT_STORE_ID;
  return store === DEFAULT_STORE_ID ? store : viewWriteLanding(store, faults);
}

/** Where a write under the code of a store view other than the default lands, as the scope faults have it. */
function viewWriteLanding(store: number, faults: ReadonlySet<string>): number {
  if (faults.has(SCOPE_FAULT.viewWriteEverywhere)) return ADMIN_STORE_ID;
  if (faults.has(SCOPE_FAULT.viewWriteDefault)) return DEFAULT_STORE_ID;
  return store;
}

/** The store a CMS page or block is assigned to when created under `storeCode` (the real 2.4.7-p3: the body cannot name
 * one, "StoreId" is not supported; none: the default store view; `all`: store 0, every view; a code: that view). */
export function assignedStoreId(state: State, storeCode: string | null, faults: ReadonlySet<string>): number {
  if (storeCode === 'all') return ADMIN_STORE_ID;
  if (storeCode === null) return DEFAULT_STORE_ID;
  const store = state.storeByCode(storeCode)?.id ?? DEFAULT_STORE_ID;
  return store === DEFAULT_STORE_ID ? store : viewWriteLanding(store, faults);
}

/** Store the scoped fields of `values` for one store; fields not in `scopedFields` are ignored here. A field sent as
 * null removes the store's own value, so the view reads the default again (the real 2.4.7-p3 deletes the
 * store_id row of the attribute: PUT /rest/fr/V1/products/:sku with "name": null), unless `nullKept` (the fault
 * store-null-kept) keeps it. */
export function setScoped(state: State, entityKey: string, storeId: number, values: JsonObject, scopedFields: readonly string[], nullKept = false): void {
  const own: JsonObject = {};
  const cleared: string[] = [];
  for (const field of scopedFields) {
    if (!(field in values)) continue;
    if (values[field] === null || values[field] === undefined) {
      if (!nullKept) cleared.push(field);
    } else own[field] = values[field] ?? null;
  }
  if (Object.keys(own).length === 0 && cleared.length === 0) return;
  const stores = state.scoped.get(entityKey) ?? new Map<number, JsonObject>();
  state.scoped.set(entityKey, stores);
  const merged: JsonObject = { ...(stores.get(storeId) ?? {}), ...own };
  for (const field of cleared) delete merged[field];
  stores.set(storeId, merged);
}

/** The store's own values of an entity (none: {}). */
export function ownScoped(state: State, entityKey: string, storeId: number): JsonObject {
  return state.scoped.get(entityKey)?.get(storeId) ?? {};
}

/** The row as a store view sees it: its own values over the global ones. */
export function readScoped(state: State, entityKey: string, storeId: number, row: JsonObject): JsonObject {
  if (storeId === ADMIN_STORE_ID) return row;
  const own = state.scoped.get(entityKey)?.get(storeId);
  return own === undefined ? row : { ...row, ...own };
}

export function dropScoped(state: State, entityKey: string): void {
  state.scoped.delete(entityKey);
}
