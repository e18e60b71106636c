// Writes contracts/platform/module-declarations.json: facts of the platform's code the difference report needs to say
// which module a difference comes from, read once from two installed trees (an Adobe Commerce one and a Magento Open
// Source one, each a git repository of a composer install) and kept in the repository with where they came from, so
// that no test and no report reads a tree at run time:
//
// - every module of the trees' vendor/<vendor>/<package>/etc/module.xml, with the trees that hold it, its package's
//   editions it ships in: the open-source product's (the closure of magento/product-community-edition in either
//   tree's composer.lock; Adobe Commerce's product requires it) → both editions; the closure of
//   magento/product-enterprise-edition only → commerce; neither (sample data installed beside the product) → none
//   said. Kept: the modules that declare an attribute or a route below, and every Commerce-only one (a definition
//   named after it decides its edition); a module of both editions that declares neither decides nothing;
// - every extension attribute a module declares (etc/extension_attributes.xml: for, code, type), with the definition
//   name the published schema gives the extension interface it lands on (src/report/published-name.ts);
// - every route a module declares (etc/webapi.xml: method, url, service class and method).
// A record's file is the module's own: vendor/<package>/etc/extension_attributes.xml or .../etc/webapi.xml.
//
// A merchant's own modules (app/code) are left out: they are not the platform's. Nothing is guessed: a file the
// script cannot read as expected stops it with the path.
//
//   node --import tsx scripts/extract-module-declarations.ts --commerce <git dir> --open-source <git dir> [--out FILE]
//
// A git dir may be written `owner/name=<dir>` to name its repository; else the name comes from a mirror folder named
// `owner+name` above it. The commit is the repository's HEAD.

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extensionInterfaceOf, publishedDefinitionName } from '../src/report/published-name.ts';
import { MODULE_DECLARATIONS_FORMAT, type ExtensionAttributeDeclaration, type ModuleDeclarations, type PlatformModule, type PlatformTree, type RouteDeclaration } from '../src/report/module-declarations.ts';

const DEFAULT_OUT = fileURLToPath(new URL('../contracts/platform/module-declarations.json', import.meta.url));
const MODULE_FILE = /^vendor\/([^/]+)\/([^/]+)\/etc\/module\.xml$/;
const DECLARATION_FILE = /^vendor\/([^/]+)\/([^/]+)\/etc\/(extension_attributes|webapi)\.xml$/;
const PATHS = ['composer.json', 'composer.lock', 'vendor/*/*/etc/module.xml', 'vendor/*/*/etc/extension_attributes.xml', 'vendor/*/*/etc/webapi.xml'];

/** A tree as read: its module names by package, the packages of each product, and the declaration files' text. */
export interface Tree extends PlatformTree {
  dir: string;
  /** package dir (`magento/module-gift-wrapping`) → module name. */
  modules: Map<string, string>;
  /** The packages of the open-source product (its composer.lock's closure of magento/product-community-edition). */
  openSource: Set<string>;
  /** The packages of Adobe Commerce's product that the open-source product lacks. */
  commerceOnly: Set<string>;
  /** path → text, the etc/extension_attributes.xml and etc/webapi.xml files among them. */
  files: Map<string, string>;
}

function git(dir: string, args: string[], input?: string): Buffer {
  return execFileSync('git', ['-C', dir, ...args], { input, maxBuffer: 1 << 30 });
}

/** Many blobs at once (`git cat-file --batch`): path → text. */
function readBlobs(dir: string, commit: string, paths: string[]): Map<string, string> {
  const out = new Map<string, string>();
  const buf = git(dir, ['cat-file', '--batch'], paths.map((p) => `${commit}:${p}\n`).join(''));
  let at = 0;
  for (const path of paths) {
    const eol = buf.indexOf(10, at);
    const header = buf.subarray(at, eol).toString('utf8');
    const m = /^[0-9a-f]+ blob (\d+)$/.exec(header);
    if (m === null) throw new Error(`${dir}: ${path}: ${header}`);
    const size = Number(m[1]);
    out.set(path, buf.subarray(eol + 1, eol + 1 + size).toString('utf8'));
    at = eol + 1 + size + 1;
  }
  return out;
}

