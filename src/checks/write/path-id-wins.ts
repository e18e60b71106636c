// write.path-id-wins: a write whose path (or token) names its entity and whose body also carries an id acts on the
// path's entity. The route's synchronous execution made its entity (A); the check makes another entity of the same
// kind of the run's own (B), sends the route again on A's path with a fresh body that names B where the body carries
// the id, and reads both: A reads what was sent (the contract's read-back, filled with A's ids), B reads as before.
//
// What the platform does, route by route (the table below): the web API's ParamsOverrider puts the last path
// parameter into the body's object for PUT (overrideRequestBodyIdWithPathParam: setStockId, setItemId exist), the
// Quote module's webapi_rest plugin UpdateCartId puts :cartId into cartItem.quote_id, and webapi.xml forces
// customer.id=%customer_id% on PUT /V1/customers/me. Not in the table: PUT /V1/customers/:customerId, where the
// admin's body id is followed on the real 2.4.7-p3 and 2.4.6-p1 (docs/real-platform.md: UpdateCustomer merges the
// body, its id included, onto the path's customer).

import { fillPath } from '../../contracts/paths.ts';
import type { CompiledRoute } from '../../contracts/types.ts';
import { describeExchange } from '../platform-errors.ts';
import type { CallerName, Check, CheckContext, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { withValues } from '../owned/body-ids.ts';
import { bindOpsOf, bindOwned } from '../owned/bind.ts';
import type { OwnedKind } from '../owned/entities.ts';
import { own } from '../owned/route-binding.ts';
import { executingSkip, writeFamily } from './execution.ts';
import { readAfter, syncExecution } from './route-executions.ts';
import { judgeEffect } from './verify.ts';

export interface PathWins {
  /** The kind of the other entity, made for the check. */
  kind: OwnedKind;
  /** Body pointers set to a value of the other entity (an id alone is sent as a number). */
  sets: Record<string, string>;
  /** The read of the other entity, from its values. */
  readOther: (values: Readonly<Record<string, string>>) => { caller: CallerName; path: string };
  /** Why the path's entity wins on the platform. */
  why: string;
  /** The id the answer gives the entity it saved, and the path's (or token's) id it must be, where the answer names one. */
  answered: (json: unknown, params: Readonly<Record<string, string>>, owned: Readonly<Record<string, string>>) => { shown: unknown; want: string | undefined };
}

const field = (json: unknown, key: string): unknown => (json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>)[key] : undefined);

export const PATH_WINS: Readonly<Record<string, PathWins>> = {
  'PUT /V1/customers/me': {
    kind: 'customer',
    sets: { 'customer.id': 'id' },
    readOther: (v) => ({ caller: 'admin', path: `/V1/customers/${v.id ?? ''}` }),
    why: 'webapi.xml forces customer.id=%customer_id% (the token\'s customer)',
    answered: (json, _params, owned) => ({ shown: field(json, 'id'), want: owned.id }),
  },
  'PUT /V1/inventory/stocks/:stockId': {
    kind: 'stock',
    sets: { 'stock.stock_id': 'id' },
    readOther: (v) => ({ caller: 'admin', path: `/V1/inventory/stocks/${v.id ?? ''}` }),
    why: 'ParamsOverrider puts :stockId into stock.stock_id',
    answered: (json, params) => ({ shown: json, want: params.stockId }),
  },
  'PUT /V1/guest-carts/:cartId/items/:itemId': {
    kind: 'guest-cart-item',
    sets: { 'cartItem.quote_id': 'maskedId', 'cartItem.item_id': 'itemId' },
    readOther: (v) => ({ caller: 'guest', path: `/V1/guest-carts/${v.maskedId ?? ''}/items` }),
    why: 'ParamsOverrider puts :itemId into cartItem.item_id and the plugin UpdateCartId :cartId into cartItem.quote_id',
    answered: (json, params) => ({ shown: field(json, 'item_id'), want: params.itemId }),
  },
};

const tag = (): string => Math.random().toString(36).slice(2, 5).padEnd(3, '0');

