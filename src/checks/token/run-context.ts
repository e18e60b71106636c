// Run-level checks: checks that are not run once per route of the plan (token routes with several bodies, a token's
// lifetime, challenge forms, the schema endpoint, the developer-submission API). Like route checks they know
// nothing about Playwright: they get a context with an HTTP-agnostic caller and answer a Verdict. The runner
// (fixtures/run-level-check.ts) turns a verdict into the suite's failure message, attachment and observations.

import type { TargetConfig } from '../../config/target-config.ts';
import type { CompiledPlan, RouteBase } from '../../contracts/types.ts';
import type { CallerName, CheckDescription, HttpExchange, TargetFacts, Verdict } from '../types.ts';

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

export interface RunContext extends RunTarget {
  target: TargetFacts;
  config: TargetConfig;
  plan: CompiledPlan;
  /** The run's prefix: throwaway names (never the configured accounts) are built from it. */
  prefix: string;
  tokenFor(caller: CallerName): Promise<string | null>;
  /** Record a fact about the target for the reports. */
  observe(key: string, value: unknown): void;
  /** Attach a (redacted) text or JSON document to the test. */
  attach(name: string, body: string, contentType?: string): Promise<void>;
  /** Remember a secret seen during the check (a fresh token, a session token) so reports scrub it. */
  secret(value: string): void;
  /** A private reference installation with its own flags, or why none can be started (not an embedded run). */
  privateReference(options: PrivateReferenceOptions): Promise<(RunTarget & { baseUrl: string; env: Record<string, string> }) | { unavailable: string }>;
}

export interface RunCheck extends CheckDescription {
  /** What the check runs on, one test each: route keys as in test titles ("POST /V1/integration/admin/token") or
   * subject names (a form, a service). Known at plan time. */
  subjects: string[];
  run(ctx: RunContext, subject: string): Promise<Verdict>;
}

export const describe = (c: RunCheck): CheckDescription => ({ id: c.id, family: c.family, rule: c.rule, source: c.source });
