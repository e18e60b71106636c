// The reference's published data types: expands the types data (types/*.json, read by types-data.ts) into Swagger 2.0
// schemas.
// Deliberate differences from the platform's own published schema (each mirrors what the platform really SENDS,
// so that every answer of the reference validates against what it publishes):
//  - `x-nullable: true` on the fields the platform answers with null (Swagger 2.0 has no null type; the vendor
//    extension is the usual way to say so). A field without it must never be null – the `null-where-not-nullable`
//    fault breaks exactly that.
//  - framework-attribute-interface.value and sales-rule-data-condition-interface.value have no type: the platform
//    sends strings, arrays (category_ids) and booleans there although it publishes `string`.
//  - customer-data-customer-interface email/firstname/lastname are x-nullable: a guest cart's customer is
//    {email: null, firstname: null, lastname: null}.
//  - Closed definitions (`additionalProperties: false`) for the product and the customer: their serializers emit
//    declared getters only, so an undeclared field there is a defect (`extra-undeclared-field`).

import type { DataTypes } from './api.ts';
import { typesData, type MethodRow } from './types-data.ts';

export type SwaggerSchema = Record<string, unknown>;

/** Fields the platform sends as null in ordinary answers (from the 2.4.7 corpus), by definition. */
export const NULLABLE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'quote-data-address-interface': ['region', 'region_id', 'region_code', 'country_id', 'telephone', 'postcode', 'city', 'firstname', 'lastname', 'email', 'street'],
  'quote-data-totals-interface': ['weee_tax_applied_amount'],
  'quote-data-totals-item-interface': ['weee_tax_applied_amount', 'weee_tax_applied'],
  'quote-data-shipping-interface': ['method'],
  'catalog-inventory-data-stock-item-interface': ['low_stock_date', 'qty'],
  'catalog-inventory-data-stock-status-interface': ['qty'],
  'sales-data-order-payment-interface': ['account_status', 'cc_last4'],
  // The repository's save answers the object decoded from the body, whose unset totals and e-mail stay null (real
  // 2.4.7-p3: PUT /V1/orders/create and POST /V1/orders on an existing order answer base_grand_total, grand_total and
  // customer_email null while the stored order keeps them).
  'sales-data-order-interface': ['base_grand_total', 'grand_total', 'customer_email'],
  'sales-data-creditmemo-item-interface': ['base_cost'],
  'sales-data-shipment-track-interface': ['weight', 'qty', 'description'],
  'customer-data-customer-interface': ['email', 'firstname', 'lastname'],
  // An address without a region (GB): region {region_code: null, region: null, region_id: 0} (real 2.4.7, POST and PUT
  // /V1/customers, GET /V1/customers/:id).
  'customer-data-region-interface': ['region_code', 'region'],
  // A bundle's children list answers price and price_type null (real 2.4.7: GET /V1/bundle-products/:sku/children);
  // the option reads answer price_type null.
  'bundle-data-link-interface': ['price', 'price_type'],
  'customer-data-attribute-metadata-interface': ['store_label', 'frontend_label'],
  'directory-data-country-information-interface': ['full_name_english', 'full_name_locale'],
  'sales-rule-data-condition-interface': ['operator'],
  'catalog-data-product-attribute-interface': ['frontend_input'],
  'catalog-data-product-render-button-interface': ['post_data', 'required_options'],
  'catalog-data-product-render-price-info-interface': ['special_price', 'minimal_regular_price'],
  'catalog-data-product-render-formatted-price-info-interface': ['special_price', 'minimal_regular_price'],
  // Returns as a real Adobe Commerce 2.4.6-p1 answers them (tests/corpus/real-commerce-2.4.6-p1/rma.json): an unknown id
  // is the empty model, every field null; a new RMA has no status or order increment id unless sent; an item's
  // quantities, reason, condition, resolution and status are null until set; a comment made with the RMA has its
  // flags and status null; a track sent empty is stored empty.
  'rma-data-rma-interface': ['increment_id', 'entity_id', 'order_id', 'order_increment_id', 'store_id', 'customer_id', 'date_requested', 'customer_custom_email', 'status'],
  'rma-data-item-interface': ['order_item_id', 'qty_requested', 'qty_authorized', 'qty_approved', 'qty_returned', 'reason', 'condition', 'resolution', 'status'],
  'rma-data-comment-interface': ['comment', 'customer_notified', 'status', 'admin'],
  'rma-data-track-interface': ['track_number', 'carrier_title', 'carrier_code'],
  // The gift-wrapping list joins no store attributes: design is null in every item (real 2.4.6-p1).
  'gift-wrapping-data-wrapping-interface': ['design'],
  'asynchronous-operations-data-operation-interface': ['serialized_data', 'result_serialized_data', 'error_code', 'result_message'],
  'asynchronous-operations-data-summary-operation-status-interface': ['error_code', 'result_message'],
  'asynchronous-operations-data-bulk-operations-status-interface': ['user_id'],
  'asynchronous-operations-data-detailed-bulk-operations-status-interface': ['user_id'],
  // Payment Services before onboarding: a button without a height set (real 2.4.7-p3: GET /V1/payments-config/...), and
  // every method of a location the module does not know (GET /V1/payments-config/<other>).
  'payment-services-paypal-data-payment-config-button-styles-interface': ['height'],
  'payment-services-paypal-payment-config-response-interface': ['apple_pay', 'google_pay', 'hosted_fields', 'smart_buttons'],
};

