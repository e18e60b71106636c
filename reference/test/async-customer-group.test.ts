// A queued customer with a group id needs Magento_Customer::manage (Magento\Customer\Plugin\
// AsyncRequestCustomerGroupAuthorization, lib/async/customer-group.ts). The real 2.4.7-p3 answered PUT
// /rest/default/async/V1/customers/me with a customer token 401 {"message":"The consumer isn't authorized to access
// %resources.","parameters":{"resources":"Magento_Customer::manage"}} on 2026-11-26: the route forces the customer's
// group id, and a customer holds no ACL resource.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ReferenceConfig } from '../lib/app.ts';
import type { RunningReference } from '../lib/server.ts';
import { adminToken, bearer, call, customerToken, startReal } from './helpers.ts';

const REFUSAL = { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'Magento_Customer::manage' } };
const ME = { customer: { email: 'jane.doe@example.com', firstname: 'Jane', lastname: 'Queued' } };

async function withReference(overrides: Partial<ReferenceConfig>, body: (ref: RunningReference) => Promise<void>): Promise<void> {
  const ref = await startReal({ edition: 'open-source', ...overrides });
  try {
    await body(ref);
  } finally {
    await ref.close();
  }
}

async function accepted(ref: RunningReference): Promise<number> {
  return ((await call(ref.baseUrl, 'GET', '/__reference/state')).json as { async: { accepted: number } }).async.accepted;
}

function newCustomer(email: string, groupId?: number): Record<string, unknown> {
  return { customer: { email, firstname: 'Group', lastname: 'Check', website_id: 1, ...(groupId === undefined ? {} : { group_id: groupId }) }, password: 'Gr0up-Check-Pass' };
}

describe('a queued customer with a group id needs Magento_Customer::manage (2.4.7)', () => {
  test('PUT /async/V1/customers/me with a customer token: 401 Magento_Customer::manage, nothing queued', () =>
    withReference({}, async (ref) => {
      const token = await customerToken(ref.baseUrl);
      for (const path of ['/rest/default/async/V1/customers/me', '/rest/async/V1/customers/me']) {
        const reply = await call(ref.baseUrl, 'PUT', path, { headers: bearer(token), body: ME });
        assert.deepEqual([reply.status, reply.json], [401, REFUSAL], path);
      }
      assert.equal(await accepted(ref), 0);
      const sync = await call(ref.baseUrl, 'PUT', '/rest/default/V1/customers/me', { headers: bearer(token), body: ME });
      assert.equal(sync.status, 200, 'the synchronous call is served');
    }));

  test('the input resolver answers first: a body of the wrong type is its 400', () =>
    withReference({}, async (ref) => {
      const token = await customerToken(ref.baseUrl);
      const reply = await call(ref.baseUrl, 'PUT', '/rest/default/async/V1/customers/me', { headers: bearer(token), body: { customer: { ...ME.customer, website_id: 'one' } } });
      assert.equal(reply.status, 400, reply.text);
    }));

  test('POST /async/V1/customers: a guest may queue a customer without a group, not with one; an admin may', () =>
    withReference({}, async (ref) => {
      const guestWithGroup = await call(ref.baseUrl, 'POST', '/rest/async/V1/customers', { body: newCustomer('cg-guest@example.com', 1) });
      assert.deepEqual([guestWithGroup.status, guestWithGroup.json], [401, REFUSAL]);
      const guestBulk = await call(ref.baseUrl, 'POST', '/rest/async/bulk/V1/customers', { body: [newCustomer('cg-bulk-a@example.com'), newCustomer('cg-bulk-b@example.com', 0)] });
      assert.deepEqual([guestBulk.status, guestBulk.json], [401, REFUSAL], 'one item with a group refuses the whole bulk');
      assert.equal(await accepted(ref), 0);
      const guestWithout = await call(ref.baseUrl, 'POST', '/rest/async/V1/customers', { body: newCustomer('cg-guest@example.com') });
      assert.equal(guestWithout.status, 202, guestWithout.text);
      const admin = await adminToken(ref.baseUrl);
      const adminBulk = await call(ref.baseUrl, 'POST', '/rest/async/bulk/V1/customers', { headers: bearer(admin), body: [newCustomer('cg-admin@example.com', 1)] });
      assert.equal(adminBulk.status, 202, adminBulk.text);
      const restricted = await adminToken(ref.baseUrl, 'catalog_manager', 'catalog123');
      const restrictedReply = await call(ref.baseUrl, 'POST', '/rest/async/V1/customers', { headers: bearer(restricted), body: newCustomer('cg-restricted@example.com', 1) });
      assert.deepEqual([restrictedReply.status, restrictedReply.json], [401, REFUSAL], 'a role without the resource');
    }));

  test('before 2.4.7 (where it was not seen) the customer\'s own update is queued', () =>
    withReference({ release: '2.4.6' }, async (ref) => {
      const token = await customerToken(ref.baseUrl);
      const reply = await call(ref.baseUrl, 'PUT', '/rest/default/async/V1/customers/me', { headers: bearer(token), body: ME });
      assert.equal(reply.status, 202, reply.text);
    }));
});
