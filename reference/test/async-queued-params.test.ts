// URL parameters a queued call does not get, as the real 2.4.7-p3 showed on 2026-11-26 (lib/async/queued-params.ts):
// - PUT /async/V1/categories/:categoryId/move is accepted, then failed by the consumer: the message lacks categoryId;
// - PUT /async/V1/customers/:customerId saves the body's customer as it is: the URL's id reaches only the synchronous
//   save (a webapi_rest plugin reads it from the request), so without customer.id a new customer is saved, and with
//   the same e-mail on the same website that fails; with customer.id the customer is updated, as synchronously.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ReferenceConfig } from '../lib/app.ts';
import type { RunningReference } from '../lib/server.ts';
import { adminToken, bearer, call, startReal } from './helpers.ts';

interface Operation {
  status: number;
  result_message: string | null;
  error_code: number | null;
  serialized_data: string | null;
}

async function withReference(overrides: Partial<ReferenceConfig>, body: (ref: RunningReference, admin: string) => Promise<void>): Promise<void> {
  const ref = await startReal({ edition: 'open-source', ...overrides });
  try {
    await body(ref, await adminToken(ref.baseUrl));
  } finally {
    await ref.close();
  }
}

/** Queues a call, lets the consumer run it, and answers its operations as detailed-status shows them. */
async function queued(ref: RunningReference, admin: string, method: string, path: string, body: unknown): Promise<Operation[]> {
  const accepted = await call(ref.baseUrl, method, path, { headers: bearer(admin), body });
  assert.equal(accepted.status, 202, `${method} ${path}: ${accepted.text}`);
  const uuid = (accepted.json as { bulk_uuid: string }).bulk_uuid;
  await call(ref.baseUrl, 'POST', '/__reference/consumer/drain', { body: { timeoutMs: 5000 } });
  const detailed = await call(ref.baseUrl, 'GET', `/rest/V1/bulk/${uuid}/detailed-status`, { headers: bearer(admin) });
  return (detailed.json as { operations_list: Operation[] }).operations_list;
}

async function customer(ref: RunningReference, admin: string, id: number): Promise<Record<string, unknown>> {
  const reply = await call(ref.baseUrl, 'GET', `/rest/V1/customers/${id}`, { headers: bearer(admin) });
  assert.equal(reply.status, 200, reply.text);
  return reply.json as Record<string, unknown>;
}

async function customersNamed(ref: RunningReference, admin: string, email: string): Promise<number> {
  const query = `searchCriteria[filterGroups][0][filters][0][field]=email&searchCriteria[filterGroups][0][filters][0][value]=${encodeURIComponent(email)}`;
  const reply = await call(ref.baseUrl, 'GET', `/rest/V1/customers/search?${query}`, { headers: bearer(admin) });
  return (reply.json as { total_count: number }).total_count;
}

async function newCustomer(ref: RunningReference, admin: string, email: string): Promise<number> {
  const reply = await call(ref.baseUrl, 'POST', '/rest/V1/customers', { headers: bearer(admin), body: { customer: { email, firstname: 'Queued', lastname: 'Params', website_id: 1 } } });
  assert.equal(reply.status, 200, reply.text);
  return (reply.json as { id: number }).id;
}

const DUPLICATE = 'A customer with the same email address already exists in an associated website.';

describe('PUT /async/V1/categories/:categoryId/move', () => {
  test('is accepted, then failed by the consumer: the message lacks categoryId (2.4.7)', () =>
    withReference({}, async (ref, admin) => {
      const [operation] = await queued(ref, admin, 'PUT', '/rest/async/V1/categories/4/move', { parentId: 3 });
      assert.equal(operation?.status, 3, 'not retriably failed');
      assert.equal(operation?.error_code, 0);
      assert.equal(operation?.result_message, 'Data item corresponding to "categoryId" must be specified in the message with topic "async.magento.catalog.api.categorymanagementinterface.move.put".');
      const meta = JSON.parse(JSON.parse(operation?.serialized_data ?? '{}').meta_information as string) as Record<string, unknown>;
      assert.deepEqual(meta, { parentId: 3 }, 'the kept message carries the body only');
      const category = (await call(ref.baseUrl, 'GET', '/rest/V1/categories/4', { headers: bearer(admin) })).json as { parent_id: number };
      assert.equal(category.parent_id, 2, 'nothing moved');
      const sync = await call(ref.baseUrl, 'PUT', '/rest/V1/categories/4/move', { headers: bearer(admin), body: { parentId: 3 } });
      assert.deepEqual([sync.status, sync.json], [200, true], 'the synchronous call takes the URL\'s id');
    }));

  test('a category id that does not resolve is still accepted (the intake sees the URL) and fails the same way', () =>
    withReference({}, async (ref, admin) => {
      const [operation] = await queued(ref, admin, 'PUT', '/rest/async/V1/categories/999/move', { parentId: 3 });
      assert.match(operation?.result_message ?? '', /^Data item corresponding to "categoryId" must be specified/);
    }));

  test('before 2.4.7 (not seen there) and in the bulk form (the element names categoryId) the move runs', async () => {
    await withReference({ release: '2.4.6' }, async (ref, admin) => {
      const [operation] = await queued(ref, admin, 'PUT', '/rest/async/V1/categories/4/move', { parentId: 3 });
      assert.equal(operation?.status, 1, operation?.result_message ?? '');
    });
    await withReference({}, async (ref, admin) => {
      const [operation] = await queued(ref, admin, 'PUT', '/rest/async/bulk/V1/categories/byCategoryId/move', [{ categoryId: 4, parentId: 3 }]);
      assert.equal(operation?.status, 1, operation?.result_message ?? '');
    });
  });
});

