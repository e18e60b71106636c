// What a check is: a stable ID, the rule in one sentence, where the rule comes from, what it applies to (routes of
// the plan, run-level subjects or scenarios: its `subject`), and how to run it against a target through the context
// of that subject. Checks know nothing about YAML or Playwright.

import type { TargetConfig } from '../config/target-config.ts';
import type { WriteLevel } from '../config/write-level.ts';
import type { AdminIdentity } from '../config/admin-identity.ts';

// The write levels, as the checks read the target's (TargetFacts.writes): families see the configuration through here.
export { levelCovers, writesAllowed, type WriteLevel } from '../config/write-level.ts';
import type { CompiledPlan, CompiledRoute, Edition, Permission, RouteBase } from '../contracts/types.ts';
import type { AsyncServices } from './async/services.ts';
import type { ReleaseSpan } from '../contracts/release-span.ts';

export type CallerName = 'guest' | 'customer' | 'admin' | 'restricted-admin' | 'integration';

export interface HttpExchange {
  method: string;
  /** Full URL without query secrets (the suite never puts secrets in URLs). */
  url: string;
  status: number;
  headers: Record<string, string>;
  bodyText: string;
  /** Parsed JSON, or undefined when the body is not JSON. */
  json: unknown;
  durationMs: number;
}

export interface CallOptions {
  method?: string;
  /** Path relative to the route base, e.g. /V1/products/abc or /async/V1/products; defaults to the route's own path. */
  path?: string;
  /** Store code segment; undefined = the target's configured code, null = no code at all. */
  storeCode?: string | null;
  /** Where the path is under: the route's own base by default; root for the platform's other endpoints (/graphql). */
  base?: RouteBase;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** A bearer token to send instead of the caller's: the run's own customer's (self routes act on the run's account). */
  token?: string;
}

/** What a target is, as far as the run knows (configured or detected once per run). */
export interface TargetFacts {
  edition: Edition | null;
  /** The release as configured or published: exact (2.4.7) or only a line (2.4). */
  release: string | null;
  /** The releases the target may be (src/contracts/release-span.ts): what permissions and presence are judged by. */
  releaseSpan: ReleaseSpan;
  storeCode: string;
  writes: WriteLevel;
  embedded: boolean;
  callers: Record<CallerName, boolean>;
  /** Why a configured caller cannot be used, said once for every check that needs it (e.g. no OAuth form verifies). */
  callerProblems: Partial<Record<CallerName, string>>;
  restrictedResources: string[];
  /** OAuth 1.0a: the origin signatures are verified over, or why none is (null without the four credentials). */
  oauthSigning: { origin: string | null; problem: string | null } | null;
  /** Who answers as the admin (src/config/admin-identity.ts): the admin account or a hand-issued admin token, or, with
   * neither configured, the integration standing in for it within its scope (src/checks/stand-in.ts); null: nobody. */
  adminIdentity: AdminIdentity | null;
  /** What the run knows of the integration's resources; null without an integration. */
  integrationScope: IntegrationScope | null;
  /** Who answers as the customer: the configured account, the run's own (writes allowed and none configured: made
   * with the run's prefix in global setup, swept at the end), or nobody. */
  customerIdentity: 'configured' | 'own' | null;
  /** COMMERCE_DOWNLOADABLE_HOST (src/config/target-config.ts): the host of the run's own downloadable links. */
  downloadableHost?: string | null;
}

/**
 * What the run knows of the integration's resources (read in global setup, src/runtime/integration-scope.ts):
 * - configured: COMMERCE_INTEGRATION_RESOURCES, the merchant's custom list (every role also holds the ACL root);
 * - schema: read from the target. The schema the integration reads is filtered by its ACL, method by method
 *   (Magento\Webapi\Model\AbstractSchemaGenerator::getAllowedServicesMetadata asks the same authorization the
 *   routes ask), so the contract routes it lists are the ones the integration may call (`reached`, route keys).
 *   Contract routes the target should have that it leaves out were probed: `outside` answered 401 (the integration's
 *   refusal, perm.integration-scope's subject), `absent` answered "Request does not match any route". `all`: nothing
 *   outside ("Resource Access: All" as the target shows it);
 * - unknown: neither could be read (why).
 */
export type IntegrationScope =
  | { from: 'configured'; resources: string[]; all: boolean }
  | { from: 'schema'; all: boolean; reached: string[]; outside: string[]; absent: string[] }
  | { from: 'unknown'; problem: string };

