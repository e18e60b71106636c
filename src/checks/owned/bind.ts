// A route bound to the run's own entities (routes.ts), made concrete for one call: each binding's entity is made now
// (one set per call or per bulk element: a link names two products, a bulk of three names three), and the path
// parameters and body fields take their values. What the call is then sent as, when the table says so: the run's own
// customer (self routes act on the run's account).

import type { CallerName, CallOptions, CheckContext, HttpExchange } from '../types.ts';
import { createOwned, type OwnedKind } from './entities.ts';
import { leftLedger, type LeftItem } from './left-ledger.ts';
import { isOwnedValue, type Binding, type OwnedRoute } from './routes.ts';
import { isPlatformValue, type ConfiguredValue } from './route-binding.ts';
import { prepareCall } from './preparation.ts';

/** What binding needs of its caller: calls, the run's prefix (every entity's name starts with it), secrets, and the
 * ledger of what stays (full level). */
export interface BindOps {
  call(caller: CallerName, options: CallOptions): Promise<HttpExchange>;
  prefix: string;
  secret(value: string): void;
  leave(item: LeftItem): void;
  /** What the entities are made for (a route key), recorded with what they leave. */
  by: string;
  /** A value the run is configured with (the admin's sign-in), or null when it has none. */
  configured?(name: ConfiguredValue['configured']): string | null;
  /** A setting of the run a factory needs (COMMERCE_DOWNLOADABLE_HOST), or null when unset. */
  setting?(name: 'downloadable-host'): string | null;
  /** Record a fact in the test's record (the attempts of a preparing write that had to be repeated). */
  observe?(key: string, value: unknown): void;
}

/** A route check's binding operations: its calls, the run's prefix, its secrets, the run's ledger of what stays. */
export function bindOpsOf(ctx: CheckContext): BindOps | null {
  const prefix = ctx.async?.prefix;
  if (prefix === undefined) return null;
  return {
    call: (caller, options) => ctx.call(caller, options),
    prefix,
    secret: (v) => ctx.secret(v),
    leave: (item) => leftLedger().left(item),
    by: ctx.route.key,
    setting: () => ctx.target.downloadableHost ?? null,
    observe: (key, value) => ctx.observe(key, value),
    configured: (name) => {
      const signIn = ctx.signIn?.('admin') ?? null;
      return signIn === null ? null : name === 'admin-username' ? signIn.username : signIn.password;
    },
  };
}

/** One call's values: its path parameters, its bound body fields (as idFields writes them: prices[0].sku), the
 * token it is sent with when it acts as the run's own customer, and every value of the entities made for it (what a
 * read-back names as owned.<value>: the sku of the product whose link the call names by id). */
export interface Bound {
  params: Record<string, string>;
  body: Record<string, unknown>;
  /** Bound query parameters (OwnedRoute.query). */
  query: Record<string, string>;
  token: string | null;
  values: Record<string, string>;
}

/** A name for an entity of the run's own: the prefix, "o" and six random characters. */
export const ownedName = (prefix: string): string => `${prefix}o${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;

/** Secrets met while making the worker's entities (module state: one process per worker). An entity one test makes
 * for the worker's later tests (a shared gift card account: its code) is used where its maker's record is not: every
 * binding declares them all again, so each record that may show one scrubs it. */
const workerSecrets = new Set<string>();

/** Make the entities the route's bindings name, and the values the call takes from them; or why it cannot be made. */
export async function bindOwned(caller: BindOps, owned: OwnedRoute, params: Record<string, string>): Promise<Bound | { reason: string }> {
  for (const known of workerSecrets) caller.secret(known);
  const ops: BindOps = { ...caller, secret: (v) => {
    workerSecrets.add(v);
    caller.secret(v);
  } };
  const made = new Map<string, Record<string, string>>();
  const entity = async (kind: OwnedKind, slot: number | 'shared'): Promise<{ values: Record<string, string> } | { reason: string }> => {
    if (slot === 'shared') {
      const values = await sharedValue(`${ops.prefix}#dependency#${kind}`, async () => {
        const created = await createOwned(factoryOps(ops, made), kind, ownedName(ops.prefix));
        return 'values' in created ? created.values : created;
      });
      return 'reason' in values ? { reason: String(values.reason) } : { values };
    }
    const key = `${kind}#${slot}`;
    const known = made.get(key);
    if (known !== undefined) return { values: known };
    const created = await createOwned(factoryOps(ops, made), kind, ownedName(ops.prefix));
    if ('values' in created) made.set(key, created.values);
    return created;
  };
  const valueOf = async (binding: Binding): Promise<string | number | { reason: string }> => {
    if (isPlatformValue(binding)) return binding.platform.values[0] ?? '';
    if (!isOwnedValue(binding)) {
      const configured = ops.configured?.(binding.configured) ?? null;
      return configured ?? { reason: `the run signs in with the configured admin's ${binding.configured === 'admin-username' ? 'username' : 'password'}, and the admin is configured by token only (COMMERCE_ADMIN_TOKEN)` };
    }
    const got = await entity(binding.entity, binding.shared === true ? 'shared' : (binding.slot ?? 0));
    if (!('values' in got)) return got;
    const value = got.values[binding.value];
    return value === undefined ? { reason: `the run's own ${binding.entity} has no ${binding.value}` } : value;
  };
  const out: Bound = { params: { ...params }, body: {}, query: {}, token: null, values: {} };
  for (const [name, binding] of Object.entries(owned.path)) {
    const value = await valueOf(binding);
    if (typeof value === 'object') return value;
    out.params[name] = String(value);
  }
  for (const [pointer, binding] of Object.entries(owned.body ?? {})) {
    const value = await valueOf(binding);
    if (typeof value === 'object') return value;
    // Ids go as numbers, as the contract writes them; skus, codes, e-mails and increment ids (000000005) as text.
    out.body[pointer] = typeof value === 'string' && /^\d+$/.test(value) && /(^|_)id$|Id$/.test(pointer) && !/increment_id$/.test(pointer) ? Number(value) : value;
  }
  for (const [name, binding] of Object.entries(owned.query ?? {})) {
    const value = await valueOf(binding);
    if (typeof value === 'object') return value;
    out.query[name] = String(value);
  }
  if (owned.as !== undefined) {
    const token = await valueOf(owned.as);
    if (typeof token === 'object') return token;
    out.token = String(token);
  }
  // The route's own entities first (slot 0 before later slots), then what their factories made for them.
  const keys = [...made.keys()].sort((a, b) => rank(a) - rank(b));
  for (const key of keys) for (const [k, v] of Object.entries(made.get(key) ?? {})) if (!(k in out.values)) out.values[k] = v;
  return out;
}

