// A route's known answers (answers:) as contract data: the lint holds each to the plan, each problem at its place;
// the values of the run's own entities they name are found in the path, the token and the body.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { type AnsweringRoute, lintKnownAnswers, ownedRefsOf, parseOwnedRef } from './known-answers.ts';
import { pathParams } from './paths.ts';
import type { ContractError, HttpMethod, Permission, RawKnownAnswer, Safety } from './types.ts';

const fakeRoute = (method: HttpMethod, path: string, more: { permission?: Permission; safety?: Safety } = {}): AnsweringRoute => ({ key: `${method} ${path}`, method, path, base: 'store', safety: more.safety ?? (method === 'GET' ? 'read' : 'write'), permission: more.permission ?? ['Magento_Customer::customer'], pathParams: pathParams(path) });

const problem = (path: Array<string | number>, message: string, hint: string): ContractError => ({ file: path.join('/'), line: 1, column: 1, message, hint });
const READ = fakeRoute('GET', '/V1/customers/:customerId', { permission: ['Magento_Customer::customer'] });
const READONLY = fakeRoute('GET', '/V1/customers/:customerId/permissions/readonly', { permission: ['Magento_Customer::customer'] });
const ME = fakeRoute('GET', '/V1/customers/me/billingAddress', { permission: 'self' });
const VALIDATE = fakeRoute('PUT', '/V1/customers/validate', { safety: 'read' });
const lint = (route: typeof READ, answers: RawKnownAnswer[]): string[] => lintKnownAnswers(route, answers, [READ, READONLY, ME, VALIDATE], problem).map((e) => `${e.file}: ${e.message}`);

test('a whole answer lints clean: its parameters named, one thing to compare with, a read of the plan', () => {
  assert.deepEqual(lint(READONLY, [{ what: 'own customer', on: { customerId: 'customer.id' }, answer: false, source: 's' }]), []);
  assert.deepEqual(lint(READONLY, [{ what: 'own customer', on: { customerId: 'customer.id' }, sameAs: { route: 'GET /V1/customers/:customerId', at: 'addresses', match: { default_billing: true } }, source: 's' }]), []);
  assert.deepEqual(lint(VALIDATE, [{ what: 'a body', body: { customer: {} }, answer: { valid: false }, source: 's' }]), []);
});

test('each problem at its answer: a write, a parameter unnamed or unknown, both or neither compared, a read the plan lacks, a self route without its customer', () => {
  assert.deepEqual(lint(fakeRoute('POST', '/V1/customers'), [{ what: 'x', answer: 1, source: 's' }]), [': POST /V1/customers writes: only a read has known answers']);
  assert.deepEqual(lint(READONLY, [{ what: 'x', answer: false, on: { id: 'customer.id' }, source: 's' }]), ['0/on: :customerId of /V1/customers/:customerId/permissions/readonly is not named', '0/on/id: :id is not a parameter of /V1/customers/:customerId/permissions/readonly']);
  assert.deepEqual(lint(READONLY, [{ what: 'x', on: { customerId: 'customer.id' }, source: 's' }]), ['0: an answer is compared in one way: none is given']);
  assert.deepEqual(lint(READONLY, [{ what: 'x', on: { customerId: 'customer.id' }, sameAs: { route: 'GET /V1/nothing' }, source: 's' }]), ['0/sameAs/route: GET /V1/nothing is no route of the plan']);
  assert.deepEqual(lint(ME, [{ what: 'x', sameAs: { route: 'GET /V1/customers/:customerId' }, source: 's' }]), ['0: GET /V1/customers/me/billingAddress is a self route: its answer is the signed-in customer\'s', '0/sameAs/route: :customerId of GET /V1/customers/:customerId is not named by on, path or sameAs.on']);
  assert.deepEqual(lint(READONLY, [{ what: 'x', on: { customerId: 'customer.id' }, as: 'customer.id', answer: false, source: 's' }]), ['0/as: as: on GET /V1/customers/:customerId/permissions/readonly, which is not a self route', '0/as: as: customer.id names no token']);
  assert.deepEqual(lint(READONLY, [{ what: 'x', on: { customerId: 'customer.id' }, body: {}, answer: false, source: 's' }]), ['0/body: a body on GET /V1/customers/:customerId/permissions/readonly, a GET']);
});

