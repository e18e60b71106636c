// input.delete-in-use on a fake installation's tax rates: the delete of the rate a tax rule of the run's own applies,
// refused as the real 2.4.7-p3 words it, and the rate still there; a delete that goes through fails.
import assert from 'node:assert/strict';
import { beforeEach } from 'node:test';
import { forgetShared } from '../owned/bind.ts';
import { badCase, deleteRate, TAX_READS, taxStore } from '../testing/tax-store.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { inputDeleteInUse } from './delete-in-use.ts';

const IN_USE = badCase({ check: 'delete-in-use', what: 'the delete of a rate a tax rule applies', bind: { rateId: 'tax-rule.rateId' }, answer: { status: 400, message: "The tax rate can't be removed because it exists in a tax rule." } });
// The tax rule's rate is the worker's shared one: each case makes its own on its own fake store.
beforeEach(() => forgetShared());

const allow = { writes: 'allow' as const };
const routes = TAX_READS;

verdictCases(inputDeleteInUse, [
  {
    name: 'refused, and the rate reads as before',
    fake: { route: deleteRate([IN_USE]), routes, target: allow, answer: taxStore() },
    want: { outcome: 'pass', note: 'the delete of a rate a tax rule applies: 400 "The tax rate can\'t be removed because it exists in a tax rule."; nothing changed' },
    then: (fake) => assert.ok(fake.sent.some((s) => s.method === 'POST' && s.path === '/V1/taxRules'), 'a tax rule of the run\'s own on the rate'),
  },
  { name: 'a delete that goes through fails', fake: { route: deleteRate([IN_USE]), routes, target: allow, answer: taxStore('accepts') }, want: { outcome: 'fail', broken: /: accepted \(it acted on the run's own entities, which the sweep removes\)$/, expected: /^400 /, actual: '200 true' } },
  { name: 'refused, but deleted anyway', fake: { route: deleteRate([IN_USE]), routes, target: allow, answer: taxStore('changes-anyway') }, want: { outcome: 'fail', broken: 'DELETE /V1/taxRates/:rateId given the delete of a rate a tax rule applies: refused, but GET /V1/taxRates/:rateId shows the entity changed', expected: /^200 /, actual: /^404 / } },
  { name: 'a binding to a kind the run does not make skips', fake: { route: deleteRate([{ ...IN_USE, bind: { rateId: 'no-such.id' } }]), routes, target: allow, answer: taxStore() }, want: { outcome: 'skip', reason: 'the data binds :rateId to no-such.id, and the run makes no entity of the kind no-such' } },
]);
