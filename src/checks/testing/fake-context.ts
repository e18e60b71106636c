// A CheckContext with no target behind it, for the unit test beside each check: the test says only what differs
// from a plain target (the route, the permission states, the identities, the canned answers) and reads back what the
// check sent and observed. One builder for every check, so a fake cannot drift from CheckContext in one test only.

import { derivesAsyncPath, derivesBulkPath, fillPath, pathParams } from '../../contracts/paths.ts';
import { spanOf } from '../../contracts/release-span.ts';
import type { CompiledRoute, HttpMethod, Permission } from '../../contracts/types.ts';
import type { AsyncServices } from '../async/services.ts';
import { NOT_AUTHORIZED, resourcesText, ROUTE_NOT_FOUND } from '../platform-errors.ts';
import type { CallerName, CallOptions, CheckContext, HttpExchange, IntegrationScope, ParamMode, RouteQueue, SchemaIssue, TargetFacts } from '../types.ts';

/** What the fake target answers to one call: a JSON body, an HTML page (the platform's error page) or plain text. */
export type Canned = { status: number; json: unknown } | { status: number; html: string } | { status: number; text: string };

/** One call as the check made it: the caller, and the options with the route's defaults filled in. */
export interface Sent {
  caller: CallerName;
  method: string;
  path: string;
  body: unknown;
  rawBody: string | undefined;
  query: Record<string, string> | undefined;
  /** A token sent instead of the caller's (the run's own customer's), when the check gave one. */
  token?: string;
  storeCode?: string | null;
}

export interface FakeOptions {
  /** The route under test (fakeRoute(...)); a plain GET on a catalogue resource by default. */
  route?: CompiledRoute;
  /** Other routes of the plan the check may look up (a write's read-back). */
  routes?: CompiledRoute[];
  /** Every permission state of the target's span, newest first; default: the route's own permission. */
  permissions?: Permission[];
  /** Target facts that differ from a plain 2.4.7 Open Source target with writes denied. */
  target?: Partial<Omit<TargetFacts, 'callers'>>;
  /** Identities that differ from guest, customer and admin configured (restricted admin and integration are not). */
  callers?: Partial<Record<CallerName, boolean>>;
  /** The answer to every call; a function sees the call (and how many came before) and answers that one. */
  answer?: Canned | ((sent: Sent, index: number) => Canned);
  /** Why the route's :params cannot be filled (no fixture on the target): resolvePath answers this in both modes. */
  unresolved?: string;
  /** The contract body resolveBody returns (fixtures filled). */
  body?: unknown;
  /** What isPublished answers. */
  published?: boolean | { unavailable: string };
  /** What validateResponse answers. */
  validation?: SchemaIssue[] | { unavailable: string };
  /** false: the async services are not wired (the context of a synchronous check). */
  asyncServices?: boolean;
  /** The worker's bulk wait, for a check that declares `waits` (async.same-as-sync); absent otherwise. */
  queue?: RouteQueue;
  /** The configured admin sign-in (default: none, as for an admin configured by token only). */
  signIn?: { username: string; password: string };
  /** The worker's memo of the route's shared values (CheckContext.shared): contexts given the same map share them, as
   * the checks of one route do in one worker. Absent: no memo, each check makes its own. */
  memo?: Map<string, Promise<unknown>>;
}

export interface Fake {
  ctx: CheckContext;
  sent: Sent[];
  observed: Array<[string, unknown]>;
  /** The bodies handed to validateResponse. */
  validated: unknown[];
  /** The values the check handed ctx.secret. */
  secrets: string[];
}

/** The run prefix the fakes use; harmless values and async sub-prefixes start with it. */
export const FAKE_PREFIX = 'cctrun0000';
/** The value resolvePath fills a :param with in `harmless` mode (and in `real` mode: `real-<name>`). */
export const HARMLESS = `${FAKE_PREFIX}-x`;
/** The default route's resources. */
export const PRODUCTS = ['Magento_Catalog::products'];

/**
 * A compiled route as the plan has it: key, :params and the derived async and bulk paths (write routes of the store
 * base) come from method and path, the rest from `overrides`.
 */
export function fakeRoute(method: HttpMethod, path: string, overrides: Partial<CompiledRoute> = {}): CompiledRoute {
  const write = method !== 'GET';
  const base = overrides.base ?? 'store';
  return {
    key: `${method} ${path}`,
    method,
    path,
    base,
    module: 'Catalog',
    service: null,
    platformModule: 'Magento_Catalog',
    editions: ['open-source', 'commerce'],
    since: '2.0',
    until: null,
    permission: PRODUCTS,
    permissionHistory: [],
    safety: write ? 'write' : 'read',
    secure: false,
    pathParams: pathParams(path),
    params: Object.fromEntries(pathParams(path).map((name) => [name, { generated: 'prefixed' as const }])),
    query: {},
    body: write ? {} : null,
    response: { status: 200, unavailableWhen: [], type: null, schema: { kind: 'none' }, overlays: [] },
    challenge: {},
    variants: [],
    write: {},
    readBack: null,
    search: null,
    asyncPath: write && base === 'store' ? derivesAsyncPath(path) : null,
    bulkPath: write && base === 'store' ? derivesBulkPath(path) : null,
    location: { file: 'catalog.yaml', line: 1, column: 1 },
    ...overrides,
  };
}

