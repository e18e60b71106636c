// async.intake-errors: failures at acceptance are standard web API errors and queue nothing. Each case sends one call
// the platform must refuse before anything is queued, so they also run with writes denied.

import { isRecord } from './shapes.ts';
import { CANNOT_PROCESS, describeExchange, messageOf, NOT_AUTHORIZED, ROUTE_NOT_FOUND } from '../platform-errors.ts';
import { saysNothing } from '../perm/refusal.ts';
import { compareReleases, isRelease } from '../../contracts/release.ts';
import { pass, type CallerName, type Scenario, type ScenarioCall, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { fail, gated, PRODUCTS } from './scenarios.ts';

export const DECODING_ERROR = 'Decoding error.';

interface IntakeCase extends Scenario {
  caller: CallerName;
  /** The call, given the worker's names (unknown routes and store codes carry the run's prefix). */
  call(ctx: ScenarioContext): ScenarioCall;
  /** The refusal's status and message; null where the platform's wording is not fixed (any 4xx with a message). */
  status: number | null;
  message: string | null;
  /** Sent as bytes exactly as written (malformed JSON). */
  bytes: boolean;
  /** Where the refusal depends on the release: the answers it may give there (each passes), instead of status and
   * message. */
  answers?: (release: string | null) => Array<{ status: number; message: string | null; why: string }>;
  /** The SKUs of products the refused call named, which must not exist after it (nothing of it was made). */
  absent?: (ctx: ScenarioContext) => string[];
}

const intake = (name: string, caller: CallerName, call: (ctx: ScenarioContext) => ScenarioCall, status: number | null, message: string | null, bytes = false): IntakeCase => ({
  title: name,
  about: `${name} on /async`,
  contract: PRODUCTS,
  writes: false,
  caller,
  call,
  status,
  message,
  bytes,
});

/** A simple product of the run's own, disabled and not visible. */
const productElement = (sku: string): Record<string, unknown> => ({ product: { sku, name: sku, attribute_set_id: 4, price: 1, type_id: 'simple', status: 2, visibility: 1 } });
const wrongSkus = (ctx: ScenarioContext): string[] => [ctx.name('wrong-a'), ctx.name('wrong-b')];
const NOT_SUPPORTED = '"%fieldName" is not supported. Correct the field name and try again.';
/** The refusal of a body field the data interface does not have: from 2.4.7 ServiceInputProcessor refuses it (400
 * "is not supported", the real 2.4.7-p3); before, NameFinder's LogicException escapes as 500 (the real Adobe
 * Commerce 2.4.6-p1, whose own AsyncBulkScheduleTest::testAsyncScheduleBulkWrongEntity asserts 500). A release the
 * run does not know exactly may give either. */
const unknownFieldAnswers = (release: string | null): Array<{ status: number; message: string | null; why: string }> => {
  const from247 = { status: 400, message: NOT_SUPPORTED, why: 'from 2.4.7' };
  const before247 = { status: 500, message: null, why: 'before 2.4.7 (the release\'s own testAsyncScheduleBulkWrongEntity asserts 500)' };
  if (release === null || !isRelease(release) || release.split('.').length < 3) return [from247, before247];
  return compareReleases(release, '2.4.7') >= 0 ? [from247] : [before247];
};

/** A bulk of two valid products of the run's own and one element with a field the product has not (wrong_attribute)
 * and none it requires: refused at intake as a whole (AsyncBulkScheduleTest::testAsyncScheduleBulkWrongEntity). */
const wrongEntity: IntakeCase = {
  ...intake('bulk with an element of an unknown field', 'admin', (ctx) => ({ method: 'POST', path: '/async/bulk/V1/products', body: [...wrongSkus(ctx).map(productElement), { product: { wrong_attribute: 'simple', sku: ctx.name('wrong-c') } }] }), null, null),
  // Two of its elements are valid products: a target that queues the bulk would make them (swept by the run).
  writes: true,
  answers: unknownFieldAnswers,
  absent: wrongSkus,
};

export const asyncIntakeErrors: ScenarioCheck<IntakeCase> = {
  subject: 'scenario',
  id: 'async.intake-errors',
  family: 'async',
  rule: 'Failures at acceptance (malformed JSON, unknown route, missing token, unknown store code, GET, a bulk body that is not an array, a bulk one of whose elements has a field its data interface has not) come back as standard web API errors {message, parameters?}, never as acceptance bodies, and queue nothing: none of a refused bulk\'s products is made.',
  source: 'seed 000 Errors 1; facts 12, 15; real 2.4.7 responses/async g4, h1-h3, install-observations 08d; magento/magento2 dev/tests/api-functional WebapiAsync AsyncBulkScheduleTest::testAsyncScheduleBulkWrongEntity (2.4.7: 400, 2.4.6: 500; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 so, 2026-12-03)',
  scenarios: [
    intake('malformed JSON', 'admin', () => ({ method: 'POST', path: '/async/V1/products', rawBody: '{"product": {"sku": ' }), 400, DECODING_ERROR, true),
    intake('malformed JSON on a bulk path', 'admin', () => ({ method: 'POST', path: '/async/bulk/V1/products', rawBody: '[{"product": ' }), 400, DECODING_ERROR, true),
    intake('unknown async route', 'admin', (ctx) => ({ method: 'POST', path: `/async/V1/${ctx.name('nosuchroute')}`, rawBody: '{}' }), 404, ROUTE_NOT_FOUND),
    intake('unknown bulk route', 'admin', (ctx) => ({ method: 'POST', path: `/async/bulk/V1/${ctx.name('nosuchroute')}`, rawBody: '[{}]' }), 404, ROUTE_NOT_FOUND),
    intake('missing token', 'guest', () => ({ method: 'POST', path: '/async/V1/products', rawBody: '{}' }), 401, NOT_AUTHORIZED),
    intake('GET on an async path', 'admin', (ctx) => ({ method: 'GET', path: `/async/V1/products/${ctx.name('x')}` }), 400, CANNOT_PROCESS),
    intake('unknown store code', 'admin', (ctx) => ({ method: 'DELETE', path: `/async/V1/products/${ctx.name('x')}`, storeCode: ctx.name('nostore') }), 400, CANNOT_PROCESS),
    intake('bulk body not an array', 'admin', () => ({ method: 'POST', path: '/async/bulk/V1/products', rawBody: '{"product": {}}' }), null, null),
    wrongEntity,
  ],
  run: gated(refused),
};

/** An intake failure: a standard web API error {message, parameters?} (of the given status and message when known), never an acceptance. */
async function refused(ctx: ScenarioContext, c: IntakeCase): Promise<Verdict> {
  const call = c.call(ctx);
  const res = c.bytes ? await ctx.sendBytes(c.caller, call.method, call.path, call.rawBody ?? '') : await ctx.send(c.caller, call);
  const body = res.json;
  // Adobe Commerce decodes the body before dispatch (Magento\Staging\Plugin\RestPlugin::beforeDispatch): malformed
  // JSON ends in Magento's 500 error page there, before anything could be queued. That is the edition's variant,
  // recorded; on Open Source, which has no such plugin, a 500 stays a failure.
  if (c.bytes && saysNothing(res) && ctx.target.edition === 'commerce') {
    ctx.observe('variant', 'body-decoded-before-dispatch', call.path);
    return pass(`${describeExchange(res.status, body, res.bodyText)}: the body is decoded before dispatch on this edition (variant body-decoded-before-dispatch); nothing was queued`);
  }
  const standard = isRecord(body) && typeof body.message === 'string' && Object.keys(body).every((k) => k === 'message' || k === 'parameters' || k === 'trace');
  if (c.answers !== undefined) return refusedByRelease(ctx, c, c.answers(ctx.target.release), res, standard);
  const expected = c.status !== null ? `${c.status} {"message":"${c.message ?? ''}"}` : '4xx {"message": ..., "parameters"?: ...}';
  if (isRecord(body) && ('bulk_uuid' in body || 'request_items' in body)) return fail('an acceptance-time failure came back as an acceptance body (something was queued)', expected, describeExchange(res.status, body, res.bodyText), res);
  if (!standard) return fail('an acceptance-time failure is not a standard web API error', expected, describeExchange(res.status, body, res.bodyText), res);
  if (c.status === null ? res.status < 400 || res.status >= 500 : res.status !== c.status) return fail('the acceptance-time failure has the wrong HTTP status', expected, describeExchange(res.status, body, res.bodyText), res);
  if (c.message !== null && messageOf(body) !== c.message) return fail('the acceptance-time failure has the wrong message', expected, describeExchange(res.status, body, res.bodyText), res);
  return pass(`${res.status} "${messageOf(body) ?? ''}"`);
}

/** A refusal whose answer depends on the release: one of the answers it may give there, then none of the products
 * the call named made. */
async function refusedByRelease(ctx: ScenarioContext, c: IntakeCase, answers: Array<{ status: number; message: string | null; why: string }>, res: Awaited<ReturnType<ScenarioContext['send']>>, standard: boolean): Promise<Verdict> {
  const body = res.json;
  const expected = answers.map((a) => `${a.status} ${a.message !== null ? `{"message":"${a.message}"}` : '{"message": ...}'} (${a.why})`).join(' or ');
  const actual = describeExchange(res.status, body, res.bodyText);
  if (isRecord(body) && ('bulk_uuid' in body || 'request_items' in body)) return fail('a bulk with an element the input processor refuses was accepted (something was queued)', expected, actual, res);
  const met = answers.find((a) => a.status === res.status && (a.message === null || messageOf(body) === a.message));
  if (!standard || met === undefined) return fail('a bulk with an element the input processor refuses was not refused as the platform refuses it', expected, actual, res);
  for (const sku of c.absent?.(ctx) ?? []) {
    const read = await ctx.send('admin', { method: 'GET', path: `/V1/products/${encodeURIComponent(sku)}`, storeCode: null });
    if (read.status !== 404) return fail('a product of the refused bulk was made', `GET /V1/products/${sku} 404 (nothing of the bulk made)`, describeExchange(read.status, read.json, read.bodyText), read);
  }
  return pass(`${res.status} "${messageOf(body) ?? ''}" (${met.why}); none of its products exists`);
}
