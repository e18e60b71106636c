// The async, bulk and status families: checks run once per write route (specs/async.spec.ts) and the scenario
// checks (scenario-checks.ts, specs/async-scenarios.spec.ts).

import type { Check } from '../types.ts';
import { asyncAcceptShape, asyncGetRefused, asyncGuestRefused, bulkAcceptShape, bulkGuestRefused } from './route-checks.ts';

export { ASYNC_RUN_CHECKS, ASYNC_SCENARIO_CHECKS } from './scenario-checks.ts';
export type { AsyncServices } from './services.ts';

export const ASYNC_ROUTE_CHECKS: Check[] = [asyncGuestRefused, bulkGuestRefused, asyncGetRefused, asyncAcceptShape, bulkAcceptShape];