/** `attr="value"` pairs of one tag's text. */
function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) out[m[1] as string] = m[2] as string;
  return out;
}

const withoutComments = (xml: string) => xml.replace(/<!--[\s\S]*?-->/g, '');

export function moduleName(xml: string, path: string): string {
  const tag = /<module\b[^>]*>/.exec(withoutComments(xml));
  const name = tag === null ? undefined : attributes(tag[0]).name;
  if (name === undefined || !/^[A-Za-z0-9]+_[A-Za-z0-9]+$/.test(name)) throw new Error(`${path}: no <module name="Vendor_Module">`);
  return name;
}

export function extensionAttributes(xml: string, path: string, module: string): Array<Omit<ExtensionAttributeDeclaration, 'trees'>> {
  const out: Array<Omit<ExtensionAttributeDeclaration, 'trees'>> = [];
  for (const block of withoutComments(xml).matchAll(/<extension_attributes\b([^>]*)>([\s\S]*?)<\/extension_attributes>/g)) {
    const forType = attributes(block[1] as string).for;
    if (forType === undefined) throw new Error(`${path}: <extension_attributes> without for`);
    const definition = publishedDefinitionName(extensionInterfaceOf(forType.replace(/^\\/, '')));
    for (const tag of (block[2] as string).matchAll(/<attribute\b[^>]*>/g)) {
      const { code, type } = attributes(tag[0]);
      if (code === undefined || type === undefined) throw new Error(`${path}: <attribute> without code or type in ${forType}`);
      out.push({ definition, for: forType.replace(/^\\/, ''), code, type, module });
    }
  }
  return out;
}

export function routes(xml: string, path: string, module: string): Array<Omit<RouteDeclaration, 'trees'>> {
  const out: Array<Omit<RouteDeclaration, 'trees'>> = [];
  for (const block of withoutComments(xml).matchAll(/<route\b([^>]*)>([\s\S]*?)<\/route>/g)) {
    const { url, method } = attributes(block[1] as string);
    const service = /<service\b[^>]*>/.exec(block[2] as string);
    const s = service === null ? {} : attributes(service[0]);
    if (url === undefined || method === undefined || s.class === undefined || s.method === undefined) throw new Error(`${path}: a <route> without url, method or service`);
    out.push({ route: `${method.toUpperCase()} ${url}`, service: `${s.class.replace(/^\\/, '')}::${s.method}`, module });
  }
  return out;
}

interface LockPackage {
  name: string;
  version: string;
  require?: Record<string, string>;
}

export function lockPackages(text: string): Map<string, LockPackage> {
  const lock = JSON.parse(text) as { packages?: LockPackage[]; 'packages-dev'?: LockPackage[] };
  return new Map([...(lock.packages ?? []), ...(lock['packages-dev'] ?? [])].map((p) => [p.name, p]));
}

/** The packages a product needs, through every package of the lock. */
export function closure(packages: Map<string, LockPackage>, root: string): Set<string> {
  const seen = new Set<string>();
  const todo = [root];
  while (todo.length > 0) {
    const name = todo.pop() as string;
    if (seen.has(name) || !packages.has(name)) continue;
    seen.add(name);
    todo.push(...Object.keys(packages.get(name)?.require ?? {}));
  }
  return seen;
}

