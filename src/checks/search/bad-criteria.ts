// search.bad-criteria: criteria the platform cannot apply. A filter on a field the items do not have is answered with
// a web API error ({message, parameters?}): the real 2.4.7-p3 answers 400 `The "%1" attribute name is invalid` on
// its EAV lists (products, categories, customers) and 500 with the masked "Internal Error" on its flat tables'
// lists, which pass the name to SQL; which of the two is a variant, recorded per route. A 200 (the filter ignored)
// fails, and so does SQL or a stack trace in any answer. An unknown condition type and moreq (listed by the
// platform's documents, unknown to the 2.4 code) are variants: the real 2.4.7-p3 applies both as eq.
//
// A field the route's own items carry is never an unknown field: a 500 on one is a failure of search.filter or
// search.sort, which filter and sort on them.

import { describeExchange } from '../platform-errors.ts';
import type { CallerName, Check, CheckContext, HttpExchange, Verdict } from '../types.ts';
import { pass } from '../types.ts';
import { agrees, judge } from './compare.ts';
import { describeCriteria, type Criteria } from './criteria.ts';
import { chooseFields } from './fields.ts';
import { ascendingByKey } from './keys.ts';
import { isPage, type Page, read, sample } from './reads.ts';
import { criteriaName, firstPage, fulltextSkip, isVerdict, SAMPLE_SIZE, searchOf, takesCriteria } from './route.ts';
import { compareValues, equalsValue, scalarAt, type Item, type Scalar } from './values.ts';
import { recordVariant, type SearchForm } from './variants.ts';

/** A web API error body: {message: string, parameters?: object|array}, nothing else. */
function isApiError(json: unknown): boolean {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return false;
  const body = json as Record<string, unknown>;
  if (typeof body.message !== 'string') return false;
  if (body.parameters !== undefined && (body.parameters === null || typeof body.parameters !== 'object')) return false;
  return Object.keys(body).every((k) => k === 'message' || k === 'parameters');
}

type ErrorForm = 'rejected' | 'internal-error';

/** How an error answer classifies: a web API error's form, or the failure of one that is none. */
function errorForm(ctx: CheckContext, res: HttpExchange, criteria: Criteria, what: string): ErrorForm | Verdict {
  if (!isApiError(res.json)) {
    return { outcome: 'fail', broken: `${ctx.route.key} answered ${what} with something that is no web API error`, expected: 'a web API error {message, parameters?} (400 on the EAV lists of the real 2.4.7-p3, 500 "Internal Error..." on its flat tables\' lists)', actual: `${describeCriteria(criteria)} → ${describeExchange(res.status, res.json, res.bodyText)}`, exchange: res };
  }
  return res.status >= 500 ? 'internal-error' : 'rejected';
}

async function unknownField(ctx: CheckContext, caller: CallerName, name: string): Promise<{ form: SearchForm<'unknown-field'>; res: HttpExchange } | Verdict> {
  const criteria: Criteria = { groups: [[{ field: name, value: '1', type: 'eq' }]], pageSize: 1, currentPage: ctx.route.search?.paging === 'from-zero' ? 0 : 1 };
  const r = await read(ctx, caller, criteria);
  if (r.kind === 'ended') return r.verdict;
  if (r.kind === 'page') {
    return { outcome: 'fail', broken: `${ctx.route.key} accepted a filter on ${name}, a field its items do not have`, expected: 'a web API error {message, parameters?}: the filter cannot be applied', actual: `${describeCriteria(criteria)} → 200 with ${r.page.items.length} item(s), total_count ${String(r.page.total)}`, exchange: r.page.exchange };
  }
  const form = errorForm(ctx, r.exchange, criteria, `a filter on ${name}, a field its items do not have,`);
  return typeof form === 'string' ? { form, res: r.exchange } : form;
}

/** The readings a condition type may get besides eq, tried in order (moreq: more or equal, as the documents define it,
 * or less or equal, as the real 2.4.7-p3's categories/list applies it). */
type Reading<A extends 'unknown-condition' | 'moreq'> = { form: SearchForm<A>; holds: (v: Scalar) => boolean };

