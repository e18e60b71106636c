// token.wrong-credentials: a throwaway username is refused with the platform's sign-in message.

import { describeExchange, messageOf } from '../platform-errors.ts';
import type { RunCheck } from '../types.ts';
import { pass } from '../types.ts';
import { levelOf, SIGN_IN_INCORRECT, TOKEN_ROUTES, tokenPath } from './common.ts';

export const tokenWrongCredentials: RunCheck = {
  subject: 'run',
  id: 'token.wrong-credentials',
  family: 'token',
  rule: `Wrong credentials (a throwaway username, never a configured account) are refused with 401 "${SIGN_IN_INCORRECT}".`,
  source: 'facts.md 23; samples/e-error-messages.json (AdminTokenService / CustomerTokenService)',
  subjects: TOKEN_ROUTES,
  async run(ctx, subject) {
    const level = levelOf(subject);
    const username = level === 'admin' ? `${ctx.prefix}-nobody` : `${ctx.prefix}-nobody@example.invalid`;
    const res = await ctx.send({ method: 'POST', path: tokenPath(level), body: { username, password: `${ctx.prefix}-wrong-Password1` } });
    if (res.status !== 401 || messageOf(res.json) !== SIGN_IN_INCORRECT) {
      return { outcome: 'fail', broken: `the ${level} token route did not refuse unknown credentials as the platform does`, expected: `401 "${SIGN_IN_INCORRECT}"`, actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
    }
    return pass();
  },
};
