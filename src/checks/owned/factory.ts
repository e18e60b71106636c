// What a factory of the run's own entities is, apart from the table of them (entities.ts): the operations it may use
// while it makes its entity, and the helpers every factory shares. A leaf module, so that the factories of another
// file (commerce-entities.ts: carts, orders, sales documents) are written against the same types without an import
// circle through the table that gathers them.

import type { CallerName, CallOptions, HttpExchange } from '../types.ts';
import type { LeftItem } from './left-ledger.ts';
import { record, type ReferenceRead } from './platform-references.ts';

/** What a factory may do while it makes its entity; `K` names the kinds it may ask for as dependencies. */
export interface Ops<K extends string = string> {
  call(caller: CallerName, options: CallOptions): Promise<HttpExchange>;
  /** The values of another entity of the run's own, made now for this one (an order's product). `shared`: this use
   * only references it or adds to it (a category's product, a bundle's child, a tax rule's rate), so one entity of
   * the kind serves every such use in the worker, made on the first (issue 27: make each entity once). Without it,
   * one per call: what the route then alters or removes is its own. */
  own(kind: K, use?: 'shared'): Promise<Record<string, string> | { reason: string }>;
  /** A value no report may show (a password, a token). */
  secret(value: string): void;
  /** Something the entity leaves that no REST call removes (full write level), for after-run.json. */
  leave(item: Omit<LeftItem, 'by'>): void;
  /** One value per worker and run (memoized by key): an entity many others share (the salable product every cart
   * of the worker holds). Absent: made each time. */
  shared?<T>(key: string, make: () => Promise<T>): Promise<T>;
  /** A setting of the run (COMMERCE_DOWNLOADABLE_HOST: the host of downloadable link URLs), or null when unset. */
  setting?(name: 'downloadable-host'): string | null;
}

export interface Factory<K extends string = string> {
  /** The sweep kind (src/cleanup/sweep-kinds.ts) that removes it by its prefixed name. */
  sweptAs: string;
  /** allow: removed by the sweep; full: it leaves data no REST call removes (listed as left by design). */
  level: 'allow' | 'full';
  /** Platform entities its create body points at: read before anything is created. */
  reads: readonly ReferenceRead[];
  /** Make one, named `name` (which starts with the run's prefix): its values, or why none could be made. */
  make(ops: Ops<K>, name: string): Promise<{ values: Record<string, string> } | { reason: string }>;
}

export const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);

/** Every value present, or null: a route bound to a value the answer lacks must not be executed or queued. */
export function all(values: Record<string, string | null>): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === null) return null;
    out[k] = v;
  }
  return out;
}

/** The reason a factory's call gives when it did not answer 200, naming what could not be made. */
export function notMade(what: string, call: string, res: HttpExchange): { reason: string } {
  const message = record(res.json).message;
  return { reason: `the run could not create its own ${what} (${call} answered ${res.status}${typeof message === 'string' ? ` "${message}"` : ''})` };
}
