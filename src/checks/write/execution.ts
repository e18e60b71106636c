// One synchronous execution of a write route on the run's own data, as the write family makes it: the one preparation
// of the run's own writes in its executed mode (src/checks/owned/prepare.ts: the confinement decided, the level and the
// edition checked, the platform entities the body points at read, the run's own entities made and bound), the
// contract body filled under a sub-prefix of the run's prefix, then the call, sent as the admin, a guest, or the run's
// own customer.

import { fillPath } from '../../contracts/paths.ts';
import { parseSource, resolveSource, type WriteValues } from '../../contracts/read-back.ts';
import { mediaFileOf } from '../owned/catalog-entities.ts';
import { leftLedger } from '../owned/left-ledger.ts';
import type { LeftByRoute } from '../owned/route-binding.ts';
import { filledBody, prepareOwned } from '../owned/prepare.ts';
import type { CallerName, CheckContext, ConfiguredFacts, HttpExchange, Verdict } from '../types.ts';
import { skip, writesAllowed } from '../types.ts';
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
  /** Bound query parameters (OwnedRoute.query), or none. */
  query: Record<string, string>;
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
  const prepared = await prepareOwned(ctx, 'executed', 1);
  if ('outcome' in prepared) return prepared;
  const { caller, token, confinement } = prepared;
  const element = prepared.elements[0];
  const services = ctx.async;
  if (!services || element === undefined) return skip('the run\'s services are not wired into the check context');
  const prefix = `${services.prefix}w${tag()}`;
  const body = ctx.route.body === null ? undefined : await filledBody(ctx, element, prefix);
  secretsOf(body, ctx);
  const table = confinement.owned;
  return { caller, token, path: fillPath(ctx.route.path, element.params), params: element.params, query: element.query ?? {}, body, bound: element.body, prefix, owned: element.values ?? {}, secretAnswer: table?.secretAnswer === true, leaves: table?.leaves ?? null };
}

/** Passwords a body sends (a new customer's) are secrets from now on. */
function secretsOf(body: unknown, ctx: CheckContext): void {
  if (body === null || typeof body !== 'object') return;
  for (const [key, value] of Object.entries(body)) {
    if (/password/i.test(key) && typeof value === 'string') ctx.secret(value);
    else secretsOf(value, ctx);
  }
}

/** Send the prepared write, synchronously; a token it answers is a secret from now on, and what it leaves behind (full
 * level) is recorded in the run's ledger. */
export async function execute(ctx: CheckContext, write: PreparedWrite): Promise<HttpExchange> {
  const res = await ctx.call(write.caller, { path: write.path, ...(Object.keys(write.query).length > 0 ? { query: write.query } : {}), ...(write.body !== undefined ? { body: write.body } : {}), ...(write.token !== null ? { token: write.token } : {}) });
  if (write.secretAnswer && typeof res.json === 'string') ctx.secret(res.json);
  if (write.leaves !== null && res.status >= 200 && res.status < 300) await recordLeft(ctx, valuesOf(write, res), write.leaves);
  return res;
}

/** The item a successful write leaves, by the id its answer or path names (a guest cart by its masked id), given the
 * write's values (its answer included): the executed write's, or a bad input's the platform wrongly accepted. A media
 * entry is recorded by the path of its file under pub/media (read from the entry), since the file is what stays. An
 * answer without the id is still recorded, by the route, so after-run.json shows the run knew it made something it
 * could not name. */
export async function recordLeft(ctx: CheckContext, values: WriteValues, leaves: LeftByRoute): Promise<void> {
  const source = parseSource(leaves.id);
  const value = source === null ? undefined : resolveSource(source, values);
  let id = typeof value === 'string' || typeof value === 'number' ? String(value) : `unknown (${ctx.route.key} answered no ${leaves.id})`;
  if (leaves.kind === 'media file' && (typeof value === 'string' || typeof value === 'number')) {
    const sku = values.path['sku'];
    const file = sku === undefined ? null : await mediaFileOf({ call: (caller, options) => ctx.call(caller, options) }, sku, id);
    // Without the path the entry id still names it (GET /V1/products/:sku/media/:entryId reads it back).
    id = file ?? `${sku ?? ''} media entry ${id}`;
  }
  leftLedger().left({ kind: leaves.kind, id, ...(leaves.masked ? { maskedId: id } : {}), by: ctx.route.key });
}

/** What a read-back takes from one execution. */
export const valuesOf = (write: PreparedWrite, res: HttpExchange | null): WriteValues => ({ path: write.params, body: write.body, answer: res?.json, owned: write.owned });

export const isPrepared = (v: PreparedWrite | Verdict): v is PreparedWrite => 'path' in v && !('outcome' in v);
