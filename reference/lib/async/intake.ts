// Intake of /async/V1/... and /async/bulk/V1/... (AsynchronousRequestProcessor + MassSchedule): match the
// synchronous route, check the ACL, validate every element, refuse a customer's group to a caller who may not manage
// customers (customer-group.ts), and only then queue one operation per element the message validator accepts
// (rejection.ts) and answer 202 with the bulk_uuid and one request item per element.

import { randomUUID } from 'node:crypto';
import { phpQueryObject } from '../php-query.ts';
import type { ApiRequest, ApiResponse, RouteDecl } from '../types.ts';
import type { AsyncHost } from './api.ts';
import type { Consumer } from './consumer.ts';
import { customerGroupRefusal } from './customer-group.ts';
import {
  cannotProcess, decodingError, noAsyncConfig, routeNotFound,
} from './errors.ts';
import { FAULT } from './faults.ts';
import { dataHash, mysqlDateTime, operationSerializedData } from './serialize.ts';
import { STATUS_OPEN, type BulkRow, type OperationRow, type OperationStore, type QueuedCall } from './store.ts';
import { queuedParams } from './queued-params.ts';
import { rejectionOf } from './rejection.ts';
import { lookupKey, topicName } from './topics.ts';

export interface IntakeContext {
  host: AsyncHost;
  store: OperationStore;
  consumer: Consumer;
  /** store_id written into serialized_data for a request's store code; null when the release writes none. */
  storeIdOf(storeCode: string | null): string | null;
}

type AsyncKind = 'single' | 'bulk';

interface AsyncPath {
  kind: AsyncKind;
  /** /V1/... */
  v1Path: string;
}

/** One element as it will be queued: what the consumer runs and what serialized_data records. */
interface PreparedElement {
  call: QueuedCall;
  /** meta_information: the request element as the platform serializes it. */
  meta: unknown;
  /** What the input resolver checks at intake: the request's own parameters, some of which the queued call may lack
   * (queued-params.ts). */
  input: { params: Record<string, string>; body: unknown };
}

interface Matched {
  route: RouteDecl;
  /** single: the URL's parameters; bulk: the parameter names the elements carry. */
  urlParams: Record<string, string>;
  bulkParamNames: string[];
}

const QUEUEING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function parseAsyncPath(path: string): AsyncPath | null {
  const bulk = /^\/async\/bulk(\/V\d+\/.*)$/.exec(path);
  if (bulk?.[1] !== undefined) return { kind: 'bulk', v1Path: bulk[1] };
  const single = /^\/async(\/V\d+\/.*)$/.exec(path);
  if (single?.[1] !== undefined) return { kind: 'single', v1Path: single[1] };
  return null;
}

export async function handleAsyncRequest(ctx: IntakeContext, request: ApiRequest): Promise<ApiResponse> {
  const { host } = ctx;
  if (!host.profile.features.async) return routeNotFound();
  const method = request.method.toUpperCase();
  const getAccepted = method === 'GET' && (host.faults.has(FAULT.asyncGetAccepted) || (host.faults.has(FAULT.bulkGetAccepted) && request.path.startsWith('/async/bulk/')));
  if (!QUEUEING_METHODS.has(method) && !getAccepted) return cannotProcess();

  const asyncPath = parseAsyncPath(request.path);
  if (asyncPath === null) return routeNotFound();
  const matched = matchRoute(host, method, asyncPath);
  if (matched === null) return routeNotFound();

  const denied = host.authorize(request.identity, matched.route);
  if (denied !== null) return denied;

  // A single DELETE's input is its query string (the synchronous resolver's: Rest\Request::getRequestData reads no
  // DELETE body), so DELETE /async/V1/returns/:id?rmaDataObject[entity_id]=N is queued and runs, as on Adobe Commerce
  // 2.4.6-p1; the bulk form reads its body.
  const parsed = method === 'DELETE' && asyncPath.kind === 'single' ? { ok: true as const, value: phpQueryObject(request.query) } : parseBody(request.rawBody, asyncPath.kind);
  if (!parsed.ok) return decodingError();
  const elements = asyncPath.kind === 'bulk'
    ? bulkElements(parsed.value).map((element) => prepareBulkElement(ctx, request, matched, element))
    : [prepareSingle(ctx, request, matched, parsed.value)];

  // Every element is validated before anything is queued: one bad element rejects the whole request.
  for (const element of elements) {
    // A field the data object has not is refused (the real 2.4.7-p3), unless bulk-unknown-field-accepted.
    const invalid = host.validate(matched.route, element.input.params, element.input.body, { refuseUnknownFields: !host.faults.has(FAULT.bulkUnknownFieldAccepted) });
    if (invalid !== null) return invalid;
  }
  if (!methodQueued(host, method, asyncPath.kind)) return noAsyncConfig(lookupKey(matched.route, method));
  // MassSchedule::publishMass's before-plugins, ahead of anything being written.
  const refused = customerGroupRefusal(host, matched.route, request.identity, elements.map((element) => element.input));
  if (refused !== null) return refused;

  return accept(ctx, request, matched.route, method, elements);
}