/** What a condition type the platform may not know does, compared on the sample with eq and the other readings. */
async function conditionForm<A extends 'unknown-condition' | 'moreq'>(ctx: CheckContext, caller: CallerName, base: Page, field: string, value: Scalar, type: string, readings: ReadonlyArray<Reading<A>>): Promise<SearchForm<A> | Verdict> {
  const route = ctx.route.search;
  if (route === null) return { outcome: 'skip', reason: `${ctx.route.key} takes no searchCriteria` };
  const criteria: Criteria = { groups: [[{ field: criteriaName(route, field), value: String(value), type }]], sort: base.criteria.sort ?? [], pageSize: SAMPLE_SIZE, currentPage: firstPage(route) };
  const r = await read(ctx, caller, criteria);
  if (r.kind === 'ended') return r.verdict;
  if (r.kind === 'answer') {
    const form = errorForm(ctx, r.exchange, criteria, `the condition type ${type}`);
    return form as SearchForm<A> | Verdict;
  }
  const asEq = (item: Item) => {
    const v = scalarAt(item, field);
    return v === null ? null : equalsValue(v, String(value));
  };
  const [documented, ...others] = readings;
  const reads = (holds: (v: Scalar) => boolean) => agrees(judge(route, base, r.page, (item) => {
    const v = scalarAt(item, field);
    return v === null ? null : holds(v);
  }));
  if (documented !== undefined && reads(documented.holds)) return documented.form;
  if (agrees(judge(route, base, r.page, asEq))) return 'as-eq' as SearchForm<A>;
  for (const reading of others) if (reads(reading.holds)) return reading.form;
  if (r.page.items.length === 0) return 'no-items' as SearchForm<A>;
  if (base.total !== null && r.page.total === base.total) return (readings.length === 0 ? 'all-items' : 'other') as SearchForm<A>;
  return 'other' as SearchForm<A>;
}

/** The verdict of search.bad-criteria on one route (search.exact asks it again when its own items disagree with the rule). */
export async function badCriteriaVerdict(ctx: CheckContext): Promise<Verdict> {
  const route = searchOf(ctx);
  if (isVerdict(route)) return route;
  const { search, caller } = route;
  const notHere = fulltextSkip(search, 'An unknown field');
  if (notHere !== null) return notHere;
  const name = `cc_no_such_field_${(ctx.async?.prefix ?? 'x').replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
  const unknown = await unknownField(ctx, caller, name);
  if (isVerdict(unknown)) return unknown;
  recordVariant(ctx, 'unknown-field', unknown.form);
  const said = [`a filter on an unknown field: ${describeExchange(unknown.res.status, unknown.res.json, unknown.res.bodyText)}`];
  {
    const base = await sample(ctx, caller, search);
    if (!isPage(base)) return pass(`${said.join('; ')}; condition types not tried (${base.outcome === 'skip' ? base.reason : 'no sample'})`);
    if (ascendingByKey(search, base.items)) {
      const { text, ordered } = chooseFields(search, base.items);
      if (text !== null) {
        const form = await conditionForm<'unknown-condition'>(ctx, caller, base, text.field, text.values[0] as string, 'cc_no_such_type', []);
        if (typeof form !== 'string') return form;
        recordVariant(ctx, 'unknown-condition', form);
        said.push(`an unknown condition type: ${form}`);
      }
      if (ordered !== null && ordered.values.length >= 3) {
        const mid = ordered.values[1] as Scalar;
        const form = await conditionForm<'moreq'>(ctx, caller, base, ordered.field, mid, 'moreq', [
          { form: 'as-gteq', holds: (v) => (compareValues(v, mid) ?? -1) >= 0 },
          { form: 'as-lteq', holds: (v) => (compareValues(v, mid) ?? 1) <= 0 },
        ]);
        if (typeof form !== 'string') return form;
        recordVariant(ctx, 'moreq', form);
        said.push(`moreq: ${form}`);
      }
    }
  }
  return pass(said.join('; '));
}

export const searchBadCriteria: Check = {
  subject: 'route',
  id: 'search.bad-criteria',
  family: 'search',
  rule: 'A filter on a field the items do not have is answered with a web API error {message, parameters?}, never 200 and never with SQL or a stack trace in the body; 400 or 500 is a variant, recorded per route, as are the answers to an unknown condition type and to moreq.',
  source: 'Adobe Commerce web API guide, "Search using REST endpoints" (condition types, moreq among them) and its error format; the real 2.4.7-p3: 400 "The %1 attribute name is invalid" on products, categories and customers, 500 "Internal Error" on the flat tables\' lists, unknown condition types and moreq applied as eq (docs/real-platform.md, Searches)',
  appliesTo: takesCriteria,
  run: badCriteriaVerdict,
};
