// What the schema endpoint checks (schema.endpoint-*) share: the endpoint fetched and checked as Swagger 2.0, the
// operations a published document lists as route shapes, and the contract routes it should publish.

import { expectedOn } from '../../contracts/presence.ts';
import type { CompiledRoute } from '../../contracts/types.ts';
import { validateSwaggerDocument } from '../../schema/meta.ts';
import { describeExchange } from '../platform-errors.ts';
import type { CallerName, HttpExchange, RunCallOptions, RunContext, Verdict } from '../types.ts';

export const SCHEMA_SUBJECT = 'GET /schema';
const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

export interface SwaggerLike {
  basePath?: unknown;
  paths?: Record<string, Record<string, { tags?: unknown }>>;
}

/** METHOD /V1/path/{} – parameter names and trailing slashes do not matter for comparing route sets. */
export function routeShape(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '{}').replace(/(.)\/+$/, '$1')}`;
}

/** The operations of a published document, as route shapes with the original path and tags. */
export function publishedOperations(doc: unknown): Array<{ shape: string; method: string; path: string; tags: string[] }> {
  const paths = (doc as SwaggerLike | null)?.paths;
  if (!paths || typeof paths !== 'object') return [];
  const out: Array<{ shape: string; method: string; path: string; tags: string[] }> = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!item || typeof item !== 'object') continue;
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const tags = Array.isArray(op?.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [];
      out.push({ shape: routeShape(method, path), method: method.toUpperCase(), path, tags });
    }
  }
  return out;
}

/** The contract routes the schema endpoint should publish on this edition and release (store routes with a service). */
export function expectedRoutes(routes: readonly CompiledRoute[], edition: Parameters<typeof expectedOn>[1], release: Parameters<typeof expectedOn>[2]): CompiledRoute[] {
  return routes.filter((r) => r.base === 'store' && r.service !== null && expectedOn(r, edition, release) === true);
}

export interface RouteSetDiff {
  missing: string[];
  extra: string[];
}

export function diffRouteSets(expected: readonly CompiledRoute[], published: ReturnType<typeof publishedOperations>): RouteSetDiff {
  const pub = new Set(published.map((o) => o.shape));
  const want = new Map(expected.map((r) => [routeShape(r.method, r.path), r.key]));
  return {
    missing: [...want].filter(([shape]) => !pub.has(shape)).map(([, key]) => key).sort(),
    extra: [...new Set(published.filter((o) => !want.has(o.shape)).map((o) => `${o.method} ${o.path}`))].sort(),
  };
}

export async function fetchSchema(ctx: RunContext, caller: CallerName, storeCode: string | null, query: Record<string, string> | undefined): Promise<{ res: HttpExchange; doc: unknown } | { fail: Verdict }> {
  const options: RunCallOptions = { method: 'GET', path: '/schema', storeCode, as: caller, ...(query ? { query } : {}) };
  const res = await ctx.send(options);
  const where = `GET /rest${storeCode ? `/${storeCode}` : ''}/schema${query ? `?${new URLSearchParams(query).toString()}` : ''} (${caller})`;
  if (res.status !== 200 || res.json === null || typeof res.json !== 'object' || Array.isArray(res.json)) {
    return { fail: { outcome: 'fail', broken: `${where} did not answer a schema document`, expected: '200 with a JSON object (Swagger 2.0)', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res } };
  }
  const verdict = validateSwaggerDocument(res.json);
  if (!verdict.valid) {
    return {
      fail: {
        outcome: 'fail',
        broken: `${where} is not a valid Swagger 2.0 document (${verdict.problems.length} problem(s))`,
        expected: 'valid against contracts/schemas/meta/swagger-2.0.json',
        actual: verdict.problems.slice(0, 3).map((p) => `${p.pointer}: ${p.message}`).join('; '),
        issues: verdict.problems.map((p) => ({ pointer: p.pointer, keyword: 'swagger-2.0', expected: 'valid Swagger 2.0', actual: p.message })),
      },
    };
  }
  return { res, doc: res.json };
}

export const adminOrGuest = (ctx: RunContext): CallerName => (ctx.target.callers.admin ? 'admin' : 'guest');
