import type { Check } from '../types.ts';
import { executingSkip } from '../write/execution.ts';
import { appliesFor, judgeBadInput } from './bad-input.ts';

export const inputWrongState: Check = {
  subject: 'route',
  id: 'input.wrong-state',
  family: 'input',
  rule: 'A write the entity\'s present state does not allow (a cart that has a customer assigned again, a credit memo for an invoice its payment method cannot refund) is refused with the platform\'s error for it, never a 5xx or a 2xx, and the entity stays as it was.',
  source: 'magento/magento2 dev/tests/api-functional (CartManagementTest::testAssignCustomerThrowsExceptionIfTargetCartIsNotAnonymous, RefundInvoiceTest); Magento\\Quote\\Model\\QuoteManagement::assignCustomer, Sales\\Model\\Order\\Invoice\\Validation\\CanRefund; the real 2.4.7-p3\'s and Adobe Commerce 2.4.6-p1\'s answers (contracts/bad-input.yaml)',
  appliesTo: appliesFor('wrong-state'),
  skipsWhen: executingSkip,
  // Sent on the entities of the route's synchronous execution (src/checks/write/route-executions.ts), after it (the
  // state its write left them in), or on entities of the case's own.
  run: (ctx) => judgeBadInput(ctx, 'wrong-state'),
};