describe('PUT /async/V1/customers/:customerId', () => {
  test('without customer.id the queued save makes a new customer: the same e-mail on the same website fails', () =>
    withReference({}, async (ref, admin) => {
      const id = await newCustomer(ref, admin, 'qp-same@example.com');
      const [operation] = await queued(ref, admin, 'PUT', `/rest/async/V1/customers/${id}`, { customer: { email: 'qp-same@example.com', firstname: 'Changed', lastname: 'Params', website_id: 1 } });
      assert.deepEqual([operation?.status, operation?.error_code, operation?.result_message], [3, 0, DUPLICATE]);
      assert.equal((await customer(ref, admin, id)).firstname, 'Queued', 'the URL\'s customer is untouched');
    }));

  test('without customer.id and another e-mail, a second customer is saved and the URL\'s one is untouched', () =>
    withReference({}, async (ref, admin) => {
      const id = await newCustomer(ref, admin, 'qp-first@example.com');
      const [operation] = await queued(ref, admin, 'PUT', `/rest/async/V1/customers/${id}`, { customer: { email: 'qp-second@example.com', firstname: 'Second', lastname: 'Params', website_id: 1 } });
      assert.equal(operation?.status, 1, operation?.result_message ?? '');
      assert.equal(await customersNamed(ref, admin, 'qp-second@example.com'), 1);
      const first = await customer(ref, admin, id);
      assert.deepEqual([first.email, first.firstname], ['qp-first@example.com', 'Queued']);
    }));

  test('with customer.id the queued save updates that customer, as the synchronous call does from the URL', () =>
    withReference({}, async (ref, admin) => {
      const id = await newCustomer(ref, admin, 'qp-update@example.com');
      const [operation] = await queued(ref, admin, 'PUT', `/rest/async/V1/customers/${id}`, { customer: { id, email: 'qp-update@example.com', firstname: 'Queued update', lastname: 'Params', website_id: 1 } });
      assert.equal(operation?.status, 1, operation?.result_message ?? '');
      assert.equal((await customer(ref, admin, id)).firstname, 'Queued update');
      const sync = await call(ref.baseUrl, 'PUT', `/rest/V1/customers/${id}`, { headers: bearer(admin), body: { customer: { email: 'qp-update@example.com', firstname: 'Sync update', lastname: 'Params', website_id: 1 } } });
      assert.equal(sync.status, 200, sync.text);
      assert.equal((await customer(ref, admin, id)).firstname, 'Sync update', 'synchronously the URL\'s id is enough');
    }));

  test('the bulk form too: the element\'s customerId names no argument of save', () =>
    withReference({}, async (ref, admin) => {
      const id = await newCustomer(ref, admin, 'qp-bulk@example.com');
      const operations = await queued(ref, admin, 'PUT', '/rest/async/bulk/V1/customers/byCustomerId', [
        { customerId: id, customer: { email: 'qp-bulk@example.com', firstname: 'Bulk', lastname: 'Params', website_id: 1 } },
        { customerId: id, customer: { id, email: 'qp-bulk@example.com', firstname: 'Bulk with id', lastname: 'Params', website_id: 1 } },
      ]);
      assert.deepEqual(operations.map((operation) => operation.status), [3, 1]);
      assert.equal(operations[0]?.result_message, DUPLICATE);
      assert.equal((await customer(ref, admin, id)).firstname, 'Bulk with id');
    }));
});
