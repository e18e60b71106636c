// Whether, and how, a write route may act on the run's own data: decided from the contract and the tables of the
// run's own entities alone, once for both ways the suite sends a write. A write is sent only when its effect is
// confined to what the run makes (and then removes, or at the full level lists as left by design), with a body that
// can succeed:
// - executed (the write family, input.*): a synchronous call is answered at once, so a self route can run as the run's
//   own customer and a read sent as POST simply runs;
// - queued (async.* and bulk.*): the operation runs later, unattended, in the installation's consumer, so it must
//   execute on the run's own entities with a body valid enough to run, and create nothing the cleanup cannot remove.
//   No path parameter may name an entity (the suite fills them with harmless values no entity has, and an operation
//   executed against an id that does not resolve is exactly what kills the 2.4.7 consumer: a guest cart id that does
//   not resolve, TypeError in an inventory plugin; DELETE salesRules/:ruleId, "Unknown named parameter $ruleId"), the
//   body must carry the run's prefix, and it must create an entity of a kind the sweep removes
//   (src/cleanup/sweep-kinds.ts).
// In both modes a body may name no real entity ({{fixture:...}}), no self route acts on the configured customer's
// account, and no body field names an entity by a literal id except the platform's own entities every installation
// has (platform-references.ts, read on the target before anything is sent: prepare.ts). Routes listed in OWNED_ROUTES
// are bound instead: their path parameters and listed body fields take the values of entities the run creates just
// before (bind.ts), so the call acts on those. The reasons' texts are the mode's own (user-visible, in baselines).

import { kindCreatedBy, SWEEP, valueAt, type SweepKind } from '../../cleanup/sweep-kinds.ts';
import type { CompiledRoute, Permission } from '../../contracts/types.ts';
import { describeName, isIdKey, idFields, platformReferenceOf, withValues } from './body-ids.ts';
import { COMMERCE_FACTORIES } from './commerce-entities.ts';
import { COMMERCE_ROUTES } from './commerce-routes.ts';
import { EDITION_FACTORIES } from './edition-entities.ts';
import { EDITION_ROUTES } from './edition-routes.ts';
import { OWNED_FACTORIES, type OwnedKind } from './entities.ts';
import type { PlatformReference } from './platform-references.ts';
import { isOwnedValue, OWNED_ROUTES, type OwnedRoute } from './routes.ts';
import { isPlatformValue } from './route-binding.ts';

/** How the write is sent: answered at once, or queued for the consumer. */
export type Mode = 'executed' | 'queued';

export type Confinement =
  | {
      ok: true;
      /** allow: removed by the sweep; full: leaves data no REST call removes. */
      level: 'allow' | 'full';
      /** What it does to the run's own data, for reasons and reports. */
      kind: 'owned' | 'creates' | 'reads';
      owned: OwnedRoute | null;
      /** The kind the sweep removes it as, when it creates one. */
      creates: SweepKind | null;
      /** Platform entities its body or its bound entities point at: read on the target before anything is sent. */
      references: PlatformReference[];
    }
  | { ok: false; reason: string };

/** What the confinement reads of a route: the queued mode needs no more than a route's call shape. */
export type ConfinedRoute = Pick<CompiledRoute, 'method' | 'path' | 'pathParams' | 'params' | 'body'> & Partial<Pick<CompiledRoute, 'base' | 'safety' | 'write'>>;

/** Why an operation that would execute against something that does not resolve is not queued (the measured harm). */
export const EXECUTES_AGAINST_IT = 'queued, the operation would execute against it (on 2.4.7 such messages can kill the consumer)';

/** Why a route bound to carts, orders or sales documents is not queued by a per-route check. */
export const NOT_QUEUED_COMMERCE = 'not queued by the per-route checks: it acts on carts, orders or sales documents, which no REST call removes (the commerce scenarios queue the sales writes on the run\'s own orders at COMMERCE_WRITES=full, and wait for each)';

const NO_OWNED = 'no entity the run makes is bound to it';

