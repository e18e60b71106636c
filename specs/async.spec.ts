// One test per (async/bulk check, write route of the plan): the checks of src/checks/async over every route they apply to.
import { ASYNC_ROUTE_CHECKS } from '../src/checks/async/index.ts';
import { test } from '../fixtures/index.ts';
import { loadPlan } from '../fixtures/plan.ts';
import { runRouteCheck } from '../fixtures/run-check.ts';

const plan = loadPlan();

for (const check of ASYNC_ROUTE_CHECKS) {
  test.describe(check.id, () => {
    for (const route of plan.routes.filter((r) => check.appliesTo(r))) {
      test(`${check.id} ${route.key}`, async ({ suite }, testInfo) => runRouteCheck(check, route, suite, testInfo));
    }
  });
}
