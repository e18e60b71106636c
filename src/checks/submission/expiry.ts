// submission.expiry: a session token is invalid after expires_in seconds: watched on a real API when short enough, on a
// private reference by moving its clock.

import { pollUntil } from '../token/common.ts';
import type { HttpExchange, RunCheck, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { appOf, describeAnswer, NOT_CONFIGURED, PROFILE_ROUTE, readProfile, requestSession, sessionFailure, type App } from './session.ts';

const EXPIRY_POLL_MAX_S = 30;

export const submissionExpiry: RunCheck = {
  subject: 'run',
  id: 'submission.expiry',
  family: 'submission',
  rule: 'After expires_in seconds the session token is invalid: the profile read with it is refused.',
  source: 'seed 000 Developer-submission API authentication 3 ("After expires_in seconds the token is invalid") and Limits',
  subjects: [PROFILE_ROUTE],
  async run(ctx) {
    const app = appOf(ctx);
    if (!app) return skip(NOT_CONFIGURED);
    // On a real API: watch it when the lifetime is short enough to wait for.
    if (!ctx.target.embedded) {
      const { res, session } = await requestSession(ctx, ctx, app, { grant_type: 'session' });
      if (!session) return sessionFailure(res, 'no session token');
      if (session.expires_in > EXPIRY_POLL_MAX_S) return skip(`expires_in is ${session.expires_in} s: longer than the suite waits (${EXPIRY_POLL_MAX_S} s)`);
      const polled = await pollUntil(() => readProfile(ctx, app, session.ust), (r) => r.status >= 400, (session.expires_in + 5) * 1000, 500);
      return polled.done ? pass(`refused ${polled.elapsedMs} ms after issue`) : expiredAccepted(polled.value, session.expires_in);
    }
    // On the reference: a private instance whose clock is moved past expires_in (no waiting).
    const instance = await ctx.privateReference({ args: [] });
    if ('unavailable' in instance || !instance.control) return skip('no private reference instance');
    const privateApp: App = { appId: instance.env.submission_app_id ?? app.appId, appSecret: instance.env.submission_app_secret ?? app.appSecret, accountId: instance.env.submission_account_id ?? app.accountId };
    const { res, session } = await requestSession(ctx, instance, privateApp, { grant_type: 'session' });
    if (!session) return sessionFailure(res, 'no session token from the private reference');
    const before = await readProfile(instance, privateApp, session.ust);
    if (before.status !== 200) return skip(`the fresh session token did not read the profile (${before.status}); submission.profile-read covers that`);
    const advanced = await instance.control('POST', '/clock/advance', { seconds: session.expires_in + 1 });
    if (advanced.status !== 200) return skip(`the reference clock could not be advanced (${advanced.status})`);
    const after = await readProfile(instance, privateApp, session.ust);
    return after.status >= 400 ? pass(`refused after the clock passed expires_in (${session.expires_in} s)`) : expiredAccepted(after, session.expires_in);
  },
};

function expiredAccepted(res: HttpExchange, expiresIn: number): Verdict {
  return { outcome: 'fail', broken: `a session token is still accepted after expires_in (${expiresIn} s)`, expected: '401 (token invalid)', actual: describeAnswer(res), exchange: res };
}
