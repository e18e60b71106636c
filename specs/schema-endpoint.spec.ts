// The schema endpoint: services=all, a services list, bare, default store code, guest subset, route set vs the
// contracts (src/checks/schema/endpoint-*.ts).
import { declareCheck } from '../fixtures/run.ts';
import { SCHEMA_ENDPOINT_CHECKS } from '../src/checks/catalog.ts';

for (const check of SCHEMA_ENDPOINT_CHECKS) declareCheck(check);
