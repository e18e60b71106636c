// One test per (write check, write route): the write family of src/checks/catalog.ts executes each write route the
// run can confine to its own entities, synchronously, and reads its effect back (src/checks/write).
import { declareCheck } from '../fixtures/run.ts';
import { WRITE_CHECKS } from '../src/checks/catalog.ts';

for (const check of WRITE_CHECKS) declareCheck(check);
