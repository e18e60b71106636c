// The developer-submission API (early-adopter program), a separate service from the store's web API:
//   POST /rest/v1/app/session/token   HTTP Basic APP_ID:APP_SECRET, JSON {grant_type: "session"}
//        → 200 {svc_id, ust, expires_in}; extra body fields are ignored; several session tokens stay valid at once.
//   GET  /rest/v1/users/<account_id>  Authorization: Bearer <ust> → 200 the account's user profile.
// Choices where the seed says nothing (documented for the suite):
//   - grant_type other than "session" (or missing) → 400 {"error":"unsupported_grant_type","error_description":...}
//     (OAuth 2.0, RFC 6749 §5.2); a body that is not a JSON object → 400 {"error":"invalid_request",...}.
//   - missing or wrong Basic credentials → 401 {"error":"invalid_client",...} with WWW-Authenticate: Basic.
//   - missing, unknown or expired ust → 401 {"error":"invalid_token",...} with WWW-Authenticate: Bearer.
//   - another account id → 403 {"error":"forbidden",...}: the session belongs to one account.
//   - the profile: {id, email, first_name, last_name, company} of the account tied to the application.
//   - other paths → 404 {"error":"not_found"}; other methods on a known path → 405 with Allow.
// Faults: submission-wrong-grant-accepted (any grant_type gets a token), submission-expired-ust-accepted (expiry
// not checked on the profile read).

import { randomBytes } from 'node:crypto';
import type { ApiResponse } from '../types.ts';

export interface SubmissionOptions {
  appId: string;
  appSecret: string;
  accountId: string;
  tokenLifetimeS: number;
  faults: ReadonlySet<string>;
  now(): Date;
}

export interface SubmissionRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  rawBody: string;
}

export type SubmissionHandler = (req: SubmissionRequest) => ApiResponse;

export const SUBMISSION_FAULTS = ['submission-wrong-grant-accepted', 'submission-expired-ust-accepted'] as const;

const TOKEN_PATH = '/rest/v1/app/session/token';
const USERS_PREFIX = '/rest/v1/users/';

interface Session {
  expiresAtMs: number;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse {
  return { status, body, headers: { 'Cache-Control': 'no-store', ...headers } };
}

function oauthError(status: number, error: string, description: string, headers: Record<string, string> = {}): ApiResponse {
  return json(status, { error, error_description: description }, headers);
}

/** "Basic base64(id:secret)" → [id, secret], or null when the header is absent or malformed. */
export function parseBasic(header: string | undefined): [string, string] | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (match?.[1] === undefined) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

function parseJsonObject(rawBody: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(rawBody);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A stable svc_id for the account (the field carries the account the application belongs to). */
function svcIdOf(accountId: string): string {
  return `svc-${accountId}`;
}

export function createSubmissionApi(options: SubmissionOptions): SubmissionHandler {
  if (options.appId === '' || options.appSecret === '' || options.accountId === '') throw new Error('createSubmissionApi: appId, appSecret and accountId must be non-empty');
  if (!Number.isInteger(options.tokenLifetimeS) || options.tokenLifetimeS <= 0) throw new Error(`createSubmissionApi: tokenLifetimeS must be a positive integer, got ${options.tokenLifetimeS}`);
  const sessions = new Map<string, Session>();

  function issueToken(req: SubmissionRequest): ApiResponse {
    const credentials = parseBasic(req.headers.authorization);
    if (credentials === null || credentials[0] !== options.appId || credentials[1] !== options.appSecret) {
      return oauthError(401, 'invalid_client', 'Client authentication failed: send HTTP Basic APP_ID:APP_SECRET.', { 'WWW-Authenticate': 'Basic realm="submission"' });
    }
    const body = parseJsonObject(req.rawBody);
    if (body === null) return oauthError(400, 'invalid_request', 'The body must be a JSON object with grant_type "session".');
    const grantType = body.grant_type;
    if (grantType !== 'session' && !options.faults.has('submission-wrong-grant-accepted')) {
      return oauthError(400, 'unsupported_grant_type', `grant_type must be "session", got ${JSON.stringify(grantType ?? null)}.`);
    }
    const ust = randomBytes(24).toString('base64url');
    sessions.set(ust, { expiresAtMs: options.now().getTime() + options.tokenLifetimeS * 1000 });
    return json(200, { svc_id: svcIdOf(options.accountId), ust, expires_in: options.tokenLifetimeS });
  }

  function readUser(req: SubmissionRequest, accountId: string): ApiResponse {
    const ust = bearerOf(req.headers.authorization);
    const session = ust === null ? undefined : sessions.get(ust);
    const invalid = { 'WWW-Authenticate': 'Bearer realm="submission", error="invalid_token"' };
    if (session === undefined) return oauthError(401, 'invalid_token', 'A valid session token (ust) is required as the Bearer credential.', invalid);
    const expired = options.now().getTime() >= session.expiresAtMs;
    if (expired && !options.faults.has('submission-expired-ust-accepted')) {
      if (ust !== null) sessions.delete(ust);
      return oauthError(401, 'invalid_token', 'The session token has expired; request a new one.', invalid);
    }
    if (accountId !== options.accountId) return json(403, { error: 'forbidden', error_description: 'The session token does not grant access to this account.' });
    return json(200, { id: options.accountId, email: `developer+${options.accountId}@example.com`, first_name: 'Reference', last_name: 'Developer', company: 'Reference Extensions Ltd.' });
  }

  return (req) => {
    const path = req.path.split('?')[0] ?? '';
    const method = req.method.toUpperCase();
    if (path === TOKEN_PATH) return method === 'POST' ? issueToken(req) : json(405, { error: 'method_not_allowed' }, { Allow: 'POST' });
    if (path.startsWith(USERS_PREFIX) && path.length > USERS_PREFIX.length && !path.slice(USERS_PREFIX.length).includes('/')) {
      if (method !== 'GET') return json(405, { error: 'method_not_allowed' }, { Allow: 'GET' });
      const accountId = safeDecode(path.slice(USERS_PREFIX.length));
      if (accountId === null) return json(404, { error: 'not_found', error_description: 'Malformed account id.' });
      return readUser(req, accountId);
    }
    return json(404, { error: 'not_found', error_description: `No submission route for ${method} ${path}.` });
  };
}
