import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ALL_CHECKS } from '../src/checks/catalog.ts';
import { renderCheckCatalog } from '../scripts/gen-check-docs.ts';

test('docs/checks.md is generated from the check modules and up to date', () => {
  assert.equal(readFileSync(new URL('../docs/checks.md', import.meta.url), 'utf8'), renderCheckCatalog(), 'run: node --import tsx scripts/gen-check-docs.ts');
});

test('check IDs are unique and shaped family.name', () => {
  const ids = ALL_CHECKS.map((c) => c.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const c of ALL_CHECKS) {
    assert.match(c.id, /^[a-z]+\.[a-z0-9-.]+$/);
    assert.ok(c.id.startsWith(`${c.family}.`), `${c.id} belongs to family ${c.family}`);
    assert.ok(c.rule.length > 20 && c.source.length > 5, `${c.id} has a rule and a source`);
  }
});
