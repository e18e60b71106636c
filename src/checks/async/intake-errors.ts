// async.intake-errors: failures at acceptance are standard web API errors and queue nothing. Each case sends one call
// the platform must refuse before anything is queued, so they also run with writes denied.

import { isRecord } from './shapes.ts';
import { CANNOT_PROCESS, describeExchange, messageOf, NOT_AUTHORIZED, ROUTE_NOT_FOUND } from '../platform-errors.ts';
import { saysNothing } from '../perm/refusal.ts';
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

export const asyncIntakeErrors: ScenarioCheck<IntakeCase> = {
  subject: 'scenario',
  id: 'async.intake-errors',
  family: 'async',
  rule: 'Failures at acceptance (malformed JSON, unknown route, missing token, unknown store code, GET, a bulk body that is not an array) come back as standard web API errors {message, parameters?}, never as acceptance bodies, and queue nothing.',
  source: 'seed 000 Errors 1; facts 12, 15; real 2.4.7 responses/async g4, h1-h3, install-observations 08d',
  scenarios: [
    intake('malformed JSON', 'admin', () => ({ method: 'POST', path: '/async/V1/products', rawBody: '{"product": {"sku": ' }), 400, DECODING_ERROR, true),
    intake('malformed JSON on a bulk path', 'admin', () => ({ method: 'POST', path: '/async/bulk/V1/products', rawBody: '[{"product": ' }), 400, DECODING_ERROR, true),
    intake('unknown async route', 'admin', (ctx) => ({ method: 'POST', path: `/async/V1/${ctx.name('nosuchroute')}`, rawBody: '{}' }), 404, ROUTE_NOT_FOUND),
    intake('unknown bulk route', 'admin', (ctx) => ({ method: 'POST', path: `/async/bulk/V1/${ctx.name('nosuchroute')}`, rawBody: '[{}]' }), 404, ROUTE_NOT_FOUND),
    intake('missing token', 'guest', () => ({ method: 'POST', path: '/async/V1/products', rawBody: '{}' }), 401, NOT_AUTHORIZED),
    intake('GET on an async path', 'admin', (ctx) => ({ method: 'GET', path: `/async/V1/products/${ctx.name('x')}` }), 400, CANNOT_PROCESS),
    intake('unknown store code', 'admin', (ctx) => ({ method: 'DELETE', path: `/async/V1/products/${ctx.name('x')}`, storeCode: ctx.name('nostore') }), 400, CANNOT_PROCESS),
    intake('bulk body not an array', 'admin', () => ({ method: 'POST', path: '/async/bulk/V1/products', rawBody: '{"product": {}}' }), null, null),
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
  const expected = c.status !== null ? `${c.status} {"message":"${c.message ?? ''}"}` : '4xx {"message": ..., "parameters"?: ...}';
  if (isRecord(body) && ('bulk_uuid' in body || 'request_items' in body)) return fail('an acceptance-time failure came back as an acceptance body (something was queued)', expected, describeExchange(res.status, body, res.bodyText), res);
  if (!standard) return fail('an acceptance-time failure is not a standard web API error', expected, describeExchange(res.status, body, res.bodyText), res);
  if (c.status === null ? res.status < 400 || res.status >= 500 : res.status !== c.status) return fail('the acceptance-time failure has the wrong HTTP status', expected, describeExchange(res.status, body, res.bodyText), res);
  if (c.message !== null && messageOf(body) !== c.message) return fail('the acceptance-time failure has the wrong message', expected, describeExchange(res.status, body, res.bodyText), res);
  return pass(`${res.status} "${messageOf(body) ?? ''}"`);
}
