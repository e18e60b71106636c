// write.create-forms on a fake installation that stores what it is sent as the platform does: a group without a tax
// class gets 3, a rate of 0 stays 0, a zip range becomes tax_postcode "17-25" (pass, each made, read back and deleted);
// a group saved without its default class (the reference's group-default-tax-class-dropped), a rate of 0 refused, a
// range stored without its postcode, or an answer the read contradicts, fails by name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fakeRoute, platformError, type Canned, type Sent } from '../testing/fake-context.ts';
import { declaredSkips, verdictCases } from '../testing/verdict-cases.ts';
import { writeCreateForms } from './create-forms.ts';

const GROUPS = fakeRoute('POST', '/V1/customerGroups', { module: 'Customer', permission: ['Magento_Customer::group'], body: { group: { code: '{{prefix}}-group', tax_class_id: 3 } } });
const RATES = fakeRoute('POST', '/V1/taxRates', { module: 'Tax', permission: ['Magento_Tax::manage_tax'], body: { taxRate: { tax_country_id: 'US', tax_region_id: 0, tax_postcode: '*', rate: 1, code: '{{prefix}}-rate' } } });
const CUSTOMERS = fakeRoute('POST', '/V1/customers', { module: 'Customer', permission: 'anonymous', body: { customer: { email: '{{prefix}}@example.com', firstname: '{{prefix}}', lastname: 'Conformance', website_id: 1 } } });
const CUSTOMER_BODY = { customer: { email: 'cctest@example.com', firstname: 'cctest', lastname: 'Conformance', website_id: 1 } };
/** Customers signing up: a guest under `all` without a website is made in the default view (1), or refused (`refuses`). */
function signUps(refuses = false, truncates = false): (sent: Sent) => Canned {
  const rows = new Map<string, Row>();
  let next = 90;
  return (sent) => {
    if (sent.method === 'POST' && sent.path === '/V1/customers') {
      const customer = ((sent.body ?? {}) as Record<string, Row>).customer ?? {};
      if (refuses && customer.website_id === undefined) return platformError(400, 'The "Associate to Website" attribute value is empty. Set the attribute and try again.');
      const row: Row = { id: next++, ...customer, ...(truncates ? { firstname: String(customer.firstname).slice(0, 100) } : {}), store_id: 1, website_id: 1 };
      rows.set(`/V1/customers/${String(row.id)}`, row);
      return { status: 200, json: row };
    }
    if (sent.method === 'GET') return rows.has(sent.path) ? { status: 200, json: rows.get(sent.path) } : platformError(404, 'No such entity with %fieldName = %fieldValue');
    if (sent.method === 'DELETE') return { status: 200, json: rows.delete(sent.path) };
    return platformError(404, 'Request does not match any route.');
  };
}
const allow = { writes: 'allow' as const };
/** The contract bodies as the run resolves them (the prefix filled in). */
const GROUP_BODY = { group: { code: 'cctest-group', tax_class_id: 3 } };
const RATE_BODY = { taxRate: { tax_country_id: 'US', tax_region_id: 0, tax_postcode: '*', rate: 1, code: 'cctest-rate' } };

type Row = Record<string, unknown>;
interface Faults { groupClass?: unknown; zeroRefused?: boolean; rangePostcode?: string; readOther?: Row; excludedDefault?: boolean }

