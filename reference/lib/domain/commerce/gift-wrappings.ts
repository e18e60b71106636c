// Gift wrappings (Magento_GiftWrapping): the repository's get, list, save and delete.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, intParam, searchCall } from '../context.ts';
import { DomainError, internalError, noSuchEntity, requiredField } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone } from '../json.ts';
import { parseSearchCriteria, searchResult, type SearchCriteria } from '../search.ts';
import { SEARCH_FAULTS } from '../../search-faults.ts';
import type { State } from '../state.ts';

const GW = 'Magento\\GiftWrapping\\Api\\';

function requireWrapping(state: State, id: number): JsonObject {
  const wrapping = state.giftWrappings.get(id);
  if (wrapping === undefined) throw noSuchEntity('wrappingId', id);
  return wrapping;
}

function saveWrapping(ctx: Ctx): JsonObject {
  const input = bodyObject(ctx, 'data');
  const idParam = ctx.call.params.wrappingId;
  if (idParam !== undefined) {
    const wrapping = requireWrapping(ctx.state, asNumber(idParam, -1));
    for (const field of ['design', 'status', 'base_price', 'website_ids', 'image_name'] as const) if (field in input) wrapping[field] = clone(input[field] ?? null);
    return clone(wrapping);
  }
  if (asString(input.design, '') === '') throw requiredField('design');
  const row: JsonObject = { design: asString(input.design, ''), status: asNumber(input.status, 1), base_price: asNumber(input.base_price, 0), base_currency_code: 'USD', website_ids: clone((Array.isArray(input.website_ids) ? input.website_ids : [1]) as Json[]) };
  ctx.state.giftWrappings.insert(row, 'wrapping_id');
  const ordered: JsonObject = { wrapping_id: row.wrapping_id ?? 0, ...row };
  ctx.state.giftWrappings.put(Number(row.wrapping_id), ordered);
  return clone(ordered);
}

/** The columns of magento_giftwrapping, the table the repository's collection selects. `design` is a store-scoped value
 * (magento_giftwrapping_store_attributes) and the websites another table, so the collection cannot filter or sort on
 * them: the search criteria go into the SQL as they are, and MySQL refuses the statement. A real Adobe Commerce
 * 2.4.6-p1 (developer mode: the exception's message is the answer's) answered 500 "SQLSTATE[42S22]: Column not
 * found: 1054 Unknown column 'design' in 'where clause'" to a filter on design. */
const WRAPPING_COLUMNS = new Set(['wrapping_id', 'status', 'base_price', 'image']);

function unknownWrappingColumn(criteria: SearchCriteria, developerMode: boolean): DomainError | null {
  const quote = (v: string): string => `'${v.replace(/'/g, "\\'")}'`;
  for (const group of criteria.filterGroups) {
    const bad = group.find((filter) => !WRAPPING_COLUMNS.has(filter.field));
    if (bad === undefined) continue;
    const where = group.map((f) => `(\`${f.field}\` ${f.conditionType === 'like' ? 'LIKE' : '='} ${quote(f.value)})`).join(' OR ');
    if (!developerMode) return internalError();
    return new DomainError(500, `SQLSTATE[42S22]: Column not found: 1054 Unknown column '${bad.field}' in 'where clause', query was: SELECT \`main_table\`.* FROM \`magento_giftwrapping\` AS \`main_table\` WHERE (${where})`);
  }
  const sort = criteria.sortOrders.find((order) => !WRAPPING_COLUMNS.has(order.field));
  if (sort === undefined) return null;
  return developerMode ? new DomainError(500, `SQLSTATE[42S22]: Column not found: 1054 Unknown column '${sort.field}' in 'order clause'`) : internalError();
}

function listWrappings(ctx: Ctx): JsonObject {
  const criteria = parseSearchCriteria(ctx.call.query);
  // Outside developer mode the platform masks the SQL error (the 2.4.6-p1 that showed it ran in developer mode); the
  // reference shows it only under the fault that plays developer mode.
  const error = unknownWrappingColumn(criteria, searchCall(ctx).faults.has(SEARCH_FAULTS.unknownFieldSql));
  if (error !== null) throw error;
  return searchResult(ctx.state.giftWrappings.all().map((row) => clone(row)), criteria);
}

export const giftWrappingHandlers: HandlerTable = {
  [`${GW}WrappingRepositoryInterface::get`]: (ctx) => clone(requireWrapping(ctx.state, intParam(ctx, 'id'))),
  [`${GW}WrappingRepositoryInterface::getList`]: listWrappings,
  [`${GW}WrappingRepositoryInterface::save`]: saveWrapping,
  [`${GW}WrappingRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'id');
    requireWrapping(ctx.state, id);
    ctx.state.giftWrappings.delete(id);
    return true;
  },
};

/** The installation's own wrapping. */
export function seedGiftWrappings(state: State): void {
  state.giftWrappings.put(1, { wrapping_id: 1, design: 'Reference Gift Paper', status: 1, base_price: 3.5, base_currency_code: 'USD', website_ids: [1] });
}
