// The scenario checks of asynchronous and bulk calls and eventual operation status (src/checks/<family>/<name>.ts, listed in src/checks/catalog.ts):
// one test per scenario. With writes allowed they queue calls on entities the run creates, wait through the worker's
// shared poller and read the outcome back; the intake checks queue nothing and also run with writes denied. One
// group: its first test in a worker starts the later scenarios too, so their waits for the consumer overlap.
import { declareScenarioGroup } from '../fixtures/run.ts';
import { SCENARIO_CHECKS } from '../src/checks/catalog.ts';

/** Scenarios running at once: each sends a few requests and mostly waits for the consumer. */
const AT_ONCE = 6;

declareScenarioGroup(SCENARIO_CHECKS, AT_ONCE);
