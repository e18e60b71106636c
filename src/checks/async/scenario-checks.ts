// The scenario checks of the async, bulk and status families, one file each (src/checks/async/<check-id>.ts), in
// the order specs/async-scenarios.spec.ts declares their tests: they queue a few calls on entities the run creates,
// wait for the consumer through the worker's shared poller and read the outcome back (src/checks/async/scenarios.ts).

import { descriptionOf, type CheckDescription, type ScenarioCheck } from '../types.ts';
import { bulkParamsInElements } from './bulk-params-in-elements.ts';
import { asyncIntakeErrors } from './intake-errors.ts';
import { asyncMethodVariants } from './method-variants.ts';
import { securityStatusEchoesPassword } from './security-status-echoes-password.ts';
import { statusCountMatches } from './status-count-matches.ts';
import { statusDetailedShape } from './status-detailed-shape.ts';
import { statusDuplicateCreateFails } from './status-duplicate-create-fails.ts';
import { statusSearch } from './status-search.ts';
import { statusSummaryShape } from './status-summary-shape.ts';
import { statusTerminal } from './status-terminal.ts';
import { asyncStoreScope } from './store-scope.ts';

export const ASYNC_SCENARIO_CHECKS: ScenarioCheck[] = [
  statusTerminal,
  statusSummaryShape,
  statusDetailedShape,
  statusCountMatches,
  statusSearch,
  bulkParamsInElements,
  statusDuplicateCreateFails,
  securityStatusEchoesPassword,
  asyncStoreScope,
  asyncIntakeErrors,
  asyncMethodVariants,
];

export const ASYNC_RUN_CHECKS: CheckDescription[] = ASYNC_SCENARIO_CHECKS.map(descriptionOf);
