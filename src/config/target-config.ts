// Environment → one validated target configuration. Pure: takes the variables, returns the config or the list of
// problems, each naming the variable to fix. Validated once at start-up (playwright.config.ts / global setup).

import { parseWriteLevel, type WriteLevel } from './write-level.ts';

export type EditionSetting = 'auto' | 'open-source' | 'commerce';

export interface Credentials {
  username: string;
  password: string;
}

export interface IntegrationOAuth {
  consumerKey: string;
  consumerSecret: string;
  accessToken: string;
  accessTokenSecret: string;
}

export interface TargetConfig {
  /** Normalized: no trailing slash; may carry a path before /rest (/index.php, a subfolder). Null = embedded reference. */
  baseUrl: string | null;
  storeCode: string;
  admin: Credentials | null;
  /** A token issued by hand (2FA installations): used instead of the admin credentials. */
  adminToken: string | null;
  customer: Credentials | null;
  restrictedAdmin: (Credentials & { resources: string[] }) | null;
  integrationToken: string | null;
  integrationOAuth: IntegrationOAuth | null;
  /** COMMERCE_INTEGRATION_RESOURCES: the ACL resources the merchant selected for the integration ("Resource Access:
   * Custom"); null = read from the target (the published schema is filtered by the caller's ACL). */
  integrationResources: string[] | null;
  edition: EditionSetting;
  release: string; // 'auto' or a release
  /** COMMERCE_WRITES (src/config/write-level.ts). */
  writes: WriteLevel;
  asyncTimeoutMs: number;
  /** How long nothing in the queue may move (no operation of the run or of the installation changing state) before a
   * wait for queued operations ends: waits extend while the queue progresses, since cron starts consumers once a
   * minute and a backlog can take minutes. */
  queueStallMs: number;
  /** COMMERCE_CLEANUP_CONCURRENCY: how many requests the teardown's sweep and its verification keep in flight at once
   * (deletes of one kind, searches of the collections): what the target tolerates beside its other users. */
  cleanupConcurrency: number;
  requestTimeoutMs: number;
  captchaForms: string[];
  recaptchaForms: string[];
  adminTokenLifetimeH: number | null;
  customerTokenLifetimeH: number | null;
  ignoreTlsErrors: boolean;
  schemaFile: string | null;
  /** Benchmarks: append every request the workers send to this file (src/runtime/capture.ts), secrets as {{VARIABLE}}. */
  captureFile: string | null;
  submission: { baseUrl: string; appId: string; appSecret: string; accountId: string } | null;
  /** COMMERCE_BASELINE: the accepted failures the run's verdicts are judged against (src/baseline); strict with
   * COMMERCE_BASELINE_STRICT=1 (a fixed waiver fails its test until it is removed). Read and linted in global setup. */
  baseline: { file: string; strict: boolean } | null;
  /** Fixture values named by hand (COMMERCE_FIXTURES=guestCart.id=<masked id>,...): data no read can find, or a known
   * entity of a staging installation to read instead of the first one found. */
  fixtures: Record<string, string>;
  /** COMMERCE_DOWNLOADABLE_HOST: the host of the link URLs of the run's own downloadable product, a domain env.php's
   * downloadable_domains lists; null = the store's base URL host (what setup:install lists, unless it is an IP). */
  downloadableHost: string | null;
}

export interface ConfigProblem {
  variable: string;
  message: string;
}

export type ConfigResult = { ok: true; config: TargetConfig } | { ok: false; problems: ConfigProblem[] };

type Env = Record<string, string | undefined>;

/** A bare host name (shop.example.com), or null when unset; anything else is a problem naming the variable. */
function hostName(env: Env, name: string, problems: ConfigProblem[]): string | null {
  const host = value(env, name);
  if (host === null) return null;
  const isIp = /^\d+(\.\d+){3}$/.test(host);
  if (!isIp && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i.test(host)) return host.toLowerCase();
  problems.push({ variable: name, message: `${name} must be a host name such as shop.example.com (no scheme, port or path; an IP address never qualifies as a downloadable domain), got "${host}"` });
  return null;
}

function value(env: Env, name: string): string | null {
  const v = env[name];
  return v === undefined || v.trim() === '' ? null : v.trim();
}

/** The teardown's requests in flight by default: as many as a worker pair keeps during the run, twice over (deletes
 * wait on the database more than on PHP). */
export const CLEANUP_CONCURRENCY = 4;

function positiveInt(env: Env, name: string, fallback: number, problems: ConfigProblem[]): number {
  const v = value(env, name);
  if (v === null) return fallback;
  if (!/^\d+$/.test(v) || Number(v) <= 0) {
    problems.push({ variable: name, message: `${name} must be a positive whole number of milliseconds, got "${v}"` });
    return fallback;
  }
  return Number(v);
}

