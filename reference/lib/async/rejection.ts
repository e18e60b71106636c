// MassSchedule's check of each item before its operation is written: MessageValidator::validate compares every set
// argument of the topic's service method with its declared type, and an item that fails is rejected (no operation,
// request item status "rejected", the whole answer still 202 with errors: true). Typed arguments reach it already
// converted by the input processor; `mixed` ones are left as sent, and PHP names no value's type "mixed", so any
// set mixed argument (ShipmentEstimationInterface::estimateByExtendedAddress's $cartId) rejects the item.

import type { RouteDecl } from '../types.ts';
import type { AsyncHost } from './api.ts';

/** MessageValidator::getRealType: gettype() with boolean → bool, double → float, integer → int. */
function phpTypeName(value: unknown): string {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  return 'array';
}

/** isset() is false for null; an empty array passes validatePrimitiveType before any comparison. */
function isChecked(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** An argument's value in the queued message: the item's own field, or a value forced from the caller's context
 * (route data such as %cart_id%, which the platform's overrider resolves to the id string). */
function valueOf(route: RouteDecl, message: unknown, published: string): unknown {
  const own = message !== null && typeof message === 'object' && !Array.isArray(message) ? (message as Record<string, unknown>)[published] : undefined;
  if (own !== undefined) return own;
  // The placeholder itself (%cart_id%) stands for the string the overrider gives: only its type matters here.
  return (route.data ?? []).find((item) => item.force && item.name === published)?.value;
}

/** The validator's message when the item is rejected, else null. `message`: the item as it would be queued. */
export function rejectionOf(host: AsyncHost, route: RouteDecl, message: unknown, topic: string): string | null {
  for (const parameter of host.serviceParameters(route) ?? []) {
    if (parameter.type !== 'mixed') continue;
    const value = valueOf(route, message, parameter.published);
    if (!isChecked(value)) continue;
    return `Data in topic "${topic}" must be of type "${parameter.type}". "${phpTypeName(value)}" given.`;
  }
  return null;
}
