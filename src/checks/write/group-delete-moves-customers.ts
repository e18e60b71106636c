// write.group-delete-moves-customers: the delete of a customer group that still has a customer is accepted, and the
// customer is moved to its store's default group. The platform refuses only the groups it may not lose: id 0 (NOT
// LOGGED IN) and the configured default group ("Cannot delete group.", GroupRepository::deleteById); a group with
// customers goes, and the group's resource model saves each of its customers in the default group of the customer's
// store (Magento\Customer\Model\ResourceModel\Group::_afterDelete). Both real installations do so (2.4.7-p3 and Adobe
// Commerce 2.4.6-p1, 2026-12-02): 200 true, the customer then reads group_id 1.
//
// Judged on the route's synchronous execution (src/checks/write/route-executions.ts), which deletes a group of the
// run's own with a customer of the run's own in it (grouped-customer, src/checks/owned/routes.ts); write.read-back
// judges that the group is gone. Nothing of the installation's own groups is ever named.

import { describeExchange } from '../platform-errors.ts';
import type { Check, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { executingSkip } from './execution.ts';
import { syncExecution } from './route-executions.ts';

export const GROUP_DELETE = 'DELETE /V1/customerGroups/:id';

const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const idOf = (v: unknown): string | null => (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)) ? String(v) : null);

export const writeGroupDeleteMovesCustomers: Check = {
  subject: 'route',
  id: 'write.group-delete-moves-customers',
  family: 'write',
  rule: 'The delete of a customer group of the run\'s own that still has a customer of the run\'s own is accepted (200 true: only NOT LOGGED IN and the configured default group are refused, "Cannot delete group."), and the customer then reads in the default group of its store.',
  source: 'Magento\\Customer\\Model\\ResourceModel\\GroupRepository::deleteById and ResourceModel\\Group::_afterDelete; api-functional GroupRepositoryTest::testDeleteGroupCannotDelete; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (2026-12-02: a group with a customer deleted, the customer read back in group 1)',
  appliesTo: (route) => route.base === 'store' && route.key === GROUP_DELETE,
  skipsWhen: executingSkip,
  async run(ctx): Promise<Verdict> {
    const execution = await syncExecution(ctx);
    if ('outcome' in execution) return execution;
    const { write, answer } = execution;
    const group = write.params.id ?? '';
    const customerId = write.owned.customerId;
    if (customerId === undefined) return skip(`the group deleted (${group}) had no customer of the run's own in it: the owned-route table binds ${GROUP_DELETE} to a group without one`);
    const broken = (what: string): string => `${GROUP_DELETE} of a group of the run's own with a customer in it: ${what}`;
    if (answer.status !== 200 || answer.json !== true) {
      return { outcome: 'fail', broken: broken('not deleted'), expected: '200 true (the customer moved to its store\'s default group)', actual: describeExchange(answer.status, answer.json, answer.bodyText), exchange: answer };
    }
    const customer = await ctx.call('admin', { method: 'GET', path: `/V1/customers/${customerId}` });
    if (customer.status !== 200) return skip(`the customer of the run's own in it could not be read (${describeExchange(customer.status, customer.json, customer.bodyText)})`);
    const storeId = idOf(record(customer.json).store_id) ?? '1';
    const fallback = await ctx.call('admin', { method: 'GET', path: `/V1/customerGroups/default/${storeId}` });
    const defaultId = idOf(record(fallback.json).id);
    if (fallback.status !== 200 || defaultId === null) return skip(`the default group of store ${storeId} could not be read (${describeExchange(fallback.status, fallback.json, fallback.bodyText)})`);
    const now = idOf(record(customer.json).group_id);
    if (now !== defaultId) {
      return { outcome: 'fail', broken: broken(now === group ? 'its customer still names the deleted group' : 'its customer is not in its store\'s default group'), expected: `customer ${customerId} in group ${defaultId} (the default group of store ${storeId})`, actual: `group_id ${JSON.stringify(record(customer.json).group_id)}`, exchange: customer };
    }
    return pass(`group ${group} deleted (true); customer ${customerId} moved to group ${defaultId}, the default group of store ${storeId}`);
  },
};
