// A ScenarioContext with no target behind it, for the unit tests beside the scenario checks (src/checks/async/
// <check-id>.test.ts): the target is a function from a call to its answer (by default the healthy asynchronous target
// of async-scenario-target.ts, which a case may alter answer by answer), waits end terminal unless the case says
// otherwise, and the test reads back what the check sent, observed, attached and annotated. The contract routes are
// the real plan's, so a scenario's contract key that the plan lacks fails its test too.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { compileContractsDir } from '../../contracts/compile.ts';
import type { CompiledPlan } from '../../contracts/types.ts';
import { onceByKey } from '../async/scenarios.ts';
import { isRouteNotFound } from '../platform-errors.ts';
import type { BulkWait, CallerName, HttpExchange, Scenario, ScenarioCheck, ScenarioContext, SchemaIssue, TargetFacts, Verdict } from '../types.ts';
import { healthyAsyncTarget, type ScenarioSent, type Target } from './async-scenario-target.ts';
import { exchangeOf, FAKE_PREFIX, fakeTarget, type Canned } from './fake-context.ts';
import { expectVerdict, type ExpectedVerdict } from './verdict-cases.ts';

export type { ScenarioSent, Target } from './async-scenario-target.ts';

export interface FakeScenarioOptions {
  /** Target facts that differ from a 2.4.7 Open Source target with writes allowed (scenarios mostly queue writes). */
  target?: Partial<Omit<TargetFacts, 'callers'>>;
  callers?: Partial<Record<CallerName, boolean>>;
  /** The target (default: a fresh healthy one). A wait's status summary is its answer to GET /V1/bulk/:uuid/status. */
  answer?: Target;
  /** Why the target has no asynchronous web API. */
  unavailable?: string;
  /** The run's consumer diagnosis, already made. */
  halted?: string;
  /** How the wait for a bulk ends other than terminal: the consumer diagnosis's verdict, or a contradiction. */
  wait?: { timeout: Verdict } | { contradiction: string };
  /** What validateFor answers. */
  validation?: SchemaIssue[] | { unavailable: string };
  /** The text an attachment of an exchange carries (default: the body with every secret replaced). */
  excerpt?: (exchange: HttpExchange, secrets: readonly string[]) => string;
}

export interface FakeScenario {
  ctx: ScenarioContext;
  sent: ScenarioSent[];
  observed: Array<{ key: string; value: unknown; about: string | undefined }>;
  attached: Array<{ name: string; body: string }>;
  annotations: Array<{ type: string; description: string }>;
  secrets: string[];
  validated: unknown[];
}

let plan: CompiledPlan | null = null;
/** The real contracts, compiled once per test process. */
export function contractPlan(): CompiledPlan {
  if (plan) return plan;
  const compiled = compileContractsDir(fileURLToPath(new URL('../../../contracts/', import.meta.url)));
  if (!compiled.ok) throw new Error('the contracts do not compile: run npx commerce-contracts lint');
  plan = compiled.plan;
  return plan;
}

const COUNT_ROUTE = /^\/V1\/bulk\/[^/]+\/operation-status\/\d+$/;

