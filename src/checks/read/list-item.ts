// read.list-item: an item as a list or search answers it has the values of the item read of the same entity. A PIM
// or ERP syncs from the list and a storefront reads one item: when the two disagree (a nested part the list leaves
// out, a value rendered otherwise), one of them is wrong about the catalog. The first items of the search family's
// sample (sorted by the key, shared with the search checks of the route) are each read through the contract's item
// route and compared key by key both ways; what the platform answers differently by design is declared in the
// contract (search.item) with its evidence. A difference is read again once (the list anew, then the item) before it
// is called a defect: a shared installation's data may move between two reads. With writes allowed, on a list whose
// entity the run can make (search.exact's owned lists), an item of the run's own is made first and found by an eq
// filter on its name: it is compared too, so the pair is judged on data the run knows exists, whatever the
// installation holds (the sweep removes it at the end).

import type { CompiledListItem, CompiledRoute, CompiledSearch } from '../../contracts/types.ts';
import type { CallerName, Check, CheckContext, HttpExchange, Verdict } from '../types.ts';
import { pass, skip, writesAllowed } from '../types.ts';
import { describeExchange } from '../platform-errors.ts';
import { makeOwnedItems, nameTag, ownedValueFor } from '../search/make-owned.ts';
import { OWNED_LISTS, type OwnedList } from '../search/owned-lists.ts';
import { isPage, read, sample } from '../search/reads.ts';
import { criteriaName, firstPage, isVerdict, keySort, searchOf } from '../search/route.ts';
import type { Item } from '../search/values.ts';
import { compareItems, describeItemDifference } from './item-compare.ts';
import type { Json } from './projection.ts';

/** How many of the sample's items are read one by one: enough to see a pattern, few enough for a read-only run. */
export const COMPARED_ITEMS = 3;

/** The item route's path for a list item, or why the item does not name one. */
function itemPath(itemRoute: CompiledRoute, declared: CompiledListItem, listItem: Item): string | { missing: string } {
  let path = itemRoute.path;
  for (const [param, field] of Object.entries(declared.params)) {
    const value = listItem[field];
    if (value === undefined || value === null || typeof value === 'object') return { missing: field };
    path = path.replace(`:${param}`, encodeURIComponent(String(value)));
  }
  return path;
}

type Outcome = Verdict | { compared: number; failure: { path: string; described: string[]; exchange: HttpExchange } | null };

/** The lists whose entity the run can make an item of, and the field that carries its name: search.exact's, and
 * tax rules and coupons (with what they need, removed by the sweep), and stocks at COMMERCE_WRITES=full. */
export const LIST_ITEM_OWN: Readonly<Record<string, OwnedList>> = {
  ...OWNED_LISTS,
  'GET /V1/taxRules/search': { kind: 'tax-rule', field: 'code' },
  'GET /V1/coupons/search': { kind: 'rule-coupon', field: 'code' },
  'GET /V1/inventory/stocks': { kind: 'stock', field: 'name' },
};

/** The first items of the search family's sample: what the installation holds. */
async function sampled(ctx: CheckContext, caller: CallerName, search: CompiledSearch, itemRoute: CompiledRoute, fresh: boolean): Promise<{ items: Item[]; exchange: HttpExchange } | Verdict> {
  const page = await sample(ctx, caller, search, { fresh });
  if (!isPage(page)) return page;
  const items = page.items.slice(0, COMPARED_ITEMS);
  if (items.length === 0) return skip(`the target has no item in ${ctx.route.key} to compare with ${itemRoute.key}`);
  return { items, exchange: page.exchange };
}

/** The run's own item, made on this list's entity, as an eq filter on its name finds it; null where the run makes none
 * here (writes denied, no owned factory for the entity, no admin identity), or a verdict (not found, not made). */
async function madeOwn(ctx: CheckContext, caller: CallerName, search: CompiledSearch): Promise<{ name: string; find: (fresh: boolean) => Promise<{ items: Item[]; exchange: HttpExchange } | Verdict> } | { unmade: string } | null> {
  const list = LIST_ITEM_OWN[ctx.route.key];
  const prefix = ctx.async?.prefix;
  if (!writesAllowed(ctx.target.writes) || list === undefined || !ctx.target.callers.admin || prefix === undefined) return null;
  const name = `${prefix}l${nameTag()}`;
  const why = await makeOwnedItems(ctx, list, [name]);
  if (why !== null) return { unmade: why };
  const value = ownedValueFor(list, name);
  const criteria = { groups: [[{ field: criteriaName(search, list.field), value, type: 'eq' }]], sort: keySort(search), pageSize: 2, currentPage: firstPage(search) };
  const find = async (fresh: boolean): Promise<{ items: Item[]; exchange: HttpExchange } | Verdict> => {
    const r = await read(ctx, caller, criteria, { fresh });
    if (r.kind === 'ended') return r.verdict;
    if (r.kind === 'answer') return { outcome: 'fail', broken: `${ctx.route.key} did not answer the run's own item by an eq filter on its ${list.field}`, expected: `200 with the item ${value}`, actual: describeExchange(r.exchange.status, r.exchange.json, r.exchange.bodyText), exchange: r.exchange };
    if (r.page.items.length !== 1) return { outcome: 'fail', broken: `${ctx.route.key} did not find the run's own item by an eq filter on its ${list.field}`, expected: `exactly the item ${value}`, actual: `${r.page.items.length} item(s), total_count ${String(r.page.total)}`, exchange: r.page.exchange };
    return { items: r.page.items, exchange: r.page.exchange };
  };
  return { name: value, find };
}

