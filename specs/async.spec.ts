// One test per (refusal check, write route of the plan): the refusals of the async and bulk paths (src/checks/async,
// src/checks/bulk). What queues is declared with the route's other write checks (specs/async-writes.spec.ts).
import { declareCheck } from '../fixtures/run.ts';
import { ASYNC_ROUTE_CHECKS } from '../src/checks/catalog.ts';

for (const check of ASYNC_ROUTE_CHECKS) declareCheck(check);
