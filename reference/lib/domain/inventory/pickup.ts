// In-store pickup locations (Magento_InventoryInStorePickupApi, 2.4.0+): the sources marked as pickup locations
// (extension_attributes.is_pickup_location_active) among those of the stock that sells to the scope asked, paged.
// An anonymous route: guests ask it at checkout.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber } from '../context.ts';
import { requiredField } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import { findSource, linkedSources, stockOfChannel } from './common.ts';

/** The searchRequest the query carries (searchRequest[scopeCode]=base ...), by field; null when it carries none. */
function searchRequestOf(ctx: Ctx): Map<string, string> | null {
  const fields = new Map<string, string>();
  for (const [key, value] of ctx.call.query.entries()) {
    const m = /^searchRequest\[([A-Za-z_]+)\]$/.exec(key);
    if (m !== null) fields.set(m[1] as string, value);
    else if (key.startsWith('searchRequest[')) fields.set(key, value);
  }
  return fields.size === 0 ? null : fields;
}

function pickupLocation(source: JsonObject): JsonObject {
  const out: JsonObject = { pickup_location_code: source.source_code ?? '', name: typeof source.__frontend_name === 'string' && source.__frontend_name !== '' ? source.__frontend_name : (source.name ?? '') };
  for (const field of ['email', 'fax', 'contact_name', 'latitude', 'longitude', 'country_id', 'region_id', 'region', 'city', 'street', 'postcode', 'phone'] as const) {
    if (source[field] !== undefined && source[field] !== null) out[field] = source[field] ?? null;
  }
  if (typeof source.__frontend_description === 'string') out.description = source.__frontend_description;
  return out;
}

export const pickupHandlers: HandlerTable = {
  ['Magento\\InventoryInStorePickupApi\\Api\\GetPickupLocationsInterface::execute']: (ctx) => {
    const request = searchRequestOf(ctx);
    if (request === null) throw requiredField('searchRequest');
    const scopeType = request.get('scopeType') ?? 'website';
    const scopeCode = request.get('scopeCode') ?? '';
    const stock = stockOfChannel(ctx.state, scopeType, scopeCode);
    const sources = stock === undefined ? [] : linkedSources(ctx.state, Number(stock.stock_id));
    const locations = sources.flatMap((code) => {
      const source = findSource(ctx.state, code);
      return source !== undefined && source.enabled === true && source.__pickup === true ? [pickupLocation(source)] : [];
    });
    const currentPage = Math.max(1, asNumber(request.get('currentPage'), 1));
    const pageSize = request.has('pageSize') ? asNumber(request.get('pageSize'), 0) : 0;
    const items = pageSize > 0 ? locations.slice((currentPage - 1) * pageSize, currentPage * pageSize) : locations;
    // The echo holds what the request set, in the platform's order (real 2.4.7-p3).
    const echo: JsonObject = {};
    if (pageSize > 0) echo.page_size = pageSize;
    echo.current_page = currentPage;
    echo.scope_type = scopeType;
    echo.scope_code = scopeCode;
    return { items, search_request: echo, total_count: locations.length };
  },
};
