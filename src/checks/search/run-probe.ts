// Sending a probe and judging its answer against the sample; on a disagreement, once more with a fresh sample (a
// shared installation changes between two reads: an item deleted meanwhile is no filter's fault), and if it still
// disagrees, each condition alone, so the failure names the condition type that is broken.

import type { CompiledSearch } from '../../contracts/types.ts';
import { describeExchange } from '../platform-errors.ts';
import type { CallerName, CheckContext, Verdict } from '../types.ts';
import { skip } from '../types.ts';
import { agrees, groupsTruth, judge, type Judgement } from './compare.ts';
import { describeCriteria, type Criteria } from './criteria.ts';
import { ascendingByKey, keysText } from './keys.ts';
import type { Probe } from './probes.ts';
import { read, sample, type Page } from './reads.ts';
import { criteriaName, firstPage, isVerdict, keySort, SAMPLE_SIZE } from './route.ts';
import type { FieldCondition, Item } from './values.ts';

export interface ProbeFailure {
  probe: Probe;
  /** The conditions found broken alone (empty: only their combination disagreed). */
  broken: Array<{ condition: FieldCondition[]; judgement: Judgement; page: Page }>;
  judgement: Judgement;
  page: Page;
}

export type ProbeOutcome = { kind: 'agrees'; page: Page } | { kind: 'fails'; failure: ProbeFailure } | { kind: 'verdict'; verdict: Verdict };

export const criteriaOfGroups = (search: CompiledSearch, groups: readonly (readonly FieldCondition[])[], pageSize = SAMPLE_SIZE): Criteria => ({
  groups: groups.map((g) => g.map((c) => ({ field: criteriaName(search, c.field), value: c.value, type: c.type }))),
  sort: keySort(search),
  pageSize,
  currentPage: firstPage(search),
});

const describeGroups = (groups: readonly (readonly FieldCondition[])[]): string => {
  const parts = groups.map((g) => g.map((c) => `${c.field} ${c.type} ${JSON.stringify(c.value)}`).join(' OR '));
  return parts.length === 1 ? (parts[0] as string) : parts.map((p) => `(${p})`).join(' AND ');
};

/** One search of the probe's groups, judged: the page and how it agrees, or the verdict that ends the check. */
async function attempt(ctx: CheckContext, caller: CallerName, search: CompiledSearch, base: Page, groups: readonly (readonly FieldCondition[])[], fresh: boolean): Promise<{ page: Page; judgement: Judgement } | Verdict> {
  const criteria = criteriaOfGroups(search, groups);
  const r = await read(ctx, caller, criteria, { fresh });
  if (r.kind === 'ended') return r.verdict;
  if (r.kind === 'answer') {
    return { outcome: 'fail', broken: `a search of ${ctx.route.key} filtered on fields of its items was not answered with a list`, expected: `200 {items, search_criteria, total_count} for ${describeGroups(groups)}`, actual: `${describeCriteria(criteria)} → ${describeExchange(r.exchange.status, r.exchange.json, r.exchange.bodyText)}`, exchange: r.exchange };
  }
  const page = r.page;
  if (!ascendingByKey(search, page.items)) return skip(`a filtered search of ${ctx.route.key} sorted by its key (${search.key.join(', ')}) did not come in that order: filters are compared page by page in key order (search.sort judges sorting)`);
  return { page, judgement: judge(search, base, page, (item: Item) => groupsTruth(item, groups)) };
}

/**
 * The judgement without the missing items whose value the answer renders but the storage does not hold: a dynamic-
 * weight bundle answers `weight` 0 and has no weight row (real 2.4.7-p3, GET /V1/products), so SQL holds NULL there,
 * which satisfies no condition but `null`. The platform's own `null` condition, on the missing items' keys, names
 * them; they are unknown to the filter, as NULL is in SQL, not missing from its answer. Only for a search keyed by one
 * field, whose keys can be listed in an `in` condition.
 */
