// Once per run, before any test: validate the configuration, make sure the target is a reachable Magento REST API,
// get the admin token once (so wrong credentials or 2FA stop the run with one clear message instead of hundreds of
// failures), and fingerprint the target (edition, release). Workers read the fingerprint file. Playwright calls this
// through fixtures/global-setup.ts; it reads nothing of Playwright's configuration but the projects.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createTransport } from './http-transport.ts';
import { formatConfigProblems, loadTargetConfig, type TargetConfig } from '../config/target-config.ts';
import type { CompiledPlan, Edition } from '../contracts/types.ts';
import { describeSpan, spanOf, type ReleaseSpan } from '../contracts/release-span.ts';
import { narrowRelease, permissionProbes, type Narrowed } from '../contracts/release-evidence.ts';
import { projectMarkers, type Behaviour } from '../contracts/release-markers.ts';
import { readMarkers, serviceShown, viewOfSchema } from '../contracts/release-observe.ts';
import { publishedOperations, routeShape } from '../checks/schema/endpoint.ts';
import { fillPath } from '../contracts/paths.ts';
import { resourcesOf } from '../checks/platform-errors.ts';
import { CREATED_ONLY, DISCOVERY, harmlessValue, unknownFixtureNames } from './data.ts';
import { authorizationHeader, type OAuth1Credentials } from '../auth/oauth1.ts';
import { discoverSigningOrigin, rebaseUrl, type SigningOrigin } from '../auth/signing-origin.ts';
import { TargetClient } from './api-client.ts';
import type { Fingerprint } from './run-facts.ts';
import { explainNonApiAnswer, TargetError } from './target-errors.ts';
import { TokenBroker } from './tokens.ts';
import { captureRequests } from './capture.ts';
import { handTokens, type HandedTokens } from './handed-tokens.ts';
import { handPlan } from './plan.ts';
import { openBaseline } from '../baseline/open.ts';
import { schemaHashOfFile } from '../report/schema-hash.ts';
import { removeSelectedTests } from '../report/selected-tests.ts';
import { isStaleRunValue, newRunPrefix, PREFIX_STEM, sweepPrefix } from './cleanup.ts';
import { envForProject, targetOfProject } from '../config/targets.ts';
import { writesAllowed } from '../config/write-level.ts';
import { describeAdminIdentity, isIntegration, type AdminIdentity } from '../config/admin-identity.ts';
import { reachesAll } from '../checks/stand-in.ts';
import { UNDECODABLE_BODY, type CallerName, type CallOptions, type IntegrationScope } from '../checks/types.ts';
import { OWNED_FACTORIES } from '../checks/owned/entities.ts';
import { ownedName } from '../checks/owned/bind.ts';
import { aclRoutesExpected, configuredScope, scopeFromSchema, type ScopeProbe } from './integration-scope.ts';
import { handOwnCustomer, type OwnCustomer } from './handed-tokens.ts';
import { unplannedRoutes } from './unplanned-routes.ts';
import { MODULES_PATH, readModuleList, type ModuleList } from './module-list.ts';

const STALE_AFTER_MS = 6 * 3600_000;

/** What the run's set-up and teardown read of Playwright's configuration: its projects (a target of targets.yaml is
 * a project whose metadata names it). Playwright's FullConfig is one. */
export interface RunProjects {
  projects?: ReadonlyArray<{ name: string; metadata?: unknown }>;
}

