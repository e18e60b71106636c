// Who is calling and may they call this route: the platform's user contexts (integration bearer or OAuth 1.0a,
// admin/customer token, else guest), its ACL check, and the parameters a route forces from the caller (route.data).

import type { Accounts, IntegrationAccount } from './accounts.ts';
import { MESSAGES, errorResponse, fieldsRequired, notAuthorized } from './errors.ts';
import type { OAuthRequest, OAuthVerdict } from './oauth1.ts';
import type { TokenService } from './tokens.ts';
import type { ApiResponse, Identity, RouteDecl } from './types.ts';

export const GUEST: Identity = { kind: 'guest', userType: 4, userId: null, resources: [], via: 'none' };

export interface IdentityResolution {
  identity: Identity;
  /** A bearer credential was sent but matched nothing (the platform silently treats the caller as a guest). */
  unrecognizedBearer: boolean;
}

export interface AuthOptions {
  accounts: Accounts;
  tokens: TokenService;
  /** oauth/consumer/enable_integration_as_bearer (2.4.4+); always true on older releases. */
  integrationAsBearer(): boolean;
  isIntegrationRevoked(integrationId: number): boolean;
  acceptRevoked: boolean;
  verifyOAuth(request: OAuthRequest): OAuthVerdict;
}

function integrationIdentity(integration: IntegrationAccount, via: Identity['via']): Identity {
  return { kind: 'integration', userType: 1, userId: integration.id, resources: integration.resources, via };
}

export function createIdentityResolver(options: AuthOptions) {
  function adminById(id: number) {
    return options.accounts.admins.find((admin) => admin.id === id);
  }

  function fromBearer(token: string): Identity | null {
    const integration = options.accounts.integrations.find((candidate) => candidate.accessToken === token);
    if (integration) {
      const revoked = options.isIntegrationRevoked(integration.id) && !options.acceptRevoked;
      return options.integrationAsBearer() && !revoked ? integrationIdentity(integration, 'bearer') : null;
    }
    const record = options.tokens.resolve(token);
    if (!record) return null;
    if (record.userType === 3) return { kind: 'customer', userType: 3, userId: record.userId, resources: [], via: 'bearer' };
    const admin = adminById(record.userId);
    return admin ? { kind: 'admin', userType: 2, userId: admin.id, resources: admin.resources, via: 'bearer' } : null;
  }

  return function resolveIdentity(authorization: string | undefined, oauthRequest: () => OAuthRequest): IdentityResolution {
    if (!authorization || authorization.trim() === '') return { identity: GUEST, unrecognizedBearer: false };
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (bearer) {
      const identity = fromBearer(bearer[1] ?? '');
      return identity ? { identity, unrecognizedBearer: false } : { identity: GUEST, unrecognizedBearer: true };
    }
    if (/^OAuth\s/i.test(authorization)) {
      const verdict = options.verifyOAuth(oauthRequest());
      if (!verdict.ok) {
        const identity: Identity = verdict.reported === null ? GUEST : { ...GUEST, rejectedCredential: verdict.reported };
        return { identity, unrecognizedBearer: false };
      }
      const integration = options.accounts.integrations.find((candidate) => candidate.accessToken === verdict.credentials.accessToken);
      if (!integration || (options.isIntegrationRevoked(integration.id) && !options.acceptRevoked)) {
        return { identity: GUEST, unrecognizedBearer: false };
      }
      return { identity: integrationIdentity(integration, 'oauth1'), unrecognizedBearer: false };
    }
    return { identity: GUEST, unrecognizedBearer: true };
  };
}

const CONTEXT_PLACEHOLDERS = new Set(['%customer_id%', '%cart_id%']);

function isContextBound(route: RouteDecl): boolean {
  return (route.data ?? []).some((item) => item.force && CONTEXT_PLACEHOLDERS.has(item.value));
}

function grants(granted: Identity['resources'], required: readonly string[]): boolean {
  return granted === '*' || required.some((resource) => granted.includes(resource));
}

/** Magento\Framework\Webapi\Authorization + RequestValidator: 401 when the caller may not use the route. An admin
 * or integration with every resource passes `self`, then the forced customer/cart parameter resolves to nothing and
 * the call fails the platform's required-field check (400), as the real 2.4.7 answers GET /V1/customers/me. */
