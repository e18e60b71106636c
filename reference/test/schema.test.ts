// The published schema: Swagger 2.0 validity (a structural meta-schema written from the OpenAPI 2.0
// specification), the platform's document shape, ACL and service filtering, the schema-missing-routes fault, and
// the promise that matters most: every 200 body the domain gives for a GET route validates against the response
// schema published for that route.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Ajv from 'ajv';
import { CLOSED_DEFINITIONS, NULLABLE_FIELDS, UNTYPED_FIELDS, createDataTypes, methodRow } from '../lib/domain/types-table.ts';
import { buildSwagger, operationIdOf } from '../lib/schema/swagger.ts';
import { routesFor } from '../lib/routes/index.ts';
import type { Identity, RouteDecl } from '../lib/types.ts';
import { readCorpus } from './corpus.ts';
import { ADMIN, CUSTOMER_ONE, GUEST, call, newDomain, paramsFor } from './domain-helpers.ts';

const META_SCHEMA = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'swagger-2.0-schema.json'), 'utf8')) as object;
const types = createDataTypes();
const routes = routesFor('open-source', '2.4.7');

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { schema?: object }>; parameters?: Array<Record<string, unknown>>; operationId: string; tags: string[] }>>; definitions: Record<string, object>; tags: Array<{ name: string }>; basePath: string; info: { title: string; version: string } };

function swagger(identity: Identity, services: string[] | 'all' = 'all', faults: string[] = [], routeSet: RouteDecl[] = routes): Doc {
  return buildSwagger({ routes: routeSet, types, identity, storeCode: 'default', services, host: '127.0.0.1', basePath: '/rest/default', faults: new Set(faults), release: '2.4.7' }) as Doc;
}

function metaValidator(): (document: unknown) => string[] {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validate = ajv.compile(META_SCHEMA);
  return (document) => (validate(document) ? [] : (validate.errors ?? []).slice(0, 10).map((error) => `${error.instancePath} ${error.message ?? ''}`));
}

/** Samples of the real 2.4.7-p3 documents: chosen operations and every definition they reach (tests/corpus). */
function realDocument(file: 'schema-admin-all.json' | 'schema-guest.json'): Doc {
  return readCorpus<Doc>(`real-2.4.7-p3/${file}`);
}

