// The platform's error bodies, as the real 2.4.x sends them (facts.md 3, 6; samples/e-error-messages.json).

import type { Permission } from '../contracts/types.ts';

export const NOT_AUTHORIZED = "The consumer isn't authorized to access %resources.";
export const ROUTE_NOT_FOUND = 'Request does not match any route.';
export const CANNOT_PROCESS = 'Specified request cannot be processed.';

export function messageOf(json: unknown): string | null {
  if (json !== null && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string') return (json as { message: string }).message;
  return null;
}

export function resourcesOf(json: unknown): string | null {
  const parameters = json !== null && typeof json === 'object' ? (json as { parameters?: unknown }).parameters : undefined;
  if (parameters !== null && typeof parameters === 'object' && typeof (parameters as { resources?: unknown }).resources === 'string') {
    return (parameters as { resources: string }).resources;
  }
  return null;
}

/** How the platform writes a route's resources in parameters.resources: ACL ids joined by ", ", or self/anonymous. */
export function resourcesText(permission: Permission): string {
  return Array.isArray(permission) ? permission.join(', ') : permission;
}

export function isRouteNotFound(status: number, json: unknown): boolean {
  return status === 404 && messageOf(json) === ROUTE_NOT_FOUND;
}

export function describeExchange(status: number, json: unknown, bodyText: string): string {
  const message = messageOf(json);
  if (message !== null) {
    const resources = resourcesOf(json);
    return `${status} "${message}"${resources !== null ? ` (resources: ${resources})` : ''}`;
  }
  const page = htmlHeading(bodyText);
  if (page !== null) return `${status} HTML page "${page}"`;
  return `${status} ${bodyText.slice(0, 120)}`;
}

/** The heading an HTML page shows (Magento's error page: "There has been an error processing your request"), so a
 * failure quotes what the platform said instead of markup. */
export function htmlHeading(bodyText: string): string | null {
  if (!/^\s*</.test(bodyText)) return null;
  const m = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(bodyText) ?? /<title[^>]*>([\s\S]*?)<\/title>/i.exec(bodyText);
  const text = m?.[1]?.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, 160) : null;
}
