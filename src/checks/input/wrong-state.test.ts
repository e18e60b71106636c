// input.wrong-state on the fake commerce target: PUT /V1/carts/:cartId sent again after the route's execution assigned
// the run's own cart, refused as the real 2.4.7-p3 words it (the cart has a customer now), the cart as it was; a
// platform that hands the cart over again fails, and so does one that refuses but changes the cart anyway.
import assert from 'node:assert/strict';
import { beforeEach } from 'node:test';
import type { RawReadBack } from '../../contracts/types.ts';
import { forgetShared } from '../owned/bind.ts';
import { commerceTarget, type CommerceCall } from '../testing/commerce-target.ts';
import { fakeRoute, type Canned } from '../testing/fake-context.ts';
import { badCase } from '../testing/tax-store.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { inputWrongState } from './wrong-state.ts';

beforeEach(() => forgetShared());

const NOT_ANONYMOUS = "The customer can't be assigned to the cart because the cart isn't anonymous.";
const AGAIN = badCase({ check: 'wrong-state', what: 'the executed assignment sent again', body: 'executed', answer: { status: 400, message: NOT_ANONYMOUS } });
const READ: RawReadBack = { route: 'GET /V1/carts/:cartId', params: { cartId: 'path.cartId' }, expect: 'updated', fields: { 'customer.id': 'body.customerId' } };
const MANAGE = ['Magento_Cart::manage'];
const ASSIGN = fakeRoute('PUT', '/V1/carts/:cartId', { module: 'Quote', permission: MANAGE, body: { customerId: 0, storeId: 0 }, readBack: READ, badInput: [AGAIN] });
const routes = [fakeRoute('GET', '/V1/carts/:cartId', { module: 'Quote', permission: MANAGE })];
const full = { writes: 'full' as const };

/** The second assignment of one cart (the case's), answered by `answer` instead of the target. */
function secondAssignment(answer: (call: CommerceCall, cartId: number) => Canned): { answer: (call: CommerceCall) => Canned } {
  const assigned = new Set<string>();
  const target = commerceTarget({
    instead: (call) => {
      const m = /^\/V1\/carts\/(\d+)$/.exec(call.path);
      if (m === null || call.method !== 'PUT') return undefined;
      if (!assigned.has(call.path)) {
        assigned.add(call.path);
        return undefined;
      }
      return answer(call, Number(m[1]));
    },
  });
  return { answer: (call) => target.answer(call) };
}

verdictCases(inputWrongState, [
  {
    name: 'the executed assignment sent again is refused, and the cart reads as before',
    fake: { route: ASSIGN, routes, target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: `the executed assignment sent again: 400 "${NOT_ANONYMOUS}"; nothing changed` },
    then: (fake) => {
      const puts = fake.sent.filter((s) => s.method === 'PUT' && /^\/V1\/carts\/\d+$/.test(s.path));
      assert.equal(puts.length, 2, 'the execution, then the case');
      assert.equal(puts[1]?.path, puts[0]?.path, 'on the cart the execution assigned');
      assert.deepEqual(puts[1]?.body, puts[0]?.body, 'with the body it was assigned with');
    },
  },
  {
    name: 'a cart handed over again fails',
    fake: { route: ASSIGN, routes, target: full, answer: secondAssignment(() => ({ status: 200, json: true })).answer },
    want: { outcome: 'fail', broken: 'PUT /V1/carts/:cartId given the executed assignment sent again: accepted (it acted on the run\'s own entities, which the sweep removes)', expected: `400 "${NOT_ANONYMOUS}"`, actual: '200 true' },
  },
  {
    name: 'refused, but the cart changed anyway: fails on the read',
    fake: {
      route: ASSIGN,
      routes,
      target: full,
      answer: (() => {
        const target = commerceTarget({
          instead: (call) => {
            if (call.method !== 'PUT' || !/^\/V1\/carts\/\d+$/.test(call.path)) return undefined;
            const cart = target.carts.get(Number(call.path.split('/').pop()));
            if (cart === undefined || cart.customerId === null) return undefined;
            cart.active = false;
            return { status: 400, json: { message: NOT_ANONYMOUS } };
          },
        });
        return (call: CommerceCall) => target.answer(call);
      })(),
    },
    want: { outcome: 'fail', broken: 'PUT /V1/carts/:cartId given the executed assignment sent again: refused, but GET /V1/carts/:cartId shows the entity changed', expected: /"is_active":true/, actual: /"is_active":false/ },
  },
]);
