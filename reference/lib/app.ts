// The reference installation as one request handler: URL handling (script name, /rest, store codes), the
// dispatch order of Magento\Webapi\Controller\Rest (method check, processor choice, route, ACL, HTTPS, challenge,
// body decoding, service call), and the non-REST faces (schema, /swagger, SOAP WSDL, submission API, control).

import { randomBytes } from 'node:crypto';
import type { AsyncHost } from './async/api.ts';
import { ASYNC_ALIASES } from './async/aliases.ts';
import { loadAccounts } from './accounts.ts';
import { GUEST, authorize, bindForcedParams, createIdentityResolver, requireSecure } from './auth.ts';
import { createChallengeGuard } from './challenge.ts';
import { createClock } from './clock.ts';
import { answerControl } from './control.ts';
import type { DataTypes, Domain, ServiceCall } from './domain/api.ts';
import { serviceParameters } from './domain/signatures.ts';
import { MESSAGES, errorResponse } from './errors.ts';
import { CORE_FAULTS, allFaults, checkFaultNames } from './faults.ts';
import { signedBaseUri, type OAuthBaseUrlMode } from './oauth-base-url.ts';
import { createOAuthVerifier, type OAuthRequest } from './oauth1.ts';
import { PARTS, type Parts, type SubmissionHandler } from './parts.ts';
import { errorReportPage } from './error-page.ts';
import { createProfile, decodesBodyBeforeDispatch, hasMethodValidator } from './profiles.ts';
import { chooseRenderer, renderResponse, type HttpReply } from './render.ts';
import { applyFields } from './fields-filter.ts';
import { createRequestLog } from './request-log.ts';
import { createRouter, pathSegments, type Router } from './router.ts';
import { routesFor } from './routes/index.ts';
import { answerWsdl } from './soap.ts';
import { answerGraphql } from './graphql/index.ts';
import { answerTokenRoute, createCustomerBook, followCustomerChange, isTokenRoute, type CustomerBook } from './token-routes.ts';
import { createThrottler, createTokenService, MAX_FAILURES, type TokenService } from './tokens.ts';
import type { ApiRequest, ApiResponse, Edition, Identity, RouteDecl } from './types.ts';
import { chooseProcessor, decodeBody, resolveStore } from './request-path.ts';
import { isSecureRequest } from './request-scheme.ts';
import type { HttpExchange, ReferenceApp } from './reference-app.ts';

export interface ReferenceConfig {
  edition: Edition;
  release: string;
  faults: string[];
  adminTokenLifetimeS?: number;
  customerTokenLifetimeS?: number;
  /** Period of the expired-token cleanup job (the platform's hourly cron). */
  tokenCleanupPeriodS: number;
  captchaForms: string[];
  recaptchaForms: string[];
  /** Start with the async.operations.all consumer stopped. */
  consumerStopped: boolean;
  /** oauth/consumer/enable_integration_as_bearer on 2.4.4+ (older releases always accept integration bearers). */
  integrationBearer: boolean;
  /** Whether the URL OAuth 1.0a signatures are verified against keeps the Host header's port (oauth-base-url.ts). */
  oauthBaseUrl: OAuthBaseUrlMode;
  env: Record<string, string | undefined>;
}

export const DEFAULT_CONFIG: ReferenceConfig = {
  edition: 'commerce',
  release: '2.4.7',
  faults: [],
  tokenCleanupPeriodS: 3600,
  captchaForms: [],
  recaptchaForms: [],
  consumerStopped: false,
  integrationBearer: true,
  oauthBaseUrl: 'no-port',
  env: {},
};

/** Where the developer-submission API is served on the same port ({sandbox_base_url}). */
export const SUBMISSION_PREFIX = '/__submission';
export const CONTROL_PREFIX = '/__reference';
const SCRIPT_NAME = '/index.php';
const STANDARD_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
const SUBMISSION_TOKEN_LIFETIME_S = 3600;

function internalError(): ApiResponse {
  return errorResponse(500, `Internal Error. Details are available in Magento log file. Report ID: webapi-${randomBytes(6).toString('hex')}`);
}

/** The first seeded customer's id as the domain numbered it (rows of its customers table). */
function seededCustomerId(domain: Domain, email: string): number {
  const rows = domain.snapshot().customers ?? [];
  for (const row of rows) {
    const record = row as { id?: unknown; email?: unknown };
    if (typeof record.email === 'string' && record.email.toLowerCase() === email.toLowerCase() && typeof record.id === 'number') return record.id;
  }
  return 1;
}

