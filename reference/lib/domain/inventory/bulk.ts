// The product grid's bulk inventory actions (Magento_InventoryCatalogApi): assign SKUs to sources, unassign them,
// move a whole quantity from one source to another, or part of it. SKUs that name no product, or a product without
// source items of its own (configurable, bundle), are passed over; sources must exist.

import type { HandlerTable } from '../context.ts';
import { asNumber, asString, bodyValue } from '../context.ts';
import { notFound, requiredField } from '../errors.ts';
import { isObject } from '../json.ts';
import type { State } from '../state.ts';
import { findProduct } from '../catalog/lookup.ts';
import { DEFAULT_SOURCE, findSource, managesSourceItems, ValidationFailed, type ValidationProblem } from './common.ts';
import { findSourceItem, putSourceItem, setLegacyStock } from './product-sync.ts';
import { MSI_FAULT, playsMsi } from '../msi-faults.ts';

/** The products of these SKUs that keep source items, by their own SKU. */
function managedSkus(state: State, skus: readonly string[]): string[] {
  return skus.flatMap((sku) => {
    const product = findProduct(state, sku);
    return product !== undefined && managesSourceItems(product.type_id) ? [String(product.sku)] : [];
  });
}

function texts(value: unknown, field: string): string[] {
  if (!Array.isArray(value)) throw requiredField(field);
  return value.map((entry) => asString(entry, ''));
}

function requireSources(state: State, codes: readonly string[], describe: (code: string) => ValidationProblem, message = 'Validation Failed'): void {
  const problems = codes.filter((code) => findSource(state, code) === undefined).map(describe);
  if (problems.length > 0) throw new ValidationFailed(problems, message);
}

const missing = (code: string): ValidationProblem => ({ message: 'Source %sourceCode does not exist', parameters: { sourceCode: code } });

/** New items hold nothing, out of stock; pairs that exist are skipped. Answers how many it made. */
export function assignSources(state: State, skus: readonly string[], codes: readonly string[]): number {
  requireSources(state, codes, missing);
  let made = 0;
  for (const sku of managedSkus(state, skus)) {
    for (const code of codes) {
      if (findSourceItem(state, sku, code) !== undefined) continue;
      putSourceItem(state, sku, code, 0, 0);
      made += 1;
    }
  }
  return made;
}

/** Answers how many items it removed; SKUs that name no product are refused (404), after the sources (the real
 * 2.4.7-p3 and Adobe Commerce 2.4.6-p1: "Following products with requested skus were not found: %1"). */
export function unassignSources(state: State, skus: readonly string[], codes: readonly string[]): number {
  requireSources(state, codes, missing);
  const unknown = skus.filter((sku) => findProduct(state, sku) === undefined);
  if (unknown.length > 0) throw notFound('Following products with requested skus were not found: %1', [unknown.join(', ')]);
  let removed = 0;
  for (const sku of managedSkus(state, skus)) {
    for (const code of codes) {
      const item = findSourceItem(state, sku, code);
      if (item === undefined) continue;
      state.sourceItems.delete(Number(item.__id));
      if (code === DEFAULT_SOURCE) setLegacyStock(state, sku, 0, false);
      removed += 1;
    }
  }
  return removed;
}

function transferProblems(state: State, origin: string, destination: string): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  if (origin === destination) problems.push({ message: 'Cannot transfer a source on itself', parameters: [] });
  if (findSource(state, origin) === undefined) problems.push({ message: 'Origin source %sourceCode does not exist', parameters: { sourceCode: origin } });
  if (findSource(state, destination) === undefined) problems.push({ message: 'Destination source %sourceCode does not exist', parameters: { sourceCode: destination } });
  return problems;
}

/** The origin's quantity is added to the destination's (status from the origin); the origin is emptied or unassigned. */
export function transferSources(state: State, skus: readonly string[], origin: string, destination: string, unassign: boolean): boolean {
  const problems = transferProblems(state, origin, destination);
  if (problems.length > 0) throw new ValidationFailed(problems);
  for (const sku of managedSkus(state, skus)) {
    const from = findSourceItem(state, sku, origin);
    const to = findSourceItem(state, sku, destination);
    const quantity = asNumber(from?.quantity, 0) + asNumber(to?.quantity, 0);
    const status = from !== undefined ? Number(from.status) : to !== undefined ? Number(to.status) : 0;
    putSourceItem(state, sku, destination, quantity, status);
    if (destination === DEFAULT_SOURCE) setLegacyStock(state, sku, quantity, status === 1);
    if (from !== undefined && unassign) state.sourceItems.delete(Number(from.__id));
    else if (from !== undefined) putSourceItem(state, sku, origin, 0, 0);
    if (origin === DEFAULT_SOURCE) setLegacyStock(state, sku, 0, false);
  }
  return true;
}