async function attempt(ctx: CheckContext, caller: CallerName, from: { items: Item[]; exchange: HttpExchange } | Verdict, itemRoute: CompiledRoute, declared: CompiledListItem): Promise<Outcome> {
  if ('outcome' in from) return from;
  const { items } = from;
  for (const listItem of items) {
    const path = itemPath(itemRoute, declared, listItem);
    if (typeof path !== 'string') {
      return { outcome: 'fail', broken: `an item of ${ctx.route.key} lacks ${path.missing}, which names it to ${itemRoute.key}`, expected: `${path.missing} on every item`, actual: JSON.stringify(listItem).slice(0, 200), exchange: from.exchange };
    }
    const res = await ctx.call(caller, { path });
    if (res.status !== 200 || res.json === undefined) {
      return { compared: 0, failure: { path, described: [`the item read answered ${describeExchange(res.status, res.json, res.bodyText)} for an item the list answers`], exchange: res } };
    }
    const found = compareItems(listItem as Json, res.json as Json, declared);
    if (found.length > 0) return { compared: 0, failure: { path, described: found.map(describeItemDifference), exchange: res } };
  }
  return { compared: items.length, failure: null };
}

export const readListItem: Check = {
  subject: 'route',
  id: 'read.list-item',
  family: 'read',
  rule: 'An item as a list or search answers it has the values of the item read of the same entity, key by key in both directions, but for the differences the contract declares with their evidence (search.item); with writes allowed, so does an item of the run\'s own made on the list\'s entity and found by an eq filter on its name.',
  source: 'issue 38 (reads agree); the platform\'s repositories answer getList items and get from the same data interface; the real 2.4.7-p3 and 2.4.6-p1 answers, whose differences the contracts declare',
  appliesTo: (route) => route.search !== null && route.search.item !== null,
  async run(ctx) {
    const declared = ctx.route.search?.item ?? null;
    if (declared === null) return skip(`${ctx.route.key} declares no item read`);
    const itemRoute = ctx.routeOf(declared.route);
    if (itemRoute === undefined) return skip(`${declared.route} is not in the plan for this target`);
    const of = searchOf(ctx);
    if (isVerdict(of)) return of;
    // The run's own item first (with writes allowed): it exists whatever the installation holds.
    const own = await madeOwn(ctx, of.caller, of.search);
    let ownNote = '';
    if (own !== null && 'unmade' in own) ownNote = `; the run's own item ${own.unmade}`;
    else if (own !== null) {
      let mine = await attempt(ctx, of.caller, await own.find(false), itemRoute, declared);
      if (!('outcome' in mine) && mine.failure !== null) mine = await attempt(ctx, of.caller, await own.find(true), itemRoute, declared);
      if ('outcome' in mine) return mine;
      if (mine.failure !== null) return differs(ctx, mine.failure);
      ownNote = `, and the run's own item ${own.name}`;
    }
    let outcome = await attempt(ctx, of.caller, await sampled(ctx, of.caller, of.search, itemRoute, false), itemRoute, declared);
    if (!('outcome' in outcome) && outcome.failure !== null) outcome = await attempt(ctx, of.caller, await sampled(ctx, of.caller, of.search, itemRoute, true), itemRoute, declared);
    if ('outcome' in outcome) return outcome.outcome === 'skip' && own !== null && !('unmade' in own) ? pass(`the run's own item ${own.name} compared with ${declared.route} (${outcome.reason})`) : outcome;
    if (outcome.failure === null) return pass(`${outcome.compared} item(s) compared with ${declared.route}${ownNote}`);
    return differs(ctx, outcome.failure);
  },
};

function differs(ctx: CheckContext, f: { path: string; described: string[]; exchange: HttpExchange }): Verdict {
  return {
    outcome: 'fail',
    broken: `an item of ${ctx.route.key} is not what GET ${f.path} answers`,
    expected: 'the same keys with the same values, but for the differences the contract declares',
    actual: f.described.join('; '),
    exchange: f.exchange,
  };
}
