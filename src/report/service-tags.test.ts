import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { serviceTagsOfDocument } from './service-tags.ts';

test('each operation\'s first tag by method and path shape', () => {
  const tags = serviceTagsOfDocument({ paths: { '/V1/quick-checkout/{id}': { post: { tags: ['quickCheckoutAccountRepositoryV1'] }, parameters: [] }, '/V1/x': { get: {} } } });
  assert.deepEqual([...tags], [['POST /V1/quick-checkout/{}', 'quickCheckoutAccountRepositoryV1']]);
  assert.deepEqual([...serviceTagsOfDocument(null)], []);
});
