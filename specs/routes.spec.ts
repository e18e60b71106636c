// One test per (check, route): the checks of src/checks/registry.ts over every route of the compiled plan.
import { ROUTE_CHECKS } from '../src/checks/registry.ts';
import { test } from '../fixtures/index.ts';
import { configuredFacts } from '../src/runtime/configured.ts';
import { loadPlan } from '../src/runtime/plan.ts';
import { declaredSkipAnnotations, runRouteCheck } from '../fixtures/run-check.ts';
import { allureAnnotations } from '../src/report/allure.ts';

const plan = loadPlan();
const configured = configuredFacts();

for (const check of ROUTE_CHECKS) {
  test.describe(check.id, () => {
    // One worker job per check instead of one per test: a worker binds the whole file for every job it gets, which
    // made per-test jobs quadratic in the file's size (docs/benchmarks.md). Checks still spread over the workers.
    test.describe.configure({ mode: 'default' });
    for (const route of plan.routes.filter((r) => check.appliesTo(r))) {
      const title = `${check.id} ${route.key}`;
      const annotation = allureAnnotations({ check: check.id, rule: check.rule, route: route.key, module: route.module, permission: route.permission, family: check.family });
      const skipReason = check.skipsWhen?.(route, configured) ?? null;
      if (skipReason !== null) test.skip(title, { annotation: [...annotation, ...declaredSkipAnnotations(check, route, skipReason)] }, () => {});
      else test(title, { annotation }, async ({ suite }, testInfo) => runRouteCheck(check, route, suite, testInfo));
    }
  });
}
