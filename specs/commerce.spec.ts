// The commerce core as scenarios (src/checks/commerce/<name>.ts, listed in src/checks/catalog.ts): one test per
// scenario, at COMMERCE_WRITES=full only (declared skipped below it: they place orders and queue sales writes, which
// no REST call removes). Each drives the run's own customer, products and orders through checkout, an order's life
// and a cancellation, in synchronous, asynchronous and bulk form.
import { declareCheck } from '../fixtures/run.ts';
import { COMMERCE_CHECKS } from '../src/checks/catalog.ts';

for (const check of COMMERCE_CHECKS) declareCheck(check);
