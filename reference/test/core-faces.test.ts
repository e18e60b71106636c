// The non-REST faces as the core serves them with the real parts: the developer-submission API under
// submission_base_url (session token, then the profile read with it) and the /swagger page.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningReference } from '../lib/server.ts';
import { call, startReal } from './helpers.ts';

describe('faces served beside /rest', () => {
  let ref: RunningReference;
  before(async () => {
    ref = await startReal();
  });
  after(() => ref.close());

  test('submission API: HTTP Basic app credentials → session token → profile read with the ust', async () => {
    const { appId, appSecret, accountId } = ref.app.accounts.submission;
    const basic = `Basic ${Buffer.from(`${appId}:${appSecret}`).toString('base64')}`;
    const session = await call(ref.submissionBaseUrl, 'POST', '/rest/v1/app/session/token', { headers: { Authorization: basic }, body: { grant_type: 'session' } });
    assert.equal(session.status, 200);
    const record = session.json as { svc_id: string; ust: string; expires_in: number };
    assert.equal(typeof record.ust, 'string');
    assert.ok(record.expires_in > 0);
    const profile = await call(ref.submissionBaseUrl, 'GET', `/rest/v1/users/${accountId}`, { headers: { Authorization: `Bearer ${record.ust}` } });
    assert.equal(profile.status, 200);
    const refused = await call(ref.submissionBaseUrl, 'GET', `/rest/v1/users/${accountId}`);
    assert.notEqual(refused.status, 200);
  });

  test('the submission API is not reachable under /rest', async () => {
    assert.equal((await call(ref.baseUrl, 'POST', '/rest/v1/app/session/token', { body: { grant_type: 'session' } })).status, 400);
  });

  test('/swagger answers an HTML page for the store asked for', async () => {
    const page = await call(ref.baseUrl, 'GET', '/swagger?store=default');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(page.text, /<html/i);
    assert.match(page.text, /default/);
  });
});
