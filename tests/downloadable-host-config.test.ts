// COMMERCE_DOWNLOADABLE_HOST (src/config/target-config.ts): a bare host name, lower-cased; anything else (a URL, a
// port, an IP address, which env.php's downloadable_domains never accepts) stops the run naming the variable.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { loadTargetConfig } from '../src/config/target-config.ts';

const target = { COMMERCE_BASE_URL: 'http://127.0.0.1:8080', COMMERCE_ADMIN_USERNAME: 'a', COMMERCE_ADMIN_PASSWORD: 'p' };

test('COMMERCE_DOWNLOADABLE_HOST: unset is null; a host name is taken as it is, lower-cased', () => {
  const unset = loadTargetConfig(target);
  assert.ok(unset.ok && unset.config.downloadableHost === null);
  const set = loadTargetConfig({ ...target, COMMERCE_DOWNLOADABLE_HOST: 'Downloads.Example.com' });
  assert.ok(set.ok && set.config.downloadableHost === 'downloads.example.com');
});

test('COMMERCE_DOWNLOADABLE_HOST: a URL, a port, an IP address or a single label stops the run, naming the variable', () => {
  for (const bad of ['https://downloads.example.com', 'downloads.example.com:8080', '127.0.0.1', 'localhost', 'downloads.example.com/x']) {
    const loaded = loadTargetConfig({ ...target, COMMERCE_DOWNLOADABLE_HOST: bad });
    assert.equal(loaded.ok, false, bad);
    if (!loaded.ok) assert.ok(loaded.problems.some((p) => p.variable === 'COMMERCE_DOWNLOADABLE_HOST' && p.message.includes(bad)), bad);
  }
});
