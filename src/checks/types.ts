// What a check is: a stable ID, the rule in one sentence, where the rule comes from, which routes it applies to,
// and how to run it against a target through an HTTP-agnostic caller. Checks know nothing about YAML or Playwright.

import type { CompiledRoute, Edition, Permission } from '../contracts/types.ts';
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
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** What a target is, as far as the run knows (configured or detected once per run). */
export interface TargetFacts {
  edition: Edition | null;
  /** The release as configured or published: exact (2.4.7) or only a line (2.4). */
  release: string | null;
  /** The releases the target may be (src/contracts/release-span.ts): what permissions and presence are judged by. */
  releaseSpan: ReleaseSpan;
  storeCode: string;
  writes: 'deny' | 'allow';
  embedded: boolean;
  callers: Record<CallerName, boolean>;
  /** Why a configured caller cannot be used, said once for every check that needs it (e.g. no OAuth form verifies). */
  callerProblems: Partial<Record<CallerName, string>>;
  restrictedResources: string[];
  /** OAuth 1.0a: the origin signatures are verified over, or why none is (null without the four credentials). */
  oauthSigning: { origin: string | null; problem: string | null } | null;
}

export type ParamMode =
  /** Values that cannot touch real data (the run's prefix): for calls that must be refused before they act. */
  | 'harmless'
  /** Real values discovered on the target (fixtures), for reads that must succeed. */
  | 'real';

export interface CheckContext {
  route: CompiledRoute;
  target: TargetFacts;
  /** The route's permission for the target's release: the newest state any release of the target's span had. */
  permission: Permission;
  /** Every permission state a release of the target's span had, newest first: one unless only the line is known. A
   * check accepts any of them and records the one it saw (observation `permission-state`). */
  permissions: Permission[];
  /** Fill the route's :params; a string result is the reason they cannot be filled (no fixture on the target). */
  resolvePath(mode: ParamMode): Promise<string | { reason: string }>;
  /** The contract body with {{prefix}} and {{fixture:...}} filled in. */
  resolveBody(): Promise<unknown>;
  call(caller: CallerName, options?: CallOptions): Promise<HttpExchange>;
  /** Record a fact about the target for the reports (route present, data_hash form, ...). */
  observe(key: string, value: unknown): void;
  /** Whether the target's published schema lists this route (method + path shape), or why that is unknown. */
  isPublished(): boolean | { unavailable: string };
  /** Validate a body against the route's expected schema; [] when valid. */
  validateResponse(body: unknown): Promise<SchemaIssue[] | { unavailable: string }>;
  /** Async, bulk and status checks: the run's prefix and bodies under a sub-prefix (src/checks/async/services.ts). */
  async?: AsyncServices;
}

export interface SchemaIssue {
  pointer: string;
  keyword: string;
  expected: string;
  actual: string;
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

export interface Check {
  id: string;
  family: 'perm' | 'presence' | 'schema' | 'async' | 'bulk' | 'status' | 'token' | 'challenge' | 'submission' | 'security' | 'soap';
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
  run(ctx: CheckContext): Promise<Verdict>;
}

/** What reports and docs need of a check, whether it runs once per route or once per run. Defined here, beside
 * Check, rather than in catalog.ts: every family's run-level checks are described with it, and catalog.ts imports
 * every family, so a family reaching back into the catalog for this type closed an import circle. */
export interface CheckDescription {
  id: string;
  family: Check['family'];
  rule: string;
  source: string;
}

/** What the run knows before any request: the configuration alone. */
export interface ConfiguredFacts {
  /** deny when every configured target denies writes (COMMERCE_WRITES, or each target's own). */
  writes: 'deny' | 'allow';
}

export const WRITES_DENIED_QUEUE = 'writes are denied (COMMERCE_WRITES is not allow): an accepted call would queue a write';
export const WRITES_DENIED_ANONYMOUS = 'anonymous write route: runs only with COMMERCE_WRITES=allow';

/** The body refused-write probes send: it cannot be decoded, so even a target that wrongly lets the caller through
 * stops at body decoding (400 "Decoding error.") instead of executing anything (route → ACL → decode, facts 1). */
export const UNDECODABLE_BODY = '{';

export const pass = (note?: string): Verdict => (note === undefined ? { outcome: 'pass' } : { outcome: 'pass', note });
export const skip = (reason: string): Verdict => ({ outcome: 'skip', reason });
