// What a target shows of the release markers: the published schema read as operations, definitions and the modules
// their names tell, and the behaviours global setup observed. A marker whose module the target does not show, or
// whose container (the route of a parameter, the definition of a property) it does not publish, is unobservable:
// its absence would say nothing about the release. Pure: the HTTP side hands in the document.

import type { Behaviour, ModuleSigns, ReleaseMarker, ReleaseMarkers } from './release-markers.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** A published schema as the markers read it. */
export interface PublishedView {
  /** `GET /V1/products/{sku}` (the schema's own path, trailing slash kept) → the operation. */
  operations: Map<string, Obj>;
  definitions: Map<string, Obj>;
  /** Service names the operations are filed under (catalogProductRepositoryV1). */
  tags: Set<string>;
  /** Whether the document shows every route the target has (fetched with a full admin view). A guest's document lacks
   * the protected routes, so a marker missing from it says nothing. */
  complete: boolean;
}

export function viewOfSchema(doc: unknown, complete: boolean): PublishedView | null {
  if (!isObj(doc) || !isObj(doc.paths)) return null;
  const operations = new Map<string, Obj>();
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!isObj(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      operations.set(`${method.toUpperCase()} ${path}`, op);
      if (Array.isArray(op.tags)) for (const t of op.tags) if (typeof t === 'string') tags.add(t);
    }
  }
  const definitions = new Map<string, Obj>();
  if (isObj(doc.definitions)) for (const [name, def] of Object.entries(doc.definitions)) if (isObj(def)) definitions.set(name, def);
  return { operations, definitions, tags, complete };
}

/** The module a name belongs to: the longest listed prefix it starts with (catalogInventoryStockRegistryV1 is
 * Magento_CatalogInventory's, not Magento_Catalog's). A service prefix must be followed by a capital letter. */
function ownerOf(name: string, prefixes: ReadonlyArray<[string, string]>, service: boolean): string | null {
  let best: [string, string] | null = null;
  for (const [module, prefix] of prefixes) {
    if (!name.startsWith(prefix)) continue;
    if (service && !/^[A-Z]/.test(name.slice(prefix.length))) continue;
    if (best === null || prefix.length > best[1].length) best = [module, prefix];
  }
  return best?.[0] ?? null;
}

/** The listed modules whose services or definitions the schema publishes. */
export function modulesShown(view: PublishedView, modules: Record<string, ModuleSigns>): Set<string> {
  const services = Object.entries(modules).map(([m, s]): [string, string] => [m, s.services]);
  const definitions = Object.entries(modules).map(([m, s]): [string, string] => [m, s.definitions]);
  const out = new Set<string>();
  for (const tag of view.tags) {
    const owner = ownerOf(tag, services, true);
    if (owner) out.add(owner);
  }
  for (const name of view.definitions.keys()) {
    const owner = ownerOf(name, definitions, false);
    if (owner) out.add(owner);
  }
  return out;
}

/** Whether the schema files a service under the given prefix (an owner found by the same longest-prefix rule: a
 * contract route of Magento\\Catalog is not shown by catalogInventory services). */
export function serviceShown(view: PublishedView, prefix: string, modules: Record<string, ModuleSigns>): boolean {
  const asked = '(asked)';
  const prefixes: Array<[string, string]> = [...Object.entries(modules).map(([m, s]): [string, string] => [m, s.services]), [asked, prefix]];
  for (const tag of view.tags) {
    const owner = ownerOf(tag, prefixes, true);
    if (owner === asked || (owner !== null && modules[owner]?.services === prefix)) return true;
  }
  return false;
}

export type MarkerReading = { marker: ReleaseMarker; present: boolean } | { marker: ReleaseMarker; present: null; why: string };

function hasParameter(op: Obj, name: string): boolean {
  if (!Array.isArray(op.parameters)) return false;
  for (const p of op.parameters) {
    if (!isObj(p)) continue;
    if (p.name === name && p.in !== 'body') return true;
    if (p.in === 'body' && isObj(p.schema) && isObj(p.schema.properties) && name in p.schema.properties) return true;
  }
  return false;
}

/** Each marker: seen present, seen absent, or not observable (and why). */
export function readMarkers(markers: ReleaseMarkers, view: PublishedView | null, behaviours: Partial<Record<Behaviour, boolean>>): MarkerReading[] {
  const shown = view === null ? new Set<string>() : modulesShown(view, markers.modules);
  return markers.markers.map((marker): MarkerReading => {
    const s = marker.subject;
    if (s.kind === 'behaviour') {
      const seen = behaviours[s.behaviour];
      return seen === undefined ? { marker, present: null, why: 'not observed in this run' } : { marker, present: seen };
    }
    if (view === null) return { marker, present: null, why: 'no published schema (JSON) to read' };
    // Seeing a route or a definition shows its module; missing one tells something only where the module shows
    // elsewhere (a parameter, a response or a property is read on a route or definition that is there).
    const moduleMissing = marker.module !== null && !shown.has(marker.module);
    const absent = (why: string): MarkerReading =>
      moduleMissing ? { marker, present: null, why: `the target shows no service or definition of ${marker.module}` }
      : view.complete ? { marker, present: false }
      : { marker, present: null, why };
    const partial = 'the schema was fetched without an admin view, so what it lacks tells nothing';
    switch (s.kind) {
      case 'route':
        return view.operations.has(s.route) ? { marker, present: true } : absent(partial);
      case 'parameter':
      case 'response': {
        const op = view.operations.get(s.route);
        if (op === undefined) return { marker, present: null, why: `the schema does not publish ${s.route}` };
        const has = s.kind === 'parameter' ? hasParameter(op, s.parameter) : isObj(op.responses) && s.response in op.responses;
        return { marker, present: has };
      }
      case 'definition':
        if (view.definitions.has(s.definition)) return { marker, present: true };
        if (s.via === null) return { marker, present: null, why: 'a definition is published only where a route reaches it' };
        return view.operations.has(s.via) ? absent(partial) : { marker, present: null, why: `the schema does not publish ${s.via}, which reaches it` };
      case 'property': {
        const def = view.definitions.get(s.definition);
        if (def === undefined) return { marker, present: null, why: `the schema does not publish ${s.definition}` };
        return { marker, present: isObj(def.properties) && s.property in def.properties };
      }
    }
  });
}
