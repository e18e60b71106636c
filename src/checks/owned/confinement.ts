// Which write routes the write family executes synchronously, decided from the contract and the tables of the run's
// own entities alone: a write is executed only when its effect is confined to what the run makes (and then removes,
// or at the full level lists as left by design), with a body that can succeed. The same rules as queueing
// (src/checks/async/safety.ts), except that a synchronous call is answered at once, so a self route can run as the
// run's own customer and a read sent as POST simply runs.

import { kindCreatedBy, valueAt, type SweepKind } from '../../cleanup/sweep-kinds.ts';
import type { CompiledRoute, Permission } from '../../contracts/types.ts';
import { describeName, ID_KEY, idFields, platformReferenceOf, withValues } from './body-ids.ts';
import { levelOf } from './bind.ts';
import { OWNED_FACTORIES } from './entities.ts';
import type { PlatformReference } from './platform-references.ts';
import { isOwnedValue, OWNED_ROUTES, type OwnedRoute } from './routes.ts';
import { isPlatformValue } from './route-binding.ts';

export type WriteConfinement =
  | {
      ok: true;
      /** allow: removed by the sweep; full: leaves data no REST call removes. */
      level: 'allow' | 'full';
      /** What it does to the run's own data, for reasons and reports. */
      kind: 'owned' | 'creates' | 'reads';
      owned: OwnedRoute | null;
      creates: SweepKind | null;
      /** Platform entities its body or its bound entities point at: read on the target before anything is written. */
      references: PlatformReference[];
    }
  | { ok: false; reason: string };

const NO_OWNED = 'no entity the run makes is bound to it';

const REAL_DATA = 'not executed: its body names real entities of the target ({{fixture:...}}), so executed it would change data the run did not create';

/** Whether, and how, the write family may execute `route` on the run's own data. */
export function writeConfinement(route: CompiledRoute, permission: Permission): WriteConfinement {
  if (route.write.notExecutable !== undefined) return { ok: false, reason: `not executed: ${route.write.notExecutable}` };
  if (route.base !== 'store') return { ok: false, reason: 'not executed: not a route of the store web API' };
  const owned = OWNED_ROUTES[route.key];
  if (owned !== undefined) return ownedConfinement(route, permission, owned);
  for (const name of route.pathParams) {
    const source = route.params[name];
    if (!(source !== undefined && 'literal' in source && !ID_KEY.test(name))) {
      return { ok: false, reason: `not executed: :${name} would be ${describeName(name)} that is not the run's own (${NO_OWNED}), so no call of it can succeed on the run's data` };
    }
  }
  const text = JSON.stringify(route.body ?? null);
  if (text.includes('{{fixture:')) return { ok: false, reason: REAL_DATA };
  if (permission === 'self') return { ok: false, reason: `not executed: a self route acts on the caller's own account, and ${NO_OWNED} (the run's own customer)` };
  const references: PlatformReference[] = [];
  for (const field of idFields(route.body)) {
    const reference = platformReferenceOf(field);
    if (reference === null) return { ok: false, reason: `not executed: body field ${field.pointer} would be ${JSON.stringify(field.value)}, ${describeName(field.key)} that is not the run's own` };
    if (!references.includes(reference)) references.push(reference);
  }
  if (route.safety === 'read') return { ok: true, level: 'allow', kind: 'reads', owned: null, creates: null, references };
  const kind = kindCreatedBy(route.method, route.path);
  if (kind === null) return { ok: false, reason: `not executed: it acts on an entity the body names, and ${NO_OWNED}, so no call of it can succeed on the run's data` };
  const named = valueAt(route.body, kind.create.pointer);
  if (typeof named !== 'string' || !named.startsWith('{{prefix}}')) return { ok: false, reason: `not executed: the new ${kind.kind} is not named with the run's prefix (${kind.create.pointer.join('.')}), so the sweep could not find it` };
  return { ok: true, level: 'allow', kind: 'creates', owned: null, creates: kind, references };
}

function ownedConfinement(route: CompiledRoute, permission: Permission, owned: OwnedRoute): WriteConfinement {
  for (const name of route.pathParams) {
    if (owned.path[name] !== undefined) continue;
    const source = route.params[name];
    if (source !== undefined && 'literal' in source && !ID_KEY.test(name)) continue;
    return { ok: false, reason: `not executed: :${name} would be ${describeName(name)} that is not the run's own (${NO_OWNED})` };
  }
  if (permission === 'self' && owned.as === undefined) return { ok: false, reason: `not executed: a self route acts on the caller's own account, and the table does not send it as the run's own customer` };
  const boundBody = owned.body ?? {};
  const bound = withValues(route.body, Object.fromEntries(Object.keys(boundBody).map((k) => [k, 'bound'])));
  if (bound === null) return { ok: false, reason: `not executed: the contract body lacks a field the owned-route table binds (${Object.keys(boundBody).join(', ')})` };
  if (JSON.stringify(bound.body ?? null).includes('{{fixture:')) return { ok: false, reason: REAL_DATA };
  const references: PlatformReference[] = [];
  const add = (r: PlatformReference): void => {
    if (!references.includes(r)) references.push(r);
  };
  for (const field of idFields(route.body)) {
    if (field.pointer in boundBody || Object.keys(boundBody).some((k) => k.startsWith(`${field.pointer}[`))) continue;
    const reference = platformReferenceOf(field);
    if (reference === null) return { ok: false, reason: `not executed: body field ${field.pointer} would be ${JSON.stringify(field.value)}, ${describeName(field.key)} that is not the run's own` };
    add(reference);
  }
  for (const binding of [...Object.values(owned.path), ...Object.values(boundBody)]) {
    if (isPlatformValue(binding)) add(binding.platform);
    else if (isOwnedValue(binding)) {
      const reads = OWNED_FACTORIES[binding.entity].reads;
      if (reads.length > 0) add({ field: binding.entity, values: [], names: `the platform entities the run's own ${binding.entity} is created with`, reads });
    }
  }
  return { ok: true, level: levelOf(owned), kind: 'owned', owned, creates: kindCreatedBy(route.method, route.path), references };
}

/** The edition rule, shared with queueing: src/checks/untraceable.ts. */
export { untraceableOn } from '../untraceable.ts';
