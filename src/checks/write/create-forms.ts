// write.create-forms: a create sent in another form the platform accepts than the contract's body, read back as the
// platform stores it. The platform's tests send these forms (GroupRepositoryTest::testCreateGroupDefaultTaxClassIdRest,
// TaxRateRepositoryTest::testCreateTaxRateWithZeroValue and ::testCreateTaxRateWithZipRange):
//
// - a customer group created with tax_class_id null gets the default customer tax class, 3 (GroupRepository::save,
//   DEFAULT_TAX_CLASS_ID, a constant of the code: not a merchant's setting; left out alike, on both installations);
// - a customer group created with extension_attributes.exclude_website_ids [] is stored without an excluded website
//   (its read answers none; its save echoes the [] it was sent, which the platform's test does not look at);
// - a tax rate of 0 is saved as 0 (not refused as an empty rate);
// - a tax rate sent with zip_is_range, zip_from 17 and zip_to 25 (no tax_postcode) is stored with tax_postcode "17-25"
//   and the range it was sent with;
// - a customer signing up (a guest, with a password) under store code all without store_id and website_id is made
//   (AccountManagementTest::testCreateCustomerWithoutOptionalFields), read back with the names it was sent (the real
//   2.4.7-p3 and 2.4.6-p1 make it in the default store view, 1, and its website, 1);
// - customers with a first name of 255 Devanagari characters and a last name of 255 Arabic ones are answered and read
//   back with them as sent (CustomerRepositoryTest::testCreateCustomerWithMultibyteCharacters).
//
// Both real installations answered so (2.4.7-p3 and Adobe Commerce 2.4.6-p1, 2026-12-03: the save's answer and the
// read alike). Each form is a create of its own, named with the run's prefix (the contract body's code and a suffix),
// read back by the id it answered and deleted at once (the sweep removes it otherwise: the code carries the prefix).

import { describeExchange } from '../platform-errors.ts';
import type { CallerName, Check, CheckContext, HttpExchange, Verdict } from '../types.ts';
import { pass, skip, writesAllowed } from '../types.ts';
import { executingSkip, writeFamily, WRITES_DENIED_SYNC } from './execution.ts';

interface Form {
  /** What the form is, in a failure. */
  what: string;
  /** The body, from the contract's code (prefixed). */
  body: (code: string) => Record<string, unknown>;
  /** The fields the read must show, with their values (numbers compared as numbers, the platform's decimals as text);
   * a dotted name is a nested field, null a field the read leaves out (or answers null or empty). */
  shows: Record<string, string | number | null>;
  /** Why the save's answer is not compared (the platform's test reads the stored entity only): the read alone is. */
  readOnly?: string;
  /** Who sends the create (default: the admin) and under which store code (default: the run's). */
  caller?: CallerName;
  storeCode?: string;
}

interface Creates {
  /** The contract body's entity, whose `code` names the run's own. */
  entity: string;
  codeField: string;
  read: (id: string) => string;
  remove: (id: string) => string;
  /** The form's own name from the contract body's (default `<code>-<suffix>`): an e-mail keeps its domain. */
  named?: (code: string, suffix: string) => string;
  forms: Array<Form & { suffix: string }>;
}

const GROUPS = 'POST /V1/customerGroups';
/** CustomerRepositoryTest::testCreateCustomerWithMultibyteCharacters: a first name of 255 Devanagari characters and a
 * last name of 255 Arabic ones (its data provider's values). */
export const LONG_DEVANAGARI = 'हैखान'.repeat(51);
export const LONG_ARABIC = 'مغلوطة حول استنكار  النشوة وتمجيد الألمالمغلوطة حول'.repeat(5);
const CUSTOMERS = 'POST /V1/customers';
const RATES = 'POST /V1/taxRates';

