import type { Check } from '../types.ts';
import { executingSkip } from '../write/execution.ts';
import { appliesFor, judgeBadInput } from './bad-input.ts';

export const inputWrongType: Check = {
  subject: 'route',
  id: 'input.wrong-type',
  family: 'input',
  rule: 'A write route sent its body with one scalar field as a list answers the platform\'s 400 type error: \'Error occurred during "<field>" processing. The "array" value\'s type is invalid. The "<type>" type was expected. Verify and try again.\' (without the first sentence for a scalar argument); never a 5xx or a 2xx, and nothing changed: an update reads back as before, a create left no entity with the name its body carried.',
  source: 'Magento\\Framework\\Webapi\\ServiceInputProcessor (SerializationException, the type names of TypeProcessor); the real 2.4.7-p3\'s answers (contracts/bad-input.yaml)',
  appliesTo: appliesFor('wrong-type'),
  skipsWhen: executingSkip,
  // Sent on the entities of the route's synchronous execution (src/checks/write/route-executions.ts), after it.
  run: (ctx) => judgeBadInput(ctx, 'wrong-type'),
};
