// What the configuration alone says where tests are declared: writes count as denied only when every target denies
// them, and anything unreadable leaves the decision to run time (global setup reports it).

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { configuredFacts } from './configured.ts';

const dir = mkdtempSync(join(tmpdir(), 'cc-configured-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function targetsFile(name: string, writes: [string, string]): string {
  const file = join(dir, name);
  writeFileSync(file, `targets:\n  - name: a\n    env:\n      COMMERCE_BASE_URL: http://a.test\n      COMMERCE_WRITES: ${writes[0]}\n  - name: b\n    env:\n      COMMERCE_BASE_URL: http://b.test\n      COMMERCE_WRITES: ${writes[1]}\n`);
  return file;
}

test('one target: allow and full are the write levels (the default and any other value deny)', () => {
  assert.deepEqual(configuredFacts({}), { writes: 'deny' });
  assert.deepEqual(configuredFacts({ COMMERCE_WRITES: ' allow ' }), { writes: 'allow' });
  assert.deepEqual(configuredFacts({ COMMERCE_WRITES: 'full' }), { writes: 'full' });
  assert.deepEqual(configuredFacts({ COMMERCE_WRITES: 'yes' }), { writes: 'deny' });
});

test('targets.yaml: the highest level of any target; an unreadable file leaves it to run time', () => {
  assert.deepEqual(configuredFacts({ COMMERCE_TARGETS_FILE: targetsFile('deny.yaml', ['deny', 'deny']), COMMERCE_WRITES: 'allow' }), { writes: 'deny' }, "the targets' own settings decide, not the runner's");
  assert.deepEqual(configuredFacts({ COMMERCE_TARGETS_FILE: targetsFile('mixed.yaml', ['deny', 'allow']) }), { writes: 'allow' });
  assert.deepEqual(configuredFacts({ COMMERCE_TARGETS_FILE: targetsFile('full.yaml', ['full', 'allow']) }), { writes: 'full' });
  assert.deepEqual(configuredFacts({ COMMERCE_TARGETS_FILE: join(dir, 'missing.yaml') }), { writes: 'full' });
});
