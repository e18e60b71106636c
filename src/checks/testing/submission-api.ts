// A developer-submission API with no server behind it, for the unit tests beside the submission checks: it issues
// session tokens to HTTP Basic APP_ID:APP_SECRET (the fake run context's configuration, or what a private reference
// reports), serves the profile to a token it issued that has not expired, and moves its clock when the private
// reference's control endpoint says so. A case changes one behaviour (a broken API) through the options.

import type { Canned } from './fake-context.ts';
import type { ControlSent, RunSent } from './fake-run-context.ts';

export interface SubmissionApiOptions {
  /** The expires_in it answers (default 3600). */
  expiresIn?: number;
  /** Tokens stay valid after expires_in. */
  neverExpires?: boolean;
  /** Every token but the newest is invalid (one session at a time). */
  oneSessionAtATime?: boolean;
}

export interface SubmissionApi {
  answer(sent: RunSent): Canned;
  control(sent: ControlSent): Canned;
}

/** The application the private reference reports (instance env submission_app_id, _app_secret, _account_id). */
export const PRIVATE_APP = { submission_app_id: 'private-app', submission_app_secret: 'private-secret', submission_account_id: '2002' };

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`, 'utf8').toString('base64')}`;

export function submissionApi(options: SubmissionApiOptions = {}): SubmissionApi {
  const expiresIn = options.expiresIn ?? 3600;
  const issuedAt = new Map<string, number>();
  let advancedS = 0;
  let issued = 0;
  const valid = (ust: string | null | undefined): boolean => {
    const at = ust ? issuedAt.get(ust) : undefined;
    if (at === undefined) return false;
    if (options.oneSessionAtATime && ust !== `ust-${issued}`) return false;
    return options.neverExpires === true || (Date.now() - at) / 1000 + advancedS < expiresIn;
  };
  return {
    answer(sent) {
      const app = sent.on === 'private' ? { id: PRIVATE_APP.submission_app_id, secret: PRIVATE_APP.submission_app_secret, account: PRIVATE_APP.submission_account_id } : { id: 'app', secret: 'app-secret-1', account: '1001' };
      if (sent.method === 'POST' && sent.path === '/rest/v1/app/session/token') {
        if (sent.headers?.Authorization !== basic(app.id, app.secret)) return { status: 401, json: { error: 'invalid_client' } };
        if ((sent.body as { grant_type?: unknown } | undefined)?.grant_type !== 'session') return { status: 400, json: { error: 'unsupported_grant_type' } };
        const ust = `ust-${++issued}`;
        issuedAt.set(ust, Date.now());
        return { status: 200, json: { svc_id: `svc-${app.account}`, ust, expires_in: expiresIn } };
      }
      if (sent.method === 'GET' && sent.path === `/rest/v1/users/${app.account}`) return valid(sent.token) ? { status: 200, json: { account_id: app.account } } : { status: 401, json: { error: 'invalid_token' } };
      return { status: 404, json: { error: 'not_found' } };
    },
    control(sent) {
      if (sent.path !== '/clock/advance') return { status: 404, json: {} };
      advancedS += (sent.body as { seconds: number }).seconds;
      return { status: 200, json: { advanced: advancedS } };
    },
  };
}
