// Route matching as Magento\Webapi\Controller\Rest\Router does it: the path is split on '/', `:name` segments of
// a declaration match any one segment, everything else must be equal. Where several declarations match, the one
// with a literal segment earliest wins (/V1/customers/me before /V1/customers/:customerId).

import type { RouteDecl } from './types.ts';

export interface RouteMatch {
  route: RouteDecl;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDecl;
  segments: string[];
  /** One flag per segment: true where the declaration has a `:name` parameter. */
  isParam: boolean[];
}

export function pathSegments(path: string): string[] {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? [] : trimmed.split('/');
}

function compile(route: RouteDecl): CompiledRoute {
  const segments = pathSegments(route.url);
  return { route, segments, isParam: segments.map((segment) => segment.startsWith(':')) };
}

/** Literal segments beat parameters, position by position. Routes of different lengths never match the same path;
 * ordering them by length first keeps the comparison a total order, which Array.prototype.sort needs. */
function specificityOrder(a: CompiledRoute, b: CompiledRoute): number {
  if (a.isParam.length !== b.isParam.length) return a.isParam.length - b.isParam.length;
  for (let i = 0; i < a.isParam.length; i += 1) {
    if (a.isParam[i] !== b.isParam[i]) return a.isParam[i] ? 1 : -1;
  }
  return 0;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** "sku" → "bySku": the bulk URL form of a parameter segment (BulkServiceConfig::URL_PARAM_PREFIX_PLACEHOLDER). */
export function bulkSegmentOf(paramName: string): string {
  return `by${paramName.charAt(0).toUpperCase()}${paramName.slice(1)}`;
}

export interface Router {
  readonly routes: readonly RouteDecl[];
  match(method: string, path: string): RouteMatch | null;
  /** A bulk path (/V1/products/bySku) to the synchronous route it stands for, with the moved parameters' names. */
  matchBulk(method: string, bulkV1Path: string): { route: RouteDecl; paramNames: string[] } | null;
}

export function createRouter(routes: readonly RouteDecl[]): Router {
  const byMethod = new Map<string, CompiledRoute[]>();
  for (const route of routes) {
    const list = byMethod.get(route.method) ?? [];
    list.push(compile(route));
    byMethod.set(route.method, list);
  }
  for (const list of byMethod.values()) list.sort(specificityOrder);

  function match(method: string, path: string): RouteMatch | null {
    const requested = pathSegments(path);
    for (const candidate of byMethod.get(method.toUpperCase()) ?? []) {
      if (candidate.segments.length !== requested.length) continue;
      const params: Record<string, string> = {};
      let matches = true;
      for (let i = 0; i < requested.length && matches; i += 1) {
        const declared = candidate.segments[i] ?? '';
        const given = requested[i] ?? '';
        if (candidate.isParam[i]) {
          if (given === '') matches = false;
          else params[declared.slice(1)] = decodeSegment(given);
        } else if (declared !== given) {
          matches = false;
        }
      }
      if (matches) return { route: candidate.route, params };
    }
    return null;
  }

  function matchBulk(method: string, bulkV1Path: string): { route: RouteDecl; paramNames: string[] } | null {
    const requested = pathSegments(bulkV1Path);
    for (const candidate of byMethod.get(method.toUpperCase()) ?? []) {
      if (candidate.segments.length !== requested.length) continue;
      const paramNames: string[] = [];
      const matches = candidate.segments.every((declared, i) => {
        if (!candidate.isParam[i]) return declared === requested[i];
        const name = declared.slice(1);
        paramNames.push(name);
        return bulkSegmentOf(name) === requested[i];
      });
      if (matches) return { route: candidate.route, paramNames };
    }
    return null;
  }

  return { routes, match, matchBulk };
}
