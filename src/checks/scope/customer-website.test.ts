// scope.customer-website on the fake target (testing/scope-target.ts): accounts per website (the real 2.4.7-p3) and
// shared across websites are both the target's form, recorded; a customer landing in the website of the call's code
// instead of its body's fails; both customers are deleted.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { scopeTarget } from '../testing/scope-target.ts';
import { scopeCustomerWebsite } from './customer-website.ts';

scenarioCases(scopeCustomerWebsite, [
  {
    name: 'accounts per website: the same address in both websites, each read back in its own; both deleted',
    fake: { answer: scopeTarget() },
    want: { outcome: 'pass', note: 'accounts per website: the same address is a customer of website 1 and one of website 2, each read back in its own (store 1, 3)' },
    then: (f) => {
      assert.deepEqual(f.observed.find((o) => o.key === 'customer-share')?.value, { scope: 'per-website' });
      assert.equal(f.sent.filter((s) => s.method === 'DELETE').length, 2);
      assert.deepEqual(f.sent.filter((s) => s.method === 'POST').map((s) => s.storeCode), ['second_en', 'default'], 'each made under the other website\'s code');
    },
  },
  {
    name: 'accounts shared globally: the second refused as taken, recorded',
    fake: { answer: scopeTarget('customers-global') },
    want: { outcome: 'pass', note: 'accounts shared across websites: the same address in website 2 is refused ("A customer with the same email address already exists in an associated website.")' },
    then: (f) => assert.deepEqual(f.observed.find((o) => o.key === 'customer-share')?.value, { scope: 'global' }),
  },
  {
    name: 'a customer landing in the website of the call\'s code fails',
    fake: { answer: scopeTarget('customer-website-by-code') },
    want: { outcome: 'fail', broken: 'a customer made with website_id 1 under /rest/second_en belongs elsewhere', expected: 'website_id 1 and a store view of it', actual: 'website_id 2, store_id 3' },
    then: (f) => assert.equal(f.sent.filter((s) => s.method === 'DELETE').length, 1, 'the one made is deleted'),
  },
  {
    name: 'one store view: skip',
    fake: { answer: scopeTarget(null, 1) },
    want: { outcome: 'skip', reason: /^the target has one store view/ },
  },
]);
