// `npm run bench -- --target <url>` (bench/args.ts, bench/target.ts, bench/replay.ts, src/runtime/capture.ts): the
// command line, the environment of the read-only runs, the replay plan for an installation that is not the
// reference (its own origin, a path before /rest, a developer-submission API elsewhere), and OAuth 1.0a signed
// requests, which are signed again rather than replayed verbatim. No timing is asserted.

import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { BenchUsageError, parseBenchArgs, SECTIONS } from '../bench/args.ts';
import { planReplay, replay, type ReplayRequest } from '../bench/replay.ts';
import { environmentWithDotenv, oauthSigner, targetReplayBases, targetRunEnvironment, workerSlots } from '../bench/target.ts';
import { capturedLine, parseOAuthMarker, signingUrl, type CaptureContext, type CapturedRequest } from '../src/runtime/capture.ts';
import { authorizationHeader, hmacSignature, signatureBaseString, type OAuth1Credentials } from '../src/auth/oauth1.ts';

const dir = mkdtempSync(join(tmpdir(), 'cc-bench-target-'));
after(() => rmSync(dir, { recursive: true, force: true }));

// ---------------------------------------------------------------- the command line

test('no arguments: every section against the reference, as before', () => {
  const a = parseBenchArgs([]);
  assert.equal(a.target, null);
  assert.deepEqual([...a.only].sort(), SECTIONS.filter((s) => s !== 'writes').sort(), 'every section but writes, which writes only when asked');
  assert.equal(a.writes, null);
  assert.equal(a.reps, null);
  assert.equal(a.workers, null);
  assert.deepEqual(a.schemas, [], 'no published document outside the repository unless named');
});

test('--schema names published documents to measure, one per flag', () => {
  assert.deepEqual(parseBenchArgs(['--only', 'schema', '--schema', 'a/admin-schema.yaml', '--schema=b.json']).schemas, ['a/admin-schema.yaml', 'b.json']);
});

test('--target: normalized URL, suite only by default, --reps and --workers, --flag=value form', () => {
  const a = parseBenchArgs(['--target', 'http://127.0.0.1:18999/', '--workers', '2', '--reps=3']);
  assert.equal(a.target, 'http://127.0.0.1:18999');
  assert.deepEqual([...a.only], ['suite']);
  assert.equal(a.workers, 2);
  assert.equal(a.reps, 3);
  assert.equal(parseBenchArgs(['--target=https://shop.example.com/index.php/rest']).target, 'https://shop.example.com/index.php');
  assert.deepEqual([...parseBenchArgs(['--target', 'https://shop.example.com', '--only', 'compile,suite,memory']).only].sort(), ['compile', 'memory', 'suite']);
});

test('--writes allow|full: the write level against its floor and the read-only run, on a target only', () => {
  const a = parseBenchArgs(['--target', 'http://127.0.0.1:8080', '--writes', 'allow']);
  assert.equal(a.writes, 'allow');
  assert.deepEqual([...a.only], ['writes']);
  assert.equal(parseBenchArgs(['--target=http://h', '--writes=full', '--only', 'writes,suite']).writes, 'full');
  const refused = (argv: string[], message: RegExp) => assert.throws(() => parseBenchArgs(argv), (e: unknown) => e instanceof BenchUsageError && message.test(e.message));
  refused(['--writes', 'allow'], /--writes measures an installation: give it with --target URL/);
  refused(['--target', 'http://h', '--writes', 'yes'], /--writes takes allow or full, got "yes"/);
  refused(['--target', 'http://h', '--only', 'writes'], /--only writes needs --writes allow\|full/);
});

test('--target: bad input is a BenchUsageError with one line that names the problem', () => {
  const message = (argv: string[]) => {
    try {
      parseBenchArgs(argv);
    } catch (e) {
      assert.ok(e instanceof BenchUsageError, `not a usage error: ${String(e)}`);
      assert.ok(!e.message.includes('\n'), 'one line');
      return e.message;
    }
    return assert.fail(`accepted ${argv.join(' ')}`);
  };
  assert.match(message(['--target', 'ftp://shop.example.com']), /--target must use http or https, got "ftp"/);
  assert.match(message(['--target', 'shop.example.com']), /--target is not a URL/);
  assert.match(message(['--target']), /--target takes the base URL/);
  assert.match(message(['--target', 'https://u:p@shop.example.com']), /--target must not carry credentials/);
  assert.match(message(['--target', 'http://127.0.0.1:1', '--only', 'suite,latency,scale']), /--only latency,scale needs the embedded reference/);
  assert.match(message(['--target', 'http://127.0.0.1:1', '--reps', '0']), /--reps takes a whole number/);
  assert.match(message(['--workers', 'two']), /--workers takes a whole number from 1 to 64, got "two"/);
  assert.match(message(['--only', 'everything']), /--only takes/);
  assert.match(message(['--frobnicate']), /unknown argument --frobnicate/);
  assert.match(message(['--schema']), /--schema takes a published schema document/);
});

