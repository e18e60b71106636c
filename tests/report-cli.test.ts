// The report commands through the CLI entry point: outputs written, and bad input answered with one sentence (exit 2,
// nothing on stdout, no stack), usage mistakes with exit 2 and the usage.

import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cli, oneSentence } from './helpers/cli.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const runs = join(repo, 'tests', 'fixtures', 'runs');
const tmp = mkdtempSync(join(tmpdir(), 'cc-report-cli-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

test('report diff writes JSON, Markdown and one HTML page', async () => {
  const out = join(tmp, 'diff');
  const r = await cli('report', 'diff', join(runs, 'oss-22'), join(runs, 'commerce-24', 'conformance.json'), '--out', out);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /oss-22 \(open-source 2\.2\.10\) vs commerce-24 \(commerce 2\.4\.7\): 8 routes, 5 differ/);
  assert.match(r.out, /published schema oss-22 → commerce-24: 4 breaking/);
  const json = JSON.parse(readFileSync(join(out, 'diff.json'), 'utf8')) as { format: string };
  assert.equal(json.format, 'commerce-conformance/diff@3');
  assert.match(readFileSync(join(out, 'diff.md'), 'utf8'), /^# Conformance difference report/);
  assert.match(readFileSync(join(out, 'diff.html'), 'utf8'), /^<!doctype html>/);
});

test('report diff: a missing run, a folder that is not a run, files that are not run files', async () => {
  const cases: Array<[string, RegExp]> = [
    [join(tmp, 'nowhere'), /nowhere: no such file or folder \(pass a run folder such as runs\/latest, or its conformance\.json\)/],
    [join(runs, 'bad'), /bad: no conformance\.json in this folder; is it a run folder\?/],
    [join(runs, 'bad', 'not-json.json'), /not-json\.json: not a run file: it is not JSON/],
    [join(runs, 'bad', 'wrong-format.json'), /wrong-format\.json: not a conformance run file: its format is "something-else@2", this version reads "commerce-conformance\/run@2"/],
    [join(runs, 'bad', 'bad-outcome.json'), /bad-outcome\.json: not a conformance run file: tests\[0\]\.outcome is "passed", expected pass, skip, fail, error/],
    // The format before verdict records: refused with what to do, never parsed as prose (docs/reports.md).
    [join(runs, 'bad', 'legacy-run1.json'), /legacy-run1\.json: written by an older version of the suite \(format "commerce-conformance\/run@1": failures as text, no verdict records\); this version reads "commerce-conformance\/run@2": run the suite again/],
    [join(runs, 'oss-22', 'published-schema.json'), /published-schema\.json: not a conformance run file: it has no "format"/],
  ];
  for (const [input, message] of cases) {
    const r = await cli('report', 'diff', join(runs, 'oss-22'), input, '--out', join(tmp, 'unused'));
    assert.equal(r.code, 2, input);
    assert.equal(r.out, '');
    assert.match(r.err, /^commerce-contracts report diff: /);
    assert.match(r.err, message);
    oneSentence(r.err);
  }
  assert.equal(existsSync(join(tmp, 'unused')), false, 'nothing written on bad input');
});

test('report: usage mistakes exit 2 with the usage', async () => {
  for (const argv of [['report'], ['report', 'diff'], ['report', 'nope'], ['report', 'diff', join(runs, 'oss-22'), '--out'], ['report', 'schema-diff', 'a.json'], ['report', 'coverage', '--bogus', 'x']]) {
    const r = await cli(...argv);
    assert.equal(r.code, 2, argv.join(' '));
    assert.match(r.out + r.err, /usage: commerce-contracts report <command>/);
  }
});

test('report schema-diff: Markdown, JSON, HTML file, --fail-on-breaking', async () => {
  const a = join(runs, 'oss-22', 'published-schema.json');
  const b = join(runs, 'commerce-24', 'published-schema.json');
  const md = await cli('report', 'schema-diff', a, b);
  assert.equal(md.code, 0, md.err);
  assert.match(md.out, /^# Schema diff/);
  assert.match(md.out, /## Breaking changes/);
  const html = join(tmp, 'schema.html');
  const json = await cli('report', 'schema-diff', a, b, '--json', '--html', html);
  assert.equal((JSON.parse(json.out) as { breaking: unknown[] }).breaking.length, 4);
  assert.match(readFileSync(html, 'utf8'), /^<!doctype html>/);
  assert.equal((await cli('report', 'schema-diff', a, b, '--fail-on-breaking')).code, 1);
  assert.equal((await cli('report', 'schema-diff', a, a, '--fail-on-breaking')).code, 0);
  const yaml = join(repo, 'tests', 'fixtures', 'schema', 'mini-openapi3.yaml');
  if (existsSync(yaml)) assert.equal((await cli('report', 'schema-diff', join(repo, 'tests', 'fixtures', 'schema', 'mini-swagger.json'), yaml)).code, 0, 'Swagger 2.0 JSON against OpenAPI 3 YAML');
});

test('report schema-diff: a missing or malformed document is one sentence', async () => {
  const missing = await cli('report', 'schema-diff', join(tmp, 'a.json'), join(runs, 'oss-22', 'published-schema.json'));
  assert.equal(missing.code, 2);
  assert.match(missing.err, /a\.json: no such file/);
  oneSentence(missing.err);
  const notSchema = await cli('report', 'schema-diff', join(runs, 'oss-22', 'conformance.json'), join(runs, 'oss-22', 'published-schema.json'));
  assert.equal(notSchema.code, 2);
  assert.match(notSchema.err, /^commerce-contracts report schema-diff: /);
  assert.doesNotMatch(notSchema.err, /\n\s+at\s/);
});

test('report coverage: Markdown on stdout, files with --out, bad run is one sentence', async () => {
  const out = join(tmp, 'coverage');
  const r = await cli('report', 'coverage', join(runs, 'oss-22'), '--out', out);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /^# Coverage/);
  for (const f of ['coverage.json', 'coverage.md', 'coverage.html']) assert.ok(existsSync(join(out, f)), f);
  const bad = await cli('report', 'coverage', join(runs, 'bad', 'wrong-format.json'));
  assert.equal(bad.code, 2);
  oneSentence(bad.err);
});

test('report allure: a missing results folder is one sentence', async () => {
  const r = await cli('report', 'allure', '--results', join(tmp, 'no-results'));
  assert.equal(r.code, 2);
  assert.match(r.err, /no allure-results folder/);
  oneSentence(r.err);
  const empty = await cli('report', 'allure', '--results', runs, '--out', join(tmp, 'never.html'));
  assert.equal(empty.code, 2);
  assert.match(empty.err, /no Allure results \(\*-result\.json\) in this folder/);
  assert.equal(existsSync(join(tmp, 'never.html')), false);
});

const nights = join(repo, 'tests', 'fixtures', 'trend');
const night = (n: number) => join(nights, `night-${n}`);

test('report trend writes JSON, Markdown and one HTML page, and a headline line', async () => {
  const out = join(tmp, 'trend');
  const r = await cli('report', 'trend', night(1), night(2), night(3), join(night(4), 'conformance.json'), '--out', out);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /^night-4: 8 passed, 2 failed \(1 new\), 0 known, 1 fixed, 3 skipped; release 2\.4\.6-p8 → 2\.4\.7-p3 between night-3 and night-4; /);
  assert.match(r.out, /flapping over the last 5 runs: 2/);
  const json = JSON.parse(readFileSync(join(out, 'trend.json'), 'utf8')) as { format: string; window: number };
  assert.equal(json.format, 'commerce-conformance/trend@2');
  assert.match(readFileSync(join(out, 'trend.md'), 'utf8'), /^# Conformance trend/);
  assert.match(readFileSync(join(out, 'trend.html'), 'utf8'), /^<!doctype html>/);
});

test('report trend --summary prints the job summary; --window and --order time are honoured', async () => {
  const r = await cli('report', 'trend', night(3), night(1), night(4), night(2), '--order', 'time', '--window', '3', '--summary', '--out', join(tmp, 'trend-summary'));
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /^## Conformance trend: night-4\n/);
  assert.match(r.out, /ordered by start time\); flapping counted over the last 3 runs/);
  assert.doesNotMatch(r.out, /\| night-1 \|/, 'the headline table shows the window: nights 2 to 4');
  assert.match(r.out, /\| night-2 \|[^\n]*\n\| night-3 \|[^\n]*\n\| night-4 \|/);
});

test('report trend: bad input is one line and exit 2, nothing written', async () => {
  const noStart = join(tmp, 'no-start');
  mkdirSync(noStart, { recursive: true });
  const run = JSON.parse(readFileSync(join(night(1), 'conformance.json'), 'utf8')) as { fingerprint: Record<string, unknown> };
  delete run.fingerprint.startedAt;
  writeFileSync(join(noStart, 'conformance.json'), JSON.stringify(run));
  const cases: Array<[string[], RegExp]> = [
    [[night(1), join(runs, 'bad')], /bad: no conformance\.json in this folder; is it a run folder\? The suite writes runs\/<dir>\/conformance\.json/],
    [[night(1), join(tmp, 'nowhere')], /nowhere: no such file or folder/],
    [[night(1), join(runs, 'bad', 'not-json.json')], /not-json\.json: not a run file: it is not JSON/],
    [[night(1), join(runs, 'oss-22')], /^commerce-contracts report trend: runs of different targets: .*night-1 tested https:\/\/staging\.example\.com \(store default\), .*oss-22 tested the embedded reference installation; a trend follows one target/],
    [[night(1), noStart, '--order', 'time'], /no-start: its fingerprint has no start time \(startedAt\), so it cannot be ordered by time; pass the runs oldest first with --order given/],
  ];
  for (const [args, message] of cases) {
    const r = await cli('report', 'trend', ...args, '--out', join(tmp, 'trend-unused'));
    assert.equal(r.code, 2, args.join(' '));
    assert.equal(r.out, '');
    assert.match(r.err, /^commerce-contracts report trend: /);
    assert.match(r.err, message);
    oneSentence(r.err);
  }
  for (const args of [[], [night(1), night(2), '--window', '1'], [night(1), night(2), '--window', 'five'], [night(1), night(2), '--order', 'sideways']]) {
    const r = await cli('report', 'trend', ...args, '--out', join(tmp, 'trend-unused'));
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.err, /^commerce-contracts report trend: (report trend needs at least one run|--window must be a whole number of runs, at least 2|--order must be given or time)/);
    assert.match(r.err, /usage: commerce-contracts report <command>/);
  }
  assert.equal(existsSync(join(tmp, 'trend-unused')), false, 'nothing written on bad input');
});