/** The order an entity's values are offered to a read-back in: the route's own (slot 0, 1, ...), then dependencies. */
const rank = (key: string): number => (key.endsWith('#dep') ? 1000 : Number(key.split('#')[1] ?? 0));

/** A factory's call: a save that failed for the platform's own reasons (a lost deadlock) is tried again, a bounded
 * number of times (preparation.ts); the entity is the run's own, named with its prefix, so a repeat can only make or
 * find that one. Every attempt of a call that was repeated is recorded in the test's record. */
function prepared(ops: BindOps): (caller: CallerName, options: CallOptions) => Promise<HttpExchange> {
  return (caller, options) => prepareCall((c, o) => ops.call(c, o), caller, options, ops.prefix, (attempts) => ops.observe?.('preparation-attempts', attempts));
}

/** Values shared by every binding of a worker and run (Ops.shared), by the run's prefix and key. */
const sharedMemo = new Map<string, Promise<unknown>>();

/** One value per worker and run: made on first use; a failure (a reason) is not kept, so the next binding retries. */
function sharedValue<T>(key: string, make: () => Promise<T>): Promise<T> {
  const hit = sharedMemo.get(key) as Promise<T> | undefined;
  if (hit !== undefined) return hit;
  const made = make();
  sharedMemo.set(key, made);
  const forget = (): void => void sharedMemo.delete(key);
  made.then((value) => {
    if (value !== null && typeof value === 'object' && 'reason' in value) forget();
  }, forget);
  return made;
}

/** Unit tests: forget the shared values (each test makes its own). */
export function forgetShared(): void {
  sharedMemo.clear();
  workerSecrets.clear();
}

/** A factory's view of the binding: its own dependencies are made once per call, like the route's bindings (an
 * order and the invoice route that names it share one product only if both bind slot 0 of it). */
function factoryOps(ops: BindOps, made: Map<string, Record<string, string>>): Parameters<typeof createOwned>[0] {
  const self: Parameters<typeof createOwned>[0] = {
    call: prepared(ops),
    secret: ops.secret,
    ...(ops.setting ? { setting: ops.setting } : {}),
    leave: (item) => ops.leave({ ...item, by: ops.by }),
    shared: (key, make) => sharedValue(`${ops.prefix}#${key}`, make),
    async own(kind, use) {
      if (use === 'shared' && self.shared !== undefined) {
        const values = await self.shared(`dependency#${kind}`, async () => {
          const created = await createOwned(self, kind, ownedName(ops.prefix));
          return 'values' in created ? created.values : created;
        });
        if (!('reason' in values)) made.set(`${kind}#dep`, values);
        return values;
      }
      const key = `${kind}#dep`;
      const known = made.get(key);
      if (known !== undefined) return known;
      const created = await createOwned(self, kind, ownedName(ops.prefix));
      if (!('values' in created)) return created;
      made.set(key, created.values);
      return created.values;
    },
  };
  return self;
}

/** The factory operations of a route check that makes entities of the run's own outside a route binding (the search
 * and read families' own items): what they need is made too, once per call. Null where the run's services are not
 * wired into the check context. */
export function factoryOpsOf(ctx: CheckContext): Parameters<typeof createOwned>[0] | null {
  const ops = bindOpsOf(ctx);
  return ops === null ? null : factoryOps(ops, new Map());
}
