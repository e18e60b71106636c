// `npm run bench -- --target <url>`: the suite against its HTTP floor on an installation this benchmark did not start,
// read-only. The environment is the user's (the process environment over .env, as playwright.config.ts reads it),
// with the URL as COMMERCE_BASE_URL and COMMERCE_WRITES forced to deny; the replay signs in with the same configured
// credentials on the target's own token routes and asks nothing of the embedded reference.
//
// The pure parts (environment, replay bases, OAuth signer) are tested in tests/bench-target.test.ts; prepareTarget and
// replayTokens talk to the target through the suite's own client and token broker, so a bad target or bad
// credentials give the same one-sentence explanation the suite would give.

import dotenv from 'dotenv';
import { existsSync, readFileSync } from 'node:fs';
import { TargetClient } from '../src/runtime/api-client.ts';
import { signingUrl, type CapturedRequest } from '../src/runtime/capture.ts';
import { createTransport } from '../src/runtime/http-transport.ts';
import { TargetError, explainNonApiAnswer } from '../src/runtime/target-errors.ts';
import { TokenBroker } from '../src/runtime/tokens.ts';
import { authorizationHeader } from '../src/auth/oauth1.ts';
import { loadTargetConfig, normalizeBaseUrl, type TargetConfig } from '../src/config/target-config.ts';
import { workerSetting } from '../src/config/workers.ts';
import type { ReplayRequest, ReplayTokens } from './replay.ts';

type Env = Record<string, string | undefined>;

/** Bad input for --target (unreachable, not the REST API, missing or refused credentials): one line, exit 2. */
export class TargetSetupError extends Error {}

/** The process environment over the project's .env (dotenv does not override either), as playwright.config.ts. */
export function environmentWithDotenv(processEnv: Env, dotenvFile: string): Env {
  const fromFile = existsSync(dotenvFile) ? dotenv.parse(readFileSync(dotenvFile)) : {};
  return { ...fromFile, ...processEnv };
}

/** The environment of the suite runs against `target`, and what the bench overrode (printed as notes). Pure. */
export function targetRunEnvironment(env: Env, target: string, workers: number): { env: Record<string, string>; notes: string[] } {
  const notes: string[] = [];
  const given = (name: string) => (env[name] ?? '').trim();
  if (given('COMMERCE_WRITES') === 'allow') notes.push('COMMERCE_WRITES=allow in the environment was overridden: --target runs read-only (COMMERCE_WRITES=deny)');
  else notes.push('read-only: COMMERCE_WRITES=deny');
  if (given('COMMERCE_BASE_URL') !== '' && normalizeBaseUrl(given('COMMERCE_BASE_URL')).ok && given('COMMERCE_BASE_URL').replace(/\/+$/, '') !== target) notes.push(`--target overrides COMMERCE_BASE_URL=${given('COMMERCE_BASE_URL')}`);
  if (given('COMMERCE_TARGETS_FILE') !== '') notes.push(`COMMERCE_TARGETS_FILE=${given('COMMERCE_TARGETS_FILE')} is ignored: --target measures one installation`);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined) out[k] = v;
  Object.assign(out, {
    CI: '1',
    COMMERCE_BASE_URL: target,
    COMMERCE_WRITES: 'deny',
    COMMERCE_WORKERS: String(workers),
    // Empty rather than absent: playwright.config.ts loads .env again, and dotenv fills only variables that are unset.
    COMMERCE_EMBEDDED_REFERENCE: '',
    COMMERCE_TARGETS_FILE: '',
  });
  return { env: out, notes };
}

/** Where the replay sends what the run sent: only under the run's base URL and its developer-submission base, each
 * to itself (the target is the same installation). Anything else (a private reference a check started and has
 * stopped since) is not replayed. */
export function targetReplayBases(runEnv: Readonly<Record<string, string>>): Array<{ from: string; to: string }> {
  const bases: Array<{ from: string; to: string }> = [];
  for (const name of ['COMMERCE_BASE_URL', 'SUBMISSION_BASE_URL']) {
    const raw = (runEnv[name] ?? '').trim();
    const n = raw === '' ? null : normalizeBaseUrl(raw);
    if (n?.ok) bases.push({ from: n.url, to: n.url });
  }
  return bases;
}

/** OAuth 1.0a signed requests of the run are signed again, not sent as the integration's bearer: a target that only
 * takes signed integration calls (2.4.4+ without enable_integration_as_bearer) would refuse the bearer, and a
 * captured signature cannot be reused (its nonce is single use). Signed over the same form of the URL as in the run
 * (the port dropped, the other scheme: what the target verifies). A captured wrong signature is signed with a wrong
 * consumer secret again, so it is refused again. Null without the four credentials (planReplay then falls back to
 * the bearer). */
export function oauthSigner(config: Pick<TargetConfig, 'integrationOAuth'>): ((request: ReplayRequest, url: string) => string) | null {
  const creds = config.integrationOAuth;
  if (creds === null) return null;
  const wrong = { ...creds, consumerSecret: `${creds.consumerSecret}-not-this` };
  return (request, url) => authorizationHeader({ method: request.method, url: signingUrl(url, request.oauth?.form ?? 'as-sent') }, request.oauth?.valid === false ? wrong : creds, { signatureMethod: request.oauth?.signatureMethod ?? 'HMAC-SHA256' });
}

