import assert from 'node:assert/strict';
import type { Canned } from '../testing/fake-context.ts';
import { altered, jsonOf, scenarioCases, type ScenarioSent } from '../testing/fake-scenario.ts';
import { statusSummaryShape } from './summary-shape.ts';

type Summary = { operations_list: Array<Record<string, unknown>> } & Record<string, unknown>;

/** The healthy target, with the status summary changed by `edit`. */
const summaryEdited = (edit: (summary: Summary) => Summary) =>
  altered((sent: ScenarioSent, healthy: Canned) => (sent.path.endsWith('/status') ? { status: 200, json: edit(jsonOf(healthy) as Summary) } : undefined));

const SUMMARY_FORM = 'the summary form of seed 000 (operations_list, bulk_id, description "Topic ...", start_time, user_id, user_type of the caller, operation_count)';
const guest = (scenarios: typeof statusSummaryShape.scenarios) => scenarios.find((s) => s.caller === 'guest');

scenarioCases(statusSummaryShape, [
  {
    name: 'an admin bulk of three products: the summary form as documented',
    want: { outcome: 'pass' },
    then: (f) => assert.deepEqual(f.observed.map((o) => [o.key, o.value, o.about]), [['variant', 'user-type-present', 'POST /async/bulk/V1/products'], ['user_type', 2, 'POST /async/bulk/V1/products']]),
  },
  {
    name: 'a guest async call: user_type 4, no user id',
    scenario: guest,
    want: { outcome: 'pass' },
    then: (f) => {
      assert.deepEqual(f.sent.map((s) => [s.caller, `${s.method} ${s.path}`]), [['guest', 'POST /async/V1/customers']]);
      assert.equal(f.secrets.length, 1, 'the new customer\'s password is a secret of the run');
    },
  },
  { name: 'a release without user_type: recorded as the variant', fake: { answer: summaryEdited(({ user_type: _absent, ...rest }) => ({ ...rest, operations_list: rest.operations_list })) }, want: { outcome: 'pass' }, then: (f) => assert.deepEqual(f.observed.map((o) => o.value), ['user-type-absent']) },
  {
    name: 'a guest call reported as the admin\'s',
    scenario: guest,
    fake: { answer: summaryEdited((s) => ({ ...s, user_type: 2 })) },
    want: { outcome: 'fail', broken: 'the operation status record is malformed: user_type is 2, but the call was made by user type 4', expected: SUMMARY_FORM, actual: 'user_type is 2, but the call was made by user type 4' },
  },
  {
    name: 'a success that does not name the method',
    fake: { answer: summaryEdited((s) => ({ ...s, operations_list: s.operations_list.map((o) => ({ ...o, result_message: 'Service execution success' })) })) },
    want: { outcome: 'fail', broken: 'the operation status record is malformed: operation 0 result_message "Service execution success" does not name the method save', expected: SUMMARY_FORM, actual: [0, 1, 2].map((i) => `operation ${i} result_message "Service execution success" does not name the method save`).join('; ') },
  },
  {
    name: 'operation ids that are not the request items\'',
    fake: { answer: summaryEdited((s) => ({ ...s, operations_list: s.operations_list.map((o, i) => ({ ...o, id: i + 1 })) })) },
    want: { outcome: 'fail', broken: 'the operation status record is malformed: operation ids are [1,2,3], not 0..2 as the request items', expected: SUMMARY_FORM, actual: 'operation ids are [1,2,3], not 0..2 as the request items' },
  },
  {
    name: 'the integration standing in for the admin queued it: its user type (1) is the caller\'s',
    fake: { target: { adminIdentity: 'integration-bearer' }, answer: summaryEdited((s) => ({ ...s, user_type: 1 })) },
    want: { outcome: 'pass' },
    then: (f) => assert.deepEqual(f.observed.map((o) => [o.key, o.value]), [['variant', 'user-type-present'], ['user_type', 1]]),
  },
  {
    name: 'an integration\'s bulk reported as an admin\'s',
    fake: { target: { adminIdentity: 'integration-oauth1' } },
    want: { outcome: 'fail', broken: 'the operation status record is malformed: user_type is 2, but the call was made by user type 1', expected: SUMMARY_FORM, actual: 'user_type is 2, but the call was made by user type 1' },
  },
  {
    name: 'an admin call without the admin\'s user id',
    fake: { answer: summaryEdited((s) => ({ ...s, user_id: null })) },
    want: { outcome: 'fail', broken: 'the operation status record is malformed: user_id is null for an admin call', expected: SUMMARY_FORM, actual: 'user_id is null for an admin call' },
  },
]);
