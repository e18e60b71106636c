// write.group-delete-moves-customers on a fake installation: the run's own group is made with a customer of the run's
// own in it, deleted, and the customer read back in its store's default group; a refusal ("Cannot delete group.", the
// reference's group-delete-in-use-refused) or a customer left in the deleted group fails by name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { healthyTarget } from '../testing/async-target.ts';
import { fakeRoute, platformError, type Canned, type Sent } from '../testing/fake-context.ts';
import { declaredSkips, verdictCases } from '../testing/verdict-cases.ts';
import { GROUP_DELETE, writeGroupDeleteMovesCustomers } from './group-delete-moves-customers.ts';

const GROUP = 55;
const CUSTOMER = 41;
const DELETE = fakeRoute('DELETE', '/V1/customerGroups/:id', { module: 'Customer', permission: ['Magento_Customer::group'], body: null, response: { status: 200, unavailableWhen: [], type: 'boolean', schema: { kind: 'none' }, overlays: [] } });
const allow = { writes: 'allow' as const };

/** A group of the run's own with its customer; `after` is the customer's group once the group is deleted. */
function groups(options: { deleted?: Canned; after?: number } = {}): (sent: Sent, index: number) => Canned {
  return healthyTarget((sent) => {
    if (sent.method === 'POST' && sent.path === '/V1/customerGroups') return { status: 200, json: { id: GROUP, code: (sent.body as { group: { code: string } }).group.code, tax_class_id: 3 } };
    if (sent.method === 'POST' && sent.path === '/V1/customers') {
      const customer = (sent.body as { customer: Record<string, unknown> }).customer;
      return { status: 200, json: { ...customer, id: CUSTOMER, store_id: 1, addresses: [{ id: 9, customer_id: CUSTOMER, default_billing: true, default_shipping: true }] } };
    }
    if (sent.method === 'DELETE' && sent.path === `/V1/customerGroups/${GROUP}`) return options.deleted ?? { status: 200, json: true };
    if (sent.method === 'GET' && sent.path === `/V1/customers/${CUSTOMER}`) return { status: 200, json: { id: CUSTOMER, group_id: options.after ?? 1, store_id: 1 } };
    if (sent.method === 'GET' && sent.path === '/V1/customerGroups/default/1') return { status: 200, json: { id: 1, code: 'General', tax_class_id: 3 } };
    return undefined;
  });
}

verdictCases(writeGroupDeleteMovesCustomers, [
  {
    name: 'the group with a customer is deleted and the customer reads in the default group: pass',
    fake: { route: DELETE, target: allow, answer: groups() },
    want: { outcome: 'pass', note: `group ${GROUP} deleted (true); customer ${CUSTOMER} moved to group 1, the default group of store 1` },
    then: ({ sent }) => {
      const made = sent.find((s) => s.method === 'POST' && s.path === '/V1/customers');
      assert.equal((made?.body as { customer: { group_id: unknown } }).customer.group_id, GROUP, 'the customer is made in the group the route deletes');
      assert.ok(sent.some((s) => s.method === 'DELETE' && s.path === `/V1/customerGroups/${GROUP}`));
    },
  },
  {
    name: 'a group with a customer refused ("Cannot delete group.") fails (the reference\'s group-delete-in-use-refused)',
    fake: { route: DELETE, target: allow, answer: groups({ deleted: platformError(400, 'Cannot delete group.') }) },
    want: { outcome: 'fail', broken: `${GROUP_DELETE} of a group of the run's own with a customer in it: not deleted`, expected: '200 true (the customer moved to its store\'s default group)', actual: '400 "Cannot delete group."' },
  },
  {
    name: 'the customer left in the deleted group fails',
    fake: { route: DELETE, target: allow, answer: groups({ after: GROUP }) },
    want: { outcome: 'fail', broken: `${GROUP_DELETE} of a group of the run's own with a customer in it: its customer still names the deleted group`, expected: `customer ${CUSTOMER} in group 1 (the default group of store 1)`, actual: `group_id ${GROUP}` },
  },
  {
    name: 'the customer moved to another group than the default fails',
    fake: { route: DELETE, target: allow, answer: groups({ after: 3 }) },
    want: { outcome: 'fail', broken: `${GROUP_DELETE} of a group of the run's own with a customer in it: its customer is not in its store's default group`, expected: `customer ${CUSTOMER} in group 1 (the default group of store 1)`, actual: 'group_id 3' },
  },
]);

test('write.group-delete-moves-customers applies to the group delete only, with writes allowed', () => {
  assert.equal(writeGroupDeleteMovesCustomers.appliesTo(DELETE), true);
  assert.equal(writeGroupDeleteMovesCustomers.appliesTo(fakeRoute('DELETE', '/V1/customers/:customerId')), false);
  assert.match(declaredSkips(writeGroupDeleteMovesCustomers, DELETE).deny ?? '', /writes are denied/);
  assert.equal(declaredSkips(writeGroupDeleteMovesCustomers, DELETE).allow, null);
});