/** A read compared across the write: the time of the last save aside, lists as their items in any order. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable).map((v) => JSON.stringify(v)).sort();
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'updated_at').map(([k, v]) => [k, stable(v)]));
  return value;
}

function setAt(body: unknown, pointer: string, value: unknown): boolean {
  const steps = pointer.split('.');
  let node = body as Record<string, unknown> | null;
  for (const step of steps.slice(0, -1)) {
    const next = node?.[step];
    if (next === null || typeof next !== 'object') return false;
    node = next as Record<string, unknown>;
  }
  if (node === null || typeof node !== 'object') return false;
  node[steps[steps.length - 1] as string] = value;
  return true;
}

const asSent = (v: string): string | number => (/^\d+$/.test(v) ? Number(v) : v);

async function judge(ctx: CheckContext): Promise<Verdict> {
  const spec = PATH_WINS[ctx.route.key];
  if (spec === undefined) return skip(`${ctx.route.key} is not a route whose path and body both name the entity`);
  const sync = await syncExecution(ctx);
  if ('outcome' in sync) return sync;
  const { write } = sync;
  if (sync.answer.status < 200 || sync.answer.status >= 300) return skip(`the write did not succeed (${describeExchange(sync.answer.status, sync.answer.json, sync.answer.bodyText)}): write.response-valid judges its answer`);
  const services = ctx.async;
  const ops = bindOpsOf(ctx);
  if (!services || ops === null) return skip('the run\'s services are not wired into the check context');

  // The other entity, of the run's own, made for the check.
  const other = await bindOwned(ops, { path: { other: own(spec.kind, Object.values(spec.sets)[0] ?? 'id') } }, {});
  if (!('params' in other)) return skip(`no other ${spec.kind} of the run's own to name: ${other.reason}`);
  const read = spec.readOther(other.values);
  const otherBefore = await ctx.call(read.caller, { method: 'GET', path: read.path });
  if (otherBefore.status !== 200) return skip(`the other ${spec.kind} of the run's own does not read (${read.path}: ${describeExchange(otherBefore.status, otherBefore.json, otherBefore.bodyText)})`);

  // A fresh body on the path's entity (its names under a sub-prefix of their own), then the other entity's ids in it.
  const bound = withValues(ctx.route.body, write.bound);
  if (bound === null) return skip(`the body of ${ctx.route.key} lacks a field the owned-route table binds`);
  const intended = await services.fillBody(bound.body, `${services.prefix}p${tag()}`);
  const sent = JSON.parse(JSON.stringify(intended)) as unknown;
  const named: string[] = [];
  for (const [pointer, value] of Object.entries(spec.sets)) {
    const v = other.values[value];
    if (v === undefined || !setAt(sent, pointer, asSent(v))) return skip(`${ctx.route.key}: the body has no ${pointer} to name the other ${spec.kind} in`);
    named.push(`${pointer} ${v}`);
  }
  const what = `${ctx.route.key} with ${named.join(' and ')} (another ${spec.kind} of the run's own) in its body`;
  const res = await ctx.call(write.caller, { path: fillPath(ctx.route.path, write.params), body: sent, ...(write.token !== null ? { token: write.token } : {}) });
  ctx.observe('path-id-wins', { named, status: res.status });
  if (res.status < 200 || res.status >= 300) {
    return { outcome: 'fail', broken: `${what}: refused, where the platform acts on the path's entity (${spec.why})`, expected: '2xx, the path\'s entity changed', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  }

  // The answer names the path's entity.
  const { shown, want } = spec.answered(res.json, write.params, write.owned);
  if (want !== undefined && String(shown) !== want) {
    return { outcome: 'fail', broken: `${what}: the answer names another entity than the path's (${spec.why})`, expected: want, actual: JSON.stringify(shown) ?? 'nothing', exchange: res };
  }
  // The other entity: a platform that obeyed the body changed it.
  const otherAfter = await ctx.call(read.caller, { method: 'GET', path: read.path });
  if (otherAfter.status !== otherBefore.status || JSON.stringify(stable(otherAfter.json)) !== JSON.stringify(stable(otherBefore.json))) {
    return { outcome: 'fail', broken: `${what}: the body's entity changed (${read.path}), not only the path's`, expected: describeExchange(otherBefore.status, otherBefore.json, otherBefore.bodyText), actual: describeExchange(otherAfter.status, otherAfter.json, otherAfter.bodyText), exchange: otherAfter };
  }
  // The path's entity reads what was sent, as if the body had named it.
  const readBack = ctx.route.readBack;
  if (readBack === null) return pass(`${describeExchange(res.status, res.json, res.bodyText).slice(0, 80)}; the other ${spec.kind} unchanged (no read-back of the path's entity declared)`);
  const values = { path: write.params, body: intended, answer: res.json, owned: write.owned };
  const after = await readAfter(ctx, values, write.token);
  if (after === null) return pass(`the other ${spec.kind} unchanged`);
  if ('reason' in after) return skip(`the path's entity cannot be read: ${after.reason}`);
  const effect = judgeEffect(readBack, values, after, null, what);
  if (effect.outcome === 'fail') return { ...effect, broken: `${effect.broken} (the path's entity, which the platform acts on: ${spec.why})` };
  if (effect.outcome === 'skip') return effect;
  return pass(`${want !== undefined ? `answered the path's entity (${want}); ` : ''}it reads what was sent (${readBack.route}); the other ${spec.kind}, named in the body, reads as before`);
}

export const writePathIdWins: Check = {
  subject: 'route',
  id: 'write.path-id-wins',
  family: 'write',
  rule: 'A write that names its entity in its path (or by the caller\'s token) and carries an id in its body acts on the path\'s entity: sent on the run\'s own entity with another entity of the run\'s own named in the body (a guest cart item of another cart, another stock, another customer on /me), it answers success naming the path\'s entity, that entity reads what was sent, and the other entity reads as before.',
  source: 'issue 38 item 5; Magento\\Webapi\\Controller\\Rest\\ParamsOverrider::overrideRequestBodyIdWithPathParam, Magento\\Quote\\Plugin\\UpdateCartId, Customer etc/webapi.xml (customer.id forced on /me); magento/magento2 dev/tests/api-functional CustomerRepositoryTest / AccountManagementMeTest::testUpdateCustomer (another customer\'s id in the body of /me); the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (docs/real-platform.md)',
  appliesTo: (route: CompiledRoute) => writeFamily(route) && route.key in PATH_WINS,
  skipsWhen: executingSkip,
  run: judge,
};
