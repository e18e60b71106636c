// The run's own tax rules, coupon rules with their coupons, customers awaiting confirmation and gift wrappings, each
// made in one or two synchronous admin calls and named with the run's prefix; the sweep removes them (tax rules before
// tax rates, coupons before their rules, customers by e-mail, gift wrappings by design).

import type { HttpExchange } from '../types.ts';
import { all, notMade, text, type Factory, type Ops } from './factory.ts';
import { COUNTRY_US, group, record, WEBSITES } from './platform-references.ts';

export type AccountKind = 'tax-rule' | 'coupon-rule' | 'generating-rule' | 'rule-coupon' | 'unconfirmed-customer' | 'unconfirmed-own-customer' | 'gift-wrapping' | CustomerAccountKind;

/** Customers whose values prove something when read back (issue 37): in a group of the run's own, subscribed, with a
 * default billing address other than the default shipping one. */
export type CustomerAccountKind = 'grouped-customer' | 'addressed-customer';

/** The kinds an account factory may ask for: its own, and the tax rate, tax classes and customer group of entities.ts. */
type Needs = AccountKind | 'tax-rate' | 'tax-class' | 'customer-tax-class' | 'customer-group';
type AccountOps = Ops<Needs>;
type Made = { values: Record<string, string> } | { reason: string };

const post = (ops: AccountOps, path: string, body: unknown): Promise<HttpExchange> => ops.call('admin', { method: 'POST', path, body });
const isReason = (v: unknown): v is { reason: string } => v !== null && typeof v === 'object' && 'reason' in v;
const valuesOr = (values: Record<string, string> | null, what: string): Made => (values === null ? { reason: `the run made its own ${what} but its answer lacks a value the route needs` } : { values });

/** A confirmation key of the run's own: what the platform would have e-mailed, set by the admin instead. */
const confirmationKey = (): string => Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/**
 * A customer awaiting confirmation: the admin creates it with a confirmation key (CustomerInterface's `confirmation`,
 * stored as given), as the platform does when the store requires confirmation. The activation routes then run with
 * that key, and POST /V1/customers/confirm resends the e-mail (on example.com: it reaches nobody).
 */
async function unconfirmed(ops: AccountOps, name: string, password: string | null): Promise<{ created: HttpExchange; key: string } | { reason: string }> {
  const key = confirmationKey();
  ops.secret(key);
  const customer = { email: `${name}@example.com`, firstname: name, lastname: 'Conformance', website_id: 1, group_id: 1, confirmation: key };
  const created = await post(ops, '/V1/customers', password === null ? { customer } : { customer, password });
  return created.status === 200 ? { created, key } : notMade('customer', 'POST /V1/customers', created);
}

/** A US address of the run's own (region 12, California: US needs a region). */
const usAddress = (name: string, lastname: string, flags: Record<string, boolean>): Record<string, unknown> => ({ firstname: name, lastname, street: ['1 Conformance Way'], city: 'Los Angeles', region_id: 12, country_id: 'US', postcode: '90001', telephone: '5555550100', ...flags });

/** The id of the address a customer's answer flags with `flag` (default_billing, default_shipping). */
function addressFlagged(json: unknown, flag: string): string | null {
  const addresses = record(json).addresses;
  const found = Array.isArray(addresses) ? addresses.find((a) => record(a)[flag] === true) : undefined;
  return text(record(found).id);
}

function couponRule(generated: boolean): Factory<Needs> {
  return {
    sweptAs: 'sales rule',
    level: 'allow',
    reads: [WEBSITES, group(0), group(1)],
    async make(ops, name) {
      const made = await post(ops, '/V1/salesRules', { rule: { name, website_ids: [1], customer_group_ids: [0, 1], is_active: false, coupon_type: 'SPECIFIC_COUPON', use_auto_generation: generated, uses_per_coupon: 0, simple_action: 'by_percent', discount_amount: 1, stop_rules_processing: false, uses_per_customer: 0, sort_order: 0 } });
      if (made.status !== 200) return notMade('sales rule', 'POST /V1/salesRules', made);
      return valuesOr(all({ id: text(record(made.json).rule_id) }), 'sales rule');
    },
  };
}

