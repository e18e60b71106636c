// token.wrong-credentials: a throwaway username is refused with the platform's sign-in message.
//
// The name is the same in every run. The platform records each failed sign-in by username (oauth_token_request_log,
// for the lockout) and never removes the record of a name no account has; a name from the run's prefix left two new
// rows on every run, read-only runs included (real 2.4.7-p3). Once locked (6 failures), the name is refused with the
// same message, so the verdict does not change.

import { describeExchange, messageOf } from '../platform-errors.ts';
import type { RunCheck } from '../types.ts';
import { pass } from '../types.ts';
import { levelOf, SIGN_IN_INCORRECT, TOKEN_ROUTES, tokenPath } from './common.ts';

/** Names no account has on any installation (.invalid is reserved, RFC 2606). */
export const THROWAWAY_ADMIN = 'commerce-conformance-nobody';
export const THROWAWAY_CUSTOMER = 'commerce-conformance-nobody@example.invalid';

export const tokenWrongCredentials: RunCheck = {
  subject: 'run',
  id: 'token.wrong-credentials',
  family: 'token',
  rule: `Wrong credentials (a throwaway username, never a configured account) are refused with 401 "${SIGN_IN_INCORRECT}".`,
  source: 'facts.md 23; samples/e-error-messages.json (AdminTokenService / CustomerTokenService)',
  subjects: TOKEN_ROUTES,
  async run(ctx, subject) {
    const level = levelOf(subject);
    const username = level === 'admin' ? THROWAWAY_ADMIN : THROWAWAY_CUSTOMER;
    const res = await ctx.send({ method: 'POST', path: tokenPath(level), body: { username, password: `${ctx.prefix}-wrong-Password1` } });
    if (res.status !== 401 || messageOf(res.json) !== SIGN_IN_INCORRECT) {
      return { outcome: 'fail', broken: `the ${level} token route did not refuse unknown credentials as the platform does`, expected: `401 "${SIGN_IN_INCORRECT}"`, actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
    }
    return pass();
  },
};
