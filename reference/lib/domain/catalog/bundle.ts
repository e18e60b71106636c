// Bundle products: their options and the children of each option (Magento_Bundle), as the real 2.4.7 answers them:
//  - a child link's id is text ("1"), unique across the installation; option ids are integers;
//  - the children list (GET .../children) answers each link with price and price_type null, the option reads and the
//    product's bundle_product_options with the child product's price and price_type null on a dynamic-price bundle,
//    and with the selection's own price and price_type on a fixed-price one (price_type 1: the real 2.4.7-p3,
//    2026-11-28);
//  - a product save whose bundle_product_options name an option_id the product holds changes that option in place
//    (its id kept), and a link by its id likewise; options not sent are removed (the real 2.4.7-p3);
//  - adding a child answers the new link's id as an integer, saving one answers true; a new option's id is answered
//    as text ("10"), an updated option's as an integer;
//  - removing a child that is not in the option answers 404 "The bundle product doesn't exist. Review your request
//    and try again." (LinkManagement::removeChild).

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, intParam, param } from '../context.ts';
import { inputError, notFound } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { isObject } from '../json.ts';
import type { State } from '../state.ts';
import { findProduct, requireProduct } from './lookup.ts';

const OPTION_NOT_FOUND = 'The option that was requested doesn\'t exist. Verify the entity and try again.';

function requireBundle(state: State, sku: string): JsonObject {
  const product = requireProduct(state, sku);
  if (product.type_id !== 'bundle') throw inputError('This is implemented for bundle products only.');
  return product;
}

/** The next link id (catalog_product_bundle_selection): one sequence for every bundle, above every id held and every
 * id drawn before (an auto-increment: the real 2.4.7-p3 gives a selection added after another was removed an id above
 * the removed one's). */
function nextLinkId(state: State): string {
  let last = 0;
  for (const option of state.bundleOptions.all()) for (const link of (option.__links as JsonObject[] | undefined) ?? []) last = Math.max(last, Number(link.id) || 0);
  const sequence = state.bundleSelectionIds;
  while (sequence.peekNextId() <= last) sequence.delete(Number(sequence.insert({}, 'id').id));
  const drawn = Number(sequence.insert({}, 'id').id);
  sequence.delete(drawn);
  return String(drawn);
}

/** A link as stored, from a request's linkedProduct (or a product_links entry). */
function newLink(state: State, input: JsonObject, optionId: number): JsonObject {
  return { id: nextLinkId(state), sku: asString(input.sku, ''), option_id: optionId, qty: asNumber(input.qty, 1), position: asNumber(input.position, 0), is_default: input.is_default === true, price: asNumber(input.price, 0), price_type: asNumber(input.price_type, 0), can_change_quantity: asNumber(input.can_change_quantity, 0) };
}

/** Whether the bundle of `sku` has a fixed price (its price_type attribute is 1): its selections keep their own prices. */
function fixedPrice(state: State, sku: string): boolean {
  const bundle = findProduct(state, sku);
  const attributes = (bundle?.__custom_attributes as JsonObject[] | undefined) ?? [];
  return String(attributes.find((entry) => entry.attribute_code === 'price_type')?.value ?? '0') === '1';
}

function serializeLink(state: State, link: JsonObject, inList: boolean, fixed: boolean): JsonObject {
  const child = findProduct(state, String(link.sku));
  const price = inList ? null : fixed ? (link.price ?? 0) : (child?.price ?? null);
  return { id: link.id ?? '', sku: link.sku ?? '', option_id: link.option_id ?? 0, qty: link.qty ?? 1, position: link.position ?? 0, is_default: link.is_default ?? false, price, price_type: !inList && fixed ? (link.price_type ?? 0) : null, can_change_quantity: link.can_change_quantity ?? 0 };
}

/** An option as the product and the options list answer it; `byId`: as GET /V1/bundle-products/:sku/options/:optionId
 * answers it, a dynamic bundle's selections priced null there (the real 2.4.7-p3, probed 2026-12-03: the list and the
 * product answered the child's price 7, the read by id price null, price_type null; a fixed-price bundle's keep theirs). */
function serializeOption(state: State, option: JsonObject, byId = false): JsonObject {
  const fixed = fixedPrice(state, String(option.sku));
  return { option_id: option.option_id ?? 0, title: option.title ?? '', required: option.required ?? false, type: option.type ?? 'select', position: option.position ?? 0, sku: option.sku ?? '', product_links: ((option.__links as JsonObject[] | undefined) ?? []).map((link) => serializeLink(state, link, byId && !fixed, fixed)) };
}

/** The bundle options of a product, as the product and the option reads answer them. */
export function bundleOptionsOf(state: State, sku: string): JsonObject[] {
  return state.bundleOptions.all().filter((option) => option.sku === sku).map((option) => serializeOption(state, option));
}

