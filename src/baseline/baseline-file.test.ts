// Reading a baseline file: the schema's rules and the ones a schema cannot say, each problem at its file:line:col with
// one sentence; and the file the schema describes is the one editors are pointed at.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import Ajv from 'ajv';
import { formatContractError } from '../contracts/compile.ts';
import { BASELINE_FORMAT, BASELINE_SCHEMA_FILE, isDate, parseBaseline, readBaselineFile } from './baseline-file.ts';

const GOOD = `# yaml-language-server: $schema=./contracts/baseline.schema.json
format: ${BASELINE_FORMAT}
waivers:
  - check: perm.guest-refused
    route: "GET /V1/store/storeViews"
    broken: "guest reached Magento_Backend::store"
    seen: { date: "2026-11-24", edition: commerce, release: "2.4.6-p8", schema: null }
    reason: "staging's store extension opens it (ticket OPS-12)"
    until: 2.4.8
  - check: schema.response-valid
    route: GET /V1/products
    broken: the GET /V1/products answer breaks its schema in 2 place(s)
    reason:
    until: 2026-12-31
`;

/** The one line a problem prints as. */
function problemsOf(text: string): string[] {
  const read = parseBaseline('b.yaml', text);
  assert.equal(read.ok, false, 'the file is refused');
  return read.ok ? [] : read.problems.map(formatContractError);
}

test('a baseline is read waiver by waiver, with the line each is written on', () => {
  const read = parseBaseline('b.yaml', GOOD);
  assert.ok(read.ok, JSON.stringify(!read.ok && read.problems));
  const [first, second] = read.baseline.waivers;
  assert.deepEqual(first, {
    check: 'perm.guest-refused', route: 'GET /V1/store/storeViews', broken: 'guest reached Magento_Backend::store',
    seen: { date: '2026-11-24', edition: 'commerce', release: '2.4.6-p8', schema: null },
    reason: "staging's store extension opens it (ticket OPS-12)", until: '2.4.8', line: 4,
  });
  assert.deepEqual([second?.seen, second?.reason, second?.until, second?.line], [null, null, '2026-12-31', 10], 'no seen, an empty reason, a date');
  assert.ok(parseBaseline('b.yaml', `format: ${BASELINE_FORMAT}\nwaivers: []\n`).ok, 'nothing waived');
});

test('not YAML: one problem at the line that breaks, saying it is not a baseline', () => {
  assert.deepEqual(problemsOf(`format: ${BASELINE_FORMAT}\nwaivers:\n  - check: "perm.guest-refused\n`).slice(0, 1).map((p) => p.replace(/: Missing closing.*?  \(/, ': …  (')), ['b.yaml:4:1  not a baseline: malformed YAML: …  (check indentation, quotes and colons on this line)']);
  assert.deepEqual(problemsOf('just a sentence\n'), ['b.yaml:1:1  not a baseline: the file is not a mapping with format: and waivers:  (write one with commerce-contracts baseline write <run dir>)']);
  assert.deepEqual(problemsOf(''), ['b.yaml:1:1  not a baseline: the file is not a mapping with format: and waivers:  (write one with commerce-contracts baseline write <run dir>)']);
});

test('a date that is not a date: the form, and a day that does not exist', () => {
  assert.deepEqual(problemsOf(GOOD.replace('until: 2026-12-31', 'until: next week')), ['b.yaml:14:12  waivers[1].until "next week" is neither a release nor a date  (until is a release such as 2.4.8 or a date YYYY-MM-DD)']);
  assert.deepEqual(problemsOf(GOOD.replace('until: 2026-12-31', 'until: 2026-02-30')), ['b.yaml:14:12  until "2026-02-30" is not a date: no such day  (a date is YYYY-MM-DD, a day that exists; or give a release such as 2.4.8)']);
  assert.deepEqual(problemsOf(GOOD.replace('date: "2026-11-24"', 'date: "24.11.2026"')), ['b.yaml:7:19  waivers[0].seen.date "24.11.2026" is not a date  (a date is YYYY-MM-DD)']);
  assert.deepEqual(problemsOf(GOOD.replace('date: "2026-11-24"', 'date: "2026-13-01"')), ['b.yaml:7:19  seen.date "2026-13-01" is not a date: no such day  (a date is YYYY-MM-DD, a day that exists)']);
  assert.equal(isDate('2028-02-29'), true, 'a leap day');
  assert.equal(isDate('2027-02-29'), false);
});

test('the schema\'s other rules, in words', () => {
  assert.deepEqual(problemsOf(GOOD.replace('until: 2.4.8', 'until: 2.5')), ['b.yaml:9:12  waivers[0].until must be string, got 2.5  (quote it: "2.5")']);
  assert.deepEqual(problemsOf(GOOD.replace('check: perm.guest-refused', 'check: Perm guest refused')), ['b.yaml:4:12  waivers[0].check "Perm guest refused" is not a check id  (check ids look like perm.guest-refused (docs/checks.md))']);
  assert.deepEqual(problemsOf(GOOD.replace('    reason:\n', '    reasons: none\n')), ["b.yaml:13:5  unknown key 'reasons' in waivers[1]  (allowed here: check, route, broken, seen, reason, until)"]);
  assert.deepEqual(problemsOf(GOOD.replace('    broken: the GET /V1/products answer breaks its schema in 2 place(s)\n', '')), ["b.yaml:10:5  waivers[1] has no 'broken'  (add broken: the failure's class, the verdict's broken sentence)"]);
  assert.deepEqual(problemsOf(GOOD.replace(BASELINE_FORMAT, 'commerce-conformance/baseline@0')), ['b.yaml:2:9  format "commerce-conformance/baseline@0" is not this format  (format: commerce-conformance/baseline@1)']);
  assert.deepEqual(problemsOf(GOOD.replace('edition: commerce', 'edition: enterprise')), ['b.yaml:7:42  waivers[0].seen.edition "enterprise" is not an edition  (open-source or commerce)']);
});

test('one waiver per check and subject', () => {
  const twice = `${GOOD}  - check: perm.guest-refused\n    route: "GET /V1/store/storeViews"\n    broken: another sentence\n`;
  assert.deepEqual(problemsOf(twice), ['b.yaml:15:5  a second waiver of perm.guest-refused on GET /V1/store/storeViews (the first is at line 4)  (one waiver per check and subject: keep one)']);
});

test('a file that is not there is one problem naming it', () => {
  const read = readBaselineFile('/nonexistent/conformance-baseline.yaml');
  assert.ok(!read.ok);
  assert.deepEqual(read.problems.map(formatContractError), ['/nonexistent/conformance-baseline.yaml:1:1  baseline file no such file  (write one with commerce-contracts baseline write <run dir>)']);
});

test('the schema is a valid JSON Schema (draft-07) that editors can complete from', () => {
  const schema = JSON.parse(readFileSync(BASELINE_SCHEMA_FILE, 'utf8')) as object;
  const ajv = new Ajv({ strict: false });
  assert.equal(ajv.validateSchema(schema), true, JSON.stringify(ajv.errors));
  const waiver = (schema as { definitions: { waiver: { properties: Record<string, { description?: string }> } } }).definitions.waiver;
  for (const [key, property] of Object.entries(waiver.properties)) if (key !== 'seen') assert.ok(property.description, `${key} has a description for completion`);
});
