import type { Check } from '../types.ts';
import { executingSkip } from '../write/execution.ts';
import { appliesFor, judgeBadInput } from './bad-input.ts';

export const inputOutOfRange: Check = {
  subject: 'route',
  id: 'input.out-of-range',
  family: 'input',
  rule: 'A value out of its range (a negative price, tax rate or discount) is refused with the platform\'s own error for it (status, message, parameters as the real platform gave them), never a 5xx or a 2xx, and a create refused left no entity with the name its body carried.',
  source: 'magento/magento2 dev/tests/api-functional (TaxRateRepositoryTest, ProductRepositoryInterfaceTest, RuleRepositoryTest); the real 2.4.7-p3\'s answers (contracts/bad-input.yaml)',
  appliesTo: appliesFor('out-of-range'),
  skipsWhen: executingSkip,
  // Sent on the entities of the route's synchronous execution (src/checks/write/route-executions.ts), after it.
  run: (ctx) => judgeBadInput(ctx, 'out-of-range'),
};
