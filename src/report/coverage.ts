// Coverage as data: for every route of the plan, which checks exercised it (passed or failed) on which target, and
// for the routes nothing but the presence check (or nothing at all) reached, why: the skip reasons of the run files,
// classified. The classification reads the reasons' wording (src/contracts/presence.ts, src/checks/*, src/runtime/data.ts);
// a new wording lands in `other` with its text, so nothing is hidden.

import type { CompiledRoute } from '../contracts/types.ts';
import type { LoadedRun } from './load-run.ts';
import { isRouteKey } from './diff.ts';
import { uniqueLabels } from './target.ts';
import { testOutcome } from './verdict-record.ts';

export const COVERAGE_FORMAT = 'commerce-conformance/coverage@1';
export const PRESENCE_CHECK = 'presence.route-present';

export type SkipCategory =
  | 'edition' // the route belongs to another edition
  | 'release' // introduced later / removed earlier than the target's release
  | 'writes-denied' // a write route, and the run is read-only (COMMERCE_WRITES=deny)
  | 'no-identity' // the caller the check needs is not configured (admin, customer, restricted admin, integration)
  | 'no-fixture' // no entity on the target to fill the route's parameters or body
  | 'no-data' // the read found nothing to validate (404 for an identity's data)
  | 'schema-unavailable' // the target's published schema could not be fetched or used
  | 'check-scope' // the check covers only part of the routes it is attached to (e.g. reads only)
  | 'target-unknown' // the target's edition or release is unknown, so the check cannot know what to expect
  | 'reference-only' // runs only against the embedded reference (it would harm a real installation)
  | 'not-in-run' // no test of the runs names the route: no check applies, or the run was filtered (--grep)
  | 'other';

export const SKIP_CATEGORIES: Record<SkipCategory, string> = {
  edition: 'route of another edition',
  release: 'not in the target\'s release',
  'writes-denied': 'write route, writes denied (COMMERCE_WRITES=deny)',
  'no-identity': 'the identity the check needs is not configured',
  'no-fixture': 'no fixture on the target to fill the route',
  'no-data': 'nothing to read on the target',
  'schema-unavailable': 'published schema unavailable',
  'check-scope': 'outside the check\'s scope',
  'target-unknown': 'edition or release unknown',
  'reference-only': 'runs only against the embedded reference',
  'not-in-run': 'no test in the runs',
  other: 'other reason',
};

const RULES: Array<[RegExp, SkipCategory]> = [
  [/^route of the .+ edition; the target is /, 'edition'],
  [/^route (introduced in|removed after) /, 'release'],
  [/^edition or release unknown/, 'target-unknown'],
  // The identity a check needs (src/checks/stand-in.ts), also where a write or queueing reason ends with it; the
  // integration standing in for the admin: outside its resources, or no admin user.
  [/standing in for the admin|, no admin user: set |no (admin identity|customer) configured: set /, 'no-identity'],
  [/COMMERCE_WRITES=allow|COMMERCE_WRITES is not allow|writes (are )?denied|read-only run/i, 'writes-denied'],
  [/private reference|never tried on a real installation|would break the run/, 'reference-only'],
  [/needs the [a-z-]+ identity, which is not configured/, 'no-identity'],
  [/^no (admin|customer|guest|restricted[- ]admin|integration|OAuth|token-holding)\b[^:]*\b(configured|identity|credentials|token)/, 'no-identity'],
  [/is not configured: set |blocked by two-factor authentication/, 'no-identity'],
  [/^no fixture |^fixture [^:]+: |^no source for :|refused the harmless body at intake/, 'no-fixture'],
  [/^no data to read|^not exercised: /, 'no-data'],
  [/published schema/, 'schema-unavailable'],
  [/is checked on reads only|^not an? .* route in this release|^no bulk path$|^no route of the form |^not testable through the API|not listed in COMMERCE_(RE)?CAPTCHA_FORMS/, 'check-scope'],
];

export function classifySkip(reason: string): SkipCategory {
  for (const [pattern, category] of RULES) if (pattern.test(reason)) return category;
  return 'other';
}

export interface CoverageRoute {
  route: string;
  module: string;
  safety: CompiledRoute['safety'];
  /** exercised: a check other than presence passed or failed on some target; presence-only: only the presence check
   * did; never: no check did. */
  status: 'exercised' | 'presence-only' | 'never';
  exercisedBy: Array<{ check: string; target: string; outcome: 'pass' | 'fail' }>;
  /** For presence-only and never: why the other checks did not run, one entry per category (count = skipped tests). */
  why: Array<{ category: SkipCategory; count: number; checks: string[]; targets: string[]; example: string }>;
}

