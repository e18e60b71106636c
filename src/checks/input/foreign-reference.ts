import type { Check } from '../types.ts';
import { executingSkip } from '../write/execution.ts';
import { appliesFor, judgeBadInput } from './bad-input.ts';

export const inputForeignReference: Check = {
  subject: 'route',
  id: 'input.foreign-reference',
  family: 'input',
  rule: 'A write naming an entity that exists but is not the write\'s to name (an item of another order in a refund, another customer than the caller in a customer\'s call) is refused with the platform\'s answer for it, never a 5xx or a 2xx, and nothing changed: a platform that checks only that the entity exists acts across orders and accounts.',
  source: 'magento/magento2 dev/tests/api-functional (GuestCartManagementTest::testAssignCustomerByGuestUser, RefundOrderTest); Magento\\SalesInventory\\Model\\Order\\ReturnValidator, Creditmemo\\Item\\Validation\\CreationQuantityValidator, Quote\\Model\\GuestCartManagement\\Plugin\\Authorization; the real 2.4.7-p3\'s and Adobe Commerce 2.4.6-p1\'s answers (contracts/bad-input.yaml)',
  appliesTo: appliesFor('foreign-reference'),
  skipsWhen: executingSkip,
  // Sent on the entities of the route's synchronous execution (src/checks/write/route-executions.ts), after it, or on
  // entities of the case's own; the entity it names is another of the run's own, made for the case.
  run: (ctx) => judgeBadInput(ctx, 'foreign-reference'),
};
