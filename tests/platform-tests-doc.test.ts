// The ledger of the platform's REST tests (ledger/*.yaml): valid, true to the suite it speaks of (its checks, the
// compiled plan's routes, the faults and tests it says show a check failing), and docs/platform-tests.md generated
// from it and up to date.

import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { suiteFacts } from '../src/ledger/command.ts';
import { crossCheck } from '../src/ledger/cross-check.ts';
import { readLedgerDir } from '../src/ledger/ledger-dir.ts';
import { renderPlatformTestsPage } from '../src/ledger/page.ts';

const root = (rel: string) => fileURLToPath(new URL(`../${rel}`, import.meta.url));

test('ledger/*.yaml is valid and every check, route, fault and test it names is the suite\'s', () => {
  const read = readLedgerDir(root('ledger'));
  assert.ok(read.ok, read.ok ? '' : read.problems.map((p) => `${p.file}:${p.line} ${p.message}`).join('\n'));
  const facts = suiteFacts(root('contracts'), root('docs/fault-table.md'));
  const problems = crossCheck(read.ledger, { ...facts, fileExists: (path) => facts.fileExists(root(path)) });
  assert.deepEqual(problems.map((p) => `${p.file}:${p.line} ${p.message}`), []);
});

test('docs/platform-tests.md is generated from the ledger and up to date', () => {
  const read = readLedgerDir(root('ledger'));
  assert.ok(read.ok);
  assert.equal(readFileSync(root('docs/platform-tests.md'), 'utf8'), renderPlatformTestsPage(read.ledger), 'run: node bin/commerce-contracts.mjs ledger page');
});
