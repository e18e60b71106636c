// Scenario checks of asynchronous and bulk calls and eventual operation status (src/checks/async/run-checks.ts).
// With writes allowed they queue calls on entities the run creates (products <prefix>s<worker>p<n>, <prefix>s<worker>scope,
// customers <prefix>s<worker>g@example.com and <prefix>s<worker>dup@example.com), wait through the worker's shared
// poller and read the outcome back. The intake checks queue nothing and also run with writes denied.

import type { CheckDescription, HttpExchange, Verdict } from '../src/checks/types.ts';
import { pass, skip } from '../src/checks/types.ts';
import {
  ASYNC_INTAKE_ERRORS, ASYNC_METHOD_VARIANTS, ASYNC_STORE_SCOPE, BULK_PARAMS_IN_ELEMENTS, SECURITY_STATUS_ECHOES_PASSWORD,
  STATUS_COUNT_MATCHES, STATUS_DETAILED_SHAPE, STATUS_DUPLICATE_CREATE_FAILS, STATUS_SEARCH, STATUS_SUMMARY_SHAPE, STATUS_TERMINAL,
} from '../src/checks/async/run-checks.ts';
import {
  checkAcceptance, checkDetailedEntry, checkResultMessage, checkSearchResult, checkSummary, countByStatus, isRecord, searchQuery,
  serviceMethodName, STATUS_CODES, topicMatchesRoute, type OperationEntry, type SearchFilter,
} from '../src/checks/async/shapes.ts';
import { CANNOT_PROCESS, describeExchange, messageOf, NOT_AUTHORIZED, ROUTE_NOT_FOUND } from '../src/checks/platform-errors.ts';
import { saysNothing } from '../src/checks/perm/refusal.ts';
import { findPasswordEcho } from '../src/report/redact.ts';
import type { PollOutcome } from '../src/runtime/async-poller.ts';
import { observe, redactedExchange, runScenario, type AsyncKit, type PollDetail } from '../fixtures/async-scenarios.ts';
import { test } from '../fixtures/index.ts';
import { configuredFacts } from '../src/runtime/configured.ts';
import { declaredSkipAnnotations } from '../fixtures/run-check.ts';
import type { TestInfo } from '@playwright/test';

const DECODING_ERROR = 'Decoding error.';
const PRODUCTS = 'POST /V1/products';
const CUSTOMERS = 'POST /V1/customers';
const STATUS_ROUTE = 'GET /V1/bulk/:bulkUuid/status';

interface Submitted {
  label: string;
  acceptance: HttpExchange;
  n: number;
  bulkUuid: string | null;
  acceptanceProblems: string[];
  outcome: PollOutcome<PollDetail> | null;
}

const fail = (broken: string, expected: string, actual: string, exchange?: HttpExchange): Verdict => ({ outcome: 'fail', broken, expected, actual, ...(exchange ? { exchange } : {}) });

async function submit(kit: AsyncKit, caller: 'admin' | 'guest', method: string, path: string, body: unknown, n: number, storeCode: string | null = null): Promise<Submitted> {
  const label = `${method} ${storeCode ? `/${storeCode}` : ''}${path}`;
  const acceptance = await kit.send(caller, { method, path, body, storeCode });
  const { problems, facts } = checkAcceptance(acceptance.json, n);
  if (acceptance.status !== 202) problems.unshift(`answered ${describeExchange(acceptance.status, acceptance.json, acceptance.bodyText)}, not 202`);
  const outcome = facts.bulkUuid !== null && acceptance.status >= 200 && acceptance.status < 300 ? await kit.waitBulk(facts.bulkUuid, n) : null;
  return { label, acceptance, n, bulkUuid: facts.bulkUuid, acceptanceProblems: problems, outcome };
}

/** A verdict when the submission did not reach a terminal state (not accepted, contradiction, or the queue stopped
 * moving: then the run's one consumer diagnosis, a failure for the first test that meets it and a skip for all
 * others). */
async function unfinished(kit: AsyncKit, s: Submitted): Promise<Verdict | null> {
  const { outcome } = s;
  if (outcome === null) return fail(`the scenario call ${s.label} was not accepted`, '202 with a bulk_uuid', s.acceptanceProblems.join('; '), s.acceptance);
  if (outcome.kind === 'timeout') return kit.stalled(outcome, s.label);
  if (outcome.kind === 'contradiction') return fail('the operation status routes contradict each other', 'the count route and operations_list agree', outcome.message, outcome.detail.summary ?? undefined);
  return null;
}

const summaryOf = (s: Submitted): HttpExchange | null => (s.outcome?.kind === 'terminal' ? s.outcome.detail.summary : null);

function operationsOf(exchange: HttpExchange | null): OperationEntry[] {
  const list = exchange && isRecord(exchange.json) && Array.isArray(exchange.json.operations_list) ? exchange.json.operations_list : [];
  return list.filter(isRecord).map((op) => ({ id: Number(op.id), status: Number(op.status), result_message: typeof op.result_message === 'string' ? op.result_message : null, error_code: typeof op.error_code === 'number' ? op.error_code : null }));
}

const productBody = (sku: string, name: string): unknown => ({
  product: { sku, name, attribute_set_id: 4, price: 10, status: 1, visibility: 4, type_id: 'simple', weight: 1, extension_attributes: { website_ids: [1] }, custom_attributes: [{ attribute_code: 'url_key', value: sku }] },
});

