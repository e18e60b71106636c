// The seam between the reference's core (HTTP, routing, auth, domain) and its asynchronous layer
// (async/bulk intake, the queue, the async.operations.all consumer, operation status). The core implements
// AsyncHost; the async layer implements AsyncLayer and is created by createAsyncLayer(host) in ./index.ts.

import type { ApiRequest, ApiResponse, FaultInfo, Identity, Profile, RouteDecl, ServiceParameter } from '../types.ts';

export interface RouteMatch {
  route: RouteDecl;
  params: Record<string, string>;
}

export interface AsyncHost {
  profile: Profile;
  faults: ReadonlySet<string>;
  /** Secret the installation keys data_hash with (never sent to a client). */
  cryptKey: string;
  /** Match a synchronous route: method + /V1/... path; null when nothing matches. */
  matchRoute(method: string, v1Path: string): RouteMatch | null;
  /** Match a bulk route (path with by<Name> segments) to its synchronous route; null when nothing matches. */
  matchBulkRoute(method: string, bulkV1Path: string): { route: RouteDecl; paramNames: string[] } | null;
  /** The platform's ACL check for a route; null when allowed, else the 401 (or 400 for admin on self) response. */
  authorize(identity: Identity, route: RouteDecl): ApiResponse | null;
  /** Input validation done before queueing (same as the synchronous call would do); null when valid. */
  /** Input validation before queueing; refuseUnknownFields: a field a body's data object has not is refused too. */
  validate(route: RouteDecl, params: Record<string, string>, body: unknown, options?: { refuseUnknownFields?: boolean }): ApiResponse | null;
  /** Run the synchronous call (used by the consumer). storeCode: null = no code given, 'all', or a store code. */
  execute(route: RouteDecl, params: Record<string, string>, body: unknown, identity: Identity, storeCode: string | null): Promise<ApiResponse>;
  /** The route's service method arguments as its PHP signature declares them; null when unknown (no rule then applies). */
  serviceParameters(route: RouteDecl): ServiceParameter[] | null;
  /** The PHP Error (not an Exception) the platform's code raises running this call, e.g. "Error: Call to a member
   * function getId() on null"; null when it raises none. Asked by the consumer right before it runs the call. */
  fatalError(route: RouteDecl, params: Record<string, string>, body: unknown, identity: Identity, storeCode: string | null): string | null;
  /** Current time, overridable in tests. */
  now(): Date;
}

export interface AsyncLayer {
  /** Handle /async/V1/... and /async/bulk/V1/... (request.path starts with /async). */
  handleAsync(request: ApiRequest): Promise<ApiResponse>;
  /** Handle the operation-status routes: GET /V1/bulk/:bulkUuid/status, /detailed-status, /operation-status/:status, GET /V1/bulk. */
  handleStatus(request: ApiRequest, route: RouteDecl, params: Record<string, string>): Promise<ApiResponse>;
  consumer: {
    start(): void;
    stop(): void;
    readonly running: boolean;
    /** Resolves when nothing is queued or running (or after timeoutMs). */
    drain(timeoutMs: number): Promise<void>;
    /** Every time the consumer process died on a message (a PHP Error), oldest first. */
    readonly deaths: readonly ConsumerDeath[];
  };
  /** Faults this layer implements (merged into --list-faults by the core). */
  faults: FaultInfo[];
  /** Counts for tests and the state comparison: operations accepted, executed, open (status 4, including those a
   * dead consumer took), and how often the consumer died. */
  stats(): { accepted: number; executed: number; open: number; consumerDeaths: number };
}

/** The consumer process died while running an operation: a PHP Error, which neither the service nor MassConsumer
 * catches. The operation stays open (4); the consumer is stopped until started again. */
export interface ConsumerDeath {
  /** ISO time of the death (the host's clock). */
  at: string;
  bulkUuid: string;
  /** The operation's id in its bulk (its position in the request). */
  operationId: number;
  topicName: string;
  /** The PHP error, as the consumer's log would show it. */
  error: string;
}
