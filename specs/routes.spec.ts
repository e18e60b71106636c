// One test per (check, route): the checks of src/checks/registry.ts over every route of the compiled plan.
import { ROUTE_CHECKS } from '../src/checks/registry.ts';
import { test } from '../fixtures/index.ts';
import { loadPlan } from '../fixtures/plan.ts';
import { runRouteCheck } from '../fixtures/run-check.ts';
import { allureAnnotations } from '../src/report/allure.ts';

const plan = loadPlan();

for (const check of ROUTE_CHECKS) {
  test.describe(check.id, () => {
    for (const route of plan.routes.filter((r) => check.appliesTo(r))) {
      const annotation = allureAnnotations({ check: check.id, rule: check.rule, route: route.key, module: route.module, permission: route.permission, family: check.family });
      test(`${check.id} ${route.key}`, { annotation }, async ({ suite }, testInfo) => runRouteCheck(check, route, suite, testInfo));
    }
  });
}
