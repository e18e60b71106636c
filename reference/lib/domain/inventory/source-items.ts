// MSI source items (SourceItemRepositoryInterface::getList, SourceItemsSaveInterface, SourceItemsDeleteInterface): the
// quantity and status of a SKU on a source. Items on the default source are the legacy stock items seen through MSI
// (product-sync.ts); a deleted item takes its low-stock setting with it (Magento_InventoryLowQuantityNotification's
// plugin on the source-item delete, which the teardown sweep relies on).

import type { HandlerTable } from '../context.ts';
import { asNumber, bodyValue } from '../context.ts';
import { DomainError, requiredField } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { isObject } from '../json.ts';
import { list } from '../repository.ts';
import type { SearchSource } from '../search.ts';
import type { State } from '../state.ts';
import { skipsSourceItemValidation } from '../input-faults.ts';
import { DEFAULT_SOURCE, emptyField, findSource, isBlank, listArgument, ValidationFailed, type ValidationProblem } from './common.ts';
import { findSourceItem, putSourceItem, setLegacyStock } from './product-sync.ts';
import { MSI_FAULT, playsMsi } from '../msi-faults.ts';

export function serializeSourceItem(item: JsonObject): JsonObject {
  return { sku: item.sku ?? '', source_code: item.source_code ?? '', quantity: item.quantity ?? 0, status: item.status ?? 0 };
}

/** inventory_source_item, without its source_item_id (the answer never shows it). */
export const SOURCE_ITEMS: SearchSource = { table: 'inventory_source_item', storage: 'flat', notColumns: ['extension_attributes'] };

export function sourceItemsIn(body: unknown): JsonObject[] {
  if (!Array.isArray(body)) throw requiredField('sourceItems');
  return body.filter(isObject) as JsonObject[];
}

const isNumeric = (value: unknown): boolean => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

/** SourceItemValidatorChain: sku, source code, quantity and status (1 in stock, 0 out of stock). */
function problemsOf(items: JsonObject[]): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  for (const item of items) {
    if (isBlank(item.sku)) problems.push(emptyField('sku'));
    else if (String(item.sku) !== String(item.sku).trim()) problems.push({ message: '"%field" can not contain leading or trailing spaces.', parameters: { field: 'sku' } });
    // A code of a space is both (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 answer the two errors).
    if (isBlank(item.source_code)) problems.push(emptyField('source_code'));
    if (typeof item.source_code === 'string' && /\s/.test(item.source_code)) problems.push({ message: '"%field" can not contain whitespaces.', parameters: { field: 'source_code' } });
    if (!isNumeric(item.quantity)) problems.push({ message: '"%field" should be numeric.', parameters: { field: 'quantity' } });
    // A status left out is not numeric, and only that: the known-status rule judges numbers (real 2.4.7-p3 and
    // Adobe Commerce 2.4.6-p1: one error for an item without status).
    if (!isNumeric(item.status)) problems.push({ message: '"%field" should be numeric.', parameters: { field: 'status' } });
    else if (![0, 1].includes(asNumber(item.status, -1))) problems.push({ message: '"%field" should a known status.', parameters: { field: 'status' } });
  }
  return problems;
}

/** A validation problem as its message reads once its parameters are put in ('"sku" can not be empty.'). */
const rendered = (problem: ValidationProblem): string =>
  Array.isArray(problem.parameters) ? problem.message : Object.entries(problem.parameters).reduce((text, [name, value]) => text.replaceAll(`%${name}`, String(value)), problem.message);

export function saveSourceItems(state: State, items: JsonObject[], faults: ReadonlySet<string> = new Set()): void {
  if (items.length === 0) throw new DomainError(400, 'Input data is empty');
  // SourceItemsSave words its ValidationException with the first problem: 'Validation Failed: "sku" can not be
  // empty.' (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1), every problem in its errors.
  const problems = skipsSourceItemValidation(faults) ? [] : problemsOf(items);
  if (problems.length > 0) throw new ValidationFailed(problems, `Validation Failed: ${rendered(problems[0] as ValidationProblem)}`);
  // A source that does not exist fails the table's foreign key: CouldNotSaveException.
  if (items.some((item) => findSource(state, String(item.source_code)) === undefined)) throw new DomainError(400, 'Could not save Source Item');
  for (const item of items) {
    const sku = String(item.sku);
    const quantity = asNumber(item.quantity, 0);
    const status = asNumber(item.status, 0);
    putSourceItem(state, sku, String(item.source_code), quantity, status);
    if (item.source_code === DEFAULT_SOURCE) setLegacyStock(state, sku, quantity, status === 1);
  }
}

export function deleteSourceItems(state: State, named: JsonObject[], faults: ReadonlySet<string> = new Set()): void {
  if (named.length === 0) throw new DomainError(400, 'Input data is empty');
  // source-items-delete-by-sku: every item of each SKU named, on every source.
  const items = playsMsi(faults, MSI_FAULT.sourceItemsDeleteBySku) ? state.sourceItems.all().filter((row) => named.some((item) => String(item.sku ?? '') === row.sku)).map((row) => ({ sku: row.sku, source_code: row.source_code }) as JsonObject) : named;
  for (const item of items) {
    const sku = String(item.sku ?? '');
    const sourceCode = String(item.source_code ?? '');
    const row = findSourceItem(state, sku, sourceCode);
    if (row !== undefined) state.sourceItems.delete(Number(row.__id));
    for (const setting of state.lowStockSettings.all()) if (setting.sku === sku && setting.source_code === sourceCode) state.lowStockSettings.delete(Number(setting.__id));
    if (row !== undefined && sourceCode === DEFAULT_SOURCE) setLegacyStock(state, sku, 0, false);
  }
}

const API = 'Magento\\InventoryApi\\Api\\';

export const sourceItemHandlers: HandlerTable = {
  [`${API}SourceItemRepositoryInterface::getList`]: (ctx) => list(ctx, ctx.state.sourceItems.all(), serializeSourceItem, SOURCE_ITEMS),
  [`${API}SourceItemsSaveInterface::execute`]: (ctx) => {
    saveSourceItems(ctx.state, sourceItemsIn(bodyValue(ctx, 'sourceItems')), ctx.options.faults);
    return null;
  },
  [`${API}SourceItemsDeleteInterface::execute`]: (ctx) => {
    deleteSourceItems(ctx.state, sourceItemsIn(listArgument(ctx, 'sourceItems')), ctx.options.faults);
    return null;
  },
};