/** The reasons, in each mode's words. */
const REASONS = {
  executed: {
    realData: 'not executed: its body names real entities of the target ({{fixture:...}}), so executed it would change data the run did not create',
    pathParam: (name: string) => `not executed: :${name} would be ${describeName(name)} that is not the run's own (${NO_OWNED}), so no call of it can succeed on the run's data`,
    ownedPathParam: (name: string) => `not executed: :${name} would be ${describeName(name)} that is not the run's own (${NO_OWNED})`,
    self: `not executed: a self route acts on the caller's own account, and ${NO_OWNED} (the run's own customer)`,
    ownedSelf: 'not executed: a self route acts on the caller\'s own account, and the table does not send it as the run\'s own customer',
    idField: (pointer: string, value: unknown, key: string) => `not executed: body field ${pointer} would be ${JSON.stringify(value)}, ${describeName(key)} that is not the run's own`,
    createsNothing: `not executed: it acts on an entity the body names, and ${NO_OWNED}, so no call of it can succeed on the run's data`,
    unnamed: (kind: SweepKind) => `not executed: the new ${kind.kind} is not named with the run's prefix (${kind.create.pointer.join('.')}), so the sweep could not find it`,
  },
  queued: {
    realData: 'not queued: its body references real entities of the target ({{fixture:...}}), so the queued operation would change data the run did not create',
    pathParam: (name: string) => `not queued: :${name} would be ${describeName(name)} that does not resolve; ${EXECUTES_AGAINST_IT}`,
    ownedPathParam: (name: string) => `not queued: :${name} would be ${describeName(name)} that does not resolve (no value of the run's own entities is bound to it); ${EXECUTES_AGAINST_IT}`,
    self: 'not queued: a self route acts on the configured customer\'s own (real) data when executed',
    ownedSelf: 'not queued: a self route acts on the configured customer\'s own (real) data when executed',
    idField: (pointer: string, value: unknown, key: string) => `not queued: body field ${pointer} would be ${JSON.stringify(value)}, ${describeName(key)} that does not resolve to an entity the run created; ${EXECUTES_AGAINST_IT}`,
    createsNothing: `not queued: it creates nothing the cleanup removes, so executed it would act on entities named by the run's prefix that do not exist (queued are only creations of ${SWEEP.map((k) => k.kind).join(', ')})`,
    unnamed: (kind: SweepKind) => `not queued: the new ${kind.kind} is not named with the run's prefix (${kind.create.pointer.join('.')}), so the cleanup could not find it`,
  },
} as const;

/** Whether, and how, `route` may be sent in `mode` on the run's own data, called with `permission`. */
export function confine(route: ConfinedRoute, permission: Permission, mode: Mode): Confinement {
  const says = REASONS[mode];
  if (mode === 'executed') {
    // The contract's own word that no execution can be confined (queueing is ruled by the body and sweep rules).
    if (route.write?.notExecutable !== undefined) return { ok: false, reason: `not executed: ${route.write.notExecutable}` };
    if (route.base !== 'store') return { ok: false, reason: 'not executed: not a route of the store web API' };
  }
  const owned = OWNED_ROUTES[`${route.method} ${route.path}`];
  if (owned !== undefined) return ownedConfinement(route, permission, owned, mode);
  for (const name of route.pathParams) {
    const source = route.params[name];
    if (!(source !== undefined && 'literal' in source && !isIdKey(name))) return { ok: false, reason: says.pathParam(name) };
  }
  const text = JSON.stringify(route.body ?? null);
  if (text.includes('{{fixture:')) return { ok: false, reason: says.realData };
  if (permission === 'self') return { ok: false, reason: says.self };
  // What a queued operation creates or changes must be told apart from real data; a synchronous creation is held to
  // its name below, and a read sent as POST creates nothing.
  if (mode === 'queued' && !text.includes('{{prefix}}')) return { ok: false, reason: 'not queued: its body carries nothing of the run\'s prefix, so what the queued operation creates or changes could not be told apart from real data' };
  const references: PlatformReference[] = [];
  for (const field of idFields(route.body)) {
    const reference = platformReferenceOf(field);
    if (reference === null) return { ok: false, reason: says.idField(field.pointer, field.value, field.key) };
    if (!references.includes(reference)) references.push(reference);
  }
  if (mode === 'executed' && route.safety === 'read') return { ok: true, level: 'allow', kind: 'reads', owned: null, creates: null, references };
  const kind = kindCreatedBy(route.method, route.path);
  if (kind === null) return { ok: false, reason: says.createsNothing };
  const named = valueAt(route.body, kind.create.pointer);
  if (typeof named !== 'string' || !named.startsWith('{{prefix}}')) return { ok: false, reason: says.unnamed(kind) };
  return { ok: true, level: 'allow', kind: 'creates', owned: null, creates: kind, references };
}

