// The async, bulk and status families: checks run once per write route (one file per check, in the folder of its
// family: async/, bulk/; specs/async.spec.ts) and the scenario checks (scenario-checks.ts,
// specs/async-scenarios.spec.ts).

import type { Check } from '../types.ts';
import { asyncAcceptShape } from './accept-shape.ts';
import { asyncGetRefused } from './get-refused.ts';
import { asyncGuestRefused } from './guest-refused.ts';
import { bulkAcceptShape } from '../bulk/accept-shape.ts';
import { bulkGuestRefused } from '../bulk/guest-refused.ts';

export { ASYNC_RUN_CHECKS, ASYNC_SCENARIO_CHECKS } from './scenario-checks.ts';
export type { AsyncServices } from './services.ts';

export const ASYNC_ROUTE_CHECKS: Check[] = [asyncGuestRefused, bulkGuestRefused, asyncGetRefused, asyncAcceptShape, bulkAcceptShape];
