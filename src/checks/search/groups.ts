// search.groups: the filters of one group are OR-ed, filter groups are AND-ed. One search judges both: a group of two
// values OR-ed, AND-ed with a group that keeps one item of their answer and names one it leaves out. OR-ed groups
// bring back both and more; AND-ed filters in the first group bring back nothing. Only when it disagrees is the first
// group asked alone, to say which of the two is broken.

import type { Check, CheckContext, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { chooseFields } from './fields.ts';
import { ascendingByKey } from './keys.ts';
import type { Probe } from './probes.ts';
import { fieldSample } from './reads.ts';
import { isVerdict, takesCriteria, thinData } from './route.ts';
import { probeVerdict, runProbe } from './run-probe.ts';
import { equalsValue, scalarAt, type FieldCondition, type Item } from './values.ts';

/** The verdict of search.groups on one route (search.exact asks it again when its own items disagree with the rule). */
export async function groupsVerdict(ctx: CheckContext): Promise<Verdict> {
  const opened = await fieldSample(ctx, 'Combining filters on fields of the items');
  if (isVerdict(opened)) return opened;
  const { search, caller, base } = opened;
  if (!ascendingByKey(search, base.items)) return skip(`the search of ${ctx.route.key} sorted by its key did not come in that order: groups are compared in key order (search.sort judges sorting)`);
  const { text, key, ordered } = chooseFields(search, base.items);
  // Two values of a text field, else two keys: OR-ed in one group.
  const field = text !== null ? text.field : key;
  const values = text !== null ? text.values : key !== null ? base.items.map((item) => String(item[key])) : [];
  if (field === null || values.length < 2) return thinData(ctx, `no field of the ${base.items.length} item(s) ${ctx.route.key} answered has two values to combine (a text field, or the key): nothing to OR`);
  const [v1, v2] = [values[0] as string, values[1] as string];
  const either: FieldCondition[] = [{ field, type: 'eq', value: v1 }, { field, type: 'eq', value: v2 }];
  const isEither = (item: Item): boolean => {
    const v = scalarAt(item, field);
    return v !== null && (equalsValue(v, v1) === true || equalsValue(v, v2) === true);
  };
  // The second group keeps one item of the first group's answer and names one more that the first group leaves out:
  // AND-ed, one item remains; OR-ed, both and everything else the first group found.
  const inside = base.items.find(isEither);
  const outside = base.items.find((item) => !isEither(item) && scalarAt(item, field) !== null);
  let second: FieldCondition[] | null = null;
  if (inside !== undefined && outside !== undefined && key !== null) second = [{ field: key, type: 'in', value: `${String(inside[key])},${String(outside[key])}` }];
  else if (ordered !== null && ordered.field !== field) {
    const bound = ordered.values[Math.floor(ordered.values.length / 2)];
    if (bound !== undefined) second = [{ field: ordered.field, type: 'lteq', value: String(bound) }];
  }
  const orOnly: Probe = { types: ['OR within a group'], groups: [either] };
  const probe: Probe = second === null ? orOnly : { types: ['OR within a group', 'AND between groups'], groups: [either, second] };
  const outcome = await runProbe(ctx, caller, search, base, probe);
  if (outcome.kind === 'verdict') return outcome.verdict;
  if (outcome.kind === 'fails') {
    if (second === null) return probeVerdict(ctx, search, base, outcome.failure, 'filter groups');
    // Which of the two: the first group alone.
    const alone = await runProbe(ctx, caller, search, base, orOnly);
    if (alone.kind === 'verdict') return alone.verdict;
    if (alone.kind === 'fails') return probeVerdict(ctx, search, base, alone.failure, 'filter groups');
    return probeVerdict(ctx, search, base, { ...outcome.failure, probe: { ...probe, types: ['AND between groups'] } }, 'filter groups');
  }
  return pass(`${probe.types.join(' and ')} on ${[field, ...(second ?? []).map((c) => c.field)].filter((f, i, all) => all.indexOf(f) === i).join(', ')} (${base.items.length} item(s) compared)`);
}

export const searchGroups: Check = {
  subject: 'route',
  id: 'search.groups',
  family: 'search',
  rule: 'The filters of one filter group are OR-ed and filter groups are AND-ed: two values of one field in a group find the items with either; a second group keeps only the items that satisfy both.',
  source: 'Adobe Commerce web API guide, "Search using REST endpoints" (logical OR within a filter group, AND between groups); the real 2.4.7-p3',
  appliesTo: takesCriteria,
  run: groupsVerdict,
};
