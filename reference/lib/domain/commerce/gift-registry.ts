// Gift registries (Magento_GiftRegistry) as a real Adobe Commerce 2.4.6-p1 plays them (probed 2026-12-02,
// tests/corpus/real-commerce-2.4.6-p1/gift-registry.json): the two REST shipping estimates, which take a registry
// ITEM id, and the GraphQL operations that alone make a registry and its items (createGiftRegistry,
// moveCartItemsToGiftRegistry, removeGiftRegistry, with customerCart for the cart's uid). A registry goes with its
// customer. Code references are to vendor/magento/module-gift-registry and module-gift-registry-graph-ql.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyValue } from '../context.ts';
import { DomainError, notFound } from '../errors.ts';
import type { GraphqlCall, GraphqlResult } from '../api.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone, isObject } from '../json.ts';
import { activeCartOf, createCart, maskedIdFor, resolveCart } from '../quote/index.ts';
import { estimatedRates } from '../quote/checkout.ts';
import { makeCtx } from '../context.ts';
import type { DomainOptions } from '../api.ts';
import type { State } from '../state.ts';

const GR = 'Magento\\GiftRegistry\\Api\\';

/** The registry types of a 2.4.6-p1 install (magento_giftregistry_type): their uids are base64 of their ids. */
const TYPES: Readonly<Record<number, string>> = { 1: 'Birthday', 2: 'Baby Registry', 3: 'Wedding' };

const uidOf = (id: number): string => Buffer.from(String(id)).toString('base64');
const idOfUid = (uid: string): number => Number(Buffer.from(uid, 'base64').toString('utf8'));

/** Entity::loadByEntityItem (Model/ResourceModel/Entity.php:178-194): the registry holding that item. */
function registryOfItem(state: State, itemId: number): JsonObject | undefined {
  const item = state.giftRegistryItems.get(itemId);
  return item === undefined ? undefined : state.giftRegistries.get(asNumber(item.entity_id, -1));
}

/**
 * ShippingMethodManagement::estimateByRegistryId (Model/ShippingMethodManagement.php:56-73; the guest service swaps
 * the masked id first and calls it): the registry is looked up before the cart, by an item id, so an unknown one
 * answers 404 whatever the cart; then the cart's rates for the registry's shipping address (none for an empty cart).
 * Nothing checks that the registry is public, active or the caller's.
 */
function estimate(ctx: Ctx): Json {
  const registry = registryOfItem(ctx.state, asNumber(bodyValue(ctx, 'registryId'), -1));
  if (registry === undefined) throw notFound('Unknown gift registry identifier');
  return estimatedRates(ctx.state, ctx.call.route.serviceClass.includes('GuestCart') ? guestCart(ctx) : resolveCart(ctx));
}

/** The guest service's cart: the masked id of the URL (an unknown one: the quote id it maps to, null, not found). */
function guestCart(ctx: Ctx): JsonObject {
  const id = ctx.state.maskedCarts.get(ctx.call.params.cartId ?? '');
  const cart = id === undefined ? undefined : ctx.state.carts.get(id);
  if (cart === undefined) throw new DomainError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'cartId', fieldValue: null });
  return cart;
}

export const giftRegistryHandlers: HandlerTable = {
  [`${GR}ShippingMethodManagementInterface::estimateByRegistryId`]: estimate,
  [`${GR}GuestCart\\ShippingMethodManagementInterface::estimateByRegistryId`]: estimate,
};

// ------------------------------------------------------------------------------------------------------------------
// GraphQL.

type Resolver = (state: State, call: GraphqlCall, options: DomainOptions) => GraphqlResult;

const input = (message: string): GraphqlResult => ({ error: message, category: 'graphql-input' });
const NOT_CUSTOMER: GraphqlResult = { error: 'The current user cannot perform operations on gift registry', category: 'graphql-authorization' };

function customerOf(call: GraphqlCall): number | null {
  return call.identity.kind === 'customer' && call.identity.userId !== null ? call.identity.userId : null;
}