function methodQueued(host: AsyncHost, method: string, kind: AsyncKind): boolean {
  const { features } = host.profile;
  if (method === 'DELETE') return kind === 'bulk' ? features.bulkDelete : features.asyncDelete;
  if (method === 'PATCH') return features.asyncPatch;
  return true;
}

function matchRoute(host: AsyncHost, method: string, asyncPath: AsyncPath): Matched | null {
  if (asyncPath.kind === 'single') {
    const match = host.matchRoute(method, asyncPath.v1Path);
    return match === null ? null : { route: match.route, urlParams: match.params, bulkParamNames: [] };
  }
  const bulkPath = host.faults.has(FAULT.bulkByNameNotDerived) ? colonFormAsByName(asyncPath.v1Path) : asyncPath.v1Path;
  if (bulkPath === null) return null;
  const match = host.matchBulkRoute(method, bulkPath);
  return match === null ? null : { route: match.route, urlParams: {}, bulkParamNames: match.paramNames };
}

/**
 * Fault bulk-byname-not-derived: the bulk route is published with the synchronous :param segments left as they
 * are, so /products/:sku is the bulk path and /products/bySku is unknown.
 */
function colonFormAsByName(v1Path: string): string | null {
  const segments = v1Path.split('/').map((segment) => safeDecode(segment));
  if (segments.some((segment) => /^by[A-Z]/.test(segment))) return null;
  return segments
    .map((segment) => (segment.startsWith(':') ? `by${segment.charAt(1).toUpperCase()}${segment.slice(2)}` : segment))
    .join('/');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

type Parsed = { ok: true; value: unknown } | { ok: false };

function parseBody(rawBody: string, kind: AsyncKind): Parsed {
  if (rawBody.trim() === '') return { ok: true, value: kind === 'bulk' ? [] : {} };
  try {
    return { ok: true, value: JSON.parse(rawBody) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The platform iterates the decoded body with foreach: a list gives its elements, an object its values (so an
 * object body is validated member by member and fails like h3_bulk_non_array_body), a scalar is one element.
 */
function bulkElements(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (isRecord(body)) return Object.values(body);
  return [body];
}

function prepareSingle(ctx: IntakeContext, request: ApiRequest, matched: Matched, body: unknown): PreparedElement {
  const queued = queuedParams(ctx.host, matched.route, 'single', matched.urlParams);
  const params = queued.params;
  // The queued message is the body with the URL's parameters it carries appended (f_data_hash_reproduction path
  // variants).
  const meta = isRecord(body) ? { ...body, ...params } : Object.keys(params).length > 0 ? { ...params } : body;
  return {
    call: { route: matched.route, params, body, identity: request.identity, storeCode: request.storeCode, missingParams: queued.missing },
    meta,
    input: { params: matched.urlParams, body },
  };
}

function prepareBulkElement(ctx: IntakeContext, request: ApiRequest, matched: Matched, element: unknown): PreparedElement {
  const ignoreParams = ctx.host.faults.has(FAULT.bulkParamsNotMoved);
  const params: Record<string, string> = {};
  const missingParams: string[] = [];
  const body: unknown = isRecord(element) && !ignoreParams ? { ...element } : element;
  for (const name of matched.bulkParamNames) {
    const value = isRecord(element) && !ignoreParams ? element[name] : undefined;
    if (value === undefined || value === null || typeof value === 'object') {
      missingParams.push(name);
      continue;
    }
    params[name] = String(value);
    // The field moved into the path parameter: the synchronous route's body does not carry it.
    if (isRecord(body)) delete body[name];
  }
  const queued = queuedParams(ctx.host, matched.route, 'bulk', params);
  return {
    call: { route: matched.route, params: queued.params, body, identity: request.identity, storeCode: request.storeCode, missingParams: [...missingParams, ...queued.missing] },
    meta: element,
    input: { params, body },
  };
}

/** One request item of the acceptance answer: an operation written, or the validator's rejection (nothing queued). */
type ItemOutcome = { row: OperationRow } | { id: number; rejection: string };

function accept(
  ctx: IntakeContext, request: ApiRequest, route: RouteDecl, method: string, elements: PreparedElement[],
): ApiResponse {
  const { host, store, consumer } = ctx;
  const { features } = host.profile;
  const bulkUuid = randomUUID();
  const topic = topicName(route, method, features.topicShape);
  const storeId = ctx.storeIdOf(request.storeCode);
  let nextSeq = store.nextSeq();
  const outcomes: ItemOutcome[] = elements.map((element, index) => {
    const rejection = rejectionOf(host, route, element.meta, topic);
    if (rejection !== null) return { id: index, rejection };
    const row: OperationRow = {
      seq: nextSeq++,
      bulkUuid,
      id: index,
      topicName: topic,
      serializedData: operationSerializedData(element.meta, storeId),
      resultSerializedData: null,
      status: STATUS_OPEN,
      resultMessage: null,
      errorCode: null,
      call: element.call,
      executions: 0,
    };
    return { row };
  });
  // The bulk is written with the accepted operations only (none at all when every item was rejected).
  const operations = outcomes.flatMap((outcome) => ('row' in outcome ? [outcome.row] : []));
  const bulk: BulkRow = {
    uuid: bulkUuid,
    userId: request.identity.userId,
    userType: request.identity.userType,
    description: `Topic ${topic}`,
    startTime: mysqlDateTime(host.now()),
    operations,
  };
  store.addBulk(bulk);
  consumer.enqueue(operations);
  return acceptanceResponse(host, bulkUuid, outcomes);
}

/**
 * The AsyncResponse: one ItemStatus per request item, in request order. An accepted item carries the data_hash of
 * its operation; a rejected one never got one (null: the getter is not optional) and carries the validator's
 * message with its code (0). A rejection makes errors true and is still answered 202 (BulkException is caught).
 */
function acceptanceResponse(host: AsyncHost, bulkUuid: string, outcomes: ItemOutcome[]): ApiResponse {
  const { faults } = host;
  const hashOf = (row: OperationRow): string | null =>
    host.profile.features.dataHash === 'hmac-sha256' && row.serializedData !== null ? dataHash(row.serializedData, host.cryptKey) : null;
  let items = outcomes.map((outcome) => {
    const ownId = 'row' in outcome ? outcome.row.id : outcome.id;
    // Fault: ids run backwards from N, neither 0-based nor in array order (visible on a single item too).
    const id = faults.has(FAULT.asyncIdsOutOfOrder) ? outcomes.length - ownId : ownId;
    const hash = 'row' in outcome ? hashOf(outcome.row) : null;
    const item: Record<string, unknown> = faults.has(FAULT.asyncMissingDataHash) ? { id } : { id, data_hash: hash };
    if ('row' in outcome) return { ...item, status: 'accepted' };
    return { ...item, status: 'rejected', error_message: outcome.rejection, error_code: 0 };
  });
  if (faults.has(FAULT.asyncRequestItemsCountOff)) items = items.slice(0, -1);
  const rejected = outcomes.some((outcome) => !('row' in outcome));
  return {
    status: faults.has(FAULT.asyncWrongStatusCode) ? 200 : 202,
    body: { bulk_uuid: bulkUuid, request_items: items, errors: rejected || faults.has(FAULT.asyncErrorsTrue) },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
