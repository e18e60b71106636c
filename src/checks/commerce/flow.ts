// What the commerce scenarios (src/checks/commerce/<check-id>.ts) share: a flow of steps on the target, each answer
// judged against its contract route as reads and writes are judged (status, bare type, schema; unset values
// observed), each effect read back before the next step, every cart, order and document the flow makes recorded in
// the left-by-design ledger, and the sales writes queued on /async and /async/bulk waited for with the worker's poller
// and judged by their eventual status. A step that goes wrong ends the scenario with its verdict (StepFailed).

import { judgeBody } from '../answer.ts';
import { submit, unfinished, operationsOf, summaryOf, type Submitted } from '../async/scenarios.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import { leftLedger } from '../owned/left-ledger.ts';
import { prepareCall } from '../owned/preparation.ts';
import type { LeftKind } from '../owned/left-ledger.ts';
import type { CallerName, HttpExchange, Scenario, ScenarioContext, Verdict } from '../types.ts';
import { levelCovers, skip, WRITES_BELOW_FULL, writesAllowed } from '../types.ts';

/** A scenario of the commerce family: writes, needs COMMERCE_WRITES=full, in one of the three forms. */
export interface CommerceScenario extends Scenario {
  form: 'sync' | 'async' | 'bulk';
}

export const commerceScenario = (title: string, contract: string, form: CommerceScenario['form'] = 'sync'): CommerceScenario => ({ title, about: title, contract, writes: true, level: 'full', form });

/** A step that ended the scenario: its verdict. */
export class StepFailed extends Error {
  constructor(readonly verdict: Verdict) {
    super(verdict.outcome === 'fail' ? verdict.broken : verdict.outcome === 'skip' ? verdict.reason : 'pass');
  }
}

/**
 * Why the scenario cannot run here, or null: writes denied or below the full level, no admin (the run's own customer,
 * products and rules are made by it), and for the queued forms no asynchronous web API or a stopped consumer.
 */
export async function commerceGate(ctx: ScenarioContext, scenario: CommerceScenario): Promise<Verdict | null> {
  if (!writesAllowed(ctx.target.writes) || !levelCovers(ctx.target.writes, 'full')) return skip(WRITES_BELOW_FULL);
  if (!ctx.target.callers.admin) return skip('no admin identity configured: the run makes its own products, sales rule and customer with it');
  if (scenario.form !== 'sync') {
    const absent = await ctx.unavailable();
    if (absent !== null) return skip(absent);
    const halted = ctx.halted();
    if (halted !== null) return skip(halted);
  }
  return null;
}

/** The scenario's run: its steps behind the gate, a StepFailed turned into its verdict. */
export function commerceRun<S extends CommerceScenario>(steps: (flow: Flow, scenario: S) => Promise<Verdict>): (ctx: ScenarioContext, scenario: S) => Promise<Verdict> {
  return async (ctx, scenario) => {
    const gate = await commerceGate(ctx, scenario);
    if (gate !== null) return gate;
    try {
      return await steps(new Flow(ctx, scenario.title), scenario);
    } catch (error) {
      if (error instanceof StepFailed) return error.verdict;
      throw error;
    }
  };
}

export interface SendOptions {
  body?: unknown;
  /** The run's own customer's token, for its self routes. */
  token?: string;
  query?: Record<string, string>;
  /** The contract route (key) the answer is judged by; none: the answer is only returned. */
  judge?: string;
}

const show = (v: unknown): string => (v === undefined ? '(absent)' : JSON.stringify(v)?.slice(0, 160) ?? String(v));

export class Flow {
  constructor(
    readonly ctx: ScenarioContext,
    /** What the ledger names as the maker of what the flow leaves. */
    readonly by: string,
  ) {}

  /** A call; with `judge`, its answer must be the contract's (status, type, schema), or the scenario ends. */
  async send(caller: CallerName, method: string, path: string, options: SendOptions = {}): Promise<HttpExchange> {
    const res = await this.ctx.send(caller, { method, path, ...(options.body !== undefined ? { body: options.body } : {}), ...(options.token !== undefined ? { token: options.token } : {}), ...(options.query !== undefined ? { query: options.query } : {}) });
    if (options.judge !== undefined) await this.judge(options.judge, res);
    return res;
  }

  /** A write that only prepares the scenario (its product, rule, coupon, customer): sent as `send` does, and retried
   * when it fails for the platform's own reasons (a lost deadlock: src/checks/owned/preparation.ts), every attempt
   * recorded; then judged like any step. */
  async prepare(caller: CallerName, method: string, path: string, options: SendOptions = {}): Promise<HttpExchange> {
    const res = await prepareCall(
      (c, o) => this.ctx.send(c, { method: o.method ?? method, path: o.path ?? path, ...(o.body !== undefined ? { body: o.body } : {}), ...(options.token !== undefined ? { token: options.token } : {}) }),
      caller,
      { method, path, ...(options.body !== undefined ? { body: options.body } : {}) },
      this.ctx.name(''),
      (attempts) => this.ctx.observe('preparation-attempts', attempts),
    );
    if (options.judge !== undefined) await this.judge(options.judge, res);
    return res;
  }

  /** A read, judged by its contract route. */
  read(caller: CallerName, path: string, route: string, token?: string): Promise<HttpExchange> {
    return this.send(caller, 'GET', path, { judge: route, ...(token !== undefined ? { token } : {}) });
  }