// ---------------------------------------------------------------- the environment of the runs

test('the run environment: URL as COMMERCE_BASE_URL, writes forced to deny (and said so), workers, no embedded reference', () => {
  const { env, notes } = targetRunEnvironment({ COMMERCE_BASE_URL: 'https://other.example.com', COMMERCE_WRITES: 'allow', COMMERCE_ADMIN_USERNAME: 'ops', COMMERCE_TARGETS_FILE: 'targets.yaml', UNSET: undefined }, 'http://127.0.0.1:18999', 3);
  assert.equal(env.COMMERCE_BASE_URL, 'http://127.0.0.1:18999');
  assert.equal(env.COMMERCE_WRITES, 'deny');
  assert.equal(env.COMMERCE_WORKERS, '3');
  assert.equal(env.COMMERCE_ADMIN_USERNAME, 'ops', 'the user’s credentials are kept');
  // Empty, not absent: the suite's own dotenv load must not bring them back.
  assert.equal(env.COMMERCE_EMBEDDED_REFERENCE, '');
  assert.equal(env.COMMERCE_TARGETS_FILE, '');
  assert.ok(!('UNSET' in env));
  assert.ok(notes.some((n) => /COMMERCE_WRITES=allow .*overridden.*COMMERCE_WRITES=deny/.test(n)));
  assert.ok(notes.some((n) => n.includes('--target overrides COMMERCE_BASE_URL=https://other.example.com')));
  assert.ok(notes.some((n) => n.includes('COMMERCE_TARGETS_FILE=targets.yaml is ignored')));
  assert.deepEqual(targetRunEnvironment({}, 'http://127.0.0.1:1', 1).notes, ['read-only: COMMERCE_WRITES=deny']);
});

test('.env fills what the environment leaves unset; the environment wins', () => {
  const file = join(dir, '.env');
  writeFileSync(file, 'COMMERCE_ADMIN_USERNAME=from-file\nCOMMERCE_ADMIN_PASSWORD="file pw"\n');
  const env = environmentWithDotenv({ COMMERCE_ADMIN_USERNAME: 'from-env' }, file);
  assert.equal(env.COMMERCE_ADMIN_USERNAME, 'from-env');
  assert.equal(env.COMMERCE_ADMIN_PASSWORD, 'file pw');
  assert.deepEqual(environmentWithDotenv({ A: '1' }, join(dir, 'absent.env')), { A: '1' });
});

// ---------------------------------------------------------------- the replay plan on an installation

const line = (at: number, lane: number, auth: CapturedRequest['auth'], url: string, extra: Partial<CapturedRequest> = {}): CapturedRequest => ({ at, worker: lane, lane, method: 'GET', url, auth, headers: {}, status: 200, durationMs: 1, ...extra });