const TYPES = fakeRoute('GET', '/V1/products/links/:type/attributes', { permission: ['Magento_Catalog::catalog'] });
const COUNTRY = fakeRoute('GET', '/V1/directory/countries/:countryId', { permission: 'anonymous' });

test('a read of what the platform defines lints clean: its parameters given as written, a list it includes, fields it contains, a pointer into it, an edition', () => {
  assert.deepEqual(lint(TYPES, [{ what: 'related', path: { type: 'related' }, answer: [{ code: 'position', type: 'int' }], source: 's' }]), []);
  assert.deepEqual(lint(COUNTRY, [{ what: 'US', path: { countryId: 'US' }, contains: { id: 'US' }, source: 's' }]), []);
  assert.deepEqual(lint(COUNTRY, [{ what: 'US regions', path: { countryId: 'US' }, at: 'available_regions', includes: [{ code: 'NY' }], ordered: true, editions: ['commerce'], query: { a: 'b' }, source: 's' }]), []);
});

test('each problem of the new forms at its place: two ways to compare, a parameter named twice or unknown, a bad pointer, ordered alone, variants of a part', () => {
  assert.deepEqual(lint(COUNTRY, [{ what: 'x', path: { countryId: 'US' }, contains: { id: 'US' }, includes: [{ id: 'US' }], source: 's' }]), ['0: an answer is compared in one way: includes and contains']);
  assert.deepEqual(lint(COUNTRY, [{ what: 'x', path: { countryId: 'US', id: 'x' }, on: { countryId: 'customer.id' }, answer: 1, source: 's' }]), ['0/path/id: :id is not a parameter of /V1/directory/countries/:countryId', '0/path/countryId: :countryId is named by on and by path']);
  assert.deepEqual(lint(COUNTRY, [{ what: 'x', path: { countryId: 'US' }, at: 'a..b', ordered: true, contains: { id: 'US' }, variants: [{ id: 'v', answer: 1, description: 'd', source: 's' }], source: 's' }]), ['0/at: "a..b" is not a pointer', '0/ordered: ordered without includes', '0/variants: variants on an answer compared by includes or contains']);
});

test('the values of the run\'s own entities an answer names: path, token and body, once each', () => {
  assert.deepEqual(ownedRefsOf([{ what: 'x', on: { customerId: 'addressed-customer.id' }, as: 'addressed-customer.token', body: { a: ['{{owned:customer.email}} and {{owned:addressed-customer.id}}'] }, answer: 1, source: 's' }]), ['addressed-customer.id', 'addressed-customer.token', 'customer.email']);
  assert.deepEqual(parseOwnedRef('grouped-customer.groupId'), { kind: 'grouped-customer', value: 'groupId' });
  assert.equal(parseOwnedRef('no value'), null);
});

// A search of the run's own entity by its id (RuleRepositoryTest::testCrud's getList): the query and the contained
// criteria name the entity's value, and the item is compared with the entity's own read, whose parameter the search
// route does not have (sameAs.on).
const SEARCH = fakeRoute('GET', '/V1/customers/search');
const lintSearch = (answers: RawKnownAnswer[]): string[] => lintKnownAnswers(SEARCH, answers, [READ, READONLY, SEARCH], problem).map((e) => `${e.file}: ${e.message}`);
const BY_ID = { 'searchCriteria[filter_groups][0][filters][0][field]': 'entity_id', 'searchCriteria[filter_groups][0][filters][0][value]': '{{owned:customer.id}}' };

