// input.duplicate-key on a fake installation's tax rates: the executed create sent again, refused as a duplicate
// code; a duplicate accepted fails, and what it made is removed at once.
import assert from 'node:assert/strict';
import { healthyTarget } from '../testing/async-target.ts';
import { badCase, createRate, TAX_READS, taxStore } from '../testing/tax-store.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { inputDuplicateKey } from './duplicate-key.ts';

const DUPLICATE = badCase({ check: 'duplicate-key', what: 'the executed create sent again', body: 'executed', answer: { status: 400, message: '%1 already exists.', parameters: ['Code'] } });
const allow = { writes: 'allow' as const };
const routes = TAX_READS;

verdictCases(inputDuplicateKey, [
  {
    name: 'the same body again is refused, and the rate stays the only one of its code',
    fake: { route: createRate([DUPLICATE]), routes, target: allow, answer: taxStore() },
    want: { outcome: 'pass', note: 'the executed create sent again: 400 "%1 already exists." parameters ["Code"]; nothing changed' },
    then: (fake) => {
      const posts = fake.sent.filter((s) => s.method === 'POST' && s.path === '/V1/taxRates');
      assert.deepEqual(posts[1]?.body, posts[0]?.body, 'the executed body, as sent');
    },
  },
  {
    name: 'a duplicate accepted fails',
    fake: { route: createRate([DUPLICATE]), routes, target: allow, answer: taxStore('accepts') },
    want: { outcome: 'fail', broken: /^POST \/V1\/taxRates given the executed create sent again: accepted \(removed at once \(tax rate 10: 200, tax rate 11: 200\)\)$/, expected: '400 "%1 already exists." parameters ["Code"]', actual: '200 true' },
  },
  {
    name: 'the executed write failed: nothing to send again',
    fake: { route: createRate([DUPLICATE]), routes, target: allow, answer: healthyTarget((sent) => (sent.method === 'POST' ? { status: 400, json: { message: 'no' } } : undefined)) },
    want: { outcome: 'skip', reason: 'the write did not succeed (400 "no"), so nothing of it can be sent again: write.response-valid judges its answer' },
  },
]);
