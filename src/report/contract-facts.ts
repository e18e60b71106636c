// What the contracts say about a route that a difference report needs to tell where a difference comes from: the
// contract file, the editions and releases that have the route, and the platform module that declares it; and per
// platform module, the editions of its routes (a module whose routes are all `editions: [commerce]` is an Adobe
// Commerce module). Read from the compiled plan, so the report says what the contracts say today.

import { compareReleases } from '../contracts/release.ts';
import type { CompiledRoute, Edition } from '../contracts/types.ts';
import { pathShape } from '../schema/lookup.ts';

export interface RouteFacts {
  /** The plan's key: `GET /V1/gift-wrappings/:id`. */
  key: string;
  /** contracts/<file>:<line>. */
  contract: string;
  editions: Edition[];
  since: string;
  until: string | null;
  platformModule: string | null;
}

export interface ModuleFacts {
  /** The editions any of its routes is served in. */
  editions: Edition[];
  /** The releases its routes span: the earliest since, the latest until (null when one has none). */
  since: string;
  until: string | null;
  /** The contract files that name it. */
  contracts: string[];
}

export interface ContractFacts {
  /** By the plan's key, else by method and path shape (`GET /V1/gift-wrappings/{id}`: how a schema finding names it). */
  route(key: string): RouteFacts | null;
  module(name: string): ModuleFacts | null;
  /** Every platform module the contracts name. */
  modules(): string[];
}

type FactsRoute = Pick<CompiledRoute, 'key' | 'method' | 'path' | 'editions' | 'since' | 'until' | 'platformModule' | 'location'>;

function shapeKey(key: string): string {
  const [method = '', path = ''] = key.split(' ');
  return `${method} ${pathShape(path)}`;
}

export function contractFacts(routes: readonly FactsRoute[]): ContractFacts {
  const byKey = new Map<string, RouteFacts>();
  const byShape = new Map<string, RouteFacts>();
  const modules = new Map<string, ModuleFacts>();
  for (const r of routes) {
    const contract = `contracts/${r.location.file}:${r.location.line}`;
    const facts: RouteFacts = { key: r.key, contract, editions: [...r.editions], since: r.since, until: r.until, platformModule: r.platformModule };
    byKey.set(r.key, facts);
    // Two contract routes of one shape (a path parameter renamed between releases): the first named keeps the shape.
    if (!byShape.has(`${r.method} ${pathShape(r.path)}`)) byShape.set(`${r.method} ${pathShape(r.path)}`, facts);
    if (r.platformModule === null) continue;
    const seen = modules.get(r.platformModule);
    const m = seen ?? { editions: [], since: r.since, until: r.until, contracts: [] };
    if (seen !== undefined) {
      if (compareReleases(r.since, m.since) < 0) m.since = r.since;
      m.until = m.until === null || r.until === null ? null : compareReleases(r.until, m.until) > 0 ? r.until : m.until;
    }
    for (const e of r.editions) if (!m.editions.includes(e)) m.editions.push(e);
    const file = `contracts/${r.location.file}`;
    if (!m.contracts.includes(file)) m.contracts.push(file);
    modules.set(r.platformModule, m);
  }
  return {
    route: (key) => byKey.get(key) ?? byShape.get(shapeKey(key)) ?? null,
    module: (name) => modules.get(name) ?? null,
    modules: () => [...modules.keys()].sort(),
  };
}

/** `GiftCardAccount` → `gift-card-account`, `PayPal` → `pay-pal`: how the platform spells a namespace in the names of
 * the published schema's definitions (Magento\GiftCardAccount\Api\Data\GiftCardAccountInterface →
 * gift-card-account-data-gift-card-account-interface). */
export function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The module a published definition belongs to: the module among `modules` whose namespace starts the definition's
 * name (the longest, so customer-balance-... is Magento_CustomerBalance, not Magento_Customer); null when none does
 * (framework-..., a definition of a module nobody named). */
export function moduleOfDefinition(definition: string, modules: Iterable<string>): string | null {
  let best: string | null = null;
  let bestLength = 0;
  for (const m of modules) {
    const [vendor = '', name = ''] = m.split('_');
    const prefixes = [`${kebab(name)}-`, `${kebab(vendor)}-${kebab(name)}-`];
    for (const p of prefixes) {
      if (definition.startsWith(p) && p.length > bestLength) {
        best = m;
        bestLength = p.length;
      }
    }
  }
  return best;
}
