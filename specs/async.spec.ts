// One test per (async/bulk check, write route of the plan): the checks of src/checks/async over every route they apply to.
import { ASYNC_ROUTE_CHECKS } from '../src/checks/async/index.ts';
import { test } from '../fixtures/index.ts';
import { configuredFacts } from '../src/runtime/configured.ts';
import { loadPlan } from '../src/runtime/plan.ts';
import { declaredSkipAnnotations, runRouteCheck } from '../fixtures/run-check.ts';

const plan = loadPlan();
const configured = configuredFacts();

for (const check of ASYNC_ROUTE_CHECKS) {
  test.describe(check.id, () => {
    // One worker job per check instead of one per test: a worker binds the whole file for every job it gets, which
    // made per-test jobs quadratic in the file's size (docs/benchmarks.md). Checks still spread over the workers.
    test.describe.configure({ mode: 'default' });
    for (const route of plan.routes.filter((r) => check.appliesTo(r))) {
      const title = `${check.id} ${route.key}`;
      const skipReason = check.skipsWhen?.(route, configured) ?? null;
      if (skipReason !== null) test.skip(title, { annotation: declaredSkipAnnotations(check, route, skipReason) }, () => {});
      else test(title, async ({ suite }, testInfo) => runRouteCheck(check, route, suite, testInfo));
    }
  });
}