test('replay bases: the run’s base URL and submission base, each to itself; anything else is not replayed', () => {
  const runEnv = { COMMERCE_BASE_URL: 'https://shop.example.com/index.php', SUBMISSION_BASE_URL: 'https://developer.example.net/api/', OTHER: 'x' };
  const bases = targetReplayBases(runEnv);
  assert.deepEqual(bases, [
    { from: 'https://shop.example.com/index.php', to: 'https://shop.example.com/index.php' },
    { from: 'https://developer.example.net/api', to: 'https://developer.example.net/api' },
  ]);
  const captured = [
    line(1, -1, 'none', 'https://shop.example.com/index.php/rest/default/V1/integration/admin/token', { method: 'POST', body: '{"username":"ops","password":"{{COMMERCE_ADMIN_PASSWORD}}"}' }),
    line(2, 0, 'admin', 'https://shop.example.com/index.php/rest/default/V1/products?searchCriteria[pageSize]=1'),
    line(3, 1, 'none', 'https://developer.example.net/api/rest/v1/app/session/token', { method: 'POST', headers: { Authorization: 'Basic-plain app:{{SUBMISSION_APP_SECRET}}' } }),
    line(4, 1, 'admin', 'http://127.0.0.1:43210/rest/default/V1/store/storeViews'),
    line(5, 0, 'none', 'https://shop.example.com/index.php-evil/rest/V1/x'),
  ];
  const plan = planReplay(captured, { COMMERCE_ADMIN_PASSWORD: 'pw', SUBMISSION_APP_SECRET: 's3' }, { admin: 'A' }, { bases });
  assert.equal(plan.skipped, 2, 'a private reference and a look-alike prefix are not sent anywhere');
  assert.deepEqual(plan.setup.map((r) => [r.origin, r.path, r.body]), [['https://shop.example.com', '/index.php/rest/default/V1/integration/admin/token', '{"username":"ops","password":"pw"}']]);
  assert.deepEqual(plan.lanes.map((l) => l.map((r) => `${r.origin}${r.path}`)), [['https://shop.example.com/index.php/rest/default/V1/products?searchCriteria[pageSize]=1'], ['https://developer.example.net/api/rest/v1/app/session/token']]);
  assert.equal(plan.lanes[0]?.[0]?.headers.Authorization, 'Bearer A');
  assert.equal(plan.lanes[1]?.[0]?.headers.Authorization, `Basic ${Buffer.from('app:s3').toString('base64')}`);
  assert.equal(workerSlots(captured), 2);
});

test('replay bases may move a run elsewhere: the longest matching base wins', () => {
  const plan = planReplay(
    [line(1, 0, 'none', 'http://127.0.0.1:1111/__submission/rest/v1/x'), line(2, 0, 'none', 'http://127.0.0.1:1111/rest/V1/y?q=1')],
    {},
    {},
    { bases: [{ from: 'http://127.0.0.1:1111', to: 'http://127.0.0.1:2222/shop' }, { from: 'http://127.0.0.1:1111/__submission', to: 'https://sub.example.net' }] },
  );
  assert.deepEqual(plan.lanes[0]?.map((r) => `${r.origin}${r.path}`), ['https://sub.example.net/rest/v1/x', 'http://127.0.0.1:2222/shop/rest/V1/y?q=1']);
});

test('without bases (the default bench) requests keep no origin: replay() sends them to its own', () => {
  const plan = planReplay([line(1, 0, 'admin', 'http://127.0.0.1:1111/rest/V1/y')], {}, { admin: 'A' });
  assert.equal(plan.lanes[0]?.[0]?.origin, undefined);
  assert.equal(plan.skipped, 0);
});

// ---------------------------------------------------------------- OAuth 1.0a

const CREDS: OAuth1Credentials = { consumerKey: 'ck-123', consumerSecret: 'consumer-s3cret', accessToken: 'access-t0ken-value', accessTokenSecret: 'token-s3cret' };
const captureCtx: Omit<CaptureContext, 'file'> = {
  worker: 0,
  lane: 0,
  secrets: [
    ['COMMERCE_INTEGRATION_CONSUMER_SECRET', CREDS.consumerSecret],
    ['COMMERCE_INTEGRATION_ACCESS_TOKEN', CREDS.accessToken],
    ['COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET', CREDS.accessTokenSecret],
  ],
  roleOf: (t) => (t === CREDS.accessToken ? 'integration' : null),
  tokens: () => [CREDS.accessToken],
};
const URL_ = 'http://127.0.0.1:18999/rest/default/V1/store/storeViews?searchCriteria[pageSize]=1';

