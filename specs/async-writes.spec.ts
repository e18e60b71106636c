// The checks that execute or queue a write route (src/checks/catalog.ts WRITE_CHECKS), declared in chunks of
// WRITE_CHUNK routes: one worker runs a chunk's tests in a row, check by check, and they judge each route's
// executions, made once (src/checks/write/route-executions.ts): the chunk's queued calls first, then its synchronous
// executions and bulks, and last each queued call's outcome, compared with the synchronous one, by when the consumer
// has run it (fixtures/run.ts declareRouteChunks). Named to come right after async-scenarios.spec.ts: Playwright
// dispatches files in name order, and the write chunks go first so that the consumer runs what they queue while the
// read checks of the later files go on (no queue left for teardown to wait for), and so that the lists the search
// family reads later hold the run's own entities besides the installation's, as they did when these checks were
// declared check by check.
import { declareRouteChunks } from '../fixtures/run.ts';
import { WRITE_CHECKS } from '../src/checks/catalog.ts';

/** Routes per chunk: enough synchronous work between a chunk's queued calls and their judgement for a consumer that
 * was asleep (5 s on the 2.4.7 MySQL queue) to run them, few enough that the chunks spread evenly over the workers. */
const WRITE_CHUNK = 8;

declareRouteChunks(WRITE_CHECKS, WRITE_CHUNK);
