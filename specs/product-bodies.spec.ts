// Product bodies (src/checks/write/product-body-fields.ts, custom-option-types.ts, price-storage-rows.ts,
// sku-with-slash.ts, listed in src/checks/catalog.ts): one test per scenario, on the run's own products, with writes
// allowed.
import { declareScenarioGroup } from '../fixtures/run.ts';
import { PRODUCT_BODY_CHECKS } from '../src/checks/catalog.ts';

/** Scenarios running at once: each makes one or two products (one an attribute set with a multiselect attribute). */
const AT_ONCE = 3;

declareScenarioGroup(PRODUCT_BODY_CHECKS, AT_ONCE);
