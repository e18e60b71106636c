import assert from 'node:assert/strict';
import { runCases } from '../testing/fake-run-context.ts';
import { submissionApi } from '../testing/submission-api.ts';
import { NOT_CONFIGURED } from './session.ts';
import { submissionWrongGrant } from './wrong-grant.ts';

const SESSION = { status: 200, json: { svc_id: 'svc-1001', ust: 'ust-1', expires_in: 3600 } };

runCases(submissionWrongGrant, [
  { name: 'every other grant is refused', fake: { answer: submissionApi().answer }, want: { outcome: 'pass' }, then: (f) => assert.deepEqual(f.sent.map((s) => s.body), [{ grant_type: 'client_credentials' }, { grant_type: 'password' }, { grant_type: '' }]) },
  { name: 'any grant issues a session', fake: { answer: SESSION }, want: { outcome: 'fail', broken: 'grant_type "client_credentials" was accepted', expected: 'an error (4xx) and no ust', actual: '200 {"svc_id":"svc-1001","ust":"ust-1","expires_in":3600}' } },
  { name: 'an empty grant issues a session', fake: { answer: (sent) => ((sent.body as { grant_type: string }).grant_type === '' ? SESSION : { status: 400, json: { error: 'unsupported_grant_type' } }) }, want: { outcome: 'fail', broken: 'grant_type "" was accepted', expected: 'an error (4xx) and no ust', actual: '200 {"svc_id":"svc-1001","ust":"ust-1","expires_in":3600}' } },
  { name: 'an error that still carries a ust', fake: { answer: { status: 400, json: { error: 'unsupported_grant_type', ust: 'ust-9' } } }, want: { outcome: 'fail', broken: 'grant_type "client_credentials" was accepted', expected: 'an error (4xx) and no ust', actual: '400 error "unsupported_grant_type"' } },
  { name: 'the API is not configured', fake: { config: (c) => ({ ...c, submission: null }) }, want: { outcome: 'skip', reason: NOT_CONFIGURED } },
]);
