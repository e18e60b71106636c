// A cart line of a configurable or a bundle: the simple product it sells (its child) chosen by the line's product
// option, as the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 answered it (docs/real-platform.md, "Stock beyond simple
// products", 2026-12-02):
// - a configurable added with configurable_item_options (the option's attribute id and a value) is one cart line of
//   product_type configurable whose sku is the child's and whose name is the configurable's, at the child's price;
//   placed, it is a configurable order item (the price) and the child's simple item under it (parent_item_id, price 0);
// - a dynamic-price bundle added with bundle_options (the option id, its qty and the chosen selection) is one line of
//   product_type bundle whose sku is "<bundle sku>-<child sku>", at the child's price; placed, a bundle item and the
//   child's simple item under it, of the selection's quantity per bundle.
// Only the child manages source items: its item holds the reservation and takes a refund's return to stock.
// - a downloadable product whose links are purchased separately (links_purchased_separately 1) added with
//   downloadable_option.downloadable_links is one line of its own sku, priced at the product's price plus the links
//   chosen, answering the links chosen; none chosen, or only ids the product has no link of, is refused with "Please
//   specify product link(s)." (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, probed by hand 2026-12-03; fault
//   downloadable-cart-links-unchecked keeps ids the product does not have).
// An update of a line (PUT .../items/:itemId) with a product_option chooses again: the line is replaced by a new one
// (a new item_id) of the new choice and the quantity sent; without one (or null) only the quantity changes, the
// choice kept (the same probes; fault cart-item-options-not-updated keeps the old choice on an update with one).

import { asNumber } from '../context.ts';
import { inputError } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import type { State } from '../state.ts';
import { findProduct } from '../catalog/lookup.ts';
import { OPTION_LINE_FAULT } from '../faults.ts';

/** The child a composite line sells: what its order item under the parent is made of. */
export interface CompositeChild {
  productId: number;
  sku: string;
  name: string;
  /** The child's quantity per unit of the parent (a bundle selection's qty). */
  qtyPer: number;
  /** What the child's order item is priced at (a configurable's child carries no price of its own). */
  price: number;
}


/** What a composite product's cart line is: its sku, price, the child (none for a downloadable) and the option to
 * answer back. */
export interface CompositeLine {
  sku: string;
  price: number;
  child: CompositeChild | null;
  /** A bundle's other children (one per further option chosen). */
  more?: CompositeChild[];
  option: JsonObject;
}

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);
const CHOOSE = 'You need to choose options for your item.';

/** The extension attributes of a cart item's product_option. */
function optionExtension(productOption: unknown): JsonObject {
  return isObject(productOption) && isObject(productOption.extension_attributes) ? productOption.extension_attributes : {};
}

/** The child of a configurable whose values are those chosen (every option's attribute given a value it has). */
function configurableLine(state: State, product: JsonObject, productOption: unknown): CompositeLine {
  const chosen = optionExtension(productOption).configurable_item_options;
  const picks = (Array.isArray(chosen) ? chosen.filter(isObject) : []).map((pick) => ({ attributeId: String(pick.option_id), value: String(pick.option_value) }));
  const options = state.configurableOptions.all().filter((option) => option.__sku === product.sku);
  if (options.length === 0 || picks.length !== options.length) throw inputError(CHOOSE);
  const codes = picks.map((pick) => ({ code: state.attributes.get(asNumber(pick.attributeId, -1))?.attribute_code, value: pick.value }));
  const children = ((product.__children as number[] | undefined) ?? []).map((id) => state.products.get(id)).filter((row): row is JsonObject => row !== undefined);
  const valueOf = (child: JsonObject, code: unknown): string | undefined => {
    const entry = ((child.__custom_attributes as JsonObject[] | undefined) ?? []).find((attribute) => attribute.attribute_code === code);
    return entry === undefined || entry.value === null ? undefined : String(entry.value);
  };
  const child = children.find((candidate) => codes.every((pick) => pick.code !== undefined && valueOf(candidate, pick.code) === pick.value));
  if (child === undefined) throw inputError(CHOOSE);
  return {
    sku: String(child.sku),
    price: asNumber(child.price, 0),
    child: { productId: Number(child.id), sku: String(child.sku), name: String(child.name), qtyPer: 1, price: 0 },
    option: { extension_attributes: { configurable_item_options: picks.map((pick) => ({ option_id: pick.attributeId, option_value: Number(pick.value) })) } },
  };
}

