// JSON value types and small helpers shared by the domain's stores and serializers.

export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep copy through JSON: stores hand out copies so callers can never mutate state behind the domain's back. */
export function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** The platform's timestamp form: "YYYY-MM-DD HH:MM:SS" (UTC). */
export function platformTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
