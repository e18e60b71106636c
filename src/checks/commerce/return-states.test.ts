// commerce.return-states on the fake Adobe Commerce (testing/edition-target.ts, the real 2.4.6-p1's behaviour: the
// return read from the PUT's body, deleted from the query string, no label): a return made, authorized, received,
// approved, commented, tracked and untracked, searched and deleted passes; a state answered but not kept and a track
// not removed fail at their step; an open-source target skips.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { editionTarget } from '../testing/edition-target.ts';
import { installLeftLedger, type LeftItem } from '../owned/left-ledger.ts';
import { commerceReturnStates } from './return-states.ts';
import { NOT_COMMERCE } from './gift-card-order.ts';

const full = { writes: 'full' as const, edition: 'commerce' as const };
const left: LeftItem[] = [];
installLeftLedger({ left: (item) => void left.push(item) });

scenarioCases(commerceReturnStates, [
  {
    name: 'a return through its states, every step read back: pass; deleted with the return in the query string',
    fake: { target: full, answer: editionTarget().answer },
    want: { outcome: 'pass', note: /^return 0+\d+ of order 0+\d+: made, authorized, received and approved, commented, tracked and untracked, its missing label said so, found by its order and deleted; every step read back$/ },
    then: (fake) => {
      const puts = fake.sent.filter((s) => s.method === 'PUT' && /^\/V1\/returns\/\d+$/.test(s.path));
      assert.deepEqual(puts.map((p) => (p.body as { rmaDataObject: { status: string } }).rmaDataObject.status), ['authorized', 'received', 'approved']);
      const deleted = fake.sent.find((s) => s.method === 'DELETE' && /^\/V1\/returns\/\d+$/.test(s.path));
      assert.equal(deleted?.query?.['rmaDataObject[entity_id]'], deleted?.path.split('/').pop());
      assert.ok(left.some((l) => l.kind === 'return'), 'the return is in the ledger (the teardown deletes what a failed scenario leaves)');
    },
  },
  {
    name: 'a state answered but not kept fails at its read back',
    fake: { target: full, answer: editionTarget('rma-status-kept').answer },
    want: { outcome: 'fail', broken: 'the return authorized does not read back so', expected: /^status authorized, item \d+ authorized with qty_authorized 1$/, actual: /"status":"pending"/ },
  },
  {
    name: 'a track removed but still there fails',
    fake: { target: full, answer: editionTarget('track-kept').answer },
    want: { outcome: 'fail', broken: 'the removed track still reads back', expected: /^no track \d+$/, actual: /^\[\d+\]$/ },
  },
  {
    name: 'an open-source target: skipped before any request',
    fake: { target: { writes: 'full', edition: 'open-source' }, answer: editionTarget().answer },
    want: { outcome: 'skip', reason: NOT_COMMERCE },
    then: (fake) => assert.equal(fake.sent.length, 0),
  },
]);
