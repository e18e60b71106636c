import assert from 'node:assert/strict';
import { altered, jsonOf, scenarioCases } from '../testing/fake-scenario.ts';
import { CUSTOMER_CREATED, EMAIL_TAKEN } from '../testing/async-scenario-target.ts';
import { statusDuplicateCreateFails } from './duplicate-create-fails.ts';

type Summary = { operations_list: Array<Record<string, unknown>> } & Record<string, unknown>;
const summaryEdited = (edit: (op: Record<string, unknown>) => Record<string, unknown>) =>
  altered((sent, healthy) => {
    if (!sent.path.endsWith('/status')) return undefined;
    const s = jsonOf(healthy) as Summary;
    return { status: 200, json: { ...s, operations_list: s.operations_list.map(edit) } };
  });

scenarioCases(statusDuplicateCreateFails, [
  {
    name: 'one customer is created, the duplicate fails with the reason',
    want: { outcome: 'pass', note: `status 3: ${EMAIL_TAKEN}` },
    then: (f) => {
      const bulk = f.sent[0];
      assert.equal(`${bulk?.method} ${bulk?.path}`, 'POST /async/bulk/V1/customers');
      assert.deepEqual(f.observed.map((o) => [o.key, o.value]), [['duplicate-failure', { status: 3, error_code: 0, result_message: EMAIL_TAKEN }]]);
      assert.equal(f.secrets.length, 1, 'the customers\' password is a secret of the run');
    },
  },
  {
    name: 'the intake reports the duplicate as an error',
    fake: { answer: altered((sent, healthy) => (sent.method === 'POST' ? { status: 202, json: { ...(jsonOf(healthy) as object), errors: true } } : undefined)) },
    want: { outcome: 'fail', broken: 'the acceptance of a bulk with a duplicate is malformed or reports the failure: errors is true, not false (an accepted request never reports errors)', expected: 'both accepted, errors false', actual: 'errors is true, not false (an accepted request never reports errors)' },
  },
  { name: 'both customers are created', fake: { answer: summaryEdited((op) => ({ ...op, status: 1, result_message: 'Service execution success ::createAccount' })) }, want: { outcome: 'fail', broken: 'a duplicate create in one bulk did not end with one success and one failure', expected: 'one operation 1 and one 3 (or 2)', actual: JSON.stringify([0, 1].map((id) => ({ id, status: 1, result_message: 'Service execution success ::createAccount' }))) } },
  { name: 'the failure gives no reason', fake: { answer: summaryEdited((op) => (op.status === 3 ? { ...op, result_message: '' } : op)) }, want: { outcome: 'fail', broken: 'the outcome of the duplicate create is not told right: operation 1 failed (status 3) without a reason in result_message', expected: 'a success naming the method and a failure with the reason in result_message', actual: JSON.stringify([{ id: 0, status: 1, result_message: CUSTOMER_CREATED }, { id: 1, status: 3, result_message: '' }]) } },
]);
