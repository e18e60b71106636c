// What every scenario check passes first (the gate) and how a queued call that did not finish is judged
// (src/checks/async/scenarios.ts), shown through status.terminal (which queues) and async.intake-errors (which
// does not).

import assert from 'node:assert/strict';
import { WRITES_DENIED_SCENARIO } from '../types.ts';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { asyncIntakeErrors } from './intake-errors.ts';
import { statusTerminal } from '../status/terminal.ts';
import { NO_ADMIN } from '../stand-in.ts';

const STOPPED = { outcome: 'fail', broken: 'the queue stopped moving while operations of POST /async/bulk/V1/products were open: the consumer async.operations.all is not running', expected: 'every queued operation leaves the open state (4)', actual: 'no operation moved for 90 s' } as const;

scenarioCases(statusTerminal, [
  { name: 'gate: no asynchronous web API, nothing is sent', fake: { unavailable: 'WebapiAsync is not installed' }, want: { outcome: 'skip', reason: 'WebapiAsync is not installed' }, then: (f) => assert.equal(f.sent.length, 0) },
  { name: 'gate: writes denied on the target', fake: { target: { writes: 'deny' } }, want: { outcome: 'skip', reason: WRITES_DENIED_SCENARIO }, then: (f) => assert.equal(f.sent.length, 0) },
  { name: 'gate: no admin identity', fake: { callers: { admin: false } }, want: { outcome: 'skip', reason: NO_ADMIN } },
  { name: 'gate: the consumer was already found stopped', fake: { halted: 'the consumer async.operations.all is not running' }, want: { outcome: 'skip', reason: 'the consumer async.operations.all is not running' }, then: (f) => assert.equal(f.sent.length, 0) },
  { name: 'a wait that ends with the queue stopped is the run\'s one consumer diagnosis', fake: { wait: { timeout: STOPPED } }, want: { ...STOPPED, exchange: false } },
  { name: 'a wait that ends in a contradiction fails with the status summary', fake: { wait: { contradiction: 'operation-status/4 says 0, operations_list has 1 open' } }, want: { outcome: 'fail', broken: 'the operation status routes contradict each other', expected: 'the count route and operations_list agree', actual: 'operation-status/4 says 0, operations_list has 1 open' } },
]);

scenarioCases(asyncIntakeErrors, [
  { name: 'gate: a scenario that queues nothing runs with writes denied', fake: { target: { writes: 'deny' } }, want: { outcome: 'pass', note: '400 "Decoding error."' } },
  { name: 'gate: a scenario that queues nothing runs although the consumer was found stopped', fake: { halted: 'stopped' }, want: { outcome: 'pass', note: '400 "Decoding error."' } },
]);
