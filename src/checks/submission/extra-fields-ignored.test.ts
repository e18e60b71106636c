import assert from 'node:assert/strict';
import { runCases } from '../testing/fake-run-context.ts';
import { submissionApi } from '../testing/submission-api.ts';
import { submissionExtraFieldsIgnored } from './extra-fields-ignored.ts';
import { NOT_CONFIGURED } from './session.ts';

const api = submissionApi();

runCases(submissionExtraFieldsIgnored, [
  { name: 'extra fields are ignored', fake: { answer: api.answer }, want: { outcome: 'pass' }, then: (f) => assert.deepEqual(Object.keys(f.sent[0]?.body as object), ['grant_type', 'scope', 'client_note', 'nested']) },
  {
    name: 'extra fields make the route refuse',
    fake: { answer: (sent) => (Object.keys(sent.body as object).length > 1 ? { status: 400, json: { error: 'invalid_request', message: 'Unknown field scope' } } : api.answer(sent)) },
    want: { outcome: 'fail', broken: 'extra body fields made the session route refuse', expected: '200 {svc_id: string, ust: string, expires_in: integer > 0}', actual: '400 error "invalid_request" "Unknown field scope"' },
  },
  { name: 'the API is not configured', fake: { config: (c) => ({ ...c, submission: null }) }, want: { outcome: 'skip', reason: NOT_CONFIGURED } },
]);
