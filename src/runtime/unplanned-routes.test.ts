// The published operations no route of the plan matches, by method and path shape, each once, sorted by path.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { fakeRoute } from '../checks/testing/fake-context.ts';
import { realDoc } from '../checks/testing/published-schema.ts';
import { compileContractsDir } from '../contracts/compile.ts';
import { unplannedRoutes } from './unplanned-routes.ts';

const SOURCE = 'GET /rest/all/schema?services=all (admin token)';

test('a route of the plan matches whatever its parameters are named; the rest is listed once, by path then method', () => {
  const doc = {
    swagger: '2.0',
    paths: {
      '/V1/products/{productSku}': { get: {}, delete: {} },
      '/V1/inventory/sources': { post: {}, get: {} },
      '/V1/bulk/': { get: {} },
      '/V1/adobestock/search': { get: {}, parameters: [] },
    },
  };
  const plan = [fakeRoute('GET', '/V1/products/:sku'), fakeRoute('DELETE', '/V1/products/:sku'), fakeRoute('GET', '/V1/bulk'), fakeRoute('GET', '/V1/adobestock/search', { base: 'root' })];
  assert.deepEqual(unplannedRoutes(doc, plan, SOURCE, true), { routes: ['GET /V1/adobestock/search', 'GET /V1/inventory/sources', 'POST /V1/inventory/sources'], source: SOURCE, complete: true });
  assert.deepEqual(unplannedRoutes(null, plan, SOURCE, false), { routes: [], source: SOURCE, complete: false }, 'a document without paths lists nothing');
});

test('the real 2.4.7-p3 against the contracts: every route it publishes is planned (MSI and the bundled modules included, issue 29)', () => {
  const compiled = compileContractsDir(new URL('../../contracts/', import.meta.url).pathname);
  assert.ok(compiled.ok);
  const { routes } = unplannedRoutes(realDoc('schema-admin-all.json'), compiled.plan.routes, SOURCE, true);
  assert.deepEqual(routes, []);
});