test('a search by the run\'s own entity: sameAs.on names the read\'s parameter, and only one the search lacks', () => {
  assert.deepEqual(lintSearch([{ what: 'x', query: BY_ID, at: 'items[0]', sameAs: { route: 'GET /V1/customers/:customerId', on: { customerId: 'customer.id' } }, source: 's' }]), []);
  assert.deepEqual(lintSearch([{ what: 'x', query: BY_ID, at: 'items[0]', sameAs: { route: 'GET /V1/customers/:customerId' }, source: 's' }]), ['0/sameAs/route: :customerId of GET /V1/customers/:customerId is not named by on, path or sameAs.on']);
  assert.deepEqual(lintSearch([{ what: 'x', query: BY_ID, at: 'items[0]', sameAs: { route: 'GET /V1/customers/:customerId', on: { customerId: 'customer.id', id: 'customer.id' } }, source: 's' }]), ['0/sameAs/on/id: :id is not a parameter of GET /V1/customers/:customerId']);
  assert.deepEqual(lint(READONLY, [{ what: 'x', on: { customerId: 'customer.id' }, sameAs: { route: 'GET /V1/customers/:customerId', on: { customerId: 'customer.id' } }, source: 's' }]), ['0/sameAs/on/customerId: :customerId is a parameter of /V1/customers/:customerId/permissions/readonly too, with the same value']);
  // Another value of a parameter both have (a guest cart's masked id, the admin's read by the quote's id) is no problem.
  assert.deepEqual(lint(READONLY, [{ what: 'x', on: { customerId: 'customer.id' }, sameAs: { route: 'GET /V1/customers/:customerId', on: { customerId: 'addressed-customer.id' } }, source: 's' }]), []);
});

test('the values of the run\'s own entities a search names: its query\'s, its contained criteria\'s, its compared read\'s', () => {
  assert.deepEqual(ownedRefsOf([{ what: 'x', query: BY_ID, contains: { filter_groups: [{ filters: [{ value: '{{owned:customer.email}}' }] }] }, sameAs: { route: 'GET /V1/customers/:customerId', on: { customerId: 'addressed-customer.id' } }, source: 's' }]), ['customer.id', 'customer.email', 'addressed-customer.id']);
});

// A read sent as POST or PUT (safety: read) may be the compared read, sent with sameAs.body (an estimate for an
// address); a write may not be, a POST read needs its body, and a GET takes none. Its body's owned values count.
test('sameAs a read sent as POST: its body given, never on a write or a GET', () => {
  const writes = fakeRoute('POST', '/V1/customers');
  const routes = [READ, READONLY, VALIDATE, writes];
  const lintWith = (answers: RawKnownAnswer[]): string[] => lintKnownAnswers(READONLY, answers, routes, problem).map((e) => `${e.file}: ${e.message}`);
  assert.deepEqual(lintWith([{ what: 'x', on: { customerId: 'customer.id' }, sameAs: { route: 'PUT /V1/customers/validate', body: { customer: {} } }, source: 's' }]), []);
  assert.deepEqual(lintWith([{ what: 'x', on: { customerId: 'customer.id' }, sameAs: { route: 'PUT /V1/customers/validate' }, source: 's' }]), ['0/sameAs: PUT /V1/customers/validate is sent as PUT without a body']);
  assert.deepEqual(lintWith([{ what: 'x', on: { customerId: 'customer.id' }, sameAs: { route: 'POST /V1/customers', body: {} }, source: 's' }]), ['0/sameAs/route: POST /V1/customers writes']);
  assert.deepEqual(lintWith([{ what: 'x', on: { customerId: 'customer.id' }, sameAs: { route: 'GET /V1/customers/:customerId', body: {} }, source: 's' }]), ['0/sameAs/body: a body on GET /V1/customers/:customerId, a GET']);
  assert.deepEqual(ownedRefsOf([{ what: 'x', on: { customerId: 'customer.id' }, sameAs: { route: 'PUT /V1/customers/validate', body: { email: '{{owned:addressed-customer.email}}' } }, source: 's' }]), ['customer.id', 'addressed-customer.email']);
});
