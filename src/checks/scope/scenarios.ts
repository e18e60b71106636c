// What the scope checks share: a scenario per entity kind, the run of one behind the gate with the entity removed at
// its end whatever the verdict, and the reads under every store view compared with what each should show.

import { pass, skip, type HttpExchange, type Scenario, type ScenarioContext, type Verdict } from '../types.ts';
import { CATEGORY, CMS_BLOCK, CMS_PAGE, PRODUCT, storesListing, type AssignmentKind, type ScopeKind, type ValueKind } from './kinds.ts';
import { describe, failed, gate, scopeViews, type ScopeViews } from './views.ts';

export interface ScopeScenario extends Scenario {
  kind: ScopeKind;
}

const scenarioOf = (kind: ScopeKind): ScopeScenario => ({ title: kind.label === 'category' ? 'categories' : `${kind.label}s`, about: kind.contract, contract: kind.contract, writes: true, kind });
export const KIND_SCENARIOS: readonly ScopeScenario[] = [PRODUCT, CATEGORY, CMS_PAGE, CMS_BLOCK].map(scenarioOf);

/** The scenario's own entity name: the run's prefix, the worker, the check's and the kind's tags (lowercase letters,
 * digits and hyphens: a CMS identifier is a URL key). */
export const entityName = (ctx: ScenarioContext, check: string, kind: ScopeKind): string => ctx.name(`${check}-${kind.label.replace(/[^a-z]/gi, '').toLowerCase()}`).toLowerCase();

/** The run of a scope check: behind the gate, with the store views known. */
export function scoped<S extends Scenario>(judge: (ctx: ScenarioContext, scenario: S, views: ScopeViews) => Promise<Verdict>): (ctx: ScenarioContext, scenario: S) => Promise<Verdict> {
  return async (ctx, scenario) => {
    const refused = gate(ctx, scenario);
    if (refused !== null) return refused;
    const views = await scopeViews(ctx);
    if (typeof views === 'string') return skip(views);
    return judge(ctx, scenario, views);
  };
}

/** What a value kind shows under each code, against what it should; the first difference fails, naming the form the
 * wrong landing takes (`landing(code, shown)`). */
export async function expectValues(ctx: ScenarioContext, kind: ValueKind, id: string, step: string, want: ReadonlyArray<[string, string]>, landing: (wrong: string[]) => string): Promise<Verdict | null> {
  const shown: Array<[string, unknown]> = [];
  let first: HttpExchange | null = null;
  for (const [code, value] of want) {
    const res = await kind.read(ctx, id, code);
    if (res.status !== 200) return failed(`${step}: ${kind.readRoute} under /rest/${code} failed`, `200 with name "${value}"`, describe(res), res);
    shown.push([code, kind.shown(res.json)]);
    if (kind.shown(res.json) !== value) first ??= res;
  }
  if (first === null) return null;
  const wrong = want.filter(([code, value]) => shown.find(([c]) => c === code)?.[1] !== value).map(([code]) => code);
  return failed(
    `${step}: ${landing(wrong)}`,
    want.map(([code, value]) => `${code} "${value}"`).join('; '),
    shown.map(([code, value]) => `${code} ${JSON.stringify(value)}`).join('; '),
    first,
  );
}

/** The stores an assignment kind is listed under, against the ones it should be; a failure quotes the search. */
export async function expectStores(ctx: ScenarioContext, kind: AssignmentKind, name: string, views: ScopeViews, step: string, want: readonly number[], landing: (found: number[]) => string): Promise<Verdict | null> {
  const storeIds = [0, ...views.all.map((v) => v.id)];
  const listing = await storesListing(ctx, kind, name, storeIds);
  if (!('found' in listing)) return failed(`${step}: ${kind.searchRoute} filtered on store_id failed`, '200 with the items', describe(listing), listing);
  const { found, answers } = listing;
  const same = found.length === want.length && found.every((id) => want.includes(id));
  if (same) return null;
  const named = (ids: readonly number[]): string => (ids.length === 0 ? 'no store' : ids.map((id) => (id === 0 ? 'store 0 (all store views)' : `store ${id} (${views.all.find((v) => v.id === id)?.code ?? '?'})`)).join(', '));
  // The search that shows the wrong landing: a store it is listed under but should not be, else one it is missing from.
  const telling = found.find((id) => !want.includes(id)) ?? want.find((id) => !found.includes(id)) ?? 0;
  const exchange = answers.get(telling);
  return failed(`${step}: ${landing(found)}`, `${kind.searchRoute} filtered on store_id lists it under ${named(want)}`, `listed under ${named(found)}`, exchange);
}

/** Run `body` on an entity made by `make`, then remove the entity (the sweep removes it if this removal fails). */
export async function withEntity<T extends { id: string }>(ctx: ScenarioContext, kind: ScopeKind, make: () => Promise<T | { reason: string }>, body: (made: T) => Promise<Verdict>): Promise<Verdict> {
  const made = await make();
  if ('reason' in made) return skip(made.reason);
  try {
    return await body(made);
  } finally {
    await kind.remove(ctx, made.id);
  }
}

export { pass };