export const CREATE_FORMS: Record<string, Creates> = {
  [GROUPS]: {
    entity: 'group',
    codeField: 'code',
    read: (id) => `/V1/customerGroups/${id}`,
    remove: (id) => `/V1/customerGroups/${id}`,
    forms: [
      { suffix: 'nt', what: 'a group created with tax_class_id null', body: (code) => ({ group: { code, tax_class_id: null } }), shows: { tax_class_id: 3 } },
      // GroupRepositoryTest::testCreateGroupWithExcludedWebsiteRest reads the stored group: no excluded website (null).
      {
        suffix: 'nx',
        what: 'a group created with extension_attributes.exclude_website_ids []',
        body: (code) => ({ group: { code, tax_class_id: 3, extension_attributes: { exclude_website_ids: [] } } }),
        shows: { tax_class_id: 3, 'extension_attributes.exclude_website_ids': null },
        readOnly: 'the save answers the [] it was sent (the real 2.4.7-p3 and 2.4.6-p1); the platform\'s test reads the stored group',
      },
    ],
  },
  [CUSTOMERS]: {
    entity: 'customer',
    codeField: 'email',
    read: (id) => `/V1/customers/${id}`,
    remove: (id) => `/V1/customers/${id}`,
    named: (email, suffix) => email.replace(/@/, `-${suffix}@`),
    forms: [
      {
        suffix: 'all',
        what: 'a guest\'s sign-up under store code all without store_id and website_id',
        caller: 'guest',
        storeCode: 'all',
        body: (email) => ({ customer: { email, firstname: email.split('@')[0] ?? 'Conformance', lastname: 'Conformance' }, password: `Cf1!${email.split('@')[0] ?? ''}` }),
        shows: { lastname: 'Conformance' },
      },
      { suffix: 'mbf', what: 'a customer with a first name of 255 Devanagari characters', caller: 'guest', body: (email) => ({ customer: { email, firstname: LONG_DEVANAGARI, lastname: 'Conformance', website_id: 1 } }), shows: { firstname: LONG_DEVANAGARI } },
      { suffix: 'mbl', what: 'a customer with a last name of 255 Arabic characters', caller: 'guest', body: (email) => ({ customer: { email, firstname: email.split('@')[0] ?? 'Conformance', lastname: LONG_ARABIC, website_id: 1 } }), shows: { lastname: LONG_ARABIC } },
    ],
  },
  [RATES]: {
    entity: 'taxRate',
    codeField: 'code',
    read: (id) => `/V1/taxRates/${id}`,
    remove: (id) => `/V1/taxRates/${id}`,
    forms: [
      { suffix: 'zero', what: 'a tax rate of 0', body: (code) => ({ taxRate: { tax_country_id: 'US', tax_region_id: 0, tax_postcode: '*', rate: 0, code } }), shows: { rate: 0, tax_postcode: '*' } },
      { suffix: 'range', what: 'a tax rate sent with a zip range (zip_is_range 1, zip_from 17, zip_to 25)', body: (code) => ({ taxRate: { tax_country_id: 'US', tax_region_id: 0, zip_is_range: 1, zip_from: 17, zip_to: 25, rate: 1, code } }), shows: { tax_postcode: '17-25', zip_is_range: 1, zip_from: 17, zip_to: 25 } },
    ],
  },
};

const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const idOf = (v: unknown): string | null => (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)) ? String(v) : null);
const shown = (want: string | number | null, got: unknown): boolean =>
  want === null ? got === undefined || got === null || (Array.isArray(got) && got.length === 0) : typeof want === 'number' ? (typeof got === 'number' || typeof got === 'string') && got !== '' && Number(got) === want : got === want;
const at = (json: unknown, field: string): unknown => field.split('.').reduce<unknown>((v, key) => record(v)[key], json);

/** The fields of `json` that do not show what the form must. */
function differences(form: Form, json: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(form.shows).filter(([field, want]) => !shown(want, at(json, field))).map(([field]) => [field, at(json, field) ?? null]));
}

