// Reads the route declarations (webapi/<Module>.json, one file per platform module, in the order webapi/modules.json
// lists them) into the table routesFor() resolves per profile. Every problem of every file is reported at once as
// `file:line:col  where: what is wrong  (what to do)`; README.md ("Route table") describes the format.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataFileError, ShapeCheck, formatProblems, readDataFile, readDataFileInto, type DataFile, type DataPath } from '../data-file.ts';
import { compareReleases } from '../release.ts';
import type { HttpMethod, RouteDecl } from '../types.ts';
import type { CatalogRoute, RouteRevision } from './model.ts';

export const WEBAPI_DIR = fileURLToPath(new URL('./webapi/', import.meta.url));
const MODULE_LIST = 'modules.json';

/** The oldest release the table covers: a route without `since` exists from it on. */
export const FIRST_RELEASE = '2.0.0';

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];
const EDITIONS = ['both', 'commerce'] as const;
const MODULE_NAME = /^[A-Z][A-Za-z0-9]*_[A-Z][A-Za-z0-9]*$/;
const RELEASE = /^\d+\.\d+\.\d+(?:-p\d+)?$/;
const URL_SHAPE = /^\/V1(?:\/[A-Za-z0-9_.-]+|\/:[A-Za-z_][A-Za-z0-9_]*)*\/?$/;
const SERVICE = /^(\\?[A-Za-z][A-Za-z0-9_]*(?:\\[A-Za-z][A-Za-z0-9_]*)+)::([A-Za-z_][A-Za-z0-9_]*)$/;
// An ACL id is Vendor_Module::name; MSI 1.1.0 (2.3.0) declared four without the vendor (InventorySalesApi::stock).
const RESOURCE = /^(?:anonymous|self|[A-Z][A-Za-z0-9]*(?:_[A-Z][A-Za-z0-9]*)?::[A-Za-z0-9_]+)$/;
const DECLARATION_KEYS = ['url', 'service', 'resources', 'data', 'secure'] as const;

type Declaration = Omit<RouteDecl, 'method'>;

/** The whole table, every module file in the listed order. Throws DataFileError naming every problem. */
export function loadRouteTable(dir: string = WEBAPI_DIR): CatalogRoute[] {
  const problems: string[] = [];
  const list = readDataFile(join(dir, MODULE_LIST));
  const listCheck = new ShapeCheck();
  const modules = moduleList(list, listCheck, dir);
  problems.push(...formatProblems(list, listCheck.problems));
  const table: CatalogRoute[] = [];
  const declaredAt = new Map<string, string>();
  for (const module of modules) {
    const data = readDataFileInto(join(dir, `${module}.json`), problems);
    if (data === null) continue;
    const check = new ShapeCheck();
    table.push(...moduleRoutes(data, module, check, declaredAt));
    problems.push(...formatProblems(data, check.problems));
  }
  if (problems.length > 0) throw new DataFileError(problems);
  return table;
}

function moduleList(list: DataFile, check: ShapeCheck, dir: string): string[] {
  const top = check.object(list.value, [], ['modules'], []);
  const entries = top === null ? null : check.array(top.modules, ['modules']);
  if (entries === null) return [];
  const modules: string[] = [];
  entries.forEach((entry, index) => {
    const name = check.string(entry, ['modules', index], MODULE_NAME, 'a module name', 'Vendor_Module, e.g. Magento_Catalog');
    if (name === null) return;
    if (modules.includes(name)) check.problem(['modules', index], `"${name}" is listed twice`, 'list each module once');
    else modules.push(name);
  });
  const files = readdirSync(dir).filter((name) => name.endsWith('.json') && name !== MODULE_LIST);
  for (const module of modules) {
    if (!files.includes(`${module}.json`)) check.problem(['modules', modules.indexOf(module)], `no file ${module}.json next to ${MODULE_LIST}`, `add it, or take "${module}" off the list`);
  }
  for (const file of files) {
    const module = file.slice(0, -'.json'.length);
    if (!modules.includes(module)) check.problem(['modules'], `${file} is not listed, so its routes would never be served`, `add "${module}" where it loads`);
  }
  return modules.filter((module) => files.includes(`${module}.json`));
}

function moduleRoutes(data: DataFile, module: string, check: ShapeCheck, declaredAt: Map<string, string>): CatalogRoute[] {
  const top = check.object(data.value, [], ['module', 'edition', 'routes'], []);
  if (top === null) return [];
  if (top.module !== module) check.problem(['module'], `${JSON.stringify(top.module)} does not match the file name`, `write "${module}", or rename the file`);
  const edition = check.oneOf(top.edition, ['edition'], EDITIONS);
  const entries = check.array(top.routes, ['routes']);
  if (edition === null || entries === null) return [];
  const routes: CatalogRoute[] = [];
  entries.forEach((entry, index) => {
    const route = catalogRoute(entry, ['routes', index], module, edition, check);
    if (route === null) return;
    const first = route.revisions[0]?.decl;
    const key = `${route.method} ${first?.url ?? ''}`;
    const earlier = declaredAt.get(key);
    if (earlier !== undefined) check.problem(['routes', index, 'url'], `${key} is declared twice (also ${earlier})`, 'keep one entry; changes over releases go into its "changes"');
    else declaredAt.set(key, `${module}.json routes[${index}]`);
    routes.push(route);
  });
  return routes;
}

