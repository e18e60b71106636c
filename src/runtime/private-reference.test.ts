// A private reference for one test: started from the repository root on a free port with its own flags, ready when
// it has printed its accounts, stopped at the end; a reference that cannot start is an error with its own words.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startPrivateReference } from './private-reference.ts';

test('starts on a free port, answers REST, prints its accounts, and is gone once stopped', async () => {
  const reference = await startPrivateReference({ edition: 'open-source', release: '2.4.7', faults: [], args: [] });
  try {
    assert.match(reference.baseUrl, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.ok('submission_account_id' in reference.info, 'ready only once the accounts are printed');
    const res = await fetch(`${reference.baseUrl}/rest/V1/directory/countries`);
    assert.equal(res.status, 200);
  } finally {
    await reference.stop();
  }
  await assert.rejects(fetch(`${reference.baseUrl}/rest/V1/directory/countries`));
});

test('a reference that cannot start says so with what it printed', async () => {
  await assert.rejects(startPrivateReference({ edition: 'no-such-edition', release: '2.4.7', faults: [], args: [] }), /the private reference exited \(\d+\): .*--edition must be one of/);
});
