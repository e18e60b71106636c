import type { Check } from '../types.ts';
import { executingSkip } from '../write/execution.ts';
import { appliesFor, judgeBadInput } from './bad-input.ts';

export const inputInvalidFormat: Check = {
  subject: 'route',
  id: 'input.invalid-format',
  family: 'input',
  rule: 'A value of the wrong format (an e-mail address that is none, a country or class type the platform does not know) is refused with the platform\'s own error for it (status, message, parameters as the real platform gave them), never a 5xx or a 2xx, and nothing changed.',
  source: 'magento/magento2 dev/tests/api-functional (CustomerRepositoryTest: invalid e-mail; TaxRateRepositoryTest, TaxClassRepositoryTest); the real 2.4.7-p3\'s answers (contracts/bad-input.yaml)',
  appliesTo: appliesFor('invalid-format'),
  skipsWhen: executingSkip,
  // Sent on the entities of the route's synchronous execution (src/checks/write/route-executions.ts), after it.
  run: (ctx) => judgeBadInput(ctx, 'invalid-format'),
};
