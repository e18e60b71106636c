// Whole entities whose parts travel inside another entity's body (src/checks/write/product-types-whole.ts, listed in
// src/checks/catalog.ts): one test per product type, on the run's own products, with writes allowed.
import { declareScenarioGroup } from '../fixtures/run.ts';
import { WHOLE_ENTITY_CHECKS } from '../src/checks/catalog.ts';

/** Scenarios running at once: each makes one product with its children (and, for the configurable, an attribute set). */
const AT_ONCE = 3;

declareScenarioGroup(WHOLE_ENTITY_CHECKS, AT_ONCE);
