// The reference installation's domain: seeded in-memory stores and the service handlers, dispatched by
// `serviceClass::serviceMethod`. A service without its own handler answers the simplest correct value of its
// published return type (see defaults.ts), so every route of the catalog gives a schema-valid answer.

import type { ApiResponse } from '../types.ts';
import type { Domain, DomainOptions, ServiceCall } from './api.ts';
import { catalogHandlers } from './catalog/index.ts';
import { cmsHandlers } from './cms.ts';
import { commerceHandlers } from './commerce/index.ts';
import { GRAPHQL_RESOLVERS } from './commerce/gift-registry.ts';
import { makeCtx, type HandlerTable } from './context.ts';
import { customerHandlers } from './customers.ts';
import { minimalValue } from './defaults.ts';
import { directoryHandlers } from './directory.ts';
import { extensionHandlers } from './extensions/index.ts';
import { inventoryHandlers } from './inventory/index.ts';
import { DomainError, internalError } from './errors.ts';
import { INPUT_FAULT } from './input-faults.ts';
import { MSI_FAULT } from './msi-faults.ts';
import { platformFatal } from './fatal.ts';
import { answerOfWrite, applyFaults, bodySaved, readsGlobalValues, undoesWrite } from './faults.ts';
import { ADMIN_STORE_ID } from './state.ts';
import type { Json, JsonObject } from './json.ts';
import { moduleHandlers } from './modules.ts';
import { quoteHandlers } from './quote/index.ts';
import { renderHandlers } from './render.ts';
import { salesRuleHandlers } from './sales-rules.ts';
import { salesHandlers } from './sales/index.ts';
import { seedState } from './seed.ts';
import { storeHandlers } from './stores.ts';
import { taxHandlers } from './tax.ts';
import { methodRow } from './types-table.ts';
import { convertCall, unknownField, validateCall, withRequestInput } from './validate.ts';
import { searchesWithoutCriteria } from './customer-faults.ts';

export const HANDLERS: HandlerTable = { ...catalogHandlers, ...customerHandlers, ...quoteHandlers, ...salesHandlers, ...cmsHandlers, ...storeHandlers, ...directoryHandlers, ...taxHandlers, ...salesRuleHandlers, ...moduleHandlers, ...commerceHandlers, ...renderHandlers, ...extensionHandlers, ...inventoryHandlers };

export function methodKeyOf(serviceClass: string, serviceMethod: string): string {
  return `${serviceClass.replace(/^\\/, '')}::${serviceMethod}`;
}

/** The entities a test run creates and tears down (lines of carts and orders are parts of those, not entities), the
 * staging updates a commerce installation makes of the run's dated changes (named by the run's SKU), and what MSI
 * keeps of the run's products (source items and low-stock settings, which outlive them) or would keep of a source or
 * stock the run made (a source can never be deleted). */
const COUNTED_TABLES = ['products', 'categories', 'customers', 'customerGroups', 'cmsPages', 'cmsBlocks', 'taxClasses', 'taxRates', 'taxRules', 'salesRules', 'coupons', 'attributeSets', 'attributes', 'giftWrappings', 'stagingUpdates', 'sourceItems', 'lowStockSettings', 'inventorySources', 'inventoryStocks'] as const;

/** Fields that identify an entity for countWithPrefix: sku, email, identifier, name, code. */
const IDENTIFYING_FIELDS = ['sku', 'email', 'identifier', 'name', 'code', 'class_name', 'attribute_set_name', 'attribute_code', 'design', 'source_code'] as const;

/** A service's answer: ServiceOutputProcessor::convertValue renders a null result (void methods included) as an
 * empty array, and the answer says there was no result (the async consumer then stores none). */
function answered(value: Json): ApiResponse {
  return value === null ? { status: 200, body: [], noResult: true } : { status: 200, body: value };
}

