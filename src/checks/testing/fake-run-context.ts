// A RunContext with no target behind it, for the unit tests beside the run-level checks (token, soap, submission,
// challenge, the schema endpoint): the target is a function from a call to its canned answer, the configuration is
// read from environment variables as at start-up (admin, customer, integration and the developer-submission API
// configured unless a case says otherwise), the plan is the real contracts', and a private reference installation is
// another fake the same function answers (`on: 'private'`). The test reads back what the check sent, observed,
// attached and registered as a secret.

import assert from 'node:assert/strict';
import { mock, test } from 'node:test';
import { loadTargetConfig, type TargetConfig } from '../../config/target-config.ts';
import { subjectsOf } from '../planned-tests.ts';
import type { CallerName, HttpExchange, PrivateReferenceOptions, RunCallOptions, RunCheck, RunContext, RunTarget, TargetFacts, Verdict } from '../types.ts';
import { exchangeOf, FAKE_PREFIX, fakeTarget, type Canned } from './fake-context.ts';
import { contractPlan } from './fake-scenario.ts';
import { expectVerdict, type ExpectedVerdict } from './verdict-cases.ts';

/** One call as the check made it, and where: the configured target or a private reference instance (and what the
 * check started that instance with). */
export interface RunSent extends RunCallOptions {
  on: 'target' | 'private';
  instance?: PrivateReferenceOptions;
}

/** A control call on the private reference (/__reference/...). */
export interface ControlSent {
  method: 'GET' | 'POST';
  path: string;
  body: unknown;
}

export interface FakeRunOptions {
  /** Target facts that differ from a 2.4.7 Open Source target with writes denied. */
  target?: Partial<Omit<TargetFacts, 'callers'>>;
  /** Identities that differ from guest, customer, admin and integration configured (the restricted admin is not). */
  callers?: Partial<Record<CallerName, boolean>>;
  /** Environment variables over the defaults (the configuration is read from them as at start-up). */
  env?: Record<string, string>;
  /** A change to the configuration read (a part left out: `(c) => ({ ...c, submission: null })`). */
  config?: (config: TargetConfig) => TargetConfig;
  /** The answer to every call; a function sees the call (and how many came before) and answers that one. */
  answer?: Canned | ((sent: RunSent, index: number) => Canned);
  /** What tokenFor answers per caller (default `<caller>-token`, none for the guest). */
  tokens?: Partial<Record<CallerName, string | null>>;
  /** The private reference: why none can be started, or its environment and its control endpoint's answers. */
  privateReference?: { unavailable: string } | { env?: Record<string, string>; control?: (sent: ControlSent) => Canned };
}

export interface FakeRun {
  ctx: RunContext;
  sent: RunSent[];
  observed: Array<[string, unknown]>;
  attached: Array<{ name: string; body: string }>;
  secrets: string[];
  /** The flags of every private reference the check asked for. */
  privateArgs: string[][];
  controlled: ControlSent[];
}

/** The configuration a fake run starts from: every identity and the developer-submission API configured. */
export const FAKE_RUN_ENV: Readonly<Record<string, string>> = {
  COMMERCE_BASE_URL: 'http://shop.test',
  COMMERCE_ADMIN_USERNAME: 'admin',
  COMMERCE_ADMIN_PASSWORD: 'pw-admin-1',
  COMMERCE_CUSTOMER_EMAIL: 'c@x.test',
  COMMERCE_CUSTOMER_PASSWORD: 'pw-cust-1',
  COMMERCE_INTEGRATION_TOKEN: 'int-token-1',
  SUBMISSION_BASE_URL: 'http://sub.test',
  SUBMISSION_APP_ID: 'app',
  SUBMISSION_APP_SECRET: 'app-secret-1',
  SUBMISSION_ACCOUNT_ID: '1001',
};

/** The base URL of the fake private reference. */
export const PRIVATE_BASE_URL = 'http://127.0.0.1:7001';

