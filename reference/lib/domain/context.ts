// What a service handler sees: the call, the state, and helpers that read parameters the way the platform's
// input processor does (path parameters are strings; integer parameters must be numeric).

import type { DomainOptions, ServiceCall } from './api.ts';
import { DomainError, requiredField, wrongType } from './errors.ts';
import type { Json, JsonObject } from './json.ts';
import { isObject, platformTime } from './json.ts';
import type { SearchCall } from './search.ts';
import type { State } from './state.ts';
import { isAtLeast } from '../release.ts';
import { itemFieldsOf } from './types-table.ts';

export interface Ctx {
  call: ServiceCall;
  state: State;
  options: DomainOptions;
  /** Store id reads use (null → default store view, all → admin store 0). */
  storeId: number;
  now(): string;
}

export type Handler = (ctx: Ctx) => Json;
export type HandlerTable = Record<string, Handler>;

export function makeCtx(call: ServiceCall, state: State, options: DomainOptions): Ctx {
  return { call, state, options, storeId: state.readStoreId(call.storeCode), now: () => platformTime(options.now()) };
}

/** A path (or forced) parameter as a string; a missing one is a programming error of the route table. */
export function param(ctx: Ctx, name: string): string {
  const value = ctx.call.params[name];
  if (value === undefined) throw new DomainError(400, '"%fieldName" is required. Enter and try again.', { fieldName: name });
  return value;
}

/** Whether the installation's release is `minimum` or later (answers that changed between release lines). */
export function releaseAtLeast(ctx: Ctx, minimum: string): boolean {
  return isAtLeast(ctx.options.profile.release, minimum);
}

/** An int path parameter: one that is no number is refused as the platform refuses a method argument of the wrong
 * type, without naming it (real 2.4.7-p3 and 2.4.6-p1: GET /V1/inventory/stocks/abc, /V1/taxRates/abc answer 400 'The
 * "abc" value's type is invalid. The "int" type was expected. Verify and try again.'). */
export function intParam(ctx: Ctx, name: string): number {
  const raw = param(ctx, name);
  if (!/^-?\d+$/.test(raw.trim())) throw wrongType(name, raw, 'int', true);
  return Number(raw);
}

/** What a list needs to apply the call's searchCriteria as the target's release does (search.ts listSearch). */
export function searchCall(ctx: Ctx): SearchCall {
  return { query: ctx.call.query, release: ctx.options.profile.release, faults: ctx.options.faults, itemFields: itemFieldsOf(ctx.call.route.serviceClass, ctx.call.route.serviceMethod) ?? [] };
}

export function queryValue(ctx: Ctx, name: string): string | null {
  return ctx.call.query.get(name);
}

/** The JSON body as an object ({} when none). */
export function body(ctx: Ctx): Record<string, unknown> {
  return isObject(ctx.call.body) ? ctx.call.body : {};
}

/** A required object field of the body, e.g. body.product. */
export function bodyObject(ctx: Ctx, field: string): JsonObject {
  const value = body(ctx)[field];
  if (!isObject(value)) throw requiredField(field);
  return value as JsonObject;
}

export function bodyValue(ctx: Ctx, field: string): unknown {
  return body(ctx)[field];
}

export function asNumber(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return fallback;
}

export function asString(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return fallback;
}