export function createDomain(options: DomainOptions): Domain {
  let state = seedState(options);

  function execute(given: ServiceCall): ApiResponse {
    const call = withRequestInput(given);
    const key = methodKeyOf(call.route.serviceClass, call.route.serviceMethod);
    const handler = HANDLERS[key];
    try {
      if (handler === undefined) {
        const row = methodRow(call.route.serviceClass, call.route.serviceMethod);
        return answered(minimalValue(row?.returns ?? 'void'));
      }
      const ctx = makeCtx(convertCall({ ...call, body: bodySaved(call.route.method, call.body, options.faults) }), state, options);
      if (readsGlobalValues(call.route.method, options.faults)) ctx.storeId = ADMIN_STORE_ID;
      const undo = undoesWrite(call.route.method, options.faults) ? state.restorePoint() : null;
      try {
        return answered(answerOfWrite(call.route.method, applyFaults(key, handler(ctx), options.faults), options.faults));
      } finally {
        undo?.();
      }
    } catch (error) {
      if (error instanceof DomainError) return lostParameters(error.toResponse(), options.faults);
      throw error;
    }
  }

  return {
    validate(given, validation) {
      const call = withRequestInput(given);
      // The fault search-without-criteria-accepted: a customer or group search without searchCriteria lists every item.
      if (searchesWithoutCriteria(call, options.faults)) return null;
      // The fault stock-id-type-unchecked: a stock's sources by priority take a stockId that is no number (as stock 0).
      if (options.faults.has(MSI_FAULT.stockIdTypeUnchecked) && call.route.serviceClass.endsWith('\\GetSourcesAssignedToStockOrderedByPriorityInterface')) return null;
      // The fields a body's data object has not are refused where the caller asks (the queueing intake, as the real
      // 2.4.7-p3 refuses a bulk of products one of which has wrong_attribute); the synchronous routes stay lenient.
      const refused = (validateCall(call) ?? (validation?.refuseUnknownFields === true ? unknownField(call) : null))?.toResponse() ?? null;
      // The fault bad-input-500: what the deserializer refuses on a write becomes an uncaught error.
      if (refused !== null && call.route.method !== 'GET' && options.faults.has(INPUT_FAULT.badInput500)) return internalError().toResponse();
      return refused;
    },
    execute,
    fatalError(call) {
      return platformFatal(call, state, options.profile);
    },
    storeCodes() {
      return ['default', 'all', ...state.storeViews.filter((store) => store.id !== 0 && store.code !== 'default').map((store) => store.code)];
    },
    snapshot() {
      return state.snapshot();
    },
    // GraphQL (../graphql/): the Commerce operations the reference resolves; Open Source profiles resolve none.
    graphqlFields(operation) {
      return state.commerce ? Object.keys(GRAPHQL_RESOLVERS[operation]) : [];
    },
    graphql(call) {
      const resolver = state.commerce ? GRAPHQL_RESOLVERS[call.operation][call.field] : undefined;
      return resolver === undefined ? { error: `Cannot query field "${call.field}".`, category: 'graphql' } : resolver(state, call, options);
    },
    countWithPrefix(prefix) {
      let count = 0;
      for (const table of COUNTED_TABLES) {
        for (const row of state[table].all()) if (identifiedBy(row, prefix)) count++;
      }
      return count;
    },
  };

  function identifiedBy(row: JsonObject, prefix: string): boolean {
    return IDENTIFYING_FIELDS.some((field) => typeof row[field] === 'string' && (row[field] as string).startsWith(prefix));
  }
}

/** The fault not-found-parameters-lost: a 404 keeps its message and loses its parameters. */
function lostParameters(response: ApiResponse, faults: ReadonlySet<string>): ApiResponse {
  if (response.status !== 404 || !faults.has(INPUT_FAULT.notFoundParametersLost) || response.body === null || typeof response.body !== 'object' || Array.isArray(response.body)) return response;
  const { parameters: _lost, ...rest } = response.body as Record<string, unknown>;
  return { ...response, body: rest as ApiResponse['body'] };
}

/** A fresh seeded state, for tests that need to look behind the services. */
export { seedState };
