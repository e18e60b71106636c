// submission.wrong-grant: a grant_type other than session gives an error and no session token.

import type { RunCheck } from '../types.ts';
import { pass, skip } from '../types.ts';
import { appOf, describeAnswer, NOT_CONFIGURED, requestSession, SESSION_ROUTE } from './session.ts';

export const submissionWrongGrant: RunCheck = {
  subject: 'run',
  id: 'submission.wrong-grant',
  family: 'submission',
  rule: 'A grant_type other than session gives an error, and no session token.',
  source: 'seed 000 Errors 4 ("a grant_type other than session gives an error") and the session route (only allowed value session)',
  subjects: [SESSION_ROUTE],
  async run(ctx) {
    const app = appOf(ctx);
    if (!app) return skip(NOT_CONFIGURED);
    for (const grant of ['client_credentials', 'password', '']) {
      const { res } = await requestSession(ctx, ctx, app, { grant_type: grant });
      const json = res.json as Record<string, unknown> | undefined;
      if (res.status < 400 || (json && typeof json.ust === 'string')) {
        return { outcome: 'fail', broken: `grant_type ${JSON.stringify(grant)} was accepted`, expected: 'an error (4xx) and no ust', actual: describeAnswer(res), exchange: res };
      }
    }
    return pass();
  },
};
