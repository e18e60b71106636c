// Facts of the platform's code that say which module a difference comes from (contracts/platform/
// module-declarations.json, written once by scripts/extract-module-declarations.ts from an Adobe Commerce and a
// Magento Open Source tree, their repositories and commits inside): each module with the editions it ships in, the
// extension attributes each module declares (by the definition name the published schema gives the extension
// interface) and the routes each declares. The published schema names neither: `sales-data-order-extension-interface
// .gw_id` does not say Magento_GiftWrapping adds it, nor does `POST /V1/import/csv` say Magento_ImportCsvApi serves it.
// Read once and checked field by field; the report never reads a tree of the platform.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Edition } from '../contracts/types.ts';
import { pathShape } from '../schema/lookup.ts';

export const MODULE_DECLARATIONS_FORMAT = 'module-declarations@1';
/** Where the project keeps them, and how evidence names the file. */
export const MODULE_DECLARATIONS_NAME = 'contracts/platform/module-declarations.json';
export const PROJECT_MODULE_DECLARATIONS = fileURLToPath(new URL(`../../${MODULE_DECLARATIONS_NAME}`, import.meta.url));

/** One installed tree the facts were read from. */
export interface PlatformTree {
  /** `commerce-2.4.6-p1`: how the records name it. */
  id: string;
  edition: Edition;
  release: string;
  /** GitHub owner/name. */
  repository: string;
  commit: string;
  /** The composer project and version its composer.json names. */
  project: string;
}

export interface PlatformModule {
  /** The composer package (`magento/module-gift-wrapping`). */
  package: string;
  /** The editions whose product ships it; empty when neither does (sample data installed beside the product). */
  editions: Edition[];
  /** The trees that hold it. */
  trees: string[];
}

export interface ExtensionAttributeDeclaration {
  /** The published name of the extension interface it lands on; null when the platform publishes none. */
  definition: string | null;
  /** The interface the declaration names (`Magento\Sales\Api\Data\OrderInterface`). */
  for: string;
  code: string;
  type: string;
  /** The module that declares it, in its vendor/<package>/etc/extension_attributes.xml. */
  module: string;
  trees: string[];
}

export interface RouteDeclaration {
  /** `POST /V1/quick-checkout/has-account`, as webapi.xml writes it. */
  route: string;
  /** `Magento\QuickCheckout\Api\AccountRepositoryInterface::hasAccount`. */
  service: string;
  /** The module that declares it, in its vendor/<package>/etc/webapi.xml. */
  module: string;
  trees: string[];
}

export interface ModuleDeclarations {
  format: typeof MODULE_DECLARATIONS_FORMAT;
  about: string;
  trees: PlatformTree[];
  /** The paths of each tree the facts were read from. */
  paths: string[];
  /** How a module's editions were decided. */
  editions: string;
  modules: Record<string, PlatformModule>;
  extensionAttributes: ExtensionAttributeDeclaration[];
  routes: RouteDeclaration[];
}

/** What the report asks of the facts. */
export interface PlatformFacts {
  /** The file, as evidence names it. */
  file: string;
  trees: PlatformTree[];
  module(name: string): PlatformModule | null;
  modules(): string[];
  /** The declarations of an extension attribute: `sales-data-order-extension-interface`, `gw_id`. */
  attribute(definition: string, code: string): ExtensionAttributeDeclaration[];
  /** The declarations of a route, by method and path in either form (`POST /V1/carts/:cartId`, `.../{cartId}`). */
  route(route: string): RouteDeclaration[];
}

const EDITIONS: readonly string[] = ['open-source', 'commerce'];
const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

function shape(route: string): string {
  const [method = '', path = ''] = route.split(' ');
  return `${method} ${pathShape(path)}`;
}

