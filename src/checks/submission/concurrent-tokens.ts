// submission.concurrent-tokens: two session tokens requested in a row are both valid.

import type { RunCheck } from '../types.ts';
import { pass, skip } from '../types.ts';
import { appOf, describeAnswer, NOT_CONFIGURED, readProfile, requestSession, SESSION_ROUTE, sessionFailure } from './session.ts';

export const submissionConcurrentTokens: RunCheck = {
  subject: 'run',
  id: 'submission.concurrent-tokens',
  family: 'submission',
  rule: 'Two session tokens requested in a row are both valid: each reads the profile.',
  source: 'seed 000 Developer-submission API authentication 4 and Limits ("Several session tokens may be valid at once")',
  subjects: [SESSION_ROUTE],
  async run(ctx) {
    const app = appOf(ctx);
    if (!app) return skip(NOT_CONFIGURED);
    const first = await requestSession(ctx, ctx, app, { grant_type: 'session' });
    const second = await requestSession(ctx, ctx, app, { grant_type: 'session' });
    if (!first.session) return sessionFailure(first.res, 'the first session token was not issued');
    if (!second.session) return sessionFailure(second.res, 'the second session token was not issued');
    if (first.session.ust === second.session.ust) return { outcome: 'fail', broken: 'the two requests answered the same session token', expected: 'two different ust values', actual: 'identical ust' };
    for (const [name, s] of [['first', first.session], ['second', second.session]] as const) {
      const res = await readProfile(ctx, app, s.ust);
      if (res.status !== 200) return { outcome: 'fail', broken: `the ${name} of two session tokens is not valid`, expected: '200 on the profile read with either token', actual: describeAnswer(res), exchange: res };
    }
    return pass();
  },
};
