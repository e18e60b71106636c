// write.sku-with-slash on a fake catalogue (testing/product-body-target.ts): a SKU with slashes read and changed
// through its encoded path passes; a router that decodes first fails; the product is removed by its encoded path.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { productBodyTarget } from '../testing/product-body-target.ts';
import { writeSkuWithSlash } from './sku-with-slash.ts';

scenarioCases(writeSkuWithSlash, [
  {
    name: 'read and changed through %2F: pass; removed by the same path',
    fake: { answer: productBodyTarget() },
    want: { outcome: 'pass', note: 'the product with SKU "cctrun0000s0pbsl/a/b" was read and changed through /V1/products/cctrun0000s0pbsl%2Fa%2Fb, its slashes encoded as %2F' },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), ['/V1/products/cctrun0000s0pbsl%2Fa%2Fb']),
  },
  {
    name: 'the path decoded before routing: fail',
    fake: { answer: productBodyTarget('slash-unrouted') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku by the URL-encoded SKU (/V1/products/cctrun0000s0pbsl%2Fa%2Fb) did not answer the product whose SKU holds slashes', expected: '200 with sku "cctrun0000s0pbsl/a/b"', actual: /^404 .*Request does not match any route/ },
  },
]);