export type ParamMode =
  /** Values that cannot touch real data (the run's prefix): for calls that must be refused before they act. */
  | 'harmless'
  /** Real values discovered on the target (fixtures), for reads that must succeed. */
  | 'real';

/** What every check's context has, whatever the check applies to. */
export interface ContextBase {
  target: TargetFacts;
  /** Record a fact about the target for the reports (route present, data_hash form, ...). */
  observe(key: string, value: unknown): void;
}

/** The context of a route check: the route, its permission on the target's release, and calls on it. */
export interface CheckContext extends ContextBase {
  route: CompiledRoute;
  target: TargetFacts;
  /** The route's permission for the target's release: the newest state any release of the target's span had. */
  permission: Permission;
  /** Every permission state a release of the target's span had, newest first: one unless only the line is known. A
   * check accepts any of them and records the one it saw (observation `permission-state`). */
  permissions: Permission[];
  /** Fill the route's :params; a string result is the reason they cannot be filled (no fixture on the target). The
   * values given (a parameter replaced by a value no entity has) are used as they are, never resolved. */
  resolvePath(mode: ParamMode, given?: Readonly<Record<string, string>>): Promise<string | { reason: string }>;
  /** The contract body with {{prefix}} and {{fixture:...}} filled in. */
  resolveBody(): Promise<unknown>;
  call(caller: CallerName, options?: CallOptions): Promise<HttpExchange>;
  /** Record a fact about the target for the reports (route present, data_hash form, ...). */
  observe(key: string, value: unknown): void;
  /** A value the check met that no report may show (the run's own customer's password or token). */
  secret(value: string): void;
  /** Whether the target's published schema lists this route (method + path shape), or why that is unknown. */
  isPublished(): boolean | { unavailable: string };
  /** Validate a body against the route's expected schema; [] when valid. */
  validateResponse(body: unknown): Promise<SchemaIssue[] | { unavailable: string }>;
  /** A route of the plan by key (the read that verifies a write), or undefined. */
  routeOf(key: string): CompiledRoute | undefined;
  /** Validate a body against another route's expected schema (a read-back's answer); [] when valid. */
  validateFor(route: CompiledRoute, body: unknown): Promise<SchemaIssue[] | { unavailable: string }>;
  /** Async, bulk and status checks: the run's prefix and bodies under a sub-prefix (src/checks/async/services.ts). */
  async?: AsyncServices;
  /** The configured sign-in of an identity, for the one write that signs in with it (POST /V1/integration/admin/token
   * executed as a write); null when the identity is configured by token only. Both values are secrets of the run. */
  signIn?(caller: 'admin'): { username: string; password: string } | null;
  /** Route checks that declare `waits` (async.same-as-sync): the worker's wait for a bulk they queued (the shared
   * poller the scenarios wait with) and the run's consumer diagnosis. Absent for every other route check. */
  queue?: RouteQueue;
  /**
   * A value shared by every check of this route in this worker, by key: made by the first test that asks, read by the
   * others (the route's executions, src/checks/write/route-executions.ts: one write judged by several checks). The
   * secrets met while it was made are secrets of every test that reads it. Absent in a context without a worker (a
   * unit test's fake): then each check makes its own.
   */
  shared?<T>(key: string, make: () => Promise<T>): Promise<T>;
}

/** How a route check that queues and waits reaches the worker's poller (CheckContext.queue). */
export interface RouteQueue {
  /** Wait until the bulk has no open operation; `count` = operations queued. */
  waitBulk(bulkUuid: string, count: number): Promise<BulkWait>;
  /** The run's diagnosis of a stopped consumer, once any worker made one. */
  halted(): string | null;
}

export interface SchemaIssue {
  pointer: string;
  keyword: string;
  expected: string;
  actual: string;
  /** keyword required: the property the answer lacks (at `pointer`). */
  missingProperty?: string;
}

export type Verdict =
  | { outcome: 'pass'; note?: string }
  | { outcome: 'skip'; reason: string }
  | {
      outcome: 'fail';
      /** The rule broken, in words that name the route's specifics (e.g. "guest reached Magento_Catalog::products"). */
      broken: string;
      expected: string;
      actual: string;
      exchange?: HttpExchange;
      issues?: SchemaIssue[];
      /** The contract route the broken rule is about, when it is not the test's subject (a run-level check over a
       * form or a probe route): the failure then points at that route's contract line. */
      route?: string;
    };