async function judgeForm(ctx: CheckContext, creates: Creates, form: Form & { suffix: string }, code: string): Promise<Verdict | string> {
  const route = ctx.route.key;
  const body = form.body(creates.named === undefined ? `${code}-${form.suffix}` : creates.named(code, form.suffix));
  const password = record(body).password;
  if (typeof password === 'string') ctx.secret(password);
  const made = await ctx.call(form.caller ?? 'admin', { method: 'POST', body, ...(form.storeCode !== undefined ? { storeCode: form.storeCode } : {}) });
  const id = idOf(record(made.json).id);
  const fail = (broken: string, actual: string, exchange: HttpExchange): Verdict => ({ outcome: 'fail', broken: `${route}, ${form.what}: ${broken}`, expected: Object.entries(form.shows).map(([f, v]) => `${f} ${JSON.stringify(v)}`).join(', '), actual, exchange });
  if (made.status !== 200 || id === null) return fail('not made', describeExchange(made.status, made.json, made.bodyText), made);
  try {
    const answered = form.readOnly === undefined ? differences(form, made.json) : {};
    if (Object.keys(answered).length > 0) return fail('answered otherwise', JSON.stringify(answered), made);
    const read = await ctx.call('admin', { method: 'GET', path: creates.read(id) });
    if (read.status !== 200) return fail(`its read (GET ${creates.read(id)}) did not answer`, describeExchange(read.status, read.json, read.bodyText), read);
    const stored = differences(form, read.json);
    if (Object.keys(stored).length > 0) return fail(`read back otherwise (GET ${creates.read(id)})`, JSON.stringify(stored), read);
    return `${form.what}: ${id} answered and read ${Object.entries(form.shows).map(([f, v]) => `${f} ${JSON.stringify(v)}`).join(', ')}`;
  } finally {
    await ctx.call('admin', { method: 'DELETE', path: creates.remove(id) });
  }
}

export const writeCreateForms: Check = {
  subject: 'route',
  id: 'write.create-forms',
  family: 'write',
  rule: 'A create sent in another form the platform accepts is stored as the platform stores that form: a customer group created with tax_class_id null gets the default customer tax class 3; one created with exclude_website_ids [] reads no excluded website; a tax rate of 0 is saved as 0; a tax rate sent with zip_is_range, zip_from 17 and zip_to 25 reads tax_postcode "17-25" with that range; a guest\'s sign-up under store code all without store_id and website_id is made; a customer\'s 255-character Devanagari first name and Arabic last name are answered and read as sent. Each on an entity of the run\'s own, answered and read back, then deleted.',
  source: 'api-functional GroupRepositoryTest::testCreateGroupDefaultTaxClassIdRest, ::testCreateGroupWithExcludedWebsiteRest, TaxRateRepositoryTest::testCreateTaxRateWithZeroValue, ::testCreateTaxRateWithZipRange, AccountManagementTest::testCreateCustomerWithoutOptionalFields, CustomerRepositoryTest::testCreateCustomerWithMultibyteCharacters; Magento\\Customer\\Model\\ResourceModel\\GroupRepository::save (DEFAULT_TAX_CLASS_ID); the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (2026-12-03)',
  appliesTo: (route) => writeFamily(route) && CREATE_FORMS[route.key] !== undefined,
  skipsWhen: executingSkip,
  async run(ctx): Promise<Verdict> {
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SYNC);
    const creates = CREATE_FORMS[ctx.route.key];
    if (creates === undefined) return skip('no other create form is declared for this route');
    const code = record(record(await ctx.resolveBody())[creates.entity])[creates.codeField];
    if (typeof code !== 'string' || code === '') return skip(`the contract body names no ${creates.entity}.${creates.codeField} of the run's own`);
    const notes: string[] = [];
    for (const form of creates.forms) {
      const judged = await judgeForm(ctx, creates, form, code);
      if (typeof judged !== 'string') return judged;
      notes.push(judged);
    }
    return pass(notes.join('; '));
  },
};