/** The route is one of the commerce core's (a cart, checkout, an order, a sales document) or Adobe Commerce's own on
 * them (gift cards, returns, ...), or binds an entity of either. */
function actsOnCommerce(route: Pick<CompiledRoute, 'method' | 'path'>, owned: OwnedRoute): boolean {
  const key = `${route.method} ${route.path}`;
  if (key in COMMERCE_ROUTES || key in EDITION_ROUTES) return true;
  return bindingsOf(owned).some((b) => isOwnedValue(b) && (b.entity in COMMERCE_FACTORIES || b.entity in EDITION_FACTORIES));
}

/**
 * An owned route (routes.ts): every path parameter that names an entity is bound to one the run creates first or to
 * a platform entity, the listed body fields take those values, and the rest of the body obeys the rules of a creation
 * (no real entity by fixture, no literal id other than a platform entity's).
 */
function ownedConfinement(route: ConfinedRoute, permission: Permission, owned: OwnedRoute, mode: Mode): Confinement {
  const says = REASONS[mode];
  if (mode === 'queued') {
    // Bound for synchronous execution only: its queued form does harm a synchronous call does not (the table says why).
    if (owned.notQueued !== undefined) return { ok: false, reason: `not queued: ${owned.notQueued}` };
    // Carts, orders and sales documents stay on the installation (no REST call removes them): the per-route checks
    // never queue them; the commerce scenarios queue the sales writes at COMMERCE_WRITES=full and wait for each.
    if (actsOnCommerce(route, owned)) return { ok: false, reason: NOT_QUEUED_COMMERCE };
  }
  for (const name of route.pathParams) {
    if (owned.path[name] !== undefined) continue;
    const source = route.params[name];
    if (source !== undefined && 'literal' in source && !isIdKey(name)) continue;
    return { ok: false, reason: says.ownedPathParam(name) };
  }
  // A self route is sent only as the run's own customer (its token): never on the configured customer's account.
  if (permission === 'self' && owned.as === undefined) return { ok: false, reason: says.ownedSelf };
  const boundBody = owned.body ?? {};
  const bound = withValues(route.body, Object.fromEntries(Object.keys(boundBody).map((k) => [k, 'bound'])));
  if (bound === null) return { ok: false, reason: `not ${mode}: the contract body lacks a field the owned-route table binds (${Object.keys(boundBody).join(', ')})` };
  if (JSON.stringify(bound.body ?? null).includes('{{fixture:')) return { ok: false, reason: says.realData };
  const references: PlatformReference[] = [];
  const add = (r: PlatformReference): void => {
    if (!references.includes(r)) references.push(r);
  };
  for (const field of idFields(route.body)) {
    // A list of ids whose items the table binds (rule.tax_rate_ids[0]) holds the run's own entity, not a literal id.
    if (field.pointer in boundBody || Object.keys(boundBody).some((k) => k.startsWith(`${field.pointer}[`))) continue;
    const reference = platformReferenceOf(field);
    if (reference === null) return { ok: false, reason: says.idField(field.pointer, field.value, field.key) };
    add(reference);
  }
  for (const binding of [...Object.values(owned.path), ...Object.values(boundBody)]) {
    if (isPlatformValue(binding)) add(binding.platform);
    else if (isOwnedValue(binding) && OWNED_FACTORIES[binding.entity].reads.length > 0) add(factoryReference(binding.entity));
  }
  return { ok: true, level: levelOf(owned), kind: 'owned', owned, creates: kindCreatedBy(route.method, route.path), references };
}

