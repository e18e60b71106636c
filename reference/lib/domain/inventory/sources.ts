// MSI sources (Magento_InventoryApi's SourceRepositoryInterface): the physical places stock is kept. A source is
// never deleted (the repository has no delete), only disabled; the default source cannot even be disabled.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, bodyObject, intParam, param } from '../context.ts';
import type { Json, JsonObject } from '../json.ts';
import { clone } from '../json.ts';
import { list } from '../repository.ts';
import type { SearchSource } from '../search.ts';
import type { State } from '../state.ts';
import { skipsSourceValidation } from '../input-faults.ts';
import { regionOf } from '../directory.ts';
import { MSI_FAULT, playsMsi } from '../msi-faults.ts';
import { DEFAULT_SOURCE, emptyField, findSource, isBlank, linkedSources, requireSource, ValidationFailed, type ValidationProblem } from './common.ts';

/** The answer's fields in the platform's order; a value the source does not hold is left out, not null (real
 * 2.4.7-p3: the default source answers no email, region or city). */
const SOURCE_FIELDS = ['source_code', 'name', 'email', 'contact_name', 'enabled', 'description', 'latitude', 'longitude', 'country_id', 'region_id', 'region', 'city', 'street', 'postcode', 'phone', 'fax', 'use_default_carrier_config', 'carrier_links'] as const;

const NUMBERS: ReadonlySet<string> = new Set(['latitude', 'longitude', 'region_id']);
const FLAGS: ReadonlySet<string> = new Set(['enabled', 'use_default_carrier_config']);

export function serializeSource(row: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const field of SOURCE_FIELDS) if (row[field] !== undefined && row[field] !== null) out[field] = clone(row[field] as Json);
  // Magento_InventoryInStorePickup's extension attributes (every 2.4 installation has the module).
  const extension: JsonObject = { is_pickup_location_active: row.__pickup === true, frontend_name: typeof row.__frontend_name === 'string' ? row.__frontend_name : '' };
  if (typeof row.__frontend_description === 'string') extension.frontend_description = row.__frontend_description;
  out.extension_attributes = extension;
  return out;
}

/** The inventory_source table as searchCriteria see it: a flat table whose columns are the answer's fields. */
export const SOURCES: SearchSource = { table: 'inventory_source', storage: 'flat', notColumns: ['carrier_links', 'extension_attributes'] };

/** Sources in the table's order (its primary key, source_code). */
export function sourcesInOrder(state: State): JsonObject[] {
  return state.inventorySources.all().sort((a, b) => String(a.source_code).localeCompare(String(b.source_code)));
}

/** SourceValidatorChain: name, code (not empty, no white space), postcode, country, and the carrier links (none
 * while the source uses the global shipping configuration). Nothing else is refused: the real 2.4.7-p3 and Adobe
 * Commerce 2.4.6-p1 saved a code with "@" in it, country ZZ, a region_id no region has and a latitude of 200. */
function problemsOf(input: JsonObject, existing: JsonObject | undefined): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  if (isBlank(input.name)) problems.push(emptyField('name'));
  const code = input.source_code;
  // A code of a space is both (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 answer the two errors).
  if (isBlank(code)) problems.push(emptyField('source_code'));
  if (typeof code === 'string' && /\s/.test(code)) problems.push({ message: '"%field" can not contain whitespaces.', parameters: { field: 'source_code' } });
  if (isBlank(input.postcode)) problems.push(emptyField('postcode'));
  if (isBlank(input.country_id)) problems.push(emptyField('country_id'));
  const globalShipping = 'use_default_carrier_config' in input ? input.use_default_carrier_config === true || input.use_default_carrier_config === 1 || input.use_default_carrier_config === '1' : existing?.use_default_carrier_config !== false;
  if (globalShipping && Array.isArray(input.carrier_links) && input.carrier_links.length > 0) problems.push({ message: 'You can\'t configure "%field" because you have chosen Global Shipping configuration.', parameters: { field: 'carrier_links' } });
  return problems;
}

