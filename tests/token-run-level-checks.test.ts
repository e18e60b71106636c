// Run-level checks against a fake target (src/checks/schema-endpoint): for the checks that no
// reference fault breaks, a broken answer made up here must fail them, and the faithful answer must pass.

import assert from 'node:assert/strict';
import { spanOf } from '../src/contracts/release-span.ts';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { compileContractsDir } from '../src/contracts/compile.ts';
import type { CompiledPlan } from '../src/contracts/types.ts';
import { loadTargetConfig } from '../src/config/target-config.ts';
import type { HttpExchange, RunCallOptions, RunCheck, RunContext, TargetFacts, Verdict } from '../src/checks/types.ts';
import { SCHEMA_ENDPOINT_RUN_LEVEL } from '../src/checks/schema-endpoint/index.ts';
import { subjectsOf } from '../src/checks/planned-tests.ts';
import { readCorpus } from './helpers/corpus.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const compiled = compileContractsDir(`${ROOT}contracts`);
assert.ok(compiled.ok);
const PLAN: CompiledPlan = compiled.plan;

type Handler = (o: RunCallOptions) => { status: number; json?: unknown; text?: string; type?: string };

function ex(o: RunCallOptions, r: ReturnType<Handler>): HttpExchange {
  const bodyText = r.text ?? (r.json === undefined ? '' : JSON.stringify(r.json));
  return { method: o.method, url: `http://shop.test${o.path}`, status: r.status, headers: { 'content-type': r.type ?? 'application/json; charset=utf-8' }, bodyText, json: r.json, durationMs: 1 };
}

function ctxFor(handler: Handler, facts: Partial<TargetFacts> = {}): RunContext {
  const loaded = loadTargetConfig({
    COMMERCE_BASE_URL: 'http://shop.test', COMMERCE_ADMIN_USERNAME: 'admin', COMMERCE_ADMIN_PASSWORD: 'pw-admin-1', COMMERCE_CUSTOMER_EMAIL: 'c@x.test', COMMERCE_CUSTOMER_PASSWORD: 'pw-cust-1', COMMERCE_INTEGRATION_TOKEN: 'int-token-1',
    SUBMISSION_BASE_URL: 'http://sub.test', SUBMISSION_APP_ID: 'app', SUBMISSION_APP_SECRET: 'app-secret-1', SUBMISSION_ACCOUNT_ID: '1001',
  });
  assert.ok(loaded.ok);
  const target: TargetFacts = { edition: 'commerce', release: '2.4.7', releaseSpan: spanOf('2.4.7'), storeCode: 'default', writes: 'deny', embedded: false, callers: { guest: true, admin: true, customer: true, 'restricted-admin': false, integration: true }, restrictedResources: [], callerProblems: {}, oauthSigning: null, ...facts };
  return {
    target, config: loaded.config, plan: PLAN, prefix: 'cctest',
    send: async (o) => ex(o, handler(o)), control: null,
    tokenFor: async (c) => (c === 'guest' ? null : `${c}-token`),
    observe() {}, attach: async () => {}, secret() {},
    privateReference: async () => ({ unavailable: 'not in unit tests' }),
  };
}

const byId = (list: RunCheck[], id: string): RunCheck => {
  const c = list.find((x) => x.id === id);
  assert.ok(c, id);
  return c;
};

async function outcome(check: RunCheck, handler: Handler, subject = subjectsOf(check, PLAN)[0] as string, facts?: Partial<TargetFacts>): Promise<Verdict['outcome']> {
  return (await check.run(ctxFor(handler, facts), subject)).outcome;
}

// --- schema endpoint, on the operations the real 2.4.7 documents publish
/** A document of tests/corpus/real-2.4.7-p3/schema-operations.json: the real one's top-level members and, per
 * operation, [method, path, operationId, tags]. */
interface OperationListing {
  operations: Array<[string, string, string, string[]]>;
  [member: string]: unknown;
}