/** An installation storing groups and rates as the platform does, unless a fault says otherwise. */
function store(faults: Faults = {}): (sent: Sent) => Canned {
  const rows = new Map<string, Row>();
  let next = 40;
  return (sent) => {
    const body = (sent.body ?? {}) as Record<string, Row>;
    if (sent.method === 'POST' && sent.path === '/V1/customerGroups') {
      const group = body.group ?? {};
      const row: Row = { id: next++, code: group.code, tax_class_id: group.tax_class_id ?? ('groupClass' in faults ? faults.groupClass : 3), tax_class_name: 'Retail Customer' };
      // Excluded websites are stored only when there are some; the answer echoes what was sent (the real platform).
      const excluded = (group.extension_attributes as Row | undefined)?.exclude_website_ids;
      const stored = Array.isArray(excluded) && excluded.length === 0 && faults.excludedDefault === true ? ['1'] : excluded;
      rows.set(`/V1/customerGroups/${String(row.id)}`, { ...row, ...(Array.isArray(stored) && stored.length > 0 ? { extension_attributes: { exclude_website_ids: stored } } : {}) });
      return { status: 200, json: { ...row, ...(excluded !== undefined ? { extension_attributes: { exclude_website_ids: excluded } } : {}) } };
    }
    if (sent.method === 'POST' && sent.path === '/V1/taxRates') {
      const rate = body.taxRate ?? {};
      if (faults.zeroRefused === true && rate.rate === 0) return platformError(400, '"percentage_rate" is required. Enter and try again.');
      const ranged = rate.zip_is_range === 1;
      const row: Row = { id: next++, ...rate, ...(ranged ? { tax_postcode: faults.rangePostcode ?? `${String(rate.zip_from)}-${String(rate.zip_to)}` } : {}), titles: [] };
      rows.set(`/V1/taxRates/${String(row.id)}`, row);
      return { status: 200, json: row };
    }
    const row = rows.get(sent.path);
    if (sent.method === 'GET') return row === undefined ? platformError(404, 'No such entity with %fieldName = %fieldValue') : { status: 200, json: { ...row, ...(faults.readOther ?? {}) } };
    if (sent.method === 'DELETE') return rows.delete(sent.path) ? { status: 200, json: true } : platformError(404, 'No such entity with %fieldName = %fieldValue');
    return platformError(404, 'Request does not match any route.');
  };
}

const deletes = (sent: readonly Sent[]): string[] => sent.filter((s) => s.method === 'DELETE').map((s) => s.path);

