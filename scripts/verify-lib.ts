// Shared helpers of the self-proof scripts (verify-faults, verify-flakes) and their quick tests: run the commerce
// project against the embedded reference installation with a given profile, faults and grep, read the run file, and
// run several such runs at a time.

import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConformanceRun, TestRecord } from '../src/report/run.ts';
import { asRun, RunFileError } from '../src/report/load-run.ts';
import { isFailed, type ErrorRecord, type FailRecord } from '../src/report/verdict-record.ts';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface FaultInfo {
  name: string;
  category: string;
  description: string;
}

/** Every fault the reference knows, as `--list-faults` prints it (name, category, description). */
export function listFaults(): FaultInfo[] {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'reference/main.ts', '--list-faults'], { cwd: ROOT, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`reference --list-faults exited with ${res.status}: ${res.stderr}`);
  return res.stdout
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const [name = '', category = '', description = ''] = l.split('\t');
      return { name, category, description };
    });
}

export interface SuiteOptions {
  /** Reference profile: `--edition` and `--release` of the embedded reference, same values told to the suite. */
  edition: string;
  release: string;
  faults?: string[];
  /** Extra flags of the embedded reference (COMMERCE_REFERENCE_ARGS). */
  referenceArgs?: string;
  /** Extra environment of the suite (COMMERCE_WRITES, COMMERCE_CAPTCHA_FORMS, ...). */
  env?: Record<string, string>;
  /** Playwright --grep (a regular expression source). */
  grep?: string;
  /** Spec files (paths under specs/, or names) to restrict the run to. */
  files?: string[];
  workers?: number;
  /** Extra Playwright arguments (e.g. --trace on). */
  args?: string[];
  runDir: string;
  timeoutMs?: number;
  /** Reuse the run an earlier invocation finished in runDir instead of running again. */
  resume?: boolean;
}

export interface SuiteResult {
  exitCode: number;
  output: string;
  runDir: string;
  run: ConformanceRun | null;
  durationMs: number;
  timedOut: boolean;
}

/** Environment variables of the suite and the reference that must not leak in from the caller's shell. */
function cleanEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined) continue;
    if (/^(COMMERCE_|SUBMISSION_|PLAYWRIGHT_|PW_)/.test(k)) continue;
    env[k] = v;
  }
  return env;
}

/** A port below the kernel's ephemeral range (32768-60999) that nobody listens on right now. playwright.config.ts's
 * own choice, 20000 + pid % 20000, often lands in the ephemeral range, where an outgoing connection or another
 * listener on port 0 may already hold it (EADDRINUSE: the run stops before any test). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 10_000 + Math.floor(Math.random() * 22_000);
    const ok = await new Promise<boolean>((done) => {
      const server = createServer();
      server.once('error', () => done(false));
      server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
    });
    if (ok) return port;
  }
  throw new Error('no free port found below 32000');
}

/** Runs `playwright test --project=commerce` against the embedded reference (COMMERCE_BASE_URL empty), which
 * playwright.config.ts starts with the given profile and faults on a free port chosen here. A reference that could
 * not start because the port was taken meanwhile is started once more on another port (no test ran yet, so this is
 * no retry of a test). */
export async function runCommerce(o: SuiteOptions): Promise<SuiteResult> {
  if (o.resume) {
    const done = loadFinished(o.runDir);
    if (done) return done;
  }
  const first = await runCommerceOnce(o);
  if ((first.run?.tests.length ?? 0) === 0 && /EADDRINUSE/.test(first.output)) return runCommerceOnce(o);
  return first;
}

/** A run an earlier invocation finished (conformance.json and console.txt written), read back. */
export function loadFinished(runDir: string): SuiteResult | null {
  const file = join(runDir, 'conformance.json');
  const consoleFile = join(runDir, 'console.txt');
  if (!existsSync(file) || !existsSync(consoleFile)) return null;
  let run: ConformanceRun;
  try {
    run = asRun(JSON.parse(readFileSync(file, 'utf8')), file);
  } catch (e) {
    // A run file this version cannot read (an older format, a cut-off file): the run is done again.
    if (e instanceof RunFileError || e instanceof SyntaxError) return null;
    throw e;
  }
  return { exitCode: 0, output: readFileSync(consoleFile, 'utf8'), runDir, run, durationMs: 0, timedOut: false };
}

async function runCommerceOnce(o: SuiteOptions): Promise<SuiteResult> {
  rmSync(o.runDir, { recursive: true, force: true });
  mkdirSync(o.runDir, { recursive: true });
  const port = await freePort();
  const env: Record<string, string> = {
    ...cleanEnv(),
    CI: '1',
    COMMERCE_BASE_URL: '',
    COMMERCE_REFERENCE_EDITION: o.edition,
    COMMERCE_REFERENCE_RELEASE: o.release,
    COMMERCE_REFERENCE_FAULTS: (o.faults ?? []).join(','),
    COMMERCE_REFERENCE_ARGS: o.referenceArgs ?? '',
    COMMERCE_RUN_DIR: o.runDir,
    COMMERCE_WORKERS: String(o.workers ?? 1),
    COMMERCE_REFERENCE_PORT: String(port),
    ...(o.env ?? {}),
  };
  const args = [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '--project=commerce', ...(o.grep ? ['--grep', o.grep] : []), ...(o.args ?? []), ...(o.files ?? [])];
  const started = Date.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  let timedOut = false;
  const exitCode = await new Promise<number>((done) => {
    const timer = setTimeout(() => {
      timedOut = true;
      // SIGTERM first: the runner then stops its web server (the embedded reference runs in a process group of its
      // own); then the runner's group (workers) for good.
      child.kill('SIGTERM');
      setTimeout(() => {
        try {
          if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, 15_000).unref();
    }, o.timeoutMs ?? 1_800_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done(code ?? -1);
    });
  });
  if (timedOut) killReferenceOn(port);
  writeFileSync(join(o.runDir, 'console.txt'), output);
  const file = join(o.runDir, 'conformance.json');
  const run = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ConformanceRun) : null;
  return { exitCode, output, runDir: o.runDir, run, durationMs: Date.now() - started, timedOut };
}

/** The embedded reference runs in a process group of its own (Playwright's web server): when the runner was killed,
 * stop the reference this run started, found by the port only it was given. */
function killReferenceOn(port: number): void {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      if (cmd.includes('reference/main.ts') && cmd.includes(`--port ${port} `)) process.kill(Number(pid), 'SIGTERM');
    } catch {
      /* gone or not ours */
    }
  }
}

/** Runs `tasks` with at most `jobs` of them at a time, results in task order. */
export async function pool<T, R>(items: T[], jobs: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(jobs, items.length)) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T, i);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** The failed tests of a run: a verdict that broke a rule, or a test that ended without a verdict. */
export function failures(run: ConformanceRun | null): Array<TestRecord & (FailRecord | ErrorRecord)> {
  return (run?.tests ?? []).filter(isFailed);
}

/** A failure names the rule it broke: its record is a verdict of its check (not an error without one) and carries the
 * check's rule. */
