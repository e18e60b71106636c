// One test per (check, route): the route checks of src/checks/catalog.ts over every route of the compiled plan.
import { declareCheck } from '../fixtures/run.ts';
import { ROUTE_CHECKS } from '../src/checks/catalog.ts';

for (const check of ROUTE_CHECKS) declareCheck(check);
