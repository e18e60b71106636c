import { judgeBody, wrongStatus } from '../answer.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import type { Check } from '../types.ts';
import { pass } from '../types.ts';
import { executingSkip, writeFamily } from './execution.ts';
import { syncExecution } from './route-executions.ts';

export const writeResponseValid: Check = {
  subject: 'route',
  id: 'write.response-valid',
  family: 'write',
  rule: 'A write executed synchronously on the run\'s own entities, with a body that can succeed, answers the contract\'s status and a body valid against its schema (the contract\'s own, or the target\'s published one with documented overlays), as reads are judged. An answer that asks to be sent again (a lost database deadlock: "Please try again.") is no verdict: the write is sent again on entities of its own, up to 3 times with pauses, every answer recorded; only a lasting refusal is the verdict.',
  source: 'seed 001 catalog of synchronous routes (service contracts of each write); contracts/schemas and the target\'s GET /rest/<store>/schema; real 2.4.7-p3 answers (docs/real-platform.md)',
  appliesTo: writeFamily,
  skipsWhen: executingSkip,
  async run(ctx) {
    // The route's synchronous execution (src/checks/write/route-executions.ts): write.read-back judges its effect.
    const execution = await syncExecution(ctx);
    if ('outcome' in execution) return execution;
    const { write, answer: res } = execution;
    // Sent again when the platform's answer asked for it (a lost deadlock): the earlier answers stay in the record.
    if (execution.tried.length > 0) ctx.observe('write-attempts', execution.tried.map((t) => ({ status: t.status, message: messageOf(t.json) })));
    if (res.status !== ctx.route.response.status) {
      const documented = ctx.route.response.unavailableWhen.find((u) => u.status === res.status && u.message === messageOf(res.json));
      if (documented) return { outcome: 'skip', reason: `not exercised: ${documented.reason} (${describeExchange(res.status, res.json, res.bodyText)})` };
      const verdict = wrongStatus(ctx.route, res);
      // A refusal that lasted through the attempts says so: it is the verdict, not a lost deadlock.
      return verdict.outcome === 'fail' && execution.tried.length > 0 ? { ...verdict, broken: `${verdict.broken} (sent ${execution.tried.length + 1} times: the earlier answers asked to try again, this one is the verdict)` } : verdict;
    }
    return (await judgeBody(ctx.route, res, (body) => ctx.validateResponse(body), (key, value) => ctx.observe(key, value))) ?? pass(`executed as ${write.token !== null ? 'the run\'s own customer' : write.caller}`);
  },
};
