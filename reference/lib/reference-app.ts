// The reference app as its callers see it: the HTTP server hands it exchanges, and the control endpoints read its
// state. Its own module, apart from app.ts that builds it, because app.ts dispatches to the control endpoints
// (control.ts) and those take the app: with the shape in app.ts the two files imported each other.

import type { Accounts } from './accounts.ts';
import type { AsyncLayer } from './async/api.ts';
import type { Clock } from './clock.ts';
import type { Domain } from './domain/api.ts';
import type { HttpReply } from './render.ts';
import type { RequestLog } from './request-log.ts';
import type { FaultInfo, Profile, RouteDecl } from './types.ts';

export interface HttpExchange {
  method: string;
  /** Request target: path and query. */
  url: string;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  rawBody: string;
}

export interface ReferenceApp {
  profile: Profile;
  accounts: Accounts;
  faults: ReadonlySet<string>;
  knownFaults: FaultInfo[];
  routes: RouteDecl[];
  clock: Clock;
  asyncLayer: AsyncLayer;
  domain: Domain;
  requestLog: RequestLog;
  handle(exchange: HttpExchange): Promise<HttpReply>;
  /** Starts the expired-token cleanup timer; returns a function that stops it. */
  startCleanupJob(): () => void;
}
