// The developer-submission API: session tokens over HTTP Basic, the profile read with the ust, expiry, several
// tokens at once, errors, and its two faults.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSubmissionApi, parseBasic, type SubmissionHandler } from '../lib/submission/index.ts';

const APP_ID = 'app-123';
const APP_SECRET = 's3cret:with:colons';
const ACCOUNT = 'acct-42';

function api(faults: string[] = []): { handle: SubmissionHandler; clock: { ms: number } } {
  const clock = { ms: Date.parse('2026-01-01T00:00:00Z') };
  const handle = createSubmissionApi({ appId: APP_ID, appSecret: APP_SECRET, accountId: ACCOUNT, tokenLifetimeS: 3600, faults: new Set(faults), now: () => new Date(clock.ms) });
  return { handle, clock };
}

function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

function requestToken(handle: SubmissionHandler, body: unknown, authorization = basic(APP_ID, APP_SECRET)) {
  return handle({ method: 'POST', path: '/rest/v1/app/session/token', headers: { authorization, 'content-type': 'application/json' }, rawBody: typeof body === 'string' ? body : JSON.stringify(body) });
}

function ustOf(response: { body: unknown }): string {
  const ust = (response.body as { ust?: unknown }).ust;
  assert.equal(typeof ust, 'string');
  return ust as string;
}

function readUser(handle: SubmissionHandler, ust: string | null, account = ACCOUNT) {
  return handle({ method: 'GET', path: `/rest/v1/users/${account}`, headers: ust === null ? {} : { authorization: `Bearer ${ust}` }, rawBody: '' });
}

test('grant_type session with the right Basic credentials issues a session token', () => {
  const { handle } = api();
  const response = requestToken(handle, { grant_type: 'session', extra: 'ignored' });
  assert.equal(response.status, 200);
  const body = response.body as Record<string, unknown>;
  assert.deepEqual(Object.keys(body).sort(), ['expires_in', 'svc_id', 'ust']);
  assert.equal(typeof body.svc_id, 'string');
  assert.equal(body.expires_in, 3600);
  assert.ok(Number.isInteger(body.expires_in));
});

test('other grant types are refused with an OAuth-style 400', () => {
  const { handle } = api();
  for (const body of [{ grant_type: 'client_credentials' }, {}, { grant_type: null }]) {
    const response = requestToken(handle, body);
    assert.equal(response.status, 400, JSON.stringify(body));
    assert.equal((response.body as { error: string }).error, 'unsupported_grant_type');
  }
  const notJson = requestToken(handle, 'grant_type=session');
  assert.equal(notJson.status, 400);
  assert.equal((notJson.body as { error: string }).error, 'invalid_request');
});

test('missing or wrong Basic credentials give 401', () => {
  const { handle } = api();
  for (const authorization of ['', basic(APP_ID, 'wrong'), basic('other', APP_SECRET), 'Bearer abc', 'Basic !!!']) {
    const response = requestToken(handle, { grant_type: 'session' }, authorization);
    assert.equal(response.status, 401, authorization);
    assert.equal((response.body as { error: string }).error, 'invalid_client');
    assert.match(response.headers?.['WWW-Authenticate'] ?? '', /^Basic/);
  }
});

test('the ust reads the account profile; no, bad or foreign tokens do not', () => {
  const { handle } = api();
  const ust = ustOf(requestToken(handle, { grant_type: 'session' }));
  const profile = readUser(handle, ust);
  assert.equal(profile.status, 200);
  assert.deepEqual(Object.keys(profile.body as object).sort(), ['company', 'email', 'first_name', 'id', 'last_name']);
  assert.equal((profile.body as { id: string }).id, ACCOUNT);
  assert.equal(readUser(handle, null).status, 401);
  assert.equal(readUser(handle, 'not-a-token').status, 401);
  assert.equal(readUser(handle, ust, 'acct-99').status, 403);
});

test('several session tokens are valid at once', () => {
  const { handle } = api();
  const first = ustOf(requestToken(handle, { grant_type: 'session' }));
  const second = ustOf(requestToken(handle, { grant_type: 'session' }));
  assert.notEqual(first, second);
  assert.equal(readUser(handle, first).status, 200);
  assert.equal(readUser(handle, second).status, 200);
});

test('a session token expires after expires_in seconds', () => {
  const { handle, clock } = api();
  const ust = ustOf(requestToken(handle, { grant_type: 'session' }));
  clock.ms += 3599_000;
  assert.equal(readUser(handle, ust).status, 200);
  clock.ms += 1000;
  const expired = readUser(handle, ust);
  assert.equal(expired.status, 401);
  assert.equal((expired.body as { error: string }).error, 'invalid_token');
});

test('other paths are 404, other methods 405', () => {
  const { handle } = api();
  assert.equal(handle({ method: 'GET', path: '/rest/v1/nothing', headers: {}, rawBody: '' }).status, 404);
  assert.equal(handle({ method: 'GET', path: '/rest/v1/users/%E0%A4%A', headers: {}, rawBody: '' }).status, 404);
  assert.equal(handle({ method: 'GET', path: '/rest/v1/app/session/token', headers: {}, rawBody: '' }).status, 405);
  assert.equal(handle({ method: 'DELETE', path: `/rest/v1/users/${ACCOUNT}`, headers: {}, rawBody: '' }).status, 405);
});

test('fault submission-wrong-grant-accepted issues tokens for any grant_type', () => {
  const { handle } = api(['submission-wrong-grant-accepted']);
  assert.equal(requestToken(handle, { grant_type: 'client_credentials' }).status, 200);
});

test('fault submission-expired-ust-accepted lets expired tokens read the profile', () => {
  const { handle, clock } = api(['submission-expired-ust-accepted']);
  const ust = ustOf(requestToken(handle, { grant_type: 'session' }));
  clock.ms += 7200_000;
  assert.equal(readUser(handle, ust).status, 200);
});

test('Basic parsing keeps colons in the secret and refuses malformed headers', () => {
  assert.deepEqual(parseBasic(basic('a', 'b:c')), ['a', 'b:c']);
  assert.equal(parseBasic(undefined), null);
  assert.equal(parseBasic(`Basic ${Buffer.from('nocolon').toString('base64')}`), null);
});

test('bad options are refused with a clear error', () => {
  assert.throws(() => createSubmissionApi({ appId: '', appSecret: 'x', accountId: 'y', tokenLifetimeS: 10, faults: new Set(), now: () => new Date() }), /non-empty/);
  assert.throws(() => createSubmissionApi({ appId: 'a', appSecret: 'x', accountId: 'y', tokenLifetimeS: 0, faults: new Set(), now: () => new Date() }), /positive integer/);
});
