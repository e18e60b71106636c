// submission.extra-fields-ignored: other body fields of the session route are accepted and ignored.

import type { RunCheck } from '../types.ts';
import { pass, skip } from '../types.ts';
import { appOf, NOT_CONFIGURED, requestSession, SESSION_ROUTE, sessionFailure } from './session.ts';

export const submissionExtraFieldsIgnored: RunCheck = {
  subject: 'run',
  id: 'submission.extra-fields-ignored',
  family: 'submission',
  rule: 'Other body fields of the session route are accepted and ignored: the session token is issued as without them.',
  source: 'seed 000 Developer-submission API ("Other body fields of the session route are accepted and ignored.")',
  subjects: [SESSION_ROUTE],
  async run(ctx) {
    const app = appOf(ctx);
    if (!app) return skip(NOT_CONFIGURED);
    const { res, session } = await requestSession(ctx, ctx, app, { grant_type: 'session', scope: 'profile', client_note: `${ctx.prefix} conformance`, nested: { a: 1 } });
    if (!session) return sessionFailure(res, 'extra body fields made the session route refuse');
    return pass();
  },
};
