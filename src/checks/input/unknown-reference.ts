import type { Check } from '../types.ts';
import { executingSkip } from '../write/execution.ts';
import { appliesFor, judgeBadInput } from './bad-input.ts';

export const inputUnknownReference: Check = {
  subject: 'route',
  id: 'input.unknown-reference',
  family: 'input',
  rule: 'A write naming an entity that does not exist (an id or code in its path or body no entity has) is refused with the platform\'s not-found answer for it, with its message and its parameters (fieldName, fieldValue, or the values it names), not just any 404; never a 5xx or a 2xx, and nothing changed.',
  source: 'Magento\\Framework\\Exception\\NoSuchEntityException::singleField (No such entity with %fieldName = %fieldValue) and the repositories\' own wordings; the real 2.4.7-p3\'s answers (contracts/bad-input.yaml)',
  appliesTo: appliesFor('unknown-reference'),
  skipsWhen: executingSkip,
  // Sent on the entities of the route's synchronous execution (src/checks/write/route-executions.ts), after it.
  run: (ctx) => judgeBadInput(ctx, 'unknown-reference'),
};