/** A count between 1 and `max` (default `fallback`). */
function countIn(env: Env, name: string, fallback: number, max: number, problems: ConfigProblem[]): number {
  const v = value(env, name);
  if (v === null) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > max) {
    problems.push({ variable: name, message: `${name} must be a whole number from 1 to ${max}, got "${v}"` });
    return fallback;
  }
  return Number(v);
}

function positiveNumber(env: Env, name: string, problems: ConfigProblem[]): number | null {
  const v = value(env, name);
  if (v === null) return null;
  if (!/^\d+(\.\d+)?$/.test(v) || Number(v) <= 0) {
    problems.push({ variable: name, message: `${name} must be a positive number of hours, got "${v}"` });
    return null;
  }
  return Number(v);
}

/** COMMERCE_FIXTURES: comma-separated entity.field=value pairs. */
function fixtureValues(env: Env, problems: ConfigProblem[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of list(env, 'COMMERCE_FIXTURES')) {
    const match = /^([a-zA-Z]+\.[a-zA-Z]+)=(.+)$/.exec(pair);
    if (match === null) problems.push({ variable: 'COMMERCE_FIXTURES', message: `COMMERCE_FIXTURES takes entity.field=value pairs separated by commas (guestCart.id=4kQ...), got "${pair}"` });
    else out[match[1] as string] = (match[2] as string).trim();
  }
  return out;
}

function list(env: Env, name: string): string[] {
  return (value(env, name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function pair(env: Env, userVar: string, passVar: string, problems: ConfigProblem[]): Credentials | null {
  const username = value(env, userVar);
  const password = env[passVar] ?? null; // passwords may contain spaces: do not trim
  if (username === null && (password === null || password === '')) return null;
  if (username === null) problems.push({ variable: userVar, message: `${passVar} is set but ${userVar} is empty: set both or neither` });
  if (password === null || password === '') problems.push({ variable: passVar, message: `${userVar} is set but ${passVar} is empty: set both or neither` });
  return username !== null && password ? { username, password } : null;
}

export function normalizeBaseUrl(raw: string): { ok: true; url: string } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: `COMMERCE_BASE_URL is not a URL: "${raw}" (expected e.g. https://shop.example.com or http://localhost/index.php)` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: `COMMERCE_BASE_URL must use http or https, got "${url.protocol.replace(/:$/, '')}" in "${raw}"` };
  }
  if (url.username || url.password) {
    return { ok: false, message: 'COMMERCE_BASE_URL must not carry credentials: use COMMERCE_ADMIN_USERNAME / COMMERCE_ADMIN_PASSWORD' };
  }
  // A path ending in /rest is a common slip: the suite adds /rest itself.
  const path = url.pathname.replace(/\/+$/, '').replace(/\/rest$/, '');
  return { ok: true, url: `${url.origin}${path}` };
}

const RELEASE = /^2\.[0-4](\.\d+)?(-p\d+)?$/;

