// write.known-answer on a fake installation of customer accounts: the run's own customer made for the check (a POST
// and, for a self route, its sign-in), then the route's answers judged: a value exactly (readonly false, a
// validation's messages in order), or what the customer's own read holds (its default billing address); a variant
// the contract declares passes and is recorded. Each fault the reference plays fails by name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CompiledRoute, RawKnownAnswer } from '../../contracts/types.ts';
import type { Canned, Sent } from '../testing/fake-context.ts';
import { FAKE_PREFIX, fakeRoute } from '../testing/fake-context.ts';
import { declaredSkips, verdictCases } from '../testing/verdict-cases.ts';
import { holds, keysWrong, missingItem, sameJson, writeKnownAnswer } from './known-answer.ts';

const CUSTOMER_ID = 41;
const BILLING = { id: 7, customer_id: CUSTOMER_ID, region: { region_code: 'CA', region: 'California', region_id: 12 }, region_id: 12, country_id: 'US', street: ['1 Conformance Way'], telephone: '5555550100', postcode: '90001', city: 'Los Angeles', firstname: 'x', lastname: 'Billing', default_billing: true };
const SHIPPING = { ...BILLING, id: 8, street: ['2 Conformance Way'], city: 'San Diego', postcode: '92101', lastname: 'Shipping', default_billing: undefined, default_shipping: true };
const CUSTOMER = { id: CUSTOMER_ID, group_id: 1, default_billing: '7', default_shipping: '8', email: 'cctrun0000ox@example.com', addresses: [BILLING, SHIPPING] };
const MESSAGES = ['The "First Name" attribute value is empty. Set the attribute and try again.', 'The "Last Name" attribute value is empty. Set the attribute and try again.'];

type Fault = 'readonly' | 'swapped' | 'taken-false' | 'free-false' | 'valid' | 'no-defaults' | 'me-stale' | null;

/** The installation: the run's own customer is made and signs in; the reads answer it, the faults break one each. */
function accounts(fault: Fault = null): (sent: Sent) => Canned {
  return (sent) => {
    const { method, path } = sent;
    if (method === 'POST' && path === '/V1/customers') return { status: 200, json: CUSTOMER };
    if (method === 'POST' && path === '/V1/integration/customer/token') return { status: 200, json: 'own-token' };
    if (method === 'GET' && path === '/V1/customers/me' && fault === 'me-stale') return { status: 200, json: { ...CUSTOMER, group_id: 0 } };
    if (method === 'GET' && (path === `/V1/customers/${CUSTOMER_ID}` || path === '/V1/customers/me')) return { status: 200, json: fault === 'no-defaults' ? { ...CUSTOMER, addresses: [] } : CUSTOMER };
    if (path.endsWith('/permissions/readonly')) return { status: 200, json: fault === 'readonly' };
    if (path.endsWith('/billingAddress')) return { status: 200, json: fault === 'swapped' ? SHIPPING : BILLING };
    if (path.endsWith('/shippingAddress')) return { status: 200, json: fault === 'swapped' ? BILLING : SHIPPING };
    if (path === '/V1/customers/isEmailAvailable') {
      const email = String((sent.body as { customerEmail?: unknown }).customerEmail);
      return { status: 200, json: email === CUSTOMER.email ? fault !== 'taken-false' : fault !== 'free-false' };
    }
    if (path === '/V1/customers/validate') return { status: 200, json: fault === 'valid' ? { valid: true, messages: [] } : { valid: false, messages: MESSAGES } };
    return { status: 404, json: { message: `no fake for ${method} ${path}` } };
  };
}

const S = 'test';
const readonly = (answers: RawKnownAnswer[]): CompiledRoute => fakeRoute('GET', '/V1/customers/:customerId/permissions/readonly', { module: 'Customer', permission: ['Magento_Customer::customer'], answers });
const READONLY = readonly([{ what: 'the run\'s own customer', on: { customerId: 'customer.id' }, answer: false, source: S }]);
const BILLING_ROUTE = fakeRoute('GET', '/V1/customers/:customerId/billingAddress', { module: 'Customer', permission: ['Magento_Customer::manage'], answers: [{ what: 'its default billing address', on: { customerId: 'addressed-customer.id' }, sameAs: { route: 'GET /V1/customers/:customerId', at: 'addresses', match: { default_billing: true } }, source: S }] });
const ME_SHIPPING = fakeRoute('GET', '/V1/customers/me/shippingAddress', { module: 'Customer', permission: 'self', answers: [{ what: 'its default shipping address', as: 'addressed-customer.token', sameAs: { route: 'GET /V1/customers/me', at: 'addresses', match: { default_shipping: true } }, source: S }] });
const CUSTOMER_READ = fakeRoute('GET', '/V1/customers/:customerId', { module: 'Customer', permission: ['Magento_Customer::customer'] });
const ME_READ = fakeRoute('GET', '/V1/customers/me', { module: 'Customer', permission: 'self' });
const EMAIL = fakeRoute('POST', '/V1/customers/isEmailAvailable', {
  module: 'Customer',
  permission: 'anonymous',
  safety: 'read',
  answers: [
    { what: 'an address no customer has', body: { customerEmail: '{{prefix}}@example.com', websiteId: 1 }, answer: true, source: S },
    { what: 'the run\'s own customer\'s address', body: { customerEmail: '{{owned:customer.email}}', websiteId: 1 }, answer: true, variants: [{ id: 'guest-checkout-login', answer: false, description: 'the guest checkout login option on', source: S }], source: S },
  ],
});
const VALIDATE = fakeRoute('PUT', '/V1/customers/validate', { module: 'Customer', permission: ['Magento_Customer::manage'], safety: 'read', answers: [{ what: 'a customer without names', body: { customer: { email: '{{prefix}}@example.com', website_id: 1, group_id: 1 } }, answer: { valid: false, messages: MESSAGES }, source: S }] });
// /me compared whole with the admin's read of the same account (AccountManagementMeTest::testGetCustomerData): the
// self route is sent with the run's own customer's token, the admin read with the admin's.
const ME_WHOLE = fakeRoute('GET', '/V1/customers/me', { module: 'Customer', permission: 'self', answers: [{ what: 'its account', as: 'own-customer.token', sameAs: { route: 'GET /V1/customers/:customerId', on: { customerId: 'own-customer.id' } }, source: S }] });
const allowed = { writes: 'allow' as const };
const reads = [CUSTOMER_READ, ME_READ];
const WEBSITES = fakeRoute('GET', '/V1/store/websites', {
  module: 'Store',
  permission: ['Magento_Backend::store'],
  answers: [
    { what: 'more than one website, the admin one among them', includes: [{ id: 0, code: 'admin' }, {}], source: S },
    { what: 'the first website\'s keys', at: '[0]', keys: ['id', 'code', 'name', 'default_group_id'], source: S },
  ],
});
// A search's criteria echoed (AttributeSetRepositoryTest::testGetList and the other list tests): the query sent as the
// contract writes it, the answer's search_criteria compared whole.
const SET_QUERY = { 'searchCriteria[current_page]': '1', 'searchCriteria[page_size]': '2' };
const SET_LIST = fakeRoute('GET', '/V1/products/attribute-sets/sets/list', {
  module: 'Catalog',
  permission: ['Magento_Catalog::sets'],
  answers: [{ what: 'a search without filters, page 1 of 2', query: SET_QUERY, at: 'search_criteria', answer: { filter_groups: [], page_size: 2, current_page: 1 }, source: S }],
});
const setList = (echo: unknown) => (sent: Sent): Canned => ({ status: 200, json: { items: [{ attribute_set_id: 4, attribute_set_name: 'Default' }], search_criteria: echo ?? { filter_groups: [], page_size: Number(sent.query?.['searchCriteria[page_size]']), current_page: Number(sent.query?.['searchCriteria[current_page]']) }, total_count: 1 } });
const ADMIN_SITE = { id: 0, code: 'admin', name: 'Admin', default_group_id: 0 };
const BASE_SITE = { id: 1, code: 'base', name: 'Main Website', default_group_id: 1 };
const websites = (json: unknown) => () => ({ status: 200, json });

