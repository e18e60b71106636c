// A saved published schema, indexed: the routes it publishes, their services, and the routes that reach each
// definition through parameters, responses and other definitions.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { publishedIndexOfDocument, publishedIndexOfFile, routeShape } from './published-index.ts';

const doc = {
  swagger: '2.0',
  basePath: '/rest/default',
  paths: {
    '/V1/returnsAttributeMetadata/custom': { get: { tags: ['rmaRmaAttributesManagementV1'], responses: { 200: { schema: { type: 'array', items: { $ref: '#/definitions/customer-data-attribute-metadata-interface' } } } } } },
    '/V1/returns/{id}': {
      put: { tags: ['rmaRmaRepositoryV1'], parameters: [{ in: 'body', name: 'body', schema: { properties: { rmaDataObject: { $ref: '#/definitions/rma-data-rma-interface' } } } }], responses: { 200: { schema: { type: 'boolean' } } } },
    },
    '/V1/plain': { get: { responses: {} } },
  },
  definitions: {
    'customer-data-attribute-metadata-interface': { properties: { options: { items: { $ref: '#/definitions/framework-metadata-object-interface' } } } },
    'framework-metadata-object-interface': { properties: { attribute_code: { type: 'string' } } },
    'rma-data-rma-interface': { properties: { items: { $ref: '#/definitions/rma-data-item-interface' } } },
    'rma-data-item-interface': { properties: { rma: { $ref: '#/definitions/rma-data-rma-interface' } } },
    'orphan-interface': {},
  },
};

test('each definition with the routes that reach it, through definitions (cycles too), bodies and responses', () => {
  const index = publishedIndexOfDocument(doc);
  assert.deepEqual(index.reachedFrom.get('framework-metadata-object-interface'), ['GET /V1/returnsAttributeMetadata/custom']);
  assert.deepEqual(index.reachedFrom.get('rma-data-item-interface'), ['PUT /V1/returns/{id}']);
  assert.equal(index.reachedFrom.get('orphan-interface'), undefined);
  assert.deepEqual([...index.routes].sort(), ['GET /V1/plain', 'GET /V1/returnsAttributeMetadata/custom', 'PUT /V1/returns/{}']);
  assert.equal(index.tags.get(routeShape('PUT /V1/returns/:id')), 'rmaRmaRepositoryV1');
});

test('nothing to index: an empty index, or none for a file that cannot be read', () => {
  assert.equal(publishedIndexOfDocument(null).routes.size, 0);
  assert.equal(publishedIndexOfFile('/nonexistent/schema.json'), null);
});
