// async.method-variants: PATCH on the async and the bulk path is a release variant (accepted by an extension's route,
// or refused with a standard error); which one the target showed is recorded.

import { checkAcceptance } from './shapes.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import { pass, type Scenario, type ScenarioCheck } from '../types.ts';
import { fail, gated, PRODUCT_UPDATE, writing } from './scenarios.ts';

interface PatchScenario extends Scenario {
  kind: 'async' | 'bulk';
}

const patch = (kind: PatchScenario['kind'], path: string): PatchScenario => ({ ...writing(`PATCH on the ${kind} path`, `PATCH ${path}`, PRODUCT_UPDATE), kind });

export const asyncMethodVariants: ScenarioCheck<PatchScenario> = {
  subject: 'scenario',
  id: 'async.method-variants',
  family: 'async',
  rule: 'DELETE and PATCH on async and bulk paths are release variants: either accepted with a well-formed acceptance body or refused with a standard web API error; which one is recorded.',
  source: 'seed 000 Asynchronous routes 2, Bulk routes 4, Versioning 3; facts 15',
  scenarios: [patch('async', '/async/V1/products/:sku'), patch('bulk', '/async/bulk/V1/products/bySku')],
  run: gated(async (ctx, scenario) => {
    const { kind } = scenario;
    const sku = ctx.name('patch');
    const res = kind === 'async'
      ? await ctx.send('admin', { method: 'PATCH', path: `/async/V1/products/${sku}`, body: { product: { sku } }, storeCode: null })
      : await ctx.send('admin', { method: 'PATCH', path: '/async/bulk/V1/products/bySku', body: [{ sku, product: { sku } }], storeCode: null });
    if (res.status === 202) {
      const { problems } = checkAcceptance(res.json, 1);
      ctx.observe(`${kind}.patch`, 'queued', `PATCH ${kind}`);
      if (problems.length > 0) return fail(`PATCH was accepted with a malformed acceptance body: ${problems[0]}`, 'a well-formed acceptance body', problems.join('; '), res);
      return pass('PATCH queued (no built-in PATCH route exists: an extension provides one)');
    }
    const message = messageOf(res.json);
    ctx.observe(`${kind}.patch`, `refused ${res.status}${message ? ` "${message}"` : ''}`, `PATCH ${kind}`);
    if (res.status >= 400 && res.status < 500 && message !== null && !('bulk_uuid' in (res.json as object))) return pass(`PATCH refused: ${res.status} "${message}"`);
    return fail('PATCH on an async path got neither an acceptance nor a standard web API error', '202 acceptance or 4xx {message}', describeExchange(res.status, res.json, res.bodyText), res);
  }),
};
