// Whether each target showed a release variant, showed otherwise, or did not observe it: a variant one side did not
// observe (the checks that show it were skipped there, or did not run) is unobserved on that side, never a difference.
//
// - shown: the target recorded the variant (target.ts collectVariants);
// - not-shown: the target observed the place where it shows and answered otherwise. For a variant that stands for a
//   feature value (user-type-present, topic-service-based, count-route-absent: target.ts VARIANT_FEATURES), the target
//   showed another value of that feature; for a search behaviour (search.<aspect>.<form>), another form of the same
//   aspect; for any other, a test that recorded the variant somewhere (its check on its subject) passed on this
//   target, or recorded another variant there;
// - unobserved: neither.

import type { LoadedRun } from './load-run.ts';
import type { TestRecord } from './run.ts';
import { parseSearchVariant } from './search-behaviour.ts';
import { collectFeatures, collectVariants, VARIANT_FEATURES, type TargetSummary } from './target.ts';

export type VariantState = 'shown' | 'not-shown' | 'unobserved';

export interface VariantRow {
  id: string;
  /** Per target label: the routes on which the target showed the variant ([] = not shown). */
  shownBy: Record<string, string[]>;
  /** Per target label: shown, observed otherwise, or not observed at all. */
  state: Record<string, VariantState>;
  /** Per label where it is unobserved: why, in a few words (the tests that show it elsewhere, skipped or not run). */
  unobserved: Record<string, string>;
  /** One target showed it and another observed otherwise (an unobserved side is no difference). */
  differs: boolean;
}

/** A test's identity across runs: its check and subject. */
function testKey(t: Pick<TestRecord, 'check' | 'route'>): string {
  return `${t.check} ${t.route}`;
}

/** The variants one test's observations stand for (the same reading as the target's, one test at a time). */
function variantsOfTest(t: TestRecord): string[] {
  return Object.keys(collectVariants(t.observations, collectFeatures([t])));
}

/** Variant id → the tests (check and subject) that recorded it in any of the runs. */
export function variantWitnesses(runs: readonly LoadedRun[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const r of runs) {
    for (const t of r.run.tests) {
      for (const id of variantsOfTest(t)) {
        const set = out.get(id) ?? new Set<string>();
        set.add(testKey(t));
        out.set(id, set);
      }
    }
  }
  return out;
}

function whyUnobserved(tests: readonly TestRecord[], witnesses: ReadonlySet<string>): string {
  const ran = tests.filter((t) => witnesses.has(testKey(t))).sort((a, b) => a.title.localeCompare(b.title));
  const first = ran[0];
  if (first === undefined) return 'no test that shows it ran';
  const more = ran.length > 1 ? ` (and ${ran.length - 1} more)` : '';
  if (first.outcome === 'skip') return `${first.title} skipped: ${first.reason}${more}`;
  return `${first.title} ${first.outcome === 'pass' ? 'passed without recording it' : first.outcome === 'fail' ? 'failed before recording it' : 'ended without a verdict'}${more}`;
}

/** One row per variant any target showed, with every target's state. `runs[i]` is the run of `targets[i]`. */
export function variantRows(runs: readonly LoadedRun[], targets: readonly TargetSummary[]): VariantRow[] {
  const witnesses = variantWitnesses(runs);
  const ids = [...new Set(targets.flatMap((t) => Object.keys(t.variants)))].sort();
  return ids.map((id) => {
    const row: VariantRow = { id, shownBy: {}, state: {}, unobserved: {}, differs: false };
    targets.forEach((target, i) => {
      const tests = runs[i]?.run.tests ?? [];
      const shownBy = target.variants[id] ?? [];
      row.shownBy[target.label] = shownBy;
      const feature = VARIANT_FEATURES[id]?.feature;
      const aspect = parseSearchVariant(id)?.aspect;
      const seen = witnesses.get(id) ?? new Set<string>();
      const observed =
        feature !== undefined ? target.features[feature] !== undefined
        : aspect !== undefined ? Object.keys(target.variants).some((other) => parseSearchVariant(other)?.aspect === aspect)
        : tests.some((t) => seen.has(testKey(t)) && (t.outcome === 'pass' || variantsOfTest(t).length > 0));
      const state: VariantState = shownBy.length > 0 ? 'shown' : observed ? 'not-shown' : 'unobserved';
      row.state[target.label] = state;
      if (state === 'unobserved') row.unobserved[target.label] = whyUnobserved(tests, seen);
    });
    const states = Object.values(row.state);
    row.differs = states.includes('shown') && states.includes('not-shown');
    return row;
  });
}
