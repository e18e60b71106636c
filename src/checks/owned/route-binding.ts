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
}

/** A path or body value that is a platform entity every installation has (read before queueing). */
export interface PlatformValue {
  platform: PlatformReference;
}

export type Binding = OwnedValue | PlatformValue;

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
  /** The token the call is sent with instead of the caller's: the run's own customer's (self routes). */
  as?: OwnedValue;
  /** full: the route's own effect leaves data no REST call removes (a cart, an order), whatever it binds. */
  level?: 'allow' | 'full';
  /** What the call itself leaves (full level), recorded in the left-by-design ledger when it succeeds. */
  leaves?: LeftByRoute;
}

export const own = (entity: OwnedKind, value: string, slot = 0): OwnedValue => ({ entity, value, slot });

export const isOwnedValue = (b: Binding): b is OwnedValue => 'entity' in b;
