// Shape of the committed route table: one entry per (method, URL shape), with its declaration per release.

import type { HttpMethod, RouteDecl } from '../types.ts';

/** A route's declaration from one release on (until the next revision). null = absent from `from` on. */
export interface RouteRevision {
  /** First release this revision applies to, e.g. 2.3.1 or 2.4.0-p1. */
  from: string;
  decl: Omit<RouteDecl, 'method'> | null;
}

export interface CatalogRoute {
  method: HttpMethod;
  /** 'both' = open-source and commerce; 'commerce' = commerce edition only. */
  edition: 'both' | 'commerce';
  /** Ordered by release; the route does not exist before the first revision. */
  revisions: RouteRevision[];
}