  /** The answer against the contract route `key`: its status, bare type and schema. */
  async judge(key: string, res: HttpExchange): Promise<void> {
    const route = this.ctx.route(key);
    if (route === undefined) throw new StepFailed({ outcome: 'fail', broken: `the scenario's step ${key} is no route of the plan`, expected: key, actual: 'absent from the contracts' });
    if (res.status !== route.response.status) {
      throw new StepFailed({ outcome: 'fail', broken: `${key} did not answer ${route.response.status} in the commerce flow`, expected: String(route.response.status), actual: describeExchange(res.status, res.json, res.bodyText), exchange: res, route: key });
    }
    const verdict = await judgeBody(route, res, (body) => this.ctx.validateFor(route, body), (k, v) => this.ctx.observe(k, v, key));
    if (verdict !== null) throw new StepFailed(verdict.outcome === 'fail' ? { ...verdict, route: key } : verdict);
  }

  /** The effect a step must have had, as the read shows it (`actual`, shown as JSON); otherwise the scenario fails,
   * with the read. */
  expect(holds: boolean, broken: string, expected: string, actual: unknown, exchange?: HttpExchange): void {
    if (!holds) this.fail(broken, expected, show(actual), exchange);
  }

  /** A step the platform must refuse (the order's state machine): 400 with a message, not success. A refused step
   * that made a document after all (`leaves`: the id it answered) is recorded before the scenario fails. */
  refused(res: HttpExchange, what: string, message: RegExp, leaves?: LeftKind): void {
    const said = messageOf(res.json);
    if (res.status >= 400 && res.status < 500 && said !== null && message.test(said)) return;
    const made = idText(res.json);
    if (leaves !== undefined && res.status >= 200 && res.status < 300 && made !== null) this.leave(leaves, made);
    this.fail(`${what} was not refused`, `4xx with a message matching ${message}`, describeExchange(res.status, res.json, res.bodyText), res);
  }

  private fail(broken: string, expected: string, actual: string, exchange?: HttpExchange): never {
    throw new StepFailed({ outcome: 'fail', broken, expected, actual, ...(exchange ? { exchange } : {}) });
  }

  /** Something the flow leaves that no REST call removes, for after-run.json. */
  leave(kind: LeftKind, id: string, extra: { maskedId?: string; incrementId?: string } = {}): void {
    leftLedger().left({ kind, id, ...extra, by: this.by });
  }

  /** A write queued (async: one element; bulk: several), waited for until terminal, every operation complete (1);
   * the operations' results (the synchronous answers, from the detailed status) in element order. */
  async queue(caller: CallerName, method: string, path: string, body: unknown, n: number, token?: string): Promise<{ submitted: Submitted; results: unknown[] }> {
    const submitted = token === undefined ? await submit(this.ctx, caller, method, path, body, n) : await this.submitAs(caller, method, path, body, n, token);
    const unfinishedVerdict = await unfinished(submitted);
    if (unfinishedVerdict !== null) throw new StepFailed(unfinishedVerdict);
    if (submitted.acceptanceProblems.length > 0) throw new StepFailed({ outcome: 'fail', broken: `${submitted.label} was not accepted as the contract says`, expected: `202 with a bulk_uuid and ${n} accepted item(s)`, actual: submitted.acceptanceProblems.join('; '), exchange: submitted.acceptance });
    const summary = summaryOf(submitted);
    const operations = operationsOf(summary);
    const failed = operations.filter((op) => op.status !== 1);
    if (operations.length !== n || failed.length > 0) {
      throw new StepFailed({ outcome: 'fail', broken: `${submitted.label}: the queued operation${n === 1 ? '' : 's'} did not complete`, expected: `${n} operation(s) with status 1 (complete)`, actual: operations.map((op) => `#${op.id} status ${op.status}${op.result_message ? ` "${op.result_message}"` : ''}`).join('; ') || 'no operation listed', ...(summary ? { exchange: summary } : {}) });
    }
    const detailed = await this.ctx.send('admin', { method: 'GET', path: `/V1/bulk/${submitted.bulkUuid ?? ''}/detailed-status`, storeCode: null });
    const list = detailed.status === 200 && isRecord(detailed.json) && Array.isArray(detailed.json.operations_list) ? detailed.json.operations_list.filter(isRecord) : [];
    const results = Array.from({ length: n }, (_, i) => {
      const op = list.find((o) => Number(o.id) === i);
      const data = op?.result_serialized_data;
      if (typeof data !== 'string') return undefined;
      try {
        return JSON.parse(data) as unknown;
      } catch {
        return data;
      }
    });
    return { submitted, results };
  }

  /** A queued call sent with the run's own customer's token (its self routes). */
  private async submitAs(caller: CallerName, method: string, path: string, body: unknown, n: number, token: string): Promise<Submitted> {
    const wrapped: ScenarioContext = { ...this.ctx, send: (c, call) => this.ctx.send(c, { ...call, token }) };
    return submit(wrapped, caller, method, path, body, n);
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
export const recordOf = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
/** A value as an id's text: 12, "12". */
export const idText = (v: unknown): string | null => (typeof v === 'number' && Number.isInteger(v) ? String(v) : typeof v === 'string' && /^\d+$/.test(v) ? v : null);