test('capture: an OAuth signature is kept only as its method and whether the configured credentials made it', () => {
  const sent = (authorization: string, token: string | null) => ({ method: 'GET', url: URL_, headers: { Authorization: authorization }, token, body: undefined });
  const good = capturedLine(captureCtx, sent(authorizationHeader({ method: 'GET', url: URL_ }, CREDS), CREDS.accessToken), 200, 1, 1);
  assert.equal(good.headers.Authorization, 'OAuth-resign HMAC-SHA256');
  assert.equal(good.auth, 'integration');
  const sha1 = capturedLine(captureCtx, sent(authorizationHeader({ method: 'GET', url: URL_ }, CREDS, { signatureMethod: 'HMAC-SHA1', realm: 'x' }), null), 200, 1, 1);
  assert.equal(sha1.headers.Authorization, 'OAuth-resign HMAC-SHA1');
  const tampered = capturedLine(captureCtx, sent(authorizationHeader({ method: 'GET', url: URL_ }, { ...CREDS, consumerSecret: 'wrong' }), null), 401, 1, 1);
  assert.equal(tampered.headers.Authorization, 'OAuth-invalid HMAC-SHA256');
  const elsewhere = capturedLine(captureCtx, sent(authorizationHeader({ method: 'GET', url: `${URL_}&other=1` }, CREDS), null), 401, 1, 1);
  assert.equal(elsewhere.headers.Authorization, 'OAuth-invalid HMAC-SHA256', 'signed for another URL');
  // The suite signs over the form the target verifies (src/auth/signing-origin.ts): the capture finds which.
  const overNoPort = capturedLine(captureCtx, sent(authorizationHeader({ method: 'GET', url: signingUrl(URL_, 'no-port') }, CREDS), CREDS.accessToken), 200, 1, 1);
  assert.equal(overNoPort.headers.Authorization, 'OAuth-resign HMAC-SHA256 over=no-port');
  assert.deepEqual(parseOAuthMarker(String(overNoPort.headers.Authorization)), { signatureMethod: 'HMAC-SHA256', valid: true, form: 'no-port' });
  const garbled = capturedLine(captureCtx, sent('OAuth oauth_signature="%E0%A4%A", oauth_nonce="1"', null), 401, 1, 1);
  assert.equal(garbled.headers.Authorization, 'OAuth-invalid HMAC-SHA256');
  const text = JSON.stringify([good, sha1, tampered]);
  for (const secretish of [CREDS.accessToken, CREDS.consumerKey, 'oauth_nonce', 'oauth_signature']) assert.ok(!text.includes(secretish), `${secretish} not captured`);
  assert.deepEqual(parseOAuthMarker('OAuth-invalid HMAC-SHA1'), { signatureMethod: 'HMAC-SHA1', valid: false, form: 'as-sent' });
  assert.equal(parseOAuthMarker('OAuth-resign HMAC-SHA256 over=elsewhere'), null);
  assert.equal(parseOAuthMarker('Basic-plain a:{{B}}'), null);
});

const oauthLines = [
  line(1, 0, 'integration', URL_, { headers: { Authorization: 'OAuth-resign HMAC-SHA256 over=no-port' } }),
  line(2, 0, 'none', URL_, { headers: { Authorization: 'OAuth-invalid HMAC-SHA1' }, status: 401 }),
  line(3, 0, 'integration', 'http://127.0.0.1:18999/rest/default/V1/modules'),
];

test('plan: with a signer, signed requests carry what to sign and no bearer; without one, the integration bearer', () => {
  const resigned = planReplay(oauthLines, {}, { integration: 'INT', other: 'UNKNOWN' }, { resign: true });
  const [good, bad, bearer] = resigned.lanes[0] ?? [];
  assert.deepEqual(good?.oauth, { signatureMethod: 'HMAC-SHA256', valid: true, form: 'no-port' });
  assert.equal(good?.headers.Authorization, undefined);
  assert.deepEqual(bad?.oauth, { signatureMethod: 'HMAC-SHA1', valid: false, form: 'as-sent' });
  assert.equal(bearer?.headers.Authorization, 'Bearer INT');
  const fallback = planReplay(oauthLines, {}, { integration: 'INT', other: 'UNKNOWN' });
  assert.deepEqual(fallback.lanes[0]?.map((r) => [r.oauth, r.headers.Authorization]), [[undefined, 'Bearer INT'], [undefined, 'Bearer UNKNOWN'], [undefined, 'Bearer INT']]);
});

/** Does `header` verify against the credentials for `method url`? (What the target does.) */
function verifies(header: string, method: string, url: string, creds: OAuth1Credentials): boolean {
  const params = new Map([...header.slice(6).matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1] as string, decodeURIComponent(m[2] as string)] as [string, string]));
  const m = params.get('oauth_signature_method') === 'HMAC-SHA1' ? 'HMAC-SHA1' : 'HMAC-SHA256';
  return hmacSignature(signatureBaseString({ method, url }, params), m, creds.consumerSecret, creds.accessTokenSecret) === params.get('oauth_signature');
}

