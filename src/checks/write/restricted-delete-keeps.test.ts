// write.restricted-delete-keeps on a fake installation: the restricted admin's delete of a customer of the run's own is
// refused with 401 naming Magento_Customer::delete and the customer still reads (pass; the admin deletes it at the
// end); a delete let through (the reference's restricted-admin-passes) fails; a 401 naming other resources fails; a
// restricted admin holding the resource, or none configured, skips.
import assert from 'node:assert/strict';
import { platformError, type Canned } from '../testing/fake-context.ts';
import { scenarioCases, type ScenarioSent } from '../testing/fake-scenario.ts';
import { NO_RESTRICTED_ADMIN } from '../stand-in.ts';
import { writeRestrictedDeleteKeeps } from './restricted-delete-keeps.ts';

const NOT_AUTHORIZED = "The consumer isn't authorized to access %resources.";

/** One customer; the restricted admin's delete refused naming `resources`, or let through (`passes`). */
function customers(resources = 'Magento_Customer::delete', passes = false): (sent: ScenarioSent) => Canned {
  let exists = false;
  return (sent) => {
    if (sent.method === 'POST' && sent.path === '/V1/customers') {
      exists = true;
      return { status: 200, json: { id: 77, email: 'rd@example.com' } };
    }
    if (sent.path !== '/V1/customers/77') return platformError(404, 'Request does not match any route.');
    if (sent.method === 'DELETE') {
      if (sent.caller === 'restricted-admin' && !passes) return { status: 401, json: { message: NOT_AUTHORIZED, parameters: { resources } } };
      exists = false;
      return { status: 200, json: true };
    }
    return exists ? { status: 200, json: { id: 77 } } : platformError(404, 'No such entity with %fieldName = %fieldValue');
  };
}

const allow = { writes: 'allow' as const, restrictedResources: ['Magento_Catalog::products'] };
const restricted = { 'restricted-admin': true };

scenarioCases(writeRestrictedDeleteKeeps, [
  {
    name: 'refused naming Magento_Customer::delete, the customer kept, then deleted by the admin',
    fake: { answer: customers(), target: allow, callers: restricted },
    want: { outcome: 'pass', note: `refused with 401 "${NOT_AUTHORIZED}" {resources: Magento_Customer::delete}; customer 77 still reads` },
    then: (f) => {
      assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.caller), ['restricted-admin', 'admin']);
      assert.ok(f.sent.some((s) => s.method === 'GET' && s.caller === 'admin'), 'read back by the admin');
    },
  },
  {
    name: 'the delete let through (restricted-admin-passes) fails',
    fake: { answer: customers('Magento_Customer::delete', true), target: allow, callers: restricted },
    want: { outcome: 'fail', broken: 'DELETE /V1/customers/:customerId by an admin without Magento_Customer::delete on a customer of the run\'s own was not refused as the platform refuses it, and the customer is gone', expected: /^401 /, actual: '200 true' },
  },
  {
    name: 'a 401 naming another resource fails',
    fake: { answer: customers('Magento_Customer::manage'), target: allow, callers: restricted },
    want: { outcome: 'fail', broken: 'DELETE /V1/customers/:customerId by an admin without Magento_Customer::delete on a customer of the run\'s own was not refused as the platform refuses it', expected: /^401 /, actual: /Magento_Customer::manage/ },
  },
  { name: 'a restricted admin holding the resource: skip', fake: { answer: customers(), target: { writes: 'allow', restrictedResources: ['Magento_Customer::delete'] }, callers: restricted }, want: { outcome: 'skip', reason: /holds Magento_Customer::delete/ }, then: (f) => assert.equal(f.sent.length, 0) },
  { name: 'no restricted admin: skip', fake: { answer: customers(), target: allow, callers: { 'restricted-admin': false } }, want: { outcome: 'skip', reason: NO_RESTRICTED_ADMIN } },
]);