function readTree(spec: string, expected: 'commerce' | 'open-source'): Tree {
  const eq = spec.indexOf('=');
  const dir = resolve(eq > 0 && spec.slice(0, eq).includes('/') ? spec.slice(eq + 1) : spec);
  const named = eq > 0 && spec.slice(0, eq).includes('/') ? spec.slice(0, eq) : /\/([^/+]+)\+([^/]+)\/(?:repo\/?)?$/.exec(dir)?.slice(1, 3).join('/');
  if (named === undefined) throw new Error(`${spec}: name its repository (owner/name=${spec})`);
  const commit = git(dir, ['rev-parse', 'HEAD']).toString('utf8').trim();
  const all = git(dir, ['ls-tree', '-r', '--name-only', commit]).toString('utf8').split('\n');
  const moduleFiles = all.filter((p) => MODULE_FILE.test(p));
  const declarationFiles = all.filter((p) => DECLARATION_FILE.test(p));
  const files = readBlobs(dir, commit, ['composer.json', 'composer.lock', ...moduleFiles, ...declarationFiles]);
  const project = JSON.parse(files.get('composer.json') as string) as { name?: string; version?: string };
  const edition = project.name === 'magento/project-enterprise-edition' ? 'commerce' : project.name === 'magento/project-community-edition' ? 'open-source' : null;
  if (edition !== expected || typeof project.version !== 'string') throw new Error(`${dir}: composer.json names ${project.name ?? 'no project'} ${project.version ?? ''}, not the ${expected} edition's project`);
  const packages = lockPackages(files.get('composer.lock') as string);
  const openSource = closure(packages, 'magento/product-community-edition');
  const commerce = closure(packages, 'magento/product-enterprise-edition');
  if (openSource.size === 0) throw new Error(`${dir}: composer.lock has no magento/product-community-edition`);
  const modules = new Map<string, string>();
  for (const path of moduleFiles) {
    const [, vendor, pkg] = MODULE_FILE.exec(path) as RegExpExecArray;
    modules.set(`${vendor}/${pkg}`, moduleName(files.get(path) as string, path));
  }
  return {
    id: `${edition}-${project.version}`,
    edition,
    release: project.version,
    repository: named,
    commit,
    project: `${project.name} ${project.version}`,
    dir,
    modules,
    openSource,
    commerceOnly: new Set([...commerce].filter((p) => !openSource.has(p))),
    files,
  };
}

/** The same declaration in several trees is one record naming them all. */
function merge<T extends { trees: string[] }>(records: Array<Omit<T, 'trees'> & { tree: string }>): T[] {
  const byKey = new Map<string, T>();
  for (const { tree, ...rest } of records) {
    const key = JSON.stringify(rest);
    const seen = byKey.get(key);
    if (seen === undefined) byKey.set(key, { ...rest, trees: [tree] } as unknown as T);
    else if (!seen.trees.includes(tree)) seen.trees.push(tree);
  }
  return [...byKey.values()];
}