/** The selections chosen in a bundle's options, one per option (an option of several selections chosen at once is not
 * modelled): one line of sku "<bundle sku>-<each child's sku>" (in the order chosen) at the children's prices times
 * their quantities, the first child its `child`, the others `more` (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1,
 * 2026-12-03: a bundle of two options of 10 each reads "<bundle>-<first>-<second>" at 20, both children under it). */
function bundleLine(state: State, product: JsonObject, productOption: unknown): CompositeLine {
  const chosen = optionExtension(productOption).bundle_options;
  const picks = Array.isArray(chosen) ? chosen.filter(isObject) : [];
  const children = picks.map((pick) => {
    const option = state.bundleOptions.all().find((row) => row.sku === product.sku && Number(row.option_id) === asNumber(pick.option_id, -1));
    const selections = Array.isArray(pick.option_selections) ? pick.option_selections.map((id) => asNumber(id, -1)) : [];
    const link = ((option?.__links as JsonObject[] | undefined) ?? []).find((candidate) => selections.includes(Number(candidate.id)));
    const child = link === undefined ? undefined : findProduct(state, String(link.sku));
    if (link === undefined || child === undefined) throw inputError(CHOOSE);
    const price = asNumber(child.price, 0);
    return { pick: { option_id: Number(pick.option_id), option_qty: asNumber(pick.option_qty, 1), option_selections: selections }, child: { productId: Number(child.id), sku: String(child.sku), name: String(child.name), qtyPer: asNumber(link.qty, 1), price } };
  });
  const [first, ...more] = children;
  if (first === undefined) throw inputError(CHOOSE);
  return {
    sku: [String(product.sku), ...children.map((c) => c.child.sku)].join('-'),
    price: children.reduce((sum, c) => sum + c.child.price * c.child.qtyPer, 0),
    child: first.child,
    ...(more.length > 0 ? { more: more.map((c) => c.child) } : {}),
    option: { extension_attributes: { bundle_options: children.map((c) => c.pick) } },
  };
}

/** A downloadable product's line whose links are purchased separately: the links chosen that the product has (every
 * id chosen, under fault downloadable-cart-links-unchecked), at least one. Null for a product whose links come with it. */
function downloadableLine(state: State, product: JsonObject, productOption: unknown, unchecked: boolean): CompositeLine | null {
  const separately = ((product.__custom_attributes as JsonObject[] | undefined) ?? []).find((entry) => entry.attribute_code === 'links_purchased_separately')?.value;
  if (String(separately) !== '1') return null;
  const chosen = optionExtension(productOption).downloadable_option;
  const ids = isObject(chosen) && Array.isArray(chosen.downloadable_links) ? chosen.downloadable_links.map((id) => asNumber(id, -1)) : [];
  const links = state.downloadables.all().filter((row) => row.__sku === product.sku && row.__kind === 'link');
  const picked = unchecked ? ids : ids.filter((id) => links.some((link) => Number(link.id) === id));
  if (picked.length === 0) throw inputError('Please specify product link(s).');
  const price = asNumber(product.price, 0) + links.filter((link) => picked.includes(Number(link.id))).reduce((sum, link) => sum + asNumber(link.price, 0), 0);
  return { sku: String(product.sku), price, child: null, option: { extension_attributes: { downloadable_option: { downloadable_links: picked } } } };
}

/** The cart line of a configurable, a bundle or a downloadable product whose links are chosen, or null for any other
 * product. */
export function compositeLine(state: State, product: JsonObject, productOption: unknown, faults: ReadonlySet<string> = new Set()): CompositeLine | null {
  if (product.type_id === 'configurable') return configurableLine(state, product, productOption);
  if (product.type_id === 'bundle') return bundleLine(state, product, productOption);
  if (product.type_id === 'downloadable') return downloadableLine(state, product, productOption, faults.has(OPTION_LINE_FAULT.linksUnchecked));
  return null;
}
