// GET /rest/<store>/schema publishes the release line as info.version ("2.4" on a 2.4.7-p3, as the real one
// answered: the platform's generator keeps major.minor of the product version), whatever the exact release.
// /__reference/health keeps naming the exact release.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readCorpus } from './corpus.ts';
import { adminToken, bearer, call, startEcho } from './helpers.ts';

describe('published schema version', () => {
  for (const [release, line] of [['2.4.7-p3', '2.4'], ['2.4.7', '2.4'], ['2.3.7', '2.3'], ['2.3', '2.3'], ['2.2.10', '2.2']] as const) {
    test(`${release} publishes info.version "${line}" on the schema and async schema endpoints`, async () => {
      const ref = await startEcho({ release });
      try {
        const guest = await call(ref.baseUrl, 'GET', '/rest/default/schema');
        assert.equal(guest.status, 200);
        assert.equal((guest.json as { info: { version: string } }).info.version, line);
        const admin = await adminToken(ref.baseUrl);
        const all = await call(ref.baseUrl, 'GET', '/rest/all/schema?services=all', { headers: bearer(admin) });
        assert.equal((all.json as { info: { version: string } }).info.version, line);
        if (ref.app.profile.features.async) {
          const asyncSchema = await call(ref.baseUrl, 'GET', '/rest/default/async/schema?services=all', { headers: bearer(admin) });
          assert.equal((asyncSchema.json as { info: { version: string } }).info.version, line);
        }
        const health = (await call(ref.baseUrl, 'GET', '/__reference/health')).json as { release: string };
        assert.equal(health.release, ref.app.profile.release, 'the health endpoint still names the exact release');
      } finally {
        await ref.close();
      }
    });
  }

  test('the real 2.4.7-p3 documents say "2.4"', () => {
    for (const file of ['schema-admin-all.json', 'schema-guest.json', 'schema-async.json']) {
      const document = readCorpus<{ info: { version: string } }>(`real-2.4.7-p3/${file}`);
      assert.equal(document.info.version, '2.4', file);
    }
  });
});
