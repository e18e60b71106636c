// The token services behind POST /V1/integration/admin/token, /customer/token and revoke-customer-token
// (Magento\Integration\Model\AdminTokenService / CustomerTokenService): credential validation, the throttler,
// issuing, and the answer as a bare JSON string.

import type { AdminAccount } from './accounts.ts';
import { CORE_FAULTS, CUSTOMER_FAULTS } from './faults.ts';
import { MESSAGES, errorResponse, fieldsRequired } from './errors.ts';
import type { Throttler, TokenService, TokenUserType } from './tokens.ts';
import type { ServiceCall } from './domain/api.ts';
import type { ApiResponse, Identity, RouteDecl } from './types.ts';

export interface CustomerCredential {
  id: number;
  email: string;
  password: string;
}

/** Customers who can sign in: the seeded one and those created through the API while the installation runs. */
export interface CustomerBook {
  find(email: string): CustomerCredential | undefined;
  save(credential: CustomerCredential): void;
  setPassword(customerId: number, password: string): void;
  remove(customerId: number): void;
}

export function createCustomerBook(initial: CustomerCredential[]): CustomerBook {
  const byEmail = new Map<string, CustomerCredential>(initial.map((entry) => [entry.email.toLowerCase(), { ...entry }]));
  return {
    find: (email) => byEmail.get(email.toLowerCase()),
    save: (credential) => void byEmail.set(credential.email.toLowerCase(), { ...credential }),
    setPassword(customerId, password) {
      for (const entry of byEmail.values()) if (entry.id === customerId) entry.password = password;
    },
    remove(customerId) {
      for (const [email, entry] of byEmail) if (entry.id === customerId) byEmail.delete(email);
    },
  };
}

export interface TokenRouteContext {
  admins: AdminAccount[];
  customers: CustomerBook;
  tokens: TokenService;
  throttler: Throttler;
  faults: ReadonlySet<string>;
}

const TOKEN_SERVICE_METHODS = new Set(['createAdminAccessToken', 'createCustomerAccessToken', 'revokeCustomerAccessToken']);

export function isTokenRoute(route: RouteDecl): boolean {
  return route.serviceClass.startsWith('Magento\\Integration\\Api\\') && TOKEN_SERVICE_METHODS.has(route.serviceMethod);
}

function credentialField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Magento\Integration\Model\CredentialsValidator: one error names its field; two become the aggregate. */
function validateCredentials(username: string, password: string): ApiResponse | null {
  const missing = [username === '' ? 'username' : null, password === '' ? 'password' : null].filter((field): field is string => field !== null);
  return missing.length === 0 ? null : fieldsRequired(missing);
}

function tokenAnswer(token: string, faults: ReadonlySet<string>): ApiResponse {
  if (faults.has('token-not-bare-string')) return { status: 200, body: { token } };
  if (faults.has('token-wrong-content-type')) {
    return { status: 200, raw: true, body: JSON.stringify(token), headers: { 'Content-Type': 'text/plain; charset=utf-8' } };
  }
  return { status: 200, body: token };
}

function signIn(ctx: TokenRouteContext, userType: TokenUserType, username: string, userId: number | null): ApiResponse {
  if (ctx.throttler.isLocked(userType, username)) return errorResponse(401, MESSAGES.signInIncorrect);
  if (userId === null) {
    ctx.throttler.recordFailure(userType, username);
    return errorResponse(401, MESSAGES.signInIncorrect);
  }
  ctx.throttler.reset(userType, username);
  return tokenAnswer(ctx.tokens.issue(userType, userId), ctx.faults);
}

export function answerTokenRoute(ctx: TokenRouteContext, route: RouteDecl, body: unknown, identity: Identity): ApiResponse {
  if (route.serviceMethod === 'revokeCustomerAccessToken') {
    if (identity.kind === 'customer' && identity.userId !== null) ctx.tokens.revokeUser(3, identity.userId);
    return { status: 200, body: true };
  }
  // A list or an object where the string argument is declared: the deserializer's type error, before the credentials
  // are looked at (real 2.4.7-p3, password ["conformance"] on both token routes).
  for (const name of ['username', 'password']) {
    const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
    if (value !== null && typeof value === 'object') return errorResponse(400, 'The "array" value\'s type is invalid. The "string" type was expected. Verify and try again.');
  }
  const username = credentialField(body, 'username');
  const password = credentialField(body, 'password');
  // Fault token-empty-credentials-tried: both fields sent as empty strings go on to the sign-in, unvalidated.
  const sentEmpty = typeof body === 'object' && body !== null && (body as Record<string, unknown>).username === '' && (body as Record<string, unknown>).password === '';
  const invalid = sentEmpty && ctx.faults.has(CORE_FAULTS.tokenEmptyCredentialsTried) ? null : validateCredentials(username, password);
  if (invalid) return invalid;
  if (route.serviceMethod === 'createAdminAccessToken') {
    const admin = ctx.admins.find((candidate) => candidate.username === username && candidate.password === password);
    return signIn(ctx, 2, username, admin ? admin.id : null);
  }
  const customer = ctx.customers.find(username);
  return signIn(ctx, 3, username, customer && customer.password === password ? customer.id : null);
}

/** Keeps sign-in credentials in step with customers created, re-passworded or deleted through the API (the domain
 * owns the customer records; the core only sees the calls and their answers). */
export function followCustomerChange(customers: CustomerBook, tokens: TokenService, call: ServiceCall, response: ApiResponse, faults: ReadonlySet<string> = new Set()): void {
  if (!call.route.serviceClass.startsWith('Magento\\Customer\\Api\\')) return;
  const input = (typeof call.body === 'object' && call.body !== null ? call.body : {}) as Record<string, unknown>;
  const result = (typeof response.body === 'object' && response.body !== null ? response.body : {}) as Record<string, unknown>;
  const method = call.route.serviceMethod;
  if (method === 'createAccount' && typeof input.password === 'string' && typeof result.id === 'number' && typeof result.email === 'string') {
    customers.save({ id: result.id, email: result.email, password: input.password });
  } else if (method === 'changePasswordById' && typeof input.newPassword === 'string' && call.identity.userId !== null && !faults.has(CUSTOMER_FAULTS.passwordChangeIgnored)) {
    // password-change-ignored: the change answers true and the old password keeps signing in.
    customers.setPassword(call.identity.userId, input.newPassword);
  } else if (method === 'resetPassword' && typeof input.email === 'string' && typeof input.newPassword === 'string') {
    const entry = customers.find(input.email);
    if (entry) customers.setPassword(entry.id, input.newPassword);
  } else if (method === 'deleteById' && call.route.serviceClass.endsWith('CustomerRepositoryInterface')) {
    const id = Number(call.params.customerId);
    if (Number.isInteger(id)) {
      customers.remove(id);
      tokens.revokeUser(3, id);
    }
  }
}
