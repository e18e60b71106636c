// The reference as a remote target, every profile: global setup places it at the release it plays (as narrow as its
// published evidence allows), and the true release is always inside the span — a wrong guess is worse than a wide one.

import { strict as assert } from 'node:assert';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { intersect, isEmpty, spanOf } from '../src/contracts/release-span.ts';
import type { Fingerprint } from '../src/runtime/run-facts.ts';
import { setUpAgainst } from './helpers/global-setup-run.ts';
import { startReference } from './helpers/suite-runner.ts';

/** Profile → the span global setup must name (as narrow as the markers allow for that line). */
const PROFILES: Array<[string, string, string]> = [
  ['open-source', '2.2.10', 'after 2.2.7 – 2.2.x'],
  ['commerce', '2.2.10', 'after 2.2.7 – 2.2.x'],
  // MSI's ACL ids the security release 2.3.7-p4 narrowed are still the old ones: at most 2.3.7-p3.
  ['open-source', '2.3.7', '2.3.5 – 2.3.7-p3'],
  ['commerce', '2.3.7', '2.3.5 – 2.3.7-p3'],
  ['open-source', '2.4.6', '2.4.6, some patch level'],
  ['commerce', '2.4.6', '2.4.6, some patch level'],
  ['open-source', '2.4.7', '2.4.7, some patch level'],
  ['commerce', '2.4.7', '2.4.7, some patch level'],
  ['open-source', '2.4.8', '2.4.8, some patch level'],
  ['commerce', '2.4.8', '2.4.8, some patch level'],
];

async function fingerprintOf(baseUrl: string): Promise<Fingerprint> {
  return setUpAgainst(baseUrl, mkdtempSync(join(tmpdir(), 'cc-place-')));
}

for (const [edition, release, expected] of PROFILES) {
  test(`the reference playing ${edition} ${release} is placed at ${expected}`, { timeout: 60_000 }, async () => {
    const reference = await startReference(['--edition', edition, '--release', release]);
    try {
      const fp = await fingerprintOf(reference.baseUrl);
      assert.equal(fp.edition, edition);
      assert.equal(fp.releaseFrom, 'detected');
      assert.ok(!isEmpty(intersect(fp.releaseSpan, spanOf(release))), `${release} is inside ${fp.releaseName}`);
      assert.equal(fp.releaseName, expected, JSON.stringify(fp.releaseEvidence.map((e) => `${e.seen} → ${e.allows}`), null, 1) + JSON.stringify(fp.releaseEvidenceIgnored, null, 1));
      assert.deepEqual(fp.releaseEvidenceIgnored, [], 'nothing the reference publishes contradicts its release');
    } finally {
      await reference.stop();
    }
  });
}
