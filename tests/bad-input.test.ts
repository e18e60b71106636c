// Bad input gets a clear error in bounded time, never a hang or a stack dump: each case names what is wrong and
// what to do. Global setup is the gate every run passes, so most cases call it directly against small fake servers.

import { strict as assert } from 'node:assert';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setUpRun } from '../src/runtime/global-setup.ts';
import { formatConfigProblems, loadTargetConfig } from '../src/config/target-config.ts';
import { unknownFixtureNames } from '../src/runtime/data.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: Server[] = [];
after(() => servers.forEach((s) => s.close()));

async function serve(handler: Handler, tls?: { key: string; cert: string }): Promise<string> {
  const server = tls ? createHttpsServer(tls, handler) : createHttpServer(handler);
  servers.push(server);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

/** A tiny stand-in for an installation: countries (preflight), tokens, schema; `override` answers first. */
function installation(override: (req: IncomingMessage, res: ServerResponse) => boolean = () => false): Handler {
  return (req, res) => {
    if (override(req, res)) return;
    const url = req.url ?? '';
    if (url.includes('/V1/directory/countries')) return json(res, 200, [{ id: 'US' }]);
    if (url.includes('/V1/integration/admin/token')) return json(res, 200, 'faketoken0123456789');
    if (url.includes('/schema')) return json(res, 200, { swagger: '2.0', info: { version: '2.4', title: 'Magento Commerce' }, paths: {} });
    return json(res, 404, { message: 'Request does not match any route.' });
  };
}

const BASE_ENV = { COMMERCE_ADMIN_USERNAME: 'admin', COMMERCE_ADMIN_PASSWORD: 'pw-bad-input-test', COMMERCE_EDITION: 'commerce', COMMERCE_RELEASE: '2.4.7' };

async function setupError(env: Record<string, string>): Promise<string> {
  const saved = { ...process.env };
  const runDir = mkdtempSync(join(tmpdir(), 'cc-bad-'));
  for (const k of Object.keys(process.env)) if (k.startsWith('COMMERCE_') || k.startsWith('SUBMISSION_')) delete process.env[k];
  Object.assign(process.env, BASE_ENV, { COMMERCE_RUN_DIR: runDir, COMMERCE_REQUEST_TIMEOUT_MS: '1500' }, env);
  const started = Date.now();
  try {
    await setUpRun({});
    return 'no error';
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    assert.ok(Date.now() - started < 10_000, 'ends in bounded time');
    assert.doesNotMatch(message, /\n\s+at .+:\d+:\d+/, 'no stack trace in the message');
    assert.doesNotMatch(message, /pw-bad-input-test/, 'no password in the message');
    return message;
  } finally {
    process.env = saved;
  }
}

test('unreachable base URL', async () => {
  assert.match(await setupError({ COMMERCE_BASE_URL: 'http://127.0.0.1:9' }), /cannot reach http:\/\/127\.0\.0\.1:9: connection refused\. Is the installation running and COMMERCE_BASE_URL right\?/);
});

test('wrong scheme', async () => {
  assert.match(await setupError({ COMMERCE_BASE_URL: 'ftp://shop.example.com' }), /COMMERCE_BASE_URL: COMMERCE_BASE_URL must use http or https, got "ftp"/);
});

test('not a URL at all', async () => {
  assert.match(await setupError({ COMMERCE_BASE_URL: 'shop.example.com' }), /COMMERCE_BASE_URL is not a URL: "shop\.example\.com"/);
});

test('https to a plain http port', async () => {
  const base = await serve(installation());
  assert.match(await setupError({ COMMERCE_BASE_URL: base.replace('http:', 'https:') }), /(closed the connection\. Check that COMMERCE_BASE_URL uses the right scheme|TLS problem talking to)/);
});

test('a URL path that is not an installation (HTML 200 page)', async () => {
  const base = await serve((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><html><body>Welcome to our store</body></html>');
  });
  assert.match(await setupError({ COMMERCE_BASE_URL: base }), /answered an HTML page \(status 200\) instead of JSON: COMMERCE_BASE_URL does not point at the Magento REST API/);
});

test('TLS certificate error, and the documented opt-out', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cc-tls-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
  const base = await serve(installation(), { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') });
  assert.match(await setupError({ COMMERCE_BASE_URL: base }), /TLS problem talking to https:\/\/127\.0\.0\.1:\d+: .*set COMMERCE_IGNORE_TLS_ERRORS=1/);
  assert.equal(await setupError({ COMMERCE_BASE_URL: base, COMMERCE_IGNORE_TLS_ERRORS: '1' }), 'no error');
});

test('500 answers', async () => {
  const base = await serve((_req, res) => json(res, 500, { message: 'Internal Error. Details are available in Magento log file. Report ID: webapi-1' }));
  assert.match(await setupError({ COMMERCE_BASE_URL: base }), /answered 500: the installation is failing \(check its logs\)/);
});

test('503 answers', async () => {
  const base = await serve((_req, res) => {
    res.writeHead(503, { 'Content-Type': 'text/plain' });
    res.end('Service Unavailable');
  });
  assert.match(await setupError({ COMMERCE_BASE_URL: base }), /answered 503: the installation \(or a proxy in front of it\) is unavailable/);
});

test('a target slower than the request timeout', async () => {
  const base = await serve((_req, res) => setTimeout(() => json(res, 200, []), 5000));
  assert.match(await setupError({ COMMERCE_BASE_URL: base }), /did not answer within 1500 ms \(\/rest\/default\/V1\/directory\/countries\)\. Raise COMMERCE_REQUEST_TIMEOUT_MS/);
});

test('invalid JSON', async () => {
  const base = await serve((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"countries": [');
  });
  assert.match(await setupError({ COMMERCE_BASE_URL: base }), /answered 200 with a body that is not JSON: COMMERCE_BASE_URL does not point at a Magento REST API/);
});

test('a 20 MB body', async () => {
  const big = Buffer.alloc(20 * 1024 * 1024, 'a');
  const base = await serve((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(big.length) });
    res.end(big);
  });
  assert.match(await setupError({ COMMERCE_BASE_URL: base }), /answered 20971520 bytes, more than the suite reads \(10485760\)/);
});

test('a redirect loop', async () => {
  const base = await serve((req, res) => {
    res.writeHead(302, { Location: req.url ?? '/' });
    res.end();
  });
  assert.match(await setupError({ COMMERCE_BASE_URL: base }), /redirects in a loop/);
});

test('wrong admin credentials stop the run before any check', async () => {
  const base = await serve(installation((req, res) => {
    if (!(req.url ?? '').includes('/V1/integration/admin/token')) return false;
    json(res, 401, { message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.' });
    return true;
  }));
  assert.match(await setupError({ COMMERCE_BASE_URL: base }), /The target is not usable, so no check ran: the target refused COMMERCE_ADMIN_USERNAME \/ COMMERCE_ADMIN_PASSWORD: The account sign-in was incorrect/);
});

test('two-factor authentication blocking the admin token route explains the three ways out', async () => {
  const base = await serve(installation((req, res) => {
    if (!(req.url ?? '').includes('/V1/integration/admin/token')) return false;
    json(res, 400, { message: 'Please use the 2fa provider-specific endpoints to obtain a token.', parameters: { active_providers: ['google'] } });
    return true;
  }));
  const message = await setupError({ COMMERCE_BASE_URL: base });
  assert.match(message, /blocked by two-factor authentication/);
  assert.match(message, /COMMERCE_ADMIN_TOKEN/);
  assert.match(message, /COMMERCE_INTEGRATION_TOKEN/);
  assert.match(message, /disable 2FA/);
});

test('an unknown store code', async () => {
  const base = await serve((req, res) => {
    if ((req.url ?? '').startsWith('/rest/nosuch/')) return json(res, 400, { message: 'Specified request cannot be processed.' });
    return installation()(req, res);
  });
  assert.match(await setupError({ COMMERCE_BASE_URL: base, COMMERCE_STORE_CODE: 'nosuch' }), /the store code "nosuch" is unknown to the installation .* Set COMMERCE_STORE_CODE to an existing store view code/);
});

test('a base URL ending in /rest is taken as the installation root', () => {
  const loaded = loadTargetConfig({ ...BASE_ENV, COMMERCE_BASE_URL: 'https://shop.example.com/index.php/rest/' });
  assert.ok(loaded.ok);
  assert.equal(loaded.config.baseUrl, 'https://shop.example.com/index.php');
});

const configCases: Array<[string, Record<string, string>, RegExp]> = [
  ['credentials inside the base URL', { COMMERCE_BASE_URL: 'https://admin:pw@shop.example.com' }, /COMMERCE_BASE_URL must not carry credentials: use COMMERCE_ADMIN_USERNAME \/ COMMERCE_ADMIN_PASSWORD/],
  ['a password without its username', { COMMERCE_BASE_URL: 'https://shop.example.com', COMMERCE_ADMIN_USERNAME: '', COMMERCE_CUSTOMER_PASSWORD: 'x' }, /COMMERCE_CUSTOMER_EMAIL: COMMERCE_CUSTOMER_PASSWORD is set but COMMERCE_CUSTOMER_EMAIL is empty: set both or neither/],
  ['no admin identity for a real installation', { COMMERCE_BASE_URL: 'https://shop.example.com', COMMERCE_ADMIN_USERNAME: '', COMMERCE_ADMIN_PASSWORD: '' }, /COMMERCE_ADMIN_USERNAME: COMMERCE_BASE_URL points at an installation but no admin identity is configured/],
  ['an invalid COMMERCE_WRITES', { COMMERCE_WRITES: 'yes' }, /COMMERCE_WRITES: COMMERCE_WRITES must be deny, allow or full, got "yes"/],
  ['an invalid timeout', { COMMERCE_ASYNC_TIMEOUT_MS: 'soon' }, /COMMERCE_ASYNC_TIMEOUT_MS: COMMERCE_ASYNC_TIMEOUT_MS must be a positive whole number of milliseconds, got "soon"/],
  ['an invalid edition', { COMMERCE_EDITION: 'enterprise' }, /COMMERCE_EDITION must be auto, open-source or commerce, got "enterprise"/],
  ['an invalid release', { COMMERCE_RELEASE: '3.0' }, /COMMERCE_RELEASE must be auto or a release such as 2\.4\.7, got "3\.0"/],
  ['partial OAuth credentials', { COMMERCE_INTEGRATION_CONSUMER_KEY: 'k' }, /OAuth 1\.0a needs all four integration credentials; missing: COMMERCE_INTEGRATION_CONSUMER_SECRET, COMMERCE_INTEGRATION_ACCESS_TOKEN, COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET/],
  ['partial developer-submission settings', { SUBMISSION_BASE_URL: 'https://sandbox.example.com' }, /the developer-submission API needs SUBMISSION_BASE_URL, SUBMISSION_APP_ID, SUBMISSION_APP_SECRET, SUBMISSION_ACCOUNT_ID; missing: SUBMISSION_APP_ID/],
  ['COMMERCE_BASELINE_STRICT that is not 1 or 0', { COMMERCE_BASELINE: 'conformance-baseline.yaml', COMMERCE_BASELINE_STRICT: 'yes' }, /COMMERCE_BASELINE_STRICT: COMMERCE_BASELINE_STRICT must be 1 or 0, got "yes"/],
  ['COMMERCE_BASELINE_STRICT without a baseline', { COMMERCE_BASELINE_STRICT: '1' }, /COMMERCE_BASELINE_STRICT: COMMERCE_BASELINE_STRICT=1 needs a baseline: set COMMERCE_BASELINE to its file/],
  ['a fixture value that is not entity.field=value', { COMMERCE_FIXTURES: 'guestCart.id=abc,cart:2' }, /COMMERCE_FIXTURES: COMMERCE_FIXTURES takes entity\.field=value pairs separated by commas \(guestCart\.id=4kQ\.\.\.\), got "cart:2"/],
  ['integration resources without an integration', { COMMERCE_INTEGRATION_RESOURCES: 'Magento_Catalog::products' }, /COMMERCE_INTEGRATION_RESOURCES: COMMERCE_INTEGRATION_RESOURCES lists an integration's resources, but no integration is configured/],
  ['integration resources that are not ACL ids', { COMMERCE_INTEGRATION_TOKEN: 'tok-0123', COMMERCE_INTEGRATION_RESOURCES: 'Magento_Catalog::products,catalog' }, /COMMERCE_INTEGRATION_RESOURCES: COMMERCE_INTEGRATION_RESOURCES takes ACL resource ids separated by commas \(Magento_Catalog::products\), got "catalog"/],
  ['a restricted admin without its resources', { COMMERCE_RESTRICTED_ADMIN_USERNAME: 'r', COMMERCE_RESTRICTED_ADMIN_PASSWORD: 'p' }, /COMMERCE_RESTRICTED_ADMIN_RESOURCES: COMMERCE_RESTRICTED_ADMIN_USERNAME is set: list its ACL resources/],
];

test('an integration alone is an admin identity for a real installation (a 2FA installation), with or without its resources listed', () => {
  const loaded = loadTargetConfig({ COMMERCE_BASE_URL: 'https://shop.example.com', COMMERCE_INTEGRATION_TOKEN: 'tok-0123', COMMERCE_INTEGRATION_RESOURCES: ' Magento_Catalog::catalog , Magento_Catalog::products ' });
  assert.ok(loaded.ok);
  assert.deepEqual(loaded.config.integrationResources, ['Magento_Catalog::catalog', 'Magento_Catalog::products']);
  const bare = loadTargetConfig({ COMMERCE_BASE_URL: 'https://shop.example.com', COMMERCE_INTEGRATION_TOKEN: 'tok-0123' });
  assert.ok(bare.ok);
  assert.equal(bare.config.integrationResources, null);
});

for (const [name, env, expected] of configCases) {
  test(`configuration: ${name}`, () => {
    const loaded = loadTargetConfig({ ...BASE_ENV, ...env });
    assert.equal(loaded.ok, false);
    if (!loaded.ok) assert.match(formatConfigProblems(loaded.problems), expected);
  });
}

test('a baseline that cannot be applied stops the run in one line, before any request', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'cc-bad-baseline-')), 'conformance-baseline.yaml');
  writeFileSync(file, 'format: commerce-conformance/baseline@1\nwaivers:\n  - check: perm.guest-refused\n    route: GET /V1/store/storeViews\n    broken: x\n    until: someday\n');
  // An unreachable target: the baseline's problem must come first.
  const message = await setupError({ COMMERCE_BASE_URL: 'http://127.0.0.1:9', COMMERCE_BASELINE: file });
  assert.equal(message, `COMMERCE_BASELINE cannot be applied, so no check ran: ${file}:6:12  waivers[0].until "someday" is neither a release nor a date  (until is a release such as 2.4.8 or a date YYYY-MM-DD)`);
  const loaded = loadTargetConfig({ ...BASE_ENV, COMMERCE_BASELINE: file, COMMERCE_BASELINE_STRICT: '1' });
  assert.ok(loaded.ok);
  assert.deepEqual(loaded.config.baseline, { file, strict: true });
});

