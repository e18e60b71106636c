import type { Check } from '../types.ts';
import { executingSkip } from '../write/execution.ts';
import { appliesFor, judgeBadInput } from './bad-input.ts';

export const inputDeleteInUse: Check = {
  subject: 'route',
  id: 'input.delete-in-use',
  family: 'input',
  rule: 'The delete of an entity still in use (a tax rate a tax rule applies, a tax class a rule applies to) is refused with the platform\'s error for it, never a 5xx or a 2xx, and the entity is still there.',
  source: 'magento/magento2 dev/tests/api-functional (TaxRateRepositoryTest, TaxClassRepositoryTest); the real 2.4.7-p3\'s answers (contracts/bad-input.yaml; a customer group with customers is deleted on 2.4.7-p3 and 2.4.6-p1, its customers moved to the default group: write.group-delete-moves-customers judges that)',
  appliesTo: appliesFor('delete-in-use'),
  skipsWhen: executingSkip,
  // Sent on the entities of the route's synchronous execution (src/checks/write/route-executions.ts), after it.
  run: (ctx) => judgeBadInput(ctx, 'delete-in-use'),
};
