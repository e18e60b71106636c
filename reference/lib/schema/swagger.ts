// GET /rest/<store>/schema: the Swagger 2.0 document of the routes the caller may use, shaped like the real
// platform's (Magento\Webapi\Model\Rest\Swagger\Generator): info {version (the release line, 2.4 for 2.4.7-p3:
// the generator keeps major.minor of the product version), title}, host, basePath "/rest/<store>",
// securityDefinitions api_key, one tag per service, paths with operationIds like GetV1ProductsSku, path/query/body
// parameters, responses 200 (+ the documented 400/401/500) and default error-response, and only the definitions
// the published operations reach.
//
// Filtering: a guest sees anonymous routes, a customer anonymous + self routes, an admin or integration the routes
// its ACL grants (all with '*'). `services` is 'all' or a list of service names (catalogProductRepositoryV1, ...);
// unknown names are ignored. Fault `schema-missing-routes`: DELETE operations are left out of the paths.

import type { DataTypes } from '../domain/api.ts';
import { typesData } from '../domain/types-data.ts';
import { methodRow, parseSpec, schemaOfCode, serviceNameOf, type SwaggerSchema } from '../domain/types-table.ts';
import { releaseLine } from '../release.ts';
import { applyOperationChanges, definitionsAt } from './release-changes.ts';
import type { Identity, RouteDecl } from '../types.ts';

export interface SwaggerArgs {
  routes: RouteDecl[];
  types: DataTypes;
  identity: Identity;
  storeCode: string;
  services: string[] | 'all';
  host: string;
  basePath: string;
  faults: ReadonlySet<string>;
  /** The release the installation plays (2.4.7-p3): the document names its line (2.4), as the platform's does. */
  release: string;
}

const MEDIA_TYPES = ['application/json', 'application/xml'];
const ERROR_REF = { $ref: '#/definitions/error-response' };
const STATUS_TEXT: Record<number, string> = { 400: '400 Bad Request', 401: '401 Unauthorized', 404: '404 Not Found', 500: 'Internal Server error' };
/** Modules only the commerce edition ships: their presence names the document "Magento Enterprise". */
const COMMERCE_MODULES = new Set(['Magento_Rma', 'Magento_GiftCardAccount', 'Magento_GiftWrapping', 'Magento_Reward', 'Magento_CustomerBalance', 'Magento_GiftRegistry']);

/** May this caller use the route (the platform's schema shows only those)? */
export function visibleTo(identity: Identity, route: RouteDecl): boolean {
  if (route.resources.includes('anonymous')) return true;
  if (identity.kind === 'guest') return false;
  if (identity.kind === 'customer') return route.resources.includes('self');
  if (identity.resources === '*') return true;
  const granted = new Set(identity.resources);
  return route.resources.some((resource) => resource !== 'self' && granted.has(resource));
}

/** /V1/products/{sku} + get → GetV1ProductsSku ("attribute-sets" → "Attributesets"). */
export function operationIdOf(method: string, swaggerPath: string): string {
  const words = swaggerPath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/[{}]/g, '').replace(/-/g, ''))
    .map((segment) => segment.charAt(0).toUpperCase() + segment.slice(1));
  const verb = method.charAt(0).toUpperCase() + method.slice(1).toLowerCase();
  return verb + words.join('');
}

export function swaggerPathOf(url: string): string {
  // The platform keeps a declared trailing slash (/V1/carts/, /V1/stockItems/lowStock/).
  return url.replace(/:(\w+)/g, '{$1}');
}

function pathParamNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

function forcedNames(route: RouteDecl): Set<string> {
  return new Set((route.data ?? []).filter((item) => item.force).map((item) => item.name));
}

/** A path or query parameter as the platform publishes it: name, in, type[, items][, required][, description]. */
function plainParameter(name: string, where: 'path' | 'query', spec: string): Record<string, unknown> {
  const { code, required, description } = parseSpec(spec);
  const parameter: Record<string, unknown> = { name, in: where, ...scalarOrArray(code) };
  if (where === 'path') parameter.required = true;
  else if (required !== null) parameter.required = required;
  if (description !== null) parameter.description = description;
  return parameter;
}

/** Non-body parameters take a primitive type (or an array of one) in Swagger 2.0. */
function scalarOrArray(code: string): Record<string, unknown> {
  const schema = schemaOfCode(code);
  if (schema.type === 'array') {
    const items = schema.items as SwaggerSchema;
    return { type: 'array', items: typeof items.type === 'string' ? { type: items.type } : { type: 'string' } };
  }
  return typeof schema.type === 'string' && schema.type !== 'object' ? { type: schema.type } : { type: 'string' };
}

