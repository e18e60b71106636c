// The store views a scope check writes under and reads back through, as the target lists them (GET /V1/store/
// storeViews, storeGroups, websites), and the gate every scope scenario passes first. The run's website is the one of
// the configured store code (else `default`); the view written under is another view of that website when there is
// one (fr on the real 2.4.7-p3), else a view of another website (second_en). With one store view there is nothing to
// tell apart: every scope check skips with one sentence.

import { describeExchange } from '../platform-errors.ts';
import { callerUnavailable } from '../stand-in.ts';
import { levelCovers, skip, writesAllowed, WRITES_BELOW_FULL, WRITES_DENIED_SCENARIO, type HttpExchange, type Scenario, type ScenarioContext, type Verdict } from '../types.ts';

export interface View {
  id: number;
  code: string;
  websiteId: number;
}

export interface ScopeViews {
  /** Every store view but admin, the run's own first. */
  all: View[];
  /** The view the run reads by default (the configured store code's, else `default`). */
  own: View;
  /** The view a store-view write goes under: another view of the run's website, else one of another website. */
  other: View;
  /** A view of a website other than the run's (second_en), or null with one website. */
  foreign: View | null;
}

export const ONE_VIEW = (code: string): string => `the target has one store view (${code}): a value of a store view's own cannot be told from the default, so where a write lands is not observable`;

const recordsOf = (res: HttpExchange): Array<Record<string, unknown>> => (Array.isArray(res.json) ? res.json.filter((v): v is Record<string, unknown> => v !== null && typeof v === 'object') : []);

/** The store views (memoized per worker), or why they are unknown or too few. */
export function scopeViews(ctx: ScenarioContext): Promise<ScopeViews | string> {
  return ctx.once('scope-views', async () => {
    const res = await ctx.send('admin', { method: 'GET', path: '/V1/store/storeViews', storeCode: null });
    if (res.status !== 200) return `GET /V1/store/storeViews answered ${describeExchange(res.status, res.json, res.bodyText)}: the store views are unknown`;
    const all: View[] = recordsOf(res)
      .filter((v) => v.id !== 0 && v.code !== 'admin' && typeof v.code === 'string' && typeof v.id === 'number' && typeof v.website_id === 'number')
      .map((v) => ({ id: v.id as number, code: v.code as string, websiteId: v.website_id as number }));
    const own = all.find((v) => v.code === ctx.target.storeCode) ?? all.find((v) => v.code === 'default') ?? all[0];
    if (own === undefined) return 'GET /V1/store/storeViews lists no store view';
    const sibling = all.find((v) => v !== own && v.websiteId === own.websiteId);
    const foreign = all.find((v) => v.websiteId !== own.websiteId) ?? null;
    const other = sibling ?? foreign;
    if (other === undefined || other === null) return ONE_VIEW(own.code);
    ctx.observe('store-views', { own: own.code, other: other.code, foreign: foreign?.code ?? null, views: all.map((v) => v.code) }, 'store views');
    return { all: [own, ...all.filter((v) => v !== own)], own, other, foreign };
  });
}

/** Why the scenario cannot run: writes denied, or below the full level it needs, or no admin to write as. */
export function gate(ctx: ScenarioContext, scenario: Scenario): Verdict | null {
  if (scenario.writes && !writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SCENARIO);
  if (scenario.level === 'full' && !levelCovers(ctx.target.writes, 'full')) return skip(scenario.belowFull ?? WRITES_BELOW_FULL);
  const noAdmin = callerUnavailable(ctx.target, 'admin');
  return noAdmin === null ? null : skip(noAdmin);
}

export const failed = (broken: string, expected: string, actual: string, exchange?: HttpExchange): Verdict => ({ outcome: 'fail', broken, expected, actual, ...(exchange ? { exchange } : {}) });
export const describe = (res: HttpExchange): string => describeExchange(res.status, res.json, res.bodyText);
export const ok = (res: HttpExchange): boolean => res.status >= 200 && res.status < 300;
