import assert from 'node:assert/strict';
import { ROUTE_NOT_FOUND } from '../platform-errors.ts';
import { altered, scenarioCases } from '../testing/fake-scenario.ts';
import { statusCountMatches } from './count-matches.ts';

const counts = (answer: (code: number) => { status: number; json: unknown } | undefined) =>
  altered((sent) => {
    const m = /\/operation-status\/(\d)$/.exec(sent.path);
    return m ? answer(Number(m[1])) : undefined;
  });

scenarioCases(statusCountMatches, [
  {
    name: 'every code 1-5 counts what operations_list lists',
    want: { outcome: 'pass' },
    then: (f) => {
      assert.deepEqual(f.sent.filter((s) => s.path.includes('/operation-status/')).map((s) => s.path.slice(-1)), ['1', '2', '3', '4', '5']);
      assert.deepEqual(f.observed.map((o) => [o.key, o.value]), [['count-route', 'present']]);
    },
  },
  {
    name: 'a release without the count route: the documented variant',
    fake: { answer: counts(() => ({ status: 404, json: { message: ROUTE_NOT_FOUND } })) },
    want: { outcome: 'pass', note: 'the count route is absent on this release (documented variant)' },
    then: (f) => assert.deepEqual(f.observed.map((o) => [o.key, o.value]), [['count-route', 'absent']]),
  },
  { name: 'a count that is not a bare integer', fake: { answer: counts((code) => (code === 2 ? { status: 200, json: { count: 0 } } : undefined)) }, want: { outcome: 'fail', broken: 'operation-status/2 did not answer a bare integer', expected: 'a bare JSON integer', actual: '200 {"count":0}' } },
  { name: 'a count that disagrees with operations_list', fake: { answer: counts((code) => (code === 1 ? { status: 200, json: 2 } : undefined)) }, want: { outcome: 'fail', broken: 'operation-status/1 disagrees with operations_list', expected: '3 (operations with status 1 in operations_list: [1,1,1])', actual: '2' } },
]);
