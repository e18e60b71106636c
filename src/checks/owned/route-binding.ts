// How a write route is bound to the run's own entities (the tables of routes.ts and commerce-routes.ts): which path
// parameter and which body field take which value of which entity, who sends the call, what the route's own effect
// leaves behind. A module of types and two helpers, so that both tables are written against it without importing
// each other.

import type { OwnedKind } from './entities.ts';
import type { LeftKind } from './left-ledger.ts';
import type { PlatformReference } from './platform-references.ts';

/** A value of an entity the run creates for each queued element; `slot` tells two of one kind apart (a link). */
export interface OwnedValue {
  entity: OwnedKind;
  value: string;
  slot?: number;
  /** Any entity of the kind of the run's own serves, since the call only references it (the tax classes a tax rule
   * names): one per worker, made on first use, instead of one per call. */
  shared?: true;
}

/** A path or body value that is a platform entity every installation has (read before queueing). */
export interface PlatformValue {
  platform: PlatformReference;
}

/** A body value the run is configured with: the admin's username or password, for the one write that signs in with
 * them (POST /V1/integration/admin/token). Both are secrets; such a route is never queued (a queued operation keeps
 * its body in the installation's database). */
export interface ConfiguredValue {
  configured: 'admin-username' | 'admin-password';
}

export type Binding = OwnedValue | PlatformValue | ConfiguredValue;

/** What a route's own call leaves that no REST call removes (an order it places, a document it creates): the kind and
 * where its id is, as a read-back source names it (answer, answer.entity_id); a guest cart by its masked id. */
export interface LeftByRoute {
  kind: LeftKind;
  id: string;
  masked?: true;
}

export interface OwnedRoute {
  /** Each path parameter naming an entity. */
  path: Readonly<Record<string, Binding>>;
  /** Body fields (as idFields writes them: prices[0].sku) that take a bound value instead of the contract's. */
  body?: Readonly<Record<string, Binding>>;
  /** Query parameters the call carries, bound: where the platform's service reads the entity from the query string
   * rather than from the path (DELETE /V1/returns/:id reads rmaDataObject[entity_id]). */
  query?: Readonly<Record<string, Binding>>;
  /** The token the call is sent with instead of the caller's: the run's own customer's (self routes). */
  as?: OwnedValue;
  /** full: the route's own effect leaves data no REST call removes (a cart, an order), whatever it binds. */
  level?: 'allow' | 'full';
  /** What the call itself leaves (full level), recorded in the left-by-design ledger when it succeeds. */
  leaves?: LeftByRoute;
  /** Why the route is executed synchronously only and never queued (one sentence): its queued form stops the 2.4.7
   * consumer, or would keep a secret in the operation's stored body. */
  notQueued?: string;
  /** The answer is a secret (a token): scrubbed from every report once the call returns. */
  secretAnswer?: true;
  /** The operation may run again on the same entities and succeed, changing nothing beyond them (an update, a link, a
   * price or an option saved again, a read): the bulk's elements then act on the entities of the route's synchronous
   * execution, once it is judged, instead of on sets of their own (src/checks/write/route-executions.ts). Absent: a
   * destructive or one-time operation (a delete, an activation, a password change), whose every run needs entities
   * of its own. */
  reusable?: true;
}

export const own = (entity: OwnedKind, value: string, slot = 0): OwnedValue => ({ entity, value, slot });

/** A value of the worker's one entity of the kind of the run's own (OwnedValue.shared). */
export const anyOwn = (entity: OwnedKind, value: string): OwnedValue => ({ entity, value, shared: true });

export const isOwnedValue = (b: Binding): b is OwnedValue => 'entity' in b;
export const isPlatformValue = (b: Binding): b is PlatformValue => 'platform' in b;
