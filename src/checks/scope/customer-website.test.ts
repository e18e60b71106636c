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
    want: { outcome: 'pass', note: 'accounts per website: the same address is a customer of website 1 and one of website 2, each read back in its own (store 1, 3); the first\'s token reads /me under /rest/default and is refused under /rest/second_en (401 "The consumer isn\'t authorized to access %resources." {resources: self})' },
    then: (f) => {
      assert.deepEqual(f.sent.filter((s) => s.path === '/V1/customers/me').map((s) => s.storeCode), ['default', 'second_en'], '/me read under the customer\'s website, then the other');
      assert.equal(f.sent.filter((s) => s.path === '/V1/customers').filter((s) => (s.body as { password?: unknown }).password !== undefined).length, 1, 'only the first customer has a password');
      assert.deepEqual(f.observed.find((o) => o.key === 'customer-share')?.value, { scope: 'per-website' });
      assert.equal(f.sent.filter((s) => s.method === 'DELETE').length, 2);
      assert.deepEqual(f.sent.filter((s) => s.method === 'POST' && s.path === '/V1/customers').map((s) => s.storeCode), ['second_en', 'default'], 'each made under the other website\'s code');
    },
  },
  {
    name: 'accounts shared globally: the second refused as taken, recorded',
    fake: { answer: scopeTarget('customers-global') },
    want: { outcome: 'pass', note: 'accounts shared across websites: the same address in website 2 is refused ("A customer with the same email address already exists in an associated website."); the customer\'s token reads /me under /rest/default and /rest/second_en alike' },
    then: (f) => assert.deepEqual(f.observed.find((o) => o.key === 'customer-share')?.value, { scope: 'global' }),
  },
  {
    name: 'a customer landing in the website of the call\'s code fails',
    fake: { answer: scopeTarget('customer-website-by-code') },
    want: { outcome: 'fail', broken: 'a customer made with website_id 1 under /rest/second_en belongs elsewhere', expected: 'website_id 1 and a store view of it', actual: 'website_id 2, store_id 3' },
    then: (f) => assert.equal(f.sent.filter((s) => s.method === 'DELETE').length, 1, 'the one made is deleted'),
  },
  {
    name: 'accounts per website, and the token reads /me under the other website\'s view: fails, both deleted',
    fake: { answer: scopeTarget('customer-me-any-website') },
    want: { outcome: 'fail', broken: 'with accounts per website, the token of a customer of website 1 is not refused on GET /V1/customers/me under /rest/second_en (website 2)', expected: '401 "The consumer isn\'t authorized to access %resources." {resources: self}', actual: /^200 / },
    then: (f) => assert.equal(f.sent.filter((s) => s.method === 'DELETE').length, 2),
  },
  {
    name: '/me answering another customer than the token\'s fails',
    fake: { answer: scopeTarget('customer-me-other') },
    want: { outcome: 'fail', broken: 'GET /V1/customers/me under /rest/default (the customer\'s website) does not answer the token\'s customer', expected: /^200 with customer 100 / , actual: /^customer 101 / },
  },
  {
    name: 'one store view: skip',
    fake: { answer: scopeTarget(null, 1) },
    want: { outcome: 'skip', reason: /^the target has one store view/ },
  },
]);