async function gate(kit: AsyncKit, writes: boolean): Promise<Verdict | null> {
  const absent = await kit.unavailable();
  if (absent !== null) return skip(absent);
  if (writes && kit.suite.facts.writes !== 'allow') return skip(WRITES_DENIED_SCENARIO);
  if (!kit.suite.facts.callers.admin) return skip('no admin identity configured');
  // The queue consumer was found stopped (by any worker): nothing more is queued, and every check that depends on
  // operation status skips with that one diagnosis.
  const halted = writes ? kit.halted() : null;
  if (halted !== null) return skip(halted);
  return null;
}

interface ProductSample extends Submitted {
  skus: string[];
  detailed: HttpExchange | null;
  counts: Map<number, HttpExchange> | null;
}

/** Three products created by one bulk call, waited for, with the status, detailed status and counts read once. */
function productSample(kit: AsyncKit): Promise<ProductSample> {
  return kit.once('products', async () => {
    const skus = [0, 1, 2].map((i) => kit.name(`p${i}`));
    const s = await submit(kit, 'admin', 'POST', '/async/bulk/V1/products', skus.map((sku) => productBody(sku, `${sku} bulk`)), 3);
    let detailed: HttpExchange | null = null;
    let counts: Map<number, HttpExchange> | null = null;
    if (s.outcome?.kind === 'terminal' && s.bulkUuid !== null) {
      detailed = await kit.send('admin', { method: 'GET', path: `/V1/bulk/${s.bulkUuid}/detailed-status`, storeCode: null });
      if (kit.countRoute() !== false) {
        counts = new Map();
        for (const code of STATUS_CODES) {
          const res = await kit.send('admin', { method: 'GET', path: `/V1/bulk/${s.bulkUuid}/operation-status/${code}`, storeCode: null });
          if (res.status === 404 && messageOf(res.json) === ROUTE_NOT_FOUND) {
            counts = null;
            break;
          }
          counts.set(code, res);
        }
      }
    }
    return { ...s, skus, detailed, counts };
  });
}

/** A customer created by a guest through the async path (anonymous route): user_type 4 on its bulk. */
function guestSample(kit: AsyncKit): Promise<Submitted> {
  return kit.once('guest', async () => {
    const password = `Conf0rmance!${kit.name('g')}`;
    kit.secrets.push(password);
    return submit(kit, 'guest', 'POST', '/async/V1/customers', { customer: { email: `${kit.name('g')}@example.com`, firstname: kit.name('g'), lastname: 'Conformance', website_id: 1 }, password }, 1);
  });
}

const WRITES_DENIED_SCENARIO = 'writes are denied (COMMERCE_WRITES is not allow): this scenario queues writes';
const configured = configuredFacts();

/** A scenario that queues writes: declared skipped when the configuration denies them (no worker, no request); the
 * scenario's own gate still refuses at run time for a target that denies them. */
function writingScenario(title: string, check: CheckDescription, routeLabel: string, body: (args: { asyncKit: AsyncKit }, testInfo: TestInfo) => Promise<void>): void {
  if (configured.writes === 'deny') test.skip(title, { annotation: declaredSkipAnnotations(check, routeLabel, WRITES_DENIED_SCENARIO) }, () => {});
  else test(title, body);
}

// A scenario waits for up to four bulks in a row (store scope); each wait ends at the latest when nothing moved for
// the stall window (COMMERCE_QUEUE_STALL_MS, 90 s by default on a real installation), so the bound follows it.
const STALL_MS = Number(process.env.COMMERCE_QUEUE_STALL_MS) > 0 ? Number(process.env.COMMERCE_QUEUE_STALL_MS) : 90_000;