async function withoutUnstored(ctx: CheckContext, caller: CallerName, search: CompiledSearch, judgement: Judgement, groups: readonly (readonly FieldCondition[])[]): Promise<Judgement | Verdict> {
  const key = search.key.length === 1 ? (search.key[0] as string) : null;
  if (key === null || judgement.missing.length === 0) return judgement;
  const keys = judgement.missing.map((item) => String(item[key]));
  const unstored = new Set<string>();
  for (const field of new Set(groups.flat().map((c) => c.field))) {
    if (field === key) continue;
    const r = await read(ctx, caller, criteriaOfGroups(search, [[{ field, type: 'null', value: '1' }], [{ field: key, type: 'in', value: keys.join(',') }]]), { fresh: true });
    if (r.kind === 'ended') return r.verdict;
    if (r.kind === 'page') for (const item of r.page.items) unstored.add(String(item[key]));
  }
  if (unstored.size === 0) return judgement;
  ctx.observe('search.unstored-values', { keys: [...unstored], note: 'the answer renders a value the storage does not hold (the null condition names these items)' });
  return { extra: judgement.extra, missing: judgement.missing.filter((item) => !unstored.has(String(item[key]))) };
}

/** Run a probe against the sample: agrees, fails (with the broken conditions named), or a verdict (a leak, an
 * answer that is no list, a page out of key order). */
export async function runProbe(ctx: CheckContext, caller: CallerName, search: CompiledSearch, base: Page, probe: Probe): Promise<ProbeOutcome> {
  const first = await attempt(ctx, caller, search, base, probe.groups, false);
  if (isVerdict(first)) return { kind: 'verdict', verdict: first };
  if (agrees(first.judgement)) return { kind: 'agrees', page: first.page };
  const fresh = await sample(ctx, caller, search, { fresh: true });
  if (isVerdict(fresh)) return { kind: 'verdict', verdict: fresh };
  const again = await attempt(ctx, caller, search, fresh, probe.groups, true);
  if (isVerdict(again)) return { kind: 'verdict', verdict: again };
  if (agrees(again.judgement)) return { kind: 'agrees', page: again.page };
  const stored = await withoutUnstored(ctx, caller, search, again.judgement, probe.groups);
  if (isVerdict(stored)) return { kind: 'verdict', verdict: stored };
  if (agrees(stored)) return { kind: 'agrees', page: again.page };
  const broken: ProbeFailure['broken'] = [];
  // Each condition alone; only a probe of several.
  const parts = probe.groups.length === 1 ? (probe.groups[0] as FieldCondition[]).map((c) => [c]) : [];
  if (parts.length > 1) {
    for (const part of parts) {
      const alone = await attempt(ctx, caller, search, fresh, [part], true);
      if (isVerdict(alone)) return { kind: 'verdict', verdict: alone };
      if (!agrees(alone.judgement)) broken.push({ condition: part, judgement: alone.judgement, page: alone.page });
    }
  }
  return { kind: 'fails', failure: { probe, broken, judgement: again.judgement, page: again.page } };
}

/** The failure verdict of a probe: the broken condition(s) named, what the sample says should come back, what did. */
export function probeVerdict(ctx: CheckContext, search: CompiledSearch, base: Page, failure: ProbeFailure, what: string): Verdict {
  const named = failure.broken[0];
  const groups = named !== undefined ? [named.condition] : failure.probe.groups;
  const judgement = named?.judgement ?? failure.judgement;
  const page = named?.page ?? failure.page;
  const types = named !== undefined ? [...new Set(named.condition.map((c) => c.type))] : failure.probe.types;
  const also = failure.broken.slice(1).map((b) => b.condition.map((c) => `${c.type} on ${c.field}`).join(' + '));
  const holding = base.items.filter((item) => groupsTruth(item, groups) === true);
  return {
    outcome: 'fail',
    broken: `${what} of ${ctx.route.key}: ${types.join(', ')} on ${[...new Set(groups.flat().map((c) => c.field))].join(', ')} did not filter as documented${also.length > 0 ? ` (also broken alone: ${also.join('; ')})` : ''}`,
    expected: `the items that satisfy ${describeGroups(groups)}: of the first ${base.items.length} by ${search.key.join(', ')}, keys ${keysText(search, holding)}`,
    actual: `returned keys ${keysText(search, page.items)}${judgement.extra.length > 0 ? `; not satisfying it: ${keysText(search, judgement.extra)}` : ''}${judgement.missing.length > 0 ? `; satisfying it but left out: ${keysText(search, judgement.missing)}` : ''}`,
    exchange: page.exchange,
  };
}
