// The schema endpoint: services=all, a services list, bare, default store code, guest subset, route set vs the
// contracts (src/checks/schema-endpoint).
import { declareCheck } from '../fixtures/run.ts';
import { SCHEMA_ENDPOINT_RUN_LEVEL } from '../src/checks/schema-endpoint/index.ts';

for (const check of SCHEMA_ENDPOINT_RUN_LEVEL) declareCheck(check);
