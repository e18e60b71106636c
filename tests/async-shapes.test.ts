// Pure parts of the async, bulk and status checks: acceptance, summary, detailed and search validators, topic-shape
// recognition, queue safety. The real 2.4.7-p3 async exchanges (tests/corpus/real-2.4.7-p3/async) pass every validator.

import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  checkAcceptance, checkDetailedEntry, checkResultMessage, checkSearchResult, checkSummary, countByStatus, routeTopic, searchQuery,
  serviceMethodName, serviceTopic, topicMatchesRoute, topicShapeOf,
} from '../src/checks/async/shapes.ts';
import { asyncAbsentReason } from '../src/checks/async/safety.ts';
import { confine, type ConfinedRoute } from '../src/checks/owned/confinement.ts';
import { callerOf } from '../src/checks/owned/prepare.ts';
import type { Permission } from '../src/contracts/types.ts';
import { paramValues } from '../src/checks/owned/body-ids.ts';
import type { TargetFacts } from '../src/checks/types.ts';
import { corpusPath } from './helpers/corpus.ts';

/** The queued mode's confinement of a route, called with its own permission. */
const queueConfinement = (r: ConfinedRoute & { permission: Permission }) => confine(r, r.permission, 'queued');

const UUID = '8c6ef165-b033-4094-98f4-8e3e6f029f8f';
const HASH = 'ffa390ec84c01cb3bc4889789221c863a3e206ff8ce8441078976f01b7dc33df';

test('acceptance: a good single and bulk body, with the data_hash form as a fact', () => {
  const one = checkAcceptance({ bulk_uuid: UUID, request_items: [{ id: 0, data_hash: HASH, status: 'accepted' }], errors: false }, 1);
  assert.deepEqual(one.problems, []);
  assert.deepEqual(one.facts.dataHash, ['sha256-hex']);
  const bulk = checkAcceptance({ bulk_uuid: UUID, request_items: [0, 1, 2].map((id) => ({ id, data_hash: null, status: 'accepted' })), errors: false }, 3);
  assert.deepEqual(bulk.problems, []);
  assert.deepEqual(bulk.facts.dataHash, ['null']);
});

test('acceptance: every documented departure is a problem', () => {
  const good = (): Record<string, unknown> => ({ bulk_uuid: UUID, request_items: [0, 1, 2].map((id) => ({ id, data_hash: HASH, status: 'accepted' })), errors: false });
  const cases: Array<[string, (b: Record<string, unknown>) => void, RegExp]> = [
    ['errors true', (b) => (b.errors = true), /errors is true/],
    ['not a uuid', (b) => (b.bulk_uuid = 'abc'), /not a UUID/],
    ['ids backwards', (b) => (b.request_items = [2, 1, 0].map((id) => ({ id, data_hash: HASH, status: 'accepted' }))), /ids follow array order/],
    ['no data_hash', (b) => (b.request_items = [0, 1, 2].map((id) => ({ id, status: 'accepted' }))), /has no data_hash/],
    ['uppercase hash', (b) => (b.request_items = [0, 1, 2].map((id) => ({ id, data_hash: HASH.toUpperCase(), status: 'accepted' }))), /neither 64 lowercase hex/],
    ['count off', (b) => (b.request_items = [0, 1].map((id) => ({ id, data_hash: HASH, status: 'accepted' }))), /2 entries for 3 elements/],
    ['status rejected', (b) => ((b.request_items as Array<Record<string, unknown>>)[1]!.status = 'rejected'), /request_items\[1\] was rejected/],
    ['status unknown', (b) => ((b.request_items as Array<Record<string, unknown>>)[1]!.status = 'queued'), /not "accepted"/],
    ['mixed hash forms', (b) => ((b.request_items as Array<Record<string, unknown>>)[1]!.data_hash = null), /some items and null on others/],
  ];
  for (const [name, mutate, pattern] of cases) {
    const body = good();
    mutate(body);
    const { problems } = checkAcceptance(body, 3);
    assert.ok(problems.some((p) => pattern.test(p)), `${name}: ${JSON.stringify(problems)}`);
  }
  assert.match(checkAcceptance('nope', 1).problems[0] ?? '', /not an object/);
});

