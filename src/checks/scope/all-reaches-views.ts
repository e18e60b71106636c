// scope.all-reaches-views: a synchronous write under `all` changes every store view without a value of its own.
// Products and categories: after a view has a name of its own, the name written under `all` reads back under `all`
// and every other view, and the view keeps its own. CMS pages and blocks: one created under `all` is assigned to
// store 0, every store view.

import type { ScenarioCheck } from '../types.ts';
import { entityName, expectStores, expectValues, KIND_SCENARIOS, pass, scoped, withEntity, type ScopeScenario } from './scenarios.ts';
import { describe, failed, ok } from './views.ts';

export const scopeAllReachesViews: ScenarioCheck<ScopeScenario> = {
  subject: 'scenario',
  id: 'scope.all-reaches-views',
  family: 'scope',
  rule: 'A synchronous write under `all` changes every store view without a value of its own: a product\'s or category\'s name written under `all` reads back under `all` and every view but the one holding its own name, which keeps it; a CMS page or block created under `all` is assigned to store 0 (every store view).',
  source: 'issue 29 §1; seed 000 Asynchronous routes 5 (`all` for synchronous writes alike); the real 2.4.7-p3 with store views default, fr, second_en (docs/real-platform.md, Scope of synchronous writes)',
  scenarios: KIND_SCENARIOS,
  run: scoped(async (ctx, scenario, views) => {
    const { kind } = scenario;
    const view = views.other;
    const name = entityName(ctx, 'all', kind);
    if (kind.shape === 'value') {
      return withEntity(ctx, kind, () => kind.create(ctx, name), async ({ id }) => {
        const own = `${name} ${view.code}`;
        const everywhere = `${name} all`;
        let res = await kind.write(ctx, id, view.code, own);
        if (!ok(res)) return failed(`${kind.contract} under /rest/${view.code} refused the name`, 'the update applied', describe(res), res);
        res = await kind.write(ctx, id, 'all', everywhere);
        if (!ok(res)) return failed(`${kind.contract} under /rest/all refused the name`, 'the update applied', describe(res), res);
        const want: Array<[string, string]> = [['all', everywhere], ...views.all.map((v): [string, string] => [v.code, v === view ? own : everywhere])];
        const bad = await expectValues(ctx, kind, id, 'the name written under all', want, (wrong) =>
          wrong.includes(view.code) ? `store view ${view.code} does not keep the name written under it before` : `it did not reach ${wrong.join(', ')}, which have no name of their own`,
        );
        if (bad) return bad;
        ctx.observe('scope-landing', { kind: kind.label, view: 'all', form: 'every-view-without-its-own' });
        return pass(`the ${kind.label}'s name written under all reads back under all and ${views.all.filter((v) => v !== view).map((v) => v.code).join(', ')}; ${view.code} keeps its own`);
      });
    }
    return withEntity(ctx, kind, () => kind.create(ctx, name, 'all'), async () => {
      const bad = await expectStores(ctx, kind, name, views, 'created under all', [0], (found) => `the ${kind.label} created under all is ${found.length === 0 ? 'assigned to no store' : 'not assigned to store 0 (every store view)'}`);
      if (bad) return bad;
      ctx.observe('scope-landing', { kind: kind.label, view: 'all', form: 'store-0' });
      return pass(`the ${kind.label} created under all is assigned to store 0, every store view`);
    });
  }),
};