test.describe('async scenarios', () => {
  test.setTimeout(Math.max(240_000, 4 * (STALL_MS + 30_000) + 60_000));

  writingScenario(`${STATUS_TERMINAL.id} POST /async/bulk/V1/products`, STATUS_TERMINAL, 'POST /async/bulk/V1/products', async ({ asyncKit: kit }, testInfo) => {
    await runScenario(STATUS_TERMINAL, 'POST /async/bulk/V1/products', kit.route(STATUS_ROUTE), kit, testInfo, async () => {
      const gated = await gate(kit, true);
      if (gated) return gated;
      const s = await productSample(kit);
      const bad = await unfinished(kit, s);
      if (bad) return bad;
      if (s.outcome?.kind !== 'terminal') return skip('not terminal');
      const o = s.outcome;
      observe(testInfo, STATUS_TERMINAL.id, s.label, 'accept-to-terminal-seen-ms', Math.round(o.seenAt - o.startedAt));
      observe(testInfo, STATUS_TERMINAL.id, s.label, 'terminal-detection-window-ms', o.lastOpenAt === null ? 0 : Math.round(o.seenAt - o.lastOpenAt));
      observe(testInfo, STATUS_TERMINAL.id, s.label, 'status-requests', o.attempts);
      observe(testInfo, STATUS_TERMINAL.id, s.label, 'count-route', kit.countRoute() === true ? 'present' : 'absent');
      const ops = operationsOf(o.detail.summary);
      const open = ops.filter((op) => ![1, 2, 3, 5].includes(op.status));
      if (ops.length !== 3 || open.length > 0) return fail('an operation did not reach 1, 2, 3 or 5', '3 operations with status 1, 2, 3 or 5', JSON.stringify(ops.map((op) => op.status)), o.detail.summary ?? undefined);
      return pass(`terminal after ${Math.round(o.seenAt - o.startedAt)} ms and ${o.attempts} status requests`);
    });
  });

  writingScenario(`${STATUS_SUMMARY_SHAPE.id} admin bulk POST /async/bulk/V1/products`, STATUS_SUMMARY_SHAPE, 'GET /V1/bulk/:bulkUuid/status (admin bulk of 3 products)', async ({ asyncKit: kit }, testInfo) => {
    await runScenario(STATUS_SUMMARY_SHAPE, 'GET /V1/bulk/:bulkUuid/status (admin bulk of 3 products)', kit.route(STATUS_ROUTE), kit, testInfo, async () => {
      const gated = await gate(kit, true);
      if (gated) return gated;
      const s = await productSample(kit);
      const bad = await unfinished(kit, s);
      if (bad) return bad;
      return judgeSummary(kit, testInfo, s, 2, kit.route(PRODUCTS)?.service ?? null);
    });
  });

  writingScenario(`${STATUS_SUMMARY_SHAPE.id} guest async POST /async/V1/customers`, STATUS_SUMMARY_SHAPE, 'GET /V1/bulk/:bulkUuid/status (guest async call)', async ({ asyncKit: kit }, testInfo) => {
    await runScenario(STATUS_SUMMARY_SHAPE, 'GET /V1/bulk/:bulkUuid/status (guest async call)', kit.route(STATUS_ROUTE), kit, testInfo, async () => {
      const gated = await gate(kit, true);
      if (gated) return gated;
      const s = await guestSample(kit);
      const bad = await unfinished(kit, s);
      if (bad) return bad;
      return judgeSummary(kit, testInfo, s, 4, kit.route(CUSTOMERS)?.service ?? null);
    });
  });

  writingScenario(`${STATUS_DETAILED_SHAPE.id} admin bulk POST /async/bulk/V1/products`, STATUS_DETAILED_SHAPE, 'GET /V1/bulk/:bulkUuid/detailed-status (bulk of 3 products)', async ({ asyncKit: kit }, testInfo) => {
    await runScenario(STATUS_DETAILED_SHAPE, 'GET /V1/bulk/:bulkUuid/detailed-status (bulk of 3 products)', kit.route('GET /V1/bulk/:bulkUuid/detailed-status'), kit, testInfo, async () => {
      const gated = await gate(kit, true);
      if (gated) return gated;
      const s = await productSample(kit);
      const bad = await unfinished(kit, s);
      if (bad) return bad;
      const detailed = s.detailed;
      if (detailed === null || s.bulkUuid === null) return skip('no detailed status');
      if (detailed.status !== 200 || !isRecord(detailed.json)) return fail('the detailed status of an accepted bulk was not served', '200 with the detailed operation status record', describeExchange(detailed.status, detailed.json, detailed.bodyText), detailed);
      const route = kit.route(PRODUCTS);
      const top = checkSummary(detailed.json, { bulkUuid: s.bulkUuid, count: 3, userType: 2 });
      const problems = [...top.problems];
      const list = Array.isArray(detailed.json.operations_list) ? detailed.json.operations_list : [];
      const summaryOps = operationsOf(summaryOf(s));
      const shapes = new Set<string>();
      const completedSerialized = new Set<string>();
      for (const [i, raw] of list.entries()) {
        const { problems: p, facts } = checkDetailedEntry(raw, `operations_list[${i}]`, s.bulkUuid);
        problems.push(...p);
        if (facts.topic !== null && route) {
          const shape = topicMatchesRoute(facts.topic, 'POST', route.path, route.service);
          if (shape === null) problems.push(`operations_list[${i}].topic_name ${facts.topic} is neither documented name of POST /V1/products`);
          else shapes.add(shape);
          if (top.facts.topic !== null && top.facts.topic !== facts.topic) problems.push(`description names topic ${top.facts.topic} but operations_list[${i}].topic_name is ${facts.topic}`);
        }
        const entry = facts.entry;
        if (entry === null) continue;
        const same = summaryOps.find((op) => op.id === entry.id);
        if (same && same.status !== entry.status) problems.push(`operation ${entry.id} has status ${same.status} in the summary and ${entry.status} in the detailed form`);
        if (entry.status === 1) {
          completedSerialized.add(facts.serializedData);
          if (facts.result.kind === 'json' && route) {
            const issues = await kit.validateFor(route, facts.result.value);
            if (Array.isArray(issues) && issues.length > 0) {
              return { outcome: 'fail', broken: `operations_list[${i}].result_serialized_data is not a valid response of POST /V1/products`, expected: 'the synchronous route\'s response schema', actual: issues.slice(0, 3).map((x) => `${x.pointer} ${x.keyword}: expected ${x.expected}, got ${x.actual}`).join('; '), exchange: detailed, issues };
            }
            const sku = isRecord(facts.result.value) ? facts.result.value.sku : undefined;
            if (typeof sku === 'string' && !s.skus.includes(sku)) problems.push(`operations_list[${i}] result is product ${sku}, not one the bulk created`);
          }
        }
        if (facts.meta !== undefined && isRecord(facts.meta) && isRecord(facts.meta.product) && s.skus[entry.id] !== undefined && facts.meta.product.sku !== s.skus[entry.id]) {
          problems.push(`operations_list[${i}].serialized_data.meta_information is not element ${entry.id} of the request`);
        }
      }
      for (const shape of shapes) observe(testInfo, STATUS_DETAILED_SHAPE.id, s.label, 'variant', shape === 'service' ? 'topic-service-based' : 'topic-route-based');
      for (const form of completedSerialized) observe(testInfo, STATUS_DETAILED_SHAPE.id, s.label, 'serialized-data-on-complete', form);
      if (problems.length > 0) return fail(`the detailed status is malformed: ${problems[0]}`, 'operations_list entries with bulk_uuid, topic_name, serialized_data, result_serialized_data as documented', problems.slice(0, 6).join('; '), detailed);
      return pass();
    });
  });

  writingScenario(`${STATUS_COUNT_MATCHES.id} admin bulk POST /async/bulk/V1/products`, STATUS_COUNT_MATCHES, 'GET /V1/bulk/:bulkUuid/operation-status/:status', async ({ asyncKit: kit }, testInfo) => {
    await runScenario(STATUS_COUNT_MATCHES, 'GET /V1/bulk/:bulkUuid/operation-status/:status', kit.route('GET /V1/bulk/:bulkUuid/operation-status/:status'), kit, testInfo, async () => {
      const gated = await gate(kit, true);
      if (gated) return gated;
      const s = await productSample(kit);
      const bad = await unfinished(kit, s);
      if (bad) return bad;
      if (s.counts === null) {
        observe(testInfo, STATUS_COUNT_MATCHES.id, s.label, 'count-route', 'absent');
        return pass('the count route is absent on this release (documented variant)');
      }
      observe(testInfo, STATUS_COUNT_MATCHES.id, s.label, 'count-route', 'present');
      const ops = operationsOf(summaryOf(s));
      const want = countByStatus(ops);
      for (const [code, res] of s.counts) {
        if (res.status !== 200 || typeof res.json !== 'number') return fail(`operation-status/${code} did not answer a bare integer`, 'a bare JSON integer', describeExchange(res.status, res.json, res.bodyText), res);
        if (res.json !== want[code]) return fail(`operation-status/${code} disagrees with operations_list`, `${want[code] ?? 0} (operations with status ${code} in operations_list: ${JSON.stringify(ops.map((o) => o.status))})`, String(res.json), res);
      }
      return pass();
    });
  });

  for (const field of ['bulk_uuid', 'status', 'topic_name', 'start_time'] as const) {
    writingScenario(`${STATUS_SEARCH.id} ${field} eq`, STATUS_SEARCH, `GET /V1/bulk?searchCriteria (${field} eq)`, async ({ asyncKit: kit }, testInfo) => {
      await runScenario(STATUS_SEARCH, `GET /V1/bulk?searchCriteria (${field} eq)`, kit.route('GET /V1/bulk'), kit, testInfo, async () => {
        const gated = await gate(kit, true);
        if (gated) return gated;
        const s = await productSample(kit);
        const bad = await unfinished(kit, s);
        if (bad) return bad;
        const summary = summaryOf(s);
        const ops = operationsOf(summary);
        const json = summary?.json;
        if (!isRecord(json) || s.bulkUuid === null) return skip('no summary');
        const topic = typeof json.description === 'string' ? json.description.replace(/^Topic /, '') : '';
        const value = field === 'bulk_uuid' ? s.bulkUuid : field === 'status' ? String(ops[0]?.status ?? 1) : field === 'topic_name' ? topic : String(json.start_time ?? '');
        const filters: SearchFilter[] = [{ field, value }];
        const pageSize = 20;
        const res = await kit.send('admin', { method: 'GET', path: '/V1/bulk', query: searchQuery(filters, pageSize), storeCode: null });
        if (res.status !== 200) return fail('the bulk search was not served', '200 with {items, search_criteria, total_count}', describeExchange(res.status, res.json, res.bodyText), res);
        const { problems, facts } = checkSearchResult(res.json, filters, pageSize);
        if (field === 'bulk_uuid') {
          if (facts.total !== 3) problems.push(`total_count is ${String(facts.total)} for a bulk of 3 operations`);
          const ids = facts.items.map((i) => i.id).sort();
          if (JSON.stringify(ids) !== JSON.stringify([0, 1, 2])) problems.push(`the items are operations ${JSON.stringify(ids)}, not 0, 1, 2 of the bulk`);
        } else if (facts.total === 0) problems.push(`no operation found for ${field} eq ${value}, although the bulk ${s.bulkUuid} has one`);
        if (problems.length > 0) return fail(`the search result does not match its filter: ${problems[0]}`, `operation records with ${field} = ${value}, the filter echoed, total_count consistent`, problems.slice(0, 5).join('; '), res);
        return pass(`${facts.items.length} item(s), total_count ${String(facts.total)}`);
      });
    });
  }

  writingScenario(`${BULK_PARAMS_IN_ELEMENTS.id} PUT /async/bulk/V1/products/bySku`, BULK_PARAMS_IN_ELEMENTS, 'PUT /async/bulk/V1/products/bySku', async ({ asyncKit: kit }, testInfo) => {
    await runScenario(BULK_PARAMS_IN_ELEMENTS, 'PUT /async/bulk/V1/products/bySku', kit.route('PUT /V1/products/:sku'), kit, testInfo, async () => {
      const gated = await gate(kit, true);
      if (gated) return gated;
      const created = await productSample(kit);
      const bad = await unfinished(kit, created);
      if (bad) return bad;
      const createdOps = operationsOf(summaryOf(created));
      if (createdOps.some((op) => op.status !== 1)) return skip(`the products of the sample were not all created (statuses ${JSON.stringify(createdOps.map((o) => o.status))}); see status.terminal`);
      const renamed = created.skus.map((sku) => `${sku} renamed by bulk`);
      const s = await submit(kit, 'admin', 'PUT', '/async/bulk/V1/products/bySku', created.skus.map((sku, i) => ({ sku, product: { sku, name: renamed[i] } })), 3);
      const unfinishedUpdate = await unfinished(kit, s);
      if (unfinishedUpdate) return unfinishedUpdate;
      const ops = operationsOf(summaryOf(s));
      const failed = ops.filter((op) => op.status !== 1);
      if (failed.length > 0) return fail('bulk elements carrying their path parameter (sku) did not execute on that entity', 'every operation complete (1)', failed.map((op) => `operation ${op.id}: status ${op.status} "${op.result_message ?? ''}"`).join('; '), summaryOf(s) ?? undefined);
      for (const [i, sku] of created.skus.entries()) {
        const read = await kit.send('admin', { method: 'GET', path: `/V1/products/${encodeURIComponent(sku)}`, storeCode: null });
        const name = isRecord(read.json) ? read.json.name : undefined;
        if (name !== renamed[i]) return fail(`the bulk update of ${sku} (sku carried in the element) did not change that product`, `name "${renamed[i]}"`, `${read.status} name ${JSON.stringify(name)}`, read);
      }
      return pass();
    });
  });

  writingScenario(`${STATUS_DUPLICATE_CREATE_FAILS.id} POST /async/bulk/V1/customers`, STATUS_DUPLICATE_CREATE_FAILS, 'POST /async/bulk/V1/customers (same email twice)', async ({ asyncKit: kit }, testInfo) => {
    await runScenario(STATUS_DUPLICATE_CREATE_FAILS, 'POST /async/bulk/V1/customers (same email twice)', kit.route(CUSTOMERS), kit, testInfo, async () => {
      const gated = await gate(kit, true);
      if (gated) return gated;
      const d = await duplicates(kit);
      if (d.s.acceptance.status === 202 && d.s.acceptanceProblems.length > 0) return fail(`the acceptance of a bulk with a duplicate is malformed or reports the failure: ${d.s.acceptanceProblems[0]}`, 'both accepted, errors false', d.s.acceptanceProblems.join('; '), d.s.acceptance);
      const bad = await unfinished(kit, d.s);
      if (bad) return bad;
      const ops = operationsOf(summaryOf(d.s));
      const complete = ops.filter((op) => op.status === 1);
      const failed = ops.filter((op) => op.status === 3 || op.status === 2);
      if (complete.length !== 1 || failed.length !== 1) return fail('a duplicate create in one bulk did not end with one success and one failure', 'one operation 1 and one 3 (or 2)', JSON.stringify(ops.map((o) => ({ id: o.id, status: o.status, result_message: o.result_message }))), summaryOf(d.s) ?? undefined);
      const reason = failed[0]?.result_message ?? '';
      const msgProblems = ops.flatMap((op) => checkResultMessage(op, serviceMethodName(kit.route(CUSTOMERS)?.service ?? null), `operation ${op.id}`));
      if (msgProblems.length > 0 || reason.trim() === '') return fail(`the outcome of the duplicate create is not told right: ${msgProblems[0] ?? 'the failed duplicate gives no reason'}`, 'a success naming the method and a failure with the reason in result_message', JSON.stringify(ops.map((o) => ({ id: o.id, status: o.status, result_message: o.result_message }))), summaryOf(d.s) ?? undefined);
      observe(testInfo, STATUS_DUPLICATE_CREATE_FAILS.id, d.s.label, 'duplicate-failure', { status: failed[0]?.status, error_code: failed[0]?.error_code, result_message: reason });
      return pass(`status ${failed[0]?.status ?? ''}: ${reason}`);
    });
  });

  writingScenario(`${SECURITY_STATUS_ECHOES_PASSWORD.id} GET /V1/bulk/:bulkUuid/detailed-status`, SECURITY_STATUS_ECHOES_PASSWORD, 'GET /V1/bulk/:bulkUuid/detailed-status (failed customer create)', async ({ asyncKit: kit }, testInfo) => {
    await runScenario(SECURITY_STATUS_ECHOES_PASSWORD, 'GET /V1/bulk/:bulkUuid/detailed-status (failed customer create)', kit.route('GET /V1/bulk/:bulkUuid/detailed-status'), kit, testInfo, async () => {
      const gated = await gate(kit, true);
      if (gated) return gated;
      const d = await duplicates(kit);
      const bad = await unfinished(kit, d.s);
      if (bad) return bad;
      const detailed = d.detailed;
      if (detailed === null || detailed.status !== 200) return fail('the detailed status of the duplicate bulk was not served', '200', detailed ? describeExchange(detailed.status, detailed.json, detailed.bodyText) : 'no answer', detailed ?? undefined);
      const where = findPasswordEcho(detailed.json);
      const echoed = detailed.bodyText.includes(d.password) || where !== null;
      // The suite's own guarantee: whatever the installation echoes, nothing the suite writes carries the password.
      const attachment = redactedExchange(kit.suite, detailed);
      if (attachment.includes(d.password)) return fail('the suite\'s redaction let a customer password through into an attachment', 'the password redacted', 'the plaintext password appears in the attachment text');
      observe(testInfo, SECURITY_STATUS_ECHOES_PASSWORD.id, 'GET /V1/bulk/:bulkUuid/detailed-status', 'password-echo', echoed ? `echoed at ${where ?? 'serialized_data'}` : 'not echoed');
      if (echoed) {
        testInfo.annotations.push({ type: 'security-finding', description: `${SECURITY_STATUS_ECHOES_PASSWORD.id}: the installation echoes a new customer's plaintext password in detailed-status serialized_data of a failed operation (${where ?? 'serialized_data'}); anyone allowed to read bulk status can read it. The attachment is redacted.` });
        await testInfo.attach('security-finding-detailed-status.txt', { body: attachment, contentType: 'text/plain' });
        return pass('finding recorded: the installation echoes the plaintext password (as the real 2.4.7 does)');
      }
      return pass('the installation does not echo the password');
    });
  });

  writingScenario(`${ASYNC_STORE_SCOPE.id} products name per store view`, ASYNC_STORE_SCOPE, 'PUT /[<store>/]async/V1/products/:sku', async ({ asyncKit: kit }, testInfo) => {
    await runScenario(ASYNC_STORE_SCOPE, 'PUT /[<store>/]async/V1/products/:sku', kit.route('PUT /V1/products/:sku'), kit, testInfo, async () => {
      const gated = await gate(kit, true);
      if (gated) return gated;
      return storeScope(kit, testInfo);
    });
  });

  const intake: Array<{ name: string; writes: boolean; run: (kit: AsyncKit) => Promise<Verdict> }> = [
    { name: 'malformed JSON', writes: false, run: (kit) => refused(kit, 'admin', { method: 'POST', path: '/async/V1/products', rawBody: '{"product": {"sku": ' }, 400, DECODING_ERROR, true) },
    { name: 'malformed JSON on a bulk path', writes: false, run: (kit) => refused(kit, 'admin', { method: 'POST', path: '/async/bulk/V1/products', rawBody: '[{"product": ' }, 400, DECODING_ERROR, true) },
    { name: 'unknown async route', writes: false, run: (kit) => refused(kit, 'admin', { method: 'POST', path: `/async/V1/${kit.name('nosuchroute')}`, rawBody: '{}' }, 404, ROUTE_NOT_FOUND) },
    { name: 'unknown bulk route', writes: false, run: (kit) => refused(kit, 'admin', { method: 'POST', path: `/async/bulk/V1/${kit.name('nosuchroute')}`, rawBody: '[{}]' }, 404, ROUTE_NOT_FOUND) },
    { name: 'missing token', writes: false, run: (kit) => refused(kit, 'guest', { method: 'POST', path: '/async/V1/products', rawBody: '{}' }, 401, NOT_AUTHORIZED) },
    { name: 'GET on an async path', writes: false, run: (kit) => refused(kit, 'admin', { method: 'GET', path: `/async/V1/products/${kit.name('x')}` }, 400, CANNOT_PROCESS) },
    { name: 'unknown store code', writes: false, run: (kit) => refused(kit, 'admin', { method: 'DELETE', path: `/async/V1/products/${kit.name('x')}`, storeCode: kit.name('nostore') }, 400, CANNOT_PROCESS) },
    { name: 'bulk body not an array', writes: false, run: (kit) => refused(kit, 'admin', { method: 'POST', path: '/async/bulk/V1/products', rawBody: '{"product": {}}' }, null, null) },
  ];
  for (const c of intake) {
    test(`${ASYNC_INTAKE_ERRORS.id} ${c.name}`, async ({ asyncKit: kit }, testInfo) => {
      await runScenario(ASYNC_INTAKE_ERRORS, `${c.name} on /async`, kit.route(PRODUCTS), kit, testInfo, async () => {
        const gated = await gate(kit, c.writes);
        if (gated) return gated;
        return c.run(kit);
      });
    });
  }

  for (const kind of ['async', 'bulk'] as const) {
    writingScenario(`${ASYNC_METHOD_VARIANTS.id} PATCH on the ${kind} path`, ASYNC_METHOD_VARIANTS, `PATCH ${kind === 'async' ? '/async/V1/products/:sku' : '/async/bulk/V1/products/bySku'}`, async ({ asyncKit: kit }, testInfo) => {
      await runScenario(ASYNC_METHOD_VARIANTS, `PATCH ${kind === 'async' ? '/async/V1/products/:sku' : '/async/bulk/V1/products/bySku'}`, kit.route('PUT /V1/products/:sku'), kit, testInfo, async () => {
        const gated = await gate(kit, true);
        if (gated) return gated;
        const sku = kit.name('patch');
        const res = kind === 'async'
          ? await kit.send('admin', { method: 'PATCH', path: `/async/V1/products/${sku}`, body: { product: { sku } }, storeCode: null })
          : await kit.send('admin', { method: 'PATCH', path: '/async/bulk/V1/products/bySku', body: [{ sku, product: { sku } }], storeCode: null });
        if (res.status === 202) {
          const { problems } = checkAcceptance(res.json, 1);
          observe(testInfo, ASYNC_METHOD_VARIANTS.id, `PATCH ${kind}`, `${kind}.patch`, 'queued');
          if (problems.length > 0) return fail(`PATCH was accepted with a malformed acceptance body: ${problems[0]}`, 'a well-formed acceptance body', problems.join('; '), res);
          return pass('PATCH queued (no built-in PATCH route exists: an extension provides one)');
        }
        const message = messageOf(res.json);
        observe(testInfo, ASYNC_METHOD_VARIANTS.id, `PATCH ${kind}`, `${kind}.patch`, `refused ${res.status}${message ? ` "${message}"` : ''}`);
        if (res.status >= 400 && res.status < 500 && message !== null && !('bulk_uuid' in (res.json as object))) return pass(`PATCH refused: ${res.status} "${message}"`);
        return fail('PATCH on an async path got neither an acceptance nor a standard web API error', '202 acceptance or 4xx {message}', describeExchange(res.status, res.json, res.bodyText), res);
      });
    });
  }
});