/** The listing as a Swagger 2.0 document: each operation with its path parameters and the platform's default
 * response (every operation of the real documents has it), which is all the schema.endpoint checks read. */
function realDoc(name: 'schema-admin-all.json' | 'schema-guest.json'): Record<string, unknown> {
  const { operations, ...head } = readCorpus<Record<string, OperationListing>>('real-2.4.7-p3/schema-operations.json')[name] as OperationListing;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [method, path, operationId, tags] of operations) {
    const parameters = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => ({ name: m[1], in: 'path', type: 'string', required: true }));
    (paths[path] ??= {})[method] = { tags, operationId, parameters, responses: { default: { description: 'Unexpected error' } } };
  }
  return { ...head, paths };
}

function onlyTags(doc: Record<string, unknown>, tags: string[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [p, item] of Object.entries(doc.paths as Record<string, Record<string, { tags?: string[] }>>)) {
    for (const [m, op] of Object.entries(item)) if ((op.tags ?? []).some((t) => tags.includes(t))) (paths[p] ??= {})[m] = op;
  }
  return { ...doc, paths };
}

test('schema.endpoint-* on the real 2.4.7 admin document: faithful answers pass, broken ones fail', async () => {
  const admin = realDoc('schema-admin-all.json');
  const guest = realDoc('schema-guest.json');
  const faithful: Handler = (o) => {
    if (o.as === 'guest') return { status: 200, json: guest };
    const services = o.query?.services;
    const doc = services && services !== 'all' ? onlyTags(admin, services.split(',')) : admin;
    return { status: 200, json: o.storeCode === null ? { ...doc, basePath: '/rest/all' } : doc };
  };
  const os247 = { edition: 'open-source' as const, release: '2.4.7' };
  for (const check of SCHEMA_ENDPOINT_RUN_LEVEL) assert.equal(await outcome(check, faithful, undefined, os247), 'pass', check.id);

  const ids = (id: string) => byId(SCHEMA_ENDPOINT_RUN_LEVEL, id);
  assert.equal(await outcome(ids('schema.endpoint-services-list'), (o) => (o.as === 'guest' ? { status: 200, json: guest } : { status: 200, json: admin }), undefined, os247), 'fail', 'services filter ignored');
  // The real 2.4.7-p3 describes the default store view without a code: a documented variant, not a failure.
  assert.equal(await outcome(ids('schema.endpoint-default-store'), () => ({ status: 200, json: { ...admin, basePath: '/rest/default' } }), undefined, os247), 'pass');
  assert.equal(await outcome(ids('schema.endpoint-default-store'), () => ({ status: 200, json: { ...admin, basePath: '/rest' } }), undefined, os247), 'pass', 'no code: the default store view');
  assert.equal(await outcome(ids('schema.endpoint-default-store'), () => ({ status: 200, json: { ...admin, basePath: '/rest/de' } }), undefined, os247), 'fail');
  assert.equal(await outcome(ids('schema.endpoint-bare'), (o) => ({ status: 200, json: o.query?.services ? admin : guest }), undefined, os247), 'fail');
  assert.equal(await outcome(ids('schema.endpoint-services-all'), () => ({ status: 200, json: { ...admin, swagger: '3.0' } }), undefined, os247), 'fail', 'not Swagger 2.0');
  const noDelete = { ...admin, paths: Object.fromEntries(Object.entries(admin.paths as Record<string, Record<string, unknown>>).map(([p, item]) => [p, Object.fromEntries(Object.entries(item).filter(([m]) => m !== 'delete'))])) };
  assert.equal(await outcome(ids('schema.endpoint-routes-match-contracts'), () => ({ status: 200, json: noDelete }), undefined, os247), 'fail');
  assert.equal(await outcome(ids('schema.endpoint-guest-subset'), () => ({ status: 200, json: admin }), undefined, os247), 'fail', 'a guest sees admin routes');
});