function insertOption(state: State, sku: string, input: JsonObject): JsonObject {
  const row: JsonObject = { title: asString(input.title, ''), required: input.required === true, type: asString(input.type, 'select'), position: asNumber(input.position, 0), sku };
  state.bundleOptions.insert(row, 'option_id');
  // One after the other: each new link's id follows the ones made before it (catalog_product_bundle_selection).
  const links: JsonObject[] = [];
  row.__links = links;
  for (const link of Array.isArray(input.product_links) ? input.product_links : []) if (isObject(link)) links.push(newLink(state, link, Number(row.option_id)));
  return row;
}

/** The options a product body carries (extension_attributes.bundle_product_options) are the product's from now on: one
 * with the id of an option the product holds is that option, changed in place, with its links by id likewise. */
export function saveBundleOptions(state: State, product: JsonObject, options: unknown[], keepLeftOut = false): void {
  const sku = String(product.sku);
  const entries = options.filter((option): option is JsonObject => isObject(option));
  const sentIds = new Set(entries.map((option) => Number(option.option_id)));
  if (!keepLeftOut) for (const option of state.bundleOptions.all()) if (option.sku === sku && !sentIds.has(Number(option.option_id))) state.bundleOptions.delete(Number(option.option_id));
  for (const input of entries) {
    const held = state.bundleOptions.all().find((option) => option.sku === sku && option.option_id === Number(input.option_id));
    if (held === undefined) {
      insertOption(state, sku, input);
      continue;
    }
    Object.assign(held, { title: asString(input.title, ''), required: input.required === true, type: asString(input.type, 'select'), position: asNumber(input.position, 0) });
    const links = (held.__links as JsonObject[] | undefined) ?? [];
    const saved: JsonObject[] = [];
    for (const entry of Array.isArray(input.product_links) ? input.product_links : []) {
      if (!isObject(entry)) continue;
      const kept = links.find((candidate) => candidate.id === String(entry.id));
      // A new link's id follows every id held (the option's old links and the ones saved so far are still counted).
      held.__links = [...links, ...saved];
      const link = newLink(state, entry, Number(held.option_id));
      saved.push(kept === undefined ? link : { ...link, id: kept.id ?? link.id ?? '' });
    }
    held.__links = saved;
  }
}

function requireOption(state: State, sku: string, optionId: number): JsonObject {
  const option = state.bundleOptions.all().find((candidate) => candidate.sku === sku && candidate.option_id === optionId);
  if (option === undefined) throw notFound(OPTION_NOT_FOUND);
  return option;
}

/** ProductOptionManagementInterface::save: the option of the body's sku, new or (with an id) changed. */
function saveOption(ctx: Ctx): string | number {
  const input = bodyObject(ctx, 'option');
  const product = requireBundle(ctx.state, asString(input.sku, ''));
  const id = ctx.call.params.optionId ?? (input.option_id === undefined || input.option_id === null ? undefined : String(input.option_id));
  if (id === undefined) return String(insertOption(ctx.state, String(product.sku), input).option_id);
  // An id no option of this bundle has is taken for a new option (Option\SaveAction::saveOptionItem resets it): the
  // real 2.4.7-p3 and 2.4.6-p1 answered PUT /V1/bundle-products/options/2100000000 with the new option's id.
  const known = ctx.state.bundleOptions.all().find((candidate) => candidate.sku === product.sku && candidate.option_id === asNumber(id, -1));
  if (known === undefined) return String(insertOption(ctx.state, String(product.sku), input).option_id);
  const option = known;
  for (const field of ['title', 'type', 'position'] as const) if (input[field] !== undefined) option[field] = field === 'position' ? asNumber(input[field], 0) : asString(input[field], '');
  if (input.required !== undefined) option.required = input.required === true;
  // Links sent are the option's links from now on ([] removes them all); left out, they stay (real 2.4.7-p3).
  if (Array.isArray(input.product_links)) option.__links = input.product_links.filter(isObject).map((link) => newLink(ctx.state, link as JsonObject, Number(option.option_id)));
  return Number(option.option_id);
}