/** The exchange a canned answer makes, with the headers the platform sends with it. */
export function exchangeOf(sent: Pick<Sent, 'method' | 'path'>, answer: Canned): HttpExchange {
  const html = 'html' in answer;
  const json = 'json' in answer;
  return {
    method: sent.method,
    url: `http://shop.test/rest/default${sent.path}`,
    status: answer.status,
    headers: { 'content-type': html ? 'text/html; charset=UTF-8' : json ? 'application/json; charset=utf-8' : 'text/plain' },
    bodyText: html ? answer.html : json ? JSON.stringify(answer.json) : answer.text,
    json: json ? answer.json : undefined,
    durationMs: 1,
  };
}

/** An integration with "Resource Access: All", as a fake target's default scope. */
export const ALL_RESOURCES: IntegrationScope = { from: 'configured', resources: ['Magento_Backend::all'], all: true };

/** The facts of a fake target: a plain 2.4.7 Open Source installation with writes denied, guest, customer and admin
 * configured, `defaults` for what a kind of fake assumes (writes allowed for scenarios, an integration for run-level
 * checks), then what the test says. */
export function fakeTarget(facts: Partial<Omit<TargetFacts, 'callers'>> = {}, callers: Partial<Record<CallerName, boolean>> = {}, defaults: { writes?: TargetFacts['writes']; integration?: boolean } = {}): TargetFacts {
  const release = facts.release === undefined ? '2.4.7' : facts.release;
  return {
    edition: 'open-source',
    release,
    releaseSpan: spanOf(release),
    storeCode: 'default',
    writes: defaults.writes ?? 'deny',
    embedded: false,
    callerProblems: {},
    restrictedResources: [],
    oauthSigning: null,
    adminIdentity: 'admin-account',
    // Read only where the integration is configured (callers.integration): one with every resource.
    integrationScope: ALL_RESOURCES,
    customerIdentity: 'configured',
    ...facts,
    callers: { guest: true, customer: true, admin: true, 'restricted-admin': false, integration: defaults.integration ?? false, ...callers },
  };
}

export function fakeContext(options: FakeOptions = {}): Fake {
  const route = options.route ?? fakeRoute('GET', '/V1/products');
  const permissions = options.permissions ?? [route.permission];
  const sent: Sent[] = [];
  const observed: Array<[string, unknown]> = [];
  const validated: unknown[] = [];
  const secrets: string[] = [];
  const target = fakeTarget(options.target, options.callers);
  const services: AsyncServices = {
    prefix: FAKE_PREFIX,
    fillBody: async (body, prefix) => (body === undefined ? body : (JSON.parse(JSON.stringify(body).split('{{prefix}}').join(prefix)) as unknown)),
  };
  const answer = options.answer ?? { status: 200, json: {} };
  const ctx: CheckContext = {
    route,
    target,
    permission: permissions[0] ?? route.permission,
    permissions,
    resolvePath: async (mode: ParamMode, given: Readonly<Record<string, string>> = {}) => {
      if (options.unresolved !== undefined && (Object.keys(given).length === 0 || route.pathParams.some((name) => given[name] === undefined))) return { reason: options.unresolved };
      return fillPath(route.path, Object.fromEntries(route.pathParams.map((name) => [name, given[name] ?? (mode === 'harmless' ? HARMLESS : `real-${name}`)])));
    },
    resolveBody: async () => options.body,
    call: async (caller: CallerName, o: CallOptions = {}) => {
      const call: Sent = { caller, method: o.method ?? route.method, path: o.path ?? route.path, body: o.body, rawBody: o.rawBody, query: o.query, ...(o.token !== undefined ? { token: o.token } : {}), ...(o.storeCode !== undefined ? { storeCode: o.storeCode } : {}) };
      sent.push(call);
      return exchangeOf(call, typeof answer === 'function' ? answer(call, sent.length - 1) : answer);
    },
    observe: (key, value) => void observed.push([key, value]),
    secret: (value) => void secrets.push(value),
    isPublished: () => options.published ?? true,
    validateResponse: async (body) => {
      validated.push(body);
      return options.validation ?? [];
    },
    routeOf: (key) => (options.routes ?? []).find((r) => r.key === key),
    validateFor: async (_route, body) => {
      validated.push(body);
      return options.validation ?? [];
    },
    ...(options.asyncServices === false ? {} : { async: services }),
    ...(options.queue !== undefined ? { queue: options.queue } : {}),
    signIn: () => options.signIn ?? null,
    ...(options.memo !== undefined ? { shared: memoOf(options.memo) } : {}),
  };
  return { ctx, sent, observed, validated, secrets };
}

// The platform's answers, as the real 2.4.7 words them (src/checks/platform-errors.ts).

/** 401 "The consumer isn't authorized to access %resources." naming `permission`'s resources. */
export const refusedNaming = (permission: Permission): Canned => ({ status: 401, json: { message: NOT_AUTHORIZED, parameters: { resources: resourcesText(permission) } } });
/** A web API error body: {"message": ...}. */
export const platformError = (status: number, message: string): Canned => ({ status, json: { message } });
export const ROUTE_MISSING: Canned = platformError(404, ROUTE_NOT_FOUND);
/** The page Magento serves for an uncaught exception (Adobe Commerce on an undecodable body). */
export const ERROR_PAGE: Canned = {
  status: 500,
  html: '<!doctype html><html><head><title>Error 500</title></head><body><h1>There has been an error processing your request</h1><p>Error log record number: 1a2b</p></body></html>',
};

/** CheckContext.shared over a map: the first caller of a key makes the value, later ones get the same promise. */
function memoOf(memo: Map<string, Promise<unknown>>): NonNullable<CheckContext['shared']> {
  return <T>(key: string, make: () => Promise<T>): Promise<T> => {
    const known = memo.get(key);
    if (known !== undefined) return known as Promise<T>;
    const made = make();
    memo.set(key, made);
    return made;
  };
}
