// submission.profile-read: the profile is read with the session token, and refused without one.

import type { RunCheck } from '../types.ts';
import { pass, skip } from '../types.ts';
import { appOf, describeAnswer, NOT_CONFIGURED, PROFILE_ROUTE, readProfile, requestSession, sessionFailure } from './session.ts';

export const submissionProfileRead: RunCheck = {
  subject: 'run',
  id: 'submission.profile-read',
  family: 'submission',
  rule: 'GET /rest/v1/users/<account_id> with the ust as bearer succeeds; without it, or with an unknown token, it is refused.',
  source: 'seed 000 Developer-submission API (profile route, authentication 1-2: "Every call is authenticated")',
  subjects: [PROFILE_ROUTE],
  async run(ctx) {
    const app = appOf(ctx);
    if (!app) return skip(NOT_CONFIGURED);
    const { res, session } = await requestSession(ctx, ctx, app, { grant_type: 'session' });
    if (!session) return sessionFailure(res, 'no session token to read the profile with');
    const ok = await readProfile(ctx, app, session.ust);
    if (ok.status !== 200) return { outcome: 'fail', broken: 'the profile read with a fresh session token failed', expected: '200 (a user profile)', actual: describeAnswer(ok), exchange: ok };
    for (const [label, token] of [['no token', null], ['an unknown token', `${ctx.prefix}0not0a0session0token`]] as const) {
      const refused = await readProfile(ctx, app, token);
      if (refused.status < 400) return { outcome: 'fail', broken: `the profile was served with ${label}`, expected: '401 (or 403)', actual: describeAnswer(refused), exchange: refused };
    }
    return pass();
  },
};