export type CheckFamily = 'perm' | 'input' | 'presence' | 'schema' | 'async' | 'bulk' | 'status' | 'token' | 'challenge' | 'submission' | 'security' | 'soap' | 'write' | 'commerce' | 'search' | 'scope' | 'read';

/**
 * What a check applies to, one Playwright test each (the check's `subject`):
 * - 'route': every route of the plan its `appliesTo` accepts, titled `<id> <route key>`;
 * - 'run': subjects named at plan time that are not one route each (a token route with several bodies, a form, a
 *   service), titled `<id> <subject>`;
 * - 'scenario': scenarios that drive the target through several calls (queue, wait, read back), titled
 *   `<id> <scenario title>`.
 * src/checks/planned-tests.ts turns checks into tests; fixtures/run.ts runs any of them with one context builder.
 */
export type SubjectKind = 'route' | 'run' | 'scenario';

/** A check of routes: one test per route of the plan it applies to (`CheckOf<'route'>`). */
export interface Check {
  /** Every check declares what it applies to; a route check, the routes of the plan its `appliesTo` accepts. */
  subject: 'route';
  id: string;
  family: CheckFamily;
  /** The rule, one sentence. */
  rule: string;
  /** Where the rule comes from: a seed section or a real-platform fact. */
  source: string;
  /** Whether the check has anything to say about this route at all (decided at plan time: no test otherwise). */
  appliesTo(route: CompiledRoute): boolean;
  /**
   * Why this route cannot be run under this configuration, decided before any request (the test is then declared
   * skipped and never reaches a worker); null to run it. `run` must still refuse the same cases on its own: a target
   * of targets.yaml may differ from the configuration seen at collection.
   */
  skipsWhen?(route: CompiledRoute, configured: ConfiguredFacts): string | null;
  /**
   * How the route's presence on the target is decided. 'gated' (the default): a route the target should not have
   * (edition, release span) is skipped with the reason before any request. 'judged': the check itself looks at the
   * route's presence (presence.route-present), so it runs there too; its observations are kept and its verdict
   * becomes that same skip, since absence where absence is expected is no failure.
   */
  presence?: 'gated' | 'judged';
  /**
   * The check queues operations and waits until they are done (async.same-as-sync): its tests get the worker's bulk
   * wait (CheckContext.queue) and the scenarios' timeout, and they run in parallel like tests of different checks.
   */
  waits?: true;
  run(ctx: CheckContext): Promise<Verdict>;
}

/** What reports and docs need of a check, whether it runs once per route or once per run. Defined here, beside
 * Check, rather than in catalog.ts: every family's run-level checks are described with it, and catalog.ts imports
 * every family, so a family reaching back into the catalog for this type closed an import circle. */
export interface CheckDescription {
  id: string;
  family: CheckFamily;
  rule: string;
  source: string;
}

/** The description alone (docs, reports): a check without what it needs to run. */
export const descriptionOf = (c: CheckDescription): CheckDescription => ({ id: c.id, family: c.family, rule: c.rule, source: c.source });

// Run-level checks: not once per route of the plan (token routes with several bodies, a token's lifetime, challenge
// forms, the schema endpoint, the developer-submission API). Their context calls any route of any base, as a
// configured caller or with an explicit token, and can start a private reference installation on embedded runs.

export interface RunCallOptions {
  method: string;
  base?: RouteBase;
  path: string;
  /** undefined = the target's configured code, null = no code. */
  storeCode?: string | null;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** A configured caller (its token from the broker); mutually exclusive with token. */
  as?: CallerName;
  /** An explicit token (a throwaway, a fresh one, a deliberately invalid one); null = none. */
  token?: string | null;
}

/** A target the check talks to: the configured one, or a private reference instance (embedded runs only). */
export interface RunTarget {
  send(options: RunCallOptions): Promise<HttpExchange>;
  /** POST/GET a control endpoint of a reference installation (/__reference/...); null when the target is not one. */
  control: ((method: 'GET' | 'POST', path: string, body?: unknown) => Promise<HttpExchange>) | null;
}

export interface PrivateReferenceOptions {
  /** Extra reference flags, e.g. ['--admin-token-lifetime', '2']. */
  args: string[];
  /** Extra environment for the instance (e.g. generated OAuth credentials). */
  env?: Record<string, string>;
}