test('signer: a good signature is signed again with the credentials, a wrong one with a wrong secret; fresh nonces', () => {
  const sign = oauthSigner({ integrationOAuth: CREDS });
  assert.ok(sign);
  const request = (oauth: ReplayRequest['oauth']): ReplayRequest => ({ lane: 0, method: 'GET', path: '/x', headers: {}, body: undefined, status: 200, oauth });
  const a = sign(request({ signatureMethod: 'HMAC-SHA256', valid: true, form: 'as-sent' }), URL_);
  const b = sign(request({ signatureMethod: 'HMAC-SHA256', valid: true, form: 'as-sent' }), URL_);
  assert.ok(verifies(a, 'GET', URL_, CREDS));
  assert.notEqual(/oauth_nonce="([^"]+)"/.exec(a)?.[1], /oauth_nonce="([^"]+)"/.exec(b)?.[1], 'single-use nonces');
  const sha1 = sign(request({ signatureMethod: 'HMAC-SHA1', valid: true, form: 'as-sent' }), URL_);
  assert.match(sha1, /oauth_signature_method="HMAC-SHA1"/);
  assert.ok(verifies(sha1, 'GET', URL_, CREDS));
  assert.ok(!verifies(sign(request({ signatureMethod: 'HMAC-SHA256', valid: false, form: 'as-sent' }), URL_), 'GET', URL_, CREDS));
  // Signed over the form of the URL the run's signature was made over (a target behind nginx's $host: no port).
  const noPort = sign(request({ signatureMethod: 'HMAC-SHA256', valid: true, form: 'no-port' }), URL_);
  assert.ok(verifies(noPort, 'GET', 'http://127.0.0.1/rest/default/V1/store/storeViews?searchCriteria[pageSize]=1', CREDS));
  assert.ok(!verifies(noPort, 'GET', URL_, CREDS));
  assert.equal(oauthSigner({ integrationOAuth: null }), null);
});

test('signing forms of a URL: as sent, without the port, the other scheme', () => {
  assert.equal(signingUrl('http://127.0.0.1:18999/rest/V1/x?a=1', 'as-sent'), 'http://127.0.0.1:18999/rest/V1/x?a=1');
  assert.equal(signingUrl('http://127.0.0.1:18999/rest/V1/x?a=1', 'no-port'), 'http://127.0.0.1/rest/V1/x?a=1');
  assert.equal(signingUrl('https://shop.example.com:8443/index.php/rest/V1/x', 'other-scheme'), 'http://shop.example.com:8443/index.php/rest/V1/x');
  assert.equal(signingUrl('https://shop.example.com:8443/rest/V1/x', 'other-scheme-no-port'), 'http://shop.example.com/rest/V1/x');
});

test('replay(): each request to its own origin, signed on the URL it is sent to', async () => {
  const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.statusCode = req.headers.authorization?.startsWith('OAuth ') ? 200 : 401;
    res.end('{}');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const plan = planReplay(
      [line(1, 0, 'integration', `${origin}/shop/rest/V1/modules?a=1`, { headers: { Authorization: 'OAuth-resign HMAC-SHA256' } }), line(2, 1, 'admin', `${origin}/shop/rest/V1/store/storeViews`, { status: 401 })],
      {},
      { admin: 'A' },
      { bases: [{ from: `${origin}/shop`, to: `${origin}/shop` }], resign: true },
    );
    const sign = oauthSigner({ integrationOAuth: CREDS });
    assert.ok(sign);
    // The origin given to replay() is unused: every planned request carries its own.
    const result = await replay('http://127.0.0.1:9', plan, { sign, timeoutMs: 5000 });
    assert.equal(result.sent, 2);
    assert.equal(result.matched, 2);
    const signed = seen.find((s) => s.url === '/shop/rest/V1/modules?a=1');
    assert.ok(signed && verifies(String(signed.headers.authorization), 'GET', `${origin}/shop/rest/V1/modules?a=1`, CREDS));
    assert.equal(seen.find((s) => s.url === '/shop/rest/V1/store/storeViews')?.headers.authorization, 'Bearer A');
  } finally {
    await new Promise<void>((ok) => server.close(() => ok()));
  }
});
