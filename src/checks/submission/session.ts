// What the checks of the developer-submission API (contracts/submission.yaml) share: session tokens requested over
// HTTP Basic, the profile read with one, and how their answers are described. The ust and the application secret are
// registered as secrets the moment they are seen, so no report carries them.

import { messageOf } from '../platform-errors.ts';
import type { HttpExchange, RunContext, RunTarget, Verdict } from '../types.ts';

export const SESSION_ROUTE = 'POST /rest/v1/app/session/token';
export const PROFILE_ROUTE = 'GET /rest/v1/users/:accountId';
const SESSION_PATH = '/rest/v1/app/session/token';
export const NOT_CONFIGURED = 'the developer-submission API is not configured: set SUBMISSION_BASE_URL, SUBMISSION_APP_ID, SUBMISSION_APP_SECRET, SUBMISSION_ACCOUNT_ID';

interface Session {
  svc_id: string;
  ust: string;
  expires_in: number;
}

export interface App {
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

export async function requestSession(ctx: RunContext, target: RunTarget, app: App, body: unknown): Promise<{ res: HttpExchange; session: Session | null }> {
  const res = await target.send({ method: 'POST', base: 'submission', path: SESSION_PATH, storeCode: null, body, headers: { Authorization: basic(ctx, app), 'Content-Type': 'application/json' } });
  const json = res.json as Record<string, unknown> | undefined;
  if (json && typeof json.ust === 'string') ctx.secret(json.ust);
  const session = res.status === 200 && sessionProblem(res.json) === null ? (res.json as Session) : null;
  return { res, session };
}

export function readProfile(target: RunTarget, app: App, ust: string | null): Promise<HttpExchange> {
  return target.send({ method: 'GET', base: 'submission', path: `/rest/v1/users/${encodeURIComponent(app.accountId)}`, storeCode: null, token: ust });
}

export function describeAnswer(res: HttpExchange): string {
  const json = res.json as Record<string, unknown> | undefined;
  const error = json && typeof json.error === 'string' ? ` error "${json.error}"` : '';
  const message = messageOf(res.json);
  return `${res.status}${error}${message ? ` "${message}"` : ''}${!error && !message ? ` ${res.bodyText.slice(0, 100)}` : ''}`;
}

export function sessionFailure(res: HttpExchange, what: string): Verdict {
  return { outcome: 'fail', broken: what, expected: '200 {svc_id: string, ust: string, expires_in: integer > 0}', actual: res.status === 200 ? `200 but ${sessionProblem(res.json)}` : describeAnswer(res), exchange: res };
}

export function appOf(ctx: RunContext): App | null {
  return ctx.config.submission;
}
