// The commerce core as scenarios (src/checks/commerce/<name>.ts, listed in src/checks/catalog.ts): one test per
// scenario, at COMMERCE_WRITES=full only (declared skipped below it: they place orders and queue sales writes, which
// no REST call removes). Each drives the run's own customer, products and orders through checkout, an order's life
// and a cancellation, in synchronous, asynchronous and bulk form. One group: its first test in a worker starts the
// later scenarios too, so the queued forms' waits for the consumer overlap.
import { declareScenarioGroup } from '../fixtures/run.ts';
import { COMMERCE_CHECKS } from '../src/checks/catalog.ts';

/** Scenarios running at once: two, as two workers would run them; orders placed at once contend for the same stock
 * rows (the platform's own locks), which a scenario judges as the platform's answer. */
const AT_ONCE = 2;

declareScenarioGroup(COMMERCE_CHECKS, AT_ONCE);
