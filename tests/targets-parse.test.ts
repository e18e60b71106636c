// targets.yaml: parsing with file:line:col problems, the environment each target runs with (secrets from the runner,
// nothing leaking between targets), and the Playwright projects and metadata it turns into.

import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { envForProject, fingerprintFileOf, formatTargetsProblem, loadTargetsFile, parseTargets, resolveTargetEnv, targetOfProject, targetProjects, type TargetsFile } from '../src/config/targets.ts';
import { loadTargetConfig } from '../src/config/target-config.ts';

const GOOD = `# two installations, one run
defaults:
  env:
    COMMERCE_WRITES: deny
    COMMERCE_ADMIN_USERNAME: conformance
targets:
  - name: staging
    description: Adobe Commerce 2.4.7 staging
    env:
      COMMERCE_BASE_URL: https://staging.example.com
      COMMERCE_ADMIN_PASSWORD: \${STAGING_ADMIN_PASSWORD}
      COMMERCE_EDITION: commerce
      COMMERCE_REQUEST_TIMEOUT_MS: 20000
  - name: oss-2-4
    envFile: oss.env
    env:
      COMMERCE_ADMIN_PASSWORD: \${OSS_ADMIN_PASSWORD}
`;

function parsed(text: string): TargetsFile {
  const r = parseTargets('targets.yaml', text);
  assert.ok(r.ok, r.ok ? '' : r.problems.map(formatTargetsProblem).join('\n'));
  return r.targets;
}

function problems(text: string): string[] {
  const r = parseTargets('targets.yaml', text);
  assert.equal(r.ok, false, 'expected problems');
  return r.ok ? [] : r.problems.map(formatTargetsProblem);
}

test('a valid file: defaults, targets, values as text', () => {
  const t = parsed(GOOD);
  assert.deepEqual(t.defaults, { COMMERCE_WRITES: 'deny', COMMERCE_ADMIN_USERNAME: 'conformance' });
  assert.deepEqual(t.targets.map((x) => [x.name, x.envFile, x.line]), [['staging', null, 7], ['oss-2-4', 'oss.env', 14]]);
  assert.equal(t.targets[0]?.env.COMMERCE_REQUEST_TIMEOUT_MS, '20000');
});

test('problems name file:line:col', () => {
  assert.deepEqual(problems('targets: [\n'), [problems('targets: [\n')[0] as string]);
  assert.match(problems('targets: [\n')[0] as string, /^targets\.yaml:\d+:\d+  malformed YAML/);
  assert.deepEqual(problems('targets: []\n'), ['targets.yaml:1:10  targets must be a non-empty list of targets (- name: staging ...)']);
  assert.deepEqual(problems('nope: 1\ntargets:\n  - name: a\n    env: { COMMERCE_BASE_URL: http://a }\n'), ['targets.yaml:1:1  unknown key "nope" (allowed: defaults, targets)']);
  const bad = `targets:
  - name: Staging
    env:
      COMMERCE_BASE_URL: https://a.example
  - name: b
    env:
      COMMERCE_BASE_URL: https://b.example
      COMMERCE_ADMIN_PASSWORD: hunter22
      COMMERCE_RUN_DIR: runs/x
      HOME: /root
      COMMERCE_REFERENCE_RELEASE: "2.2"
  - name: b
    env:
      COMMERCE_BASE_URL: https://c.example
  - name: nourl
    colour: blue
`;
  assert.deepEqual(problems(bad), [
    'targets.yaml:2:11  target name "Staging" must be lowercase letters, digits and - (at most 40), e.g. staging or oss-2-4',
    'targets.yaml:8:32  COMMERCE_ADMIN_PASSWORD is a secret: write a reference such as ${STAGING_ADMIN_PASSWORD} and set that variable in the runner\'s environment (CI secrets); targets.yaml is committed',
    'targets.yaml:9:7  COMMERCE_RUN_DIR is set by the suite for each target (its run folder is <COMMERCE_RUN_DIR>/<name>); remove it',
    'targets.yaml:10:7  "HOME" is not a suite variable (COMMERCE_... or SUBMISSION_..., as in .env.example)',
    'targets.yaml:11:7  COMMERCE_REFERENCE_RELEASE: a target is an installation with a COMMERCE_BASE_URL; the embedded reference runs as the plain commerce project',
    'targets.yaml:12:11  target name "b" is used twice (first at line 5); project names must be unique',
    'targets.yaml:16:5  unknown key "colour" (allowed: name, description, env, envFile)',
    'targets.yaml:15:5  target "nourl" has no COMMERCE_BASE_URL (set it under env, or name an envFile that does)',
  ]);
});