test('topic shapes: service-based and route-based recognized, anything else not', () => {
  assert.equal(topicShapeOf('async.magento.catalog.api.productrepositoryinterface.save.post'), 'service');
  assert.equal(topicShapeOf('async.V1.products.POST'), 'route');
  assert.equal(topicShapeOf('async.V1.products.sku.PUT'), 'route');
  assert.equal(topicShapeOf('async.V1.products.post'), null, 'route shape carries the HTTP method in uppercase');
  assert.equal(topicShapeOf('magento.catalog.api.productrepositoryinterface.save.post'), null, 'no async. prefix');
  assert.equal(topicShapeOf('async.Magento.Catalog.save.post'), null, 'service shape is lowercase');
  assert.equal(routeTopic('PUT', '/V1/products/:sku'), 'async.V1.products.sku.PUT');
  assert.equal(serviceTopic('Magento\\Catalog\\Api\\ProductRepositoryInterface::save', 'POST'), 'async.magento.catalog.api.productrepositoryinterface.save.post');
  assert.equal(topicMatchesRoute('async.V1.products.POST', 'POST', '/V1/products', null), 'route');
  assert.equal(topicMatchesRoute('async.magento.catalog.api.productrepositoryinterface.save.post', 'POST', '/V1/products', 'Magento\\Catalog\\Api\\ProductRepositoryInterface::save'), 'service');
  assert.equal(topicMatchesRoute('async.magento.catalog.api.productrepositoryinterface.save.put', 'POST', '/V1/products', 'Magento\\Catalog\\Api\\ProductRepositoryInterface::save'), null);
  assert.equal(serviceMethodName('Magento\\Customer\\Api\\AccountManagementInterface::createAccount'), 'createAccount');
});

const summary = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  operations_list: [
    { id: 0, status: 1, result_message: 'Service execution success Magento\\Catalog\\Model\\ProductRepository\\Interceptor::save', error_code: null },
    { id: 1, status: 3, result_message: 'URL key for specified store already exists.', error_code: 0 },
  ],
  user_type: 2,
  bulk_id: UUID,
  description: 'Topic async.magento.catalog.api.productrepositoryinterface.save.post',
  start_time: '2026-11-22 01:36:34',
  user_id: 1,
  operation_count: 2,
  ...over,
});

test('summary: good body passes; user_type optional; departures are problems', () => {
  const ok = checkSummary(summary(), { bulkUuid: UUID, count: 2, userType: 2 });
  assert.deepEqual(ok.problems, []);
  assert.equal(ok.facts.userTypePresent, true);
  const { user_type: _drop, ...without } = summary();
  const absent = checkSummary(without, { bulkUuid: UUID, count: 2, userType: 2 });
  assert.deepEqual(absent.problems, []);
  assert.equal(absent.facts.userTypePresent, false);
  const bad = (over: Record<string, unknown>, pattern: RegExp): void => {
    const { problems } = checkSummary(summary(over), { bulkUuid: UUID, count: 2, userType: 2 });
    assert.ok(problems.some((p) => pattern.test(p)), `${JSON.stringify(over)}: ${JSON.stringify(problems)}`);
  };
  bad({ user_type: 4 }, /call was made by user type 2/);
  bad({ bulk_id: 'x' }, /bulk_id/);
  bad({ description: 'async.x' }, /Topic/);
  bad({ start_time: '2026-11-22T01:36:34Z' }, /YYYY-MM-DD HH:MM:SS/);
  bad({ operation_count: 3 }, /operation_count/);
  bad({ operations_list: [{ id: '0', status: 1, result_message: 'x', error_code: null }, { id: 1, status: 9, result_message: 'x', error_code: null }] }, /not an integer|status code 1-5/);
});

