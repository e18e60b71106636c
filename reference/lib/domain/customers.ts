// Customer services: accounts (admin and /me), addresses, groups, attribute metadata, account management.

import { regionOf } from './directory.ts';
import { collectionUpdate } from './faults.ts';
import type { Ctx, HandlerTable } from './context.ts';
import { asNumber, asString, bodyObject, bodyValue, intParam, param, queryValue, releaseAtLeast, searchCall } from './context.ts';
import { DomainError, inputError, noSuchEntity, requiredField } from './errors.ts';
import type { Json, JsonObject } from './json.ts';
import { clone, isObject } from './json.ts';
import { listSearch, type SearchSource } from './search.ts';
import { acceptsAnyResetToken, acceptsDuplicates, acceptsInvalidEmail } from './input-faults.ts';
import { CUSTOMER_FAULT, plays } from './customer-faults.ts';
import type { State } from './state.ts';
import { dropCommerceDataOf } from './commerce/customer-data.ts';
import { STATIC_READ_FAULT, playsStaticRead } from './static-read-faults.ts';
import { PLATFORM_ATTRIBUTE_METADATA } from './customer-metadata.ts';

export const DUPLICATE_EMAIL = 'A customer with the same email address already exists in an associated website.';
const C = 'Magento\\Customer\\Api\\';
const CUSTOMER_FIELDS = ['group_id', 'email', 'firstname', 'lastname', 'middlename', 'prefix', 'suffix', 'dob', 'gender', 'taxvat', 'store_id', 'website_id', 'disable_auto_group_change'] as const;

export function requireCustomer(state: State, id: number): JsonObject {
  const customer = state.customers.get(id);
  if (customer === undefined) throw noSuchEntity('customerId', id);
  return customer;
}

export function findCustomerByEmail(state: State, email: string): JsonObject | undefined {
  const wanted = email.toLowerCase();
  return state.customers.all().find((row) => String(row.email).toLowerCase() === wanted);
}

/** An address's region as the platform answers it: an address saved with its region_id alone is answered with the
 * directory's code and name for it (real 2.4.7-p3: tests/corpus/real-2.4.7-p3/whole-entities/customer-every-address-field.*). */
function regionObject(address: JsonObject): JsonObject {
  const region = isObject(address.region) ? (address.region as JsonObject) : null;
  const regionId = asNumber(region?.region_id ?? address.region_id, 0);
  const known = regionOf(asString(address.country_id, ''), regionId);
  return {
    region_code: region?.region_code ?? address.region_code ?? known?.code ?? null,
    region: region?.region ?? (typeof address.region === 'string' ? address.region : null) ?? known?.name ?? null,
    region_id: regionId,
  };
}

export function serializeAddress(row: JsonObject): JsonObject {
  const out: JsonObject = { id: row.id ?? 0, customer_id: row.customer_id ?? 0, region: regionObject(row), region_id: asNumber(row.region_id, 0) };
  // In the real 2.4.7-p3's order, each only when set (tests/corpus/real-2.4.7-p3/whole-entities/customer-every-address-field.read.json).
  for (const field of ['country_id', 'street', 'company', 'telephone', 'fax', 'postcode', 'city', 'firstname', 'lastname', 'middlename', 'prefix', 'suffix', 'vat_id']) if (row[field] !== undefined && row[field] !== null) out[field] = clone(row[field] as Json);
  if (row.default_shipping === true) out.default_shipping = true;
  if (row.default_billing === true) out.default_billing = true;
  return out;
}

function addressesOf(state: State, customerId: number): JsonObject[] {
  return state.addresses.all().filter((row) => row.customer_id === customerId);
}

/** A customer as the platform answers it. A confirmation key the account awaits is answered by every read and save,
 * but not by the account creation that set it (the real 2.4.7's POST /V1/customers answer lacks it; GET shows it). */