export interface CoverageReport {
  format: typeof COVERAGE_FORMAT;
  targets: Array<{ label: string; runFile: string; tests: number }>;
  routes: CoverageRoute[];
  summary: {
    routes: number;
    exercised: number;
    presenceOnly: number;
    never: number;
    /** Routes not exercised beyond presence, by the category that kept most of their checks away. */
    notExercisedBy: Partial<Record<SkipCategory, number>>;
    byCheck: Record<string, { pass: number; fail: number; skip: number }>;
  };
  /** Routes the runs name that the plan does not have (an older or newer plan than the runs'); subjects of run-level
   * tests (scenario labels) are not routes and are not listed. */
  unknownRoutes: string[];
}

/** `planRoutes`: the compiled plan's routes (only key, module and safety are read). */
export type PlanRoute = Pick<CompiledRoute, 'key' | 'module' | 'safety'>;

export function computeCoverage(planRoutes: PlanRoute[], runs: LoadedRun[]): CoverageReport {
  const labels = uniqueLabels(runs);
  type Seen = { check: string; target: string; outcome: 'pass' | 'fail' | 'skip'; reason: string | null };
  const byRoute = new Map<string, Seen[]>();
  const byCheck: CoverageReport['summary']['byCheck'] = {};
  runs.forEach((r, i) => {
    for (const t of r.run.tests) {
      const c = (byCheck[t.check] ??= { pass: 0, fail: 0, skip: 0 });
      const outcome = testOutcome(t);
      c[outcome]++;
      const list = byRoute.get(t.route) ?? [];
      list.push({ check: t.check, target: labels[i] as string, outcome, reason: t.outcome === 'skip' ? t.reason : null });
      byRoute.set(t.route, list);
    }
  });

  const planKeys = new Set(planRoutes.map((r) => r.key));
  const notExercisedBy: Partial<Record<SkipCategory, number>> = {};
  const routes: CoverageRoute[] = planRoutes.map((route) => {
    const seen = byRoute.get(route.key) ?? [];
    const exercisedBy = seen
      .filter((s): s is Seen & { outcome: 'pass' | 'fail' } => s.outcome !== 'skip')
      .map((s) => ({ check: s.check, target: s.target, outcome: s.outcome }))
      .sort((a, b) => a.check.localeCompare(b.check) || a.target.localeCompare(b.target));
    const beyondPresence = exercisedBy.some((x) => x.check !== PRESENCE_CHECK);
    const status: CoverageRoute['status'] = beyondPresence ? 'exercised' : exercisedBy.length > 0 ? 'presence-only' : 'never';
    let why: CoverageRoute['why'] = [];
    if (status !== 'exercised') {
      const skips = seen.filter((s) => s.outcome === 'skip' && (status === 'never' || s.check !== PRESENCE_CHECK));
      const groups = new Map<SkipCategory, CoverageRoute['why'][number]>();
      for (const s of skips) {
        const category = classifySkip(s.reason ?? '');
        const g = groups.get(category) ?? { category, count: 0, checks: [], targets: [], example: s.reason ?? 'skipped' };
        g.count++;
        if (!g.checks.includes(s.check)) g.checks.push(s.check);
        if (!g.targets.includes(s.target)) g.targets.push(s.target);
        groups.set(category, g);
      }
      why = [...groups.values()].map((g) => ({ ...g, checks: g.checks.sort(), targets: g.targets.sort() })).sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
      if (why.length === 0) {
        why = [{ category: 'not-in-run', count: 0, checks: [], targets: [], example: seen.length === 0 ? 'no test of the runs names this route (no check applies to it, or the runs were filtered with --grep)' : 'no check other than presence names this route in the runs (none applies to it, or the runs were filtered with --grep)' }];
      }
      const primary = (why[0] as CoverageRoute['why'][number]).category;
      notExercisedBy[primary] = (notExercisedBy[primary] ?? 0) + 1;
    }
    return { route: route.key, module: route.module, safety: route.safety, status, exercisedBy, why };
  });

  return {
    format: COVERAGE_FORMAT,
    targets: runs.map((r, i) => ({ label: labels[i] as string, runFile: r.source, tests: r.run.tests.length })),
    routes,
    summary: {
      routes: routes.length,
      exercised: routes.filter((r) => r.status === 'exercised').length,
      presenceOnly: routes.filter((r) => r.status === 'presence-only').length,
      never: routes.filter((r) => r.status === 'never').length,
      notExercisedBy: Object.fromEntries(Object.entries(notExercisedBy).sort(([a], [b]) => a.localeCompare(b))),
      byCheck: Object.fromEntries(Object.entries(byCheck).sort(([a], [b]) => a.localeCompare(b))),
    },
    unknownRoutes: [...byRoute.keys()].filter((k) => isRouteKey(k) && !planKeys.has(k)).sort(),
  };
}