/** Definitions whose answers never carry undeclared fields. */
export const CLOSED_DEFINITIONS: ReadonlySet<string> = new Set(['catalog-data-product-interface', 'customer-data-customer-interface']);

/** Fields published without a type because the platform sends several JSON types there. */
export const UNTYPED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'framework-attribute-interface': ['value'],
  'sales-rule-data-condition-interface': ['value'],
};

/** m: a PHP `mixed` parameter, which the platform's schema generator publishes as a string. */
const SCALARS: Record<string, string> = { s: 'string', i: 'integer', n: 'number', b: 'boolean', o: 'object', m: 'string' };

/** A compact type spec: [!|?]code[|description] (! required, ? explicitly optional). */
export interface TypeSpec {
  code: string;
  required: boolean | null;
  description: string | null;
}

export function parseSpec(spec: string): TypeSpec {
  const required = spec.startsWith('!') ? true : spec.startsWith('?') ? false : null;
  const rest = required === null ? spec : spec.slice(1);
  const bar = rest.indexOf('|');
  return bar < 0 ? { code: rest, required, description: null } : { code: rest.slice(0, bar), required, description: rest.slice(bar + 1) };
}

function schemaOfBareCode(code: string): SwaggerSchema {
  if (code.endsWith('[]')) return { type: 'array', items: schemaOfBareCode(code.slice(0, -2)) };
  if (code.startsWith('#')) return { $ref: `#/definitions/${code.slice(1)}` };
  if (code === 'any') return {};
  const type = SCALARS[code];
  if (type === undefined) throw new Error(`Unknown type code "${code}" in the types table`);
  return { type };
}

/** One compact type spec ("!#catalog-data-product-interface[]", "b|Will returned True if deleted") → a Swagger 2.0 schema. */
export function schemaOfCode(spec: string): SwaggerSchema {
  const { code, description } = parseSpec(spec);
  const schema = schemaOfBareCode(code);
  if (description === null || '$ref' in schema) return schema;
  // The platform's order: type, description, then items.
  const { type, ...rest } = schema;
  return { type, description, ...rest };
}

export function isRequiredCode(spec: string): boolean {
  return parseSpec(spec).required === true;
}

function expandDefinition(name: string): SwaggerSchema {
  const row = typesData().definitions[name];
  if (row === undefined) throw new Error(`Unknown definition "${name}"`);
  const described = row.description === undefined ? {} : { description: row.description };
  if (row.items !== undefined) return { type: 'array', ...described, items: schemaOfCode(row.items) };
  const schema: SwaggerSchema = { type: 'object', ...described };
  if (row.properties === undefined) return schema;
  const nullable = new Set(NULLABLE_FIELDS[name] ?? []);
  const untyped = new Set(UNTYPED_FIELDS[name] ?? []);
  const properties: Record<string, SwaggerSchema> = {};
  const required: string[] = [];
  for (const [field, code] of Object.entries(row.properties)) {
    let property = untyped.has(field) ? { description: 'Value (string, array or boolean: the platform sends all three)' } : schemaOfCode(code);
    if (nullable.has(field)) property = '$ref' in property ? { allOf: [property], 'x-nullable': true } : { ...property, 'x-nullable': true };
    properties[field] = property;
    if (isRequiredCode(code)) required.push(field);
  }
  schema.properties = properties;
  if (required.length > 0) schema.required = required;
  if (CLOSED_DEFINITIONS.has(name)) schema.additionalProperties = false;
  return schema;
}

function methodKey(serviceClass: string, serviceMethod: string): string {
  return `${serviceClass.replace(/^\\/, '')}::${serviceMethod}`;
}

