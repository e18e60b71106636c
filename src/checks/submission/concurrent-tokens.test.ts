import assert from 'node:assert/strict';
import { runCases } from '../testing/fake-run-context.ts';
import { submissionApi } from '../testing/submission-api.ts';
import { submissionConcurrentTokens } from './concurrent-tokens.ts';
import { NOT_CONFIGURED } from './session.ts';

const SESSION_EXPECTED = '200 {svc_id: string, ust: string, expires_in: integer > 0}';

runCases(submissionConcurrentTokens, [
  { name: 'two session tokens, both valid', fake: { answer: submissionApi().answer }, want: { outcome: 'pass' }, then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'GET').map((s) => s.token), ['ust-1', 'ust-2']) },
  { name: 'a second token voids the first', fake: { answer: submissionApi({ oneSessionAtATime: true }).answer }, want: { outcome: 'fail', broken: 'the first of two session tokens is not valid', expected: '200 on the profile read with either token', actual: '401 error "invalid_token"' } },
  { name: 'the same token twice', fake: { answer: { status: 200, json: { svc_id: 'svc', ust: 'ust-1', expires_in: 3600 } } }, want: { outcome: 'fail', broken: 'the two requests answered the same session token', expected: 'two different ust values', actual: 'identical ust', exchange: false } },
  { name: 'the first token is not issued', fake: { answer: (sent, i) => (i === 0 ? { status: 503, json: { error: 'busy' } } : submissionApi().answer(sent)) }, want: { outcome: 'fail', broken: 'the first session token was not issued', expected: SESSION_EXPECTED, actual: '503 error "busy"' } },
  { name: 'the second token is not issued', fake: { answer: (sent, i) => (i === 1 ? { status: 429, json: { error: 'too_many_sessions' } } : submissionApi().answer(sent)) }, want: { outcome: 'fail', broken: 'the second session token was not issued', expected: SESSION_EXPECTED, actual: '429 error "too_many_sessions"' } },
  { name: 'the API is not configured', fake: { config: (c) => ({ ...c, submission: null }) }, want: { outcome: 'skip', reason: NOT_CONFIGURED } },
]);
