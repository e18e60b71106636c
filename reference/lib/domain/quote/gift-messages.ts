// Gift messages of a cart and of its items: one per cart and one per cart item; none set → the platform's [] (a null
// message).

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, param } from '../context.ts';
import { inputError, notFound, requiredField } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone } from '../json.ts';
import type { State } from '../state.ts';
import { itemsOf, resolveCart } from './carts.ts';
import { COMMERCE_FAULT } from '../faults.ts';

export const giftMessageHandlers: HandlerTable = {};

const GM = 'Magento\\GiftMessage\\Api\\';
function giftMessageInput(ctx: Ctx): JsonObject {
  const input = bodyObject(ctx, 'giftMessage');
  for (const field of ['sender', 'recipient', 'message'] as const) if (typeof input[field] !== 'string') throw requiredField(field);
  return input;
}

function storedMessage(state: State, cart: JsonObject, input: JsonObject): number {
  // A guest's message is stored with customer_id 0 (real 2.4.7-p3), a customer's with the customer's id.
  const message: JsonObject = { customer_id: typeof cart.__customer_id === 'number' ? cart.__customer_id : 0, sender: asString(input.sender, ''), recipient: asString(input.recipient, ''), message: asString(input.message, '') };
  state.giftMessages.insert(message, 'gift_message_id');
  return Number(message.gift_message_id);
}

function cartItemOf(state: State, cart: JsonObject, itemId: number): JsonObject {
  const item = itemsOf(state, cart).find((candidate) => candidate.item_id === itemId);
  if (item === undefined) throw notFound('No product with the "%1" itemId exists in the Cart. Verify your information and try again.', [itemId]);
  return item;
}

const NOT_AVAILABLE = "The gift message isn't available.";

/** Gift messages follow the store's configuration, whose default allows none (sales/gift_options/allow_order and
 * allow_items off); a product may allow them on its items (its gift_message_available attribute). */
function allowedOn(state: State, item: JsonObject): boolean {
  const product = state.products.get(asNumber(item.__product_id, -1));
  const value = ((product?.__custom_attributes as JsonObject[] | undefined) ?? []).find((entry) => entry.attribute_code === 'gift_message_available')?.value;
  return value === '1' || value === 1 || value === true;
}

function giftMessageOf(state: State, holder: JsonObject): Json {
  const message = state.giftMessages.get(asNumber(holder.__gift_message_id, -1));
  if (message === undefined) return [];
  const { gift_message_id: id = 0, ...rest } = message;
  return { gift_message_id: id, ...clone(rest) };
}

for (const prefix of ['', 'Guest']) {
  giftMessageHandlers[`${GM}${prefix}CartRepositoryInterface::get`] = (ctx) => giftMessageOf(ctx.state, resolveCart(ctx));
  giftMessageHandlers[`${GM}${prefix}CartRepositoryInterface::save`] = (ctx) => {
    const cart = resolveCart(ctx);
    if (itemsOf(ctx.state, cart).length === 0) throw inputError('Gift messages can\'t be used for an empty cart. Add an item and try again.');
    const input = giftMessageInput(ctx);
    if (asString(input.message, '') !== '') throw inputError(NOT_AVAILABLE);
    cart.__gift_message_id = storedMessage(ctx.state, cart, input);
    return true;
  };
  // Fault item-gift-message-without-ids reads an item's message as its sender, recipient and message alone.
  giftMessageHandlers[`${GM}${prefix}ItemRepositoryInterface::get`] = (ctx) => {
    const cart = resolveCart(ctx);
    const message = giftMessageOf(ctx.state, cartItemOf(ctx.state, cart, asNumber(param(ctx, 'itemId'), -1)));
    if (!ctx.options.faults.has(COMMERCE_FAULT.itemGiftMessageWithoutIds) || Array.isArray(message) || message === null || typeof message !== 'object') return message;
    const { gift_message_id: _id, customer_id: _customer, ...rest } = message;
    void _id;
    void _customer;
    return rest;
  };
  giftMessageHandlers[`${GM}${prefix}ItemRepositoryInterface::save`] = (ctx) => {
    const cart = resolveCart(ctx);
    const item = cartItemOf(ctx.state, cart, asNumber(param(ctx, 'itemId'), -1));
    const input = giftMessageInput(ctx);
    if (asString(input.message, '') !== '' && !allowedOn(ctx.state, item)) throw inputError(NOT_AVAILABLE);
    item.__gift_message_id = storedMessage(ctx.state, cart, input);
    return true;
  };
}

