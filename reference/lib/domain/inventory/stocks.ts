// MSI stocks (StockRepositoryInterface) and the sales channels (websites) each sells to (Magento_InventorySales's
// extension attribute sales_channels, and its StockResolverInterface).

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, intParam, param } from '../context.ts';
import { DomainError, notFound } from '../errors.ts';
import { deletesStockWithChannel, skipsStockValidation } from '../input-faults.ts';
import type { JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import { list } from '../repository.ts';
import type { SearchSource } from '../search.ts';
import type { State } from '../state.ts';
import { DEFAULT_STOCK_ID, emptyField, findStock, isBlank, requireChannelStock, requireStock, ValidationFailed, type ValidationProblem } from './common.ts';
import { MSI_FAULT, playsMsi } from '../msi-faults.ts';

/** The websites a sales channel may name (code → exists); the admin website sells nothing. */
const WEBSITE_CODES: ReadonlySet<string> = new Set(['base']);

export interface SalesChannel {
  type: string;
  code: string;
}

export function channelsOf(stock: JsonObject): SalesChannel[] {
  return ((stock.__sales_channels as JsonObject[] | undefined) ?? []).map((channel) => ({ type: String(channel.type), code: String(channel.code) }));
}

export function serializeStock(stock: JsonObject): JsonObject {
  return { stock_id: stock.stock_id ?? 0, name: stock.name ?? '', extension_attributes: { sales_channels: channelsOf(stock).map((channel) => ({ ...channel })) } };
}

/** inventory_stock: stock_id and name are its columns; the channels live in another table. */
export const STOCKS: SearchSource = { table: 'inventory_stock', storage: 'flat', notColumns: ['extension_attributes'] };

function channelsFrom(input: JsonObject): SalesChannel[] | null {
  const extension = input.extension_attributes;
  if (!isObject(extension) || !Array.isArray(extension.sales_channels)) return null;
  return (extension.sales_channels.filter(isObject) as JsonObject[]).map((channel) => ({ type: asString(channel.type, ''), code: asString(channel.code, '') }));
}

/** Create, or update the stock stock_id names; PUT /V1/inventory/stocks/:stockId puts the URL's id there first (the
 * web API's ParamsOverrider::overrideRequestBodyIdWithPathParam). An id no stock has is an UPDATE of no row: nothing
 * is saved, the id is answered. Channels the body names move to this stock from the one that had them; without
 * extension_attributes.sales_channels the stock keeps its own. Answers the stock id. */
export function saveStock(state: State, input: JsonObject, faults: ReadonlySet<string> = new Set()): number {
  const problems: ValidationProblem[] = [];
  if (isBlank(input.name)) problems.push(emptyField('name'));
  const channels = channelsFrom(input);
  // The sales-channel validators, in the real 2.4.7-p3's and Adobe Commerce 2.4.6-p1's order: type, code, then the
  // website a website channel names (a code left out is no website either: two errors). A channel of another type is
  // stored as it is (no module sells through it).
  for (const channel of channels ?? []) {
    if (isBlank(channel.type)) problems.push(emptyField('type'));
    if (isBlank(channel.code)) problems.push(emptyField('code'));
    if (channel.type === 'website' && !WEBSITE_CODES.has(channel.code)) problems.push({ message: 'The website with code "%code" does not exist.', parameters: { code: channel.code } });
  }
  if (problems.length > 0 && !skipsStockValidation(faults)) throw new ValidationFailed(problems);
  const id = input.stock_id === undefined || input.stock_id === null ? null : asNumber(input.stock_id, -1);
  if (id !== null && findStock(state, id) === undefined) return id;
  const stock: JsonObject = id === null ? { name: '', __sales_channels: [] } : requireStock(state, id);
  stock.name = String(input.name);
  if (id === null) state.inventoryStocks.insert(stock, 'stock_id');
  if (channels !== null) {
    const dropped = channelsOf(stock).filter((had) => !channels.some((channel) => channel.type === had.type && channel.code === had.code));
    for (const other of state.inventoryStocks.all()) {
      if (other === stock) continue;
      other.__sales_channels = channelsOf(other).filter((had) => !channels.some((channel) => channel.type === had.type && channel.code === had.code)).map((c) => ({ ...c }));
    }
    stock.__sales_channels = channels.map((channel) => ({ ...channel }));
    // A website no stock sells to any more goes back to the Default Stock (not to the stock it came from): the real
    // 2.4.7-p3 and Adobe Commerce 2.4.6-p1 gave website second back to the Default Stock when the stock that had taken
    // it was saved with sales_channels [].
    const defaultStock = findStock(state, DEFAULT_STOCK_ID);
    for (const website of dropped.filter((channel) => channel.type === 'website')) {
      if (defaultStock !== undefined && !state.inventoryStocks.all().some((other) => channelsOf(other).some((had) => had.type === 'website' && had.code === website.code))) {
        defaultStock.__sales_channels = [...channelsOf(defaultStock), website].map((channel) => ({ type: channel.type, code: channel.code }));
      }
    }
  }
  return Number(stock.stock_id);
}

/** The default stock and a stock that sells to a channel cannot be deleted; the stock's links go with it. */
export function deleteStock(state: State, id: number, faults: ReadonlySet<string> = new Set()): void {
  // deleteById names the stock its own way (real 2.4.7-p3 and Adobe Commerce 2.4.6-p1), not as the read does.
  const stock = findStock(state, id);
  if (stock === undefined) throw notFound('There is no stock with "%fieldValue" for "%fieldName". Verify and try again.', { fieldName: 'stock_id', fieldValue: id });
  if (id === DEFAULT_STOCK_ID) throw new DomainError(400, 'Default Stock could not be deleted.');
  if (channelsOf(stock).length > 0 && !deletesStockWithChannel(faults)) throw new DomainError(400, 'Stock has at least one sale channel and could not be deleted.');
  state.inventoryStocks.delete(id);
  for (const link of state.stockSourceLinks.all()) if (Number(link.stock_id) === id) state.stockSourceLinks.delete(Number(link.__id));
}

const API = 'Magento\\InventoryApi\\Api\\';

export const stockHandlers: HandlerTable = {
  [`${API}StockRepositoryInterface::get`]: (ctx) => serializeStock(requireStock(ctx.state, intParam(ctx, 'stockId'))),
  [`${API}StockRepositoryInterface::getList`]: (ctx) => list(ctx, ctx.state.inventoryStocks.all(), serializeStock, STOCKS),
  [`${API}StockRepositoryInterface::save`]: (ctx: Ctx) => {
    const input = clone(bodyObject(ctx, 'stock'));
    // path-id-ignored: a stock_id the body names is kept instead of the path's.
    const bodyNames = playsMsi(ctx.options.faults, MSI_FAULT.pathIdIgnored) && input.stock_id !== undefined && input.stock_id !== null;
    if (ctx.call.params.stockId !== undefined && !bodyNames) input.stock_id = intParam(ctx, 'stockId');
    return saveStock(ctx.state, input, ctx.options.faults);
  },
  [`${API}StockRepositoryInterface::deleteById`]: (ctx) => {
    deleteStock(ctx.state, intParam(ctx, 'stockId'), ctx.options.faults);
    return null;
  },
  ['Magento\\InventorySalesApi\\Api\\StockResolverInterface::execute']: (ctx) => {
    const stock = serializeStock(requireChannelStock(ctx.state, param(ctx, 'type'), param(ctx, 'code')));
    // The fault stock-resolver-channel-dropped: the stock is answered without the channel it was resolved by.
    if (playsMsi(ctx.options.faults, MSI_FAULT.stockResolverChannelDropped)) {
      const ext = stock.extension_attributes;
      if (ext !== null && typeof ext === 'object' && !Array.isArray(ext) && Array.isArray(ext.sales_channels)) {
        ext.sales_channels = ext.sales_channels.filter((c) => !(c !== null && typeof c === 'object' && !Array.isArray(c) && c.type === param(ctx, 'type') && c.code === param(ctx, 'code')));
      }
    }
    return stock;
  },
};
