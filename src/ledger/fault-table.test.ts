import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { parseFaultTable } from './fault-table.ts';

test("the faults section's rows: name, caught or not, the checks that failed (setup ones too)", () => {
  const table = [
    '# Fault table',
    '## Faults',
    '',
    '| Fault | Category | Verdict | Failing checks | Failing tests (first 3) | Selection | Profile |',
    '|---|---|---|---|---|---|---|',
    '| `write-not-persisted` | writes | caught | `write.read-back` | `write.read-back POST /V1/products` | quick: x\\|y | commerce 2.4.7 |',
    '| `token-not-bare-string` | tokens | caught | `token.json-body` (setup), `token.xml-body` | global setup | quick | commerce 2.4.7 |',
    '| `slipped` | writes | **MISSED** | none | none | quick | commerce 2.4.7 |',
    '## Category → check families',
    '| permissions | `perm`, `token` | ACL |',
  ].join('\n');
  const rows = parseFaultTable(table);
  assert.deepEqual([...rows.keys()], ['write-not-persisted', 'token-not-bare-string', 'slipped']);
  assert.deepEqual(rows.get('token-not-bare-string'), { name: 'token-not-bare-string', caught: true, checks: ['token.json-body', 'token.xml-body'] });
  assert.equal(rows.get('slipped')?.caught, false);
});
