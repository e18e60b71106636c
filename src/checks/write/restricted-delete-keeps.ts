// write.restricted-delete-keeps: an admin without Magento_Customer::delete is refused the delete of a customer, and the
// customer stays (CustomerRepositoryTest::testDeleteCustomerNonAuthorized). perm.restricted-admin-refused sends the
// restricted admin's call with harmless parameters (an id no customer has), so it cannot show that nothing was deleted;
// this check names a customer of the run's own: made by the admin, sent to DELETE /V1/customers/:customerId as the
// configured restricted admin (who must lack the route's resource), refused with 401 "The consumer isn't authorized to
// access %resources." {resources: Magento_Customer::delete}, then read back by the admin, and deleted by the admin.

import { describeExchange, messageOf, NOT_AUTHORIZED, resourcesOf } from '../platform-errors.ts';
import { callerUnavailable, grantsState, NO_RESTRICTED_ADMIN } from '../stand-in.ts';
import { pass, skip, writesAllowed, WRITES_DENIED_SCENARIO, type HttpExchange, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';

const ROUTE = 'DELETE /V1/customers/:customerId';
export const DELETE_RESOURCE = 'Magento_Customer::delete';

const record = (json: unknown): Record<string, unknown> => (json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {});
const describe = (res: HttpExchange): string => describeExchange(res.status, res.json, res.bodyText);

async function judge(ctx: ScenarioContext): Promise<Verdict> {
  const name = ctx.name('rd').toLowerCase();
  const made = await ctx.send('admin', { method: 'POST', path: '/V1/customers', body: { customer: { email: `${name}@example.com`, firstname: name, lastname: 'Conformance', website_id: 1, group_id: 1 } } });
  const id = record(made.json).id;
  if (made.status !== 200 || (typeof id !== 'number' && typeof id !== 'string')) return skip(`the customer of the check's own could not be made: POST /V1/customers answered ${describe(made)}`);
  const path = `/V1/customers/${String(id)}`;
  try {
    const refused = await ctx.send('restricted-admin', { method: 'DELETE', path });
    const read = await ctx.send('admin', { method: 'GET', path });
    const stays = read.status === 200 && String(record(read.json).id) === String(id);
    if (refused.status !== 401 || messageOf(refused.json) !== NOT_AUTHORIZED || resourcesOf(refused.json) !== DELETE_RESOURCE) {
      return { outcome: 'fail', broken: `${ROUTE} by an admin without ${DELETE_RESOURCE} on a customer of the run's own was not refused as the platform refuses it${stays ? '' : ', and the customer is gone'}`, expected: `401 "${NOT_AUTHORIZED}" {resources: ${DELETE_RESOURCE}}, the customer kept`, actual: describe(refused), exchange: refused };
    }
    if (!stays) return { outcome: 'fail', broken: `${ROUTE} by an admin without ${DELETE_RESOURCE} answered 401, but the customer is gone`, expected: `GET ${path} 200 with customer ${String(id)}`, actual: describe(read), exchange: read };
    return pass(`refused with 401 "${NOT_AUTHORIZED}" {resources: ${DELETE_RESOURCE}}; customer ${String(id)} still reads`);
  } finally {
    await ctx.send('admin', { method: 'DELETE', path, storeCode: 'all' });
  }
}

export const writeRestrictedDeleteKeeps: ScenarioCheck<Scenario> = {
  subject: 'scenario',
  id: 'write.restricted-delete-keeps',
  family: 'write',
  rule: `An admin without ${DELETE_RESOURCE} is refused ${ROUTE} of an existing customer with 401 "${NOT_AUTHORIZED}" naming ${DELETE_RESOURCE}, and the customer stays. On a customer of the run's own, made and deleted by the configured admin.`,
  source: 'magento/magento2 dev/tests/api-functional CustomerRepositoryTest::testDeleteCustomerNonAuthorized; Magento_Customer webapi.xml (DELETE /V1/customers/:customerId: Magento_Customer::delete); the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (docs/real-platform.md)',
  scenarios: [{ title: 'a customer kept from a restricted admin', about: ROUTE, contract: ROUTE, writes: true }],
  async run(ctx) {
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SCENARIO);
    const noAdmin = callerUnavailable(ctx.target, 'admin');
    if (noAdmin !== null) return skip(noAdmin);
    if (!ctx.target.callers['restricted-admin']) return skip(NO_RESTRICTED_ADMIN);
    if (grantsState(ctx.target.restrictedResources, [DELETE_RESOURCE])) return skip(`the configured restricted admin holds ${DELETE_RESOURCE}: its delete would not be refused`);
    return judge(ctx);
  },
};