/** An intake failure: a standard web API error {message, parameters?} (of the given status and message when known), never an acceptance. */
async function refused(kit: AsyncKit, caller: 'admin' | 'guest', call: Parameters<AsyncKit['send']>[1], status: number | null, message: string | null, bytes = false): Promise<Verdict> {
  const res = bytes ? await kit.sendBytes(caller, call.method, call.path, call.rawBody ?? '') : await kit.send(caller, call);
  const body = res.json;
  // Adobe Commerce decodes the body before dispatch (Magento\Staging\Plugin\RestPlugin::beforeDispatch): malformed
  // JSON ends in Magento's 500 error page there, before anything could be queued. That is the edition's variant,
  // recorded; on Open Source, which has no such plugin, a 500 stays a failure.
  if (bytes && saysNothing(res) && kit.suite.facts.edition === 'commerce') {
    observe(test.info(), ASYNC_INTAKE_ERRORS.id, call.path, 'variant', 'body-decoded-before-dispatch');
    return pass(`${describeExchange(res.status, body, res.bodyText)}: the body is decoded before dispatch on this edition (variant body-decoded-before-dispatch); nothing was queued`);
  }
  const standard = isRecord(body) && typeof body.message === 'string' && Object.keys(body).every((k) => k === 'message' || k === 'parameters' || k === 'trace');
  const expected = status !== null ? `${status} {"message":"${message ?? ''}"}` : '4xx {"message": ..., "parameters"?: ...}';
  if (isRecord(body) && ('bulk_uuid' in body || 'request_items' in body)) return fail('an acceptance-time failure came back as an acceptance body (something was queued)', expected, describeExchange(res.status, body, res.bodyText), res);
  if (!standard) return fail('an acceptance-time failure is not a standard web API error', expected, describeExchange(res.status, body, res.bodyText), res);
  if (status === null ? res.status < 400 || res.status >= 500 : res.status !== status) return fail('the acceptance-time failure has the wrong HTTP status', expected, describeExchange(res.status, body, res.bodyText), res);
  if (message !== null && messageOf(body) !== message) return fail('the acceptance-time failure has the wrong message', expected, describeExchange(res.status, body, res.bodyText), res);
  return pass(`${res.status} "${messageOf(body) ?? ''}"`);
}

