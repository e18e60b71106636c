// The seam between the reference's core (HTTP, routing, auth) and its domain (seeded stores, service handlers,
// data types). The core finds the route and authorizes the caller; the domain validates input and runs the service.

import type { ApiResponse, Identity, Profile, RouteDecl } from '../types.ts';

export interface ServiceCall {
  route: RouteDecl;
  /** Path parameters, plus parameters forced from the caller's context (route.data, e.g. customerId). */
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body (or the XML login body already converted), undefined when none. */
  body: unknown;
  identity: Identity;
  /** null = no store code in the URL (default store view), 'all' = admin store (id 0), or a store code. */
  storeCode: string | null;
}

export interface Domain {
  /** Input validation the platform does before running the service (also used before queueing async calls). */
  validate(call: ServiceCall, options?: { refuseUnknownFields?: boolean }): ApiResponse | null;
  /** Run the service: 200 with the service's return value, or the platform's error (404 NoSuchEntity, 400 ...). */
  execute(call: ServiceCall): ApiResponse;
  /** The PHP Error (TypeError, call on null – no Exception) the platform's code raises running this call, or null.
   * Only the queue consumer acts on it (it dies); synchronous answers stay those of execute(). */
  fatalError(call: ServiceCall): string | null;
  /** Known store codes (default, all, and the seeded store views). */
  storeCodes(): string[];
  /** A stable, comparable picture of every entity (for before/after comparisons in tests). */
  snapshot(): Record<string, unknown[]>;
  /** How many entities have an identifying field starting with prefix (proves a run left nothing behind). */
  countWithPrefix(prefix: string): number;
  /** A top-level GraphQL field (../graphql/): its whole value, which the GraphQL layer cuts to the selection; absent
   * where the domain resolves no GraphQL at all. */
  graphql?(call: GraphqlCall): GraphqlResult;
  /** The top-level fields the domain's GraphQL schema has, per operation type (anything else fails validation). */
  graphqlFields?(operation: 'query' | 'mutation'): readonly string[];
}

/** One top-level field of a GraphQL operation, its arguments as JSON (enum values as their names). */
export interface GraphqlCall {
  operation: 'query' | 'mutation';
  field: string;
  args: Record<string, unknown>;
  identity: Identity;
  storeCode: string | null;
}

/** A field's value, or the error its resolver raised (category: graphql-input, graphql-authorization, ...). */
export type GraphqlResult = { data: unknown } | { error: string; category: string };

export interface DomainOptions {
  profile: Profile;
  faults: ReadonlySet<string>;
  now(): Date;
  /** Seeded accounts (from the same env variables the suite reads, or documented defaults). */
  customer: { email: string; password: string; firstname: string; lastname: string };
  /** The modules whose routes the profile serves (the route table's modules for its edition and release): with the
   * modules that declare no route, what GET /V1/modules lists (modules.ts). */
  routeModules: readonly string[];
}

/** Published data types: the reference's own description of what each service returns, used by its schema
 * endpoint (Swagger 2.0) and by its own tests. */
export interface DataTypes {
  /** Swagger 2.0 definitions by name (catalog-data-product-interface, ...). */
  definitions: Record<string, object>;
  /** The success response schema of a service method ("Magento\\Catalog\\Api\\ProductRepositoryInterface::get"). */
  responseOf(serviceClass: string, serviceMethod: string): object;
  /** The request body parameters of a service method (Swagger 2.0 body schema), null when none. */
  requestOf(serviceClass: string, serviceMethod: string): object | null;
}