/** Create or update by source_code. PUT /V1/inventory/sources/:sourceCode puts the URL's code into the body first
 * (the web API's ParamsOverrider::overrideRequestBodyIdWithPathParam: the last path parameter, where the body's one
 * object declares it), so the URL names the source, and a code no source has makes one. */
export function saveSource(state: State, input: JsonObject, faults: ReadonlySet<string> = new Set()): void {
  const code = String(input.source_code ?? '');
  const existing = findSource(state, code);
  const problems = skipsSourceValidation(faults) ? [] : problemsOf(input, existing);
  if (code === DEFAULT_SOURCE && input.enabled === false) problems.push({ message: 'Default source can not be disabled.', parameters: [] });
  if (problems.length > 0) throw new ValidationFailed(problems);
  const row: JsonObject = existing ?? { enabled: true, use_default_carrier_config: true, carrier_links: [] };
  for (const field of SOURCE_FIELDS) {
    if (!(field in input)) continue;
    const value = input[field];
    row[field] = value === null ? null : NUMBERS.has(field) ? asNumber(value, 0) : FLAGS.has(field) ? value === true || value === 1 || value === '1' : (clone(value as Json) as Json);
  }
  // The platform keeps region_id and region apart: a region_id alone reads back without a name, a name alone without
  // an id (RegionProcessingTest; real 2.4.7-p3 and Adobe Commerce 2.4.6-p1). The fault fills the name in.
  if (playsMsi(faults, MSI_FAULT.sourceRegionNameFilled) && typeof row.region_id === 'number' && (row.region === undefined || row.region === null)) {
    const region = regionOf(String(row.country_id ?? ''), row.region_id);
    if (region !== null) row.region = region.name;
  }
  const extension = input.extension_attributes;
  if (extension !== null && typeof extension === 'object' && !Array.isArray(extension)) {
    const ext = extension as JsonObject;
    if ('is_pickup_location_active' in ext) row.__pickup = ext.is_pickup_location_active === true;
    if (typeof ext.frontend_name === 'string') row.__frontend_name = ext.frontend_name;
    if (typeof ext.frontend_description === 'string') row.__frontend_description = ext.frontend_description;
  }
  if (existing === undefined) state.inventorySources.insert(row, '__id');
}

const API = 'Magento\\InventoryApi\\Api\\';

export const sourceHandlers: HandlerTable = {
  [`${API}SourceRepositoryInterface::get`]: (ctx) => serializeSource(requireSource(ctx.state, param(ctx, 'sourceCode'))),
  [`${API}SourceRepositoryInterface::getList`]: (ctx) => list(ctx, sourcesInOrder(ctx.state), serializeSource, SOURCES),
  [`${API}SourceRepositoryInterface::save`]: (ctx: Ctx) => {
    const input = clone(bodyObject(ctx, 'source'));
    const fromUrl = ctx.call.params.sourceCode;
    if (fromUrl !== undefined) input.source_code = fromUrl;
    saveSource(ctx.state, input, ctx.options.faults);
    return null;
  },
  // A stock that does not exist has no sources: [] (real 2.4.7-p3, stock 999), not 404.
  // stock-id-type-unchecked: a stockId that is no number is cast as PHP's (int) would, to 0, instead of refused.
  [`${API}GetSourcesAssignedToStockOrderedByPriorityInterface::execute`]: (ctx) => linkedSources(ctx.state, playsMsi(ctx.options.faults, MSI_FAULT.stockIdTypeUnchecked) ? Number.parseInt(param(ctx, 'stockId'), 10) || 0 : intParam(ctx, 'stockId'), playsMsi(ctx.options.faults, MSI_FAULT.sourcesPriorityIgnored)).flatMap((code) => {
    const row = findSource(ctx.state, code);
    return row === undefined ? [] : [serializeSource(row)];
  }),
};
