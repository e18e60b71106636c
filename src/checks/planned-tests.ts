// The tests a check makes, decided at collection from the plan and the configuration alone: one per route it applies
// to, per run-level subject or per scenario, each with its title (`<check-id> <subject>`), what its verdict record is
// about (a label and the contract route behind it) and, where the configuration rules it out, the reason it is
// declared skipped. The specs declare these (fixtures/run.ts), the runner runs them; neither looks at a check's id.

import type { CompiledPlan, CompiledRoute } from '../contracts/types.ts';
import { levelCovers, WRITES_BELOW_FULL, WRITES_DENIED_SCENARIO, type AnyCheck, type Check, type ConfiguredFacts, type RunCheck, type Scenario, type ScenarioCheck } from './types.ts';

/** What a test's record names: its subject (`route` of the record) and the contract route it rests on, if any. */
export interface About {
  label: string;
  route: CompiledRoute | undefined;
}

interface Planned {
  title: string;
  about: About;
  /** Why the configuration rules the test out (declared skipped, never dispatched to a worker), or null. */
  skip: string | null;
}

export type PlannedTest =
  | (Planned & { kind: 'route'; check: Check; route: CompiledRoute })
  | (Planned & { kind: 'run'; check: RunCheck; subject: string })
  | (Planned & { kind: 'scenario'; check: ScenarioCheck; scenario: Scenario });

const routeOf = (plan: CompiledPlan, key: string): CompiledRoute | undefined => plan.routes.find((r) => r.key === key);

/** The subjects of a run-level check on this plan. */
export const subjectsOf = (check: RunCheck, plan: CompiledPlan): readonly string[] => (typeof check.subjects === 'function' ? check.subjects(plan.routes) : check.subjects);

export function plannedTests(check: AnyCheck, plan: CompiledPlan, configured: ConfiguredFacts): PlannedTest[] {
  if (check.subject === 'run') {
    // A subject that is a route of the plan (a token route) names that route's contract; a form or a service none.
    return subjectsOf(check, plan).map((subject) => ({ kind: 'run', check, subject, title: `${check.id} ${subject}`, about: { label: subject, route: routeOf(plan, subject) }, skip: null }));
  }
  if (check.subject === 'scenario') {
    return check.scenarios.map((scenario) => ({
      kind: 'scenario',
      check,
      scenario,
      title: `${check.id} ${scenario.title}`,
      about: { label: scenario.about, route: routeOf(plan, scenario.contract) },
      skip: scenarioSkip(scenario, configured),
    }));
  }
  return plan.routes
    .filter((route) => check.appliesTo(route))
    .map((route) => ({ kind: 'route', check, route, title: `${check.id} ${route.key}`, about: { label: route.key, route }, skip: check.skipsWhen?.(route, configured) ?? null }));
}

/** Why the configuration rules a scenario out: writes denied for one that writes, a level below the one it needs. */
export function scenarioSkip(scenario: Scenario, configured: ConfiguredFacts): string | null {
  if (scenario.writes && configured.writes === 'deny') return WRITES_DENIED_SCENARIO;
  if (scenario.level === 'full' && !levelCovers(configured.writes, 'full')) return scenario.belowFull ?? WRITES_BELOW_FULL;
  return null;
}
