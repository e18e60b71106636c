// Verdicts of the Swagger 2.0 meta-schema (contracts/schemas/meta/swagger-2.0.json) on a valid document and on
// documents broken in one place each: every broken one must fail, at the right place, for the right reason.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { formatMetaSchemaProblems, validateSwaggerDocument } from '../src/schema/index.ts';

type Json = Record<string, unknown>;
const VALID: Json = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'fixtures', 'schema', 'mini-swagger.json'), 'utf8'),
) as Json;

/** A deep copy of the valid fixture with one change made by `mutate`. */
function broken(mutate: (document: Json) => void): Json {
  const copy = structuredClone(VALID);
  mutate(copy);
  return copy;
}

function at(document: Json, ...keys: string[]): Json {
  let node: unknown = document;
  for (const key of keys) node = (node as Json)[key];
  return node as Json;
}

test('the fixture and a minimal document are valid Swagger 2.0', () => {
  assert.deepEqual(validateSwaggerDocument(VALID), { valid: true, problems: [] });
  const minimal = { swagger: '2.0', info: { title: 't', version: '1' }, paths: {}, 'x-generator': 'test' };
  assert.equal(validateSwaggerDocument(minimal).valid, true);
});

const BROKEN: Array<[string, Json, string, RegExp]> = [
  ['no info', broken((d) => delete d['info']), '/', /missing required property "info"/],
  ['wrong version', broken((d) => (d['swagger'] = '3.0')), '/swagger', /must be one of \["2\.0"\]/],
  ['unknown root property', broken((d) => (d['servers'] = [])), '/', /unknown property "servers"/],
  ['relative basePath', broken((d) => (d['basePath'] = 'rest')), '/basePath', /must match pattern/],
  ['host with a scheme', broken((d) => (d['host'] = 'https://shop.example/x')), '/host', /must match pattern/],
  ['info without version', broken((d) => delete at(d, 'info')['version']), '/info', /missing required property "version"/],
  ['path not starting with /', broken((d) => (at(d, 'paths')['V1/x'] = {})), '/paths', /unknown property "V1\/x"/],
  [
    'operation without responses',
    broken((d) => delete at(d, 'paths', '/V1/products/{sku}', 'get')['responses']),
    '/paths/~1V1~1products~1{sku}/get',
    /missing required property "responses"/,
  ],
  [
    'responses with a non-status key',
    broken((d) => (at(d, 'paths', '/V1/products', 'get', 'responses')['ok'] = { description: 'x' })),
    '/paths/~1V1~1products/get/responses',
    /unknown property "ok"/,
  ],
  [
    'response without description',
    broken((d) => delete at(d, 'paths', '/V1/products', 'get', 'responses', '200')['description']),
    '/paths/~1V1~1products/get/responses/200',
    /missing required property "description"/,
  ],
  [
    'path parameter not required',
    broken((d) => (at(d, 'paths', '/V1/products/{sku}', 'get')['parameters'] = [{ name: 'sku', in: 'path', type: 'string' }])),
    '/paths/~1V1~1products~1{sku}/get/parameters/0',
    /missing required property "required"/,
  ],
  [
    'body parameter without schema',
    broken((d) => (at(d, 'paths', '/V1/products', 'post')['parameters'] = [{ name: 'b', in: 'body' }])),
    '/paths/~1V1~1products/post/parameters/0',
    /missing required property "schema"/,
  ],
  [
    'query parameter without type',
    broken((d) => (at(d, 'paths', '/V1/products', 'get')['parameters'] = [{ name: 'q', in: 'query' }])),
    '/paths/~1V1~1products/get/parameters/0',
    /missing required property "type"/,
  ],
  [
    'array parameter without items',
    broken((d) => (at(d, 'paths', '/V1/products', 'get')['parameters'] = [{ name: 'q', in: 'query', type: 'array' }])),
    '/paths/~1V1~1products/get/parameters/0',
    /missing required property "items"/,
  ],
  [
    'file parameter outside formData',
    broken((d) => (at(d, 'paths', '/V1/products', 'get')['parameters'] = [{ name: 'f', in: 'query', type: 'file' }])),
    '/paths/~1V1~1products/get/parameters/0/in',
    /must be "formData"/,
  ],
  [
    'parameter in an unknown place',
    broken((d) => (at(d, 'paths', '/V1/products', 'get')['parameters'] = [{ name: 'c', in: 'cookie', type: 'string' }])),
    '/paths/~1V1~1products/get/parameters/0/in',
    /must be one of/,
  ],
  [
    'schema with an unknown type',
    broken((d) => (at(d, 'definitions', 'error-response', 'properties')['message'] = { type: 'text' })),
    '/definitions/error-response/properties/message/type',
    /must be one of|must match a schema in anyOf/,
  ],
  [
    'schema with an OpenAPI 3 keyword',
    broken((d) => (at(d, 'definitions', 'error-response')['nullable'] = true)),
    '/definitions/error-response',
    /unknown property "nullable"/,
  ],
  [
    'apiKey scheme without name',
    broken((d) => delete at(d, 'securityDefinitions', 'api_key')['name']),
    '/securityDefinitions/api_key',
    /missing required property "name"/,
  ],
  [
    'implicit oauth2 without authorizationUrl',
    broken((d) => (at(d, 'securityDefinitions')['oauth'] = { type: 'oauth2', flow: 'implicit', scopes: {} })),
    '/securityDefinitions/oauth',
    /missing required property "authorizationUrl"/,
  ],
  ['tag without name', broken((d) => (d['tags'] = [{ description: 'x' }])), '/tags/0', /missing required property "name"/],
];

