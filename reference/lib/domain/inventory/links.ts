// MSI stock-source links (GetStockSourceLinksInterface, StockSourceLinksSaveInterface, StockSourceLinksDeleteInterface):
// which sources a stock sells from, by priority. The default source sells only through the default stock, and that
// link is setup's: every save or delete that names either is refused.

import type { HandlerTable } from '../context.ts';
import { asNumber, bodyValue } from '../context.ts';
import { DomainError, requiredField } from '../errors.ts';
import { acceptsDefaultSourceLinks } from '../input-faults.ts';
import type { JsonObject } from '../json.ts';
import { isObject } from '../json.ts';
import { list } from '../repository.ts';
import type { SearchSource } from '../search.ts';
import type { State } from '../state.ts';
import { DEFAULT_SOURCE, DEFAULT_STOCK_ID, emptyField, findSource, findStock, isBlank, listArgument, ValidationFailed, type ValidationProblem } from './common.ts';

export function serializeLink(link: JsonObject): JsonObject {
  return { stock_id: link.stock_id ?? 0, source_code: link.source_code ?? '', priority: link.priority ?? 0 };
}

/** inventory_source_stock_link, without its link_id (the answer never shows it). */
export const LINKS: SearchSource = { table: 'inventory_source_stock_link', storage: 'flat', notColumns: ['extension_attributes'] };

export function findLink(state: State, stockId: number, sourceCode: string): JsonObject | undefined {
  return state.stockSourceLinks.all().find((link) => Number(link.stock_id) === stockId && link.source_code === sourceCode);
}

const touchesDefault = (stockId: number, sourceCode: string): boolean => stockId === DEFAULT_STOCK_ID || sourceCode === DEFAULT_SOURCE;

function linksOf(body: unknown): JsonObject[] {
  if (!Array.isArray(body)) throw requiredField('links');
  return body.filter(isObject) as JsonObject[];
}

/** StockSourceLinkValidatorChain (source code, stock id, priority) and the default-source rule, then one upsert each. */
export function saveLinks(state: State, links: JsonObject[], faults: ReadonlySet<string> = new Set()): void {
  if (links.length === 0) throw new DomainError(400, 'Input data is empty');
  const problems: ValidationProblem[] = [];
  for (const link of links) {
    if (isBlank(link.source_code)) problems.push(emptyField('source_code'));
    if (isBlank(link.stock_id)) problems.push(emptyField('stock_id'));
    // A priority left out is 0, which is not greater than 0 (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1).
    if (asNumber(link.priority, 0) <= 0) problems.push({ message: '"%field" should be greater then 0.', parameters: { field: 'priority' } });
    if (touchesDefault(asNumber(link.stock_id, -1), String(link.source_code ?? '')) && !acceptsDefaultSourceLinks(faults)) problems.push({ message: 'Can not save link related to Default Source or Default Stock', parameters: [] });
  }
  if (problems.length > 0) throw new ValidationFailed(problems);
  // A source or stock that does not exist fails the link table's foreign keys: CouldNotSaveException, no errors.
  if (links.some((link) => findSource(state, String(link.source_code)) === undefined || findStock(state, asNumber(link.stock_id, -1)) === undefined)) throw new DomainError(400, 'Could not save StockSourceLinks');
  for (const link of links) {
    const stockId = asNumber(link.stock_id, 0);
    const sourceCode = String(link.source_code);
    const row = findLink(state, stockId, sourceCode);
    const priority = asNumber(link.priority, 0);
    if (row !== undefined) row.priority = priority;
    else state.stockSourceLinks.insert({ stock_id: stockId, source_code: sourceCode, priority }, '__id');
  }
}

export function deleteLinks(state: State, links: JsonObject[], faults: ReadonlySet<string> = new Set()): void {
  if (links.length === 0) throw new DomainError(400, 'Input data is empty');
  for (const link of links) {
    if (touchesDefault(asNumber(link.stock_id, -1), String(link.source_code ?? '')) && !acceptsDefaultSourceLinks(faults)) throw new DomainError(400, 'Can not delete link related to Default Source or Default Stock');
  }
  for (const link of links) {
    const row = findLink(state, asNumber(link.stock_id, -1), String(link.source_code ?? ''));
    if (row !== undefined) state.stockSourceLinks.delete(Number(row.__id));
  }
}

const API = 'Magento\\InventoryApi\\Api\\';

export const linkHandlers: HandlerTable = {
  [`${API}GetStockSourceLinksInterface::execute`]: (ctx) => list(ctx, ctx.state.stockSourceLinks.all(), serializeLink, LINKS),
  [`${API}StockSourceLinksSaveInterface::execute`]: (ctx) => {
    saveLinks(ctx.state, linksOf(bodyValue(ctx, 'links')), ctx.options.faults);
    return null;
  },
  [`${API}StockSourceLinksDeleteInterface::execute`]: (ctx) => {
    deleteLinks(ctx.state, linksOf(listArgument(ctx, 'links')), ctx.options.faults);
    return null;
  },
};