export async function setUpRun(config: RunProjects): Promise<void> {
  const targetProjects = (config.projects ?? []).filter((p) => targetOfProject(p) !== null);
  const topRunDir = resolve(process.env.COMMERCE_RUN_DIR ?? join('runs', 'latest'));
  mkdirSync(topRunDir, { recursive: true });
  // The runner writes this run's selection once set-up is done; an earlier run's must not be read in its place.
  removeSelectedTests(topRunDir);
  const plan = handPlan(join(topRunDir, 'plan.json'));
  if (targetProjects.length === 0) {
    const file = await setUpTarget(process.env, topRunDir, plan);
    process.env.COMMERCE_FINGERPRINT_FILE = file;
    return;
  }
  // targets.yaml: every target is fingerprinted (and refused early when unusable) before any test runs.
  for (const project of targetProjects) {
    const env = envForProject(project) as Record<string, string>;
    try {
      await setUpTarget(env, env.COMMERCE_RUN_DIR as string, plan);
    } catch (e) {
      throw new Error(`${project.name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

/** Preflight, admin token, fingerprint and stale sweep for one target; returns the fingerprint file. */
async function setUpTarget(env: Record<string, string | undefined>, runDir: string, plan: CompiledPlan): Promise<string> {
  const loaded = loadTargetConfig(env);
  if (!loaded.ok) throw new Error(formatConfigProblems(loaded.problems));
  const config = loaded.config;
  const unknownFixtures = unknownFixtureNames(config.fixtures);
  if (unknownFixtures.length > 0) throw new Error(formatConfigProblems([{ variable: 'COMMERCE_FIXTURES', message: `no fixture is called ${unknownFixtures.join(', ')}; known names: ${[...Object.keys(DISCOVERY), ...Object.keys(CREATED_ONLY)].sort().join(', ')}` }]));
  if (config.baseUrl === null) throw new Error('COMMERCE_BASE_URL is empty: playwright.config.ts starts the embedded reference in that case; run the suite through it.');
  // A baseline that cannot be applied (not YAML, a waiver matching nothing in the plan, a date that is not one) stops
  // the run here, in one line, before any request: its waivers would otherwise be read by every worker.
  if (config.baseline !== null) openBaseline(config.baseline.file, plan);
  const transport = createTransport({ ignoreTlsErrors: config.ignoreTlsErrors });
  try {
    const client = new TargetClient(transport, { baseUrl: config.baseUrl, submissionBaseUrl: config.submission?.baseUrl ?? null, timeoutMs: config.requestTimeoutMs });
    const tokens = new TokenBroker(client, config);
    captureRequests(client, tokens, config, null);
    await preflight(client, config);
    // The OAuth 1.0a form first: the integration may be the one answering as the admin (no admin configured), and its
    // signature must verify for the schema read and the sweep as for any other call.
    const oauthSigning = config.integrationOAuth ? await findSigningOrigin(client, config, config.integrationOAuth) : null;
    tokens.signingOrigin = oauthSigning?.origin ?? null;
    const identity = tokens.adminIdentity;
    const adminUsable = identity !== null && !(identity === 'integration-oauth1' && oauthSigning?.problem);
    const adminToken = adminUsable ? await tokens.tokenFor('admin') : null;
    const handed = await signInOnce(tokens);
    mkdirSync(runDir, { recursive: true });
    const fingerprint = await fingerprintTarget(client, config, plan, { token: adminToken, identity: adminUsable ? identity : null }, runDir, oauthSigning, tokens);
    // With writes allowed and no customer configured, the run's own customer answers the self reads.
    const scope = fingerprint.integrationScope;
    const adminWrites = adminToken !== null && (!isIntegration(identity) || reachesAll(scope));
    if (writesAllowed(config.writes) && config.customer === null) {
      const own = adminWrites ? await makeOwnCustomer(client, config, tokens, fingerprint.runPrefix) : { problem: `the run makes its own customer with the admin identity, and ${adminToken === null ? 'none is usable' : 'the integration standing in for it does not hold every resource'}` };
      fingerprint.ownCustomer = 'problem' in own ? { email: null, problem: own.problem } : { email: own.customer.username, problem: null };
      if ('customer' in own) {
        handOwnCustomer(runDir, own.customer);
        tokens.ownCustomer = own.customer;
        handed.customer = own.token;
      }
    }
    handTokens(runDir, handed);
    const file = join(runDir, 'fingerprint.json');
    writeFileSync(file, `${JSON.stringify(fingerprint, null, 2)}\n`);
    // The run's headline: what the target is, before any test. Standard error, so machine-readable output stays clean.
    process.stderr.write(`${targetHeadline(fingerprint)}\n`);
    process.env.COMMERCE_RUN_PREFIX ??= fingerprint.runPrefix;
    if (writesAllowed(config.writes) && adminWrites && adminToken) {
      // Leftovers of runs that were interrupted hours ago; a run still going on elsewhere is younger than this.
      const now = Date.now();
      const swept = await sweepPrefix(client, adminToken, config.storeCode, PREFIX_STEM, (v) => isStaleRunValue(v, now, STALE_AFTER_MS), config.cleanupConcurrency);
      writeFileSync(join(runDir, 'cleanup-before.json'), `${JSON.stringify(swept, null, 2)}\n`);
    }
    return file;
  } catch (e) {
    if (e instanceof TargetError) throw new Error(`The target is not usable, so no check ran: ${e.message}`);
    throw e;
  } finally {
    transport.close();
  }
}

/** `http://shop (open-source, release 2.4.7, some patch level: 12 markers, fingerprint.json)`. */
export function targetHeadline(fp: Fingerprint): string {
  const edition = fp.edition ?? 'edition unknown';
  const release = fp.releaseName ?? fp.release ?? 'unknown';
  const how = fp.releaseFrom === 'configured' ? 'configured' : fp.releaseFrom === 'detected' ? `${fp.releaseEvidence.length} piece(s) of evidence${fp.releaseEvidenceIgnored.length > 0 ? `, ${fp.releaseEvidenceIgnored.length} set aside` : ''}` : 'not detected';
  return `Target ${fp.baseUrl}: ${edition}, release ${release} (${how}; fingerprint.json)`;
}

/** The configured identities, signed in once for every worker of the run (the admin token is the one already held;
 * the integration standing in for the admin needs no sign-in, and is not handed as the admin's). One that cannot
 * sign in is left to the workers, whose checks report why. */
async function signInOnce(tokens: TokenBroker): Promise<HandedTokens> {
  const handed: HandedTokens = {};
  for (const caller of ['admin', 'customer', 'restricted-admin'] as const) {
    if (!tokens.available(caller) || (caller === 'admin' && isIntegration(tokens.adminIdentity))) continue;
    try {
      const token = await tokens.tokenFor(caller);
      if (token) handed[caller] = token;
    } catch {
      /* reported by the checks that need this caller */
    }
  }
  return handed;
}

/** The run's own customer: made with the run's prefix by the write family's factory (an e-mail on example.com, one
 * address, a password only this run knows), signed in; the sweep removes it at the end like every entity of the run. */
async function makeOwnCustomer(client: TargetClient, config: TargetConfig, tokens: TokenBroker, prefix: string): Promise<{ customer: OwnCustomer; token: string } | { problem: string }> {
  const factory = OWNED_FACTORIES['own-customer'];
  const call = async (caller: CallerName, options: CallOptions) =>
    client.send({ method: options.method ?? 'GET', base: 'store', path: options.path ?? '/', storeCode: config.storeCode, query: options.query, body: options.body, token: options.token ?? (await tokens.tokenFor(caller)) });
  // The platform entities its body points at (the main website, the General group), read before anything is made.
  for (const read of factory.reads) {
    const res = await call('admin', { method: 'GET', path: read.path });
    if (res.status !== 200 || !read.holds(res.json)) return { problem: `the run's own customer points at an entity this target does not have (GET ${read.path} answered ${res.status})` };
  }
  const made = await factory.make({ call, own: async () => ({ reason: 'not used' }), secret: () => undefined, leave: () => undefined }, ownedName(prefix));
  if (!('values' in made)) return { problem: made.reason };
  const { email, password, token } = made.values;
  if (email === undefined || password === undefined || token === undefined) return { problem: 'the run\'s own customer was made, but without an e-mail, password or token' };
  return { customer: { username: email, password }, token };
}

async function preflight(client: TargetClient, config: TargetConfig): Promise<void> {
  const res = await client.send({ method: 'GET', base: 'store', path: '/V1/directory/countries', storeCode: config.storeCode });
  const nonApi = explainNonApiAnswer(res.url, res.status, res.headers['content-type'] ?? '', res.bodyText);
  if (nonApi) throw new TargetError(nonApi);
  const message = (res.json as { message?: unknown } | undefined)?.message;
  if (res.status === 400 && message === 'Specified request cannot be processed.') {
    throw new TargetError(`the store code "${config.storeCode}" is unknown to the installation (it answered 400 "${message}"). Set COMMERCE_STORE_CODE to an existing store view code (default: default).`);
  }
  if (res.status >= 500) throw new TargetError(`${res.url} answered ${res.status}: the installation is failing (check its logs), so no check can be trusted.`);
  if (res.json === undefined) throw new TargetError(`${res.url} answered ${res.status} with a body that is not JSON: COMMERCE_BASE_URL does not point at a Magento REST API.`);
}

/** Who read the published schema: the identity answering as the admin, or a guest when there is none. */
export type SchemaReader = AdminIdentity | 'guest';

/** The published schema, fetched once per run as the admin (the platform filters it by the caller's ACL: the
 * integration standing in for the admin reads the routes its resources cover), saved for the workers; a failed fetch
 * is a reported result, and COMMERCE_SCHEMA_FILE can stand in for it. */
async function fetchPublishedSchema(client: TargetClient, config: TargetConfig, admin: { token: string | null; identity: AdminIdentity | null }, runDir: string): Promise<Fingerprint['publishedSchema']> {
  const schema = await client.send({ method: 'GET', base: 'store', path: '/schema', storeCode: 'all', query: { services: 'all' }, token: admin.token });
  const reader: SchemaReader = admin.token !== null && admin.identity !== null ? admin.identity : 'guest';
  const credential = reader === 'guest' ? 'guest (no admin identity: the schema is filtered to anonymous routes)' : reader === 'admin-account' ? 'admin token' : reader === 'admin-token' ? 'admin token, COMMERCE_ADMIN_TOKEN' : describeAdminIdentity(reader);
  if (schema.status === 200 && schema.json !== null && typeof schema.json === 'object') {
    const file = join(runDir, 'published-schema.json');
    writeFileSync(file, schema.bodyText);
    return { file, source: `GET /rest/all/schema?services=all (${credential})`, reader, problem: null, sha256: schemaHashOfFile(file) };
  }
  const problem = `GET /rest/all/schema?services=all answered ${schema.status}${schema.json === undefined ? ' (not JSON)' : ''} (${credential})`;
  if (config.schemaFile) return { file: resolve(config.schemaFile), source: `COMMERCE_SCHEMA_FILE (${problem})`, reader: null, problem, sha256: schemaHashOfFile(resolve(config.schemaFile)) };
  return { file: null, source: null, reader: null, problem: `${problem}; set COMMERCE_SCHEMA_FILE to a saved schema to validate against it`, sha256: null };
}

async function fingerprintTarget(client: TargetClient, config: TargetConfig, plan: CompiledPlan, admin: { token: string | null; identity: AdminIdentity | null }, runDir: string, oauthSigning: SigningOrigin | null, tokens: TokenBroker): Promise<Fingerprint> {
  let schemaInfo: Fingerprint['schemaInfo'] = null;
  const publishedSchema = await fetchPublishedSchema(client, config, admin, runDir);
  if (publishedSchema.file) {
    try {
      const info = (JSON.parse(readFileSync(publishedSchema.file, 'utf8')) as { info?: { title?: unknown; version?: unknown } }).info;
      if (info) schemaInfo = { title: typeof info.title === 'string' ? info.title : null, version: typeof info.version === 'string' ? info.version : null };
    } catch {
      /* a YAML pinned schema: the info block is read by the schema library in the workers */
    }
  }

  let edition: Edition | null = config.edition === 'auto' ? null : config.edition;
  let editionFrom: Fingerprint['editionFrom'] = edition ? 'configured' : 'unknown';
  if (!edition) {
    // A commerce-only route answers 401 (present, protected) on commerce and "does not match any route" elsewhere.
    const probe = await client.send({ method: 'GET', base: 'store', path: '/V1/gift-wrappings', storeCode: config.storeCode });
    edition = probe.status === 404 ? 'open-source' : 'commerce';
    editionFrom = 'detected';
  }
  let release: string | null = config.release === 'auto' ? null : config.release;
  let releaseFrom: Fingerprint['releaseFrom'] = release ? 'configured' : 'unknown';
  // A real installation publishes only its line ("2.4" on 2.4.7-p3): that means "some release of the line", never
  // the line's first release. The span is then narrowed from what the target shows.
  if (!release && schemaInfo?.version && /^2\.[0-4](\.\d+(-p\d+)?)?$/.test(schemaInfo.version)) {
    release = schemaInfo.version;
    releaseFrom = 'detected';
  }
  const runPrefix = process.env.COMMERCE_RUN_PREFIX ?? newRunPrefix();
  const integrationUsable = tokens.available('integration') && oauthSigning?.problem == null;
  // The integration's scope first, over the line's releases (a route of a release the target is not is probed and
  // found absent): whether the schema the integration read as the admin is complete depends on it.
  const integrationScope: IntegrationScope | null = !tokens.available('integration') ? null : integrationUsable ? await readScope(client, config, plan, edition, spanOf(release), publishedSchema, tokens, runPrefix) : { from: 'unknown', problem: oauthSigning?.problem ?? 'the integration cannot be used' };
  const complete = schemaComplete(publishedSchema.reader, integrationScope);
  const narrowed = releaseFrom === 'configured' ? { span: spanOf(release), evidence: [], ignored: [] } : await narrowFromTarget(client, config, plan, spanOf(release), publishedSchema, complete, await observeBehaviours(client, config, admin.token));
  const unplanned = unplannedOf(publishedSchema, plan, complete);
  const modules = await readModules(client, config, admin);
  return {
    baseUrl: config.baseUrl as string,
    storeCode: config.storeCode,
    embedded: process.env.COMMERCE_EMBEDDED_REFERENCE === '1',
    edition,
    editionFrom,
    release,
    releaseFrom,
    releaseSpan: narrowed.span,
    releaseName: releaseFrom === 'configured' && release !== null ? release : releaseFrom === 'detected' ? describeSpan(narrowed.span) : null,
    releaseEvidence: narrowed.evidence,
    releaseEvidenceIgnored: narrowed.ignored,
    schemaInfo,
    oauthSigning,
    publishedSchema,
    unplannedRoutes: unplanned,
    modules,
    adminIdentity: admin.identity,
    integrationScope,
    ownCustomer: null,
    features: {},
    startedAt: new Date().toISOString(),
    runPrefix,
  };
}

/** The modules the target enables, asked once as the admin (the integration standing in for it reads them only with
 * Magento_Backend::admin among its resources); a refusal is kept as the list's problem, never a reason to stop. */
async function readModules(client: TargetClient, config: TargetConfig, admin: { token: string | null; identity: AdminIdentity | null }): Promise<ModuleList> {
  if (admin.token === null || admin.identity === null) return readModuleList(null, 'no identity answers as the admin');
  return readModuleList(async () => {
    const res = await client.send({ method: 'GET', base: 'store', path: MODULES_PATH, storeCode: config.storeCode, token: admin.token });
    return { status: res.status, json: res.json };
  }, describeAdminIdentity(admin.identity));
}

/** What the published schema lists beyond the plan (every route of the schema, whatever the release: an extension's
 * route is unjudged on any target); null for a pinned YAML schema, whose operations the workers read. */
function unplannedOf(schema: Fingerprint['publishedSchema'], plan: CompiledPlan, complete: boolean): Fingerprint['unplannedRoutes'] {
  if (schema.file === null || schema.source === null) return null;
  try {
    return unplannedRoutes(JSON.parse(readFileSync(schema.file, 'utf8')) as unknown, plan.routes, schema.source, complete);
  } catch {
    return null;
  }
}

/** Behaviours a release changed that global setup sees without harm: the form of the admin token the run itself
 * obtained (JWT from 2.4.4; a handed or integration token says nothing), and how a method the web API does not
 * support is refused (405 from the request method validator, 400 before it), asked of an anonymous read route. */
async function observeBehaviours(client: TargetClient, config: TargetConfig, adminToken: string | null): Promise<Partial<Record<Behaviour, boolean>>> {
  const seen: Partial<Record<Behaviour, boolean>> = {};
  if (adminToken !== null && config.adminToken === null && config.admin !== null) seen['admin-token-jwt'] = /^[\w-]+\.[\w-]+\.[\w-]+$/.test(adminToken);
  const res = await client.send({ method: 'PATCH', base: 'store', path: '/V1/directory/countries', storeCode: config.storeCode });
  const message = (res.json as { message?: unknown } | undefined)?.message;
  if (res.status === 405) seen['method-not-allowed-405'] = true;
  else if (res.status === 400 && message === 'Request method is invalid.') seen['method-not-allowed-405'] = false;
  return seen;
}

/** Narrow a line to the releases that fit what the target shows: the release markers read against the published
 * schema and the behaviours, the contracts' routes the schema has or lacks, and the ACL ids a guest's 401 names on
 * routes whose permission changed inside the line (a guest GET is refused before anything runs). */
async function narrowFromTarget(client: TargetClient, config: TargetConfig, plan: CompiledPlan, span: ReleaseSpan, schema: Fingerprint['publishedSchema'], complete: boolean, behaviours: Partial<Record<Behaviour, boolean>>): Promise<Narrowed> {
  let published: Set<string> | null = null;
  let doc: unknown = null;
  if (schema.file) {
    try {
      doc = JSON.parse(readFileSync(schema.file, 'utf8')) as unknown;
      published = new Set(publishedOperations(doc).map((o) => o.shape));
    } catch {
      published = null; // a YAML pinned schema: presence evidence is left out
    }
  }
  const markers = projectMarkers();
  const view = doc === null ? null : viewOfSchema(doc, complete);
  const refusals = new Map<string, string[]>();
  const prefix = process.env.COMMERCE_RUN_PREFIX ?? 'ccprobe';
  for (const route of permissionProbes(plan.routes, span)) {
    const values: Record<string, string> = {};
    for (const name of route.pathParams) {
      const source = route.params[name];
      values[name] = source ? harmlessValue(source, prefix) : '987654321';
    }
    const res = await client.send({ method: 'GET', base: 'store', path: fillPath(route.path, values), storeCode: config.storeCode });
    const resources = res.status === 401 ? resourcesOf(res.json) : null;
    if (resources) refusals.set(route.key, resources.split(', '));
  }
  return narrowRelease(span, plan.routes, {
    published,
    refusals,
    markers: readMarkers(markers, view, behaviours),
    complete,
    moduleShown: (route) => view === null || route.service === null || serviceShown(view, servicePrefixOf(route.service), markers.modules),
  }, (r) => routeShape(r.method, r.path));
}

/** Whether the published schema shows every route the installation has: an admin's document does, and the
 * integration's when it holds every resource (the document is filtered by the reader's ACL); a guest's lacks the
 * protected routes, a pinned file (COMMERCE_SCHEMA_FILE, reader null) is nobody's view. */
export function schemaComplete(reader: Fingerprint['publishedSchema']['reader'], scope: IntegrationScope | null): boolean {
  if (reader === 'admin-account' || reader === 'admin-token') return true;
  return (reader === 'integration-bearer' || reader === 'integration-oauth1') && reachesAll(scope);
}

/** Magento\Integration\Api\CustomerTokenServiceInterface::... → integration: the prefix the schema's service names
 * (tags) of that module start with. */
function servicePrefixOf(service: string): string {
  const module = service.replace(/^\\/, '').split('\\')[1] ?? '';
  return module.charAt(0).toLowerCase() + module.slice(1);
}

/** The integration's resources (src/runtime/integration-scope.ts): the merchant's list when configured, else read from
 * the schema the integration reads (the run's published schema when the integration read it as the admin). */
async function readScope(client: TargetClient, config: TargetConfig, plan: CompiledPlan, edition: Edition | null, span: ReleaseSpan, published: Fingerprint['publishedSchema'], tokens: TokenBroker, prefix: string): Promise<IntegrationScope> {
  if (config.integrationResources !== null) return configuredScope(config.integrationResources);
  const token = await tokens.tokenFor('integration');
  let doc: unknown;
  if (published.reader === 'integration-bearer' || published.reader === 'integration-oauth1') doc = JSON.parse(readFileSync(published.file as string, 'utf8')) as unknown;
  else {
    const res = await client.send({ method: 'GET', base: 'store', path: '/schema', storeCode: 'all', query: { services: 'all' }, token });
    if (res.status !== 200 || res.json === null || typeof res.json !== 'object') return { from: 'unknown', problem: `the schema the integration reads (GET /rest/all/schema?services=all) answered ${res.status}${res.json === undefined ? ' (not JSON)' : ''}` };
    doc = res.json;
  }
  const probe: ScopeProbe = async (route, path, asIntegration) => {
    const res = await client.send({ method: route.method, base: 'store', path, storeCode: config.storeCode, token: asIntegration ? token : null, ...(route.method === 'GET' ? {} : { rawBody: UNDECODABLE_BODY }) });
    return { status: res.status, json: res.json };
  };
  return scopeFromSchema(aclRoutesExpected(plan.routes, edition, span), doc, probe, prefix);
}

/** The base URL form the target verifies OAuth 1.0a signatures over: one signed read per form until one verifies. */
async function findSigningOrigin(client: TargetClient, config: TargetConfig, oauth: OAuth1Credentials): Promise<SigningOrigin> {
  const path = '/V1/store/storeViews';
  const url = client.urlFor('store', path, config.storeCode);
  return discoverSigningOrigin(config.baseUrl as string, async (origin) => {
    const res = await client.send({ method: 'GET', base: 'store', path, storeCode: config.storeCode, headers: { Authorization: authorizationHeader({ method: 'GET', url: rebaseUrl(url, origin) }, oauth) } });
    const message = (res.json as { message?: unknown } | undefined)?.message;
    return { status: res.status, message: typeof message === 'string' ? message : null };
  });
}
