import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { percent, sharesOf } from './shares.ts';
import { taxLedger } from './test-ledger.ts';

test('shares count classes, methods and behaviours per verdict, not judged split by reason', () => {
  const { modules, total } = sharesOf(taxLedger());
  assert.equal(modules.length, 1);
  assert.deepEqual(total, {
    module: 'total',
    classes: 2,
    methods: 3,
    behaviours: 5,
    full: 1,
    partly: 2,
    notJudged: 2,
    notJudgedBy: { fixture: 1, harm: 0, configuration: 0, gap: 1 },
  });
  assert.equal(modules[0]?.module, 'Tax');
});

test('a share is a percentage to one decimal; of nothing it is a dash', () => {
  assert.equal(percent(1, 3), '33.3%');
  assert.equal(percent(0, 0), '-');
});
