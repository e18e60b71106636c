// What the token checks share: the token routes, the platform's messages, probes that prove a token works.

import type { HttpExchange, RunContext, RunTarget } from '../types.ts';

export const ADMIN_TOKEN_ROUTE = 'POST /V1/integration/admin/token';
export const CUSTOMER_TOKEN_ROUTE = 'POST /V1/integration/customer/token';
export const TOKEN_ROUTES = [ADMIN_TOKEN_ROUTE, CUSTOMER_TOKEN_ROUTE];

/** Magento\Integration\Model\AdminTokenService / CustomerTokenService (facts 23; samples/e-error-messages.json). */
export const SIGN_IN_INCORRECT = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
export const TWO_FACTOR_MESSAGE = 'Please use the 2fa provider-specific endpoints to obtain a token.';

export type Level = 'admin' | 'customer';

export const HOUR = 3600;

export function levelOf(subject: string): Level {
  return subject.includes('/admin/') ? 'admin' : 'customer';
}

export function tokenPath(level: Level): string {
  return `/V1/integration/${level}/token`;
}

/** A route of the token's own level that the token must reach: Magento_Backend::store for admins, self for customers. */
export const PROBE: Record<Level, { path: string; key: string }> = {
  admin: { path: '/V1/store/storeViews', key: 'GET /V1/store/storeViews' },
  customer: { path: '/V1/customers/me', key: 'GET /V1/customers/me' },
};

/** An anonymous route every release has. */
export const ANONYMOUS_PROBE = { path: '/V1/directory/countries', key: 'GET /V1/directory/countries' };

export function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function xmlLoginBody(username: string, password: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<login><username>${xmlEscape(username)}</username><password>${xmlEscape(password)}</password></login>`;
}

/** The configured credentials of a level, or null. */
export function credentialsOf(ctx: RunContext, level: Level): { username: string; password: string } | null {
  return level === 'admin' ? ctx.config.admin : ctx.config.customer;
}

/** Signs in on a target with JSON; the token, or the exchange that refused. */
export async function signIn(target: RunTarget, level: Level, username: string, password: string): Promise<{ token: string } | { refused: HttpExchange }> {
  const res = await target.send({ method: 'POST', path: tokenPath(level), body: { username, password } });
  if (res.status === 200 && typeof res.json === 'string' && res.json !== '') return { token: res.json };
  return { refused: res };
}

/** Polls until `done` says so or the time is up; waits between polls (no single long sleep). */
export async function pollUntil<T>(attempt: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, intervalMs = 250): Promise<{ value: T; elapsedMs: number; done: boolean }> {
  const started = Date.now();
  let value = await attempt();
  while (!done(value) && Date.now() - started < timeoutMs) {
    await new Promise((r) => setTimeout(r, intervalMs));
    value = await attempt();
  }
  return { value, elapsedMs: Date.now() - started, done: done(value) };
}

export function isJsonContentType(res: HttpExchange): boolean {
  return /^application\/json\b/i.test((res.headers['content-type'] ?? '').trim());
}