test('COMMERCE_FIXTURES: pinned values are read as entity.field=value; a name the runtime does not know is named', () => {
  const loaded = loadTargetConfig({ ...BASE_ENV, COMMERCE_FIXTURES: 'guestCart.id=jaVejsm3LNw1VioZE5Aetbs47bWS7OX2, cart.id=2' });
  assert.ok(loaded.ok);
  if (loaded.ok) {
    assert.deepEqual(loaded.config.fixtures, { 'guestCart.id': 'jaVejsm3LNw1VioZE5Aetbs47bWS7OX2', 'cart.id': '2' });
    assert.deepEqual(unknownFixtureNames(loaded.config.fixtures), []);
  }
  assert.deepEqual(unknownFixtureNames({ 'guestcart.id': 'x' }), ['guestcart.id']);
});

test('a malformed contract stops the run with file:line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cc-contracts-'));
  writeFileSync(join(dir, 'catalog.yaml'), 'module: Catalog\nsource: x\nroutes:\n  - method: GET\n    path: /V1/x\n    permission: admin\n');
  const out = (() => {
    try {
      execFileSync(process.execPath, ['--import', 'tsx', '-e', "import('./src/runtime/plan.ts').then((m) => m.loadPlan())"], { env: { ...process.env, COMMERCE_CONTRACTS_DIR: dir }, stdio: 'pipe' });
      return 'no error';
    } catch (e) {
      return String((e as { stderr?: Buffer }).stderr ?? e);
    }
  })();
  assert.match(out, /The contracts do not compile \(1 problem\(s\)\); fix them or run npx commerce-contracts lint:\ncatalog\.yaml:6:17 {2}unknown permission form "admin"/);
});

