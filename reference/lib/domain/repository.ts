// What the simple repositories share: a search list, a row by id (404 No such entity), create-or-update.

import type { Ctx } from './context.ts';
import { asNumber, bodyObject, intParam, searchCall } from './context.ts';
import { noSuchEntity, requiredField } from './errors.ts';
import type { JsonObject } from './json.ts';
import { clone } from './json.ts';
import { listSearch, type SearchSource } from './search.ts';
import type { Table } from './state.ts';

/** A flat table's list: the criteria name its columns (the row's fields unless `source` maps them). */
export function list(ctx: Ctx, rows: JsonObject[], serialize: (row: JsonObject) => JsonObject, source: SearchSource): JsonObject {
  const result = listSearch(searchCall(ctx), rows, source);
  result.items = (result.items as JsonObject[]).map(serialize);
  return result;
}

export function requireRow(table: Table, id: number, fieldName: string): JsonObject {
  const row = table.get(id);
  if (row === undefined) throw noSuchEntity(fieldName, id);
  return row;
}

/** Generic create-or-update for the simple repositories (tax classes/rates/rules, rules, coupons). */
/** `required`: what a create needs; an update may leave those out (kept, as the real 2.4.7-p3 keeps a sales rule's
 * websites, a coupon's flags and a tax rule's rates), but not send them empty; `requiredOnUpdate`: what an update
 * needs all the same (a tax rate is converted from the body alone: its code, country, postcode and rate). */
export function upsert(ctx: Ctx, table: Table, bodyField: string, idField: string, required: readonly string[], pathId: string | null, defaults: (input: JsonObject) => JsonObject = () => ({}), requiredOnUpdate: readonly string[] = []): JsonObject {
  const input = bodyObject(ctx, bodyField);
  const id = pathId !== null && ctx.call.params[pathId] !== undefined ? intParam(ctx, pathId) : input[idField] === undefined || input[idField] === null ? null : asNumber(input[idField], -1);
  for (const field of required) {
    const missing = input[field] === undefined || input[field] === null || input[field] === '';
    if (missing && (id === null || field in input || requiredOnUpdate.includes(field))) throw requiredField(field);
  }
  for (const field of requiredOnUpdate) if (id !== null && (input[field] === undefined || input[field] === null || input[field] === '')) throw requiredField(field);
  if (id !== null) {
    const row = requireRow(table, id, idField);
    for (const [key, value] of Object.entries(input)) if (key !== idField) row[key] = clone(value);
    return clone(row);
  }
  // A created row is the platform's defaults with the client's fields over them, the new id first.
  const row: JsonObject = { ...defaults(input), ...(clone(input) as JsonObject) };
  delete row[idField];
  table.insert(row, idField);
  const ordered: JsonObject = { [idField]: row[idField] ?? 0 };
  for (const [key, value] of Object.entries(row)) if (key !== idField) ordered[key] = value;
  table.put(Number(row[idField]), ordered);
  return clone(ordered);
}
