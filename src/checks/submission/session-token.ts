// submission.session-token: POST /rest/v1/app/session/token with HTTP Basic answers a session token.

import type { RunCheck } from '../types.ts';
import { pass, skip } from '../types.ts';
import { appOf, NOT_CONFIGURED, requestSession, SESSION_ROUTE, sessionFailure } from './session.ts';

export const submissionSessionToken: RunCheck = {
  subject: 'run',
  id: 'submission.session-token',
  family: 'submission',
  rule: 'POST /rest/v1/app/session/token with HTTP Basic APP_ID:APP_SECRET and {"grant_type":"session"} answers 200 {svc_id: string, ust: string, expires_in: integer > 0}.',
  source: 'seed 000 Developer-submission API (endpoints, authentication 1-2) and Session token record',
  subjects: [SESSION_ROUTE],
  async run(ctx) {
    const app = appOf(ctx);
    if (!app) return skip(NOT_CONFIGURED);
    const { res, session } = await requestSession(ctx, ctx, app, { grant_type: 'session' });
    if (!session) return sessionFailure(res, 'the session route did not issue a session token');
    ctx.observe('expires_in', session.expires_in);
    return pass(`expires_in ${session.expires_in} s`);
  },
};