async function judgeSummary(kit: AsyncKit, testInfo: import('@playwright/test').TestInfo, s: Submitted, userType: number, service: string | null): Promise<Verdict> {
  const summary = summaryOf(s);
  if (summary === null || s.bulkUuid === null) return skip('no summary');
  const { problems, facts } = checkSummary(summary.json, { bulkUuid: s.bulkUuid, count: s.n, userType });
  const method = serviceMethodName(service);
  for (const op of facts.operations) problems.push(...checkResultMessage(op, method, `operation ${op.id}`));
  const ids = facts.operations.map((o) => o.id).sort((a, b) => a - b);
  if (JSON.stringify(ids) !== JSON.stringify([...Array(s.n).keys()])) problems.push(`operation ids are ${JSON.stringify(ids)}, not 0..${s.n - 1} as the request items`);
  if (userType === 4 && facts.userId !== null && facts.userId !== 0) problems.push(`user_id is ${facts.userId} for a guest call`);
  if (userType === 2 && facts.userId === null) problems.push('user_id is null for an admin call');
  observe(testInfo, STATUS_SUMMARY_SHAPE.id, s.label, 'variant', facts.userTypePresent ? 'user-type-present' : 'user-type-absent');
  if (facts.userTypePresent) observe(testInfo, STATUS_SUMMARY_SHAPE.id, s.label, 'user_type', facts.userType);
  if (problems.length > 0) return fail(`the operation status record is malformed: ${problems[0]}`, 'the summary form of seed 000 (operations_list, bulk_id, description "Topic ...", start_time, user_id, user_type of the caller, operation_count)', problems.slice(0, 6).join('; '), summary);
  return pass();
}

