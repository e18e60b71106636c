import assert from 'node:assert/strict';
import { runCases, type RunSent } from '../testing/fake-run-context.ts';
import { submissionApi } from '../testing/submission-api.ts';
import { submissionProfileRead } from './profile-read.ts';
import { NOT_CONFIGURED } from './session.ts';

/** The API, except that a profile read without the issued token gets `answer`. */
const servesProfile = (when: (sent: RunSent) => boolean) => {
  const api = submissionApi();
  return (sent: RunSent) => (sent.method === 'GET' && when(sent) ? { status: 200, json: { account_id: '1001' } } : api.answer(sent));
};

runCases(submissionProfileRead, [
  {
    name: 'the profile is read with the session token and refused without one',
    fake: { answer: submissionApi().answer },
    want: { outcome: 'pass' },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'GET').map((s) => [s.path, s.token]), [['/rest/v1/users/1001', 'ust-1'], ['/rest/v1/users/1001', null], ['/rest/v1/users/1001', 'cctrun00000not0a0session0token']]),
  },
  { name: 'the profile is served without a token', fake: { answer: servesProfile((s) => s.token === null) }, want: { outcome: 'fail', broken: 'the profile was served with no token', expected: '401 (or 403)', actual: '200 {"account_id":"1001"}' } },
  { name: 'the profile is served with an unknown token', fake: { answer: servesProfile((s) => s.token !== null && s.token !== 'ust-1') }, want: { outcome: 'fail', broken: 'the profile was served with an unknown token', expected: '401 (or 403)', actual: '200 {"account_id":"1001"}' } },
  { name: 'the fresh token does not read the profile', fake: { answer: (sent) => (sent.method === 'GET' ? { status: 403, json: { error: 'forbidden' } } : submissionApi().answer(sent)) }, want: { outcome: 'fail', broken: 'the profile read with a fresh session token failed', expected: '200 (a user profile)', actual: '403 error "forbidden"' } },
  { name: 'no session token to read with', fake: { answer: { status: 401, json: { error: 'invalid_client' } } }, want: { outcome: 'fail', broken: 'no session token to read the profile with', expected: '200 {svc_id: string, ust: string, expires_in: integer > 0}', actual: '401 error "invalid_client"' } },
  { name: 'the API is not configured', fake: { config: (c) => ({ ...c, submission: null }) }, want: { outcome: 'skip', reason: NOT_CONFIGURED } },
]);