test('result messages: success names the method; a failure gives a reason', () => {
  assert.deepEqual(checkResultMessage({ id: 0, status: 1, result_message: 'Service execution success X::save', error_code: null }, 'save', 'op'), []);
  assert.match(checkResultMessage({ id: 0, status: 1, result_message: 'X::save', error_code: null }, 'save', 'op')[0] ?? '', /lacks "Service execution success"/);
  assert.match(checkResultMessage({ id: 0, status: 1, result_message: 'Service execution success X::delete', error_code: null }, 'save', 'op')[0] ?? '', /does not name the method save/);
  assert.match(checkResultMessage({ id: 0, status: 3, result_message: '', error_code: 0 }, null, 'op')[0] ?? '', /without a reason/);
  assert.match(checkResultMessage({ id: 0, status: 2, result_message: 'Service execution success X::save', error_code: null }, 'save', 'op')[0] ?? '', /contradicts itself/);
  assert.deepEqual(countByStatus([{ id: 0, status: 1, result_message: null, error_code: null }, { id: 1, status: 3, result_message: null, error_code: 0 }]), { 1: 1, 2: 0, 3: 1, 4: 0, 5: 0 });
});

test('detailed entries: serialized_data, result_serialized_data and topic', () => {
  const meta = JSON.stringify({ customer: { email: 'a@example.com' }, password: 'p' });
  const failed = { id: 1, bulk_uuid: UUID, topic_name: 'async.magento.customer.api.accountmanagementinterface.createaccount.post', serialized_data: JSON.stringify({ entity_id: null, entity_link: '', meta_information: meta, store_id: '1' }), result_serialized_data: null, status: 3, result_message: 'dup', error_code: 0 };
  const r = checkDetailedEntry(failed, 'e', UUID);
  assert.deepEqual(r.problems, []);
  assert.equal(r.facts.storeIdKey, true);
  assert.equal(r.facts.topicShape, 'service');
  const done = { ...failed, status: 1, serialized_data: null, result_serialized_data: '{"id":3}', result_message: 'Service execution success X::createAccount' };
  assert.deepEqual(checkDetailedEntry(done, 'e', UUID).problems, []);
  assert.ok(checkDetailedEntry({ ...done, result_serialized_data: null }, 'e', UUID).problems.some((p) => /result_serialized_data is null/.test(p)));
  assert.ok(checkDetailedEntry({ ...failed, result_serialized_data: '{"id":3}' }, 'e', UUID).problems.some((p) => /null on failure/.test(p)));
  assert.ok(checkDetailedEntry({ ...failed, topic_name: undefined }, 'e', UUID).problems.some((p) => /topic_name/.test(p)));
  assert.ok(checkDetailedEntry({ ...failed, id: '1', status: '3' }, 'e', UUID).problems.length >= 2);
  assert.ok(checkDetailedEntry({ ...failed, serialized_data: JSON.stringify({ entity_id: 5, entity_link: 'x', meta_information: meta }) }, 'e', UUID).problems.length >= 2);
});

test('search: fields must match the filters, the filters echoed, total_count consistent', () => {
  const filters = [{ field: 'bulk_uuid' as const, value: UUID }];
  const item = (id: number, bulk = UUID): Record<string, unknown> => ({ extension_attributes: { start_time: '2026-11-22 01:36:34' }, id, bulk_uuid: bulk, topic_name: 't', serialized_data: null, result_serialized_data: null, status: 1, result_message: 'm', error_code: null });
  const echo = { filter_groups: [{ filters: [{ field: 'bulk_uuid', value: UUID, condition_type: 'eq' }] }] };
  assert.deepEqual(checkSearchResult({ items: [item(0), item(1)], search_criteria: echo, total_count: 2 }, filters, 20).problems, []);
  assert.ok(checkSearchResult({ items: [item(0), item(1, 'other')], search_criteria: echo, total_count: 2 }, filters, 20).problems.some((p) => /filter asked for bulk_uuid/.test(p)));
  assert.ok(checkSearchResult({ items: [item(0)], search_criteria: echo, total_count: 5 }, filters, 20).problems.some((p) => /total_count/.test(p)));
  assert.ok(checkSearchResult({ items: [item(0)], search_criteria: {}, total_count: 1 }, filters, 20).problems.some((p) => /does not echo/.test(p)));
  const q = searchQuery([{ field: 'status', value: '1' }], 20);
  assert.equal(q['searchCriteria[filter_groups][0][filters][0][field]'], 'status');
  assert.equal(q['searchCriteria[filter_groups][0][filters][0][condition_type]'], 'eq');
  assert.equal(q['searchCriteria[pageSize]'], '20');
});