const factoryReferences = new Map<OwnedKind, PlatformReference>();
/** What a factory's create body points at, as a reference the preparation reads (one object per kind, so it is read
 * once). */
function factoryReference(entity: OwnedKind): PlatformReference {
  let hit = factoryReferences.get(entity);
  if (!hit) {
    hit = { field: entity, values: [], names: `the platform entities the run's own ${entity} is created with`, reads: OWNED_FACTORIES[entity].reads };
    factoryReferences.set(entity, hit);
  }
  return hit;
}

const bindingsOf = (owned: OwnedRoute) => [...Object.values(owned.path), ...Object.values(owned.body ?? {}), ...Object.values(owned.query ?? {}), ...(owned.as ? [owned.as] : [])];

/** What a full-level entity leaves, in words, for the reasons of the routes bound to it (other kinds: their name). */
const SOURCE_STAYS = 'a disabled MSI source (no REST call deletes one)';
const STOCK_TABLE_STAYS = 'an empty MSI index table inventory_stock_<id> (the platform keeps it once the stock is deleted)';
const GIFT_CARD_STAYS = 'a gift card account the run buys (its order and invoice: no REST call removes one)';
const STAYS: Partial<Record<OwnedKind, string>> = {
  'imaged-product': 'a product image file in pub/media', 'run-source': SOURCE_STAYS, 'transfer-product': SOURCE_STAYS, 'linked-stock': `${SOURCE_STAYS}; ${STOCK_TABLE_STAYS}`,
  stock: STOCK_TABLE_STAYS, 'channelled-stock': STOCK_TABLE_STAYS,
  'giftcard-account': GIFT_CARD_STAYS, 'giftcard-guest-cart': GIFT_CARD_STAYS, 'giftcard-cart': GIFT_CARD_STAYS, 'giftcard-own-cart': GIFT_CARD_STAYS,
  rma: 'a return of an order of the run\'s own', 'rma-track': 'a return of an order of the run\'s own', 'registry-item': 'a cart of the run\'s own customer',
};
const STAYS_BY_ROUTE: Record<string, string> = { 'media file': 'an image file in pub/media', 'wrapping image': 'an image file in pub/media/wrapping', cart: 'a cart', order: 'an order', invoice: 'an invoice', shipment: 'a shipment', creditmemo: 'a credit memo', source: SOURCE_STAYS, return: 'a return of an order', 'gift card account': 'a gift card account', 'stock index table': STOCK_TABLE_STAYS };

/** What a full-level route leaves behind that no REST call removes, in words ("an image file in pub/media"). */
export function whatStays(owned: OwnedRoute): string {
  const out = new Set<string>();
  if (owned.leaves !== undefined) out.add(STAYS_BY_ROUTE[owned.leaves.kind] ?? owned.leaves.kind);
  for (const b of bindingsOf(owned)) {
    if (isOwnedValue(b) && OWNED_FACTORIES[b.entity].level === 'full') out.add(STAYS[b.entity] ?? `the run's own ${b.entity}`);
  }
  return out.size > 0 ? [...out].join(', ') : 'carts, orders or sales documents';
}

/** The level a bound route needs: full when any entity it binds leaves data no REST call removes, or the route's own
 * effect does (the table's level). */
export function levelOf(owned: OwnedRoute): 'allow' | 'full' {
  if (owned.level === 'full') return 'full';
  return bindingsOf(owned).some((b) => isOwnedValue(b) && OWNED_FACTORIES[b.entity].level === 'full') ? 'full' : 'allow';
}