export function fakeRunContext(options: FakeRunOptions = {}): FakeRun {
  const loaded = loadTargetConfig({ ...FAKE_RUN_ENV, ...options.env });
  if (!loaded.ok) throw new Error(`the fake configuration does not load: ${loaded.problems.map((p) => p.message).join('; ')}`);
  const config = options.config ? options.config(loaded.config) : loaded.config;
  const target = fakeTarget(options.target, options.callers, { integration: true });
  const fake: Omit<FakeRun, 'ctx'> = { sent: [], observed: [], attached: [], secrets: [], privateArgs: [], controlled: [] };
  const answer = options.answer ?? { status: 200, json: {} };
  const send = (on: RunSent['on'], instance?: PrivateReferenceOptions) => async (o: RunCallOptions): Promise<HttpExchange> => {
    const sent: RunSent = { ...o, on, ...(instance ? { instance } : {}) };
    fake.sent.push(sent);
    return exchangeOf(sent, typeof answer === 'function' ? answer(sent, fake.sent.length - 1) : answer);
  };
  const tokens: Record<CallerName, string | null> = { guest: null, customer: 'customer-token', admin: 'admin-token', 'restricted-admin': 'restricted-admin-token', integration: 'integration-token', ...options.tokens };
  const ctx: RunContext = {
    target,
    config,
    plan: contractPlan(),
    prefix: FAKE_PREFIX,
    send: send('target'),
    control: null,
    tokenFor: async (caller) => tokens[caller],
    observe: (key, value) => void fake.observed.push([key, value]),
    attach: async (name, body) => void fake.attached.push({ name, body }),
    secret: (value) => void fake.secrets.push(value),
    async privateReference(o) {
      fake.privateArgs.push(o.args);
      const reference = options.privateReference ?? { unavailable: 'needs the embedded reference (not a unit test)' };
      if ('unavailable' in reference) return { unavailable: reference.unavailable };
      const control: RunTarget['control'] = async (method, path, body) => {
        const sent: ControlSent = { method, path, body };
        fake.controlled.push(sent);
        return exchangeOf(sent, reference.control ? reference.control(sent) : { status: 200, json: {} });
      };
      return { send: send('private', o), control, baseUrl: PRIVATE_BASE_URL, env: { ...reference.env } };
    },
  };
  return { ctx, ...fake };
}

export interface RunCase {
  name: string;
  /** The subject the case runs (default: the check's first on the real plan). */
  subject?: string;
  fake?: FakeRunOptions;
  /** 'fast': the check's waits (a token or session left to expire) pass in no time (onFastClock). */
  clock?: 'fast';
  want: ExpectedVerdict;
  /** What else the case proves: the calls the check made, what it observed. */
  then?: (fake: FakeRun, verdict: Verdict) => void;
}

/** Runs `body` on a clock that moves 250 ms each turn of the event loop (setTimeout and Date mocked), so a check
 * that polls until a deadline reaches it at once, and its verdict is the one it gives at the deadline. */
export async function onFastClock<T>(body: () => Promise<T>): Promise<T> {
  mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 1_700_000_000_000 });
  let running = true;
  const tick = (): void => {
    if (!running) return;
    mock.timers.tick(250);
    setImmediate(tick);
  };
  setImmediate(tick);
  try {
    return await body();
  } finally {
    running = false;
    mock.timers.reset();
  }
}

/** One node:test test per case, titled by the check's id and the case. A case's subject must be one the check
 * declares on the real plan, so a test cannot run a check on a subject it never gets. */
export function runCases(check: RunCheck, cases: readonly RunCase[]): void {
  for (const c of cases) {
    test(`${check.id}: ${c.name}`, async () => {
      const subjects = subjectsOf(check, contractPlan());
      const subject = c.subject ?? subjects[0];
      assert.ok(subject !== undefined && subjects.includes(subject), `${check.id} has the subject ${subject ?? '(none)'}; it has ${subjects.join(', ')}`);
      const fake = fakeRunContext(c.fake);
      const verdict = c.clock === 'fast' ? await onFastClock(() => check.run(fake.ctx, subject)) : await check.run(fake.ctx, subject);
      expectVerdict(verdict, c.want);
      c.then?.(fake, verdict);
    });
  }
}
