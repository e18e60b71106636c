// The scenario checks of asynchronous and bulk calls and eventual operation status (src/checks/<family>/<name>.ts, listed in src/checks/catalog.ts):
// one test per scenario. With writes allowed they queue calls on entities the run creates, wait through the worker's
// shared poller and read the outcome back; the intake checks queue nothing and also run with writes denied.
import { declareCheck } from '../fixtures/run.ts';
import { SCENARIO_CHECKS } from '../src/checks/catalog.ts';

for (const check of SCENARIO_CHECKS) declareCheck(check);
