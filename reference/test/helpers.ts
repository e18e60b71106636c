// Shared helpers of the core's tests: start an installation in-process on a free port, call it, and an echo
// domain that answers every service call with what the core handed it (to check binding, store codes, identity).

import { DEFAULT_CONFIG, type ReferenceConfig } from '../lib/app.ts';
import type { Domain, ServiceCall } from '../lib/domain/api.ts';
import { PARTS, type Parts } from '../lib/parts.ts';
import { startReference, type RunningReference } from '../lib/server.ts';

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export async function call(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown; rawBody?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  // A string body makes fetch add Content-Type: text/plain; a Blob without a type leaves the header to the caller.
  let body: string | Blob | undefined = options.rawBody === undefined ? undefined : new Blob([options.rawBody]);
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

export interface EchoedCall {
  route: string;
  method: string;
  params: Record<string, string>;
  body: unknown;
  storeCode: string | null;
  identity: ServiceCall['identity'];
}

export const ECHO_CUSTOMER_ID = 7;

/** A domain that runs nothing: every call answers 200 with what the core passed in. */
export function echoDomain(email: string): Domain {
  const echo = (call: ServiceCall) => ({
    status: 200,
    body: { route: call.route.url, method: call.route.method, params: call.params, body: call.body ?? null, storeCode: call.storeCode, identity: call.identity } satisfies EchoedCall,
  });
  return {
    validate: () => null,
    execute: echo,
    fatalError: () => null,
    storeCodes: () => ['default', 'fr', 'de'],
    snapshot: () => ({ customers: [{ id: ECHO_CUSTOMER_ID, email }] }),
    countWithPrefix: () => 0,
  };
}

/** The real parts, with the domain replaced by the echo domain (the core's behaviour is what is under test). */
export async function echoParts(): Promise<Parts> {
  return { ...PARTS, createDomain: (options) => echoDomain(options.customer.email) };
}

export async function startEcho(overrides: Partial<ReferenceConfig> = {}): Promise<RunningReference> {
  return startReference({ ...DEFAULT_CONFIG, env: {}, ...overrides }, 0, await echoParts());
}

export async function startReal(overrides: Partial<ReferenceConfig> = {}): Promise<RunningReference> {
  return startReference({ ...DEFAULT_CONFIG, env: {}, ...overrides }, 0);
}

export async function adminToken(base: string, username = 'admin', password = 'admin123'): Promise<string> {
  const reply = await call(base, 'POST', '/rest/V1/integration/admin/token', { body: { username, password } });
  if (reply.status !== 200 || typeof reply.json !== 'string') throw new Error(`admin token: ${reply.status} ${reply.text}`);
  return reply.json;
}

export async function customerToken(base: string, username = 'jane.doe@example.com', password = 'Customer123!'): Promise<string> {
  const reply = await call(base, 'POST', '/rest/V1/integration/customer/token', { body: { username, password } });
  if (reply.status !== 200 || typeof reply.json !== 'string') throw new Error(`customer token: ${reply.status} ${reply.text}`);
  return reply.json;
}

export const INTEGRATION_TOKEN = 'r3f0integrati0n0all0res0urces001';
export const LIMITED_INTEGRATION_TOKEN = 'r3f0integrati0n0catal0g0only0001';

export function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
