// read.list-item: an item as a list or search answers it has the values of the item read of the same entity. A PIM
// or ERP syncs from the list and a storefront reads one item: when the two disagree (a nested part the list leaves
// out, a value rendered otherwise), one of them is wrong about the catalog. The first items of the search family's
// sample (sorted by the key, shared with the search checks of the route) are each read through the contract's item
// route and compared key by key both ways; what the platform answers differently by design is declared in the
// contract (search.item) with its evidence. A difference is read again once (the list anew, then the item) before it
// is called a defect: a shared installation's data may move between two reads.

import type { CompiledListItem, CompiledRoute, CompiledSearch } from '../../contracts/types.ts';
import type { CallerName, Check, CheckContext, HttpExchange, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { describeExchange } from '../platform-errors.ts';
import { isPage, sample } from '../search/reads.ts';
import { isVerdict, searchOf } from '../search/route.ts';
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

async function attempt(ctx: CheckContext, caller: CallerName, search: CompiledSearch, itemRoute: CompiledRoute, declared: CompiledListItem, fresh: boolean): Promise<Outcome> {
  const page = await sample(ctx, caller, search, { fresh });
  if (!isPage(page)) return page;
  const items = page.items.slice(0, COMPARED_ITEMS);
  if (items.length === 0) return skip(`the target has no item in ${ctx.route.key} to compare with ${itemRoute.key}`);
  for (const listItem of items) {
    const path = itemPath(itemRoute, declared, listItem);
    if (typeof path !== 'string') {
      return { outcome: 'fail', broken: `an item of ${ctx.route.key} lacks ${path.missing}, which names it to ${itemRoute.key}`, expected: `${path.missing} on every item`, actual: JSON.stringify(listItem).slice(0, 200), exchange: page.exchange };
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
  rule: 'An item as a list or search answers it has the values of the item read of the same entity, key by key in both directions, but for the differences the contract declares with their evidence (search.item).',
  source: 'issue 38 (reads agree); the platform\'s repositories answer getList items and get from the same data interface; the real 2.4.7-p3 and 2.4.6-p1 answers, whose differences the contracts declare',
  appliesTo: (route) => route.search !== null && route.search.item !== null,
  async run(ctx) {
    const declared = ctx.route.search?.item ?? null;
    if (declared === null) return skip(`${ctx.route.key} declares no item read`);
    const itemRoute = ctx.routeOf(declared.route);
    if (itemRoute === undefined) return skip(`${declared.route} is not in the plan for this target`);
    const of = searchOf(ctx);
    if (isVerdict(of)) return of;
    let outcome = await attempt(ctx, of.caller, of.search, itemRoute, declared, false);
    if (!('outcome' in outcome) && outcome.failure !== null) outcome = await attempt(ctx, of.caller, of.search, itemRoute, declared, true);
    if ('outcome' in outcome) return outcome;
    if (outcome.failure === null) return pass(`${outcome.compared} item(s) compared with ${declared.route}`);
    const f = outcome.failure;
    return {
      outcome: 'fail',
      broken: `an item of ${ctx.route.key} is not what GET ${f.path} answers`,
      expected: 'the same keys with the same values, but for the differences the contract declares',
      actual: f.described.join('; '),
      exchange: f.exchange,
    };
  },
};
