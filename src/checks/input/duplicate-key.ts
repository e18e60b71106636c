import type { Check } from '../types.ts';
import { executingSkip } from '../write/execution.ts';
import { appliesFor, judgeBadInput } from './bad-input.ts';

export const inputDuplicateKey: Check = {
  subject: 'route',
  id: 'input.duplicate-key',
  family: 'input',
  rule: 'A create sent again with the unique key of the entity it just made (a tax rate or rule code, a customer e-mail, a group code, a class name, a page or block identifier, an attribute code or set name, a product\'s or category\'s URL key) is refused with the platform\'s error for the duplicate, never a 5xx or a 2xx, and the entity stays the only one with that key.',
  source: 'magento/magento2 dev/tests/api-functional (TaxRateRepositoryTest::testCreateTaxRateExistingCode, CustomerRepositoryTest, GroupRepositoryTest, ProductRepositoryInterfaceTest url key); the real 2.4.7-p3\'s answers (contracts/bad-input.yaml)',
  appliesTo: appliesFor('duplicate-key'),
  skipsWhen: executingSkip,
  // Sent on the entities of the route's synchronous execution (src/checks/write/route-executions.ts), after it.
  run: (ctx) => judgeBadInput(ctx, 'duplicate-key'),
};