/** A registry as GiftRegistryOutputDataMapper answers it. */
function registryOutput(state: State, registry: JsonObject): JsonObject {
  const id = Number(registry.entity_id);
  const customer = state.customers.get(asNumber(registry.customer_id, -1));
  return {
    uid: registry.url_key ?? null,
    event_name: registry.title ?? null,
    message: registry.message ?? null,
    status: registry.is_active === 1 ? 'ACTIVE' : 'INACTIVE',
    privacy_settings: registry.is_public === 1 ? 'PUBLIC' : 'PRIVATE',
    created_at: registry.created_at ?? null,
    owner_name: customer === undefined ? null : `${String(customer.firstname)} ${String(customer.lastname)}`,
    type: { uid: uidOf(asNumber(registry.type_id, 1)), label: TYPES[asNumber(registry.type_id, 1)] ?? null },
    shipping_address: clone((registry.shipping_address ?? null) as Json),
    registrants: clone((registry.registrants ?? []) as Json),
    dynamic_attributes: clone((registry.dynamic_attributes ?? []) as Json),
    items: state.giftRegistryItems.all().filter((item) => item.entity_id === id).map((item) => {
      const product = state.products.get(asNumber(item.product_id, -1));
      return { uid: uidOf(Number(item.item_id)), quantity: item.qty ?? 0, quantity_fulfilled: 0, note: null, created_at: item.added_at ?? null, product: product === undefined ? null : { uid: uidOf(Number(product.id)), sku: product.sku ?? null, name: product.name ?? null } };
    }),
  };
}

/** A 32-character url_key, the registry's uid (the real one answered such a key as uid). */
function urlKey(state: State): string {
  return maskedIdFor(1_000_000 + state.giftRegistries.peekNextId()).slice(0, 32);
}

/** CreateGiftRegistry (Model/Resolver/CreateGiftRegistry.php:95-159): a customer's, of a known type, with exactly
 * one address (address_data or an address id of the customer's book). */
const createGiftRegistry: Resolver = (state, call, options) => {
  const customerId = customerOf(call);
  if (customerId === null) return NOT_CUSTOMER;
  const given = isObject(call.args.giftRegistry) ? (call.args.giftRegistry as JsonObject) : {};
  const typeId = idOfUid(asString(given.gift_registry_type_uid, ''));
  if (TYPES[typeId] === undefined) return input('The type is incorrect. Verify and try again.');
  const shipping = isObject(given.shipping_address) ? (given.shipping_address as JsonObject) : {};
  const address = isObject(shipping.address_data) ? (shipping.address_data as JsonObject) : null;
  const addressId = shipping.address_id;
  if ((address === null) === (addressId === undefined || addressId === null)) return input('Either address data or address ID should be provided.');
  const book = address === null ? state.addresses.get(asNumber(addressId, -1)) : undefined;
  const region = address !== null && isObject(address.region) ? (address.region as JsonObject) : {};
  const exported: JsonObject =
    address !== null
      ? { firstname: address.firstname ?? null, lastname: address.lastname ?? null, street: clone((address.street ?? []) as Json), city: address.city ?? null, region_id: region.region_id ?? null, region: region.region ?? null, postcode: address.postcode ?? null, country_code: address.country_code ?? null, telephone: address.telephone ?? null }
      : { firstname: book?.firstname ?? null, lastname: book?.lastname ?? null, street: clone((book?.street ?? []) as Json), city: book?.city ?? null, region_id: book?.region_id ?? null, postcode: book?.postcode ?? null, country_code: book?.country_id ?? null, telephone: book?.telephone ?? null };
  const registrants = (Array.isArray(given.registrants) ? given.registrants.filter(isObject) : []).map((registrant, index) => ({ uid: uidOf(state.giftRegistries.peekNextId() * 100 + index + 1), firstname: (registrant as JsonObject).firstname ?? null, lastname: (registrant as JsonObject).lastname ?? null, email: (registrant as JsonObject).email ?? null, dynamic_attributes: [] }));
  const row: JsonObject = {
    type_id: typeId,
    customer_id: customerId,
    website_id: 1,
    is_public: given.privacy_settings === 'PUBLIC' ? 1 : 0,
    is_active: given.status === 'INACTIVE' ? 0 : 1,
    url_key: urlKey(state),
    title: given.event_name ?? null,
    message: given.message ?? null,
    created_at: makeCtx({ route: { method: 'POST', url: '/graphql', module: 'Magento_GiftRegistryGraphQl', serviceClass: 'GraphQl', serviceMethod: 'createGiftRegistry', resources: ['self'] }, params: {}, query: new URLSearchParams(), body: undefined, identity: call.identity, storeCode: call.storeCode }, state, options).now(),
    shipping_address: exported,
    registrants,
    dynamic_attributes: clone((given.dynamic_attributes ?? []) as Json),
  };
  state.giftRegistries.insert(row, 'entity_id');
  return { data: { gift_registry: registryOutput(state, row) } };
};

