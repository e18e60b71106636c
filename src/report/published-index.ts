// What one side's saved published schema says about who publishes what, for the causes of differences: the routes it
// publishes, the service each route's operation is tagged with (service-tags.ts), and for every definition the routes
// whose operation reaches it (through parameters, responses and other definitions). A definition no module's name
// claims (`framework-metadata-object-interface`), or one of a module both sides have, is published because some route
// uses it: when every such route is on one side only, the definition comes and goes with them.

import { readFileSync } from 'node:fs';
import { pathShape } from '../schema/lookup.ts';
import { serviceTagsOfDocument } from './service-tags.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export interface PublishedIndex {
  /** The route shapes published (`GET /V1/gift-wrappings/{}`). */
  routes: ReadonlySet<string>;
  /** Route shape → its operation's first tag (`giftWrappingWrappingRepositoryV1`). */
  tags: ReadonlyMap<string, string>;
  /** Definition → the routes whose operation reaches it, as the document writes them (`GET /V1/returns/{id}`). */
  reachedFrom: ReadonlyMap<string, readonly string[]>;
}

export const EMPTY_INDEX: PublishedIndex = { routes: new Set(), tags: new Map(), reachedFrom: new Map() };

/** `GET /V1/carts/{}` for `GET /V1/carts/:cartId` or `GET /V1/carts/{cartId}`. */
export function routeShape(route: string): string {
  const [method = '', path = ''] = route.split(' ');
  return `${method} ${pathShape(path)}`;
}

/** The definitions a schema part names by `$ref`, directly. */
function refs(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const v of value) refs(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (k === '$ref' && typeof v === 'string') {
        const m = /^#\/(?:definitions|components\/schemas)\/(.+)$/.exec(v);
        if (m !== null) out.add(decodeURIComponent(m[1] as string).replace(/~1/g, '/').replace(/~0/g, '~'));
      } else refs(v, out);
    }
  }
  return out;
}

export function publishedIndexOfDocument(doc: unknown): PublishedIndex {
  if (doc === null || typeof doc !== 'object') return EMPTY_INDEX;
  const d = doc as { paths?: unknown; definitions?: unknown; components?: { schemas?: unknown } };
  const definitions = (d.definitions ?? d.components?.schemas ?? {}) as Record<string, unknown>;
  const direct = new Map<string, Set<string>>();
  const closure = (start: Set<string>): Set<string> => {
    const seen = new Set<string>();
    const todo = [...start];
    while (todo.length > 0) {
      const name = todo.pop() as string;
      if (seen.has(name)) continue;
      seen.add(name);
      if (!direct.has(name)) direct.set(name, refs(definitions[name]));
      todo.push(...(direct.get(name) as Set<string>));
    }
    return seen;
  };
  const routes = new Set<string>();
  const reachedFrom = new Map<string, string[]>();
  const paths = d.paths !== null && typeof d.paths === 'object' ? (d.paths as Record<string, unknown>) : {};
  for (const [path, item] of Object.entries(paths)) {
    if (item === null || typeof item !== 'object') continue;
    for (const method of METHODS) {
      const op = (item as Record<string, unknown>)[method];
      if (op === undefined) continue;
      // As the schema difference names routes: relative to the document's base, the store code's prefix dropped.
      const route = `${method.toUpperCase()} ${path.replace(/^\/rest\/[^/]+/, '')}`;
      routes.add(routeShape(route));
      for (const name of closure(refs([op, (item as Record<string, unknown>).parameters]))) reachedFrom.set(name, [...(reachedFrom.get(name) ?? []), route]);
    }
  }
  return { routes, tags: serviceTagsOfDocument(doc), reachedFrom };
}

/** The index of a saved schema file; null when it is not JSON (a pinned YAML schema) or cannot be read. */
export function publishedIndexOfFile(file: string): PublishedIndex | null {
  try {
    return publishedIndexOfDocument(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  } catch {
    return null;
  }
}
