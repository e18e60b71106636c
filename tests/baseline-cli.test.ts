// The baseline through the CLI entry point (src/cli.ts): `baseline write` and `lint --baseline` (or COMMERCE_BASELINE)
// answer bad input with one line and exit 2: a run folder without conformance.json, a baseline that is not YAML, an
// unknown check id, a date that is not a date. The messages themselves: src/baseline/command.test.ts.

import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cli, oneSentence } from './helpers/cli.ts';
import { BASELINE_FORMAT } from '../src/baseline/baseline-file.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'cc-baseline-cli-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function baseline(name: string, waivers: string): string {
  const file = join(tmp, name);
  writeFileSync(file, `format: ${BASELINE_FORMAT}\nwaivers:\n${waivers}`);
  return file;
}

test('baseline write from a run of the golden set, then lint it: the golden\'s captcha form is no subject of the plan', async () => {
  const out = join(tmp, 'golden.yaml');
  const written = await cli('baseline', 'write', join(repo, 'tests', 'golden', 'verdicts'), '--out', out);
  assert.equal(written.code, 0, written.err);
  assert.match(written.out, /^wrote .*golden\.yaml: 3 waiver\(s\) from .*: 3 new, 0 kept\n {2}1 test\(s\) ended without a verdict: not waivable/);
  assert.match(readFileSync(out, 'utf8'), /^# yaml-language-server: \$schema=.*contracts\/baseline\.schema\.json\n/);
  const linted = await cli('lint', '--baseline', out);
  assert.equal(linted.code, 2);
  assert.match(linted.out, /^ok: \d+ routes in \d+ files\n$/, 'the contracts are fine');
  assert.match(linted.err, /golden\.yaml:\d+:12 {2}'X-Captcha form "customer_create"' is not a subject of challenge\.captcha-required in the compiled plan/);
});

test('bad input: one line, exit 2', async () => {
  const cases: Array<[string, string[], RegExp]> = [
    ['a run folder without conformance.json', ['baseline', 'write', tmp], /no conformance\.json in this folder; is it a run folder\?/],
    ['a baseline that is not YAML', ['lint', '--baseline', baseline('not-yaml.yaml', '  - check: [\n')], /not-yaml\.yaml:\d+:\d+ {2}not a baseline: malformed YAML/],
    ['an unknown check id', ['lint', '--baseline', baseline('unknown.yaml', '  - check: perm.nobody-refused\n    route: GET /V1/products\n    broken: x\n')], /unknown\.yaml:3:12 {2}unknown check id 'perm\.nobody-refused'/],
    ['a date that is not a date', ['lint', '--baseline', baseline('date.yaml', '  - check: perm.guest-refused\n    route: GET /V1/store/storeViews\n    broken: x\n    until: 31.12.2026\n')], /date\.yaml:6:12 {2}waivers\[0\]\.until "31\.12\.2026" is neither a release nor a date/],
  ];
  for (const [name, argv, expected] of cases) {
    const r = await cli(...argv);
    assert.equal(r.code, 2, `${name}: exit 2`);
    // lint prints one line per problem, then the count: each case here has one problem.
    const problem = r.err.split('\n').filter((l) => !/^\d+ problem\(s\) in the baseline/.test(l)).join('\n');
    oneSentence(problem);
    assert.match(problem, expected, name);
  }
});

test('lint picks the baseline up from COMMERCE_BASELINE', async () => {
  const file = baseline('env.yaml', '  - check: perm.guest-refused\n    route: GET /V1/store/storeViews\n    broken: x\n    reason: an extension\n');
  process.env.COMMERCE_BASELINE = file;
  try {
    const r = await cli('lint');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, new RegExp(`ok: baseline ${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: 1 waiver\\(s\\)\\n$`));
  } finally {
    delete process.env.COMMERCE_BASELINE;
  }
});
