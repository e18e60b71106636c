// What the scenario checks of the async, bulk and status families share (src/checks/async/<check-id>.ts, run by
// specs/async-scenarios.spec.ts): the gate every scenario passes first, a queued call waited for, and the memoized
// samples several checks read (one bulk of three products, one guest customer, one bulk with a duplicate customer),
// each made once per worker so a check that needs it does not queue it again. Every entity carries the run's prefix
// (ctx.name): products <prefix>s<worker>p<n>, customers <prefix>s<worker>g@example.com and <prefix>s<worker>dup@....

import { checkAcceptance, isRecord, STATUS_CODES, type OperationEntry } from './shapes.ts';
import { describeExchange, messageOf, ROUTE_NOT_FOUND } from '../platform-errors.ts';
import type { BulkWait, CallerName, HttpExchange, Scenario, ScenarioContext, Verdict } from '../types.ts';
import { skip, WRITES_DENIED_SCENARIO } from '../types.ts';
import { writesAllowed } from '../types.ts';
import { callerUnavailable } from '../stand-in.ts';

export const PRODUCTS = 'POST /V1/products';
export const CUSTOMERS = 'POST /V1/customers';
export const PRODUCT_UPDATE = 'PUT /V1/products/:sku';
export const STATUS_ROUTE = 'GET /V1/bulk/:bulkUuid/status';
export const DETAILED_ROUTE = 'GET /V1/bulk/:bulkUuid/detailed-status';
export const COUNT_ROUTE = 'GET /V1/bulk/:bulkUuid/operation-status/:status';
export const SEARCH_ROUTE = 'GET /V1/bulk';

export const fail = (broken: string, expected: string, actual: string, exchange?: HttpExchange): Verdict => ({ outcome: 'fail', broken, expected, actual, ...(exchange ? { exchange } : {}) });

/** A scenario that queues writes (declared skipped when the configuration denies them). */
export const writing = (title: string, about: string, contract: string): Scenario => ({ title, about, contract, writes: true });

/**
 * Why the scenario cannot run on this target, or null: no asynchronous web API, writes denied (for a scenario that
 * queues), no admin identity, or the consumer already found stopped (by any worker: nothing more is queued, and every
 * check that depends on operation status skips with that one diagnosis).
 */
async function gate(ctx: ScenarioContext, scenario: Scenario): Promise<Verdict | null> {
  const absent = await ctx.unavailable();
  if (absent !== null) return skip(absent);
  if (scenario.writes && !writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SCENARIO);
  const noAdmin = callerUnavailable(ctx.target, 'admin');
  if (noAdmin !== null) return skip(noAdmin);
  const halted = scenario.writes ? ctx.halted() : null;
  if (halted !== null) return skip(halted);
  return null;
}

/** Steps run once per key (ScenarioContext.once): the worker's memo of shared samples, and the fakes' alike. */
export function onceByKey(): <T>(key: string, run: () => Promise<T>) => Promise<T> {
  const memo = new Map<string, Promise<unknown>>();
  return <T>(key: string, run: () => Promise<T>): Promise<T> => {
    let hit = memo.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = run();
      memo.set(key, hit);
    }
    return hit;
  };
}

/** A scenario check's run behind the gate: the check's own judgement runs only where the scenario can run. */
export function gated<S extends Scenario>(judge: (ctx: ScenarioContext, scenario: S) => Promise<Verdict>): (ctx: ScenarioContext, scenario: S) => Promise<Verdict> {
  return async (ctx, scenario) => (await gate(ctx, scenario)) ?? judge(ctx, scenario);
}

/** A queued call and how its wait ended (null: not accepted, so nothing to wait for). */
export interface Submitted {
  label: string;
  acceptance: HttpExchange;
  n: number;
  bulkUuid: string | null;
  acceptanceProblems: string[];
  outcome: BulkWait | null;
}

export async function submit(ctx: ScenarioContext, caller: CallerName, method: string, path: string, body: unknown, n: number, storeCode: string | null = null): Promise<Submitted> {
  const label = `${method} ${storeCode ? `/${storeCode}` : ''}${path}`;
  const acceptance = await ctx.send(caller, { method, path, body, storeCode });
  const { problems, facts } = checkAcceptance(acceptance.json, n);
  if (acceptance.status !== 202) problems.unshift(`answered ${describeExchange(acceptance.status, acceptance.json, acceptance.bodyText)}, not 202`);
  const outcome = facts.bulkUuid !== null && acceptance.status >= 200 && acceptance.status < 300 ? await ctx.waitBulk(facts.bulkUuid, n) : null;
  return { label, acceptance, n, bulkUuid: facts.bulkUuid, acceptanceProblems: problems, outcome };
}

/** The verdict when the submission did not reach a terminal state (not accepted, the status routes contradict each
 * other, or the queue stopped moving: then the run's one consumer diagnosis), or null when it did. */