function operationOf(route: RouteDecl, swaggerPath: string): Record<string, unknown> {
  const row = methodRow(route.serviceClass, route.serviceMethod);
  const operationId = operationIdOf(route.method, swaggerPath);
  const inPath = new Set(pathParamNames(route.url));
  const forced = forcedNames(route);
  const parameters: Array<Record<string, unknown>> = [];
  // Path parameters in the service method's order (the table's), as the platform lists them.
  const pathOrder = [...Object.keys(row?.path ?? {}).filter((name) => inPath.has(name)), ...[...inPath].filter((name) => row?.path?.[name] === undefined)];
  for (const name of pathOrder) parameters.push(plainParameter(name, 'path', row?.path?.[name] ?? 's'));
  if (route.method === 'GET') {
    for (const [name, spec] of Object.entries(row?.query ?? {})) if (!inPath.has(name) && !forced.has(name)) parameters.push(plainParameter(name, 'query', spec));
  } else {
    const properties: Record<string, SwaggerSchema> = {};
    const required: string[] = [];
    for (const [name, code] of Object.entries(row?.body ?? {})) {
      if (inPath.has(name) || forced.has(name)) continue;
      properties[name] = schemaOfCode(code);
      if (parseSpec(code).required === true) required.push(name);
    }
    if (Object.keys(properties).length > 0) {
      const schema: Record<string, unknown> = {};
      if (required.length > 0) schema.required = required;
      Object.assign(schema, { properties, type: 'object', xml: { name: 'request' } });
      parameters.push({ name: `${operationId}Body`, in: 'body', schema });
    }
  }
  const responses: Record<string, unknown> = {};
  if (row !== undefined && row.returns !== 'void') responses['200'] = { description: '200 Success.', schema: schemaOfCode(row.returns) };
  for (const status of row === undefined ? [401] : (row.errors ?? [])) responses[String(status)] = { description: STATUS_TEXT[status] ?? `${status} Error`, schema: ERROR_REF };
  responses.default = { description: 'Unexpected error', schema: ERROR_REF };
  const operation: Record<string, unknown> = { tags: [serviceNameOf(route.serviceClass, route.serviceMethod)], description: row?.summary ?? '', operationId, consumes: MEDIA_TYPES, produces: MEDIA_TYPES };
  if (parameters.length > 0) operation.parameters = parameters;
  operation.responses = responses;
  return operation;
}

/** Every definition name a JSON value refers to, followed through the definitions themselves. */
function reachableDefinitions(roots: unknown, definitions: Record<string, object>): string[] {
  const seen = new Set<string>();
  const pending: unknown[] = [roots];
  while (pending.length > 0) {
    const text = JSON.stringify(pending.pop());
    for (const match of text.matchAll(/"#\/definitions\/([^"]+)"/g)) {
      const name = match[1] ?? '';
      if (seen.has(name) || definitions[name] === undefined) continue;
      seen.add(name);
      pending.push(definitions[name]);
    }
  }
  return [...seen].sort();
}

function titleOf(routes: RouteDecl[]): string {
  return routes.some((route) => COMMERCE_MODULES.has(route.module)) ? 'Magento Enterprise' : 'Magento Community';
}

export function buildSwagger(args: SwaggerArgs): object {
  const wanted = args.services === 'all' ? null : new Set(args.services);
  const dropDeletes = args.faults.has('schema-missing-routes');
  const paths: Record<string, Record<string, unknown>> = {};
  const tags: string[] = [];
  for (const route of args.routes) {
    if (!visibleTo(args.identity, route)) continue;
    const service = serviceNameOf(route.serviceClass, route.serviceMethod);
    if (wanted !== null && !wanted.has(service)) continue;
    if (dropDeletes && route.method === 'DELETE') continue;
    const swaggerPath = swaggerPathOf(route.url);
    const method = route.method.toLowerCase();
    const operations = paths[swaggerPath] ?? {};
    // Two declarations of one route (a module overriding another) publish once, the later one winning as in webapi.xml merging.
    operations[method] = operationOf(route, swaggerPath);
    paths[swaggerPath] = operations;
    if (!tags.includes(service)) tags.push(service);
  }
  // What this release publishes differently from the types data (releases.json).
  applyOperationChanges(paths, args.release);
  const releaseDefinitions = definitionsAt(args.types.definitions, args.release);
  const errorDefinitions = ['error-response'];
  const names = reachableDefinitions([paths, errorDefinitions.map((name) => ({ $ref: `#/definitions/${name}` }))], releaseDefinitions);
  const definitions: Record<string, object> = {};
  for (const name of names) {
    const definition = releaseDefinitions[name];
    if (definition !== undefined) definitions[name] = definition;
  }
  return {
    securityDefinitions: { api_key: { type: 'apiKey', name: 'api_key', in: 'header' } },
    swagger: '2.0',
    info: { version: releaseLine(args.release), title: titleOf(args.routes) },
    host: args.host,
    basePath: args.basePath,
    schemes: ['http'],
    tags: tags.map((name) => ({ name, description: typesData().serviceDescriptions[name] ?? '' })),
    paths,
    definitions,
  };
}