/** The context of a run-level check. */
export interface RunContext extends ContextBase, RunTarget {
  config: TargetConfig;
  plan: CompiledPlan;
  /** The run's prefix: throwaway names (never the configured accounts) are built from it. */
  prefix: string;
  tokenFor(caller: CallerName): Promise<string | null>;
  /** Attach a (redacted) text or JSON document to the test. */
  attach(name: string, body: string, contentType?: string): Promise<void>;
  /** Remember a secret seen during the check (a fresh token, a session token) so reports scrub it. */
  secret(value: string): void;
  /** A private reference installation with its own flags, or why none can be started (not an embedded run). */
  privateReference(options: PrivateReferenceOptions): Promise<(RunTarget & { baseUrl: string; env: Record<string, string> }) | { unavailable: string }>;
}

/** A run-level check: one test per subject (`CheckOf<'run'>`). */
export interface RunCheck extends CheckDescription {
  subject: 'run';
  /** What the check runs on, one test each: route keys as in test titles ("POST /V1/integration/admin/token") or
   * subject names (a form, a service). Known at plan time: a list, or read from the plan's routes (the forms the
   * contracts mark). A subject that is a route key of the plan names that route's contract in the test's record. */
  subjects: readonly string[] | ((routes: readonly CompiledRoute[]) => string[]);
  run(ctx: RunContext, subject: string): Promise<Verdict>;
}

// Scenario checks: several calls on entities the run creates (queue, wait for the consumer, read the outcome back).
// Their context adds the worker's shared services: a poller per bulk, scenarios memoized per worker (one product
// bulk feeds several checks), and the run's one diagnosis of a stopped consumer.

/** One scenario of a scenario check: one test. */
export interface Scenario {
  /** The test's title after the check's id: `<check-id> <title>`. */
  title: string;
  /** What the test's record names as its subject (the record's `route`). */
  about: string;
  /** The contract route the scenario rests on, by key: the record's module and contract line. */
  contract: string;
  /** The scenario queues writes: declared skipped when the configuration denies them (WRITES_DENIED_SCENARIO),
   * and refused again at run time for a target that denies them. */
  writes: boolean;
  /** The write level it needs (default allow): full for a scenario that leaves carts, orders or sales documents (no
   * REST call removes them), declared skipped below COMMERCE_WRITES=full with WRITES_BELOW_FULL. */
  level?: 'allow' | 'full';
  /** Why it needs the full level, said when it is skipped below it (default WRITES_BELOW_FULL: orders and documents). */
  belowFull?: string;
}

/** A call of a scenario on the store base. */
export interface ScenarioCall {
  method: string;
  path: string;
  /** null = no store code (the default store view); undefined = the configured store code. */
  storeCode?: string | null;
  body?: unknown;
  rawBody?: string;
  query?: Record<string, string>;
  /** A bearer token to send instead of the caller's: the run's own customer's (it signs in during the scenario). */
  token?: string;
}

/** How the wait for a queued bulk ended, as a check reads it. */
export type BulkWait =
  /** No operation open any more: the status summary that showed it, and how long and how many requests it took. */
  | { kind: 'terminal'; summary: HttpExchange | null; attempts: number; startedAt: number; seenAt: number; lastOpenAt: number | null }
  /** The count route and operations_list disagreed. */
  | { kind: 'contradiction'; message: string; summary: HttpExchange | null }
  /** Operations still open at the deadline. `verdict(label)` is the run's one consumer diagnosis: a failure for the
   * first test of the run that asks, a skip with the same sentence for every other (one cause, one failure); a wait
   * cut off while the queue still moved fails on its own. Asked only by a check that judges this wait: a wait
   * shared by several checks (a memoized scenario) is diagnosed by whichever asks first. */
  | { kind: 'timeout'; verdict(label: string): Promise<Verdict> };