export function namesRule(t: TestRecord): boolean {
  return t.outcome === 'fail' && t.rule.trim() !== '';
}

/** A run that stopped before any test (global setup): the `[check.id] ...` sentence it printed, if any. */
export function setupStop(result: SuiteResult): string | null {
  if ((result.run?.tests.length ?? 0) > 0) return null;
  const m = /\[([a-z]+\.[a-z0-9-]+)\][^\n]*/.exec(result.output);
  return m ? m[0].trim() : null;
}

/** The first line of a failure message (the `[check] subject: broken` sentence), shortened for tables. */
export function headline(text: string | null, max = 220): string {
  const first = (text ?? '').split('\n')[0]?.trim() ?? '';
  return first.length > max ? `${first.slice(0, max - 1)}…` : first;
}

export function writeFileMkdir(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

export function mdEscape(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** `--name value` and `--flag` arguments. */
export function parseArgs(argv: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (!a.startsWith('--')) throw new Error(`unexpected argument ${a}`);
    const eq = a.indexOf('=');
    if (eq > 0) out.set(a.slice(2, eq), a.slice(eq + 1));
    else if (i + 1 < argv.length && !(argv[i + 1] as string).startsWith('--')) out.set(a.slice(2), argv[++i] as string);
    else out.set(a.slice(2), 'true');
  }
  return out;
}

export function minutes(ms: number): string {
  return `${(ms / 60_000).toFixed(1)} min`;
}

// ---------------------------------------------------------------------------------------------------------------
// Which checks can see which fault.

/** Regular expression (Playwright --grep) that selects the tests of the given check families or check IDs: every
 * test title starts with its check ID, and the describe block is that ID too. */
export function familiesGrep(families: string[]): string {
  const parts = families.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + (f.includes('.') ? '' : '\\.'));
  return `(?:^|\\s)(?:${parts.join('|')})`;
}

export interface CategoryPlan {
  /** Check families (`perm`) or check IDs (`schema.response-valid`) that can see a fault of the category. */
  families: string[];
  /** Spec files the run is restricted to, when the families run elsewhere too and only these files can see it. */
  files?: string[];
  /** The write level its runs need (default allow): the commerce core runs at full only. */
  writes?: 'allow' | 'full';
  why: string;
}

/** Category → the check families a fault of that category can break. A fault that no test of its families catches
 * is run again over the whole suite before it is called MISSED (so a map that is too narrow shows, instead of
 * hiding a catch). */
export const CATEGORY_PLAN: Record<string, CategoryPlan> = {
  permissions: { families: ['perm', 'token'], why: 'ACL per caller kind (perm.*), expired and revoked tokens (token.expired-refused, token.revoked-refused)' },
  tokens: { families: ['token', 'soap'], why: 'token routes, lifetimes, lockout and bearer handling (token.*); a token route the suite cannot sign in through stops the run in global setup, naming the check' },
  async: { families: ['async'], why: 'acceptance of /async/V1 calls (async.accept-shape, async.get-refused, async.guest-refused, async.intake-errors, async.method-variants)' },
  bulk: { families: ['bulk', 'status'], why: 'bulk acceptance and by<Name> paths (bulk.*), and what the consumer made of the elements (status.*)' },
  status: { families: ['status', 'security', 'bulk'], files: ['specs/async-scenarios.spec.ts'], why: 'operation status routes, read by the scenario checks after the consumer ran (status.*, bulk.params-in-elements)' },
  schemas: { families: ['schema'], why: 'response bodies against the contract schemas (schema.response-valid) and the schema endpoint' },
  'store-scope': { families: ['async', 'bulk', 'status'], files: ['specs/async-scenarios.spec.ts'], why: 'the only checks that vary the store code: async.intake-errors ("unknown store code"), async.store-scope (writes and reads with all, default and another store view)' },
  challenge: { families: ['challenge'], why: 'X-Captcha / X-ReCaptcha forms switched on for the run (challenge.*)' },
  'schema-endpoint': { families: ['schema.endpoint'], why: 'GET /rest/<store>/schema for guests and admins (schema.endpoint-*)' },
  submission: { families: ['submission'], why: 'developer-submission API (submission.*)' },
  writes: { families: ['write', 'async.same-as-sync'], files: ['specs/async-writes.spec.ts', 'specs/async.spec.ts'], why: 'writes executed on the run\'s own entities and read back (write.response-valid, write.read-back), and the same writes queued (async.same-as-sync)' },
  input: { families: ['input'], files: ['specs/async-writes.spec.ts'], why: 'bad input sent to the write routes the run executes, on its own entities: the platform\'s error for each (status, message, parameters), never a 500 or a 2xx, and nothing changed (input.*)' },
  commerce: { families: ['commerce', 'write.response-valid'], files: ['specs/commerce.spec.ts', 'specs/async-writes.spec.ts'], writes: 'full', why: 'the commerce core at COMMERCE_WRITES=full: checkout, order lifecycle, cancellation in sync, async and bulk form (commerce.*), and the sales write routes executed (write.response-valid)' },
  scope: { families: ['scope'], files: ['specs/scope.spec.ts'], why: 'where a synchronous write lands: the run\'s own products, categories, CMS pages and blocks written under a store view\'s code and under all, read back under every view (scope.*)' },
  reads: { families: ['read'], files: ['specs/routes.spec.ts', 'specs/search.spec.ts'], why: 'reads of the same data held against each other: a fields projection against the read without it (read.*)' },
  search: { families: ['search'], files: ['specs/search.spec.ts'], why: 'searchCriteria on every list route: page size and total_count, paging, filters by condition type, groups, sorting, bad criteria (search.*)' },
};

/** The challenge forms switched on for challenge runs, the same on both sides (docs/token-faults.md). The suite's
 * own sign-in routes (Login, Customer login) stay off: a script cannot solve a challenge. */
export const CHALLENGE_SETUP = {
  env: {
    COMMERCE_CAPTCHA_FORMS: 'Create user,Apply coupon code,Change password',
    COMMERCE_RECAPTCHA_FORMS: 'Create new customer account,Coupon codes,Edit customer account',
  },
  referenceArgs: '--captcha-forms "Create user,Apply coupon code,Change password" --recaptcha-forms "Create new customer account,Coupon codes,Edit customer account"',
};

export interface FaultPlan {
  fault: string;
  category: string;
  description: string;
  edition: string;
  release: string;
  /** Extra environment of the run; `controlEnv` names the part that changes what a clean run answers. */
  env: Record<string, string>;
  controlKey: string;
  referenceArgs: string;
  grep: string | undefined;
  files: string[];
  /** A narrow selection (one check, a few routes) used by --quick and the unit test. */
  quickGrep: string;
  quickFiles: string[];
  /** The checks expected to catch it (what the check owners wrote down; informative). */
  expected: string[];
}