/** Playwright reading playwright.config.ts with a bad run-wide setting: one line naming it, exit 2, no stack. */
function configLoadError(env: Record<string, string>): { status: number | null; output: string } {
  const root = new URL('..', import.meta.url).pathname;
  const child = spawnSync(process.execPath, [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--list'], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  return { status: child.status, output: `${child.stdout}${child.stderr}` };
}

test('COMMERCE_WORKERS that is not a whole number: named, exit 2, no stack', () => {
  const { status, output } = configLoadError({ COMMERCE_WORKERS: 'two' });
  assert.equal(status, 2);
  assert.match(output, /COMMERCE_WORKERS must be a whole number from 1 to 64 \(Playwright workers\), got "two"/);
  assert.doesNotMatch(output, /\n\s+at .+:\d+:\d+/);
});

test('COMMERCE_TARGETS_FILE naming a missing file: named, exit 2, no stack', () => {
  const { status, output } = configLoadError({ COMMERCE_TARGETS_FILE: join(tmpdir(), 'cc-no-such-targets.yaml') });
  assert.equal(status, 2);
  assert.match(output, /cc-no-such-targets\.yaml: no such targets file \(COMMERCE_TARGETS_FILE names it/);
  assert.doesNotMatch(output, /\n\s+at .+:\d+:\d+/);
});