verdictCases(writeKnownAnswer, [
  {
    name: 'a search echoes the criteria sent in search_criteria: the query as written, compared whole',
    fake: { route: SET_LIST, answer: setList(null) },
    want: { outcome: 'pass', note: 'a search without filters, page 1 of 2: {"filter_groups":[],"page_size":2,"current_page":1}' },
    then: ({ sent }) => assert.deepEqual(sent.map((x) => [x.method, x.path, x.query]), [['GET', '/V1/products/attribute-sets/sets/list', SET_QUERY]]),
  },
  {
    name: 'an answer with a store code is read under it (a category\'s products under all: a store view answers its index)',
    fake: { route: fakeRoute('GET', '/V1/products/attribute-sets/sets/list', { module: 'Catalog', permission: ['Magento_Catalog::sets'], answers: [{ what: 'under all', storeCode: 'all', query: SET_QUERY, at: 'search_criteria', answer: { filter_groups: [], page_size: 2, current_page: 1 }, source: S }] }), answer: (sent) => (sent.storeCode === 'all' ? setList(null)(sent) : setList({ filter_groups: [] })(sent)) },
    want: { outcome: 'pass', note: 'under all: {"filter_groups":[],"page_size":2,"current_page":1}' },
    then: ({ sent }) => assert.deepEqual(sent.map((x) => x.storeCode), ['all']),
  },
  {
    name: 'a search that does not echo its criteria fails (the reference\'s search-criteria-not-echoed)',
    fake: { route: SET_LIST, answer: setList({ filter_groups: [] }) },
    want: { outcome: 'fail', broken: 'GET /V1/products/attribute-sets/sets/list given a search without filters, page 1 of 2: answered otherwise than the platform at search_criteria', expected: '{"filter_groups":[],"page_size":2,"current_page":1}', actual: '{"filter_groups":[]}' },
  },
  {
    name: 'a new customer of the run\'s own is not read-only: made by the admin, read by the admin',
    fake: { route: READONLY, target: allowed, answer: accounts() },
    want: { outcome: 'pass', note: 'the run\'s own customer: false' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.method, s.path]), [['admin', 'POST', '/V1/customers'], ['admin', 'GET', `/V1/customers/${CUSTOMER_ID}/permissions/readonly`]]),
  },
  {
    name: 'the run\'s own customer answered read-only fails (the reference\'s customer-readonly)',
    fake: { route: READONLY, target: allowed, answer: accounts('readonly') },
    want: { outcome: 'fail', broken: 'GET /V1/customers/:customerId/permissions/readonly given the run\'s own customer: answered otherwise than the platform', expected: 'false', actual: 'true' },
  },
  {
    name: 'the default billing address is the address the account flags so, exactly',
    fake: { route: BILLING_ROUTE, target: allowed, answer: accounts(), routes: reads },
    want: { outcome: 'pass', note: /^its default billing address: \{"id":7,/ },
  },
  {
    name: 'the shipping address answered for the billing one fails (the reference\'s default-addresses-swapped)',
    fake: { route: BILLING_ROUTE, target: allowed, answer: accounts('swapped'), routes: reads },
    want: { outcome: 'fail', broken: 'GET /V1/customers/:customerId/billingAddress given its default billing address: answered otherwise than GET /V1/customers/:customerId holds', expected: /^\{"id":7,/, actual: /^\{"id":8,/ },
  },
  {
    name: 'a self route is sent, and compared, with the run\'s own customer\'s token',
    fake: { route: ME_SHIPPING, target: allowed, answer: accounts(), routes: reads },
    want: { outcome: 'pass', note: /^its default shipping address: \{"id":8,/ },
    then: ({ sent, secrets }) => {
      assert.deepEqual(sent.slice(2).map((s) => [s.caller, s.path, s.token]), [['customer', '/V1/customers/me/shippingAddress', 'own-token'], ['customer', '/V1/customers/me', 'own-token']]);
      assert.ok(secrets.includes('own-token'), 'the token is a secret of the record');
    },
  },
  {
    name: 'a self route compared with an admin read: /me with the customer\'s token, the account\'s read with the admin\'s',
    fake: { route: ME_WHOLE, target: allowed, answer: accounts(), routes: reads },
    want: { outcome: 'pass', note: /^its account: \{"id":41,/ },
    then: ({ sent }) => assert.deepEqual(sent.slice(2).map((s) => [s.caller, s.path, s.token ?? null]), [['customer', '/V1/customers/me', 'own-token'], ['admin', `/V1/customers/${CUSTOMER_ID}`, null]]),
  },
  {
    name: '/me answering the account otherwise than its read fails',
    fake: { route: ME_WHOLE, target: allowed, answer: accounts('me-stale'), routes: reads },
    want: { outcome: 'fail', broken: 'GET /V1/customers/me given its account: answered otherwise than GET /V1/customers/:customerId holds', expected: /"group_id":1/, actual: /"group_id":0/ },
  },
  {
    name: 'an account that flags no default address: nothing to compare with, said',
    fake: { route: BILLING_ROUTE, target: allowed, answer: accounts('no-defaults'), routes: reads },
    want: { outcome: 'skip', reason: 'GET /V1/customers/:customerId holds no item of addresses with {"default_billing":true}: nothing to compare its default billing address with' },
  },
  {
    name: 'isEmailAvailable: a free address true, the run\'s own customer\'s true (the option off)',
    fake: { route: EMAIL, target: allowed, answer: accounts() },
    want: { outcome: 'pass', note: 'an address no customer has: true | the run\'s own customer\'s address: true' },
    then: ({ sent, observed }) => {
      const asked = sent.filter((s) => s.path === '/V1/customers/isEmailAvailable');
      assert.deepEqual(asked.map((s) => s.caller), ['guest', 'guest']);
      assert.match(String((asked[0]?.body as { customerEmail?: unknown }).customerEmail), new RegExp(`^${FAKE_PREFIX}k[a-z0-9]{3}@example\\.com$`));
      assert.deepEqual(asked[1]?.body, { customerEmail: CUSTOMER.email, websiteId: 1 });
      assert.deepEqual(observed, []);
    },
  },
  {
    name: 'isEmailAvailable: the run\'s own customer\'s address false is the declared variant, recorded',
    fake: { route: EMAIL, target: allowed, answer: accounts('taken-false') },
    want: { outcome: 'pass', note: 'an address no customer has: true | the run\'s own customer\'s address: false (variant guest-checkout-login: the guest checkout login option on)' },
    then: ({ observed }) => assert.deepEqual(observed, [['known-answer-variant', { what: 'the run\'s own customer\'s address', variant: 'guest-checkout-login' }]]),
  },
  {
    name: 'isEmailAvailable: a free address answered false fails (the reference\'s email-available-free-refused)',
    fake: { route: EMAIL, target: allowed, answer: accounts('free-false') },
    want: { outcome: 'fail', broken: 'POST /V1/customers/isEmailAvailable given an address no customer has: answered otherwise than the platform', expected: 'true', actual: 'false' },
  },
  {
    name: 'validate: the messages of the attributes missing, in order',
    fake: { route: VALIDATE, answer: accounts() },
    want: { outcome: 'pass', note: `a customer without names: ${JSON.stringify({ valid: false, messages: MESSAGES })}` },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.method, s.path]), [['admin', 'PUT', '/V1/customers/validate']]),
  },
  {
    name: 'validate: an invalid customer answered valid fails (the reference\'s validate-accepts-invalid)',
    fake: { route: VALIDATE, answer: accounts('valid') },
    want: { outcome: 'fail', broken: 'PUT /V1/customers/validate given a customer without names: answered otherwise than the platform', expected: JSON.stringify({ valid: false, messages: MESSAGES }), actual: '{"valid":true,"messages":[]}' },
  },
  {
    name: 'a 500 fails on the status',
    fake: { route: VALIDATE, answer: { status: 500, json: { message: 'Internal Error.' } } },
    want: { outcome: 'fail', broken: 'PUT /V1/customers/validate given a customer without names: answered 500, not 200', expected: /^200 \{"valid":false/, actual: /^500\b/ },
  },
  {
    name: 'an entity kind the run does not make: said, nothing sent',
    fake: { route: readonly([{ what: 'x', on: { customerId: 'no-such-kind.id' }, answer: false, source: S }]), target: allowed, answer: accounts() },
    want: { outcome: 'skip', reason: 'the contract names no-such-kind.id, and the run makes no entity of the kind no-such-kind' },
    then: ({ sent }) => assert.equal(sent.length, 0),
  },
]);

// What the platform itself defines, as a fake installation answers it: its product types (Commerce's gift card on a
// Commerce target), an address attribute's metadata by code, a country and its regions, the store configs a query
// filters. The reference's product-type-missing and attribute-metadata-other-attribute fail by name.
const POSTCODE = { frontend_input: 'text', store_label: 'Zip/Postal Code', required: false, sort_order: 110, options: [], validation_rules: [], attribute_code: 'postcode' };
const CITY = { frontend_input: 'text', store_label: 'City', required: true, sort_order: 80, options: [], validation_rules: [{ name: 'max_text_length', value: '255' }], attribute_code: 'city' };
const OPEN_SOURCE_TYPES = [{ name: 'simple', label: 'Simple Product' }, { name: 'virtual', label: 'Virtual Product' }, { name: 'bundle', label: 'Bundle Product' }];
type DefinedFault = 'product-type-missing' | 'attribute-metadata-other-attribute' | 'types-reordered' | null;
function definitions(fault: DefinedFault = null, edition: 'open-source' | 'commerce' = 'open-source'): (sent: Sent) => Canned {
  return ({ path, query }) => {
    if (path === '/V1/products/types') {
      const types = [...OPEN_SOURCE_TYPES, ...(edition === 'commerce' ? [{ name: 'giftcard', label: 'Gift Card' }] : []), { name: 'extension_type', label: 'An Extension\'s Type' }];
      return { status: 200, json: fault === 'product-type-missing' ? types.filter((t) => t.name !== 'bundle') : fault === 'types-reordered' ? [...types].reverse() : types };
    }
    const code = /^\/V1\/attributeMetadata\/customerAddress\/attribute\/(\w+)$/.exec(path)?.[1];
    if (code !== undefined) return code === 'postcode' || code === 'city' ? { status: 200, json: fault === 'attribute-metadata-other-attribute' || code === 'city' ? CITY : POSTCODE } : { status: 404, json: { message: 'No such entity' } };
    if (path === '/V1/directory/countries/US') return { status: 200, json: { id: 'US', three_letter_abbreviation: 'USA', available_regions: [{ id: '12', code: 'CA', name: 'California' }, { id: '43', code: 'NY', name: 'New York' }] } };
    if (path === '/V1/store/storeConfigs') return { status: 200, json: query?.['storeCodes[0]'] === 'default' ? [{ id: 1, code: 'default' }] : [{ id: 1, code: 'default' }, { id: 2, code: 'fr' }] };
    return { status: 404, json: { message: `no fake for ${path}` } };
  };
}
const TYPES = fakeRoute('GET', '/V1/products/types', {
  module: 'Catalog',
  permission: ['Magento_Catalog::products'],
  answers: [
    { what: 'the product types', includes: [{ name: 'simple', label: 'Simple Product' }, { name: 'bundle', label: 'Bundle Product' }], source: S },
    { what: 'the gift card', editions: ['commerce'], includes: [{ name: 'giftcard' }], source: S },
  ],
});
const ORDERED_TYPES = fakeRoute('GET', '/V1/products/types', { module: 'Catalog', permission: ['Magento_Catalog::products'], answers: [{ what: 'the types in order', includes: [{ name: 'simple' }, { name: 'virtual' }], ordered: true, source: S }] });
const POSTCODE_ROUTE = fakeRoute('GET', '/V1/attributeMetadata/customerAddress/attribute/:attributeCode', { module: 'Customer', permission: ['Magento_Customer::customer'], answers: [{ what: 'postcode', path: { attributeCode: 'postcode' }, contains: { attribute_code: 'postcode', store_label: 'Zip/Postal Code', sort_order: 110, options: [] }, source: S }] });
const US = fakeRoute('GET', '/V1/directory/countries/:countryId', { module: 'Directory', permission: 'anonymous', answers: [{ what: 'the regions of US', path: { countryId: 'US' }, at: 'available_regions', includes: [{ code: 'NY', name: 'New York' }], source: S }] });
const CONFIGS = fakeRoute('GET', '/V1/store/storeConfigs', { module: 'Store', permission: ['Magento_Backend::store'], answers: [{ what: 'the default store\'s config', query: { 'storeCodes[0]': 'default' }, contains: [{ code: 'default' }], source: S }] });

verdictCases(writeKnownAnswer, [
  {
    name: 'the product types include the platform\'s (an extension\'s type passes), read by the admin at every level; the Commerce answer is not asked of Open Source',
    fake: { route: TYPES, answer: definitions() },
    want: { outcome: 'pass', note: 'the product types: the 2 item(s) named among 4' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.method, s.path]), [['admin', 'GET', '/V1/products/types']]),
  },
  {
    name: 'on Commerce, its gift card too',
    fake: { route: TYPES, target: { edition: 'commerce' }, answer: definitions(null, 'commerce') },
    want: { outcome: 'pass', note: 'the product types: the 2 item(s) named among 5 | the gift card: the 1 item(s) named among 5' },
  },
  {
    name: 'a Commerce target without its gift card fails',
    fake: { route: TYPES, target: { edition: 'commerce' }, answer: definitions() },
    want: { outcome: 'fail', broken: 'GET /V1/products/types given the gift card: {"name":"giftcard"}: not in the list', expected: 'a list holding [{"name":"giftcard"}]', actual: /^\[\{"name":"simple"/ },
  },
  {
    name: 'a type list missing the bundle type fails (the reference\'s product-type-missing)',
    fake: { route: TYPES, answer: definitions('product-type-missing') },
    want: { outcome: 'fail', broken: 'GET /V1/products/types given the product types: {"name":"bundle","label":"Bundle Product"}: not in the list', expected: /^a list holding/, actual: /^\[\{"name":"simple"/ },
  },
  {
    name: 'an edition the run does not know: the answers of one edition are not asked, the others are',
    fake: { route: fakeRoute('GET', '/V1/products/types', { module: 'Catalog', permission: ['Magento_Catalog::products'], answers: [{ what: 'the gift card', editions: ['commerce'], includes: [{ name: 'giftcard' }], source: S }] }), target: { edition: null }, answer: definitions() },
    want: { outcome: 'skip', reason: 'the target\'s edition is not known, and each answer is one edition\'s' },
    then: ({ sent }) => assert.equal(sent.length, 0),
  },
  {
    name: 'ordered: the items in the platform\'s order pass, reordered fail and say so',
    fake: { route: ORDERED_TYPES, answer: definitions('types-reordered') },
    want: { outcome: 'fail', broken: 'GET /V1/products/types given the types in order: {"name":"virtual"}: not in the order the platform lists it', expected: 'a list holding [{"name":"simple"},{"name":"virtual"}] in this order', actual: /^\[\{"name":"extension_type"/ },
  },
  {
    name: 'postcode\'s metadata, asked by the code the contract writes, holds the fields it names',
    fake: { route: POSTCODE_ROUTE, answer: definitions() },
    want: { outcome: 'pass', note: /^postcode: holds \{"attribute_code":"postcode"/ },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => s.path), ['/V1/attributeMetadata/customerAddress/attribute/postcode']),
  },
  {
    name: 'metadata of another attribute answered for postcode fails, the fields named (the reference\'s attribute-metadata-other-attribute)',
    fake: { route: POSTCODE_ROUTE, answer: definitions('attribute-metadata-other-attribute') },
    want: { outcome: 'fail', broken: 'GET /V1/attributeMetadata/customerAddress/attribute/:attributeCode given postcode: answered otherwise than the platform (attribute_code, store_label, sort_order)', expected: /^\{"attribute_code":"postcode"/, actual: /"attribute_code":"city"/ },
  },
  {
    name: 'a pointer into the answer: the regions of US include New York, read by a guest',
    fake: { route: US, answer: definitions() },
    want: { outcome: 'pass', note: 'the regions of US: the 1 item(s) named among 2 at available_regions' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.path]), [['guest', '/V1/directory/countries/US']]),
  },
  {
    name: 'the query the contract writes is sent: one store code, one config (a list contained item by item)',
    fake: { route: CONFIGS, answer: definitions() },
    want: { outcome: 'pass', note: 'the default store\'s config: holds [{"code":"default"}]' },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => s.query), [{ 'storeCodes[0]': 'default' }]),
  },
  {
    name: 'a query ignored (every config answered) fails: a list contained has as many items',
    fake: { route: CONFIGS, answer: ({ path }) => definitions()({ caller: 'admin', method: 'GET', path, body: undefined, rawBody: undefined, query: {} }) },
    want: { outcome: 'fail', broken: 'GET /V1/store/storeConfigs given the default store\'s config: answered otherwise than the platform', expected: '[{"code":"default"}]', actual: '[{"id":1,"code":"default"},{"id":2,"code":"fr"}]' },
  },
  {
    name: 'keys: the websites, more than one, the first with exactly the platform\'s keys in its order, pass',
    fake: { route: WEBSITES, answer: websites([ADMIN_SITE, BASE_SITE]) },
    want: { outcome: 'pass', note: 'more than one website, the admin one among them: the 2 item(s) named among 2 | the first website\'s keys: the keys id, code, name, default_group_id, in order at [0]' },
  },
  {
    name: 'keys: an extension_attributes after the platform\'s keys passes (an installation\'s extension adds it)',
    fake: { route: WEBSITES, answer: websites([{ ...ADMIN_SITE, extension_attributes: { x: 1 } }, BASE_SITE]) },
    want: { outcome: 'pass', note: /the keys id, code, name, default_group_id, in order at \[0\]$/ },
  },
  {
    name: 'keys: the platform\'s keys in another order fail, naming the first out of place (the reference\'s store-list-keys-reordered)',
    fake: { route: WEBSITES, answer: websites([{ id: 0, name: 'Admin', code: 'admin', default_group_id: 0 }, BASE_SITE]) },
    want: { outcome: 'fail', broken: 'GET /V1/store/websites given the first website\'s keys: the keys not in the platform\'s order (code is not key 2) at [0]', expected: 'exactly the keys id, code, name, default_group_id, in this order', actual: 'the keys id, name, code, default_group_id' },
  },
  {
    name: 'keys: a key missing or one beyond the platform\'s fails',
    fake: { route: WEBSITES, answer: websites([{ id: 0, code: 'admin', name: 'Admin', default_group_id: 0, sort_order: 0 }, BASE_SITE]) },
    want: { outcome: 'fail', broken: 'GET /V1/store/websites given the first website\'s keys: the key(s) sort_order beyond the platform\'s at [0]', expected: /^exactly the keys/, actual: 'the keys id, code, name, default_group_id, sort_order' },
  },
  {
    name: 'one website only fails: more than one is the platform\'s (its admin scope and a storefront)',
    fake: { route: WEBSITES, answer: websites([ADMIN_SITE]) },
    want: { outcome: 'fail', broken: 'GET /V1/store/websites given more than one website, the admin one among them: {}: not in the list', expected: 'a list holding [{"id":0,"code":"admin"},{}]', actual: JSON.stringify([ADMIN_SITE]) },
  },
]);

test('keysWrong: exactly the keys in order; extension_attributes after them passes, elsewhere not', () => {
  assert.equal(keysWrong({ a: 1, b: 2 }, ['a', 'b']), null);
  assert.equal(keysWrong({ a: 1, b: 2, extension_attributes: {} }, ['a', 'b']), null);
  assert.equal(keysWrong({ extension_attributes: {}, a: 1, b: 2 }, ['a', 'b']), 'the key(s) extension_attributes beyond the platform\'s');
  assert.equal(keysWrong({ b: 1, a: 2 }, ['a', 'b']), 'the keys not in the platform\'s order (a is not key 1)');
  assert.equal(keysWrong({ a: 1 }, ['a', 'b']), 'the key(s) b missing');
  assert.equal(keysWrong([1], ['a']), 'the answer is no object');
});

test('holds and missingItem: the fields named, lists item by item; each part in an item of its own', () => {
  assert.ok(holds({ a: 1, b: { c: 2, d: 3 } }, { b: { c: 2 } }));
  assert.ok(!holds({ a: 1 }, { a: '1' }));
  assert.ok(!holds([{ a: 1 }, { a: 2 }], [{ a: 1 }]));
  assert.equal(missingItem([{ a: 1 }, { a: 2 }], [{ a: 2 }, { a: 1 }], false), null);
  assert.deepEqual(missingItem([{ a: 1 }], [{ a: 1 }, { a: 1 }], false), { part: { a: 1 }, why: 'not in the list' });
  assert.deepEqual(missingItem({ a: 1 }, [{ a: 1 }], false), { part: { a: 1 }, why: 'the answer is no list' });
});

test('write.known-answer needs writes only where an answer names an entity of the run\'s own', () => {
  assert.deepEqual(declaredSkips(writeKnownAnswer, READONLY).allow, null);
  assert.match(declaredSkips(writeKnownAnswer, READONLY).deny ?? '', /writes are denied/);
  assert.deepEqual(declaredSkips(writeKnownAnswer, VALIDATE), { deny: null, allow: null });
  assert.equal(writeKnownAnswer.appliesTo(fakeRoute('GET', '/V1/customers/:customerId')), false);
});

test('write.known-answer on an entity of the run\'s own that stays (a cart) runs only at the full level', () => {
  // The real 2.4.7-p3 at allow kept both virtual carts and the virtual product's stock index row (table counts).
  const shipping = fakeRoute('GET', '/V1/carts/:cartId/shipping-methods', { module: 'Quote', permission: ['Magento_Cart::manage'], answers: [{ what: 'a virtual cart ships nothing', on: { cartId: 'virtual-cart.cartId' }, answer: [], source: S }] });
  const skips = declaredSkips(writeKnownAnswer, shipping);
  assert.match(skips.deny ?? '', /writes are denied/);
  assert.match(skips.allow ?? '', /not run below COMMERCE_WRITES=full: the answers are read on the run's own virtual-cart, which stays on the installation/);
});

test('sameJson: keys in any order, types count', () => {
  assert.ok(sameJson({ a: 1, b: [true, { c: null }] }, { b: [true, { c: null }], a: 1 }));
  assert.ok(!sameJson({ a: 1 }, { a: '1' }));
  assert.ok(!sameJson(false, 0));
  assert.ok(!sameJson({ a: 1 }, { a: 1, b: 2 }));
});

// MSI's source selection (SourceSelectionServiceTest): the priority algorithm asked for part of what the run's own
// stocked product holds deducts that part, and asked for more deducts all it holds and is not shippable; an algorithm
// that deducts the whole quantity asked whatever the source holds (the reference's source-selection-overdeducts) fails.
const SELECT = fakeRoute('POST', '/V1/inventory/source-selection-algorithm-result', {
  module: 'InventorySourceSelection',
  permission: ['Magento_InventorySourceSelectionApi::source_selection_algorithm_post'],
  safety: 'read',
  answers: [
    { what: '3 of 5', body: { inventoryRequest: { stockId: 1, items: [{ sku: '{{owned:stocked-product.sku}}', qty: 3 }] }, algorithmCode: 'priority' }, contains: { source_selection_items: [{ source_code: 'default', qty_to_deduct: 3, qty_available: 5 }], shippable: true }, source: S },
    { what: '7 of 5', body: { inventoryRequest: { stockId: 1, items: [{ sku: '{{owned:stocked-product.sku}}', qty: 7 }] }, algorithmCode: 'priority' }, contains: { source_selection_items: [{ source_code: 'default', qty_to_deduct: 5, qty_available: 5 }], shippable: false }, source: S },
  ],
});

/** An installation with the default source, where the run's product holds 5; or (overdeducting) one whose algorithm
 * deducts whatever is asked. */
function selecting(overdeducting: boolean): (sent: Sent) => Canned {
  return (sent) => {
    const { method, path } = sent;
    if (method === 'GET' && path === '/V1/products/attribute-sets/4') return { status: 200, json: { attribute_set_id: 4, entity_type_id: 4 } };
    if (method === 'GET' && path === '/V1/inventory/sources/default') return { status: 200, json: { source_code: 'default' } };
    if (method === 'POST' && path === '/V1/products') return { status: 200, json: { id: 5, sku: (sent.body as { product: { sku: string } }).product.sku } };
    if (method === 'POST' && path === '/V1/inventory/source-selection-algorithm-result') {
      const item = (sent.body as { inventoryRequest: { items: Array<{ sku: string; qty: number }> } }).inventoryRequest.items[0];
      const asked = item?.qty ?? 0;
      const take = overdeducting ? asked : Math.min(asked, 5);
      return { status: 200, json: { source_selection_items: [{ source_code: 'default', sku: item?.sku, qty_to_deduct: take, qty_available: 5 }], shippable: overdeducting || asked <= 5 } };
    }
    return { status: 404, json: { message: `no fake for ${method} ${path}` } };
  };
}

verdictCases(writeKnownAnswer, [
  {
    name: 'source selection: 3 of 5 deducted and shippable, 7 of 5 all deducted and not shippable',
    fake: { route: SELECT, target: allowed, answer: selecting(false) },
    want: { outcome: 'pass', note: /^3 of 5: holds .*\| 7 of 5: holds / },
    then: (fake) => assert.ok(fake.sent.filter((s) => s.path === '/V1/inventory/source-selection-algorithm-result').every((s) => String((s.body as { inventoryRequest: { items: Array<{ sku: string }> } }).inventoryRequest.items[0]?.sku).startsWith(FAKE_PREFIX)), 'the run\'s own product is asked for'),
  },
  {
    name: 'source selection deducting more than the source holds fails (source-selection-overdeducts)',
    fake: { route: SELECT, target: allowed, answer: selecting(true) },
    want: { outcome: 'fail', broken: 'POST /V1/inventory/source-selection-algorithm-result given 7 of 5: answered otherwise than the platform (source_selection_items, shippable)', expected: /"qty_to_deduct":5/, actual: /"qty_to_deduct":7/ },
  },
]);

// MSI's stock resolver (StockResolverTest::testResolveCustomStock): the stock that sells to the main website lists it
// among its sales channels; one answered without it (the reference's stock-resolver-channel-dropped) fails.
const RESOLVER = fakeRoute('GET', '/V1/inventory/stock-resolver/:type/:code', {
  module: 'InventorySales',
  permission: ['Magento_InventorySalesApi::stock'],
  answers: [{ what: 'the main website\'s stock', path: { type: 'website', code: 'base' }, at: 'extension_attributes.sales_channels', includes: [{ type: 'website', code: 'base' }], source: S }],
});
const resolving = (channels: unknown[]) => (sent: Sent): Canned => (sent.path === '/V1/inventory/stock-resolver/website/base' ? { status: 200, json: { stock_id: 1, name: 'Default Stock', extension_attributes: { sales_channels: channels } } } : { status: 404, json: { message: 'no fake' } });

verdictCases(writeKnownAnswer, [
  {
    name: 'stock resolver: the main website\'s stock lists it among its channels (a second website too)',
    fake: { route: RESOLVER, target: { writes: 'deny' as const }, answer: resolving([{ type: 'website', code: 'base' }, { type: 'website', code: 'second' }]) },
    want: { outcome: 'pass', note: 'the main website\'s stock: the 1 item(s) named among 2 at extension_attributes.sales_channels' },
  },
  {
    name: 'stock resolver: a stock answered without the channel it was resolved by fails (stock-resolver-channel-dropped)',
    fake: { route: RESOLVER, target: { writes: 'deny' as const }, answer: resolving([{ type: 'website', code: 'second' }]) },
    want: { outcome: 'fail', broken: 'GET /V1/inventory/stock-resolver/:type/:code given the main website\'s stock: {"type":"website","code":"base"} at extension_attributes.sales_channels: not in the list', expected: 'a list holding [{"type":"website","code":"base"}]', actual: '[{"type":"website","code":"second"}]' },
  },
]);

// Product links (ProductLinkManagementInterfaceTest::testGetLinkedProductsCrossSell, ...UpSell): the run's own linked
// product relates, cross-sells and up-sells the run's shared product; its cross-sell read answers exactly that one
// link, the SKUs named by {{owned:...}} in the answer; a read answering every link whatever its type (the reference's
// link-type-ignored) fails, and so does one pointing at another product.
const LINKS = fakeRoute('GET', '/V1/products/:sku/links/:type', {
  module: 'Catalog',
  permission: ['Magento_Catalog::catalog'],
  answers: [{ what: 'the cross-sell links', on: { sku: 'linked-product.sku' }, path: { type: 'crosssell' }, answer: [{ sku: '{{owned:linked-product.sku}}', link_type: 'crosssell', linked_product_sku: '{{owned:linked-product.linkedSku}}', position: 1 }], source: S }],
});

/** An installation that keeps the links a product is created with; `fault` answers every link for any type, or one
 * pointing at another SKU. */
function linking(fault: 'all-types' | 'other-sku' | null): (sent: Sent) => Canned {
  const links = new Map<string, Array<Record<string, unknown>>>();
  return (sent) => {
    const { method, path } = sent;
    if (method === 'GET' && path === '/V1/products/attribute-sets/4') return { status: 200, json: { attribute_set_id: 4, entity_type_id: 4 } };
    if (method === 'POST' && path === '/V1/products') {
      const product = (sent.body as { product: { sku: string; product_links?: Array<Record<string, unknown>> } }).product;
      links.set(product.sku, product.product_links ?? []);
      return { status: 200, json: { id: 5, sku: product.sku, extension_attributes: { stock_item: { item_id: 9 } } } };
    }
    const read = /^\/V1\/products\/([^/]+)\/links\/(\w+)$/.exec(path);
    if (method === 'GET' && read !== null) {
      const held = (links.get(decodeURIComponent(read[1] as string)) ?? []).filter((l) => fault === 'all-types' || l.link_type === read[2]);
      return { status: 200, json: held.map((l) => ({ sku: l.sku, link_type: l.link_type, linked_product_sku: fault === 'other-sku' ? 'someone-else' : l.linked_product_sku, position: l.position })) };
    }
    return { status: 404, json: { message: `no fake for ${method} ${path}` } };
  };
}

// A search of the run's own entity by its id (RuleRepositoryTest::testCrud, CouponRepositoryTest::testCrud): the
// query names the entity's id, the echoed criteria hold it as text, and the item found is what the entity's own read
// answers (sameAs.on: the read's parameter the search lacks). A search answering its items without a field of the read
// or its criteria without current_page (the reference's sales-rule-search-partial) fails.
const F0 = 'searchCriteria[filter_groups][0][filters][0]';
const BY_ID_QUERY = { [`${F0}[field]`]: 'entity_id', [`${F0}[value]`]: '{{owned:customer.id}}', [`${F0}[condition_type]`]: 'eq', 'searchCriteria[current_page]': '1', 'searchCriteria[page_size]': '2' };
const SEARCH = fakeRoute('GET', '/V1/customers/search', {
  module: 'Customer',
  permission: ['Magento_Customer::customer'],
  answers: [
    { what: 'the search by its id echoes its criteria', query: BY_ID_QUERY, at: 'search_criteria', contains: { filter_groups: [{ filters: [{ field: 'entity_id', value: '{{owned:customer.id}}', condition_type: 'eq' }] }], page_size: 2, current_page: 1 }, source: S },
    { what: 'the search finds it first, as its read answers it', query: BY_ID_QUERY, at: 'items[0]', sameAs: { route: 'GET /V1/customers/:customerId', on: { customerId: 'customer.id' } }, source: S },
  ],
});
function searching(partial: 'item' | 'criteria' | null): (sent: Sent) => Canned {
  const base = accounts();
  return (sent) => {
    if (sent.method !== 'GET' || sent.path !== '/V1/customers/search') return base(sent);
    const q = sent.query ?? {};
    const found = q[`${F0}[value]`] === String(CUSTOMER_ID) ? [partial === 'item' ? { ...CUSTOMER, addresses: undefined } : CUSTOMER] : [];
    const criteria = { filter_groups: [{ filters: [{ field: q[`${F0}[field]`], value: q[`${F0}[value]`], condition_type: q[`${F0}[condition_type]`] }] }], page_size: 2, ...(partial === 'criteria' ? {} : { current_page: 1 }) };
    return { status: 200, json: { items: found, search_criteria: criteria, total_count: found.length } };
  };
}

verdictCases(writeKnownAnswer, [
  {
    name: 'product links: the cross-sell read answers the one cross-sell link, its SKUs the run\'s own products\'',
    fake: { route: LINKS, target: allowed, answer: linking(null) },
    want: { outcome: 'pass', note: new RegExp(`^the cross-sell links: \\[\\{"sku":"${FAKE_PREFIX}[^"]*","link_type":"crosssell","linked_product_sku":"${FAKE_PREFIX}`) },
    then: ({ sent }) => assert.ok(sent.some((s) => s.method === 'GET' && /\/links\/crosssell$/.test(s.path)), 'the cross-sell links are read'),
  },
  {
    name: 'product links: every link answered whatever its type fails (link-type-ignored)',
    fake: { route: LINKS, target: allowed, answer: linking('all-types') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku/links/:type given the cross-sell links: answered otherwise than the platform', expected: /^\[\{"sku":"[^"]+","link_type":"crosssell"[^\]]*\]$/, actual: /^\[\{"sku":"[^"]+","link_type":"related".*"link_type":"crosssell"/ },
  },
  {
    name: 'product links: a cross-sell link to another product than the run\'s own fails',
    fake: { route: LINKS, target: allowed, answer: linking('other-sku') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku/links/:type given the cross-sell links: answered otherwise than the platform', expected: new RegExp(`"linked_product_sku":"${FAKE_PREFIX}`), actual: /"linked_product_sku":"someone-else"/ },
  },
  {
    name: 'a search by the run\'s own entity\'s id echoes its criteria and finds it as its read answers it',
    fake: { route: SEARCH, routes: reads, target: allowed, answer: searching(null) },
    want: { outcome: 'pass', note: /^the search by its id echoes its criteria: holds .*"value":"41".* \| the search finds it first, as its read answers it: \{"id":41/ },
    then: (fake) => assert.ok(fake.sent.some((s) => s.path === `/V1/customers/${CUSTOMER_ID}`), 'the item is compared with the entity\'s own read'),
  },
  {
    name: 'a search echoing its criteria without current_page fails (sales-rule-search-partial)',
    fake: { route: SEARCH, routes: reads, target: allowed, answer: searching('criteria') },
    want: { outcome: 'fail', broken: 'GET /V1/customers/search given the search by its id echoes its criteria: answered otherwise than the platform at search_criteria (current_page)', expected: /"current_page":1/, actual: /"page_size":2\}$/ },
  },
  {
    name: 'a search answering the item without a field its read answers fails (sales-rule-search-partial)',
    fake: { route: SEARCH, routes: reads, target: allowed, answer: searching('item') },
    want: { outcome: 'fail', broken: 'GET /V1/customers/search given the search finds it first, as its read answers it: answered otherwise than GET /V1/customers/:customerId holds at items[0]', expected: /"addresses":\[/, actual: /^\{"id":41/ },
  },
]);

// A read compared with a read sent as POST (safety: read) with a body: a cart's shipping methods are exactly the rates
// an estimate for its address answers (ShippingMethodManagementTest::testGetList). The estimate is sent with the
// contract's body, the run's own values and prefix filled in; a list rated otherwise than the estimate (the
// reference's shipping-methods-unrated) fails naming the estimate.
const RATE = { carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed', amount: 5, base_amount: 5, available: true, error_message: '', price_excl_tax: 5, price_incl_tax: 5 };
const ESTIMATE = fakeRoute('POST', '/V1/carts/:cartId/estimate-shipping-methods', { module: 'Quote', permission: ['Magento_Cart::manage'], safety: 'read' });
const RATES = fakeRoute('GET', '/V1/carts/:cartId/shipping-methods', {
  module: 'Quote',
  permission: ['Magento_Cart::manage'],
  answers: [{ what: 'the rates of its address', on: { cartId: 'customer.id' }, sameAs: { route: 'POST /V1/carts/:cartId/estimate-shipping-methods', body: { address: { country_id: 'US', postcode: '90001', firstname: '{{prefix}}', email: '{{owned:customer.email}}' } } }, source: S }],
});
function rated(unrated: boolean): (sent: Sent) => Canned {
  return (sent) => {
    if (sent.method === 'GET' && sent.path === `/V1/carts/${CUSTOMER_ID}/shipping-methods`) return { status: 200, json: [unrated ? { ...RATE, amount: 0, base_amount: 0, price_excl_tax: 0, price_incl_tax: 0 } : RATE] };
    if (sent.method === 'POST' && sent.path === `/V1/carts/${CUSTOMER_ID}/estimate-shipping-methods`) return { status: 200, json: [RATE] };
    return accounts()(sent);
  };
}

verdictCases(writeKnownAnswer, [
  {
    name: 'a cart\'s shipping methods are the rates an estimate for its address answers (sameAs a POST read with a body)',
    fake: { route: RATES, target: allowed, answer: rated(false), routes: [ESTIMATE] },
    want: { outcome: 'pass', note: /^the rates of its address: \[\{"carrier_code":"flatrate"/ },
    then: ({ sent }) => {
      const estimate = sent.find((s) => s.method === 'POST' && s.path.endsWith('/estimate-shipping-methods'));
      const address = (estimate?.body as { address?: Record<string, unknown> } | undefined)?.address;
      assert.equal(address?.email, CUSTOMER.email, 'the run\'s own value filled in');
      assert.match(String(address?.firstname), new RegExp(`^${FAKE_PREFIX}k[a-z0-9]{3}$`), 'the prefix filled in');
    },
  },
  {
    name: 'shipping methods rated otherwise than the estimate fail naming it (the reference\'s shipping-methods-unrated)',
    fake: { route: RATES, target: allowed, answer: rated(true), routes: [ESTIMATE] },
    want: { outcome: 'fail', broken: 'GET /V1/carts/:cartId/shipping-methods given the rates of its address: answered otherwise than POST /V1/carts/:cartId/estimate-shipping-methods holds', expected: /"amount":5,/, actual: /"amount":0,/ },
  },
]);

// A guest route's answer compared with the admin's read of the same entity (a guest cart read by its masked id, the
// quote read by its id: GuestCartRepositoryTest::testGetCart): the read is sent as the admin, its own reader, with its
// own value of the parameter both routes name; sent as the guest it would only be refused.
const GUEST_READ = fakeRoute('GET', '/V1/guest-carts/:cartId', {
  module: 'Quote',
  permission: 'anonymous',
  answers: [{ what: 'the quote as the admin reads it', on: { cartId: 'customer.email' }, sameAs: { route: 'GET /V1/customers/:customerId', on: { customerId: 'customer.id' } }, source: S }],
});
const quoted = (stale: boolean) => (sent: Sent): Canned => (sent.method === 'GET' && sent.path.startsWith('/V1/guest-carts/') ? { status: 200, json: stale ? { ...CUSTOMER, group_id: 0 } : CUSTOMER } : sent.caller === 'guest' && sent.path.startsWith('/V1/customers/') ? { status: 401, json: { message: 'The consumer isn\'t authorized to access %resources.' } } : accounts()(sent));

verdictCases(writeKnownAnswer, [
  {
    name: 'a guest route compared with an admin read: the read is sent as the admin, by its own parameter value',
    fake: { route: GUEST_READ, target: allowed, answer: quoted(false), routes: reads },
    want: { outcome: 'pass', note: /^the quote as the admin reads it: \{"id":41,/ },
    then: ({ sent }) => assert.deepEqual(sent.slice(1).map((s) => [s.caller, s.method, s.path]), [['guest', 'GET', `/V1/guest-carts/${encodeURIComponent(CUSTOMER.email)}`], ['admin', 'GET', `/V1/customers/${CUSTOMER_ID}`]]),
  },
  {
    name: 'a guest read that differs from the admin\'s read of the same entity fails (the reference\'s shopper-cart-read-stale)',
    fake: { route: GUEST_READ, target: allowed, answer: quoted(true), routes: reads },
    want: { outcome: 'fail', broken: 'GET /V1/guest-carts/:cartId given the quote as the admin reads it: answered otherwise than GET /V1/customers/:customerId holds', expected: /"group_id":1,/, actual: /"group_id":0,/ },
  },
]);