/** Lanes the replay will use: one per worker slot the run used. */
export function workerSlots(captured: readonly CapturedRequest[]): number {
  return new Set(captured.filter((c) => c.lane >= 0).map((c) => c.lane)).size;
}

const NO_ADMIN = 'no admin credentials: set COMMERCE_ADMIN_USERNAME and COMMERCE_ADMIN_PASSWORD (or COMMERCE_ADMIN_TOKEN) in .env or the environment';

export interface PreparedTarget {
  url: string;
  config: TargetConfig;
  /** The suite's environment (COMMERCE_RUN_DIR is added per run). */
  env: Record<string, string>;
  workers: number;
  notes: string[];
}

/** Validates the configuration, that the target answers like the REST API and that the admin identity signs in;
 * throws TargetSetupError with one sentence otherwise. */
export async function prepareTarget(options: { url: string; workers: number | null; processEnv: Env; dotenvFile: string; cores: number }): Promise<PreparedTarget> {
  const merged = environmentWithDotenv(options.processEnv, options.dotenvFile);
  let workers = options.workers;
  if (workers === null) {
    const setting = workerSetting(merged, options.cores);
    if (!setting.ok) throw new TargetSetupError(setting.problem);
    workers = setting.workers;
  }
  const { env, notes } = targetRunEnvironment(merged, options.url, workers);
  // Before the full validation, whose first problem would be the suite's wording (which also accepts an integration
  // alone): the replay needs an admin identity of its own.
  const set = (name: string) => (env[name] ?? '').trim() !== '';
  if (!(set('COMMERCE_ADMIN_USERNAME') && (env.COMMERCE_ADMIN_PASSWORD ?? '') !== '') && !set('COMMERCE_ADMIN_TOKEN')) throw new TargetSetupError(NO_ADMIN);
  const loaded = loadTargetConfig(env);
  if (!loaded.ok) {
    const [first, ...rest] = loaded.problems;
    throw new TargetSetupError(`${first?.message ?? 'configuration problem'}${rest.length > 0 ? ` (and ${rest.length} more problem${rest.length > 1 ? 's' : ''}: ${rest.map((p) => p.variable).join(', ')})` : ''}`);
  }
  const config = loaded.config;
  if (config.admin === null && config.adminToken === null) throw new TargetSetupError(NO_ADMIN);
  await withClient(config, async (client, tokens) => {
    const probe = await client.send({ method: 'GET', base: 'store', path: '/V1/directory/countries', storeCode: config.storeCode });
    const nonApi = explainNonApiAnswer(probe.url, probe.status, probe.headers['content-type'] ?? '', probe.bodyText);
    if (nonApi !== null) throw new TargetSetupError(nonApi.replace(/COMMERCE_BASE_URL/g, '--target'));
    const admin = await tokens.tokenFor('admin');
    // A token issued by hand is not checked by signing in: a dead one would make every admin check fail, one worker
    // restart per failure (docs/benchmarks.md, failures), which takes many minutes before anything is measured.
    const check = await client.send({ method: 'GET', base: 'store', path: '/V1/store/storeViews', storeCode: config.storeCode, token: admin });
    if (check.status === 401) throw new TargetSetupError(`the target refused the admin token (401 on GET /V1/store/storeViews)${config.adminToken ? ': COMMERCE_ADMIN_TOKEN has expired or was revoked, issue a new one' : ''}`);
  });
  return { url: options.url, config, env, workers, notes };
}

/** The replay's own tokens, signed in on the target's token routes (admin, customer, restricted admin); the
 * integration token is given (COMMERCE_INTEGRATION_TOKEN, else the OAuth access token, used only when no signer is
 * available); `other` stands for tokens of no configured caller. A caller that cannot sign in is left out: its
 * requests then go without a token, and the note says so. */
export async function replayTokens(config: TargetConfig): Promise<{ tokens: ReplayTokens; notes: string[] }> {
  const tokens: ReplayTokens = { other: 'replay-unknown-token' };
  const notes: string[] = [];
  const integration = config.integrationToken ?? config.integrationOAuth?.accessToken ?? null;
  if (integration !== null) tokens.integration = integration;
  await withClient(config, async (_client, broker) => {
    tokens.admin = (await broker.tokenFor('admin')) ?? undefined;
    for (const caller of ['customer', 'restricted-admin'] as const) {
      if (!broker.available(caller)) continue;
      try {
        const token = await broker.tokenFor(caller);
        if (token !== null) tokens[caller] = token;
      } catch (e) {
        notes.push(`replay: no ${caller} token (${e instanceof Error ? e.message : String(e)})`);
      }
    }
  });
  return { tokens, notes };
}

async function withClient(config: TargetConfig, body: (client: TargetClient, tokens: TokenBroker) => Promise<void>): Promise<void> {
  const transport = createTransport({ ignoreTlsErrors: config.ignoreTlsErrors, maxSockets: 2 });
  try {
    const client = new TargetClient(transport, { baseUrl: config.baseUrl as string, submissionBaseUrl: config.submission?.baseUrl ?? null, timeoutMs: config.requestTimeoutMs });
    await body(client, new TokenBroker(client, config));
  } catch (e) {
    // The suite's own sentences name COMMERCE_BASE_URL; here the URL came from --target.
    if (e instanceof TargetError) throw new TargetSetupError(e.message.replace(/COMMERCE_BASE_URL/g, '--target'));
    throw e;
  } finally {
    transport.close();
  }
}
