// What the MSI services share: the default source and stock every installation has, their lookups with the
// platform's 404 wordings, and the ValidationException answer (400 "Validation Failed" with one error per problem).

import type { Ctx } from '../context.ts';
import { bodyValue } from '../context.ts';
import { DomainError, notFound } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import type { State } from '../state.ts';

/** Setup's source and stock (DefaultSourceProvider, DefaultStockProvider): neither can be deleted or relinked. */
export const DEFAULT_SOURCE = 'default';
export const DEFAULT_STOCK_ID = 1;

/** The product types whose quantities MSI keeps per source (IsSourceItemManagementAllowedForProductType: the types
 * product_types.xml declares isQty): a configurable, bundle or grouped product has no source item of its own, its
 * children do. Adobe Commerce's gift card is one (module-gift-card's product_types.xml: isQty="true"; the real
 * 2.4.6-p1 answered the salable quantity of the run's gift card products, their reservations summing to 0). */
const SOURCE_ITEM_TYPES: ReadonlySet<string> = new Set(['simple', 'virtual', 'downloadable', 'giftcard']);

export function managesSourceItems(typeId: unknown): boolean {
  return typeof typeId === 'string' && SOURCE_ITEM_TYPES.has(typeId);
}

export interface ValidationProblem {
  message: string;
  parameters: Record<string, unknown> | unknown[];
}

/** Magento\Framework\Validation\ValidationException as the web API renders it: the message and every error of the
 * validation result (magento/inventory's api-functional tests: {"message": "Validation Failed", "errors": [...]}). */
export class ValidationFailed extends DomainError {
  readonly problems: readonly ValidationProblem[];

  constructor(problems: readonly ValidationProblem[], message = 'Validation Failed') {
    super(400, message);
    this.problems = problems;
  }

  override toResponse(): ReturnType<DomainError['toResponse']> {
    return { status: 400, body: { message: this.message, errors: this.problems.map((p) => ({ ...p })) } };
  }
}

/** NotAnEmptyString's error: '"%field" can not be empty.' */
export const emptyField = (field: string): ValidationProblem => ({ message: '"%field" can not be empty.', parameters: { field } });

export const isBlank = (value: unknown): boolean => value === undefined || value === null || String(value).trim() === '';

export function findSource(state: State, code: string): JsonObject | undefined {
  return state.inventorySources.all().find((row) => row.source_code === code);
}

export function requireSource(state: State, code: string): JsonObject {
  const row = findSource(state, code);
  if (row === undefined) throw notFound('Source with code "%value" does not exist.', { value: code });
  return row;
}

export function findStock(state: State, id: number): JsonObject | undefined {
  return state.inventoryStocks.get(id);
}

export function requireStock(state: State, id: number): JsonObject {
  const row = findStock(state, id);
  if (row === undefined) throw notFound('Stock with id "%value" does not exist.', { value: id });
  return row;
}

/** The codes of the sources a stock sells from, by priority (the link's priority, then the code); `byCode` (the fault
 * sources-priority-ignored): by code alone. */
export function linkedSources(state: State, stockId: number, byCode = false): string[] {
  return state.stockSourceLinks
    .all()
    .filter((link) => Number(link.stock_id) === stockId)
    .sort((a, b) => (byCode ? 0 : Number(a.priority) - Number(b.priority)) || String(a.source_code).localeCompare(String(b.source_code)))
    .map((link) => String(link.source_code));
}

/** The stock that sells to a sales channel (type, code), or undefined (StockResolver: "No linked stock found"). */
export function stockOfChannel(state: State, type: string, code: string): JsonObject | undefined {
  return state.inventoryStocks.all().find((stock) => ((stock.__sales_channels as JsonObject[] | undefined) ?? []).some((channel) => channel.type === type && channel.code === code));
}

export function requireChannelStock(state: State, type: string, code: string): JsonObject {
  const stock = stockOfChannel(state, type, code);
  if (stock === undefined) throw notFound('No linked stock found');
  return stock;
}

/** A list argument of a POST: the body's, or else the query's (`links[0][stock_id]=..`): the web API merges the query
 * parameters of a POST into its input (Magento\Framework\Webapi\Rest\Request::getRequestData), and the platform's
 * tests send the source-item and link deletes so (SourceItemsDeleteTest, StockSourceLinksDeleteTest; the real
 * 2.4.7-p3 and Adobe Commerce 2.4.6-p1 deleted what the query named). */
export function listArgument(ctx: Ctx, field: string): unknown {
  const fromBody = bodyValue(ctx, field);
  if (fromBody !== undefined) return fromBody;
  const rows: JsonObject[] = [];
  for (const [key, value] of ctx.call.query.entries()) {
    const m = new RegExp(`^${field}\\[(\\d+)\\]\\[([a-z_]+)\\]$`).exec(key);
    if (m === null) continue;
    const row = (rows[Number(m[1])] ??= {});
    row[m[2] as string] = value;
  }
  return rows.length === 0 ? undefined : rows.filter((row) => row !== undefined);
}
