// Which store view and website a synchronous write lands in (src/checks/scope/<name>.ts, listed in
// src/checks/catalog.ts): one test per check and entity kind, on the run's own entities, with writes allowed.
import { declareScenarioGroup } from '../fixtures/run.ts';
import { SCOPE_CHECKS } from '../src/checks/catalog.ts';

/** Scenarios running at once: each makes one entity and reads it under every store view. */
const AT_ONCE = 4;

declareScenarioGroup(SCOPE_CHECKS, AT_ONCE);
