import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { readModuleList } from './module-list.ts';

test('the enabled modules, sorted and once each, with the call that read them', async () => {
  const list = await readModuleList(async () => ({ status: 200, json: ['Magento_Store', 'Magento_Catalog', 'Magento_Store'] }), 'admin token');
  assert.deepEqual(list, { enabled: ['Magento_Catalog', 'Magento_Store'], source: 'GET /V1/modules (admin token)', problem: null });
});

test('a refusal is recorded with its message, never thrown', async () => {
  const list = await readModuleList(async () => ({ status: 401, json: { message: 'The consumer isn\'t authorized to access %resources.', parameters: { resources: 'Magento_Backend::admin' } } }), 'the integration standing in for the admin');
  assert.deepEqual(list, { enabled: null, source: 'GET /V1/modules (the integration standing in for the admin)', problem: 'GET /V1/modules (the integration standing in for the admin) answered 401 "The consumer isn\'t authorized to access %resources."' });
});

test('no identity to ask, a failed call, or a body that is no list of names: the reason', async () => {
  assert.deepEqual(await readModuleList(null, 'no admin identity is configured'), { enabled: null, source: null, problem: 'not read: no admin identity is configured' });
  const failed = await readModuleList(async () => { throw new Error('socket hang up'); }, 'admin token');
  assert.equal(failed.problem, 'GET /V1/modules (admin token) failed: socket hang up');
  const html = await readModuleList(async () => ({ status: 200, json: undefined }), 'admin token');
  assert.equal(html.problem, 'GET /V1/modules (admin token) answered 200 with something that is not a list of module names');
  assert.equal((await readModuleList(async () => ({ status: 200, json: [1, 2] }), 'admin token')).enabled, null);
});
