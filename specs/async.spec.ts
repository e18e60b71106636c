// One test per (async/bulk check, write route of the plan): the route checks of src/checks/async and bulk.
import { declareCheck } from '../fixtures/run.ts';
import { ASYNC_ROUTE_CHECKS } from '../src/checks/catalog.ts';

for (const check of ASYNC_ROUTE_CHECKS) declareCheck(check);
