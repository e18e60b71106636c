import assert from 'node:assert/strict';
import type { Canned } from '../testing/fake-context.ts';
import { runCases, type ControlSent, type FakeRunOptions } from '../testing/fake-run-context.ts';
import { PRIVATE_APP, submissionApi, type SubmissionApiOptions } from '../testing/submission-api.ts';
import { submissionExpiry } from './expiry.ts';
import { NOT_CONFIGURED } from './session.ts';

/** An embedded run: a private reference whose API and clock are `api`'s. */
function onPrivate(options: SubmissionApiOptions = {}, control?: (sent: ControlSent) => Canned): FakeRunOptions {
  const api = submissionApi(options);
  return { target: { embedded: true }, answer: api.answer, privateReference: { env: PRIVATE_APP, control: control ?? api.control } };
}

runCases(submissionExpiry, [
  {
    name: 'embedded: refused once the private reference\'s clock passed expires_in',
    fake: onPrivate(),
    want: { outcome: 'pass', note: 'refused after the clock passed expires_in (3600 s)' },
    then: (f) => {
      assert.deepEqual(f.controlled, [{ method: 'POST', path: '/clock/advance', body: { seconds: 3601 } }]);
      assert.ok(f.sent.every((s) => s.on === 'private'), 'the private instance\'s application, never the configured one');
    },
  },
  { name: 'embedded: still accepted after expires_in', fake: onPrivate({ neverExpires: true }), want: { outcome: 'fail', broken: 'a session token is still accepted after expires_in (3600 s)', expected: '401 (token invalid)', actual: '200 {"account_id":"2002"}' } },
  { name: 'embedded: the clock cannot be advanced', fake: onPrivate({}, () => ({ status: 404, json: {} })), want: { outcome: 'skip', reason: 'the reference clock could not be advanced (404)' } },
  { name: 'embedded: the fresh token does not read the profile', fake: { ...onPrivate(), answer: (sent) => (sent.method === 'GET' ? { status: 401, json: { error: 'invalid_token' } } : submissionApi().answer(sent)) }, want: { outcome: 'skip', reason: 'the fresh session token did not read the profile (401); submission.profile-read covers that' } },
  { name: 'embedded: no session from the private reference', fake: { ...onPrivate(), answer: { status: 500, json: { error: 'down' } } }, want: { outcome: 'fail', broken: 'no session token from the private reference', expected: '200 {svc_id: string, ust: string, expires_in: integer > 0}', actual: '500 error "down"' } },
  { name: 'embedded: no private reference', fake: { target: { embedded: true } }, want: { outcome: 'skip', reason: 'no private reference instance' } },
  { name: 'a real API with a short lifetime: watched until refused', fake: { answer: submissionApi({ expiresIn: 10 }).answer }, clock: 'fast', want: { outcome: 'pass', note: /^refused 1\d{4} ms after issue$/ } },
  { name: 'a real API that never lets a token expire', fake: { answer: submissionApi({ expiresIn: 10, neverExpires: true }).answer }, clock: 'fast', want: { outcome: 'fail', broken: 'a session token is still accepted after expires_in (10 s)', expected: '401 (token invalid)', actual: '200 {"account_id":"1001"}' } },
  { name: 'a real API with a long lifetime: not waited for', fake: { answer: submissionApi().answer }, want: { outcome: 'skip', reason: 'expires_in is 3600 s: longer than the suite waits (30 s)' } },
  { name: 'a real API that issues no session', fake: { answer: { status: 401, json: { error: 'invalid_client' } } }, want: { outcome: 'fail', broken: 'no session token', expected: '200 {svc_id: string, ust: string, expires_in: integer > 0}', actual: '401 error "invalid_client"' } },
  { name: 'the API is not configured', fake: { config: (c) => ({ ...c, submission: null }) }, want: { outcome: 'skip', reason: NOT_CONFIGURED } },
]);
