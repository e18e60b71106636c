// readBack.sent as contract data: every field of a write's body is compared, or declared as answered elsewhere or not
// at all; the lint refuses a body field that is neither, a declaration that names nothing, and a sent on a delete.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { fieldOf, leavesOf, lintSent, under } from './sent-fields.ts';
import type { RawReadBack, RawRoute } from './types.ts';

const route = (body: unknown): RawRoute => ({ method: 'POST', path: '/V1/customers', body }) as RawRoute;
const lint = (body: unknown, readBack: RawReadBack): string[] => lintSent(route(body), readBack, (path, message) => `${path.join('.')}: ${message}`);
const READ = { route: 'GET /V1/customers/:customerId', params: { customerId: 'answer.id' }, expect: 'created' as const };

test('fields are named whichever element of a collection they are in', () => {
  assert.equal(fieldOf('product.options[1].values[0].price'), 'product.options[].values[].price');
  assert.ok(under('product.options[].values[].price', 'product.options'));
  assert.ok(under('product.options[].values[].price', 'product.options[].values'));
  assert.ok(!under('product.optionsX', 'product.options'));
  assert.ok(under('anything', ''));
  assert.deepEqual(leavesOf({ a: { b: [1, { c: 2 }], d: [] }, e: {} }), ['a.b[0]', 'a.b[1].c', 'a.d', 'e']);
});

test('a body whose every field is compared or declared lints clean', () => {
  const body = { customer: { email: 'x', addresses: [{ city: 'y' }] }, password: 'p' };
  assert.deepEqual(lint(body, { ...READ, sent: { from: 'customer', at: '', unanswered: { password: 'a secret: no read answers it' } } }), []);
});

test('each way a sent declaration can be wrong is one error', () => {
  const body = { customer: { email: 'x' }, password: 'p' };
  assert.deepEqual(lint(body, { ...READ, sent: { from: 'customer', at: '' } }), ['sent: the body\'s password is neither under customer nor declared']);
  assert.deepEqual(lint(body, { ...READ, sent: { from: 'nothing', at: '' } }), ['sent.from: "nothing" names no object of the contract body of POST /V1/customers']);
  assert.deepEqual(lint(body, { ...READ, sent: { from: '', at: '', unanswered: { 'customer.phone': 'not in the body at all' } } }), ['sent.customer.phone: "customer.phone": the contract body of POST /V1/customers has nothing there']);
  assert.deepEqual(lint(body, { ...READ, sent: { from: '' } }), ['sent: sent names no place in the answer']);
  assert.deepEqual(lint(body, { ...READ, expect: 'deleted', sent: { from: '', at: '' } }), ['sent: expect: deleted reads back no fields']);
  assert.deepEqual(lint({ list: [{ a: 1 }] }, { ...READ, sent: { from: '', at: '', answeredAs: { 'list[].a': 'a' } } }), ['sent.answeredAs.list[].a: "list[].a" is inside a collection']);
});