function catalogRoute(value: unknown, path: DataPath, module: string, edition: CatalogRoute['edition'], check: ShapeCheck): CatalogRoute | null {
  const entry = check.object(value, path, ['method', 'url', 'service', 'resources'], ['since', 'until', 'data', 'secure', 'changes']);
  if (entry === null) return null;
  const method = check.oneOf(entry.method, [...path, 'method'], METHODS);
  const since = entry.since === undefined ? FIRST_RELEASE : release(entry.since, [...path, 'since'], check);
  const base = declaration(entry, path, module, null, check);
  if (method === null || since === null || base === null) return null;
  const revisions: RouteRevision[] = [{ from: since, decl: base }];
  let present: Declaration = base;
  let previous = since;
  const changes = entry.changes === undefined ? [] : (check.array(entry.changes, [...path, 'changes']) ?? []);
  changes.forEach((change, index) => {
    const at = [...path, 'changes', index];
    const fields = check.object(change, at, ['since'], ['absent', ...DECLARATION_KEYS]);
    if (fields === null) return;
    const from = release(fields.since, [...at, 'since'], check);
    if (from === null) return;
    if (compareReleases(from, previous) <= 0) check.problem([...at, 'since'], `${from} is not after ${previous}`, 'list changes oldest first, each after the one before');
    previous = from;
    const wasAbsent = revisions[revisions.length - 1]?.decl === null;
    const changed = DECLARATION_KEYS.filter((key) => key in fields);
    if (fields.absent === true) {
      if (changed.length > 0) check.problem(at, `an absent route has no ${changed.join(', ')}`, 'drop them, or drop "absent"');
      revisions.push({ from, decl: null });
      return;
    }
    if (fields.absent !== undefined && (check.boolean(fields.absent, [...at, 'absent']) === null || !wasAbsent)) {
      if (!wasAbsent) check.problem([...at, 'absent'], 'the route is not absent before this change', 'drop "absent": false');
      return;
    }
    if (changed.length === 0 && !wasAbsent) {
      check.problem(at, 'changes nothing', `give the fields that change from ${from} (${DECLARATION_KEYS.join(', ')}), or "absent": true`);
      return;
    }
    const next = declaration(fields, at, module, present, check);
    if (next === null) return;
    present = next;
    revisions.push({ from, decl: next });
  });
  if (entry.until !== undefined) {
    const until = release(entry.until, [...path, 'until'], check);
    if (until !== null && compareReleases(until, previous) <= 0) check.problem([...path, 'until'], `${until} is not after ${previous}`, '"until" is the first release without the route, after its last change');
    if (until !== null) revisions.push({ from: until, decl: null });
  }
  return { method, edition, revisions };
}

/** A declaration from the fields given, the others taken from `inherited` (the route's previous declaration). */
function declaration(fields: Record<string, unknown>, path: DataPath, module: string, inherited: Declaration | null, check: ShapeCheck): Declaration | null {
  const url = 'url' in fields ? check.string(fields.url, [...path, 'url'], URL_SHAPE, 'a route URL', 'like /V1/products/:sku') : (inherited?.url ?? null);
  let service: [string, string] | null = inherited === null ? null : [inherited.serviceClass, inherited.serviceMethod];
  if ('service' in fields) {
    const text = check.string(fields.service, [...path, 'service'], SERVICE, 'a service method', 'Vendor\\Module\\Api\\SomeInterface::method');
    const match = text === null ? null : SERVICE.exec(text);
    service = match === null ? null : [match[1] ?? '', match[2] ?? ''];
  }
  const resources = 'resources' in fields ? resourceList(fields.resources, [...path, 'resources'], check) : (inherited?.resources ?? null);
  const data = 'data' in fields ? forcedData(fields.data, [...path, 'data'], check) : (inherited?.data ?? []);
  const secure = 'secure' in fields ? check.boolean(fields.secure, [...path, 'secure']) : (inherited?.secure ?? false);
  if (url === null || service === null || resources === null || data === null || secure === null) return null;
  // The order of webapi.xml's own declaration: route, service, resources, data, secure.
  const decl: Declaration = { url, module, serviceClass: service[0], serviceMethod: service[1], resources: [...resources] };
  if (data.length > 0) decl.data = data.map((item) => ({ ...item }));
  if (secure) decl.secure = true;
  return decl;
}

function resourceList(value: unknown, path: DataPath, check: ShapeCheck): string[] | null {
  const entries = check.array(value, path);
  if (entries === null) return null;
  if (entries.length === 0) {
    check.problem(path, 'no resources', 'give "anonymous", "self" or the ACL ids, any one of which grants access');
    return null;
  }
  const resources = entries.map((entry, index) => check.string(entry, [...path, index], RESOURCE, 'an ACL resource', '"anonymous", "self" or an ACL id such as Magento_Catalog::products'));
  return resources.every((entry): entry is string => entry !== null) ? resources : null;
}

/** data: {"customerId": "%customer_id%"} → forced parameters (webapi.xml <parameter force="true">), in order. */
function forcedData(value: unknown, path: DataPath, check: ShapeCheck): NonNullable<RouteDecl['data']> | null {
  const entries = check.map(value, path);
  if (entries === null) return null;
  const data: NonNullable<RouteDecl['data']> = [];
  for (const [name, text] of Object.entries(entries)) {
    const parameter = check.string(text, [...path, name]);
    if (parameter !== null) data.push({ name, value: parameter, force: true });
  }
  return data.length === Object.keys(entries).length ? data : null;
}

function release(value: unknown, path: DataPath, check: ShapeCheck): string | null {
  return check.string(value, path, RELEASE, 'a release', 'like 2.4.7 or 2.4.0-p1');
}