export const ACCOUNT_FACTORIES: Readonly<Record<AccountKind, Factory<Needs>>> = {
  // A tax rule on the run's own tax rate, for a customer and a product tax class of the run's own (issue 29: the
  // installation's Retail Customer and Taxable Goods would tax every US checkout of anyone while the run lasts). The
  // rate and both classes are the worker's one each: the rule only references them.
  'tax-rule': {
    sweptAs: 'tax rule',
    level: 'allow',
    reads: [COUNTRY_US],
    async make(ops, name) {
      const rate = await ops.own('tax-rate', 'shared');
      if (isReason(rate)) return rate;
      const customers = await ops.own('customer-tax-class', 'shared');
      if (isReason(customers)) return customers;
      const products = await ops.own('tax-class', 'shared');
      if (isReason(products)) return products;
      const made = await post(ops, '/V1/taxRules', { rule: { code: name, priority: 1, position: 1, customer_tax_class_ids: [Number(customers.id)], product_tax_class_ids: [Number(products.id)], tax_rate_ids: [Number(rate.id)] } });
      if (made.status !== 200) return notMade('tax rule', 'POST /V1/taxRules', made);
      const values = all({ id: text(record(made.json).id), rateId: rate.id ?? null, customerClassId: customers.id ?? null, productClassId: products.id ?? null });
      // Its code as answered, when it is (a search of the rule by code names it: write.known-answer skips without it).
      const code = text(record(made.json).code);
      return valuesOr(values === null || code === null ? values : { ...values, code }, 'tax rule');
    },
  },
  // Inactive cart price rules of specific coupons (no shopper's cart is ever discounted by them): one takes coupons
  // one by one (POST /V1/coupons refuses a rule that allows generated ones: "Specified rule only allows auto
  // generated coupons"), the other generates them (POST /V1/coupons/generate refuses one that does not).
  'coupon-rule': couponRule(false),
  'generating-rule': couponRule(true),
  // A coupon of the run's own coupon rule, its code the prefixed name.
  'rule-coupon': {
    sweptAs: 'coupon',
    level: 'allow',
    reads: [WEBSITES, group(0), group(1)],
    async make(ops, name) {
      // The worker's coupon rule of the run's own: each coupon is the route's own, the rule only holds them.
      const rule = await ops.own('coupon-rule', 'shared');
      if (isReason(rule)) return rule;
      const made = await post(ops, '/V1/coupons', { coupon: { rule_id: Number(rule.id), code: name, times_used: 0, is_primary: false } });
      if (made.status !== 200) return notMade('coupon', 'POST /V1/coupons', made);
      return valuesOr(all({ id: text(record(made.json).coupon_id), code: text(record(made.json).code), ruleId: rule.id ?? null }), 'coupon');
    },
  },
  'unconfirmed-customer': {
    sweptAs: 'customer',
    level: 'allow',
    reads: [WEBSITES, group(1)],
    async make(ops, name) {
      const made = await unconfirmed(ops, name, null);
      if (isReason(made)) return made;
      return valuesOr(all({ id: text(record(made.created.json).id), email: text(record(made.created.json).email), confirmationKey: made.key }), 'customer');
    },
  },
  // The same, with a password, signed in: the caller of PUT /V1/customers/me/activate (the platform lets a customer
  // awaiting confirmation sign in where the store does not require confirmation, as a vanilla installation does not).
  'unconfirmed-own-customer': {
    sweptAs: 'customer',
    level: 'allow',
    reads: [WEBSITES, group(1)],
    async make(ops, name) {
      const password = `Cc1!${name}`;
      ops.secret(password);
      const made = await unconfirmed(ops, name, password);
      if (isReason(made)) return made;
      const email = text(record(made.created.json).email);
      const signedIn = await ops.call('guest', { method: 'POST', path: '/V1/integration/customer/token', body: { username: email, password } });
      if (signedIn.status !== 200 || typeof signedIn.json !== 'string') return notMade('customer\'s token', 'POST /V1/integration/customer/token', signedIn);
      ops.secret(signedIn.json);
      return valuesOr(all({ id: text(record(made.created.json).id), email, token: signedIn.json, confirmationKey: made.key }), 'customer');
    },
  },
  // A customer in a customer group of the run's own (its own, not the worker's shared one), subscribed to the newsletter:
  // values an update that reset them to the platform's defaults (group 1, not subscribed) would visibly lose, where
  // the installation's General group and the default subscription prove nothing (issue 37 §3). The route that deletes
  // its group deletes a group with a customer in it. One address, the default billing and shipping one.
  'grouped-customer': {
    sweptAs: 'customer',
    level: 'allow',
    reads: [WEBSITES, COUNTRY_US],
    async make(ops, name) {
      const group = await ops.own('customer-group');
      if (isReason(group)) return group;
      const customer = { email: `${name}@example.com`, firstname: name, lastname: 'Conformance', website_id: 1, group_id: Number(group.id), extension_attributes: { is_subscribed: true }, addresses: [usAddress(name, 'Conformance', { default_billing: true, default_shipping: true })] };
      const made = await post(ops, '/V1/customers', { customer });
      if (made.status !== 200) return notMade('customer', 'POST /V1/customers', made);
      const id = text(record(made.json).id);
      return valuesOr(all({ id, customerId: id, email: text(record(made.json).email), addressId: addressFlagged(made.json, 'default_billing'), groupId: group.id ?? null }), 'customer');
    },
  },
  // A customer of the run's own who signs in, with two addresses: the default billing one and another, the default
  // shipping one, so a read that answers one for the other is seen (AccountManagementTest::testGetDefaultBillingAddress).
  'addressed-customer': {
    sweptAs: 'customer',
    level: 'allow',
    reads: [WEBSITES, COUNTRY_US],
    async make(ops, name) {
      const password = `Cc1!${name}`;
      ops.secret(password);
      const customer = { email: `${name}@example.com`, firstname: name, lastname: 'Conformance', website_id: 1, addresses: [usAddress(name, 'Billing', { default_billing: true }), { ...usAddress(name, 'Shipping', { default_shipping: true }), street: ['2 Conformance Way'], city: 'San Diego', postcode: '92101' }] };
      const made = await post(ops, '/V1/customers', { customer, password });
      if (made.status !== 200) return notMade('customer', 'POST /V1/customers', made);
      const email = text(record(made.json).email);
      const signedIn = await ops.call('guest', { method: 'POST', path: '/V1/integration/customer/token', body: { username: email, password } });
      if (signedIn.status !== 200 || typeof signedIn.json !== 'string') return notMade('customer\'s token', 'POST /V1/integration/customer/token', signedIn);
      ops.secret(signedIn.json);
      return valuesOr(all({ id: text(record(made.json).id), email, password, token: signedIn.json, billingId: addressFlagged(made.json, 'default_billing'), shippingId: addressFlagged(made.json, 'default_shipping') }), 'customer');
    },
  },
  // Adobe Commerce: a disabled gift wrapping named (design) with the run's prefix.
  'gift-wrapping': {
    sweptAs: 'gift wrapping',
    level: 'allow',
    reads: [WEBSITES],
    async make(ops, name) {
      const made = await post(ops, '/V1/gift-wrappings', { data: { design: name, status: 0, base_price: 2, website_ids: [1], image_base64_content: '' } });
      if (made.status !== 200) return notMade('gift wrapping', 'POST /V1/gift-wrappings', made);
      return valuesOr(all({ id: text(record(made.json).wrapping_id) }), 'gift wrapping');
    },
  },
};