test('the meta-schema accepts the real platform documents and rejects broken ones', () => {
  const check = metaValidator();
  for (const file of ['schema-admin-all.json', 'schema-guest.json'] as const) assert.deepEqual(check(realDocument(file)), [], file);
  assert.notDeepEqual(check({ swagger: '2.0', info: { title: 't' }, paths: {} }), [], 'info.version is required');
  assert.notDeepEqual(check({ swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/a': { get: { responses: { 200: {} } } } } }), [], 'a response needs a description');
  assert.notDeepEqual(check({ swagger: '2.0', info: { title: 't', version: '1' }, paths: { '/a/{b}': { get: { parameters: [{ name: 'b', in: 'path', type: 'string' }], responses: { default: { description: 'x' } } } } } }), [], 'path parameters must be required');
});

test('the admin document is valid Swagger 2.0 and shaped like the platform', () => {
  const document = swagger(ADMIN);
  assert.deepEqual(metaValidator()(document), []);
  assert.equal(document.basePath, '/rest/default');
  assert.deepEqual(document.info, { version: '2.4', title: 'Magento Community' });
  const get = document.paths['/V1/products/{sku}']?.get;
  assert.ok(get);
  assert.equal(get.operationId, 'GetV1ProductsSku');
  assert.deepEqual(get.tags, ['catalogProductRepositoryV1']);
  assert.deepEqual(get.responses['200']?.schema, { $ref: '#/definitions/catalog-data-product-interface' });
  assert.ok(get.parameters?.some((parameter) => parameter.name === 'sku' && parameter.in === 'path' && parameter.required === true));
  const post = document.paths['/V1/products']?.post;
  assert.deepEqual(post?.parameters?.[0], {
    name: 'PostV1ProductsBody',
    in: 'body',
    schema: { required: ['product'], properties: { product: { $ref: '#/definitions/catalog-data-product-interface' }, saveOptions: { type: 'boolean' } }, type: 'object', xml: { name: 'request' } },
  });
  const list = document.paths['/V1/products']?.get;
  assert.ok(list?.parameters?.some((parameter) => parameter.name === 'searchCriteria[pageSize]' && parameter.in === 'query' && parameter.type === 'integer'));
  for (const name of ['catalog-data-product-interface', 'customer-data-customer-interface', 'quote-data-cart-interface', 'sales-data-order-interface', 'framework-search-search-criteria-interface', 'error-response']) assert.ok(document.definitions[name], name);
  const refs = JSON.stringify(document).matchAll(/"#\/definitions\/([^"]+)"/g);
  for (const match of refs) assert.ok(document.definitions[match[1] ?? ''], `dangling $ref ${match[1] ?? ''}`);
});

test('operationIds follow the platform: method + path words, dashes dropped', () => {
  assert.equal(operationIdOf('get', '/V1/products/attribute-sets/sets/list'), 'GetV1ProductsAttributesetsSetsList');
  assert.equal(operationIdOf('put', '/V1/eav/attribute-sets/{attributeSetId}'), 'PutV1EavAttributesetsAttributeSetId');
  assert.equal(operationIdOf('post', '/V1/integration/customer/revoke-customer-token'), 'PostV1IntegrationCustomerRevokecustomertoken');
});

test('operations (ids, tags, parameters, responses) equal the real admin document\'s', () => {
  const real = realDocument('schema-admin-all.json');
  const ours = swagger(ADMIN);
  let compared = 0;
  for (const [path, operations] of Object.entries(real.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const mine = ours.paths[path]?.[method];
      if (mine === undefined) continue;
      compared++;
      assert.equal(mine.operationId, operation.operationId, `${method} ${path}`);
      assert.deepEqual(mine.tags, operation.tags, `${method} ${path}`);
      assert.deepEqual(mine.responses, operation.responses, `${method} ${path} responses`);
      assert.deepEqual(mine.parameters ?? [], operation.parameters ?? [], `${method} ${path} parameters`);
    }
  }
  // Every operation of the sample but MSI's (a module the reference does not implement).
  assert.ok(compared >= 20, `only ${compared} operations in common`);
});

test('a guest sees only anonymous routes, a customer anonymous and self routes', () => {
  const guest = swagger(GUEST);
  const customer = swagger(CUSTOMER_ONE);
  const admin = swagger(ADMIN);
  const byPath = (route: RouteDecl): string => route.url.replace(/:(\w+)/g, '{$1}');
  const anonymous = routes.filter((route) => route.resources.includes('anonymous'));
  const self = routes.filter((route) => route.resources.includes('self'));
  const adminOnly = routes.filter((route) => !route.resources.includes('anonymous') && !route.resources.includes('self'));
  for (const route of anonymous) assert.ok(guest.paths[byPath(route)]?.[route.method.toLowerCase()], `guest misses ${route.method} ${route.url}`);
  for (const route of [...self, ...adminOnly]) assert.equal(guest.paths[byPath(route)]?.[route.method.toLowerCase()], undefined, `guest sees ${route.method} ${route.url}`);
  for (const route of self) assert.ok(customer.paths[byPath(route)]?.[route.method.toLowerCase()], `customer misses ${route.method} ${route.url}`);
  for (const route of adminOnly) assert.equal(customer.paths[byPath(route)]?.[route.method.toLowerCase()], undefined, `customer sees ${route.method} ${route.url}`);
  assert.ok(Object.keys(admin.paths).length > Object.keys(customer.paths).length);
  assert.deepEqual(metaValidator()(guest), []);
  assert.ok(Object.keys(guest.definitions).length < Object.keys(admin.definitions).length, 'a guest document carries only the definitions its operations reach');
});

test('an admin with a restricted ACL sees the granted routes only', () => {
  const restricted: Identity = { kind: 'admin', userType: 2, userId: 2, resources: ['Magento_Catalog::products'], via: 'bearer' };
  const document = swagger(restricted);
  assert.ok(document.paths['/V1/products/{sku}']?.get);
  assert.equal(document.paths['/V1/orders/{id}'], undefined);
});

test('services filter the document; unknown names are ignored', () => {
  const document = swagger(ADMIN, ['catalogProductRepositoryV1', 'noSuchServiceV1']);
  assert.deepEqual(
    document.tags.map((tag) => tag.name),
    ['catalogProductRepositoryV1'],
  );
  assert.deepEqual(Object.keys(document.paths).sort(), ['/V1/products', '/V1/products/{sku}']);
  assert.deepEqual(Object.keys(swagger(ADMIN, ['noSuchServiceV1']).paths), []);
});

test('fault schema-missing-routes drops routes from the published paths', () => {
  const complete = swagger(ADMIN);
  const broken = swagger(ADMIN, 'all', ['schema-missing-routes']);
  assert.ok(complete.paths['/V1/products/{sku}']?.delete);
  assert.equal(broken.paths['/V1/products/{sku}']?.delete, undefined);
  assert.ok(broken.paths['/V1/products/{sku}']?.get);
});

/** Swagger 2.0 schemas → JSON Schema for ajv: x-nullable fields also accept null. */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (typeof value !== 'object' || value === null) return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(source)) if (key !== 'x-nullable' && key !== 'xml') out[key] = toJsonSchema(entry);
  if (source['x-nullable'] !== true) return out;
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}

