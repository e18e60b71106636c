// Source selection (Magento_InventorySourceSelectionApi): which sources would ship an order's items, by an
// algorithm. "priority" walks the stock's enabled sources in link priority and takes what each has in stock;
// "distance" orders them by distance to the address first, through the distance provider (Magento_InventoryDistance-
// BasedSourceSelectionApi), Google Maps by default: without an API key every distance answer is 400 "Google API key
// is not defined" (real 2.4.7-p3, a vanilla installation), before anything leaves the installation.

import type { HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, bodyValue } from '../context.ts';
import { DomainError, internalError, requiredField } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { isObject } from '../json.ts';
import type { State } from '../state.ts';
import { findSource, linkedSources } from './common.ts';
import { MSI_FAULT, playsMsi } from '../msi-faults.ts';

export const ALGORITHMS: readonly JsonObject[] = [
  { code: 'distance', title: 'Distance Priority', description: 'Algorithm which provides Source Selections based on shipping address distance from the source' },
  { code: 'priority', title: 'Source Priority', description: 'Algorithm which provides Source Selections based on predefined priority of Source' },
];

/** The provider the store's configuration names (cataloginventory/source_selection_distance_based/provider). */
export const DISTANCE_PROVIDER = 'google';

const NO_API_KEY = (): DomainError => new DomainError(400, 'Google API key is not defined');

/** The priority algorithm (GetDefaultSortedSourcesResult): the in-stock items of the requested SKUs on the stock's
 * enabled sources (GetInStockSourceItemsBySkusAndSortedSource: an out-of-stock item is not listed), source by source in
 * priority order, each taking what it holds until the SKU's quantity is met (qty_to_deduct 0 once it is); shippable
 * when every quantity is met (real 2.4.7-p3: 8 of a SKU from sources of 5.5 and 3 in stock and 10 out of stock
 * answered the first two only). */
export function prioritySelection(state: State, stockId: number, items: ReadonlyArray<{ sku: string; qty: number }>, byCode = false): JsonObject {
  const sources = linkedSources(state, stockId, byCode).filter((code) => findSource(state, code)?.enabled === true);
  const selected: JsonObject[] = [];
  const wanted = new Map(items.map((item) => [item.sku.toLowerCase(), item.qty]));
  for (const code of sources) {
    for (const item of items) {
      const row = state.sourceItems.all().find((candidate) => String(candidate.sku).toLowerCase() === item.sku.toLowerCase() && candidate.source_code === code);
      if (row === undefined || Number(row.status) !== 1) continue;
      const available = asNumber(row.quantity, 0);
      const left = wanted.get(item.sku.toLowerCase()) ?? 0;
      const take = Math.min(Math.max(available, 0), left);
      wanted.set(item.sku.toLowerCase(), left - take);
      selected.push({ source_code: code, sku: item.sku, qty_to_deduct: take, qty_available: available });
    }
  }
  const shippable = [...wanted.values()].every((left) => Math.abs(left) < 0.0001);
  return { source_selection_items: selected, shippable };
}

/** The address's five fields are arguments of its constructor: one missing is a PHP TypeError, the masked 500 (real
 * 2.4.7-p3: country and postcode only). */
function requireAddress(query: URLSearchParams): void {
  if (['country', 'postcode', 'street', 'region', 'city'].some((field) => query.get(`address[${field}]`) === null)) throw internalError();
}

function requestedItems(request: JsonObject): Array<{ sku: string; qty: number }> {
  if (!Array.isArray(request.items)) throw requiredField('items');
  return (request.items.filter(isObject) as JsonObject[]).map((item) => ({ sku: asString(item.sku, ''), qty: asNumber(item.qty, 0) }));
}

const SELECTION = 'Magento\\InventorySourceSelectionApi\\Api\\';
const DISTANCE = 'Magento\\InventoryDistanceBasedSourceSelectionApi\\Api\\';

export const selectionHandlers: HandlerTable = {
  [`${SELECTION}GetSourceSelectionAlgorithmListInterface::execute`]: () => ALGORITHMS.map((algorithm) => ({ ...algorithm })),
  [`${SELECTION}SourceSelectionServiceInterface::execute`]: (ctx) => {
    const request = bodyObject(ctx, 'inventoryRequest');
    const code = asString(bodyValue(ctx, 'algorithmCode'), '');
    if (code === 'distance') throw NO_API_KEY();
    if (code !== 'priority') throw new DomainError(400, 'There is no such Source Selection Algorithm implemented: %1', [code]);
    // The concrete InventoryRequest takes the stock as its constructor's $stockId, so the web API fills it from the
    // body's stockId; the published stock_id leaves it missing, a PHP error, the masked 500 (real 2.4.7-p3 and Adobe
    // Commerce 2.4.6-p1: "Missing required argument $stockId").
    if (request.stockId === undefined || request.stockId === null) throw internalError();
    const selection = prioritySelection(ctx.state, asNumber(request.stockId, 0), requestedItems(request), playsMsi(ctx.options.faults, MSI_FAULT.sourcesPriorityIgnored));
    // The fault source-selection-overdeducts: each source is asked for the whole quantity, whatever it holds.
    if (playsMsi(ctx.options.faults, MSI_FAULT.sourceSelectionOverdeducts) && Array.isArray(selection.source_selection_items)) {
      const items = requestedItems(request);
      for (const row of selection.source_selection_items as JsonObject[]) row.qty_to_deduct = items.find((item) => item.sku.toLowerCase() === String(row.sku).toLowerCase())?.qty ?? row.qty_to_deduct ?? 0;
      selection.shippable = true;
    }
    return selection;
  },
  [`${DISTANCE}GetDistanceProviderCodeInterface::execute`]: () => DISTANCE_PROVIDER,
  [`${DISTANCE}GetDistanceInterface::execute`]: () => {
    throw NO_API_KEY();
  },
  [`${DISTANCE}GetLatLngFromAddressInterface::execute`]: (ctx) => {
    requireAddress(ctx.call.query);
    throw NO_API_KEY();
  },
  [`${DISTANCE}GetLatsLngsFromAddressInterface::execute`]: (ctx) => {
    requireAddress(ctx.call.query);
    throw NO_API_KEY();
  },
};
