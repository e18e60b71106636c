// Catalog lookups every catalog entity needs: a product by SKU (case-insensitive, as the platform's collation),
// the key of its store-scoped values, a stored row without its bookkeeping fields, URL keys.

import { notFound } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { clone } from '../json.ts';
import type { State } from '../state.ts';

export const PRODUCT_NOT_FOUND = "The product that was requested doesn't exist. Verify the product and try again.";

export function productKey(id: number): string {
  return `product:${id}`;
}

export function findProduct(state: State, sku: string): JsonObject | undefined {
  // SKUs are case-insensitive on the platform (MySQL collation).
  const wanted = sku.toLowerCase();
  return state.products.all().find((row) => String(row.sku).toLowerCase() === wanted);
}

export function requireProduct(state: State, sku: string): JsonObject {
  const product = findProduct(state, sku);
  if (product === undefined) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/** A stored row without its internal (__-prefixed) bookkeeping fields. */
export function publicCopy(row: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(row)) if (!key.startsWith('__')) out[key] = clone(value);
  return out;
}

export function urlKeyOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