for (const [name, document, pointer, message] of BROKEN) {
  test(`meta-schema rejects: ${name}`, () => {
    const verdict = validateSwaggerDocument(document);
    assert.equal(verdict.valid, false);
    assert.ok(
      verdict.problems.some((problem) => problem.pointer === pointer && message.test(problem.message)),
      `expected ${pointer} ${message}, got:\n${formatMetaSchemaProblems('doc', verdict.problems)}`,
    );
  });
}

// Rules of the specification's text that no JSON Schema can state.
const SEMANTIC: Array<[string, Json, string, RegExp]> = [
  [
    'duplicate operationId',
    broken((d) => (at(d, 'paths', '/V1/products', 'get')['operationId'] = 'catalogProductRepositoryV1GetGet')),
    '/paths/~1V1~1products/get/operationId',
    /operationId "catalogProductRepositoryV1GetGet" is also used by GET \/V1\/products\/\{sku\}/,
  ],
  [
    'path template without its parameter',
    broken((d) => (at(d, 'paths', '/V1/products/{sku}', 'get')['parameters'] = [])),
    '/paths/~1V1~1products~1{sku}/get',
    /path template \{sku\} has no "in: path" parameter/,
  ],
  [
    'path parameter missing from the template',
    broken((d) => at(d, 'paths', '/V1/carts/mine/items', 'get')['parameters'] = [{ name: 'cartId', in: 'path', required: true, type: 'integer' }]),
    '/paths/~1V1~1carts~1mine~1items/get',
    /path parameter "cartId" is not in the path template/,
  ],
  [
    'the same parameter twice',
    broken((d) => (at(d, 'paths', '/V1/products', 'get')['parameters'] = [{ name: 'q', in: 'query', type: 'string' }, { name: 'q', in: 'query', type: 'integer' }])),
    '/paths/~1V1~1products/get',
    /parameter query "q" is declared twice/,
  ],
  [
    'two body parameters',
    broken((d) => {
      const parameters = at(d, 'paths', '/V1/products', 'post')['parameters'] as Json[];
      parameters.push({ name: 'second', in: 'body', schema: { type: 'object' } });
    }),
    '/paths/~1V1~1products/post',
    /2 body parameters/,
  ],
  [
    'unresolved local reference',
    broken((d) => (at(d, 'definitions', 'error-response', 'properties')['parameters'] = { $ref: '#/definitions/missing' })),
    '/definitions/error-response/properties/parameters',
    /\$ref "#\/definitions\/missing" does not resolve/,
  ],
];

for (const [name, document, pointer, message] of SEMANTIC) {
  test(`specification rule rejects: ${name}`, () => {
    const verdict = validateSwaggerDocument(document);
    assert.equal(verdict.valid, false);
    assert.ok(
      verdict.problems.some((problem) => problem.pointer === pointer && message.test(problem.message)),
      `expected ${pointer} ${message}, got:\n${formatMetaSchemaProblems('doc', verdict.problems)}`,
    );
  });
}

test('path-level parameters count for every operation; $ref parameters are resolved', () => {
  const document = {
    swagger: '2.0',
    info: { title: 't', version: '1' },
    parameters: { sku: { name: 'sku', in: 'path', required: true, type: 'string' } },
    paths: {
      '/V1/products/{sku}': {
        parameters: [{ $ref: '#/parameters/sku' }],
        get: { operationId: 'a', responses: { '200': { description: 'ok' } } },
        delete: { operationId: 'b', parameters: [{ $ref: '#/parameters/sku' }], responses: { '200': { description: 'ok' } } },
      },
    },
  };
  assert.deepEqual(validateSwaggerDocument(document), { valid: true, problems: [] });
});

test('problems are formatted one per line with the source and pointer', () => {
  const verdict = validateSwaggerDocument(broken((d) => delete d['paths']));
  assert.equal(formatMetaSchemaProblems('shop.json', verdict.problems), 'shop.json#/: missing required property "paths"');
});
