import assert from 'node:assert/strict';
import { runCases } from '../testing/fake-run-context.ts';
import { submissionApi } from '../testing/submission-api.ts';
import { NOT_CONFIGURED } from './session.ts';
import { submissionSessionToken } from './session-token.ts';

const EXPECTED = '200 {svc_id: string, ust: string, expires_in: integer > 0}';

runCases(submissionSessionToken, [
  {
    name: 'a session token over HTTP Basic',
    fake: { answer: submissionApi().answer },
    want: { outcome: 'pass', note: 'expires_in 3600 s' },
    then: (f) => {
      assert.deepEqual(f.observed, [['expires_in', 3600]]);
      assert.deepEqual(f.secrets, [Buffer.from('app:app-secret-1').toString('base64'), 'app-secret-1', 'ust-1'], 'the credentials and the ust are scrubbed from reports');
      assert.deepEqual(f.sent.map((s) => [s.base, s.storeCode, s.body]), [['submission', null, { grant_type: 'session' }]]);
    },
  },
  { name: 'expires_in is a string', fake: { answer: { status: 200, json: { svc_id: 'svc', ust: 'u', expires_in: '3600' } } }, want: { outcome: 'fail', broken: 'the session route did not issue a session token', expected: EXPECTED, actual: '200 but expires_in is "3600" (not an integer > 0)' } },
  { name: 'no ust', fake: { answer: { status: 200, json: { svc_id: 'svc', expires_in: 3600 } } }, want: { outcome: 'fail', broken: 'the session route did not issue a session token', expected: EXPECTED, actual: '200 but ust missing' } },
  { name: 'not an object', fake: { answer: { status: 200, json: 'ust-1' } }, want: { outcome: 'fail', broken: 'the session route did not issue a session token', expected: EXPECTED, actual: '200 but not a JSON object' } },
  { name: 'the application is refused', fake: { answer: { status: 401, json: { error: 'invalid_client' } } }, want: { outcome: 'fail', broken: 'the session route did not issue a session token', expected: EXPECTED, actual: '401 error "invalid_client"' } },
  { name: 'the API is not configured', fake: { config: (c) => ({ ...c, submission: null }) }, want: { outcome: 'skip', reason: NOT_CONFIGURED }, then: (f) => assert.equal(f.sent.length, 0) },
]);