/** The context of a scenario check. */
export interface ScenarioContext extends ContextBase {
  /** Record a fact; `about` names what it is about when that is not the scenario itself (a call's path, a bulk). */
  observe(key: string, value: unknown, about?: string): void;
  /** Why the target has no asynchronous web API (by release, or 404 on /async), or null. */
  unavailable(): Promise<string | null>;
  /** The run's diagnosis of a stopped consumer, once any worker made one: status-dependent scenarios skip with it. */
  halted(): string | null;
  /** A call as `caller`; every accepted async or bulk call is recorded for global teardown. */
  send(caller: CallerName, call: ScenarioCall): Promise<HttpExchange>;
  /** Bytes exactly as given (malformed JSON) under a JSON content type, on the configured store code. */
  sendBytes(caller: CallerName, method: string, path: string, bytes: string): Promise<HttpExchange>;
  /** Wait until the bulk has no open operation (the worker's shared poller); `count` = operations queued. */
  waitBulk(bulkUuid: string, count: number): Promise<BulkWait>;
  /** Whether the release has the count route (operation-status/:status), as the scenarios' reads showed; null: not
   * asked yet. */
  countRoute(): boolean | null;
  /** A name for an entity of this worker's scenarios: the run's prefix, "s", the worker, the suffix. */
  name(suffix: string): string;
  /** Run a scenario step once per worker (memoized by key): the tests sharing it see the same outcome. */
  once<T>(key: string, run: () => Promise<T>): Promise<T>;
  /** A contract route of the plan by key. */
  route(key: string): CompiledRoute | undefined;
  /** Validate a body against a route's expected response schema (the contract's, or the published one). */
  validateFor(route: CompiledRoute, body: unknown): Promise<SchemaIssue[] | { unavailable: string }>;
  /** A secret the scenario made (a new customer's password): scrubbed from every report of the worker from now on. */
  secret(value: string): void;
  /** The text an attachment of this exchange carries: secrets and password fields redacted, long bodies cut. */
  excerpt(exchange: HttpExchange): string;
  /** Attach a (redacted) text document to the test. */
  attach(name: string, body: string, contentType?: string): Promise<void>;
  /** Mark the test with an annotation besides its verdict (a security finding). */
  annotate(type: string, description: string): void;
}

/** A scenario check: one test per scenario (`CheckOf<'scenario'>`). */
export interface ScenarioCheck<S extends Scenario = Scenario> extends CheckDescription {
  subject: 'scenario';
  scenarios: readonly S[];
  run(ctx: ScenarioContext, scenario: S): Promise<Verdict>;
}

/**
 * A check of a page the browser project drives (browser/*.spec.ts, `subject: 'page'`): the spec opens the page and
 * hands the check what it saw (`V`), and the check judges that alone, so its rule is unit tested without a browser.
 * Not run by fixtures/run.ts: Playwright's page fixture belongs to the browser project.
 */
export interface PageCheck<V> extends CheckDescription {
  subject: 'page';
  judge(seen: V): Verdict;
}

interface ChecksBySubject {
  route: Check;
  run: RunCheck;
  scenario: ScenarioCheck;
}

/** A check of any subject: `AnyCheck` is the union the runner takes, `CheckOf<'run'>` one kind. */
export type CheckOf<K extends SubjectKind> = ChecksBySubject[K];
export type AnyCheck = CheckOf<SubjectKind>;

/** The context a check of each subject gets (built in one place: fixtures/check-context.ts). */
export type ContextOf<K extends SubjectKind> = { route: CheckContext; run: RunContext; scenario: ScenarioContext }[K];

/** What the run knows before any request: the configuration alone. */
export interface ConfiguredFacts {
  /** The highest level any configured target writes at (COMMERCE_WRITES, or each target's own): deny when every one
   * denies writes. */
  writes: WriteLevel;
}

export const WRITES_DENIED_QUEUE = 'writes are denied (COMMERCE_WRITES is not allow): an accepted call would queue a write';
export const WRITES_DENIED_ANONYMOUS = 'anonymous write route: runs only with COMMERCE_WRITES=allow';
export const WRITES_DENIED_SCENARIO = 'writes are denied (COMMERCE_WRITES is not allow): this scenario queues writes';
export const WRITES_BELOW_FULL = 'not run below COMMERCE_WRITES=full: this scenario places orders or queues sales writes, and no REST call removes a cart, an order or a sales document (COMMERCE_WRITES=full runs it on a throwaway installation and lists what stays in after-run.json)';

/** The body refused-write probes send: it cannot be decoded, so even a target that wrongly lets the caller through
 * stops at body decoding (400 "Decoding error.") instead of executing anything (route → ACL → decode, facts 1). */
export const UNDECODABLE_BODY = '{';

export const pass = (note?: string): Verdict => (note === undefined ? { outcome: 'pass' } : { outcome: 'pass', note });
export const skip = (reason: string): Verdict => ({ outcome: 'skip', reason });