interface FaultOverride {
  edition?: string;
  release?: string;
  /** The write level the fault shows at, where it is not its category's (Adobe Commerce's own writes: full). */
  writes?: 'allow' | 'full';
  /** Environment that only speeds a run up (a clean run answers the same with or without it). */
  speedEnv?: Record<string, string>;
  challenge?: boolean;
  quick: string;
  quickFiles?: string[];
  expected: string[];
}

/** Per fault: the narrow selection that shows it, the checks meant to catch it, and profile or settings it needs.
 * Every fault shows on commerce 2.4.7 (async, bulk, status routes from 2.3.0; JWT lifetimes from 2.4.4;
 * revoke-customer-token from 2.4.6), so that is the profile unless a fault says otherwise. */
export const FAULT_OVERRIDES: Record<string, FaultOverride> = {
  'guest-reaches-admin-resource': { quick: 'perm\\.guest-refused GET /V1/store/store(Views|Groups)$', expected: ['perm.guest-refused'] },
  'customer-reaches-other-customer': { quick: 'perm\\.customer-refused-admin GET /V1/customers/:customerId$', expected: ['perm.customer-refused-admin'] },
  'restricted-admin-passes': { quick: 'perm\\.restricted-admin-refused GET /V1/customers/:customerId$|write\\.restricted-delete-keeps', expected: ['perm.restricted-admin-refused', 'write.restricted-delete-keeps'] },
  'expired-token-accepted': { quick: 'token\\.expired-refused', expected: ['token.expired-refused'] },
  'revoked-token-accepted': { quick: 'token\\.revoked-refused|write\\.revoked-token-refused', expected: ['token.revoked-refused', 'write.revoked-token-refused'] },
  'admin-on-self-unauthorized': { quick: 'perm\\.admin-self-refused GET /V1/(customers/me|carts/mine)$', expected: ['perm.admin-self-refused'] },
  'token-wrong-content-type': { quick: 'token\\.json-body', expected: ['token.json-body', 'token.xml-body'] },
  'token-empty-credentials-tried': { writes: 'allow', quick: 'input\\.invalid-format POST /V1/integration/(admin|customer)/token$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.invalid-format'] },
  'token-not-bare-string': { quick: 'token\\.json-body', expected: ['token.json-body (global setup)'] },
  'token-lifetime-ignored': { quick: 'token\\.lifetime', expected: ['token.lifetime', 'token.expired-refused'] },
  'lockout-missing': { writes: 'full', quick: 'token\\.lockout|write\\.customer-lockout', expected: ['token.lockout', 'write.customer-lockout'] },
  'invalid-token-reported': { quick: 'token\\.invalid-token-as-guest', expected: ['token.invalid-token-as-guest'] },
  'unknown-store-accepted': { quick: 'async\\.intake-errors unknown store code', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['async.intake-errors'] },
  'unknown-store-not-found': { quick: 'async\\.intake-errors unknown store code', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['async.intake-errors'] },
  'self-under-all-allowed': { quick: 'token\\.store-codes GET /V1/customers/me$', quickFiles: ['specs/tokens.spec.ts'], expected: ['token.store-codes'] },
  'all-store-get-rejected': { quick: 'async\\.store-scope', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['async.store-scope'] },
  'store-scope-ignored': { quick: 'async\\.store-scope', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['async.store-scope'] },
  'captcha-not-enforced': { challenge: true, quick: 'challenge\\.captcha-required', expected: ['challenge.captcha-required'] },
  'recaptcha-not-enforced': { challenge: true, quick: 'challenge\\.recaptcha-required', expected: ['challenge.recaptcha-required'] },
  'challenge-demanded-from-integration': { challenge: true, quick: 'challenge\\.integration-exempt', expected: ['challenge.integration-exempt'] },
  'schema-shows-admin-routes-to-guests': { quick: 'schema\\.endpoint-guest-subset', expected: ['schema.endpoint-guest-subset'] },
  'schema-missing-routes': { quick: 'schema\\.endpoint-routes-match-contracts', expected: ['schema.endpoint-routes-match-contracts'] },
  'search-sort-text-ignored': { quick: 'search\\.sort-every-field GET /V1/(cmsPage/search|customers/search)$', quickFiles: ['specs/search.spec.ts'], expected: ['search.sort-every-field'] },
  'list-items-missing-nested': { quick: 'read\\.list-item GET /V1/(products|customers/search)$', quickFiles: ['specs/search.spec.ts'], expected: ['read.list-item'] },
  'fields-nested-null': { quick: 'read\\.fields-projection GET /V1/products(/:sku)?$', expected: ['read.fields-projection'] },
  'integer-as-string': { quick: 'schema\\.response-valid GET /V1/products(/:sku)?$', expected: ['schema.response-valid'] },
  'required-field-missing': { quick: 'schema\\.response-valid GET /V1/products(/:sku)?$', expected: ['schema.response-valid'] },
  'extra-undeclared-field': { quick: 'schema\\.response-valid GET /V1/products(/:sku)?$', expected: ['schema.response-valid'] },
  'null-where-not-nullable': { quick: 'schema\\.response-valid GET /V1/products(/:sku)?$', expected: ['schema.response-valid'] },
  'submission-wrong-grant-accepted': { quick: 'submission\\.wrong-grant', expected: ['submission.wrong-grant'] },
  'submission-expired-ust-accepted': { quick: 'submission\\.expiry', expected: ['submission.expiry'] },
  'async-errors-true': { quick: 'async\\.accept-shape POST /V1/products$', expected: ['async.accept-shape'] },
  'async-wrong-status-code': { quick: 'async\\.accept-shape POST /V1/products$', expected: ['async.accept-shape'] },
  'async-ids-out-of-order': { quick: 'bulk\\.accept-shape POST /V1/products$', expected: ['bulk.accept-shape'] },
  'async-missing-data-hash': { quick: 'async\\.accept-shape POST /V1/products$', expected: ['async.accept-shape'] },
  'async-request-items-count-off': { quick: 'async\\.accept-shape POST /V1/products$', expected: ['async.accept-shape', 'bulk.accept-shape'] },
  'async-get-accepted': { quick: 'async\\.get-refused POST /V1/products$', expected: ['async.get-refused', 'async.intake-errors'] },
  'bulk-unknown-field-accepted': { quick: 'async\\.intake-errors bulk with an element', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['async.intake-errors'] },
  'async-alias-unrouted': { quick: 'async\\.custom-route', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['async.custom-route'] },
  'bulk-get-accepted': { quick: 'async\\.get-refused POST /V1/products$', expected: ['async.get-refused'] },
  // bulk.accept-shape no longer queues on :sku (an id that does not resolve); the scenario's bySku update of the run's
  // own products is what meets the bulk path.
  'bulk-byname-not-derived': { quick: 'bulk\\.params-in-elements', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['bulk.accept-shape', 'bulk.params-in-elements'] },
  'bulk-params-not-moved': { quick: 'bulk\\.params-in-elements', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['bulk.params-in-elements'] },
  'status-never-leaves-open': { speedEnv: { COMMERCE_ASYNC_TIMEOUT_MS: '8000' }, quick: 'status\\.terminal', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['status.terminal'] },
  'status-wrong-codes': { quick: 'status\\.(summary-shape|duplicate-create-fails)', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['status.summary-shape', 'status.duplicate-create-fails'] },
  'status-count-disagrees': { quick: 'status\\.count-matches', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['status.count-matches'] },
  // The embedded reference's consumer runs at once: slowed, the bulk is open when status.count-open reads it (a clean
  // run passes either way: the check bounds each count by the detailed status read around it).
  'status-open-count-frozen': { speedEnv: { REFERENCE_CONSUMER_DELAY_MS: '300' }, quick: 'status\\.count-open', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['status.count-open'] },
  'status-result-message-lacks-success': { quick: 'status\\.summary-shape', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['status.summary-shape'] },
  'status-detailed-fields-missing': { quick: 'status\\.detailed-shape', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['status.detailed-shape'] },
  'status-detailed-fields-mistyped': { quick: 'status\\.detailed-shape', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['status.detailed-shape'] },
  'status-search-later-groups-ignored': { quick: 'status\\.search bulk_uuid and status', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['status.search'] },
  'status-search-range-ignored': { quick: 'status\\.search start_time', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['status.search'] },
  'consumer-type-dropped': { quick: 'status\\.bulk-completes', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['status.bulk-completes'] },
  'status-search-filter-ignored': { quick: 'status\\.search', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['status.search'] },
  'write-not-persisted': { quick: 'write\\.read-back (POST|PUT) /V1/(products|cmsPage)(/:sku|/:id)?$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back', 'async.same-as-sync'] },
  'delete-not-deleting': { quick: 'write\\.read-back DELETE /V1/(products/:sku|cmsPage/:pageId)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back', 'async.same-as-sync'] },
  'nested-collections-dropped': { quick: 'write\\.read-back (POST /V1/(products|customers|salesRules)|PUT /V1/(products/:sku|customers/:customerId|salesRules/:ruleId))$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back', 'async.same-as-sync'] },
  'write-answer-partial': { quick: 'write\\.answer-sent (POST /V1/(products|customers)|PUT /V1/(products/:sku|customers/:customerId))$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.answer-sent'] },
  'write-answers-false': { quick: 'write\\.answer-value (DELETE /V1/products/:sku|DELETE /V1/cmsPage/:pageId|POST /V1/products/:sku/links)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.answer-value'] },
  'lockout-early': { quick: 'write\\.sign-in-after-failures POST /V1/integration/customer/token$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.sign-in-after-failures'] },
  // Stocks are the full level's (a stock leaves its empty index table): the fault shows there only.
  'path-id-ignored': { writes: 'full', quick: 'write\\.path-id-wins PUT /V1/inventory/stocks/:stockId$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.path-id-wins'] },
  'password-change-ignored': { quick: 'write\\.password-signs-in PUT /V1/customers/me/password$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.password-signs-in'] },
  'write-answers-other-id': { quick: 'write\\.answer-value PUT /V1/(products/:sku/downloadable-links(/samples)?/:id|configurable-products/:sku/options/:id|taxClasses/:classId)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.answer-value'] },
  'consumer-fails-everything': { quick: 'status\\.(bulk-completes|terminal) ', quickFiles: ['specs/async-scenarios.spec.ts'], expected: ['status.bulk-completes'] },
  'website-ids-update-ignored': { quick: 'write\\.product-body-fields website-ids$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.product-body-fields'] },
  'special-price-null-kept': { quick: 'write\\.product-body-fields special-price$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.product-body-fields'] },
  'multiselect-clear-ignored': { quick: 'write\\.product-body-fields multiselect$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.product-body-fields'] },
  'stock-item-body-id-followed': { quick: 'write\\.product-body-fields stock-item-ids$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.product-body-fields'] },
  'stock-item-foreign-ids-followed': { quick: 'write\\.product-body-fields stock-item-ids$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.product-body-fields'] },
  'stock-item-not-made': { quick: 'write\\.product-body-fields no-stock-item$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.product-body-fields'] },
  'stock-qty-reset-on-update': { quick: 'write\\.product-body-fields no-stock-item$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.product-body-fields'] },
  'stock-item-answer-ids-dropped': { quick: 'write\\.product-body-fields stock-item-ids$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.product-body-fields'] },
  'option-ids-renewed': { quick: 'write\\.custom-option-types ', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.custom-option-types'] },
  'price-row-error-ignored': { quick: 'write\\.price-storage-rows (tier|base)$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.price-storage-rows'] },
  'category-links-unlink-ignored': { quick: 'write\\.empty-collection-clears PUT /V1/products/:sku$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.empty-collection-clears'] },
  'emptied-collections-answered': { quick: 'write\\.empty-collection-clears PUT /V1/products/:sku$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.empty-collection-clears'] },
  'required-options-flag-stale': { quick: 'write\\.known-answer GET /V1/products/:sku$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'price-kept-row-reported': { quick: 'write\\.answer-value (POST|PUT) /V1/products/(tier-prices|tier-prices-delete|special-price|special-price-delete)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.answer-value'] },
  'path-decoded-before-routing': { quick: 'write\\.sku-with-slash ', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.sku-with-slash'] },
  'media-update-keeps-file': { writes: 'full', quick: 'write\\.uploaded-files', quickFiles: ['specs/whole-entities.spec.ts'], expected: ['write.uploaded-files'] },
  'media-omitted-cleared': { writes: 'full', quick: 'write\\.media-gallery gallery$', quickFiles: ['specs/whole-entities.spec.ts'], expected: ['write.media-gallery'] },
  'downloadable-update-keeps-file': { writes: 'full', quick: 'write\\.product-types-whole downloadable-files$', quickFiles: ['specs/whole-entities.spec.ts'], expected: ['write.product-types-whole'] },
  'product-parts-left-out-kept': { quick: 'write\\.product-types-whole (bundle|downloadable)$', quickFiles: ['specs/whole-entities.spec.ts'], expected: ['write.product-types-whole'] },
  'product-parts-omitted-cleared': { quick: 'write\\.product-types-whole (bundle|downloadable)$', quickFiles: ['specs/whole-entities.spec.ts'], expected: ['write.product-types-whole'] },
  'read-back-other-store-view': { quick: 'write\\.read-back PUT /V1/(products/:sku|categories/:id|cmsPage/:id)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back', 'async.same-as-sync'] },
  'bad-input-500': { quick: 'input\\.(missing-required|wrong-type) (POST|PUT) /V1/(taxRates|customerGroups|cmsPage)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.missing-required', 'input.wrong-type'] },
  'invalid-email-accepted': { quick: 'input\\.invalid-format (POST /V1/customers|PUT /V1/customers/:customerId)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.invalid-format'] },
  'duplicate-accepted': { quick: 'input\\.duplicate-key POST /V1/(taxRates|customers|customerGroups|taxClasses)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.duplicate-key'] },
  'not-found-parameters-lost': { quick: 'input\\.unknown-reference (DELETE /V1/(taxRates/:rateId|customers/:customerId|categories/:categoryId)|PUT /V1/(taxRates|cmsPage/:id))$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.unknown-reference'] },
  'omitted-collection-cleared': { quick: 'write\\.partial-keeps-omitted PUT /V1/(products/:sku|customers/:customerId)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.partial-keeps-omitted'] },
  'empty-collection-ignored': { quick: 'write\\.empty-collection-clears PUT /V1/(products/:sku|customers/:customerId)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.empty-collection-clears'] },
  'store-null-kept': { quick: 'write\\.store-null-reverts PUT /V1/products/:sku$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.store-null-reverts'] },
  'scope-view-write-everywhere': { quick: 'scope\\.store-view-only (products|categories)$', quickFiles: ['specs/scope.spec.ts'], expected: ['scope.store-view-only', 'scope.all-reaches-views'] },
  'scope-view-write-default': { quick: 'scope\\.store-view-only (products|categories)$', quickFiles: ['specs/scope.spec.ts'], expected: ['scope.store-view-only', 'scope.all-reaches-views'] },
  'scope-view-name-copies-url-key': { quick: 'scope\\.view-name-inherits url_key$', quickFiles: ['specs/scope.spec.ts'], expected: ['scope.view-name-inherits'] },
  'scope-media-view-write-default': { quick: 'scope\\.media-per-view products$', quickFiles: ['specs/scope.spec.ts'], expected: ['scope.media-per-view'], writes: 'full' },
  'scope-cart-item-default-name': { quick: 'scope\\.cart-item-view-name guest carts$', quickFiles: ['specs/scope.spec.ts'], expected: ['scope.cart-item-view-name'], writes: 'full' },
  'scope-link-title-everywhere': { quick: 'scope\\.link-title-per-view downloadable products$', quickFiles: ['specs/scope.spec.ts'], expected: ['scope.link-title-per-view'] },
  'scope-sample-title-everywhere': { quick: 'scope\\.link-title-per-view downloadable products$', quickFiles: ['specs/scope.spec.ts'], expected: ['scope.link-title-per-view'] },
  'scope-link-view-price-global': { quick: 'scope\\.link-title-per-view downloadable products$', quickFiles: ['specs/scope.spec.ts'], expected: ['scope.link-title-per-view'] },
  'order-id-as-string': { quick: '(commerce\\.guest-checkout|write\\.response-valid PUT /V1/guest-carts/:cartId/order$)', quickFiles: ['specs/commerce.spec.ts', 'specs/async-writes.spec.ts'], expected: ['commerce.guest-checkout', 'write.response-valid'] },
  'invoice-500': { quick: '(commerce\\.order-lifecycle|write\\.response-valid POST /V1/(order/:orderId/invoice|invoices/)$)', quickFiles: ['specs/commerce.spec.ts', 'specs/async-writes.spec.ts'], expected: ['commerce.order-lifecycle', 'write.response-valid'] },
  'tax-dropped': { quick: 'commerce\\.(money-totals|partial-documents)', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.money-totals', 'commerce.partial-documents'] },
  'refund-adjustments-ignored': { quick: 'commerce\\.partial-documents', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.partial-documents'] },
  'partial-invoice-all': { quick: 'commerce\\.partial-documents', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.partial-documents'] },
  'return-to-stock-ignored': { quick: 'commerce\\.stock-returned', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.stock-returned', 'commerce.stock-returned-children'] },
  'configurable-option-positions-lost': { writes: 'full', quick: 'write\\.configurable-kept', quickFiles: ['specs/whole-entities.spec.ts'], expected: ['write.configurable-kept'] },
  'configurable-empty-options-keep-children': { writes: 'full', quick: 'write\\.configurable-kept', quickFiles: ['specs/whole-entities.spec.ts'], expected: ['write.configurable-kept'] },
  'return-to-stock-parent-only': { quick: 'commerce\\.stock-returned-children', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.stock-returned-children'] },
  'downloadable-cart-links-unchecked': { quick: 'commerce\\.type-cart-items .*downloadable', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.type-cart-items'] },
  'cart-item-options-not-updated': { quick: 'commerce\\.type-cart-items', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.type-cart-items'] },
  'order-item-options-dropped': { quick: 'commerce\\.type-cart-items', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.type-cart-items'] },
  'grouped-cart-options-ignored': { quick: 'commerce\\.grouped-cart-items', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.grouped-cart-items'] },
  'grouped-cart-out-of-stock-child-added': { quick: 'commerce\\.grouped-cart-items', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.grouped-cart-items'] },
  'grouped-cart-parent-qty-ignored': { quick: 'commerce\\.grouped-cart-items', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.grouped-cart-items'] },
  'salable-ignores-reservations': { quick: 'commerce\\.(stock-(reserved|returned)|virtual-orders)', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.stock-reserved', 'commerce.stock-returned', 'commerce.stock-returned-children', 'commerce.virtual-orders'] },
  'search-page-size-ignored': { quick: 'search\\.page-size GET /V1/(products|cmsPage/search)$', quickFiles: ['specs/search.spec.ts'], expected: ['search.page-size'] },
  'search-sort-ignored': { quick: 'search\\.sort GET /V1/(products|cmsPage/search)$', quickFiles: ['specs/search.spec.ts'], expected: ['search.sort'] },
  'search-gt-as-gteq': { quick: 'search\\.exact GET /V1/customerGroups/search$', quickFiles: ['specs/search.spec.ts'], expected: ['search.exact'] },
  'search-like-ignored': { quick: 'search\\.filter GET /V1/(products|cmsPage/search)$', quickFiles: ['specs/search.spec.ts'], expected: ['search.filter'] },
  'search-criteria-not-echoed': { quick: 'write\\.known-answer GET /V1/products/attribute-sets/(sets|groups)/list$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'search-total-is-page-length': { quick: 'search\\.page-size GET /V1/(products|cmsPage/search)$', quickFiles: ['specs/search.spec.ts'], expected: ['search.page-size'] },
  'search-groups-ored': { quick: 'search\\.groups GET /V1/(products|cmsPage/search)$', quickFiles: ['specs/search.spec.ts'], expected: ['search.groups'] },
  'search-unknown-field-sql': { quick: 'search\\.bad-criteria GET /V1/(products|cmsPage/search)$', quickFiles: ['specs/search.spec.ts'], expected: ['search.bad-criteria'] },
  // Adobe Commerce's own writes (COMMERCE_WRITES=full: they act on the run's carts and orders).
  'rma-status-not-saved': { writes: 'full', quick: '(write\\.read-back PUT /V1/returns/:id$|commerce\\.return-states)', quickFiles: ['specs/async-writes.spec.ts', 'specs/commerce.spec.ts'], expected: ['write.read-back', 'commerce.return-states'] },
  'rma-comment-dropped': { writes: 'full', quick: '(write\\.read-back POST /V1/returns/:id/comments$|commerce\\.return-states)', quickFiles: ['specs/async-writes.spec.ts', 'specs/commerce.spec.ts'], expected: ['write.read-back', 'commerce.return-states'] },
  'rma-track-not-removed': { writes: 'full', quick: '(write\\.read-back DELETE /V1/returns/:id/tracking-numbers/:trackId$|commerce\\.return-states)', quickFiles: ['specs/async-writes.spec.ts', 'specs/commerce.spec.ts'], expected: ['write.read-back', 'commerce.return-states'] },
  'giftcard-not-applied': { writes: 'full', quick: '(write\\.read-back (POST|PUT) /V1/carts/(:cartId|mine|guest-carts/:cartId)/giftCards$|commerce\\.gift-card-order)', quickFiles: ['specs/async-writes.spec.ts', 'specs/commerce.spec.ts'], expected: ['write.read-back', 'commerce.gift-card-order'] },
  'giftcard-not-removed': { writes: 'full', quick: 'write\\.read-back DELETE /V1/carts/(:cartId|mine|guest-carts/:cartId)/giftCards/:giftCardCode$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'giftcard-balance-not-debited': { writes: 'full', quick: 'commerce\\.gift-card-order', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.gift-card-order'] },
  'giftcard-total-not-deducted': { writes: 'full', quick: 'commerce\\.gift-card-order', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.gift-card-order', 'commerce.order-reconciled'] },
  'giftcard-account-not-generated': { writes: 'full', quick: '(commerce\\.gift-card-order|write\\.response-valid (POST|PUT) /V1/carts/(:cartId|mine|guest-carts/:cartId)/giftCards$)', quickFiles: ['specs/commerce.spec.ts', 'specs/async-writes.spec.ts'], expected: ['commerce.gift-card-order'] },
  'gift-wrapping-image-dropped': { writes: 'full', quick: 'write\\.read-back POST /V1/gift-wrappings$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'giftcard-unknown-code-zero': { quick: 'input\\.unknown-on-read GET /V1/carts/mine/checkGiftCard/:giftCardCode$', quickFiles: ['specs/routes.spec.ts'], expected: ['input.unknown-on-read'] },
  'reset-token-accepted': { quick: 'input\\.unknown-on-read GET /V1/customers/:customerId/password/resetLinkToken/:resetPasswordLinkToken$', quickFiles: ['specs/routes.spec.ts'], expected: ['input.unknown-on-read'] },
  // Customer accounts and groups (issue 37), judged on the run's own customers and groups.
  'validate-accepts-invalid': { quick: 'write\\.known-answer PUT /V1/customers/validate$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'email-available-false': { quick: 'write\\.known-answer POST /V1/customers/isEmailAvailable$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'customer-readonly': { quick: 'write\\.known-answer GET /V1/customers/:customerId/permissions/readonly$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'default-addresses-swapped': { quick: 'write\\.known-answer GET /V1/customers/(:customerId|me)/(billing|shipping)Address$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'group-delete-keeps-customers': { quick: 'write\\.group-delete-moves-customers DELETE /V1/customerGroups/:id$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.group-delete-moves-customers'] },
  'search-without-criteria-accepted': { quick: 'input\\.missing-on-read GET /V1/(customers|customerGroups)/search$', quickFiles: ['specs/routes.spec.ts'], expected: ['input.missing-on-read'] },
  'reset-unknown-email-accepted': { quick: 'input\\.unknown-reference (PUT /V1/customers/password|POST /V1/customers/confirm)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.unknown-reference'] },
  'address-firstname-optional': { quick: 'input\\.missing-required (POST /V1/customers|PUT /V1/customers/:customerId)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.missing-required'] },
  'customer-name-unchecked': { quick: 'input\\.invalid-format POST /V1/customers$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.invalid-format'] },
  'group-post-id-ignored': { quick: 'input\\.unknown-reference POST /V1/customerGroups$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.unknown-reference'] },
  // What the platform itself defines (issue 37), judged at every level.
  'product-type-missing': { quick: 'write\\.known-answer GET /V1/products/types$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'attribute-metadata-other-attribute': { quick: 'write\\.known-answer GET /V1/attributeMetadata/(customer|customerAddress)/attribute/:attributeCode$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'cms-post-id-ignored': { quick: 'write\\.cms-save-by-id', quickFiles: ['specs/scope.spec.ts'], expected: ['write.cms-save-by-id'] },
  'cms-identifier-kept-after-delete': { quick: 'write\\.cms-save-by-id CMS page', quickFiles: ['specs/scope.spec.ts'], expected: ['write.cms-save-by-id'] },
  'cms-view-delete-ignored': { quick: 'scope\\.cms-page-by-stores', quickFiles: ['specs/scope.spec.ts'], expected: ['scope.cms-page-by-stores'] },
  'configurable-option-by-id-without-values': { quick: 'write\\.known-answer GET /V1/configurable-products/:sku/options/:id$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'bundle-options-list-without-links': { quick: 'write\\.known-answer GET /V1/bundle-products/:sku/options/all$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'bundle-child-answers-other-id': { quick: 'write\\.read-back POST /V1/bundle-products/:sku/links/:optionId$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'bundle-option-by-id-without-links': { quick: 'write\\.known-answer GET /V1/bundle-products/:sku/options/:optionId$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'store-list-keys-reordered': { quick: 'write\\.known-answer GET /V1/store/websites$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'store-configs-codes-ignored': { quick: 'write\\.known-answer GET /V1/store/storeConfigs$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'customer-partial-resets-group': { quick: 'write\\.partial-keeps-omitted PUT /V1/customers/:customerId$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.partial-keeps-omitted'] },
  'subscription-ignored': { quick: 'write\\.read-back (POST /V1/customers|PUT /V1/customers/(:customerId|me))$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'group-default-tax-class-dropped': { writes: 'allow', quick: 'write\\.create-forms POST /V1/customerGroups$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.create-forms'] },
  'tax-rate-zip-range-dropped': { writes: 'allow', quick: 'write\\.create-forms POST /V1/taxRates$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.create-forms'] },
  'group-tax-class-ignored': { quick: 'write\\.read-back (POST|PUT) /V1/customerGroups(/:id)?$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  // Bad input on the run's own carts and orders (COMMERCE_WRITES=full): one fault per validator of the commerce core.
  'invalid-coupon-accepted': { writes: 'full', quick: 'input\\.unknown-reference PUT /V1/(carts/:cartId|guest-carts/:cartId|carts/mine)/coupons/:couponCode$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.unknown-reference'] },
  'cart-assignment-unchecked': { writes: 'full', quick: 'input\\.(wrong-state PUT /V1/carts/:cartId|foreign-reference PUT /V1/guest-carts/:cartId)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.wrong-state', 'input.foreign-reference'] },
  'shipment-track-unchecked': { writes: 'full', quick: 'input\\.(missing-required|foreign-reference) POST /V1/(shipment/track|order/:orderId/ship)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.missing-required', 'input.foreign-reference'] },
  'refund-items-unchecked': { writes: 'full', quick: 'input\\.(foreign-reference|unknown-reference) POST /V1/order/:orderId/refund$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.foreign-reference', 'input.unknown-reference'] },
  'offline-invoice-refunded-online': { writes: 'full', quick: 'input\\.wrong-state POST /V1/invoice/:invoiceId/refund$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.wrong-state'] },
  'payment-address-unchecked': { writes: 'full', quick: 'input\\.wrong-state PUT /V1/(guest-carts/:cartId|carts/:cartId)/selected-payment-method$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.wrong-state'] },
  'assignment-mask-kept': { writes: 'full', quick: 'input\\.wrong-state PUT /V1/guest-carts/:cartId$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.wrong-state'] },
  'guest-cart-short-mask': { writes: 'full', quick: 'write\\.response-valid POST /V1/guest-carts$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.response-valid'] },
  'virtual-cart-shipping-rates': { writes: 'full', quick: 'write\\.known-answer GET /V1/(guest-carts|carts)/:cartId/shipping-methods$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'order-item-gift-message-dropped': { quick: 'commerce\\.customer-checkout', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.customer-checkout'] },
  // The sales state machine's guards (issue 37): what commerce.order-lifecycle's synchronous order is refused.
  'cancel-unguarded': { writes: 'full', quick: 'commerce\\.order-lifecycle order lifecycle \\(sync\\)', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.order-lifecycle'] },
  'offline-capture-accepted': { writes: 'full', quick: 'commerce\\.order-lifecycle order lifecycle \\(sync\\)', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.order-lifecycle'] },
  'creditmemo-cancel-accepted': { writes: 'full', quick: 'commerce\\.order-lifecycle order lifecycle \\(sync\\)', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.order-lifecycle'] },
  'reship-accepted': { writes: 'full', quick: 'commerce\\.order-lifecycle order lifecycle \\(sync\\)', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.order-lifecycle'] },
  'creditmemo-amounts-ignored': { writes: 'full', quick: 'commerce\\.creditmemo-refund', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.creditmemo-refund'] },
  'bundle-shipment-type-ignored': { writes: 'full', quick: 'commerce\\.bundle-documents', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.bundle-documents'] },
  'document-read-admin-store': { writes: 'full', quick: 'commerce\\.order-lifecycle order lifecycle \\(sync\\)', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.order-lifecycle'] },
  'order-history-status-dropped': { writes: 'full', quick: 'commerce\\.order-lifecycle order lifecycle \\(sync\\)', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.order-lifecycle'] },
  'order-save-renumbers': { writes: 'full', quick: 'commerce\\.order-saves order saves \\(sync\\)', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.order-saves'] },
  'order-line-name-dropped': { writes: 'full', quick: 'write\\.read-back PUT /V1/(guest-carts/:cartId|carts/:cartId|carts/mine)/order$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'cart-save-customer-unchecked': { writes: 'full', quick: 'input\\.unknown-reference PUT /V1/carts/mine$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.unknown-reference'] },
  'assignment-merge-skipped': { writes: 'full', quick: 'write\\.read-back PUT /V1/(carts|guest-carts)/:cartId$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'billing-address-unchecked': { writes: 'full', quick: 'input\\.invalid-format POST /V1/(guest-carts/:cartId|carts/:cartId|carts/mine)/billing-address$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.invalid-format'] },
  // Multi-Source Inventory and configurable products (issue 37 part 2): sources and links are written at full only.
  'source-item-validation-skipped': { quick: 'input\\.(missing-required|invalid-format) POST /V1/inventory/source-items$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.missing-required', 'input.invalid-format'] },
  'stock-validation-skipped': { writes: 'full', quick: 'input\\.(missing-required|unknown-reference) (POST /V1/inventory/stocks|PUT /V1/inventory/stocks/:stockId)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.missing-required', 'input.unknown-reference'] },
  'salable-by-assignment': { quick: 'commerce\\.salable-reads', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.salable-reads'] },
  'source-selection-overdeducts': { quick: 'write\\.known-answer POST /V1/inventory/source-selection-algorithm-result$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'stock-resolver-channel-dropped': { quick: 'write\\.known-answer GET /V1/inventory/stock-resolver/:type/:code$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'stock-id-type-unchecked': { quick: 'input\\.unknown-on-read GET /V1/inventory/get-sources-assigned-to-stock-ordered-by-priority/:stockId$', quickFiles: ['specs/routes.spec.ts'], expected: ['input.unknown-on-read'] },
  'billing-address-other-id': { writes: 'full', quick: 'write\\.read-back POST /V1/(carts/:cartId|guest-carts/:cartId|carts/mine)/billing-address$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'cart-customer-names-dropped': { writes: 'full', quick: 'write\\.read-back PUT /V1/(carts|guest-carts)/:cartId$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'cart-mine-body-customer-followed': { writes: 'full', quick: 'write\\.read-back POST /V1/carts/mine$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'sales-rule-search-partial': { quick: 'write\\.known-answer GET /V1/(salesRules|coupons)/search$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'cart-items-list-bare': { writes: 'full', quick: 'write\\.read-back POST /V1/(carts/:quoteId|guest-carts/:cartId)/items$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'billing-address-flags-wrong': { writes: 'full', quick: 'write\\.read-back POST /V1/(carts/:cartId|guest-carts/:cartId|carts/mine)/billing-address$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'shipping-methods-unrated': { writes: 'full', quick: 'write\\.known-answer GET /V1/(carts/:cartId|guest-carts/:cartId|carts/mine)/shipping-methods$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'payment-methods-untitled': { writes: 'full', quick: 'write\\.known-answer GET /V1/(carts/:cartId|guest-carts/:cartId|carts/mine)/payment-methods$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'payment-information-totals-empty': { writes: 'full', quick: 'write\\.known-answer GET /V1/carts/mine/payment-information$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'item-gift-message-without-ids': { writes: 'full', quick: 'write\\.known-answer GET /V1/(carts/:cartId|guest-carts/:cartId|carts/mine)/gift-message/:itemId$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'shopper-cart-read-stale': { writes: 'full', quick: 'write\\.known-answer GET /V1/(guest-carts/:cartId|carts/mine)$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'guest-totals-unshipped': { writes: 'full', quick: 'write\\.known-answer GET /V1/(carts|guest-carts)/:cartId/totals$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'mine-totals-lines-unnamed': { writes: 'full', quick: 'write\\.known-answer GET /V1/carts/mine/totals$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'rule-update-usage-ignored': { quick: 'write\\.(answer-sent|read-back) PUT /V1/salesRules/:ruleId$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.answer-sent', 'write.read-back'] },
  'coupon-format-ignored': { quick: 'write\\.coupon-management 10 alpha codes', quickFiles: ['specs/scope.spec.ts'], expected: ['write.coupon-management'] },
  'coupon-fields-ignored': { quick: 'write\\.(answer-sent|read-back) (POST /V1/coupons|PUT /V1/coupons/:couponId)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.answer-sent', 'write.read-back'] },
  'partial-transfer-unchecked': { writes: 'full', quick: 'input\\.(invalid-format|out-of-range|unknown-reference) POST /V1/inventory/bulk-partial-source-transfer$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.invalid-format', 'input.out-of-range', 'input.unknown-reference'] },
  'salable-counts-disabled-sources': { writes: 'full', quick: 'commerce\\.msi-sources', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.msi-sources'] },
  'sources-priority-ignored': { writes: 'full', quick: 'commerce\\.msi-sources', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.msi-sources'] },
  'source-items-delete-by-sku': { writes: 'full', quick: 'commerce\\.msi-sources', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.msi-sources'] },
  'source-region-name-filled': { writes: 'full', quick: 'write\\.read-back POST /V1/inventory/sources$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'source-validation-skipped': { writes: 'full', quick: 'input\\.(missing-required|invalid-format) (POST /V1/inventory/sources|PUT /V1/inventory/sources/:sourceCode)$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.missing-required', 'input.invalid-format'] },
  'stock-with-channel-deleted': { writes: 'full', quick: 'input\\.delete-in-use DELETE /V1/inventory/stocks/:stockId$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.delete-in-use'] },
  'default-source-link-accepted': { writes: 'full', quick: 'input\\.default-protected POST /V1/inventory/stock-source-links(-delete)?$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.default-protected'] },
  'configurable-unknown-child-accepted': { quick: 'input\\.unknown-reference POST /V1/configurable-products/:sku/child$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.unknown-reference'] },
  // Product media and downloadable content validators (issue 37): images are written at full only, and so are the
  // downloadable cases with file content (a platform that took them would leave the file in pub/media).
  'media-content-unchecked': { writes: 'full', quick: 'input\\.invalid-format POST /V1/products/:sku/media$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.invalid-format'] },
  'downloadable-url-unchecked': { quick: 'input\\.invalid-format (POST|PUT) /V1/products/:sku/downloadable-links(/samples)?(/:id)?$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.invalid-format'] },
  'downloadable-file-unchecked': { writes: 'full', quick: 'input\\.invalid-format POST /V1/products/:sku/downloadable-links(/samples)?$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.invalid-format'] },
  'attribute-set-checks-skipped': { quick: 'input\\.(invalid-format|foreign-reference) POST /V1/products/attribute-sets$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.invalid-format', 'input.foreign-reference'] },
  'eav-set-checks-skipped': { quick: 'input\\.(invalid-format|unknown-reference) POST /V1/eav/attribute-sets$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.invalid-format', 'input.unknown-reference'] },
  'website-assignment-unchecked': { quick: 'input\\.unknown-reference POST /V1/products/:sku/websites$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.unknown-reference'] },
  'custom-option-delete-clears': { quick: 'write\\.read-back DELETE /V1/products/:sku/options/:optionId$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'category-update-answers-parent-id': { quick: 'write\\.read-back PUT /V1/categories/:id$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'category-products-id-number': { quick: 'write\\.known-answer GET /V1/categories/:categoryId/products$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'is-filterable-zero-as-one': { quick: 'write\\.known-answer GET /V1/products/attributes/:attributeCode/is-filterable$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'tier-list-all-mixed': { quick: 'write\\.known-answer GET /V1/products/:sku/group-prices/:customerGroupId/tiers$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'tier-delete-clears-sku': { quick: 'write\\.read-back POST /V1/products/tier-prices-delete$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'tier-update-appends': { quick: 'write\\.tier-price-storage tier prices$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.tier-price-storage'] },
  'group-tier-readded-last': { quick: 'write\\.group-price-tiers all groups and group 1$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.group-price-tiers'] },
  'option-store-labels-dropped': { quick: 'write\\.attribute-options a select with options$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.attribute-options'] },
  'link-delete-clears-type': { quick: 'write\\.read-back DELETE /V1/products/:sku/links/:type/:linkedProductSku$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'option-delete-clears-options': { quick: 'write\\.read-back DELETE /V1/products/attributes/:attributeCode/options/:optionId$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'category-move-after-ignored': { quick: 'write\\.category-saves tree and moves$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.category-saves'] },
  'category-update-attributes-ignored': { quick: 'write\\.category-saves updates$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.category-saves'] },
  'option-values-left-out-kept': { quick: 'write\\.custom-option-types option saves$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.custom-option-types'] },
  'category-link-moves-others': { quick: 'write\\.read-back PUT /V1/categories/:categoryId/products$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['write.read-back'] },
  'special-price-zero-dropped': { edition: 'open-source', quick: 'write\\.price-storage-rows special$', quickFiles: ['specs/product-bodies.spec.ts'], expected: ['write.price-storage-rows'] },
  'link-type-ignored': { quick: 'write\\.known-answer GET /V1/products/:sku/links/:type$', quickFiles: ['specs/routes.spec.ts'], expected: ['write.known-answer'] },
  'custom-option-validation-skipped': { quick: 'input\\.(missing-required|invalid-format|out-of-range) POST /V1/products/options$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.missing-required', 'input.invalid-format', 'input.out-of-range'] },
  'downloadable-negative-accepted': { quick: 'input\\.out-of-range (POST|PUT) /V1/products/:sku/downloadable-links(/samples)?(/:id)?$', quickFiles: ['specs/async-writes.spec.ts'], expected: ['input.out-of-range'] },
  'bundle-stock-ignores-children': { quick: 'commerce\\.bundle-stock', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.bundle-stock'] },
  'grouped-stock-ignores-children': { quick: 'commerce\\.grouped-links', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.grouped-links'] },
  'grouped-link-qty-dropped': { quick: 'commerce\\.grouped-links', quickFiles: ['specs/commerce.spec.ts'], expected: ['commerce.grouped-links'] },
};

export const DEFAULT_PROFILE = { edition: 'commerce', release: '2.4.7' };

export function planFault(f: FaultInfo): FaultPlan {
  const o = FAULT_OVERRIDES[f.name];
  const category = CATEGORY_PLAN[f.category];
  const challenge = o?.challenge === true;
  const writes = o?.writes ?? category?.writes ?? 'allow';
  const controlEnv: Record<string, string> = { COMMERCE_WRITES: writes, ...(challenge ? CHALLENGE_SETUP.env : {}) };
  const edition = o?.edition ?? DEFAULT_PROFILE.edition;
  const release = o?.release ?? DEFAULT_PROFILE.release;
  return {
    fault: f.name,
    category: f.category,
    description: f.description,
    edition,
    release,
    env: { ...controlEnv, ...(o?.speedEnv ?? {}) },
    controlKey: `${edition} ${release}${challenge ? ' +challenge forms' : ''}${writes === 'full' ? ' +writes full' : ''}`,
    referenceArgs: challenge ? CHALLENGE_SETUP.referenceArgs : '',
    // Unknown category or fault: the whole suite.
    grep: category ? familiesGrep(category.families) : undefined,
    files: category?.files ?? [],
    quickGrep: o?.quick ?? (category ? familiesGrep(category.families) : ''),
    quickFiles: o?.quickFiles ?? [],
    expected: o?.expected ?? [],
  };
}
