// The search family over every route that takes searchCriteria (src/checks/catalog.ts SEARCH_CHECKS), declared route
// by route: one worker runs a route's checks in a row, and they share the sample they compare with.
import { declareRouteChecks } from '../fixtures/run.ts';
import { SEARCH_CHECKS } from '../src/checks/catalog.ts';

declareRouteChecks(SEARCH_CHECKS);