export function fakeScenario(options: FakeScenarioOptions = {}): FakeScenario {
  const answer = options.answer ?? healthyAsyncTarget();
  const target = fakeTarget(options.target, options.callers, { writes: 'allow' });
  const fake: Omit<FakeScenario, 'ctx'> = { sent: [], observed: [], attached: [], annotations: [], secrets: [], validated: [] };
  let countRoute: boolean | null = null;
  const call = (sent: ScenarioSent): HttpExchange => {
    fake.sent.push(sent);
    const res = exchangeOf(sent, answer(sent));
    // As the worker's services learn it: from the scenarios' own reads of the count route.
    if (sent.method === 'GET' && COUNT_ROUTE.test(sent.path)) {
      if (isRouteNotFound(res.status, res.json)) countRoute = false;
      else if (res.status === 200 && Number.isInteger(res.json)) countRoute = true;
    }
    return res;
  };
  const excerpt = options.excerpt ?? ((exchange, secrets) => secrets.reduce((text, secret) => text.split(secret).join('[redacted]'), exchange.bodyText));
  const ctx: ScenarioContext = {
    target,
    observe: (key, value, about) => void fake.observed.push({ key, value, about }),
    unavailable: async () => options.unavailable ?? null,
    halted: () => options.halted ?? null,
    send: async (caller, c) => call({ caller, method: c.method, path: c.path, storeCode: c.storeCode, body: c.body, rawBody: c.rawBody, query: c.query, bytes: false, ...(c.token !== undefined ? { token: c.token } : {}) }),
    sendBytes: async (caller, method, path, bytes) => call({ caller, method, path, storeCode: undefined, body: undefined, rawBody: bytes, query: undefined, bytes: true }),
    async waitBulk(bulkUuid): Promise<BulkWait> {
      const wait = options.wait;
      if (wait && 'timeout' in wait) return { kind: 'timeout', verdict: async () => wait.timeout };
      // The poller's reads are not the check's calls: answered by the target, not recorded.
      const path = `/V1/bulk/${bulkUuid}/status`;
      const summary = exchangeOf({ method: 'GET', path }, answer({ caller: 'admin', method: 'GET', path, storeCode: null, body: undefined, rawBody: undefined, query: undefined, bytes: false }));
      if (wait && 'contradiction' in wait) return { kind: 'contradiction', message: wait.contradiction, summary };
      return { kind: 'terminal', summary, attempts: 2, startedAt: 1000, seenAt: 1420, lastOpenAt: 1200 };
    },
    countRoute: () => countRoute,
    name: (suffix) => `${FAKE_PREFIX}s0${suffix}`,
    once: onceByKey(),
    route: (key) => contractPlan().routes.find((r) => r.key === key),
    async validateFor(_route, body) {
      fake.validated.push(body);
      return options.validation ?? [];
    },
    secret: (value) => void fake.secrets.push(value),
    excerpt: (exchange) => excerpt(exchange, fake.secrets),
    attach: async (name, body) => void fake.attached.push({ name, body }),
    annotate: (type, description) => void fake.annotations.push({ type, description }),
  };
  return { ctx, ...fake };
}

export interface ScenarioCase<S extends Scenario> {
  name: string;
  /** The scenario of the check the case runs (default: its first). */
  scenario?: (scenarios: readonly S[]) => S | undefined;
  fake?: FakeScenarioOptions;
  want: ExpectedVerdict;
  /** What else the case proves: the calls the check made, what it observed. */
  then?: (fake: FakeScenario, verdict: Verdict) => void;
}

/** One node:test test per case, titled by the check's id and the case. */
export function scenarioCases<S extends Scenario>(check: ScenarioCheck<S>, cases: ReadonlyArray<ScenarioCase<S>>): void {
  for (const c of cases) {
    test(`${check.id}: ${c.name}`, async () => {
      const scenario = c.scenario ? c.scenario(check.scenarios) : check.scenarios[0];
      assert.ok(scenario, `${check.id}: no such scenario`);
      const fake = fakeScenario(c.fake);
      const verdict = await check.run(fake.ctx, scenario);
      expectVerdict(verdict, c.want);
      c.then?.(fake, verdict);
    });
  }
}

/** A target that answers like `base` except where `change` returns an answer of its own (given the healthy one). */
export function altered(change: (sent: ScenarioSent, healthy: Canned) => Canned | undefined, base: Target = healthyAsyncTarget()): Target {
  return (sent) => {
    const healthy = base(sent);
    return change(sent, healthy) ?? healthy;
  };
}

/** The JSON body of an answer, for a change that edits it. */
export function jsonOf(answer: Canned): unknown {
  return 'json' in answer ? answer.json : undefined;
}
