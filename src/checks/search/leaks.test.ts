// SQL and stack traces in an answer: found in error bodies and beside a list, never in the items (the merchant's data).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { leakIn, leakOf } from './leaks.ts';

test('the SQL a developer-mode error quotes, and its trace', () => {
  assert.equal(leakIn('{"message":"SQLSTATE[42S22]: Column not found: 1054 Unknown column \'x\' in \'where clause\'"}')?.what, 'SQL');
  assert.equal(leakIn('{"message":"Boom","trace":"#0 /var/www/html/vendor/magento/framework/App/Http.php(116): x"}')?.what, 'a stack trace');
  assert.equal(leakIn('{"message":"Internal Error. Details are available in Magento log file. Report ID: webapi-6b0841a2a3674"}'), null, 'the masked error says nothing');
  assert.equal(leakIn('{"message":"The \\"%1\\" attribute name is invalid. Reset the name and try again.","parameters":["x"]}'), null);
  assert.equal(leakIn('{"items":[{"content":"<p>Select your size from the list</p>"}]}'), null, 'words of a CMS page are no SQL');
});

test('a successful list: its items are data (a failed operation stores its exception), what sits beside them is judged', () => {
  const stored = { items: [{ result_message: "SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry 'x'" }], total_count: 1 };
  assert.equal(leakOf({ status: 200, json: stored, bodyText: JSON.stringify(stored) }), null);
  const beside = { items: [], trace: '#0 /var/www/html/vendor/a.php(1): x' };
  assert.equal(leakOf({ status: 200, json: beside, bodyText: JSON.stringify(beside) })?.what, 'a stack trace');
  assert.equal(leakOf({ status: 500, json: stored, bodyText: JSON.stringify(stored) })?.what, 'SQL', 'an error body is read whole');
});
