// Gift card products (Magento_GiftCard) as a real Adobe Commerce 2.4.6-p1 saves, answers and sells them (probed
// 2026-12-02, tests/corpus/real-commerce-2.4.6-p1/gift-card.json): the product type's amounts and attributes, the cart
// item's gift card options and their checks, and what a virtual card makes of its quote. Code references are to
// vendor/magento/module-gift-card of that release.

import { asNumber, asString } from '../context.ts';
import { inputError } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import type { State } from '../state.ts';

export const GIFTCARD_TYPE = 'giftcard';

/** The id of the giftcard_amounts attribute on the reference's installation (an install's own number: the real one's
 * is 135). */
const AMOUNTS_ATTRIBUTE_ID = 135;

export function isGiftCard(product: JsonObject | undefined): boolean {
  return product?.type_id === GIFTCARD_TYPE;
}

function attributeOf(product: JsonObject, code: string): Json | undefined {
  return ((product.__custom_attributes as JsonObject[] | undefined) ?? []).find((entry) => entry.attribute_code === code)?.value;
}

/** giftcard_type 0 virtual, 1 physical, 2 combined (Setup/Patch/Data/AddGifcardAttributes.php). */
export function isVirtualGiftCard(product: JsonObject | undefined): boolean {
  return isGiftCard(product) && String(attributeOf(product as JsonObject, 'giftcard_type') ?? '0') === '0';
}

function amountsOf(state: State, productId: number): JsonObject[] {
  return state.giftCardAmounts.all().filter((row) => row.product_id === productId);
}

/**
 * A gift card product's save (Model/Product/SaveHandler.php:137-160): its amounts are written anew on every save (new
 * value ids, the amounts sent, or the ones it had when none are sent); its price is the first amount; it requires
 * options (required_options and has_options 1); a virtual card carries no weight.
 */
export function saveGiftCardProduct(state: State, row: JsonObject, extension: JsonObject): void {
  const productId = Number(row.id);
  const given = Array.isArray(extension.giftcard_amounts) ? extension.giftcard_amounts.filter(isObject) : null;
  const kept = amountsOf(state, productId).map((amount) => ({ website_id: amount.website_id ?? 0, value: amount.value ?? 0 }));
  for (const amount of amountsOf(state, productId)) state.giftCardAmounts.delete(Number(amount.value_id));
  const amounts = given === null ? kept : given.map((amount) => ({ website_id: asNumber((amount as JsonObject).website_id, 0), value: asNumber((amount as JsonObject).value ?? (amount as JsonObject).website_value, 0) }));
  for (const amount of amounts) state.giftCardAmounts.insert({ product_id: productId, website_id: amount.website_id, value: amount.value }, 'value_id');
  const first = amounts[0];
  if (first !== undefined) row.price = first.value;
  const attributes = (row.__custom_attributes as JsonObject[] | undefined) ?? [];
  for (const code of ['required_options', 'has_options'] as const) {
    const entry = attributes.find((attribute) => attribute.attribute_code === code);
    if (entry !== undefined) entry.value = '1';
    else attributes.push({ attribute_code: code, value: '1' });
  }
  row.__custom_attributes = attributes;
  if (isVirtualGiftCard(row)) row.weight = null;
}

/** The amounts as the product answers them: the extension attribute (website_value null) and the custom attribute
 * the EAV backend reads (text values, Content Staging's row_id). */
export function giftCardProductParts(state: State, row: JsonObject): { extension: JsonObject[]; attribute: JsonObject } {
  const amounts = amountsOf(state, Number(row.id));
  return {
    extension: amounts.map((amount) => ({ attribute_id: AMOUNTS_ATTRIBUTE_ID, website_id: amount.website_id ?? 0, value: amount.value ?? 0, website_value: null })),
    attribute: { attribute_code: 'giftcard_amounts', value: amounts.map((amount) => ({ value_id: String(amount.value_id), website_id: String(amount.website_id), value: asNumber(amount.value, 0).toFixed(4), attribute_id: String(AMOUNTS_ATTRIBUTE_ID), row_id: String(row.id), website_value: amount.value ?? 0 })) },
  };
}

/** The gift card options of a cart item as the cart answers them (the message is not among them). */
const ITEM_OPTION_FIELDS = ['giftcard_amount', 'giftcard_sender_name', 'giftcard_recipient_name', 'giftcard_sender_email', 'giftcard_recipient_email'] as const;