/** Service methods of older releases that no published 2.4 schema shows (signatures from their service contracts). */
const OLDER_METHODS: Record<string, MethodRow> = {
  'Magento\\CustomerBalance\\Api\\BalanceManagementInterface::unapply': { service: 'customerBalanceBalanceManagementV1', summary: 'Unapply store credit from the cart.', returns: 'b', errors: [400, 401] },
  'Magento\\Quote\\Api\\ShippingMethodManagementInterface::estimateByAddress': { service: 'quoteShippingMethodManagementV1', summary: 'Estimate shipping', returns: '#quote-data-shipping-method-interface[]', path: { cartId: 'i' }, body: { address: '!#quote-data-estimate-address-interface' }, errors: [400, 401] },
  'Magento\\Quote\\Api\\GuestShippingMethodManagementInterface::estimateByAddress': { service: 'quoteGuestShippingMethodManagementV1', summary: 'Estimate shipping', returns: '#quote-data-shipping-method-interface[]', path: { cartId: 's' }, body: { address: '!#quote-data-estimate-address-interface' }, errors: [400] },
};

let methodIndex: Map<string, MethodRow> | undefined;

function methodIndexOf(): Map<string, MethodRow> {
  methodIndex ??= new Map([...Object.entries(typesData().methods), ...Object.entries(OLDER_METHODS)].map(([key, row]) => [key.replace(/^\\/, ''), row]));
  return methodIndex;
}

/** The table row of a service method, or undefined when the reference does not know the method. */
export function methodRow(serviceClass: string, serviceMethod: string): MethodRow | undefined {
  return methodIndexOf().get(methodKey(serviceClass, serviceMethod));
}

/** Service (tag) name the platform derives from a service class: Magento\Catalog\Api\ProductRepositoryInterface → catalogProductRepositoryV1. */
export function serviceNameOf(serviceClass: string, serviceMethod: string): string {
  const row = methodRow(serviceClass, serviceMethod);
  if (row !== undefined) return row.service;
  const parts = serviceClass.replace(/^\\/, '').split('\\');
  const module = parts[1] ?? 'unknown';
  const rest = parts.slice(2).filter((part) => part !== 'Api').join('').replace(/Interface$/, '');
  return `${module.charAt(0).toLowerCase()}${module.slice(1)}${rest}V1`;
}

/** The hand-written tables above must name real definitions and fields: a typo would silently publish nothing. */
function checkOverrides(): void {
  for (const [table, entries] of [
    ['NULLABLE_FIELDS', NULLABLE_FIELDS],
    ['UNTYPED_FIELDS', UNTYPED_FIELDS],
  ] as const) {
    for (const [name, fields] of Object.entries(entries)) {
      const row = typesData().definitions[name];
      if (row?.properties === undefined) throw new Error(`${table}: unknown definition "${name}"`);
      for (const field of fields) if (!(field in row.properties)) throw new Error(`${table}: "${name}" has no field "${field}"`);
    }
  }
  for (const name of CLOSED_DEFINITIONS) if (typesData().definitions[name] === undefined) throw new Error(`CLOSED_DEFINITIONS: unknown definition "${name}"`);
}

export function createDataTypes(): DataTypes {
  checkOverrides();
  const definitions: Record<string, object> = {};
  for (const name of Object.keys(typesData().definitions)) definitions[name] = expandDefinition(name);
  return {
    definitions,
    responseOf(serviceClass, serviceMethod) {
      const row = methodRow(serviceClass, serviceMethod);
      if (row === undefined || row.returns === 'void') return {};
      return schemaOfCode(row.returns);
    },
    requestOf(serviceClass, serviceMethod) {
      const row = methodRow(serviceClass, serviceMethod);
      if (row?.body === undefined) return null;
      const properties: Record<string, SwaggerSchema> = {};
      const required: string[] = [];
      for (const [field, code] of Object.entries(row.body)) {
        properties[field] = schemaOfCode(code);
        if (isRequiredCode(code)) required.push(field);
      }
      return required.length > 0 ? { type: 'object', required, properties } : { type: 'object', properties };
    },
  };
}

/** The fields of the items a list service answers (its result's `items` definition), or null when it answers no list
 * of objects: what a search of it can name besides the columns its collection maps. */
export function itemFieldsOf(serviceClass: string, serviceMethod: string): string[] | null {
  const row = methodRow(serviceClass, serviceMethod);
  if (row === undefined) return null;
  const result = parseSpec(row.returns).code;
  if (!result.startsWith('#')) return null;
  // A list answered as its items alone (GET /V1/carts/licence/list: agreement[]), or a search result's items.
  const items = result.endsWith('[]') ? result : typesData().definitions[result.slice(1)]?.properties?.items;
  if (items === undefined) return null;
  const item = parseSpec(items).code.replace(/\[\]$/, '');
  const properties = item.startsWith('#') ? typesData().definitions[item.slice(1)]?.properties : undefined;
  return properties === undefined ? null : Object.keys(properties);
}