export const bundleHandlers: HandlerTable = {
  ['Magento\\Bundle\\Api\\ProductLinkManagementInterface::getChildren']: (ctx) => {
    const product = requireBundle(ctx.state, param(ctx, 'productSku'));
    return ctx.state.bundleOptions
      .all()
      .filter((option) => option.sku === product.sku)
      .flatMap((option) => ((option.__links as JsonObject[] | undefined) ?? []).map((link) => serializeLink(ctx.state, link, true, false)));
  },
  ['Magento\\Bundle\\Api\\ProductLinkManagementInterface::addChildByProductSku']: (ctx) => {
    const product = requireBundle(ctx.state, param(ctx, 'sku'));
    const option = requireOption(ctx.state, String(product.sku), intParam(ctx, 'optionId'));
    const input = bodyObject(ctx, 'linkedProduct');
    const child = requireProduct(ctx.state, asString(input.sku, ''));
    const links = (option.__links as JsonObject[] | undefined) ?? [];
    if (links.some((link) => link.sku === child.sku)) throw inputError('Child with specified sku: "%1" already assigned to product: "%2"', [String(child.sku), String(product.sku)]);
    const link = newLink(ctx.state, input, Number(option.option_id));
    option.__links = [...links, link];
    // bundle-child-answers-other-id: the child is added and the answer is another id (the next).
    return ctx.options.faults.has('bundle-child-answers-other-id') ? Number(link.id) + 1 : Number(link.id);
  },
  ['Magento\\Bundle\\Api\\ProductLinkManagementInterface::saveChild']: (ctx) => {
    const product = requireBundle(ctx.state, param(ctx, 'sku'));
    const input = bodyObject(ctx, 'linkedProduct');
    const id = ctx.call.params.id ?? asString(input.id, '');
    const link = ctx.state.bundleOptions.all().flatMap((option) => (option.sku === product.sku ? ((option.__links as JsonObject[] | undefined) ?? []) : [])).find((candidate) => candidate.id === id);
    // BundleLinkManagement::saveChild loads the selection by the id alone: none is an input error, with the id as
    // sent (the real 2.4.7-p3 and 2.4.6-p1: 400, parameters ["2100000000"]).
    if (link === undefined) throw inputError('The product link with the "%1" ID field wasn\'t found. Verify the ID and try again.', [id]);
    for (const field of ['qty', 'position', 'price', 'price_type', 'can_change_quantity'] as const) if (input[field] !== undefined) link[field] = asNumber(input[field], 0);
    if (input.is_default !== undefined) link.is_default = input.is_default === true;
    return true;
  },
  ['Magento\\Bundle\\Api\\ProductLinkManagementInterface::removeChild']: (ctx) => {
    const product = requireBundle(ctx.state, param(ctx, 'sku'));
    const optionId = intParam(ctx, 'optionId');
    const childSku = param(ctx, 'childSku').toLowerCase();
    const option = ctx.state.bundleOptions.all().find((candidate) => candidate.sku === product.sku && candidate.option_id === optionId);
    const links = (option?.__links as JsonObject[] | undefined) ?? [];
    if (option === undefined || !links.some((link) => String(link.sku).toLowerCase() === childSku)) throw notFound('The bundle product doesn\'t exist. Review your request and try again.');
    option.__links = links.filter((link) => String(link.sku).toLowerCase() !== childSku);
    return true;
  },
  ['Magento\\Bundle\\Api\\ProductOptionRepositoryInterface::getList']: (ctx) => {
    const options = bundleOptionsOf(ctx.state, String(requireBundle(ctx.state, param(ctx, 'sku')).sku));
    // bundle-options-list-without-links: the list leaves out each option's selections.
    return ctx.options.faults.has('bundle-options-list-without-links') ? options.map((option) => ({ ...option, product_links: [] })) : options;
  },
  ['Magento\\Bundle\\Api\\ProductOptionRepositoryInterface::get']: (ctx) => {
    const option = serializeOption(ctx.state, requireOption(ctx.state, String(requireBundle(ctx.state, param(ctx, 'sku')).sku), intParam(ctx, 'optionId')), true);
    // bundle-option-by-id-without-links: the option read by id leaves out its selections.
    return ctx.options.faults.has('bundle-option-by-id-without-links') ? { ...option, product_links: [] } : option;
  },
  ['Magento\\Bundle\\Api\\ProductOptionRepositoryInterface::deleteById']: (ctx) => {
    const product = requireBundle(ctx.state, param(ctx, 'sku'));
    const option = requireOption(ctx.state, String(product.sku), intParam(ctx, 'optionId'));
    ctx.state.bundleOptions.delete(Number(option.option_id));
    return true;
  },
  ['Magento\\Bundle\\Api\\ProductOptionManagementInterface::save']: saveOption,
  // Magento\Bundle\Model\Source\Option\Type's labels, as the real 2.4.7-p3 and 2.4.6-p1 answer them.
  ['Magento\\Bundle\\Api\\ProductOptionTypeListInterface::getItems']: () => [
    { label: 'Drop-down', code: 'select' },
    { label: 'Radio Buttons', code: 'radio' },
    { label: 'Checkbox', code: 'checkbox' },
    { label: 'Multiple Select', code: 'multi' },
  ],
};