verdictCases(writeCreateForms, [
  {
    name: 'a guest\'s sign-up under all without store_id and website_id is made, read back, deleted: pass',
    fake: { route: CUSTOMERS, body: CUSTOMER_BODY, target: allow, answer: signUps() },
    want: { outcome: 'pass', note: /^a guest's sign-up under store code all without store_id and website_id: 90 answered and read lastname "Conformance"; a customer with a first name of 255 Devanagari characters: 91 answered and read firstname "(हैखान){51}"; a customer with a last name of 255 Arabic characters: 92 answered and read lastname "/ },
    then: ({ sent }) => {
      const made = sent.find((s) => s.method === 'POST');
      assert.equal(made?.caller, 'guest');
      assert.equal(made?.storeCode, 'all');
      const customer = (made?.body as { customer: Row }).customer;
      assert.equal(customer.email, 'cctest-all@example.com');
      assert.ok(!('website_id' in customer) && !('store_id' in customer), 'no website, no store');
      assert.match(String((made?.body as { password: string }).password), /^Cf1!/);
      assert.deepEqual(deletes(sent), ['/V1/customers/90', '/V1/customers/91', '/V1/customers/92']);
      const names = sent.filter((s) => s.method === 'POST').slice(1).map((s) => (s.body as { customer: Row }).customer);
      assert.deepEqual(names.map((c) => [String(c.firstname).length, String(c.lastname).length]), [[255, 11], [names[1]?.firstname === undefined ? 0 : String(names[1].firstname).length, 255]]);
    },
  },
  {
    name: 'a long multibyte first name cut short fails (the guest\'s sign-up under all passes first)',
    fake: { route: CUSTOMERS, body: CUSTOMER_BODY, target: allow, answer: signUps(false, true) },
    want: { outcome: 'fail', broken: 'POST /V1/customers, a customer with a first name of 255 Devanagari characters: answered otherwise', expected: /^firstname "(हैखान){51}"$/, actual: /^\{"firstname":"(हैखान){20}"\}$/ },
    then: ({ sent }) => assert.deepEqual(deletes(sent), ['/V1/customers/90', '/V1/customers/91'], 'each made is deleted'),
  },
  {
    name: 'a sign-up without a website refused fails',
    fake: { route: CUSTOMERS, body: CUSTOMER_BODY, target: allow, answer: signUps(true) },
    want: { outcome: 'fail', broken: 'POST /V1/customers, a guest\'s sign-up under store code all without store_id and website_id: not made', expected: 'lastname "Conformance"', actual: /^400 / },
  },
  {
    name: 'a group with tax_class_id null gets 3, read back, deleted: pass',
    fake: { route: GROUPS, body: GROUP_BODY, target: allow, answer: store() },
    want: { outcome: 'pass', note: 'a group created with tax_class_id null: 40 answered and read tax_class_id 3; a group created with extension_attributes.exclude_website_ids []: 41 answered and read tax_class_id 3, extension_attributes.exclude_website_ids null' },
    then: ({ sent }) => {
      const made = sent.find((s) => s.method === 'POST');
      assert.equal((made?.body as { group: Row }).group.tax_class_id, null, 'the group is sent with tax_class_id null');
      assert.match(String((made?.body as { group: Row }).group.code), /-group-nt$/);
      const second = sent.filter((s) => s.method === 'POST')[1];
      assert.deepEqual((second?.body as { group: Row }).group.extension_attributes, { exclude_website_ids: [] });
      assert.deepEqual(deletes(sent), ['/V1/customerGroups/40', '/V1/customerGroups/41']);
    },
  },
  {
    name: 'a group created with no excluded website stored with one fails at the read (its answer echoes what was sent)',
    fake: { route: GROUPS, body: GROUP_BODY, target: allow, answer: store({ excludedDefault: true }) },
    want: { outcome: 'fail', broken: 'POST /V1/customerGroups, a group created with extension_attributes.exclude_website_ids []: read back otherwise (GET /V1/customerGroups/41)', expected: 'tax_class_id 3, extension_attributes.exclude_website_ids null', actual: '{"extension_attributes.exclude_website_ids":["1"]}' },
    then: ({ sent }) => assert.deepEqual(deletes(sent), ['/V1/customerGroups/40', '/V1/customerGroups/41'], 'deleted all the same'),
  },
  {
    name: 'a group saved without a tax class (null) fails (the reference\'s group-default-tax-class-dropped)',
    fake: { route: GROUPS, body: GROUP_BODY, target: allow, answer: store({ groupClass: null }) },
    want: { outcome: 'fail', broken: 'POST /V1/customerGroups, a group created with tax_class_id null: answered otherwise', expected: 'tax_class_id 3', actual: '{"tax_class_id":null}' },
    then: ({ sent }) => assert.deepEqual(deletes(sent), ['/V1/customerGroups/40'], 'deleted all the same'),
  },
  {
    name: 'a group answered with 3 but read with another class fails at the read',
    fake: { route: GROUPS, body: GROUP_BODY, target: allow, answer: store({ readOther: { tax_class_id: 2 } }) },
    want: { outcome: 'fail', broken: 'POST /V1/customerGroups, a group created with tax_class_id null: read back otherwise (GET /V1/customerGroups/40)', expected: 'tax_class_id 3', actual: '{"tax_class_id":2}' },
  },
  {
    name: 'a rate of 0 and a zip range stored as the platform stores them: pass, both deleted',
    fake: { route: RATES, body: RATE_BODY, target: allow, answer: store() },
    want: { outcome: 'pass', note: 'a tax rate of 0: 40 answered and read rate 0, tax_postcode "*"; a tax rate sent with a zip range (zip_is_range 1, zip_from 17, zip_to 25): 41 answered and read tax_postcode "17-25", zip_is_range 1, zip_from 17, zip_to 25' },
    then: ({ sent }) => assert.deepEqual(deletes(sent), ['/V1/taxRates/40', '/V1/taxRates/41']),
  },
  {
    name: 'a rate of 0 refused fails',
    fake: { route: RATES, body: RATE_BODY, target: allow, answer: store({ zeroRefused: true }) },
    want: { outcome: 'fail', broken: 'POST /V1/taxRates, a tax rate of 0: not made', expected: 'rate 0, tax_postcode "*"', actual: /^400 / },
  },
  {
    name: 'a zip range stored without its postcode fails',
    fake: { route: RATES, body: RATE_BODY, target: allow, answer: store({ rangePostcode: '*' }) },
    want: { outcome: 'fail', broken: 'POST /V1/taxRates, a tax rate sent with a zip range (zip_is_range 1, zip_from 17, zip_to 25): answered otherwise', expected: 'tax_postcode "17-25", zip_is_range 1, zip_from 17, zip_to 25', actual: '{"tax_postcode":"*"}' },
    then: ({ sent }) => assert.deepEqual(deletes(sent), ['/V1/taxRates/40', '/V1/taxRates/41']),
  },
]);

test('write.create-forms applies to the group and rate creates only, with writes allowed', () => {
  assert.equal(writeCreateForms.appliesTo(GROUPS), true);
  assert.equal(writeCreateForms.appliesTo(RATES), true);
  assert.equal(writeCreateForms.appliesTo(fakeRoute('PUT', '/V1/taxRates')), false);
  assert.match(declaredSkips(writeCreateForms, GROUPS).deny ?? '', /writes are denied/);
  assert.equal(declaredSkips(writeCreateForms, GROUPS).allow, null);
});
