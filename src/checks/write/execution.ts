// One synchronous execution of a write route on the run's own data, as the write family makes it: the confinement
// decided (confinement.ts), the level and the edition checked, the platform entities the body points at read, the
// run's own entities made and bound (src/checks/owned), the contract body filled under a sub-prefix of the run's
// prefix, then the call, sent as the admin, a guest, or the run's own customer.

import { fillPath } from '../../contracts/paths.ts';
import { parseSource, resolveSource, type WriteValues } from '../../contracts/read-back.ts';
import { mediaFileOf } from '../owned/catalog-entities.ts';
import { leftLedger } from '../owned/left-ledger.ts';
import type { LeftByRoute } from '../owned/route-binding.ts';
import { missingReference } from '../async/safety.ts';
import { integerIds, paramValues, withValues } from '../owned/body-ids.ts';
import { bindOpsOf, bindOwned, whatStays } from '../owned/bind.ts';
import type { CallerName, CheckContext, ConfiguredFacts, HttpExchange, Verdict } from '../types.ts';
import { levelCovers, skip, writesAllowed } from '../types.ts';
import { untraceableOn, writeConfinement } from '../owned/confinement.ts';
import { callerUnavailable } from '../stand-in.ts';
import type { CompiledRoute } from '../../contracts/types.ts';

export const WRITES_DENIED_SYNC = 'writes are denied (COMMERCE_WRITES is not allow or full): this check executes the write';

/** The write checks run only where writes are allowed (declared skipped otherwise, never dispatched). */
export const executingSkip = (_route: CompiledRoute, configured: ConfiguredFacts): string | null => (writesAllowed(configured.writes) ? null : WRITES_DENIED_SYNC);

/** The routes the write family applies to: every write of the store web API (reads sent as POST included). */
export const writeFamily = (route: CompiledRoute): boolean => route.base === 'store' && route.method !== 'GET';

/** A write ready to send: who sends it, where, with what. */
export interface PreparedWrite {
  caller: CallerName;
  /** The run's own customer's token for self routes, else null (the caller's own). */
  token: string | null;
  path: string;
  params: Record<string, string>;
  body: unknown;
  /** The body fields bound to the run's own entities (as idFields writes them: prices[0].sku), before the contract's
   * body was filled: what a bulk that reuses these entities binds in each element. */
  bound: Record<string, unknown>;
  /** The sub-prefix the body's {{prefix}} became: what this execution creates starts with it. */
  prefix: string;
  /** The values of the run's own entities made for it (a read-back's owned.<value>). */
  owned: Record<string, string>;
  /** The answer is a secret (a token): scrubbed from reports once it arrives. */
  secretAnswer: boolean;
  /** What the call itself leaves that no REST call removes (full level): recorded when it succeeds. */
  leaves: LeftByRoute | null;
}

/** A short tag per execution: two executions of one route (two checks, or the same check on two targets) create
 * differently named entities. */
const tag = (): string => Math.random().toString(36).slice(2, 5).padEnd(3, '0');

/** Everything one execution needs, made now on the target (the run's own entities), or why the write is not run. */
export async function prepareWrite(ctx: CheckContext): Promise<PreparedWrite | Verdict> {
  if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SYNC);
  const confinement = writeConfinement(ctx.route, ctx.permission);
  if (!confinement.ok) return skip(confinement.reason);
  if (!levelCovers(ctx.target.writes, confinement.level)) {
    const stays = confinement.owned !== null ? whatStays(confinement.owned) : 'carts, orders or sales documents';
    return skip(`not executed at COMMERCE_WRITES=allow: it leaves ${stays}, which no REST call removes (COMMERCE_WRITES=full runs it and lists what stays in after-run.json)`);
  }
  const untraceable = untraceableOn(ctx.route, ctx.target.edition);
  if (untraceable !== null) return skip(untraceable);
  const caller = callerOf(ctx);
  if (typeof caller !== 'string') return skip(caller.reason);
  const noAdmin = callerUnavailable(ctx.target, 'admin');
  if ((confinement.owned !== null || confinement.references.length > 0) && noAdmin !== null) {
    return skip(`not executed: the run makes its own entities to write on, and confirms the platform entities a body names, as the admin, and ${noAdmin}`);
  }
  const missing = await missingReference(ctx, confinement.references);
  if (missing !== null) return skip(`not executed: ${missing}`);
  const harmless = await ctx.resolvePath('harmless');
  if (typeof harmless !== 'string') return skip(harmless.reason);
  let params = integerIds(paramValues(ctx.route.path, harmless));
  let boundBody: Record<string, unknown> = {};
  let token: string | null = null;
  let owned: Record<string, string> = {};
  if (confinement.owned !== null) {
    const ops = bindOpsOf(ctx);
    if (ops === null) return skip('the run\'s services are not wired into the check context');
    const bound = await bindOwned(ops, confinement.owned, params);
    if (!('params' in bound)) return skip(`not executed: ${bound.reason}`);
    params = bound.params;
    boundBody = bound.body;
    token = bound.token;
    owned = bound.values;
  }
  const services = ctx.async;
  if (!services) return skip('the run\'s services are not wired into the check context');
  const prefix = `${services.prefix}w${tag()}`;
  // Bound first, then filled: a field the table binds never resolves the contract's {{fixture:...}} it replaces.
  const bound = withValues(ctx.route.body, boundBody);
  if (bound === null) return skip(`the body of ${ctx.route.key} lacks a field the owned-route table binds`);
  const body = ctx.route.body === null ? undefined : await services.fillBody(bound.body, prefix);
  secretsOf(body, ctx);
  const table = confinement.owned;
  return { caller, token, path: fillPath(ctx.route.path, params), params, body, bound: boundBody, prefix, owned, secretAnswer: table?.secretAnswer === true, leaves: table?.leaves ?? null };
}