export async function createReferenceApp(config: ReferenceConfig, parts: Parts = PARTS): Promise<ReferenceApp> {
  const profile = createProfile(config.edition, config.release, {
    adminTokenLifetimeS: config.adminTokenLifetimeS,
    customerTokenLifetimeS: config.customerTokenLifetimeS,
  });
  const faults: ReadonlySet<string> = new Set(config.faults);
  const has = (name: string) => faults.has(name);
  const clock = createClock();
  const accounts = loadAccounts(config.env);
  const cryptKey = randomBytes(32).toString('hex');
  const routes = routesFor(profile.edition, profile.release);
  const router: Router = createRouter(routes);
  const requestLog = createRequestLog();
  const revokedIntegrations = new Set<number>();

  const domain = parts.createDomain({ profile, faults, now: clock.now, customer: accounts.customer, routeModules: [...new Set(routes.map((route) => route.module))] });
  const dataTypes: DataTypes = parts.createDataTypes();
  const customers: CustomerBook = createCustomerBook([
    { id: seededCustomerId(domain, accounts.customer.email), email: accounts.customer.email, password: accounts.customer.password },
  ]);
  const tokens: TokenService = createTokenService({
    jwt: profile.features.jwt,
    signingKey: `${cryptKey}:jwt`,
    lifetimeS: (userType) => (has(CORE_FAULTS.tokenLifetimeIgnored) ? 86_400 : userType === 2 ? profile.adminTokenLifetimeS : profile.customerTokenLifetimeS),
    now: clock.now,
    acceptExpired: has(CORE_FAULTS.expiredTokenAccepted),
    acceptRevoked: has(CORE_FAULTS.revokedTokenAccepted),
  });
  const throttler = createThrottler(clock.now, !has(CORE_FAULTS.lockoutMissing), has(CORE_FAULTS.lockoutEarly) ? MAX_FAILURES - 1 : MAX_FAILURES);
  const verifyOAuth = createOAuthVerifier({ credentials: () => accounts.integrations, now: clock.now, maxSkewS: 600 });
  const resolveIdentity = createIdentityResolver({
    accounts,
    tokens,
    integrationAsBearer: () => !profile.features.jwt || config.integrationBearer,
    isIntegrationRevoked: (id) => revokedIntegrations.has(id),
    acceptRevoked: has(CORE_FAULTS.revokedTokenAccepted),
    verifyOAuth,
  });
  const challenge = createChallengeGuard({ captchaForms: config.captchaForms, recaptchaForms: config.recaptchaForms }, faults);
  const submission: SubmissionHandler = parts.createSubmissionApi({ ...accounts.submission, tokenLifetimeS: SUBMISSION_TOKEN_LIFETIME_S, faults, now: clock.now });

  /** The ACL part of authorization: 401s only. */
  function aclCheck(identity: Identity, route: RouteDecl): ApiResponse | null {
    const verdict = authorize(identity, route, faults);
    return verdict !== null && verdict.status === 401 ? verdict : null;
  }

  /** The forced customer/cart parameter of a self route that an admin or integration cannot fill (400). */
  function contextCheck(identity: Identity, route: RouteDecl): ApiResponse | null {
    const verdict = authorize(identity, route, faults);
    return verdict !== null && verdict.status !== 401 ? verdict : null;
  }

  /** Runs a service through the domain, recording what the token services need to know about customers. */
  function runService(route: RouteDecl, params: Record<string, string>, query: URLSearchParams, body: unknown, identity: Identity, storeCode: string | null): ApiResponse {
    const bound = bindForcedParams(route, identity, params, body);
    const call: ServiceCall = { route, params: bound.params, query, body: bound.body, identity, storeCode };
    try {
      const invalid = domain.validate(call);
      if (invalid) return invalid;
      const response = domain.execute(call);
      if (response.status < 300) followCustomerChange(customers, tokens, call, response, faults);
      return response;
    } catch (error) {
      process.stderr.write(`reference: ${route.method} ${route.url} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
      return internalError();
    }
  }

  const host: AsyncHost = {
    profile,
    faults,
    cryptKey,
    matchRoute: (method, v1Path) => router.match(method, v1Path),
    matchBulkRoute: (method, bulkV1Path) => router.matchBulk(method, bulkV1Path),
    authorize: (identity, route) => aclCheck(identity, route) ?? contextCheck(identity, route),
    validate(route, params, body, options) {
      const bound = bindForcedParams(route, GUEST, params, body);
      return domain.validate({ route, params: bound.params, query: new URLSearchParams(), body: bound.body, identity: GUEST, storeCode: null }, options);
    },
    execute: (route, params, body, identity, storeCode) => Promise.resolve(runService(route, params, new URLSearchParams(), body, identity, storeCode)),
    serviceParameters: (route) => serviceParameters(route.serviceClass, route.serviceMethod),
    fatalError(route, params, body, identity, storeCode) {
      const bound = bindForcedParams(route, identity, params, body);
      return domain.fatalError({ route, params: bound.params, query: new URLSearchParams(), body: bound.body, identity, storeCode });
    },
    now: clock.now,
  };
  const asyncLayer = parts.createAsyncLayer(host, { autoStartConsumer: !config.consumerStopped });
  const knownFaults = allFaults(asyncLayer.faults);
  try {
    checkFaultNames(config.faults, knownFaults);
  } catch (error) {
    asyncLayer.consumer.stop();
    throw error;
  }

  function storeCodes(): string[] {
    return domain.storeCodes();
  }

  function oauthRequestOf(exchange: HttpExchange, url: URL): () => OAuthRequest {
    return () => {
      const contentType = (exchange.headers['content-type'] ?? '').toLowerCase();
      return {
        method: exchange.method,
        baseUri: signedBaseUri(exchange.headers, url.pathname, config.oauthBaseUrl),
        query: url.searchParams,
        formBody: contentType.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(exchange.rawBody) : new URLSearchParams(),
        authorizationHeader: exchange.headers.authorization ?? '',
      };
    };
  }

  function answerSchema(exchange: HttpExchange, url: URL, storeCode: string | null, identity: Identity, asyncSchema: boolean): ApiResponse {
    const store = storeCode ?? 'all';
    const servicesParam = url.searchParams.get('services');
    const services = servicesParam === null || servicesParam === '' || servicesParam === 'all' ? 'all' : servicesParam.split(',').map((name) => name.trim());
    // schema-missing-routes acts inside buildSwagger, which gets the faults.
    const schemaRoutes = asyncSchema ? routes.filter((route) => route.method !== 'GET') : routes;
    const schemaIdentity: Identity =
      identity.kind === 'guest' && has(CORE_FAULTS.schemaShowsAdminRoutesToGuests) ? { kind: 'admin', userType: 2, userId: 1, resources: '*', via: 'bearer' } : identity;
    const document = parts.buildSwagger({
      routes: schemaRoutes,
      types: dataTypes,
      identity: schemaIdentity,
      storeCode: store,
      services,
      host: exchange.headers.host ?? '127.0.0.1',
      basePath: asyncSchema ? `/rest/${store}/async` : `/rest/${store}`,
      faults,
      release: profile.release,
    });
    return { status: 200, body: document };
  }

  async function answerRest(exchange: HttpExchange, url: URL, restPath: string): Promise<ApiResponse> {
    const method = exchange.method.toUpperCase();
    let store = resolveStore(restPath, storeCodes(), has(CORE_FAULTS.unknownStoreAccepted));
    if (!STANDARD_METHODS.has(method) && hasMethodValidator(profile.release)) {
      // Magento\Framework\Webapi\Rest\RequestMethodValidator throws a Webapi\Exception whose phrase is rendered.
      return errorResponse(405, MESSAGES.methodNotSupported.replace('%1', method));
    }
    // webapi_async.xml's route aliases (Magento_WebapiAsync: asyncProducts for POST async/V1/products) stand for the
    // path they name, unless async-alias-unrouted.
    const alias = profile.features.async && !has(CORE_FAULTS.asyncAliasUnrouted) ? ASYNC_ALIASES[`${method} ${store.path}`] : undefined;
    if (alias !== undefined) store = { ...store, path: alias, unknownStore: false };
    const processor = chooseProcessor(store.path, profile);
    if (processor === null) {
      if (store.unknownStore && has(CORE_FAULTS.unknownStoreNotFound)) return errorResponse(404, MESSAGES.noRoute);
      return errorResponse(400, MESSAGES.cannotProcess);
    }
    if (!STANDARD_METHODS.has(method)) return errorResponse(400, MESSAGES.methodInvalid);
    const resolution = resolveIdentity(exchange.headers.authorization, oauthRequestOf(exchange, url));
    const identity = resolution.identity;

    if (processor === 'schema' || processor === 'async-schema') {
      if (method !== 'GET') return errorResponse(400, MESSAGES.cannotProcess);
      return answerSchema(exchange, url, store.storeCode, identity, processor === 'async-schema');
    }
    if (processor === 'async') {
      const request: ApiRequest = { method, path: store.path, storeCode: store.storeCode, query: url.searchParams, headers: exchange.headers, rawBody: exchange.rawBody, identity };
      return asyncLayer.handleAsync(request);
    }

    // The platform splits the path as sent and decodes each parameter after (a SKU a/b sent as a%2Fb is one
    // parameter); path-decoded-before-routing decodes the whole path first, so its slashes become segments.
    const match = router.match(method, has(CORE_FAULTS.pathDecodedBeforeRouting) ? decodedPath(store.path) : store.path);
    if (!match) return errorResponse(404, MESSAGES.noRoute);
    const { route, params } = match;
    if (resolution.unrecognizedBearer && has(CORE_FAULTS.invalidTokenReported)) {
      return errorResponse(401, MESSAGES.notAuthorized, { resources: route.resources.join(', ') });
    }
    const denied = aclCheck(identity, route);
    if (denied) return denied;
    // Magento\Customer\Model\Plugin\CustomerAuthorization: a customer reaches `self` only under a store its account is
    // shared with (its website); `all` is the admin store (id 0), shared with no account (the real 2.4.7-p3 and Adobe
    // Commerce 2.4.6-p1). self-under-all-allowed lets it through.
    if (identity.kind === 'customer' && route.resources.includes('self') && store.storeCode === 'all' && !has(CORE_FAULTS.selfUnderAllAllowed)) {
      return errorResponse(401, MESSAGES.notAuthorized, { resources: route.resources.join(', ') });
    }
    const insecure = requireSecure(route, isSecureRequest(exchange.headers));
    if (insecure) return insecure;
    const challenged = challenge.check(route, identity, exchange.headers);
    if (challenged) return challenged;
    if (has(CORE_FAULTS.allStoreGetRejected) && store.storeCode === 'all' && method === 'GET') return errorResponse(400, MESSAGES.allStoreGet);

    const decoded = method === 'POST' || method === 'PUT' ? decodeBody(exchange.rawBody, exchange.headers['content-type']) : { ok: true as const, value: undefined };
    if (!('ok' in decoded)) return decoded;
    const unresolvable = contextCheck(identity, route);
    if (unresolvable) return unresolvable;

    const answer = await (async (): Promise<ApiResponse> => {
      if (isTokenRoute(route)) return answerTokenRoute({ admins: accounts.admins, customers, tokens, throttler, faults }, route, decoded.value, identity);
      if (route.module === 'Magento_AsynchronousOperations') {
        const request: ApiRequest = { method, path: store.path, storeCode: store.storeCode, query: url.searchParams, headers: exchange.headers, rawBody: exchange.rawBody, identity };
        return asyncLayer.handleStatus(request, route, params);
      }
      return runService(route, params, url.searchParams, decoded.value, identity, store.storeCode);
    })();
    // The synchronous processor cuts a successful answer down to ?fields= (reference/lib/fields-filter.ts).
    if (answer.raw || answer.status >= 300) return answer;
    return { ...answer, body: applyFields(answer.body, url.searchParams.get('fields'), { nestedNull: has(CORE_FAULTS.fieldsNestedNull) }) };
  }

  function answerSoap(exchange: HttpExchange, url: URL, soapPath: string): ApiResponse {
    const segments = pathSegments(soapPath);
    const storeCode = segments[0] ?? 'default';
    if (segments.length > 1 || (storeCode !== 'all' && !storeCodes().includes(storeCode))) {
      return { status: 400, raw: true, headers: { 'Content-Type': 'text/xml; charset=utf-8' }, body: '<?xml version="1.0"?>\n<error>Specified request cannot be processed.</error>\n' };
    }
    const identity = resolveIdentity(exchange.headers.authorization, oauthRequestOf(exchange, url)).identity;
    const endpoint = `http://${exchange.headers.host ?? '127.0.0.1'}/soap/${storeCode}`;
    return answerWsdl({ routes, query: url.searchParams, endpoint, identity, authorize: (who, route) => authorize(who, route, faults) });
  }

  /** A write to the web API: POST/PUT/DELETE under /rest, except signing in and reading the schema. */
  function isStateChanging(method: string, path: string): boolean {
    const isRest = path.startsWith('/rest/') || path.startsWith(`${SCRIPT_NAME}/rest/`);
    if (method === 'GET' || !isRest) return false;
    return !/\/V1\/integration\/(admin|customer)\/token\/?$/.test(path) && !/\/schema\/?$/.test(path);
  }

  /** Commerce: the Staging REST plugin decodes POST/PUT bodies before Rest::dispatch (routing, ACL), and what it
   * throws escapes to the front controller: the HTML error report (500) for any caller on any /rest path. */
  function stagingDecodeFails(exchange: HttpExchange): boolean {
    const method = exchange.method.toUpperCase();
    if (!decodesBodyBeforeDispatch(profile.edition, profile.release) || (method !== 'POST' && method !== 'PUT')) return false;
    return !('ok' in decodeBody(exchange.rawBody, exchange.headers['content-type']));
  }

  async function dispatch(exchange: HttpExchange, url: URL, path: string): Promise<HttpReply> {
    if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) {
      return renderResponse(await answerControl(app, exchange, path.slice(CONTROL_PREFIX.length), { revokedIntegrations, tokens }), 'json');
    }
    if (path === SUBMISSION_PREFIX || path.startsWith(`${SUBMISSION_PREFIX}/`)) {
      const response = submission({ method: exchange.method.toUpperCase(), path: path.slice(SUBMISSION_PREFIX.length) || '/', headers: exchange.headers, rawBody: exchange.rawBody });
      return renderResponse(response, 'json');
    }
    if (path === '/swagger' || path === '/swagger/') {
      const html = parts.renderSwaggerPage({ storeCode: url.searchParams.get('store') });
      return renderResponse({ status: 200, raw: true, headers: { 'Content-Type': 'text/html; charset=UTF-8' }, body: html }, 'json');
    }
    if (path === '/soap' || path.startsWith('/soap/')) return renderResponse(answerSoap(exchange, url, path.slice('/soap'.length)), 'json');
    if (path === '/graphql' || path === '/graphql/') {
      // The storefront's GraphQL endpoint, for the operations the domain resolves (lib/graphql/): a customer's bearer
      // token makes the caller that customer, anything else a guest.
      const method = exchange.method.toUpperCase();
      if (method !== 'GET' && method !== 'POST') return { status: 404, headers: { 'Content-Type': 'text/html; charset=UTF-8' }, body: '<!doctype html><title>404 Not Found</title><h1>404 Not Found</h1>\n' };
      const identity = resolveIdentity(exchange.headers.authorization, oauthRequestOf(exchange, url)).identity;
      return renderResponse(answerGraphql({ method, query: url.searchParams, rawBody: exchange.rawBody, identity, storeCode: exchange.headers.store ?? null }, domain), 'json');
    }
    if (path === '/rest' || path.startsWith('/rest/')) {
      if (stagingDecodeFails(exchange)) return errorReportPage(clock.now());
      const renderer = chooseRenderer(exchange.headers.accept);
      if (renderer === null) {
        const accept = exchange.headers.accept ?? '';
        return renderResponse(errorResponse(406, MESSAGES.acceptUnmatched.replace('%1', accept)), 'json');
      }
      return renderResponse(await answerRest(exchange, url, path.slice('/rest'.length)), renderer);
    }
    return { status: 404, headers: { 'Content-Type': 'text/html; charset=UTF-8' }, body: '<!doctype html><title>404 Not Found</title><h1>404 Not Found</h1>\n' };
  }

  async function handle(exchange: HttpExchange): Promise<HttpReply> {
    let url: URL;
    try {
      url = new URL(exchange.url, 'http://reference.invalid');
    } catch {
      return { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Bad request target\n' };
    }
    const rawPath = url.pathname;
    const path = rawPath === SCRIPT_NAME || rawPath.startsWith(`${SCRIPT_NAME}/`) ? rawPath.slice(SCRIPT_NAME.length) || '/' : rawPath;
    let reply: HttpReply;
    try {
      reply = await dispatch(exchange, url, path);
    } catch (error) {
      process.stderr.write(`reference: ${exchange.method} ${rawPath} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
      reply = renderResponse(internalError(), 'json');
    }
    if (!path.startsWith(CONTROL_PREFIX)) {
      requestLog.record({
        at: clock.now().toISOString(),
        method: exchange.method.toUpperCase(),
        path: `${rawPath}${url.search}`,
        status: reply.status,
        stateChanging: isStateChanging(exchange.method.toUpperCase(), rawPath),
        succeeded: reply.status < 400,
      });
    }
    return reply;
  }

  function startCleanupJob(): () => void {
    const timer = setInterval(() => tokens.cleanup(), Math.max(1, config.tokenCleanupPeriodS) * 1000);
    timer.unref();
    return () => clearInterval(timer);
  }

  const app: ReferenceApp = {
    profile,
    accounts,
    faults,
    knownFaults,
    routes,
    clock,
    asyncLayer,
    domain,
    requestLog,
    handle,
    startCleanupJob,
  };
  return app;
}

/** The whole path decoded (path-decoded-before-routing); as sent where it does not decode. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
