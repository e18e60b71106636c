// What the commerce tests share: a running reference (commerce profile) called as the admin, a customer or a guest,
// and the chains the real Adobe Commerce 2.4.6-p1 probe used to make its own entities (tests/corpus/real-commerce-2.4.6-p1).

import assert from 'node:assert/strict';
import { adminToken, bearer, call, startReal, type Reply } from './helpers.ts';
import type { RunningReference } from '../lib/server.ts';

export type Rec = Record<string, unknown>;

export const ADDRESS = { firstname: 'Probe', lastname: 'Guest', street: ['1 Probe St'], city: 'Austin', region_id: 57, region: 'Texas', postcode: '78701', country_id: 'US', telephone: '5125550100', email: 'cct-guest@example.com' };

export interface Commerce {
  ref: RunningReference;
  admin: string;
  /** A call under /rest/default as `token` (null: a guest); the answer whatever its status. */
  send(token: string | null, method: string, path: string, body?: unknown): Promise<Reply>;
  /** The same, asserting a 2xx answer; its JSON. */
  ok(token: string | null, method: string, path: string, body?: unknown): Promise<unknown>;
  stop(): Promise<void>;
}

export async function startCommerce(faults: string[] = []): Promise<Commerce> {
  const ref = await startReal({ edition: 'commerce', release: '2.4.7', faults });
  const admin = await adminToken(ref.baseUrl);
  const send = (token: string | null, method: string, path: string, body?: unknown): Promise<Reply> => call(ref.baseUrl, method, `/rest/default${path}`, { ...(token === null ? {} : { headers: bearer(token) }), ...(body === undefined ? {} : { body }) });
  const ok = async (token: string | null, method: string, path: string, body?: unknown): Promise<unknown> => {
    const reply = await send(token, method, path, body);
    assert.ok(reply.status < 300, `${method} ${path}: ${reply.status} ${reply.text}`);
    return reply.json;
  };
  return { ref, admin, send, ok, stop: () => ref.close() };
}

/** A simple product of the test's own, enabled, not visible individually, in stock (the probe's probe-rma-041229). */
export async function simpleProduct(c: Commerce, sku: string, price = 10): Promise<void> {
  await c.ok(c.admin, 'POST', '/V1/products', { product: { sku, name: sku, attribute_set_id: 4, price, status: 1, visibility: 1, type_id: 'simple', weight: 1, extension_attributes: { website_ids: [1], stock_item: { qty: 100, is_in_stock: true } } } });
}

/** A guest cart holding `lines`; its masked id. */
export async function guestCart(c: Commerce, lines: Array<{ sku: string; qty: number; product_option?: unknown }>): Promise<string> {
  const mask = String(await c.ok(null, 'POST', '/V1/guest-carts'));
  for (const line of lines) await c.ok(null, 'POST', `/V1/guest-carts/${mask}/items`, { cartItem: { ...line, quote_id: mask } });
  return mask;
}

/** A guest order of `lines` paid by check (flat rate unless `virtual`); its id. */
export async function guestOrder(c: Commerce, lines: Array<{ sku: string; qty: number; product_option?: unknown }>, virtual = false, before?: (mask: string) => Promise<void>): Promise<number> {
  const mask = await guestCart(c, lines);
  if (!virtual) await c.ok(null, 'POST', `/V1/guest-carts/${mask}/shipping-information`, { addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate' } });
  if (before !== undefined) await before(mask);
  return Number(await c.ok(null, 'POST', `/V1/guest-carts/${mask}/payment-information`, { email: ADDRESS.email, paymentMethod: { method: 'checkmo' }, billingAddress: ADDRESS }));
}

/** A customer of the test's own and its token. */
export async function ownCustomer(c: Commerce, email: string): Promise<{ id: number; token: string }> {
  const customer = (await c.ok(c.admin, 'POST', '/V1/customers', { customer: { email, firstname: 'Probe', lastname: 'Customer', website_id: 1 }, password: 'Probe-Pass-1' })) as Rec;
  const token = String(await c.ok(null, 'POST', '/V1/integration/customer/token', { username: email, password: 'Probe-Pass-1' }));
  return { id: Number(customer.id), token };
}