test('every 200 body of a GET route validates against the response schema published for it', () => {
  const commerceRoutes = routesFor('commerce', '2.4.7');
  const document = swagger(ADMIN, 'all', [], commerceRoutes);
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addSchema({ $id: 'doc', definitions: toJsonSchema(document.definitions) }, 'doc');
  const problems: string[] = [];
  let validated = 0;
  for (const route of commerceRoutes.filter((candidate) => candidate.method === 'GET')) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const schema = document.paths[path]?.get?.responses['200']?.schema;
    if (schema === undefined) continue;
    const self = route.resources.includes('self') && !route.resources.includes('anonymous');
    const params = self ? { ...paramsFor(route.url), customerId: '1' } : paramsFor(route.url);
    const answer = call(newDomain(), { method: 'GET', url: route.url, service: `${route.serviceClass}::${route.serviceMethod}`, params, query: 'searchCriteria[pageSize]=2&searchCriteria[currentPage]=1', identity: self ? CUSTOMER_ONE : ADMIN });
    if (answer.status !== 200) continue;
    // The platform renders a null return value as [] (PHP); that is its answer for "nothing", whatever the type.
    if (Array.isArray(answer.body) && answer.body.length === 0 && (schema as { type?: string }).type !== 'array') continue;
    const validate = ajv.compile(JSON.parse(JSON.stringify(toJsonSchema(schema)).replace(/"#\/definitions\//g, '"doc#/definitions/')) as object);
    validated++;
    if (!validate(answer.body)) problems.push(`${route.url}: ${(validate.errors ?? []).slice(0, 3).map((error) => `${error.instancePath} ${error.message ?? ''}`).join('; ')}`);
  }
  assert.ok(validated > 100, `only ${validated} GET answers validated`);
  assert.deepEqual(problems, []);
});

test('the product fault answers break the published product schema', () => {
  const document = swagger(ADMIN);
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addSchema({ $id: 'doc', definitions: toJsonSchema(document.definitions) }, 'doc');
  const validate = ajv.compile({ $ref: 'doc#/definitions/catalog-data-product-interface' });
  const spec = { method: 'GET' as const, url: '/V1/products/:sku', service: 'Magento\\Catalog\\Api\\ProductRepositoryInterface::get', params: { sku: 'ref-tee' } };
  assert.equal(validate(call(newDomain(), spec).body), true);
  for (const fault of ['integer-as-string', 'required-field-missing', 'extra-undeclared-field', 'null-where-not-nullable']) {
    assert.equal(validate(call(newDomain([fault]), spec).body), false, fault);
  }
});

test('data types: responseOf and requestOf follow the service contracts', () => {
  assert.deepEqual(types.responseOf('Magento\\Catalog\\Api\\ProductRepositoryInterface', 'get'), { $ref: '#/definitions/catalog-data-product-interface' });
  assert.deepEqual(types.responseOf('Magento\\Catalog\\Api\\ProductRepositoryInterface', 'getList'), { $ref: '#/definitions/catalog-data-product-search-results-interface' });
  assert.deepEqual(types.responseOf('Magento\\Quote\\Api\\CartItemRepositoryInterface', 'getList'), { type: 'array', description: 'Array of items.', items: { $ref: '#/definitions/quote-data-cart-item-interface' } });
  assert.deepEqual(types.responseOf('Magento\\Quote\\Api\\GuestCartManagementInterface', 'createEmptyCart'), { type: 'string', description: 'Cart ID.' });
  assert.deepEqual(types.requestOf('Magento\\Customer\\Api\\AccountManagementInterface', 'createAccount'), {
    type: 'object',
    required: ['customer'],
    properties: { customer: { $ref: '#/definitions/customer-data-customer-interface' }, password: { type: 'string' }, redirectUrl: { type: 'string' } },
  });
  assert.equal(types.requestOf('Magento\\Catalog\\Api\\ProductRepositoryInterface', 'get'), null);
  const product = types.definitions['catalog-data-product-interface'] as { required: string[]; additionalProperties: boolean };
  assert.deepEqual(product.required, ['sku']);
  assert.equal(product.additionalProperties, false);
  const stock = types.definitions['catalog-inventory-data-stock-item-interface'] as { properties: Record<string, Record<string, unknown>> };
  assert.equal(stock.properties.low_stock_date?.['x-nullable'], true);
  // Every service method of the 2.4.7 and commerce route tables is known to the types table.
  for (const route of [...routes, ...routesFor('commerce', '2.4.6-p1')]) assert.ok(methodRow(route.serviceClass, route.serviceMethod), `${route.serviceClass}::${route.serviceMethod}`);
});

test('definitions equal the real platform\'s, except the documented deviations (x-nullable, untyped values, closed objects)', () => {
  const real = realDocument('schema-admin-all.json');
  const ours = swagger(ADMIN);
  let compared = 0;
  for (const [name, definition] of Object.entries(real.definitions)) {
    const mine = ours.definitions[name];
    if (mine === undefined) continue;
    compared++;
    const untyped = new Set(UNTYPED_FIELDS[name] ?? []);
    const strip = (value: object, undo: boolean): unknown => {
      const copy = JSON.parse(JSON.stringify(value)) as { properties?: Record<string, Record<string, unknown>>; additionalProperties?: unknown };
      if (undo && CLOSED_DEFINITIONS.has(name)) delete copy.additionalProperties;
      for (const [field, property] of Object.entries(copy.properties ?? {})) {
        if (untyped.has(field)) delete copy.properties?.[field];
        else if (undo && property['x-nullable'] === true) {
          const plain = Array.isArray(property.allOf) ? (property.allOf[0] as Record<string, unknown>) : property;
          delete plain['x-nullable'];
          if (copy.properties) copy.properties[field] = plain;
        }
      }
      return copy;
    };
    assert.deepEqual(strip(mine, true), strip(definition, false), name);
  }
  // Every definition of the sample but MSI's.
  assert.ok(compared >= 180, `only ${compared} definitions compared`);
  for (const name of [...Object.keys(NULLABLE_FIELDS), ...Object.keys(UNTYPED_FIELDS), ...CLOSED_DEFINITIONS]) assert.ok(real.definitions[name] ?? types.definitions[name], name);
});

test('the fields the real order save answers null are published x-nullable (tests/corpus/real-2.4.7-p3/order-save-answer.json)', () => {
  const sample = readCorpus<{ status: number; answer_top_level_scalars: Record<string, unknown> }>('real-2.4.7-p3/order-save-answer.json');
  const nulls = Object.entries(sample.answer_top_level_scalars).filter(([, v]) => v === null).map(([k]) => k).sort();
  assert.deepEqual(nulls, ['base_grand_total', 'customer_email', 'grand_total']);
  const order = swagger(ADMIN).definitions['sales-data-order-interface'] as { properties: Record<string, Record<string, unknown>> };
  for (const field of nulls) assert.equal(order.properties[field]?.['x-nullable'], true, field);
  // A field the real answer gives a value stays not nullable: the null-where-not-nullable reasoning still holds there.
  for (const field of ['base_total_due', 'entity_id', 'total_due']) assert.equal(order.properties[field]?.['x-nullable'], undefined, field);
});