test('queue safety: only creations of the run\'s own entities are queued, never an operation on an id that does not resolve', () => {
  const base = { method: 'POST' as const, path: '/V1/cmsBlock', pathParams: [] as string[], params: {}, body: { block: { identifier: '{{prefix}}-block' } } as unknown, permission: ['Magento_Cms::block'] as string[] | 'self' | 'anonymous' };
  assert.equal(queueConfinement(base).ok, true);
  assert.equal(queueConfinement({ ...base, body: { block: { identifier: '{{fixture:cmsBlock.id}}' } } }).ok, false);
  assert.equal(queueConfinement({ ...base, permission: 'self' }).ok, false);
  assert.equal(queueConfinement({ ...base, permission: 'anonymous', body: null }).ok, false, 'an empty guest cart carries no prefix');
  assert.equal(queueConfinement({ ...base, body: { ids: [0], block: { identifier: '{{prefix}}-block' } } }).ok, false);
  assert.equal(queueConfinement({ ...base, path: '/V1/cmsBlock/:id', pathParams: ['id'], params: { id: { generated: 'prefixed' } } }).ok, false, 'a harmless path parameter is an id that does not resolve');
  assert.equal(queueConfinement({ ...base, pathParams: ['qty'], params: { qty: { literal: 1 } } }).ok, true, 'a literal that names no entity');
  const facts = { callers: { guest: true, admin: true, customer: false, 'restricted-admin': false, integration: false }, callerProblems: {} } as unknown as TargetFacts;
  assert.equal(callerOf('anonymous', facts), 'guest');
  assert.equal(callerOf(['X::y'], facts), 'admin');
  // A self route is sent as the run's own customer (its token): the confinement lets only those through.
  assert.equal(callerOf('self', facts), 'customer');
  assert.equal(asyncAbsentReason('2.2.10') !== null, true);
  assert.equal(asyncAbsentReason('2.3.0'), null);
  assert.equal(asyncAbsentReason(null), null);
  assert.deepEqual(paramValues('/V1/products/:sku/media/:entryId', '/V1/products/cc1-x/media/987654321'), { sku: 'cc1-x', entryId: '987654321' });
});

const CORPUS = corpusPath('real-2.4.7-p3/async');

test('the real 2.4.7 corpus passes every validator', () => {
  let checked = 0;
  const files = readdirSync(CORPUS).filter((f) => /^[abdg].*\.json$/.test(f));
  for (const file of files) {
    const c = JSON.parse(readFileSync(join(CORPUS, file), 'utf8')) as Record<string, unknown>;
    const acceptance = c.acceptance as { status: number; body: Record<string, unknown> } | undefined;
    if (acceptance?.status !== 202) continue;
    const n = Array.isArray(c.request_body) ? c.request_body.length : 1;
    assert.deepEqual(checkAcceptance(acceptance.body, n).problems, [], `${file} acceptance`);
    const uuid = acceptance.body.bulk_uuid as string;
    const status = (c.status as { body: unknown } | undefined)?.body;
    if (status !== undefined) assert.deepEqual(checkSummary(status, { bulkUuid: uuid, count: n, userType: 2 }).problems, [], `${file} summary`);
    const detailed = (c.detailed_status as { body: { operations_list: unknown[] } } | undefined)?.body;
    if (detailed !== undefined) {
      detailed.operations_list.forEach((entry, i) => assert.deepEqual(checkDetailedEntry(entry, `[${i}]`, uuid).problems, [], `${file} detailed ${i}`));
      const counts = c.operation_status as Record<string, { body: number }> | undefined;
      const ops = checkSummary(status, { bulkUuid: uuid, count: n, userType: 2 }).facts.operations;
      if (counts) for (const code of [1, 2, 3, 4, 5]) assert.equal(counts[String(code)]?.body, countByStatus(ops)[code], `${file} count ${code}`);
    }
    checked++;
  }
  assert.ok(checked >= 12 && checked === files.length, `checked ${checked} of ${files.length} cases`);
});
