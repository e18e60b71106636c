// GET /V1/products-render-info (ProductRenderListInterface::getList): the storefront's render data of products –
// buttons, prices with their formatted HTML, placeholder images per widget, URL – shaped like the platform's.

import type { HandlerTable } from './context.ts';
import { asNumber, queryValue, searchCall } from './context.ts';
import { readScoped } from './scope.ts';
import { productKey } from './catalog/lookup.ts';
import { productsSource } from './catalog/products.ts';
import type { JsonObject } from './json.ts';
import { listSearch } from './search.ts';
import type { State } from './state.ts';

const BASE_URL = 'http://localhost/';
const PLACEHOLDER = `${BASE_URL}static/frontend/Magento/luma/en_US/Magento_Catalog/images/product/placeholder/`;
/** Image codes of the recently viewed/compared widgets, with their sizes. */
const IMAGE_CODES: Array<[string, number, number, string]> = [
  ['recently_viewed_products_grid_content_widget', 240, 300, 'small_image'],
  ['recently_viewed_products_list_content_widget', 270, 340, 'small_image'],
  ['recently_viewed_products_images_names_widget', 75, 90, 'small_image'],
  ['recently_compared_products_grid_content_widget', 240, 300, 'small_image'],
  ['recently_compared_products_list_content_widget', 270, 340, 'small_image'],
  ['recently_compared_products_images_names_widget', 75, 90, 'thumbnail'],
];

function priceHtml(value: number): string {
  return `<span class="price">$${value.toFixed(2)}</span>`;
}

/** One price info block. `withSpecialPrice`: the tax adjustments carry a special price, the main block has none
 * (null). The formatted minimal regular price is never set by the platform's formatter, so it is null in both
 * blocks: unset getters of data objects are rendered as null. */
function prices(price: number, withSpecialPrice: boolean): JsonObject {
  return {
    final_price: price,
    max_price: price,
    max_regular_price: price,
    minimal_regular_price: price,
    special_price: withSpecialPrice ? price : null,
    minimal_price: price,
    regular_price: price,
    formatted_prices: {
      final_price: priceHtml(price),
      max_price: priceHtml(price),
      minimal_price: priceHtml(price),
      max_regular_price: priceHtml(price),
      minimal_regular_price: null,
      special_price: withSpecialPrice ? priceHtml(price) : null,
      regular_price: priceHtml(price),
    },
  };
}

function urlKeyOf(product: JsonObject): string {
  const entry = ((product.__custom_attributes as JsonObject[] | undefined) ?? []).find((attribute) => attribute.attribute_code === 'url_key');
  return typeof entry?.value === 'string' ? entry.value : String(product.sku);
}

function renderItem(state: State, product: JsonObject, storeId: number, currency: string): JsonObject {
  const id = Number(product.id);
  const scoped = readScoped(state, productKey(id), storeId, product);
  const name = String(scoped.name);
  const price = asNumber(scoped.price, 0);
  const url = `${BASE_URL}${urlKeyOf(product)}.html`;
  const cartUrl = `${BASE_URL}checkout/cart/add/uenc/%25uenc%25/product/${id}/`;
  const priceInfo = prices(price, false);
  priceInfo.extension_attributes = {
    msrp: { msrp_price: priceHtml(0), is_applicable: '', is_shown_price_on_gesture: '', msrp_message: '', explanation_message: 'Our price is lower than the manufacturer&#039;s &quot;minimum advertised price.&quot;' },
    tax_adjustments: prices(price, true),
    weee_attributes: [],
    weee_adjustment: priceHtml(price),
  };
  const stock = state.stockItems.get(id);
  return {
    add_to_cart_button: { post_data: JSON.stringify({ action: cartUrl, data: { product: String(id), uenc: '%uenc%' } }), url: cartUrl, required_options: false },
    add_to_compare_button: { post_data: null, url: JSON.stringify({ action: `${BASE_URL}catalog/product_compare/add/`, data: { product: String(id), uenc: '' } }), required_options: null },
    price_info: priceInfo,
    images: IMAGE_CODES.map(([code, width, height, kind]) => ({ url: `${PLACEHOLDER}${kind}.jpg`, code, height, width, label: name, resized_width: width, resized_height: height })),
    url,
    id,
    name,
    type: String(product.type_id),
    is_salable: stock?.is_in_stock === false ? '0' : '1',
    store_id: storeId === 0 ? 1 : storeId,
    currency_code: currency,
    extension_attributes: {
      review_html: `<div class="product-reviews-summary short empty"><div class="reviews-actions"><a class="action add" href="${url}#review-form">Be the first to review this product</a></div></div>`,
      wishlist_button: { post_data: null, url: JSON.stringify({ action: `${BASE_URL}wishlist/index/add/`, data: { product: id, uenc: '' } }), required_options: null },
    },
  };
}

export const renderHandlers: HandlerTable = {
  ['Magento\\Catalog\\Api\\ProductRenderListInterface::getList']: (ctx) => {
    const storeIdQuery = queryValue(ctx, 'storeId');
    const storeId = storeIdQuery !== null && /^\d+$/.test(storeIdQuery) ? Number(storeIdQuery) : ctx.storeId;
    const currency = queryValue(ctx, 'currencyCode') ?? 'USD';
    // Only enabled, visible products render; the answer carries items only (no criteria echo, no count).
    const visible = ctx.state.products.all().filter((product) => {
      const scoped = readScoped(ctx.state, productKey(Number(product.id)), storeId, product);
      return asNumber(scoped.status, 1) === 1 && asNumber(product.visibility, 4) !== 1;
    });
    // The criteria name the product collection's attributes (id is none: 400), not the render items' fields.
    const page = listSearch({ ...searchCall(ctx), itemFields: [] }, visible, productsSource(ctx.state, storeId));
    return { items: (page.items as JsonObject[]).map((product) => renderItem(ctx.state, product, storeId, currency)) };
  },
};