export function loadTargetConfig(env: Env): ConfigResult {
  const problems: ConfigProblem[] = [];
  let baseUrl: string | null = null;
  const rawBase = value(env, 'COMMERCE_BASE_URL');
  if (rawBase !== null) {
    const n = normalizeBaseUrl(rawBase);
    if (n.ok) baseUrl = n.url;
    else problems.push({ variable: 'COMMERCE_BASE_URL', message: n.message });
  }
  const storeCode = value(env, 'COMMERCE_STORE_CODE') ?? 'default';
  if (!/^[a-z0-9_]+$/i.test(storeCode)) problems.push({ variable: 'COMMERCE_STORE_CODE', message: `COMMERCE_STORE_CODE must be a store code (letters, digits, _), got "${storeCode}"` });

  const edition = (value(env, 'COMMERCE_EDITION') ?? 'auto') as EditionSetting;
  if (!['auto', 'open-source', 'commerce'].includes(edition)) problems.push({ variable: 'COMMERCE_EDITION', message: `COMMERCE_EDITION must be auto, open-source or commerce, got "${edition}"` });
  const release = value(env, 'COMMERCE_RELEASE') ?? 'auto';
  if (release !== 'auto' && !RELEASE.test(release)) problems.push({ variable: 'COMMERCE_RELEASE', message: `COMMERCE_RELEASE must be auto or a release such as 2.4.7, got "${release}"` });
  const writes = parseWriteLevel(value(env, 'COMMERCE_WRITES'));
  if (writes === null) problems.push({ variable: 'COMMERCE_WRITES', message: `COMMERCE_WRITES must be deny, allow or full, got "${value(env, 'COMMERCE_WRITES')}"` });

  const restricted = pair(env, 'COMMERCE_RESTRICTED_ADMIN_USERNAME', 'COMMERCE_RESTRICTED_ADMIN_PASSWORD', problems);
  const restrictedResources = list(env, 'COMMERCE_RESTRICTED_ADMIN_RESOURCES');
  if (restricted && restrictedResources.length === 0) {
    problems.push({ variable: 'COMMERCE_RESTRICTED_ADMIN_RESOURCES', message: 'COMMERCE_RESTRICTED_ADMIN_USERNAME is set: list its ACL resources in COMMERCE_RESTRICTED_ADMIN_RESOURCES (comma separated)' });
  }

  const oauthVars = ['COMMERCE_INTEGRATION_CONSUMER_KEY', 'COMMERCE_INTEGRATION_CONSUMER_SECRET', 'COMMERCE_INTEGRATION_ACCESS_TOKEN', 'COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET'];
  const oauthValues = oauthVars.map((v) => value(env, v));
  let integrationOAuth: IntegrationOAuth | null = null;
  if (oauthValues.some((v) => v !== null)) {
    const missing = oauthVars.filter((_, i) => oauthValues[i] === null);
    if (missing.length > 0) problems.push({ variable: missing[0] as string, message: `OAuth 1.0a needs all four integration credentials; missing: ${missing.join(', ')}` });
    else integrationOAuth = { consumerKey: oauthValues[0] as string, consumerSecret: oauthValues[1] as string, accessToken: oauthValues[2] as string, accessTokenSecret: oauthValues[3] as string };
  }

  const integrationResources = list(env, 'COMMERCE_INTEGRATION_RESOURCES');
  if (integrationResources.length > 0 && integrationOAuth === null && value(env, 'COMMERCE_INTEGRATION_TOKEN') === null) {
    problems.push({ variable: 'COMMERCE_INTEGRATION_RESOURCES', message: 'COMMERCE_INTEGRATION_RESOURCES lists an integration\'s resources, but no integration is configured: set COMMERCE_INTEGRATION_TOKEN (or the four COMMERCE_INTEGRATION_* OAuth credentials), or leave it empty' });
  }
  const badResource = integrationResources.find((r) => !/^[A-Za-z0-9_]+::[A-Za-z0-9_]+$/.test(r));
  if (badResource !== undefined) problems.push({ variable: 'COMMERCE_INTEGRATION_RESOURCES', message: `COMMERCE_INTEGRATION_RESOURCES takes ACL resource ids separated by commas (Magento_Catalog::products), got "${badResource}"` });

  const submissionVars = ['SUBMISSION_BASE_URL', 'SUBMISSION_APP_ID', 'SUBMISSION_APP_SECRET', 'SUBMISSION_ACCOUNT_ID'];
  const submissionValues = submissionVars.map((v) => value(env, v));
  let submission: TargetConfig['submission'] = null;
  if (submissionValues.some((v) => v !== null)) {
    const missing = submissionVars.filter((_, i) => submissionValues[i] === null);
    if (missing.length > 0) problems.push({ variable: missing[0] as string, message: `the developer-submission API needs ${submissionVars.join(', ')}; missing: ${missing.join(', ')}` });
    else {
      const n = normalizeBaseUrl(submissionValues[0] as string);
      if (!n.ok) problems.push({ variable: 'SUBMISSION_BASE_URL', message: n.message.replace(/COMMERCE_BASE_URL/g, 'SUBMISSION_BASE_URL') });
      else submission = { baseUrl: n.url, appId: submissionValues[1] as string, appSecret: submissionValues[2] as string, accountId: submissionValues[3] as string };
    }
  }

  const baselineFile = value(env, 'COMMERCE_BASELINE');
  const strict = value(env, 'COMMERCE_BASELINE_STRICT') ?? '0';
  if (strict !== '0' && strict !== '1') problems.push({ variable: 'COMMERCE_BASELINE_STRICT', message: `COMMERCE_BASELINE_STRICT must be 1 or 0, got "${strict}"` });
  else if (strict === '1' && baselineFile === null) problems.push({ variable: 'COMMERCE_BASELINE_STRICT', message: 'COMMERCE_BASELINE_STRICT=1 needs a baseline: set COMMERCE_BASELINE to its file (commerce-contracts baseline write <run dir> writes one)' });

  const config: TargetConfig = {
    baseUrl,
    storeCode,
    admin: pair(env, 'COMMERCE_ADMIN_USERNAME', 'COMMERCE_ADMIN_PASSWORD', problems),
    adminToken: value(env, 'COMMERCE_ADMIN_TOKEN'),
    customer: pair(env, 'COMMERCE_CUSTOMER_EMAIL', 'COMMERCE_CUSTOMER_PASSWORD', problems),
    restrictedAdmin: restricted ? { ...restricted, resources: restrictedResources } : null,
    integrationToken: value(env, 'COMMERCE_INTEGRATION_TOKEN'),
    integrationOAuth,
    integrationResources: integrationResources.length > 0 ? integrationResources : null,
    edition,
    release,
    writes: writes ?? 'deny',
    asyncTimeoutMs: positiveInt(env, 'COMMERCE_ASYNC_TIMEOUT_MS', 30_000, problems),
    // 90 s: cron's consumers_runner starts a stopped consumer once a minute, so a real queue may stand still for up to
    // a minute and still be alive. The embedded reference's consumer runs in-process (no cron), so there the asynchronous
    // timeout is stall enough.
    cleanupConcurrency: countIn(env, 'COMMERCE_CLEANUP_CONCURRENCY', CLEANUP_CONCURRENCY, 32, problems),
    queueStallMs: positiveInt(env, 'COMMERCE_QUEUE_STALL_MS', value(env, 'COMMERCE_EMBEDDED_REFERENCE') === '1' ? positiveInt(env, 'COMMERCE_ASYNC_TIMEOUT_MS', 30_000, []) : 90_000, problems),
    requestTimeoutMs: positiveInt(env, 'COMMERCE_REQUEST_TIMEOUT_MS', 15_000, problems),
    captchaForms: list(env, 'COMMERCE_CAPTCHA_FORMS'),
    recaptchaForms: list(env, 'COMMERCE_RECAPTCHA_FORMS'),
    adminTokenLifetimeH: positiveNumber(env, 'COMMERCE_ADMIN_TOKEN_LIFETIME_H', problems),
    customerTokenLifetimeH: positiveNumber(env, 'COMMERCE_CUSTOMER_TOKEN_LIFETIME_H', problems),
    ignoreTlsErrors: value(env, 'COMMERCE_IGNORE_TLS_ERRORS') === '1',
    schemaFile: value(env, 'COMMERCE_SCHEMA_FILE'),
    captureFile: value(env, 'COMMERCE_CAPTURE_FILE'),
    submission,
    baseline: baselineFile === null ? null : { file: baselineFile, strict: strict === '1' },
    fixtures: fixtureValues(env, problems),
    downloadableHost: hostName(env, 'COMMERCE_DOWNLOADABLE_HOST', problems),
  };
  if (config.baseUrl !== null && config.admin === null && config.adminToken === null && config.integrationToken === null && config.integrationOAuth === null) {
    problems.push({ variable: 'COMMERCE_ADMIN_USERNAME', message: 'COMMERCE_BASE_URL points at an installation but no admin identity is configured: set COMMERCE_ADMIN_USERNAME and COMMERCE_ADMIN_PASSWORD, or COMMERCE_ADMIN_TOKEN, or an integration (COMMERCE_INTEGRATION_TOKEN, or the four COMMERCE_INTEGRATION_* OAuth credentials), which then stands in for the admin' });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}

export function formatConfigProblems(problems: ConfigProblem[]): string {
  return `Configuration problem${problems.length > 1 ? 's' : ''} (fix in .env or the environment):\n${problems.map((p) => `  - ${p.variable}: ${p.message}`).join('\n')}`;
}

/** Each secret of a config with the variable it came from: captures write {{VARIABLE}} in its place. */
export function secretVariablesOf(config: TargetConfig): Array<[variable: string, value: string]> {
  const s: Array<[string, string | null | undefined]> = [
    ['COMMERCE_ADMIN_PASSWORD', config.admin?.password],
    ['COMMERCE_ADMIN_TOKEN', config.adminToken],
    ['COMMERCE_CUSTOMER_PASSWORD', config.customer?.password],
    ['COMMERCE_RESTRICTED_ADMIN_PASSWORD', config.restrictedAdmin?.password],
    ['COMMERCE_INTEGRATION_TOKEN', config.integrationToken],
    ['COMMERCE_INTEGRATION_CONSUMER_SECRET', config.integrationOAuth?.consumerSecret],
    ['COMMERCE_INTEGRATION_ACCESS_TOKEN', config.integrationOAuth?.accessToken],
    ['COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET', config.integrationOAuth?.accessTokenSecret],
    ['SUBMISSION_APP_SECRET', config.submission?.appSecret],
  ];
  return s.filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].length >= 4);
}

/** Everything secret in a config, for redaction of reports and logs. */
export function secretsOf(config: TargetConfig): string[] {
  const s = [
    config.admin?.password,
    config.adminToken,
    config.customer?.password,
    config.restrictedAdmin?.password,
    config.integrationToken,
    config.integrationOAuth?.consumerSecret,
    config.integrationOAuth?.accessToken,
    config.integrationOAuth?.accessTokenSecret,
    config.submission?.appSecret,
  ];
  return s.filter((v): v is string => typeof v === 'string' && v.length >= 4);
}
