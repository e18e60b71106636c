import { describeExchange } from '../platform-errors.ts';
import type { Check } from '../types.ts';
import { skip } from '../types.ts';
import { execute, executingSkip, isPrepared, prepareWrite, valuesOf, writeFamily } from './execution.ts';
import { judgeEffect, readCallOf, sendRead } from './verify.ts';

export const writeReadBack: Check = {
  subject: 'route',
  id: 'write.read-back',
  family: 'write',
  rule: 'The effect of a write is visible through the read its contract names: a create reads back with the fields it sent, an update reads back changed, a delete makes the read answer 404 "No such entity", a link, price, stock or website assignment reads back.',
  source: 'seed 001 catalog of synchronous routes (what each service does); the contracts\' readBack entries (docs/contract-format.md, Read-back); real 2.4.7-p3 reads after each write (docs/real-platform.md)',
  appliesTo: (route) => writeFamily(route) && route.readBack !== null,
  skipsWhen: executingSkip,
  async run(ctx) {
    const spec = ctx.route.readBack;
    if (spec === null) return skip('the contract names no read-back');
    const write = await prepareWrite(ctx);
    if (!isPrepared(write)) return write;
    // An update is judged against the entity as it was: read it first (its read cannot need the write's answer).
    let before = null;
    if (spec.expect === 'updated') {
      const read = readCallOf(ctx, spec, valuesOf(write, null));
      if ('reason' in read) return skip(read.reason);
      before = await sendRead(ctx, read, write.token);
    }
    const res = await execute(ctx, write);
    if (res.status < 200 || res.status >= 300) return skip(`the write did not succeed (${describeExchange(res.status, res.json, res.bodyText)}): write.response-valid judges its answer`);
    const values = valuesOf(write, res);
    const read = readCallOf(ctx, spec, values);
    if ('reason' in read) return skip(read.reason);
    const after = await sendRead(ctx, read, write.token);
    return judgeEffect(spec, values, after, before, ctx.route.key);
  },
};