interface DuplicateRun {
  s: Submitted;
  detailed: HttpExchange | null;
  password: string;
}

function duplicates(kit: AsyncKit): Promise<DuplicateRun> {
  return kit.once('duplicates', async () => {
    const email = `${kit.name('dup')}@example.com`;
    const password = `Conf0rmance!${kit.name('pw')}`;
    kit.secrets.push(password);
    const element = (lastname: string): unknown => ({ customer: { email, firstname: kit.name('dup'), lastname, website_id: 1 }, password });
    const s = await submit(kit, 'admin', 'POST', '/async/bulk/V1/customers', [element('One'), element('Two')], 2);
    const detailed = s.outcome?.kind === 'terminal' && s.bulkUuid !== null ? await kit.send('admin', { method: 'GET', path: `/V1/bulk/${s.bulkUuid}/detailed-status`, storeCode: null }) : null;
    return { s, detailed, password };
  });
}

/** The store views of the default website: the default one first. */
async function storeViews(kit: AsyncKit): Promise<{ defaultCode: string; others: string[] } | string> {
  const [views, groups, websites] = await Promise.all(['/V1/store/storeViews', '/V1/store/storeGroups', '/V1/store/websites'].map((path) => kit.send('admin', { method: 'GET', path, storeCode: null })));
  const list = (res: HttpExchange | undefined): Array<Record<string, unknown>> => (res && Array.isArray(res.json) ? res.json.filter(isRecord) : []);
  const website = list(websites).find((w) => w.id !== 0);
  const group = list(groups).find((g) => g.id === website?.default_group_id);
  const all = list(views).filter((v) => v.id !== 0 && v.website_id === website?.id);
  const def = all.find((v) => v.id === group?.default_store_id);
  if (!def || typeof def.code !== 'string') return 'the default store view could not be found (GET /V1/store/storeViews, storeGroups, websites)';
  return { defaultCode: def.code, others: all.filter((v) => v !== def && typeof v.code === 'string').map((v) => v.code as string).slice(0, 2) };
}

