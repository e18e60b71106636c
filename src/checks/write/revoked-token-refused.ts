// write.revoked-token-refused: once a customer's tokens are revoked, the token is refused on its own account
// (CustomerRepositoryTest::testRevokeAllAccessTokensForCustomer): GET /V1/customers/me answers 401 "The consumer isn't
// authorized to access %resources." {resources: self}, the platform's refusal of a guest on a self route. Judged on the
// route's synchronous execution (src/checks/write/route-executions.ts): POST /V1/integration/customer/revoke-customer-token
// sent with the token of a customer of the run's own, made for that execution (src/checks/owned/routes.ts), never the
// configured customer's; the execution's own success (that token accepted) is the "before". token.revoked-refused
// judges an integration's revoked token on a private reference.

import { describeExchange, messageOf } from '../platform-errors.ts';
import type { Check, HttpExchange, Verdict } from '../types.ts';
import { pass, skip, writesAllowed } from '../types.ts';
import { executingSkip, writeFamily, WRITES_DENIED_SYNC } from './execution.ts';
import { syncExecution } from './route-executions.ts';

export const REVOKE = 'POST /V1/integration/customer/revoke-customer-token';
export const NOT_AUTHORIZED = "The consumer isn't authorized to access %resources.";

const resourcesOf = (res: HttpExchange): unknown => {
  const json = res.json;
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return undefined;
  const parameters = (json as Record<string, unknown>).parameters;
  return parameters !== null && typeof parameters === 'object' && !Array.isArray(parameters) ? (parameters as Record<string, unknown>).resources : undefined;
};

export const writeRevokedTokenRefused: Check = {
  subject: 'route',
  id: 'write.revoked-token-refused',
  family: 'write',
  rule: `Once a customer's tokens are revoked (${REVOKE} answered true), the revoked token is refused on the customer's own account: GET /V1/customers/me answers 401 "${NOT_AUTHORIZED}" {resources: self}, as to a caller without a token. On a customer of the run's own only.`,
  source: 'magento/magento2 dev/tests/api-functional CustomerRepositoryTest::testRevokeAllAccessTokensForCustomer and AccountManagementRevokeCustomerTokenTest; Magento\\Integration\\Model\\CustomerTokenService::revokeCustomerAccessToken; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (docs/real-platform.md)',
  appliesTo: (route) => writeFamily(route) && route.key === REVOKE,
  skipsWhen: executingSkip,
  async run(ctx): Promise<Verdict> {
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SYNC);
    const execution = await syncExecution(ctx);
    if ('outcome' in execution) return execution;
    const { answer, write } = execution;
    if (write.token === null) return skip('the execution was not sent with the token of a customer of the run\'s own: no other account\'s token is revoked');
    if (answer.status !== 200 || answer.json !== true) return skip(`the revocation answered ${describeExchange(answer.status, answer.json, answer.bodyText)}, not true: write.answer-value judges that answer`);
    const me = await ctx.call('customer', { method: 'GET', path: '/V1/customers/me', token: write.token });
    if (me.status !== 401 || messageOf(me.json) !== NOT_AUTHORIZED || resourcesOf(me) !== 'self') {
      return { outcome: 'fail', broken: `after ${REVOKE} answered true, the revoked token is ${me.status === 200 ? 'still accepted' : 'not refused as a guest is'} on GET /V1/customers/me`, expected: `401 "${NOT_AUTHORIZED}" {resources: self}`, actual: describeExchange(me.status, me.json, me.bodyText), exchange: me, route: 'GET /V1/customers/me' };
    }
    return pass(`the revoked token answered 401 "${NOT_AUTHORIZED}" {resources: self} on GET /V1/customers/me`);
  },
};