/** Each item's qty moves from the origin, which must hold it, to the destination, which must hold an item of the SKU
 * too. As Magento_InventoryCatalog's validators word it (PartialTransferSourceValidator, then
 * PartialTransferItemsValidator; real 2.4.7-p3 and 2.4.6-p1): an unknown origin, an unknown destination, then the same
 * source twice; per item, an origin item holding less than asked, and each missing item as '%message' with the
 * NoSuchEntityException's text (an origin without the item names it alone: the lookup throws before the destination's).
 * partial-transfer-unchecked validates nothing and moves what the origin holds, up to the qty, creating what is missing. */
export function partialTransfer(state: State, origin: string, destination: string, items: ReadonlyArray<{ sku: string; qty: number }>, unchecked = false): void {
  const problems: ValidationProblem[] = [];
  if (findSource(state, origin) === undefined) problems.push({ message: 'Origin source %sourceCode does not exist', parameters: { sourceCode: origin } });
  if (findSource(state, destination) === undefined) problems.push({ message: 'Destination source %sourceCode does not exist', parameters: { sourceCode: destination } });
  if (origin === destination) problems.push({ message: 'Cannot transfer a source on itself', parameters: [] });
  const missing = (sku: string, code: string): ValidationProblem => ({ message: '%message', parameters: { message: `Source item for ${sku} and ${code} does not exist` } });
  for (const item of items) {
    const from = findSourceItem(state, item.sku, origin);
    if (from === undefined) {
      problems.push(missing(item.sku, origin));
      continue;
    }
    if (asNumber(from.quantity, 0) < item.qty) problems.push({ message: 'Requested transfer amount for sku %sku is not available', parameters: { sku: item.sku } });
    if (findSourceItem(state, item.sku, destination) === undefined) problems.push(missing(item.sku, destination));
  }
  if (problems.length > 0 && !unchecked) throw new ValidationFailed(problems, 'Transfer validation failed');
  for (const item of items) {
    const from = findSourceItem(state, item.sku, origin);
    if (from === undefined || findSource(state, destination) === undefined) continue;
    const to = findSourceItem(state, item.sku, destination);
    const moved = Math.min(item.qty, asNumber(from.quantity, 0));
    const left = asNumber(from.quantity, 0) - moved;
    putSourceItem(state, item.sku, origin, left, Number(from.status));
    const arrived = (origin === destination ? left : asNumber(to?.quantity, 0)) + moved;
    putSourceItem(state, item.sku, destination, arrived, to !== undefined ? Number(to.status) : Number(from.status));
    if (origin === DEFAULT_SOURCE) setLegacyStock(state, item.sku, left, Number(from.status) === 1);
    if (destination === DEFAULT_SOURCE) setLegacyStock(state, item.sku, arrived, true);
  }
}

const API = 'Magento\\InventoryCatalogApi\\Api\\';

export const bulkHandlers: HandlerTable = {
  [`${API}BulkSourceAssignInterface::execute`]: (ctx) => assignSources(ctx.state, texts(bodyValue(ctx, 'skus'), 'skus'), texts(bodyValue(ctx, 'sourceCodes'), 'sourceCodes')),
  [`${API}BulkSourceUnassignInterface::execute`]: (ctx) => unassignSources(ctx.state, texts(bodyValue(ctx, 'skus'), 'skus'), texts(bodyValue(ctx, 'sourceCodes'), 'sourceCodes')),
  [`${API}BulkInventoryTransferInterface::execute`]: (ctx) =>
    transferSources(ctx.state, texts(bodyValue(ctx, 'skus'), 'skus'), asString(bodyValue(ctx, 'originSource'), ''), asString(bodyValue(ctx, 'destinationSource'), ''), bodyValue(ctx, 'unassignFromOrigin') === true),
  [`${API}BulkPartialInventoryTransferInterface::execute`]: (ctx) => {
    const items = bodyValue(ctx, 'items');
    if (!Array.isArray(items)) throw requiredField('items');
    partialTransfer(ctx.state, asString(bodyValue(ctx, 'originSourceCode'), ''), asString(bodyValue(ctx, 'destinationSourceCode'), ''), items.filter(isObject).map((item) => ({ sku: asString(item.sku, ''), qty: asNumber(item.qty, 0) })), playsMsi(ctx.options.faults, MSI_FAULT.partialTransferUnchecked));
    return null;
  },
};
