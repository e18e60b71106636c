import type { Check } from '../types.ts';
import { executingSkip } from '../write/execution.ts';
import { appliesFor, judgeBadInput } from './bad-input.ts';

export const inputMissingRequired: Check = {
  subject: 'route',
  id: 'input.missing-required',
  family: 'input',
  rule: 'A write route sent an empty body ({}) answers the platform\'s 400 for each body parameter it requires: \'"%fieldName" is required. Enter and try again.\' with parameters {fieldName}, or, for several, \'One or more input exceptions have occurred.\' with one such error each, in the service method\'s order; never a 5xx or a 2xx, and nothing changed (the route\'s read-back reads as before).',
  source: 'Magento\\Framework\\Webapi\\ServiceInputProcessor (InputException::requiredField); the published schema\'s required body parameters; the real 2.4.7-p3\'s answers (contracts/bad-input.yaml, docs/real-platform.md, Bad input)',
  appliesTo: appliesFor('missing-required'),
  skipsWhen: executingSkip,
  // Sent on the entities of the route's synchronous execution (src/checks/write/route-executions.ts), after it.
  run: (ctx) => judgeBadInput(ctx, 'missing-required'),
};