export function build(trees: Tree[]): ModuleDeclarations {
  const modules: Record<string, PlatformModule> = {};
  for (const tree of trees) {
    for (const [pkg, name] of tree.modules) {
      const m = (modules[name] ??= { package: pkg, editions: [], trees: [] });
      if (m.package !== pkg) throw new Error(`${name} is ${m.package} in one tree and ${pkg} in ${tree.id}`);
      m.trees.push(tree.id);
    }
  }
  for (const m of Object.values(modules)) {
    const openSource = trees.some((t) => t.openSource.has(m.package));
    const commerceOnly = trees.some((t) => t.commerceOnly.has(m.package));
    if (openSource && commerceOnly) throw new Error(`${m.package}: in the open-source product of one tree and in Commerce's only of another`);
    m.editions = openSource ? ['open-source', 'commerce'] : commerceOnly ? ['commerce'] : [];
    // The brief's check, kept: a Commerce-only module is in the Commerce tree and in no open-source tree.
    if (commerceOnly && trees.some((t) => t.edition === 'open-source' && m.trees.includes(t.id))) throw new Error(`${m.package}: Commerce's only, yet installed in an open-source tree`);
  }
  const attributes: Array<Omit<ExtensionAttributeDeclaration, 'trees'> & { tree: string }> = [];
  const declared: Array<Omit<RouteDeclaration, 'trees'> & { tree: string }> = [];
  for (const tree of trees) {
    for (const [path, text] of tree.files) {
      const m = DECLARATION_FILE.exec(path);
      if (m === null) continue;
      const module = tree.modules.get(`${m[1]}/${m[2]}`);
      if (module === undefined) throw new Error(`${tree.id}: ${path} is in no module (no etc/module.xml beside it)`);
      if (m[3] === 'webapi') declared.push(...routes(text, path, module).map((r) => ({ ...r, tree: tree.id })));
      else attributes.push(...extensionAttributes(text, path, module).map((a) => ({ ...a, tree: tree.id })));
    }
  }
  const declaring = new Set([...attributes, ...declared].map((r) => r.module));
  const kept = Object.entries(modules).filter(([name, m]) => declaring.has(name) || (m.editions.length === 1 && m.editions[0] === 'commerce'));
  const sortedModules = Object.fromEntries(kept.sort(([a], [b]) => (a < b ? -1 : 1)));
  return {
    format: MODULE_DECLARATIONS_FORMAT,
    about: 'Generated by scripts/extract-module-declarations.ts from the trees below; do not edit by hand. Facts of the platform\'s code: the modules that declare an extension attribute or a route and every Commerce-only module, with their editions; the extension attributes and the routes each module declares, in vendor/<package>/etc/extension_attributes.xml and etc/webapi.xml.',
    trees: trees.map(({ id, edition, release, repository, commit, project }) => ({ id, edition, release, repository, commit, project })),
    paths: PATHS,
    editions: 'open-source and commerce: the package is in the closure of magento/product-community-edition in a tree\'s composer.lock (Adobe Commerce\'s product requires it); commerce: in the closure of magento/product-enterprise-edition only (so in the Commerce tree and in no open-source tree); none: in neither product (sample data)',
    modules: sortedModules,
    extensionAttributes: merge<ExtensionAttributeDeclaration>(attributes).sort((a, b) => cmp(a.definition ?? '', b.definition ?? '') || cmp(a.code, b.code) || cmp(a.module, b.module)),
    routes: merge<RouteDeclaration>(declared).sort((a, b) => cmp(routePath(a.route), routePath(b.route)) || cmp(a.route, b.route) || cmp(a.module, b.module)),
  };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const routePath = (route: string) => route.slice(route.indexOf(' ') + 1);

/** One record a line: a reviewer reads the change of a regeneration line by line. */
function serialize(d: ModuleDeclarations): string {
  const lines = (records: unknown[]) => records.map((r) => `    ${JSON.stringify(r)}`).join(',\n');
  const modules = Object.entries(d.modules).map(([name, m]) => `    ${JSON.stringify(name)}: ${JSON.stringify(m)}`).join(',\n');
  return [
    '{',
    `  "format": ${JSON.stringify(d.format)},`,
    `  "about": ${JSON.stringify(d.about)},`,
    `  "trees": [\n${lines(d.trees)}\n  ],`,
    `  "paths": ${JSON.stringify(d.paths)},`,
    `  "editions": ${JSON.stringify(d.editions)},`,
    `  "modules": {\n${modules}\n  },`,
    `  "extensionAttributes": [\n${lines(d.extensionAttributes)}\n  ],`,
    `  "routes": [\n${lines(d.routes)}\n  ]`,
    '}',
    '',
  ].join('\n');
}

function main(argv: string[]): void {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i < 0 ? undefined : argv[i + 1];
  };
  const [commerce, openSource, out = DEFAULT_OUT] = [arg('--commerce'), arg('--open-source'), arg('--out')];
  if (commerce === undefined || openSource === undefined) {
    process.stderr.write('usage: extract-module-declarations.ts --commerce <git dir> --open-source <git dir> [--out FILE]\n');
    process.exit(2);
  }
  const data = build([readTree(commerce, 'commerce'), readTree(openSource, 'open-source')]);
  writeFileSync(out, serialize(data));
  const editions = Object.values(data.modules).filter((m) => m.editions.length === 1).length;
  process.stdout.write(`wrote ${out}: ${Object.keys(data.modules).length} modules kept (${editions} commerce only), ${data.extensionAttributes.length} extension attributes, ${data.routes.length} routes\n`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