/** Passwords a body sends (a new customer's) are secrets from now on. */
function secretsOf(body: unknown, ctx: CheckContext): void {
  if (body === null || typeof body !== 'object') return;
  for (const [key, value] of Object.entries(body)) {
    if (/password/i.test(key) && typeof value === 'string') ctx.secret(value);
    else secretsOf(value, ctx);
  }
}

/** Who sends the write: a guest for anonymous routes, the run's own customer (its token) for self routes, else the
 * admin. */
function callerOf(ctx: CheckContext): CallerName | { reason: string } {
  if (ctx.permission === 'anonymous') return 'guest';
  if (ctx.permission === 'self') return 'customer';
  const missing = callerUnavailable(ctx.target, 'admin');
  return missing === null ? 'admin' : { reason: missing };
}

/** Send the prepared write, synchronously; a token it answers is a secret from now on, and what it leaves behind (full
 * level) is recorded in the run's ledger. */
export async function execute(ctx: CheckContext, write: PreparedWrite): Promise<HttpExchange> {
  const res = await ctx.call(write.caller, { path: write.path, ...(write.body !== undefined ? { body: write.body } : {}), ...(write.token !== null ? { token: write.token } : {}) });
  if (write.secretAnswer && typeof res.json === 'string') ctx.secret(res.json);
  if (write.leaves !== null && res.status >= 200 && res.status < 300) await recordLeft(ctx, write, write.leaves, res);
  return res;
}

/** The item a successful write leaves, by the id its answer or path names (a guest cart by its masked id). A media
 * entry is recorded by the path of its file under pub/media (read from the entry), since the file is what stays. An
 * answer without the id is still recorded, by the route, so after-run.json shows the run knew it made something it
 * could not name. */
async function recordLeft(ctx: CheckContext, write: PreparedWrite, leaves: LeftByRoute, res: HttpExchange): Promise<void> {
  const source = parseSource(leaves.id);
  const value = source === null ? undefined : resolveSource(source, valuesOf(write, res));
  let id = typeof value === 'string' || typeof value === 'number' ? String(value) : `unknown (${ctx.route.key} answered no ${leaves.id})`;
  if (leaves.kind === 'media file' && (typeof value === 'string' || typeof value === 'number')) {
    const sku = write.params['sku'];
    const file = sku === undefined ? null : await mediaFileOf({ call: (caller, options) => ctx.call(caller, options) }, sku, id);
    // Without the path the entry id still names it (GET /V1/products/:sku/media/:entryId reads it back).
    id = file ?? `${sku ?? ''} media entry ${id}`;
  }
  leftLedger().left({ kind: leaves.kind, id, ...(leaves.masked ? { maskedId: id } : {}), by: ctx.route.key });
}

/** What a read-back takes from one execution. */
export const valuesOf = (write: PreparedWrite, res: HttpExchange | null): WriteValues => ({ path: write.params, body: write.body, answer: res?.json, owned: write.owned });

export const isPrepared = (v: PreparedWrite | Verdict): v is PreparedWrite => 'path' in v && !('outcome' in v);
