import type { Check } from '../types.ts';
import { executingSkip } from '../write/execution.ts';
import { appliesFor, judgeBadInput } from './bad-input.ts';

export const inputDefaultProtected: Check = {
  subject: 'route',
  id: 'input.default-protected',
  family: 'input',
  rule: 'A write that would change what the platform keeps for itself (Multi-Source Inventory\'s default source and Default Stock: a link of the default source to another stock, its unlink) is refused with the platform\'s error for it (status, message, errors as the real platform gave them), never a 5xx or a 2xx, and nothing changed. Sent only where a wrong acceptance harms no one: the default source with a stock of the run\'s own, which sells through no website.',
  source: 'magento/inventory InventoryCatalog/Test/Api/StockSourceLink/PreventAssignSourcesToDefaultStockTest.php and the default-source rules of StockSourceLinksSave/StockSourceLinksDelete; the real 2.4.7-p3\'s and Adobe Commerce 2.4.6-p1\'s answers (contracts/bad-input.yaml)',
  appliesTo: appliesFor('default-protected'),
  skipsWhen: executingSkip,
  // Sent on the entities of the route's synchronous execution (src/checks/write/route-executions.ts), after it.
  run: (ctx) => judgeBadInput(ctx, 'default-protected'),
};
