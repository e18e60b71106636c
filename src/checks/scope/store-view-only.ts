// scope.store-view-only: a synchronous write under a store view's code lands in that view only. Products and
// categories: the name written under the view reads back there, and every other view and `all` keep the name the
// entity was created with. CMS pages and blocks: one created under the view's code is assigned to that store alone,
// and an update under another code keeps that assignment.

import type { ScenarioCheck } from '../types.ts';
import { entityName, expectStores, expectValues, KIND_SCENARIOS, pass, scoped, withEntity, type ScopeScenario } from './scenarios.ts';
import { describe, failed, ok } from './views.ts';

export const scopeStoreViewOnly: ScenarioCheck<ScopeScenario> = {
  subject: 'scenario',
  id: 'scope.store-view-only',
  family: 'scope',
  rule: 'A synchronous write under a store view\'s code lands in that view only: a product\'s or category\'s name written under it reads back under that view and nowhere else (other views and `all` keep the value for all views); a CMS page or block created under it is assigned to that store alone, and an update under another code keeps the assignment.',
  source: 'issue 29 §1; seed 000 Asynchronous routes 5 (the same store scope for synchronous writes); the real 2.4.7-p3 with store views default, fr, second_en (docs/real-platform.md, Scope of synchronous writes)',
  scenarios: KIND_SCENARIOS,
  run: scoped(async (ctx, scenario, views) => {
    const { kind } = scenario;
    const view = views.other;
    const name = entityName(ctx, 'svo', kind);
    if (kind.shape === 'value') {
      return withEntity(ctx, kind, () => kind.create(ctx, name), async ({ id }) => {
        const value = `${name} ${view.code}`;
        const res = await kind.write(ctx, id, view.code, value);
        if (!ok(res)) return failed(`${kind.contract} under /rest/${view.code} refused the name`, 'the update applied', describe(res), res);
        const want: Array<[string, string]> = [...views.all.map((v): [string, string] => [v.code, v === view ? value : name]), ['all', name]];
        const bad = await expectValues(ctx, kind, id, `the name written under store view ${view.code}`, want, (wrong) =>
          wrong.includes(view.code) ? `it does not read back under ${view.code} (${wrong.length === 1 ? 'landed elsewhere or nowhere' : `shown under ${wrong.filter((c) => c !== view.code).join(', ') || 'no view'}`})` : `it also landed in ${wrong.join(', ')}, which keep the value for all views`,
        );
        if (bad) return bad;
        ctx.observe('scope-landing', { kind: kind.label, view: view.code, form: 'view-only' });
        return pass(`the ${kind.label}'s name written under ${view.code} reads back there only (${views.all.map((v) => v.code).join(', ')} and all read)`);
      });
    }
    return withEntity(ctx, kind, () => kind.create(ctx, name, view.code), async ({ id }) => {
      const landing = (found: number[]): string => (found.length === 0 ? `the ${kind.label} created under ${view.code} is assigned to no store` : `the ${kind.label} created under ${view.code} is not assigned to that store alone`);
      let bad = await expectStores(ctx, kind, name, views, `created under store view ${view.code}`, [view.id], landing);
      if (bad) return bad;
      const res = await kind.update(ctx, id, name, null);
      if (!ok(res)) return failed(`${kind.contract.replace('POST', 'PUT')}/:id without a store code refused the ${kind.label}'s own title and identifier`, 'the update applied', describe(res), res);
      bad = await expectStores(ctx, kind, name, views, 'updated without a store code', [view.id], () => `the update without a store code moved the ${kind.label} out of store ${view.code}`);
      if (bad) return bad;
      ctx.observe('scope-landing', { kind: kind.label, view: view.code, form: 'view-only' });
      return pass(`the ${kind.label} created under ${view.code} is assigned to store ${view.id} alone, and keeps it through an update without a store code`);
    });
  }),
};