export async function unfinished(s: Submitted): Promise<Verdict | null> {
  const { outcome } = s;
  if (outcome === null) return fail(`the scenario call ${s.label} was not accepted`, '202 with a bulk_uuid', s.acceptanceProblems.join('; '), s.acceptance);
  if (outcome.kind === 'timeout') return outcome.verdict(s.label);
  if (outcome.kind === 'contradiction') return fail('the operation status routes contradict each other', 'the count route and operations_list agree', outcome.message, outcome.summary ?? undefined);
  return null;
}

/** The status summary that showed the submission terminal. */
export const summaryOf = (s: Submitted): HttpExchange | null => (s.outcome?.kind === 'terminal' ? s.outcome.summary : null);

/** The operations_list of a status summary. */
export function operationsOf(exchange: HttpExchange | null): OperationEntry[] {
  const list = exchange && isRecord(exchange.json) && Array.isArray(exchange.json.operations_list) ? exchange.json.operations_list : [];
  return list.filter(isRecord).map((op) => ({ id: Number(op.id), status: Number(op.status), result_message: typeof op.result_message === 'string' ? op.result_message : null, error_code: typeof op.error_code === 'number' ? op.error_code : null }));
}

/** Disabled: an enabled product leaves a cataloginventory_stock_status row (and, visible, a catalog_product_index_eav
 * row) for its id after it is deleted on the real 2.4.7-p3; a disabled one leaves neither (docs/real-platform.md). */
export const productBody = (sku: string, name: string): unknown => ({
  product: { sku, name, attribute_set_id: 4, price: 10, status: 2, visibility: 4, type_id: 'simple', weight: 1, extension_attributes: { website_ids: [1] }, custom_attributes: [{ attribute_code: 'url_key', value: sku }] },
});

export interface ProductSample extends Submitted {
  skus: string[];
  detailed: HttpExchange | null;
  /** operation-status/1..5 of the finished bulk; null where the release has no count route. */
  counts: Map<number, HttpExchange> | null;
  /** GET /V1/products/:sku of each queued product, read once the bulk was terminal (before any scenario changes them). */
  reads: HttpExchange[];
}

/** Three products created by one bulk call, waited for, with the status, detailed status and counts read once. */
export function productSample(ctx: ScenarioContext): Promise<ProductSample> {
  return ctx.once('products', async () => {
    const skus = [0, 1, 2].map((i) => ctx.name(`p${i}`));
    const s = await submit(ctx, 'admin', 'POST', '/async/bulk/V1/products', skus.map((sku) => productBody(sku, `${sku} bulk`)), 3);
    let detailed: HttpExchange | null = null;
    let counts: Map<number, HttpExchange> | null = null;
    const reads: HttpExchange[] = [];
    if (s.outcome?.kind === 'terminal' && s.bulkUuid !== null) {
      for (const sku of skus) reads.push(await ctx.send('admin', { method: 'GET', path: `/V1/products/${encodeURIComponent(sku)}`, storeCode: null }));
      detailed = await ctx.send('admin', { method: 'GET', path: `/V1/bulk/${s.bulkUuid}/detailed-status`, storeCode: null });
      if (ctx.countRoute() !== false) {
        counts = new Map();
        for (const code of STATUS_CODES) {
          const res = await ctx.send('admin', { method: 'GET', path: `/V1/bulk/${s.bulkUuid}/operation-status/${code}`, storeCode: null });
          if (res.status === 404 && messageOf(res.json) === ROUTE_NOT_FOUND) {
            counts = null;
            break;
          }
          counts.set(code, res);
        }
      }
    }
    return { ...s, skus, detailed, counts, reads };
  });
}

/** A customer created by a guest through the async path (anonymous route): user_type 4 on its bulk. */
export function guestSample(ctx: ScenarioContext): Promise<Submitted> {
  return ctx.once('guest', async () => {
    const password = `Conf0rmance!${ctx.name('g')}`;
    ctx.secret(password);
    return submit(ctx, 'guest', 'POST', '/async/V1/customers', { customer: { email: `${ctx.name('g')}@example.com`, firstname: ctx.name('g'), lastname: 'Conformance', website_id: 1 }, password }, 1);
  });
}

export interface DuplicateSample {
  s: Submitted;
  detailed: HttpExchange | null;
  password: string;
}

/** Two customers with the same email in one bulk call, waited for, with the detailed status read once. */
export function duplicateSample(ctx: ScenarioContext): Promise<DuplicateSample> {
  return ctx.once('duplicates', async () => {
    const email = `${ctx.name('dup')}@example.com`;
    const password = `Conf0rmance!${ctx.name('pw')}`;
    ctx.secret(password);
    const element = (lastname: string): unknown => ({ customer: { email, firstname: ctx.name('dup'), lastname, website_id: 1 }, password });
    const s = await submit(ctx, 'admin', 'POST', '/async/bulk/V1/customers', [element('One'), element('Two')], 2);
    const detailed = s.outcome?.kind === 'terminal' && s.bulkUuid !== null ? await ctx.send('admin', { method: 'GET', path: `/V1/bulk/${s.bulkUuid}/detailed-status`, storeCode: null }) : null;
    return { s, detailed, password };
  });
}