/** Checks the parsed file; every problem at once, each with where it is. */
export function parseModuleDeclarations(value: unknown, file: string): ModuleDeclarations {
  const problems: string[] = [];
  const need = (ok: boolean, where: string, what: string) => {
    if (!ok) problems.push(`${where}: ${what}`);
  };
  if (!isObj(value)) throw new Error(`${file}: not a JSON object`);
  need(value.format === MODULE_DECLARATIONS_FORMAT, 'format', `must be ${MODULE_DECLARATIONS_FORMAT}`);
  const trees = Array.isArray(value.trees) ? value.trees : [];
  need(trees.length > 0, 'trees', 'must list the trees the facts were read from');
  const treeIds = new Set<string>();
  trees.forEach((t, i) => {
    const ok = isObj(t) && ['id', 'release', 'repository', 'commit', 'project'].every((k) => typeof t[k] === 'string') && EDITIONS.includes(String(t.edition));
    need(ok, `trees[${i}]`, 'needs id, edition (open-source or commerce), release, repository, commit and project');
    if (isObj(t) && typeof t.id === 'string') treeIds.add(t.id);
  });
  const inTrees = (v: unknown) => isStrings(v) && v.length > 0 && v.every((t) => treeIds.has(t));
  const modules = isObj(value.modules) ? value.modules : {};
  need(isObj(value.modules), 'modules', 'must map module names to their facts');
  for (const [name, m] of Object.entries(modules)) {
    const ok = isObj(m) && typeof m.package === 'string' && inTrees(m.trees) && isStrings(m.editions) && m.editions.every((e) => EDITIONS.includes(e));
    need(ok, `modules.${name}`, 'needs package, editions and trees (of trees[])');
  }
  const known = (v: unknown) => typeof v === 'string' && v in modules;
  const attributes = Array.isArray(value.extensionAttributes) ? value.extensionAttributes : [];
  need(Array.isArray(value.extensionAttributes), 'extensionAttributes', 'must be a list');
  attributes.forEach((a, i) => {
    const ok = isObj(a) && (a.definition === null || typeof a.definition === 'string') && ['for', 'code', 'type'].every((k) => typeof a[k] === 'string') && known(a.module) && inTrees(a.trees);
    need(ok, `extensionAttributes[${i}]`, 'needs definition, for, code, type, module (of modules) and trees');
  });
  const routes = Array.isArray(value.routes) ? value.routes : [];
  need(Array.isArray(value.routes), 'routes', 'must be a list');
  routes.forEach((r, i) => {
    const ok = isObj(r) && typeof r.route === 'string' && /^[A-Z]+ \//.test(r.route) && typeof r.service === 'string' && known(r.module) && inTrees(r.trees);
    need(ok, `routes[${i}]`, 'needs route (METHOD /path), service, module (of modules) and trees');
  });
  if (problems.length > 0) throw new Error(`${file}: ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return value as unknown as ModuleDeclarations;
}

export function loadModuleDeclarations(file: string = PROJECT_MODULE_DECLARATIONS): ModuleDeclarations {
  return parseModuleDeclarations(JSON.parse(readFileSync(file, 'utf8')) as unknown, file);
}

export function platformFacts(data: ModuleDeclarations, file: string = MODULE_DECLARATIONS_NAME): PlatformFacts {
  const attributes = new Map<string, ExtensionAttributeDeclaration[]>();
  for (const a of data.extensionAttributes) {
    if (a.definition === null) continue;
    const key = `${a.definition}.${a.code}`;
    attributes.set(key, [...(attributes.get(key) ?? []), a]);
  }
  const routes = new Map<string, RouteDeclaration[]>();
  for (const r of data.routes) routes.set(shape(r.route), [...(routes.get(shape(r.route)) ?? []), r]);
  return {
    file,
    trees: data.trees,
    module: (name) => data.modules[name] ?? null,
    modules: () => Object.keys(data.modules),
    attribute: (definition, code) => attributes.get(`${definition}.${code}`) ?? [],
    route: (route) => routes.get(shape(route)) ?? [],
  };
}

let project: PlatformFacts | null = null;

/** The project's facts, read once. */
export function projectPlatformFacts(): PlatformFacts {
  project ??= platformFacts(loadModuleDeclarations());
  return project;
}