test('the environment of a target: runner secrets resolved, other targets\' variables dropped, run folder set', () => {
  const t = parsed(GOOD);
  const runner = { PATH: '/bin', STAGING_ADMIN_PASSWORD: 's3cret!', COMMERCE_BASE_URL: 'http://leak.example', COMMERCE_CUSTOMER_EMAIL: 'leak@example.com', COMMERCE_WORKERS: '4' };
  const r = resolveTargetEnv(t, 'staging', runner, '/runs/n/staging', () => null);
  assert.ok(r.ok);
  assert.equal(r.env.COMMERCE_ADMIN_PASSWORD, 's3cret!');
  assert.equal(r.env.COMMERCE_BASE_URL, 'https://staging.example.com');
  assert.equal(r.env.COMMERCE_CUSTOMER_EMAIL, undefined, 'the runner\'s own target variables do not leak in');
  assert.equal(r.env.COMMERCE_WORKERS, '4', 'run-wide settings are inherited');
  assert.equal(r.env.COMMERCE_WRITES, 'deny');
  assert.equal(r.env.COMMERCE_RUN_DIR, '/runs/n/staging');
  assert.equal(r.env.PATH, '/bin');
  const config = loadTargetConfig(r.env);
  assert.ok(config.ok, 'the resolved environment is a valid target configuration');
  assert.equal(config.config.baseUrl, 'https://staging.example.com');
});

test('an unset secret and a missing envFile are problems at their line', () => {
  const t = parsed(GOOD);
  const r = resolveTargetEnv(t, 'staging', {}, '/runs/x', () => null);
  assert.equal(r.ok, false);
  assert.deepEqual(r.ok ? [] : r.problems.map(formatTargetsProblem), ['targets.yaml:11:32  COMMERCE_ADMIN_PASSWORD of target "staging" refers to ${STAGING_ADMIN_PASSWORD}, which is not set in the environment']);
  const o = resolveTargetEnv(t, 'oss-2-4', { OSS_ADMIN_PASSWORD: 'x' }, '/runs/x', () => null);
  assert.match(o.ok ? '' : (o.problems[0]?.message ?? ''), /envFile oss\.env of target "oss-2-4" does not exist/);
  const withFile = resolveTargetEnv(t, 'oss-2-4', { OSS_ADMIN_PASSWORD: 'x' }, '/runs/x', () => 'COMMERCE_BASE_URL=http://oss.local\nCOMMERCE_RUN_DIR=/elsewhere\nOTHER=1\n');
  assert.ok(withFile.ok);
  assert.equal(withFile.env.COMMERCE_BASE_URL, 'http://oss.local');
  assert.equal(withFile.env.COMMERCE_RUN_DIR, '/runs/x', 'an envFile cannot move the run folder');
  assert.equal(withFile.env.OTHER, undefined);
});

const dir = mkdtempSync(join(tmpdir(), 'cc-targets-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('projects: commerce-<name>, metadata without secrets, environment per project', () => {
  const file = join(dir, 'targets.yaml');
  writeFileSync(file, GOOD);
  writeFileSync(join(dir, 'oss.env'), 'COMMERCE_BASE_URL=http://oss.local/index.php\n');
  const projects = targetProjects(loadTargetsFile(file), join(dir, 'runs', 'nightly'));
  assert.deepEqual(projects.map((p) => p.name), ['commerce-staging', 'commerce-oss-2-4']);
  assert.doesNotMatch(JSON.stringify(projects), /s3cret|\$\{/, 'metadata carries no secret (results.json records it)');
  const staging = projects[0] as (typeof projects)[number];
  assert.deepEqual(targetOfProject(staging), { name: 'staging', targetsFile: file, runDir: join(dir, 'runs', 'nightly', 'staging') });
  assert.equal(fingerprintFileOf(staging), join(dir, 'runs', 'nightly', 'staging', 'fingerprint.json'));
  const env = envForProject(staging, { STAGING_ADMIN_PASSWORD: 's3cret!' });
  assert.equal(env?.COMMERCE_ADMIN_PASSWORD, 's3cret!');
  assert.equal(envForProject(projects[1] as (typeof projects)[number], { OSS_ADMIN_PASSWORD: 'x' })?.COMMERCE_BASE_URL, 'http://oss.local/index.php');
  assert.equal(envForProject({ metadata: {} }), null, 'the plain commerce project keeps process.env');
  assert.throws(() => envForProject(staging, {}), /target "staging" cannot be set up:\n.*targets\.yaml:11:32  COMMERCE_ADMIN_PASSWORD/);
  assert.throws(() => loadTargetsFile(join(dir, 'missing.yaml')), /missing\.yaml: no such targets file/);
});

test('workers: one per core by default, COMMERCE_WORKERS when it is a whole number 1-64, else a problem naming it', async () => {
  const { workerSetting } = await import('../src/config/workers.ts');
  assert.deepEqual(workerSetting({}, 2), { ok: true, workers: 2, from: 'cores' });
  assert.deepEqual(workerSetting({ COMMERCE_WORKERS: ' 4 ' }, 2), { ok: true, workers: 4, from: 'COMMERCE_WORKERS' });
  assert.deepEqual(workerSetting({ COMMERCE_WORKERS: '' }, 0), { ok: true, workers: 1, from: 'cores' });
  for (const bad of ['0', 'two', '2.5', '-1', '65']) {
    const r = workerSetting({ COMMERCE_WORKERS: bad }, 2);
    assert.ok(!r.ok && r.problem.startsWith('COMMERCE_WORKERS must be'), bad);
  }
});