/** The uid the customer's cart answers (quote_id_mask): kept on the cart, made when first asked for. */
function cartUid(cart: JsonObject): string {
  if (typeof cart.__graphql_mask !== 'string') cart.__graphql_mask = maskedIdFor(Number(cart.id) + 500_000);
  return String(cart.__graphql_mask);
}

/** customerCart (QuoteGraphQl): the customer's active cart, made when there is none; a guest is refused. */
const customerCart: Resolver = (state, call, options) => {
  const customerId = customerOf(call);
  if (customerId === null) return { error: 'The request is allowed for logged in customer', category: 'graphql-authorization' };
  const ctx = makeCtx({ route: { method: 'POST', url: '/graphql', module: 'Magento_QuoteGraphQl', serviceClass: 'GraphQl', serviceMethod: 'customerCart', resources: ['self'] }, params: {}, query: new URLSearchParams(), body: undefined, identity: call.identity, storeCode: call.storeCode }, state, options);
  const cart = activeCartOf(state, customerId) ?? createCart(ctx, customerId);
  return { data: { id: cartUid(cart), items: [], total_quantity: 0 } };
};

/** MoveCartItemsToGiftRegistry (Model/Resolver/MoveCartItemsToGiftRegistry.php:95-140): the customer's own registry
 * and cart; every item of the cart moves into the registry (a product it holds already adds up), the cart is left
 * empty. */
const moveCartItemsToGiftRegistry: Resolver = (state, call) => {
  const customerId = customerOf(call);
  if (customerId === null) return NOT_CUSTOMER;
  const registry = state.giftRegistries.all().find((row) => row.url_key === call.args.giftRegistryUid);
  if (registry === undefined || registry.customer_id !== customerId) return input('The gift registry ID is incorrect. Verify the ID and try again.');
  const mask = asString(call.args.cartUid, '');
  const cart = state.carts.all().find((row) => row.__graphql_mask === mask);
  if (cart === undefined) return { error: `Could not find a cart with ID "${mask}"`, category: 'graphql-no-such-entity' };
  if (cart.__customer_id !== customerId) return { error: `The current user cannot perform operations on cart "${mask}"`, category: 'graphql-authorization' };
  for (const line of state.cartItems.all().filter((item) => item.__cart_id === cart.id)) {
    const held = state.giftRegistryItems.all().find((item) => item.entity_id === registry.entity_id && item.product_id === line.__product_id);
    if (held !== undefined) held.qty = asNumber(held.qty, 0) + asNumber(line.qty, 0);
    else state.giftRegistryItems.insert({ entity_id: registry.entity_id ?? null, product_id: line.__product_id ?? null, qty: asNumber(line.qty, 0), added_at: registry.created_at ?? null }, 'item_id');
    state.cartItems.delete(Number(line.item_id));
  }
  return { data: { status: true, gift_registry: registryOutput(state, registry), user_errors: [] } };
};

/** RemoveGiftRegistry (Model/Resolver/RemoveGiftRegistry.php:66-100): the customer's own registry, with its items. */
const removeGiftRegistry: Resolver = (state, call) => {
  const customerId = customerOf(call);
  if (customerId === null) return NOT_CUSTOMER;
  const registry = state.giftRegistries.all().find((row) => row.url_key === call.args.giftRegistryUid);
  if (registry === undefined) return input('The gift registry ID is incorrect. Verify the ID and try again.');
  if (registry.customer_id !== customerId) return input("You don't allow to remove this gift registry.");
  dropRegistry(state, Number(registry.entity_id));
  return { data: { success: true } };
};

function dropRegistry(state: State, id: number): void {
  state.giftRegistries.delete(id);
  for (const item of state.giftRegistryItems.all()) if (item.entity_id === id) state.giftRegistryItems.delete(Number(item.item_id));
}

/** The GraphQL fields the reference resolves, by operation type. */
export const GRAPHQL_RESOLVERS: Readonly<Record<'query' | 'mutation', Readonly<Record<string, Resolver>>>> = {
  query: { customerCart },
  mutation: { createGiftRegistry, moveCartItemsToGiftRegistry, removeGiftRegistry },
};