/**
 * The gift card options of a cart item, checked as Giftcard::_validate does in strict mode (Model/Catalog/Product/
 * Type/Giftcard.php:273-458): an amount among the product's (or a custom one where open amounts are allowed, within
 * their bounds; one allowed amount is taken when none is chosen), a recipient and a sender name, and for a card that
 * is not physical both e-mails; two or more of those missing is one message. Answers the amount and the options kept.
 */
export function giftCardItemOption(state: State, product: JsonObject, productOption: unknown): { amount: number; option: JsonObject } {
  const extension = isObject(productOption) && isObject(productOption.extension_attributes) ? productOption.extension_attributes : {};
  const given = isObject(extension.giftcard_item_option) ? extension.giftcard_item_option : {};
  const text = (field: string): string => asString(given[field], '').trim();
  const physical = String(attributeOf(product, 'giftcard_type') ?? '0') === '1';
  const allowed = amountsOf(state, Number(product.id)).map((row) => asNumber(row.value, 0));
  const allowOpen = String(attributeOf(product, 'allow_open_amount') ?? '0') === '1';
  const selected = text('giftcard_amount');
  const custom = asNumber(given.custom_giftcard_amount, 0);
  let empty = ['giftcard_recipient_name', 'giftcard_sender_name', ...(physical ? [] : ['giftcard_recipient_email', 'giftcard_sender_email'])].filter((field) => text(field) === '').length;
  if ((selected === 'custom' || selected === '') && allowOpen && custom <= 0) empty += 1;
  else if (selected !== '' && !Number.isNaN(Number(selected))) {
    if (!allowed.includes(Number(selected))) empty += 1;
  } else if (allowed.length !== 1) empty += 1;
  if (empty > 1) throw inputError('Please specify all the required information.');
  let amount: number | null = null;
  if ((selected === 'custom' || selected === '') && allowOpen) {
    if (custom <= 0) throw inputError('Please specify a gift card amount.');
    const min = asNumber(attributeOf(product, 'open_amount_min'), 0);
    const max = asNumber(attributeOf(product, 'open_amount_max'), 0);
    if (min > 0 && custom < min) throw inputError('Gift Card min amount is %1', [`$${min.toFixed(2)}`]);
    if (max > 0 && custom > max) throw inputError('Gift Card max amount is %1', [`$${max.toFixed(2)}`]);
    amount = custom;
  } else if (selected !== '' && allowed.includes(Number(selected))) amount = Number(selected);
  if (amount === null && allowed.length === 1) amount = allowed[0] ?? null;
  if (amount === null) throw inputError('Please specify a gift card amount.');
  if (text('giftcard_recipient_name') === '') throw inputError('Please specify a recipient name.');
  if (text('giftcard_sender_name') === '') throw inputError('Please specify a sender name.');
  if (!physical && text('giftcard_recipient_email') === '') throw inputError('Please specify a recipient email.');
  if (!physical && text('giftcard_sender_email') === '') throw inputError('Please specify a sender email.');
  const option: JsonObject = {};
  for (const field of [...ITEM_OPTION_FIELDS, 'giftcard_message'] as const) if (given[field] !== undefined && given[field] !== null && given[field] !== '') option[field] = clone(given[field] as Json);
  option.giftcard_amount = selected === '' || selected === 'custom' ? String(amount) : selected;
  return { amount, option };
}

/** The cart item's product_option as the cart answers it. */
export function cartItemProductOption(option: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const field of ITEM_OPTION_FIELDS) if (option[field] !== undefined) out[field] = clone(option[field] as Json);
  return { extension_attributes: { giftcard_item_option: out } };
}

/** The order item's product_option: the options with the message, and the codes made for it once invoiced. */
export function orderItemProductOption(option: JsonObject, codes: string[] | undefined): JsonObject {
  const out: JsonObject = {};
  for (const field of [...ITEM_OPTION_FIELDS, 'giftcard_message'] as const) if (option[field] !== undefined) out[field] = clone(option[field] as Json);
  if (codes !== undefined && codes.length > 0) out.extension_attributes = { giftcard_created_codes: [...codes] };
  return { extension_attributes: { giftcard_item_option: out } };
}

/** The e-mail template the order item keeps (Model/Plugin/QuoteItem.php:93-103): the product's own, the config's
 * when use_config_email_template is 1, else none, and the invoice will fail (see gift-card-accounts.ts). */
export function emailTemplateOf(product: JsonObject): string | null {
  if (String(attributeOf(product, 'use_config_email_template') ?? '') === '1') return 'giftcard_email_template';
  const own = attributeOf(product, 'email_template');
  return typeof own === 'string' && own !== '' ? own : null;
}