export function authorize(identity: Identity, route: RouteDecl, faults: ReadonlySet<string>): ApiResponse | null {
  const required = route.resources;
  if (required.includes('anonymous')) return null;
  // OauthUserContext throws while the ACL asks who is calling: its OauthException (401) replaces the refusal.
  if (identity.rejectedCredential !== undefined) return errorResponse(401, identity.rejectedCredential);
  if (required.includes('self') && identity.kind === 'customer') return null;
  const aclResources = required.filter((resource) => resource !== 'self');

  if (identity.kind === 'admin' || identity.kind === 'integration') {
    const resources = faults.has('restricted-admin-passes') && identity.kind === 'admin' ? '*' : identity.resources;
    if (aclResources.length > 0 && grants(resources, aclResources)) return null;
    if (required.includes('self') && resources === '*') {
      if (faults.has('admin-on-self-unauthorized')) return notAuthorized(required);
      const forced = contextParams(route);
      return forced.length > 0 ? fieldsRequired(forced) : null;
    }
    return notAuthorized(required);
  }
  if (identity.kind === 'guest' && faults.has('guest-reaches-admin-resource') && aclResources.length > 0) return null;
  if (
    identity.kind === 'customer' &&
    faults.has('customer-reaches-other-customer') &&
    aclResources.length > 0 &&
    aclResources.every((resource) => resource.startsWith('Magento_Customer::'))
  ) {
    return null;
  }
  return notAuthorized(required);
}

/** The forced parameters bound to the caller's customer or cart, as the required-field errors name them, in the
 * route's order (an admin has neither, so each is missing). */
function contextParams(route: RouteDecl): string[] {
  if (!isContextBound(route)) return [];
  const names = (route.data ?? []).filter((candidate) => candidate.force && CONTEXT_PLACEHOLDERS.has(candidate.value)).map((item) => item.name.split('.')[0] ?? item.name);
  return [...new Set(names)];
}

export interface BoundInput {
  params: Record<string, string>;
  body: unknown;
}

function setPath(target: Record<string, unknown>, dottedName: string, value: unknown): void {
  const names = dottedName.split('.');
  let cursor = target;
  for (const name of names.slice(0, -1)) {
    const next = cursor[name];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) cursor[name] = {};
    cursor = cursor[name] as Record<string, unknown>;
  }
  cursor[names[names.length - 1] ?? dottedName] = value;
}

/** Applies route.data: %customer_id% becomes the token's customer id (into the body for dotted names such as
 * customer.id, as the platform overrides the body field); other placeholders (%cart_id%, %customer_group_id%, ...)
 * stay as written, under their (possibly dotted) name in the parameters, for the domain that owns carts and customer
 * records to resolve. Forced values win over anything the caller sent. */
export function bindForcedParams(route: RouteDecl, identity: Identity, params: Record<string, string>, body: unknown): BoundInput {
  const forced = (route.data ?? []).filter((item) => item.force);
  if (forced.length === 0) return { params, body };
  const boundParams = { ...params };
  let boundBody = body;
  for (const item of forced) {
    const customerId = item.value === '%customer_id%' && identity.kind === 'customer' ? identity.userId : null;
    if (item.name.includes('.') && customerId !== null) {
      const container = typeof boundBody === 'object' && boundBody !== null && !Array.isArray(boundBody) ? { ...(boundBody as Record<string, unknown>) } : {};
      setPath(container, item.name, customerId);
      boundBody = container;
    } else {
      // Plain names, and dotted names whose value only the domain knows (quote.id=%cart_id%), go to the parameters.
      boundParams[item.name] = customerId !== null ? String(customerId) : item.value;
    }
  }
  return { params: boundParams, body: boundBody };
}

/** RequestValidator's HTTPS check of secure routes (after route match and ACL): 400 unless the request counts as
 * HTTPS (see request-scheme.ts; behind an SSL offloader that is the X-Forwarded-Proto header). */
export function requireSecure(route: RouteDecl, secureRequest: boolean): ApiResponse | null {
  return route.secure === true && !secureRequest ? errorResponse(400, MESSAGES.httpsOnly) : null;
}