export function serializeCustomer(state: State, row: JsonObject, options: { confirmation?: boolean } = {}): JsonObject {
  const addresses = addressesOf(state, Number(row.id));
  const defaultBilling = addresses.find((address) => address.default_billing === true);
  const defaultShipping = addresses.find((address) => address.default_shipping === true);
  const out: JsonObject = { id: row.id ?? 0, group_id: row.group_id ?? 1 };
  if (options.confirmation !== false && typeof row.__confirmation === 'string') out.confirmation = row.__confirmation;
  if (defaultBilling !== undefined) out.default_billing = String(defaultBilling.id);
  if (defaultShipping !== undefined) out.default_shipping = String(defaultShipping.id);
  for (const field of ['created_at', 'updated_at', 'created_in', 'dob', 'email', 'firstname', 'lastname', 'middlename', 'prefix', 'suffix', 'gender', 'store_id', 'taxvat', 'website_id']) {
    if (row[field] !== undefined && row[field] !== null) out[field] = clone(row[field] as Json);
  }
  out.addresses = addresses.map(serializeAddress);
  out.disable_auto_group_change = asNumber(row.disable_auto_group_change, 0);
  out.extension_attributes = { is_subscribed: row.__is_subscribed === true };
  return out;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Store the addresses of a customer body, replacing the customer's address list when one is given. */
function saveAddresses(state: State, customerId: number, input: JsonObject): void {
  if (!Array.isArray(input.addresses)) return;
  // An address sent with the id of one the customer has is that address, changed in place (the real 2.4.7-p3 kept its
  // id: tests/corpus/real-2.4.7-p3/whole-entities/customer-put.read.json); the others are replaced.
  const held = new Set(addressesOf(state, customerId).map((row) => Number(row.id)));
  const kept = new Set((input.addresses as Json[]).filter((entry): entry is JsonObject => isObject(entry)).map((entry) => Number(entry.id)).filter((id) => held.has(id)));
  for (const id of held) if (!kept.has(id)) state.addresses.delete(id);
  for (const entry of input.addresses) {
    if (!isObject(entry)) continue;
    const row: JsonObject = { ...(clone(entry) as JsonObject), customer_id: customerId };
    const existing = kept.has(Number(entry.id)) ? state.addresses.get(Number(entry.id)) : undefined;
    if (existing !== undefined) {
      for (const key of Object.keys(existing)) if (key !== 'id' && key !== 'customer_id') delete existing[key];
      Object.assign(existing, row, { id: existing.id });
      continue;
    }
    delete row.id;
    state.addresses.insert(row, 'id');
  }
}

/** The customer model's e-mail check, as the real 2.4.7-p3 answers it on a create and an update (the field's label,
 * no parameters). */
function checkEmail(ctx: Ctx, email: string): void {
  if (!EMAIL_PATTERN.test(email) && !acceptsInvalidEmail(ctx.options.faults)) throw inputError('"Email" is not a valid email address.');
}

/** A customer's group must exist (real 2.4.7-p3: a group id no group has, 400 "The specified customer group id does
 * not exist."). */
function checkGroup(ctx: Ctx, groupId: unknown): void {
  if (groupId === undefined || groupId === null) return;
  if (ctx.state.customerGroups.get(asNumber(groupId, -1)) === undefined) throw inputError('The specified customer group id does not exist.');
}

/** A sign-up by a caller that may not manage customers (a guest, a customer) does not choose the new account's group.
 * From 2.4.7 AccountManagementApi::createAccount refuses any group_id, one that exists too, with the ACL's 401 naming
 * Magento_Customer::manage (real 2.4.7-p3, 2026-12-02); 2.4.6-p1 makes the account in the default group, the group_id
 * passed over (real Adobe Commerce 2.4.6-p1, 2026-12-02: 200, group_id 1 for 2 sent). */
const CUSTOMER_MANAGE = 'Magento_Customer::manage';
function refuseGroupChoice(ctx: Ctx, input: JsonObject): void {
  if (input.group_id === undefined || input.group_id === null) return;
  const { resources } = ctx.call.identity;
  if (resources === '*' || resources.includes(CUSTOMER_MANAGE)) return;
  if (releaseAtLeast(ctx, '2.4.7')) throw new DomainError(401, "The consumer isn't authorized to access %resources.", { resources: CUSTOMER_MANAGE });
  delete input.group_id;
}

/** The customer model's name validator (Magento\Customer\Model\Validator\Name): a first, last or middle name must be
 * made of letters, marks, digits, spaces and , - _ . ' ’ ` & only, at most 255 of them. The platform takes the first
 * run of such characters anywhere in the value and refuses the name when that run is not the whole value, so a name of
 * symbols alone ("☺") matches nothing and passes while "☺ ☏" (a space between) and "Jo$(date)" are refused (real
 * 2.4.7-p3 and 2.4.6-p1, 2026-12-02: 400 "First Name is not valid!", no customer made; 2.4.6-p1's list lacks &). */
const NAME_RUN = /(?:[\p{L}\p{M},\-_.'’`&\s\d]){1,255}/u;
const NAME_LABELS = [['firstname', 'First Name'], ['lastname', 'Last Name'], ['middlename', 'Middle Name']] as const;
function checkNames(ctx: Ctx, input: JsonObject): void {
  if (plays(ctx.options.faults, CUSTOMER_FAULT.customerNameUnchecked)) return;
  for (const [field, label] of NAME_LABELS) {
    const value = input[field];
    if (typeof value !== 'string' || value === '') continue;
    const run = NAME_RUN.exec(value);
    if (run !== null && run[0] !== value) throw inputError(`${label} is not valid!`);
  }
}

/** An address's own required attributes, before anything is saved: a create or an update whose address has no
 * firstname or lastname is refused, named as the address repository names them (the real 2.4.7-p3 and 2.4.6-p1:
 * '"%fieldName" is required. Enter and try again.' {fieldName: firstname}; no customer made, nothing changed). */
function checkAddresses(ctx: Ctx, input: JsonObject): void {
  if (!Array.isArray(input.addresses) || plays(ctx.options.faults, CUSTOMER_FAULT.addressFirstnameOptional)) return;
  for (const address of input.addresses) {
    if (!isObject(address)) continue;
    for (const field of ['firstname', 'lastname']) if (asString(address[field], '').trim() === '') throw requiredField(field);
  }
}

/** The newsletter subscription a save names (extension_attributes.is_subscribed); one that names none keeps it. */
function saveSubscription(ctx: Ctx, row: JsonObject, input: JsonObject): void {
  const extension = isObject(input.extension_attributes) ? (input.extension_attributes as JsonObject) : {};
  if (typeof extension.is_subscribed !== 'boolean' || plays(ctx.options.faults, CUSTOMER_FAULT.subscriptionIgnored)) return;
  row.__is_subscribed = extension.is_subscribed;
}

export function createCustomer(ctx: Ctx, input: JsonObject, password: string | null): JsonObject {
  const { state } = ctx;
  for (const field of ['email', 'firstname', 'lastname'] as const) if (asString(input[field], '').trim() === '') throw requiredField(field === 'email' ? 'email' : field === 'firstname' ? 'First Name' : 'Last Name');
  const email = asString(input.email, '');
  checkEmail(ctx, email);
  if (findCustomerByEmail(state, email) !== undefined && !acceptsDuplicates(ctx.options.faults)) throw inputError(DUPLICATE_EMAIL);
  checkGroup(ctx, input.group_id);
  checkNames(ctx, input);
  checkAddresses(ctx, input);
  const now = ctx.now();
  const row: JsonObject = {
    group_id: asNumber(input.group_id, 1),
    created_at: now,
    updated_at: now,
    created_in: 'Default Store View',
    email,
    firstname: asString(input.firstname, ''),
    lastname: asString(input.lastname, ''),
    store_id: asNumber(input.store_id, 1),
    website_id: asNumber(input.website_id, 1),
    disable_auto_group_change: asNumber(input.disable_auto_group_change, 0),
    __password: password,
    // A key the account must be activated with (set by the admin, or e-mailed where the store requires confirmation).
    __confirmation: typeof input.confirmation === 'string' && input.confirmation !== '' ? input.confirmation : null,
    __is_subscribed: false,
  };
  saveSubscription(ctx, row, input);
  for (const field of ['middlename', 'prefix', 'suffix', 'dob', 'gender', 'taxvat'] as const) if (input[field] !== undefined) row[field] = clone(input[field] ?? null);
  state.customers.insert(row, 'id');
  saveAddresses(state, Number(row.id), input);
  return row;
}

function updateCustomer(ctx: Ctx, id: number, input: JsonObject): JsonObject {
  const row = requireCustomer(ctx.state, id);
  const email = input.email === undefined ? null : asString(input.email, '');
  if (email !== null) {
    checkEmail(ctx, email);
    const other = findCustomerByEmail(ctx.state, email);
    if (other !== undefined && other.id !== id && !acceptsDuplicates(ctx.options.faults)) throw inputError(DUPLICATE_EMAIL);
  }
  if (input.group_id !== undefined) checkGroup(ctx, input.group_id);
  checkNames(ctx, input);
  // Addresses left out are kept, [] removes them all (real 2.4.7-p3); the partial-update faults turn either off. What
  // the platform refuses about them is refused before anything is saved.
  const how = collectionUpdate(input, 'addresses', ctx.options.faults);
  if (how === 'replace') refuseLosingDefaults(ctx.state, id, input);
  if (how === 'replace') checkAddresses(ctx, input);
  for (const field of CUSTOMER_FIELDS) if (field in input && input[field] !== null) row[field] = clone(input[field] ?? null);
  if (!('group_id' in input) && plays(ctx.options.faults, CUSTOMER_FAULT.customerPartialResetsGroup)) row.group_id = 1;
  saveSubscription(ctx, row, input);
  // A save without `confirmation` keeps the key the account awaits (the real 2.4.7 answers and keeps it).
  if (typeof input.confirmation === 'string' && input.confirmation !== '') row.__confirmation = input.confirmation;
  row.updated_at = ctx.now();
  if (how === 'replace') saveAddresses(ctx.state, id, input);
  else if (how === 'clear') for (const old of addressesOf(ctx.state, id)) ctx.state.addresses.delete(Number(old.id));
  return row;
}

/** Addresses sent without the held default one (by its id) replace it, and the customer's default_billing or
 * default_shipping would name an address that is gone: the real 2.4.7-p3 refuses that save (400 "The %fieldName value
 * is invalid." default_billing) unless the body names the customer's default anew (null, or another value). [] is no
 * such case: it clears them all and the save passes. */
function refuseLosingDefaults(state: State, customerId: number, input: JsonObject): void {
  if (!Array.isArray(input.addresses) || input.addresses.length === 0) return;
  const sent = new Set(input.addresses.filter((entry): entry is JsonObject => isObject(entry)).map((entry) => Number(entry.id)));
  for (const kind of ['default_billing', 'default_shipping'] as const) {
    const held = addressesOf(state, customerId).find((address) => address[kind] === true);
    if (held !== undefined && !sent.has(Number(held.id)) && !(kind in input)) throw inputError('The %fieldName value is invalid. Set the correct value and try again.', { fieldName: kind });
  }
}

function requireAddress(state: State, id: number): JsonObject {
  const address = state.addresses.get(id);
  if (address === undefined) throw noSuchEntity('addressId', id);
  return address;
}

/** A customer by e-mail in a website: 404 "No such entity with email = …, websiteId = …" as the platform words it,
 * the website as the body named it (a number), or the store's ("1", as text) where it named none (real 2.4.7-p3 and
 * 2.4.6-p1). */
function byEmailInWebsite(ctx: Ctx, email: string, websiteId: number | string): JsonObject {
  const customer = findCustomerByEmail(ctx.state, email);
  if (customer === undefined || asNumber(customer.website_id, 1) !== Number(websiteId)) {
    throw new DomainError(404, 'No such entity with %fieldName = %fieldValue, %field2Name = %field2Value', { fieldName: 'email', fieldValue: email, field2Name: 'websiteId', field2Value: websiteId });
  }
  return customer;
}

/** AccountManagement::activateCustomer: an account without a key is active already; the key must match; activated,
 * the key is gone and the customer is answered without it. */
function activate(ctx: Ctx, customer: JsonObject): JsonObject {
  if (typeof customer.__confirmation !== 'string') throw inputError('The account is already active.');
  if (customer.__confirmation !== asString(bodyValue(ctx, 'confirmationKey'), '')) throw inputError('The confirmation token is invalid. Verify the token and try again.');
  customer.__confirmation = null;
  customer.updated_at = ctx.now();
  return serializeCustomer(ctx.state, customer);
}

/** A group as answered: id, code, tax_class_id, tax_class_name in the platform's order (GroupRepositoryTest::
 * testGetGroupById compares the keys), then the websites it is excluded from under extension_attributes, when there
 * are any. */
function withExcluded(row: JsonObject): JsonObject {
  const { id, ...rest } = clone(row);
  const out: JsonObject = id === undefined ? rest : { id, ...rest };
  delete out.__exclude_website_ids;
  const list = row.__exclude_website_ids as Json[] | undefined;
  return list !== undefined && list.length > 0 ? { ...out, extension_attributes: { exclude_website_ids: clone(list) } } : out;
}

function requireGroup(state: State, id: number): JsonObject {
  const group = state.customerGroups.get(id);
  if (group === undefined) throw noSuchEntity('id', id);
  return group;
}

function defaultAddress(state: State, customerId: number, kind: 'default_billing' | 'default_shipping'): Json {
  requireCustomer(state, customerId);
  const address = addressesOf(state, customerId).find((row) => row[kind] === true);
  // The platform answers an empty array (PHP null → []) when the customer has no default address.
  return address === undefined ? [] : serializeAddress(address);
}

/** Customer attribute metadata (a representative subset of the platform's attributes). */
function customerAttributes(entity: 'customer' | 'customerAddress'): JsonObject[] {
  const rows: Array<[string, string, string, boolean, number]> =
    entity === 'customer'
      ? [
          ['email', 'Email', 'text', true, 80],
          ['firstname', 'First Name', 'text', true, 40],
          ['lastname', 'Last Name', 'text', true, 60],
          ['dob', 'Date of Birth', 'date', false, 90],
          ['gender', 'Gender', 'select', false, 110],
          ['website_id', 'Associate to Website', 'select', true, 10],
        ]
      : [
          ['prefix', 'Name Prefix', 'text', false, 10],
          ['firstname', 'First Name', 'text', true, 20],
          ['middlename', 'Middle Name/Initial', 'text', false, 30],
          ['lastname', 'Last Name', 'text', true, 40],
          ['suffix', 'Name Suffix', 'text', false, 50],
          ['company', 'Company', 'text', false, 60],
          ['street', 'Street Address', 'multiline', true, 70],
          ['country_id', 'Country', 'select', true, 90],
          ['region', 'State/Province', 'text', false, 100],
          ['region_id', 'State/Province', 'hidden', false, 100],
          ['city', 'City', 'text', true, 80],
          ['postcode', 'Zip/Postal Code', 'text', false, 110],
          ['telephone', 'Phone Number', 'text', true, 120],
          ['fax', 'Fax', 'text', false, 130],
          ['vat_is_valid', 'VAT number validity', 'text', false, 140],
          ['vat_request_id', 'VAT number validation request ID', 'text', false, 140],
          ['vat_request_date', 'VAT number validation request date', 'text', false, 140],
          ['vat_request_success', 'VAT number validation request success', 'text', false, 140],
          ['vat_id', 'VAT Number', 'text', false, 140],
        ];
  // The attributes the platform's tests name answer as the real platform declares them (customer-metadata.ts).
  const declared: Record<string, JsonObject> = PLATFORM_ATTRIBUTE_METADATA[entity];
  return rows.map(([code, label, input, required, sortOrder]): JsonObject => declared[code] !== undefined ? clone(declared[code]) as JsonObject : ({
    frontend_input: input,
    input_filter: '',
    store_label: label,
    validation_rules: code === 'email' ? [{ name: 'input_validation', value: 'email' }] : input === 'text' ? [{ name: 'max_text_length', value: '255' }, { name: 'min_text_length', value: '1' }] : [],
    multiline_count: input === 'multiline' ? 2 : 0,
    visible: true,
    required,
    data_model: '',
    options: [],
    frontend_class: required ? 'required-entry' : '',
    user_defined: false,
    sort_order: sortOrder,
    frontend_label: label,
    note: '',
    system: true,
    backend_type: code === 'email' ? 'static' : 'varchar',
    is_used_in_grid: true,
    is_visible_in_grid: true,
    is_filterable_in_grid: true,
    is_searchable_in_grid: true,
    attribute_code: code,
  }));
}

/** The EAV entity type code each metadata service names in its not-found. */
const ENTITY_TYPE = { customer: 'customer', customerAddress: 'customer_address' } as const;

/** The forms each entity's attributes are used in (customer_form_attribute on a real 2.4.7-p3): an unknown one is the
 * metadata's not-found on formCode. */
const FORMS = {
  customer: ['adminhtml_checkout', 'adminhtml_customer', 'checkout_register', 'customer_account_create', 'customer_account_edit'],
  customerAddress: ['adminhtml_customer_address', 'customer_address_edit', 'customer_register_address'],
} as const;

function attributeMetadata(entity: 'customer' | 'customerAddress', code: string, faults: ReadonlySet<string>): JsonObject {
  const attributes = customerAttributes(entity);
  const attribute = attributes.find((row) => row.attribute_code === code);
  if (attribute !== undefined && playsStaticRead(faults, STATIC_READ_FAULT.attributeMetadataOtherAttribute)) return attributes.find((row) => row.attribute_code !== code) ?? attribute;
  // The real 2.4.7-p3's wording names the entity type and the code (AttributeMetadataDataProvider::getAttribute).
  if (attribute === undefined) throw new DomainError(404, 'No such entity with %fieldName = %fieldValue, %field2Name = %field2Value', { fieldName: 'entityType', fieldValue: ENTITY_TYPE[entity], field2Name: 'attributeCode', field2Value: code });
  return attribute;
}

function formAttributes(entity: 'customer' | 'customerAddress', formCode: string): JsonObject[] {
  if (!(FORMS[entity] as readonly string[]).includes(formCode)) throw noSuchEntity('formCode', formCode);
  return customerAttributes(entity);
}

/** storeId of GET /V1/customerGroups/default/:storeId must be a known store. */
function defaultGroupForStore(ctx: Ctx): JsonObject {
  const storeId = ctx.call.params.storeId ?? queryValue(ctx, 'storeId');
  // The real 2.4.7-p3 names the store id as a number.
  if (storeId !== null && storeId !== undefined && !ctx.state.storeViews.some((store) => String(store.id) === storeId)) throw noSuchEntity('storeId', /^\d+$/.test(storeId) ? Number(storeId) : storeId);
  return clone(requireGroup(ctx.state, 1));
}
/** AccountManagement::validate: the customer entity's required attributes, each one missing named in the validator's
 * order (real 2.4.7-p3 and 2.4.6-p1): website (0 is one), group, first and last name, e-mail. The body alone is
 * validated: a customer id does not fill in what the account holds. */
function validateCustomer(ctx: Ctx, input: JsonObject): JsonObject {
  if (plays(ctx.options.faults, CUSTOMER_FAULT.validateAcceptsInvalid)) return { valid: true, messages: [] };
  const empty = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  const required: Array<[string, string]> = [['website_id', 'Associate to Website'], ['group_id', 'Group'], ['firstname', 'First Name'], ['lastname', 'Last Name'], ['email', 'Email']];
  const messages = required.filter(([field]) => empty(input[field])).map(([, label]) => `The "${label}" attribute value is empty. Set the attribute and try again.`);
  return { valid: messages.length === 0, messages };
}

// The customer collection is EAV: its id is entity_id, `id` is no attribute (400 on a filter, a sort on it ignored).
const CUSTOMERS: SearchSource = { table: 'customer_entity', storage: 'eav', columns: { entity_id: 'id' }, notColumns: ['id'] };

export const customerHandlers: HandlerTable = {
  [`${C}CustomerRepositoryInterface::getById`]: (ctx) => serializeCustomer(ctx.state, requireCustomer(ctx.state, intParam(ctx, 'customerId'))),
  [`${C}CustomerRepositoryInterface::getList`]: (ctx) => {
    const result = listSearch(searchCall(ctx), ctx.state.customers.all(), CUSTOMERS);
    result.items = (result.items as JsonObject[]).map((row) => serializeCustomer(ctx.state, row));
    return result;
  },
  [`${C}CustomerRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'customer');
    const id = ctx.call.params.customerId ?? ctx.call.params['customer.id'] ?? (input.id === undefined || input.id === null ? null : String(input.id));
    if (id === null || ctx.state.customers.get(asNumber(id, -1)) === undefined) {
      if (ctx.call.params.customerId !== undefined) throw noSuchEntity('customerId', intParam(ctx, 'customerId'));
      return serializeCustomer(ctx.state, createCustomer(ctx, input, null));
    }
    // A body without any customer field on a route that forces the id (PUT /V1/customers/me with {}, or naming ids
    // only: the input processor's setter of "Id" is setId too): the repository validates an empty customer (real
    // 2.4.7-p3 and 2.4.6-p1, AccountManagementMeTest::testGetOtherCustomerInfo); a partial one keeps what it leaves out.
    if (ctx.call.params.customerId === undefined && Object.keys(input).every((key) => key.toLowerCase() === 'id')) throw inputError('The customer email is missing. Enter and try again.');
    return serializeCustomer(ctx.state, updateCustomer(ctx, asNumber(id, -1), input));
  },
  [`${C}CustomerRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'customerId');
    requireCustomer(ctx.state, id);
    ctx.state.customers.delete(id);
    for (const address of addressesOf(ctx.state, id)) ctx.state.addresses.delete(Number(address.id));
    // Commerce: the customer's gift registries and reward points go too (their foreign keys cascade).
    dropCommerceDataOf(ctx.state, id);
    return true;
  },
  [`${C}AccountManagementInterface::createAccount`]: (ctx) => {
    const input = bodyObject(ctx, 'customer');
    refuseGroupChoice(ctx, input);
    const password = bodyValue(ctx, 'password');
    if (typeof password === 'string' && password.length < 8) throw inputError('The password needs at least %1 characters. Create a new password and try again.', [8]);
    return serializeCustomer(ctx.state, createCustomer(ctx, input, typeof password === 'string' ? password : null), { confirmation: false });
  },
  // AccountManagement::isEmailAvailable answers true for any address unless the website's guest checkout login option
  // (checkout/options/enable_guest_checkout_login) is on, which it is not as installed (real 2.4.7-p3 and 2.4.6-p1:
  // true for a customer's own address too).
  [`${C}AccountManagementInterface::isEmailAvailable`]: (ctx) => !plays(ctx.options.faults, CUSTOMER_FAULT.emailAvailableFalse),
  [`${C}AccountManagementInterface::getConfirmationStatus`]: (ctx) => {
    requireCustomer(ctx.state, intParam(ctx, 'customerId'));
    return 'account_confirmation_not_required';
  },
  [`${C}AccountManagementInterface::getDefaultBillingAddress`]: (ctx) => defaultAddress(ctx.state, intParam(ctx, 'customerId'), plays(ctx.options.faults, CUSTOMER_FAULT.defaultAddressesSwapped) ? 'default_shipping' : 'default_billing'),
  [`${C}AccountManagementInterface::getDefaultShippingAddress`]: (ctx) => defaultAddress(ctx.state, intParam(ctx, 'customerId'), plays(ctx.options.faults, CUSTOMER_FAULT.defaultAddressesSwapped) ? 'default_billing' : 'default_shipping'),
  [`${C}AccountManagementInterface::isReadonly`]: (ctx) => {
    requireCustomer(ctx.state, intParam(ctx, 'customerId'));
    return plays(ctx.options.faults, CUSTOMER_FAULT.customerReadonly);
  },
  // The customer first (its repository's not-found), then the token: none this reference sends by e-mail matches.
  [`${C}AccountManagementInterface::validateResetPasswordLinkToken`]: (ctx) => {
    requireCustomer(ctx.state, intParam(ctx, 'customerId'));
    if (acceptsAnyResetToken(ctx.options.faults)) return true;
    throw inputError('The password token is mismatched. Reset and try again.');
  },
  [`${C}AccountManagementInterface::changePasswordById`]: (ctx) => {
    const customer = requireCustomer(ctx.state, intParam(ctx, 'customerId'));
    const current = asString(bodyValue(ctx, 'currentPassword'), '');
    const next = asString(bodyValue(ctx, 'newPassword'), '');
    if (customer.__password !== null && customer.__password !== undefined && customer.__password !== current) throw new DomainError(401, 'The password doesn\'t match this account. Verify the password and try again.');
    if (next.length < 8) throw inputError('The password needs at least %1 characters. Create a new password and try again.', [8]);
    // password-change-ignored answers true and keeps the old password (the new one does not sign in).
    if (!plays(ctx.options.faults, CUSTOMER_FAULT.passwordChangeIgnored)) customer.__password = next;
    return true;
  },
  // The customer by e-mail in the website the body names (the store's when it names none): an address no customer has
  // there is the 404 naming both (AccountManagementTest::testSendPasswordResetLinkBadEmailOrWebsite).
  [`${C}AccountManagementInterface::initiatePasswordReset`]: (ctx) => {
    if (plays(ctx.options.faults, CUSTOMER_FAULT.resetUnknownEmailAccepted)) return true;
    const websiteId = bodyValue(ctx, 'websiteId');
    byEmailInWebsite(ctx, asString(bodyValue(ctx, 'email'), ''), websiteId === undefined || websiteId === null ? '1' : asNumber(websiteId, 1));
    return true;
  },
  [`${C}AccountManagementInterface::resetPassword`]: () => {
    throw inputError('The password token is mismatched. Reset and try again.');
  },
  [`${C}AccountManagementInterface::activate`]: (ctx) => activate(ctx, byEmailInWebsite(ctx, param(ctx, 'email'), 1)),
  [`${C}AccountManagementInterface::activateById`]: (ctx) => activate(ctx, requireCustomer(ctx.state, intParam(ctx, 'customerId'))),
  // Resending the confirmation e-mail: only an account that awaits confirmation has one to resend.
  [`${C}AccountManagementInterface::resendConfirmation`]: (ctx) => {
    if (plays(ctx.options.faults, CUSTOMER_FAULT.resetUnknownEmailAccepted) && findCustomerByEmail(ctx.state, asString(bodyValue(ctx, 'email'), '')) === undefined) return true;
    const customer = byEmailInWebsite(ctx, asString(bodyValue(ctx, 'email'), ''), asNumber(bodyValue(ctx, 'websiteId'), 1));
    if (typeof customer.__confirmation !== 'string') throw inputError('Confirmation isn\'t needed.');
    return true;
  },
  [`${C}AccountManagementInterface::validate`]: (ctx) => validateCustomer(ctx, bodyObject(ctx, 'customer')),
  [`${C}AddressRepositoryInterface::getById`]: (ctx) => serializeAddress(requireAddress(ctx.state, intParam(ctx, 'addressId'))),
  [`${C}AddressRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'addressId');
    requireAddress(ctx.state, id);
    ctx.state.addresses.delete(id);
    return true;
  },
  [`${C}GroupRepositoryInterface::getById`]: (ctx) => withExcluded(requireGroup(ctx.state, intParam(ctx, 'id'))),
  [`${C}GroupRepositoryInterface::getList`]: (ctx) => listSearch(searchCall(ctx), ctx.state.customerGroups.all().map(withExcluded), { table: 'customer_group', storage: 'flat' }),
  [`${C}GroupRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'group');
    const code = asString(input.code, '');
    if (code === '') throw requiredField('code');
    // A create (POST) naming an id saves over that group as an update would, and one naming an id no group has is
    // refused (real 2.4.7-p3 and 2.4.6-p1, 2026-12-02: 404 "No such entity with %fieldName = %fieldValue" {id, the
    // value}; GroupRepositoryTest::testCreateGroupWithIdRest).
    const bodyId = input.id === undefined || input.id === null || plays(ctx.options.faults, CUSTOMER_FAULT.groupPostIdIgnored) ? null : asNumber(input.id, -1);
    const id = ctx.call.params.id === undefined ? bodyId : intParam(ctx, 'id');
    if (ctx.call.params.id === undefined && id !== null && ctx.state.customerGroups.get(id) === undefined) throw noSuchEntity('id', id);
    const clash = ctx.state.customerGroups.all().find((row) => String(row.code).toLowerCase() === code.toLowerCase() && row.id !== id);
    if (clash !== undefined && !acceptsDuplicates(ctx.options.faults)) throw inputError('Customer Group already exists.');
    // A tax class the group names must exist (real 2.4.7-p3: 400 naming taxClassId and the value).
    // null is none: a create gets Retail Customer (3), as the real 2.4.7-p3 answered tax_class_id null with 3 (2026-12-03;
    // GroupRepositoryTest::testCreateGroupDefaultTaxClassIdRest).
    if (input.tax_class_id !== undefined && input.tax_class_id !== null && ctx.state.taxClasses.get(asNumber(input.tax_class_id, -1)) === undefined) throw inputError('Invalid value of "%value" provided for the %fieldName field.', { fieldName: 'taxClassId', value: asNumber(input.tax_class_id, -1) });
    // The class a group is saved with, and its name as the group answers it (Retail Customer, 3, where it names none).
    const taxClassId = plays(ctx.options.faults, CUSTOMER_FAULT.groupTaxClassIgnored) ? 3 : input.tax_class_id === undefined || input.tax_class_id === null ? (plays(ctx.options.faults, CUSTOMER_FAULT.groupDefaultTaxClassDropped) ? null : 3) : asNumber(input.tax_class_id, 3);
    const taxClassName = taxClassId === null ? null : asString(ctx.state.taxClasses.get(taxClassId)?.class_name, 'Retail Customer');
    // The websites the group is excluded from (extension_attributes.exclude_website_ids): kept as integers and answered
    // only when there are any (the real 2.4.7-p3 answered [1] for [1] and ["1"], nothing for []); an update that sends
    // none keeps them. group-excluded-websites-dropped saves none.
    const extension = isObject(input.extension_attributes) ? input.extension_attributes : {};
    const excluded = Array.isArray(extension.exclude_website_ids) && !plays(ctx.options.faults, CUSTOMER_FAULT.groupExcludedWebsitesDropped) ? extension.exclude_website_ids.map((w) => asNumber(w, -1)) : undefined;
    if (id !== null) {
      const group = requireGroup(ctx.state, id);
      // A group is saved with the tax class it is given: none is refused (real 2.4.7-p3), and nothing changes.
      if (input.tax_class_id === undefined || input.tax_class_id === null) throw inputError('Invalid value of "%value" provided for the %fieldName field.', { fieldName: 'taxClassId', value: null });
      group.code = code;
      group.tax_class_id = taxClassId;
      group.tax_class_name = taxClassName;
      if (excluded !== undefined) group.__exclude_website_ids = excluded;
      return withExcluded(group);
    }
    const row: JsonObject = { code, tax_class_id: taxClassId, tax_class_name: taxClassName, ...(excluded !== undefined ? { __exclude_website_ids: excluded } : {}) };
    ctx.state.customerGroups.insert(row, 'id');
    return withExcluded({ id: row.id ?? 0, ...row });
  },
  [`${C}GroupRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'id');
    requireGroup(ctx.state, id);
    if (id <= 3) throw inputError('Cannot delete group.');
    ctx.state.customerGroups.delete(id);
    // Its customers move to their store's default group, General (ResourceModel\Group::_afterDelete; real 2.4.7-p3
    // and 2.4.6-p1: a group with a customer deleted, 200 true, the customer read back in group 1).
    if (!plays(ctx.options.faults, CUSTOMER_FAULT.groupDeleteKeepsCustomers)) for (const customer of ctx.state.customers.all()) if (asNumber(customer.group_id, 1) === id) customer.group_id = 1;
    return true;
  },
  [`${C}GroupManagementInterface::getDefaultGroup`]: defaultGroupForStore,
  [`${C}GroupManagementInterface::isReadonly`]: (ctx) => {
    // GroupManagement::isReadonly names the group as groupId (the real 2.4.7-p3), the repository as id.
    if (ctx.state.customerGroups.get(intParam(ctx, 'id')) === undefined) throw noSuchEntity('groupId', intParam(ctx, 'id'));
    return intParam(ctx, 'id') > 3;
  },
  [`${C}CustomerGroupConfigInterface::setDefaultCustomerGroup`]: (ctx) => {
    requireGroup(ctx.state, intParam(ctx, 'id'));
    return intParam(ctx, 'id');
  },
  [`${C}CustomerMetadataInterface::getAttributeMetadata`]: (ctx) => attributeMetadata('customer', param(ctx, 'attributeCode'), ctx.options.faults),
  [`${C}CustomerMetadataInterface::getAttributes`]: (ctx) => formAttributes('customer', param(ctx, 'formCode')),
  [`${C}CustomerMetadataInterface::getAllAttributesMetadata`]: () => customerAttributes('customer'),
  [`${C}CustomerMetadataInterface::getCustomAttributesMetadata`]: () => [],
  [`${C}AddressMetadataInterface::getAttributeMetadata`]: (ctx) => attributeMetadata('customerAddress', param(ctx, 'attributeCode'), ctx.options.faults),
  [`${C}AddressMetadataInterface::getAttributes`]: (ctx) => formAttributes('customerAddress', param(ctx, 'formCode')),
  [`${C}AddressMetadataInterface::getAllAttributesMetadata`]: () => customerAttributes('customerAddress'),
  [`${C}AddressMetadataInterface::getCustomAttributesMetadata`]: () => [],
};