async function storeScope(kit: AsyncKit, testInfo: import('@playwright/test').TestInfo): Promise<Verdict> {
  const views = await storeViews(kit);
  if (typeof views === 'string') return skip(views);
  observe(testInfo, ASYNC_STORE_SCOPE.id, 'store views', 'store-views', { default: views.defaultCode, others: views.others });
  const sku = kit.name('scope');
  const name = (step: string): string => `${sku} ${step}`;
  const read = async (code: string | null): Promise<{ name: unknown; res: HttpExchange }> => {
    const res = await kit.send('admin', { method: 'GET', path: `/V1/products/${encodeURIComponent(sku)}`, storeCode: code });
    return { name: isRecord(res.json) ? res.json.name : undefined, res };
  };
  const expectNames = async (step: string, want: Array<[string, string]>): Promise<Verdict | null> => {
    for (const [code, value] of want) {
      const got = await read(code);
      if (got.res.status !== 200) return fail(`${step}: reading the product through /rest/${code}/V1 failed`, `200 with name "${value}"`, describeExchange(got.res.status, got.res.json, got.res.bodyText), got.res);
      if (got.name !== value) return fail(`${step}: the store view "${code}" shows the wrong value`, `name "${value}" in /rest/${code}`, `name ${JSON.stringify(got.name)}`, got.res);
    }
    return null;
  };
  const write = async (step: string, method: string, code: string | null, value: string): Promise<Verdict | null> => {
    const path = method === 'POST' ? '/async/V1/products' : `/async/V1/products/${encodeURIComponent(sku)}`;
    const body = method === 'POST' ? productBody(sku, value) : { product: { sku, name: value } };
    const s = await submit(kit, 'admin', method, path, body, 1, code);
    const bad = await unfinished(kit, s);
    if (bad) return bad;
    const op = operationsOf(summaryOf(s))[0];
    if (op?.status !== 1) return fail(`${step}: the queued write did not complete`, 'status 1', `status ${op?.status ?? '?'} "${op?.result_message ?? ''}"`, summaryOf(s) ?? undefined);
    return null;
  };
  const others = views.others;
  const def = views.defaultCode;
  // 1. Create without a store code: the values are global, every store view shows them.
  let bad = await write('create without a store code', 'POST', null, name('global'));
  if (bad) return bad;
  bad = await expectNames('create without a store code', [['all', name('global')], [def, name('global')], ...others.map((c): [string, string] => [c, name('global')])]);
  if (bad) return bad;
  // 2. Update without a store code: the default store view only.
  bad = await write('update without a store code', 'PUT', null, name('default-only'));
  if (bad) return bad;
  bad = await expectNames('update without a store code', [[def, name('default-only')], ['all', name('global')], ...others.map((c): [string, string] => [c, name('global')])]);
  if (bad) return bad;
  // 3. Update with `all`: every store view without a value of its own (the default view now has one).
  bad = await write('update with the code all', 'PUT', 'all', name('all'));
  if (bad) return bad;
  bad = await expectNames('update with the code all', [['all', name('all')], [def, name('default-only')], ...others.map((c): [string, string] => [c, name('all')])]);
  if (bad) return bad;
  // 4. Update with a store code: that store view only.
  const target = others[0] ?? def;
  bad = await write(`update with the store code ${target}`, 'PUT', target, name('own'));
  if (bad) return bad;
  bad = await expectNames(`update with the store code ${target}`, [[target, name('own')], ['all', name('all')], ...(target === def ? [] : [[def, name('default-only')] as [string, string]])]);
  if (bad) return bad;
  return pass(`store views checked: ${[def, ...others].join(', ')} and all`);
}
