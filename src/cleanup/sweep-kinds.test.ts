// The stock sweep's let-go (sweep-kinds.ts runChannelsLetGo): a stock of the run's own selling through channels of the
// run's own is stripped of them before its delete (the platform refuses the delete of a stock with a channel); a stock
// with a channel that is not the run's is never touched.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { runChannelsLetGo } from './sweep-kinds.ts';

const P = 'cctmwxk00aaabc';
const stock = (channels: unknown[]): Record<string, unknown> => ({ stock_id: 7, name: `${P} stock`, extension_attributes: { sales_channels: channels } });

test('a stock without channels has nothing to let go', () => {
  assert.equal(runChannelsLetGo(stock([]), P), null);
  assert.equal(runChannelsLetGo({ stock_id: 7, name: `${P} stock` }, P), null);
});

test("the run's own channels are let go by a PUT of the stock with sales_channels []", () => {
  assert.deepEqual(runChannelsLetGo(stock([{ type: 'conformance', code: `${P}cs1` }]), P), {
    path: '/V1/inventory/stocks/7',
    body: { stock: { stock_id: 7, name: `${P} stock`, extension_attributes: { sales_channels: [] } } },
  });
});

test("a channel that is not the run's (a website) keeps the stock as it is: its delete fails and is reported", () => {
  assert.equal(runChannelsLetGo(stock([{ type: 'conformance', code: `${P}cs1` }, { type: 'website', code: 'second' }]), P), null);
});
