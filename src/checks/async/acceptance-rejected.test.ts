// A rejected intake item is a finding whose message quotes the platform's reason, not only "errors is true".

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { checkAcceptance } from './shapes.ts';

const REJECTED = JSON.parse(readFileSync(new URL('../../../tests/corpus/real-2.4.7-p3/async-estimate-shipping-rejected.json', import.meta.url), 'utf8')) as unknown;

test('the real 2.4.7 rejection of estimate-shipping-methods: the problem quotes error_message', () => {
  const { problems, facts } = checkAcceptance(REJECTED, 1);
  assert.equal(facts.bulkUuid, '79f0cf13-4c2c-4017-aa6f-2fa24da3939e');
  assert.deepEqual(problems, [
    'request_items[0] was rejected: "Data in topic \\"async.magento.quote.api.shipmentestimationinterface.estimatebyextendedaddress.post\\" must be of type \\"mixed\\". \\"string\\" given."',
  ]);
});

test('errors true without a rejected item is still a contradiction', () => {
  const { problems } = checkAcceptance({ bulk_uuid: '79f0cf13-4c2c-4017-aa6f-2fa24da3939e', request_items: [{ id: 0, data_hash: null, status: 'accepted' }], errors: true }, 1);
  assert.match(problems[0] ?? '', /^errors is true, not false/);
});
