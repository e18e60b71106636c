// commerce.customer-checkout on the fake commerce target: the run's own customer (created, signed in with its own
// token, deleted at the end) checks out; each way a step's effect can be missing fails at its read back.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { commerceTarget } from '../testing/commerce-target.ts';
import { platformError } from '../testing/fake-context.ts';
import { installLeftLedger, type LeftItem } from '../owned/left-ledger.ts';
import { commerceCustomerCheckout } from './customer-checkout.ts';

const full = { writes: 'full' as const };
const left: LeftItem[] = [];
installLeftLedger({ left: (item) => void left.push(item) });

scenarioCases(commerceCustomerCheckout, [
  {
    name: 'the customer\'s checkout reads back step by step, the order is the customer\'s, the account is deleted',
    fake: { target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: /^order 0+\d+ placed by the run's own customer cctrun0000s0cc[0-9a-z]{5}@example\.com from cart \d+, every step read back; the account deleted$/ },
    then: (fake) => {
      const token = fake.sent.find((s) => s.path === '/V1/carts/mine')?.token;
      assert.ok(token !== undefined && fake.secrets.includes(token), 'the customer\'s own token, a secret');
      assert.ok(fake.secrets.some((s) => s.startsWith('Cc1!')), 'its password too');
      for (const s of fake.sent.filter((c) => c.path.startsWith('/V1/carts/mine'))) assert.equal(s.token, token, `${s.method} ${s.path} as the run's own customer`);
      assert.ok(fake.sent.some((s) => s.method === 'DELETE' && /^\/V1\/customers\/\d+$/.test(s.path)), 'the account is deleted');
      assert.deepEqual(left.filter((l) => l.by === 'customer checkout (sync)').map((l) => l.kind), ['cart', 'order']);
    },
  },
  {
    name: 'a coupon removal answered but not kept fails at the read back',
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.method === 'DELETE' && call.path === '/V1/carts/mine/coupons' ? { status: 200, json: true } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'the removed coupon still reads back', expected: '[] (no coupon)', actual: '"cctrun0000s0cr"' },
  },
  {
    name: 'an order item without the cart item\'s gift message fails at its read',
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.method === 'GET' && /^\/V1\/orders\/items\/\d+$/.test(call.path) ? { status: 200, json: { item_id: 1, sku: 'x' } } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'the order item does not carry the cart item\'s gift message', expected: /^extension_attributes\.gift_message of five fields/, actual: '{}' },
  },
  {
    name: 'an order item read back of another type than the cart\'s simple product fails',
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => ((call.method === 'GET' && /^\/V1\/orders\/\d+$/.test(call.path) && 'json' in healthy ? { status: 200, json: { ...(healthy.json as object), items: ((healthy.json as { items: Array<Record<string, unknown>> }).items).map((i) => ({ ...i, product_type: 'virtual' })) } } : undefined)) }).answer },
    want: { outcome: 'fail', broken: 'the placed order\'s item does not read back as the cart\'s', expected: /^one item, sku cctrun0000s0cp, product_type simple$/, actual: '[{"sku":"cctrun0000s0cp","product_type":"virtual"}]' },
  },
  {
    name: 'a customer account that survives its deletion fails',
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.method === 'DELETE' && call.path.startsWith('/V1/customers/') ? { status: 200, json: true } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'the deleted customer still reads back', expected: '404 "No such entity"', actual: '200' },
  },
  {
    name: 'a sign-in the target refuses ends the scenario at that step',
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.path === '/V1/integration/customer/token' ? platformError(401, 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.') : undefined) }).answer },
    want: { outcome: 'fail', broken: 'POST /V1/integration/customer/token did not answer 200 in the commerce flow', expected: '200', actual: /^401 "The account sign-in was incorrect/ },
  },
]);
