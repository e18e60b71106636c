// The developer-submission API (contracts/submission.yaml): session tokens over HTTP Basic, the profile read with
// the session token, wrong grants, extra fields, several tokens at once, expiry. The ust and the application secret
// are registered as secrets the moment they are seen, so no report carries them.

import { messageOf } from '../platform-errors.ts';
import type { CheckDescription, HttpExchange, RunCheck, RunContext, RunTarget, Verdict } from '../types.ts';
import { descriptionOf, pass, skip } from '../types.ts';
import { pollUntil } from '../token/common.ts';

export const SESSION_ROUTE = 'POST /rest/v1/app/session/token';
export const PROFILE_ROUTE = 'GET /rest/v1/users/:accountId';
const SESSION_PATH = '/rest/v1/app/session/token';
const NOT_CONFIGURED = 'the developer-submission API is not configured: set SUBMISSION_BASE_URL, SUBMISSION_APP_ID, SUBMISSION_APP_SECRET, SUBMISSION_ACCOUNT_ID';

interface Session {
  svc_id: string;
  ust: string;
  expires_in: number;
}

interface App {
  appId: string;
  appSecret: string;
  accountId: string;
}

function basic(ctx: RunContext, app: App): string {
  const encoded = Buffer.from(`${app.appId}:${app.appSecret}`, 'utf8').toString('base64');
  ctx.secret(encoded);
  ctx.secret(app.appSecret);
  return `Basic ${encoded}`;
}

/** What is wrong with a session answer, or null. */
export function sessionProblem(json: unknown): string | null {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return 'not a JSON object';
  const r = json as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof r.svc_id !== 'string' || r.svc_id === '') problems.push(`svc_id ${r.svc_id === undefined ? 'missing' : `is ${typeof r.svc_id}`}`);
  if (typeof r.ust !== 'string' || r.ust === '') problems.push(`ust ${r.ust === undefined ? 'missing' : `is ${typeof r.ust}`}`);
  if (typeof r.expires_in !== 'number' || !Number.isInteger(r.expires_in) || r.expires_in <= 0) problems.push(`expires_in ${r.expires_in === undefined ? 'missing' : `is ${JSON.stringify(r.expires_in)} (not an integer > 0)`}`);
  return problems.length > 0 ? problems.join('; ') : null;
}

async function requestSession(ctx: RunContext, target: RunTarget, app: App, body: unknown): Promise<{ res: HttpExchange; session: Session | null }> {
  const res = await target.send({ method: 'POST', base: 'submission', path: SESSION_PATH, storeCode: null, body, headers: { Authorization: basic(ctx, app), 'Content-Type': 'application/json' } });
  const json = res.json as Record<string, unknown> | undefined;
  if (json && typeof json.ust === 'string') ctx.secret(json.ust);
  const session = res.status === 200 && sessionProblem(res.json) === null ? (res.json as Session) : null;
  return { res, session };
}

function readProfile(target: RunTarget, app: App, ust: string | null): Promise<HttpExchange> {
  return target.send({ method: 'GET', base: 'submission', path: `/rest/v1/users/${encodeURIComponent(app.accountId)}`, storeCode: null, token: ust });
}

function describeAnswer(res: HttpExchange): string {
  const json = res.json as Record<string, unknown> | undefined;
  const error = json && typeof json.error === 'string' ? ` error "${json.error}"` : '';
  const message = messageOf(res.json);
  return `${res.status}${error}${message ? ` "${message}"` : ''}${!error && !message ? ` ${res.bodyText.slice(0, 100)}` : ''}`;
}

function sessionFailure(res: HttpExchange, what: string): Verdict {
  return { outcome: 'fail', broken: what, expected: '200 {svc_id: string, ust: string, expires_in: integer > 0}', actual: res.status === 200 ? `200 but ${sessionProblem(res.json)}` : describeAnswer(res), exchange: res };
}

function appOf(ctx: RunContext): App | null {
  return ctx.config.submission;
}

const sessionToken: RunCheck = {
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

const wrongGrant: RunCheck = {
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

const extraFields: RunCheck = {
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

const concurrent: RunCheck = {
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

const profileRead: RunCheck = {
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

const EXPIRY_POLL_MAX_S = 30;

const expiry: RunCheck = {
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

export const SUBMISSION_RUN_LEVEL: RunCheck[] = [sessionToken, wrongGrant, extraFields, concurrent, profileRead, expiry];
export const SUBMISSION_RUN_CHECKS: CheckDescription[] = SUBMISSION_RUN_LEVEL.map(descriptionOf);
