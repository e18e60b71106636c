// search.filter: the documented condition types filter as documented, on fields of the route's items with values the
// target answered (src/checks/search/probes.ts says which and why).

import type { Check, CheckContext, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { chooseFields } from './fields.ts';
import { ascendingByKey } from './keys.ts';
import { buildProbes } from './probes.ts';
import { fieldSample } from './reads.ts';
import { isVerdict, takesCriteria, thinData } from './route.ts';
import { probeVerdict, runProbe } from './run-probe.ts';

/** The verdict of search.filter on one route (search.exact asks it again when its own items disagree with the rule). */
export async function filterVerdict(ctx: CheckContext): Promise<Verdict> {
  const opened = await fieldSample(ctx, 'Filtering on fields of the items');
  if (isVerdict(opened)) return opened;
  const { search, caller, base } = opened;
  if (!ascendingByKey(search, base.items)) return skip(`the search of ${ctx.route.key} sorted by its key (${search.key.join(', ')}) did not come in that order: filters are compared in key order (search.sort judges sorting)`);
  const choice = chooseFields(search, base.items);
  const probes = buildProbes(choice, base.items, `${ctx.async?.prefix ?? 'cc'}-absent`);
  if (probes.length === 0) {
    return thinData(ctx, `no field of the ${base.items.length} item(s) ${ctx.route.key} answered has the values a filter needs (a text field with two values, a number or date with three, or the key): nothing to filter on`);
  }
  const judged: string[] = [];
  for (const probe of probes) {
    const outcome = await runProbe(ctx, caller, search, base, probe);
    if (outcome.kind === 'verdict') return outcome.verdict;
    if (outcome.kind === 'fails') return probeVerdict(ctx, search, base, outcome.failure, 'a filter');
    judged.push(...probe.types);
  }
  const fields = [choice.text?.field, choice.ordered?.field, choice.key].filter((f): f is string => f !== null && f !== undefined);
  ctx.observe('search.filter', { fields: [...new Set(fields)], conditions: judged });
  return pass(`${judged.join(', ')} on ${[...new Set(fields)].join(', ')} (${base.items.length} item(s) compared)`);
}

export const searchFilter: Check = {
  subject: 'route',
  id: 'search.filter',
  family: 'search',
  rule: 'Each condition type the platform documents (eq, neq, like, nlike, in, nin, gt, gteq, lt, lteq, from and to, null, notnull, finset, nfinset), on fields of the route\'s items with values the target answered, returns only items that satisfy it and every item of the unfiltered answer (its first page, sorted by the key) that does.',
  source: 'Adobe Commerce web API guide, "Search using REST endpoints" (condition types); the real 2.4.7-p3 on every search route (docs/real-platform.md, Searches); the contract\'s search entry (criteria names, unfilterable fields)',
  appliesTo: takesCriteria,
  run: filterVerdict,
};
