import { describeExchange, messageOf } from '../platform-errors.ts';
import type { Check } from '../types.ts';
import { skip, writesAllowed } from '../types.ts';
import { executingSkip, valuesOf, writeFamily, WRITES_DENIED_SYNC } from './execution.ts';
import { syncExecution } from './route-executions.ts';
import { judgeEffect } from './verify.ts';

export const writeReadBack: Check = {
  subject: 'route',
  id: 'write.read-back',
  family: 'write',
  rule: 'The effect of a write is visible through the read its contract names: a create reads back with every field it sent (nested objects and collections included, in any order, decimals and booleans in the platform\'s forms), an update reads back changed, a delete makes the read answer 404 "No such entity", a link, price, stock or website assignment reads back.',
  source: 'seed 001 catalog of synchronous routes (what each service does); the contracts\' readBack entries (docs/contract-format.md, Read-back, Every field sent); real 2.4.7-p3 reads after each write (docs/real-platform.md, Whole entities; tests/corpus/real-2.4.7-p3/whole-entities/)',
  appliesTo: (route) => writeFamily(route) && (route.readBack !== null || route.write?.unreadable !== undefined),
  skipsWhen: executingSkip,
  async run(ctx) {
    const spec = ctx.route.readBack;
    const unreadable = ctx.route.write?.unreadable;
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SYNC);
    if (spec === null && unreadable !== undefined) return skip(`not read back: ${unreadable}`);
    if (spec === null) return skip('the contract names no read-back');
    // The route's synchronous execution (src/checks/write/route-executions.ts): the read before it (an update is judged
    // against the entity as it was), the write, the read right after it.
    const execution = await syncExecution(ctx);
    if ('outcome' in execution) return execution;
    const { write, answer: res, before, after } = execution;
    // Sent again once when the platform's answer asked for it (a lost deadlock): the first answer stays in the record.
    if (execution.tried.length > 0) ctx.observe('write-attempts', execution.tried.map((t) => ({ status: t.status, message: messageOf(t.json) })));
    if (res.status < 200 || res.status >= 300) return skip(`the write did not succeed (${describeExchange(res.status, res.json, res.bodyText)}): write.response-valid judges its answer`);
    if (before !== null && 'reason' in before) return skip(before.reason);
    if (after === null) return skip('the contract names no read-back');
    if ('reason' in after) return skip(after.reason);
    return judgeEffect(spec, valuesOf(write, res), after, before, ctx.route.key);
  },
};
