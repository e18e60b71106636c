import assert from 'node:assert/strict';
import { altered, jsonOf, scenarioCases } from '../testing/fake-scenario.ts';
import { statusDetailedShape } from './detailed-shape.ts';

type Detailed = { operations_list: Array<Record<string, unknown>> } & Record<string, unknown>;

/** The healthy target, with the detailed status changed by `edit`. */
const detailedEdited = (edit: (detailed: Detailed) => Detailed) => altered((sent, healthy) => (sent.path.endsWith('/detailed-status') ? { status: 200, json: edit(jsonOf(healthy) as Detailed) } : undefined));
const eachOperation = (edit: (op: Record<string, unknown>, i: number) => Record<string, unknown>) => detailedEdited((d) => ({ ...d, operations_list: d.operations_list.map(edit) }));

const DOCUMENTED = 'operations_list entries with bulk_uuid, topic_name, serialized_data, result_serialized_data as documented';
/** The same problem for each of the three operations, as the check lists them. */
const eachOf = (problem: (i: number) => string): string => [0, 1, 2].map(problem).join('; ');

scenarioCases(statusDetailedShape, [
  {
    name: 'the detailed form of a bulk of three products, each result valid against POST /V1/products',
    want: { outcome: 'pass' },
    then: (f) => {
      assert.equal(f.validated.length, 3);
      assert.deepEqual(f.observed.map((o) => [o.key, o.value, o.about]), [['variant', 'topic-service-based', 'POST /async/bulk/V1/products'], ['serialized-data-on-complete', 'json', 'POST /async/bulk/V1/products']]);
    },
  },
  {
    name: 'a bulk the integration standing in for the admin queued carries its user type (1)',
    fake: { target: { adminIdentity: 'integration-bearer' }, answer: detailedEdited((d) => ({ ...d, user_type: 1 })) },
    want: { outcome: 'pass' },
  },
  {
    name: 'one it queued reported as an admin\'s (2)',
    fake: { target: { adminIdentity: 'integration-bearer' } },
    want: { outcome: 'fail', broken: 'the detailed status is malformed: user_type is 2, but the call was made by user type 1', expected: DOCUMENTED, actual: /^user_type is 2, but the call was made by user type 1/ },
  },
  { name: 'the detailed status is not served', fake: { answer: altered((sent) => (sent.path.endsWith('/detailed-status') ? { status: 500, json: { message: 'Internal Error' } } : undefined)) }, want: { outcome: 'fail', broken: 'the detailed status of an accepted bulk was not served', expected: '200 with the detailed operation status record', actual: '500 "Internal Error"' } },
  {
    name: 'a result that is no valid response of the synchronous route',
    fake: { validation: [{ pointer: '/price', keyword: 'type', expected: 'number', actual: 'string' }] },
    want: { outcome: 'fail', broken: 'operations_list[0].result_serialized_data is not a valid response of POST /V1/products', expected: 'the synchronous route\'s response schema', actual: '/price type: expected number, got string' },
    then: (_f, verdict) => assert.equal(verdict.outcome === 'fail' ? verdict.issues?.length : 0, 1),
  },
  {
    name: 'a result that lacks a required value that identifies nothing: unset, as the platform renders it, not missing (the rule of ../answer.ts)',
    fake: { validation: [{ pointer: '', keyword: 'required', expected: 'property status', actual: 'missing', missingProperty: 'status' }] },
    want: { outcome: 'pass' },
    then: (f) => assert.deepEqual(f.observed.filter((o) => o.key === 'unset-values').map((o) => [o.value, o.about]), [[['/status'], 'POST /async/bulk/V1/products'], [['/status'], 'POST /async/bulk/V1/products'], [['/status'], 'POST /async/bulk/V1/products']]),
  },
  {
    name: 'a result without its sku: an identifying property missing is still a failure',
    fake: { validation: [{ pointer: '', keyword: 'required', expected: 'property sku', actual: 'missing', missingProperty: 'sku' }] },
    want: { outcome: 'fail', broken: 'operations_list[0].result_serialized_data is not a valid response of POST /V1/products', expected: 'the synchronous route\'s response schema', actual: ' required: expected property sku, got missing' },
  },
  { name: 'a topic name of neither documented shape', fake: { answer: eachOperation((op) => ({ ...op, topic_name: 'async.V1.products.POST.x' })) }, want: { outcome: 'fail', broken: /^the detailed status is malformed: operations_list\[0\]\.topic_name "async\.V1\.products\.POST\.x" has neither documented shape/, expected: DOCUMENTED, actual: /; operations_list\[0\]\.topic_name async\.V1\.products\.POST\.x is neither documented name of POST \/V1\/products; description names topic async\.magento\.catalog\.api\.productrepositoryinterface\.save\.post but operations_list\[0\]\.topic_name is async\.V1\.products\.POST\.x; / } },
  { name: 'a completed operation without its result', fake: { answer: eachOperation((op) => ({ ...op, result_serialized_data: null })) }, want: { outcome: 'fail', broken: /^the detailed status is malformed: operations_list\[0\] completed but result_serialized_data is null/, expected: DOCUMENTED, actual: eachOf((i) => `operations_list[${i}] completed but result_serialized_data is null (the serialized output of the synchronous call)`) } },
  { name: 'a status that differs from the summary\'s', fake: { answer: eachOperation((op, i) => (i === 1 ? { ...op, status: 3, result_serialized_data: null, result_message: 'failed' } : op)) }, want: { outcome: 'fail', broken: 'the detailed status is malformed: operation 1 has status 1 in the summary and 3 in the detailed form', expected: DOCUMENTED, actual: 'operation 1 has status 1 in the summary and 3 in the detailed form' } },
  { name: 'a result that is another product than the bulk created', fake: { answer: eachOperation((op) => ({ ...op, result_serialized_data: JSON.stringify({ sku: 'someone-else' }) })) }, want: { outcome: 'fail', broken: 'the detailed status is malformed: operations_list[0] result is product someone-else, not one the bulk created', expected: DOCUMENTED, actual: eachOf((i) => `operations_list[${i}] result is product someone-else, not one the bulk created`) } },
  {
    name: 'meta_information that is not the element queued',
    fake: { answer: eachOperation((op) => ({ ...op, serialized_data: JSON.stringify({ entity_id: null, entity_link: '', meta_information: JSON.stringify({ product: { sku: 'other' } }) }) })) },
    want: { outcome: 'fail', broken: 'the detailed status is malformed: operations_list[0].serialized_data.meta_information is not element 0 of the request', expected: DOCUMENTED, actual: eachOf((i) => `operations_list[${i}].serialized_data.meta_information is not element ${i} of the request`) },
  },
]);
