// The operation-status routes (BulkStatusInterface, OperationRepositoryInterface), already authorized by the core:
// GET /V1/bulk/:bulkUuid/status, /detailed-status, /operation-status/:status and GET /V1/bulk?searchCriteria.
// Shapes and key order follow the real 2.4.7 corpus.

import { randomBytes } from 'node:crypto';
import type { ApiRequest, ApiResponse, RouteDecl } from '../types.ts';
import type { AsyncHost } from './api.ts';
import { bulkNotFound, errorResponse, requiredField, routeNotFound } from './errors.ts';
import { FAULT } from './faults.ts';
import { isAtLeast } from '../release.ts';
import { SEARCH_FAULTS } from '../search-faults.ts';
import {
  applyCriteria, criteriaEcho, parseSearchCriteria, UnknownSearchField, type FieldValue,
} from './search.ts';
import { STATUS_COMPLETE, STATUS_OPEN, type BulkRow, type OperationRow, type OperationStore } from './store.ts';

export interface StatusContext {
  host: AsyncHost;
  store: OperationStore;
}

type StatusRoute = 'summary' | 'detailed' | 'count' | 'search';

const BY_SERVICE_METHOD: Readonly<Record<string, StatusRoute>> = {
  getBulkShortStatus: 'summary',
  getBulkDetailedStatus: 'detailed',
  getOperationsCountByBulkIdAndStatus: 'count',
  getList: 'search',
};

export function statusRouteOf(route: RouteDecl): StatusRoute | null {
  const byMethod = BY_SERVICE_METHOD[route.serviceMethod];
  if (byMethod !== undefined) return byMethod;
  const url = route.url.replace(/\/+$/, '');
  if (url.endsWith('/detailed-status')) return 'detailed';
  if (url.endsWith('/status')) return 'summary';
  if (url.includes('/operation-status/')) return 'count';
  if (url === '/V1/bulk') return 'search';
  return null;
}

export function handleStatusRequest(
  ctx: StatusContext, request: ApiRequest, route: RouteDecl, params: Record<string, string>,
): ApiResponse {
  switch (statusRouteOf(route)) {
    case 'summary': return withBulk(ctx, params, (bulk) => ok(summaryBody(ctx, bulk)));
    case 'detailed': return withBulk(ctx, params, (bulk) => ok(detailedBody(ctx, bulk)));
    case 'count': return countResponse(ctx, params);
    case 'search': return searchResponse(ctx, request.query);
    default: return routeNotFound();
  }
}

function ok(body: unknown): ApiResponse {
  return { status: 200, body };
}

function withBulk(ctx: StatusContext, params: Record<string, string>, render: (bulk: BulkRow) => ApiResponse): ApiResponse {
  const bulkUuid = params.bulkUuid ?? '';
  const bulk = ctx.store.bulk(bulkUuid);
  return bulk === undefined ? bulkNotFound(bulkUuid) : render(bulk);
}

/** The status code the installation reports (status-wrong-codes: complete → 2, not retriably failed → 1). */
function reportedStatus(host: AsyncHost, row: OperationRow): number {
  if (!host.faults.has(FAULT.statusWrongCodes)) return row.status;
  if (row.status === STATUS_COMPLETE) return 2;
  if (row.status === 3) return 1;
  return row.status;
}

function reportedMessage(host: AsyncHost, row: OperationRow): string | null {
  const prefix = 'Service execution success ';
  if (host.faults.has(FAULT.statusResultMessageLacksSuccess) && row.resultMessage?.startsWith(prefix) === true) {
    return row.resultMessage.slice(prefix.length);
  }
  return row.resultMessage;
}

function bulkFields(ctx: StatusContext, bulk: BulkRow): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (ctx.host.profile.features.userType) fields.user_type = bulk.userType;
  fields.bulk_id = bulk.uuid;
  fields.description = bulk.description;
  fields.start_time = bulk.startTime;
  fields.user_id = bulk.userId;
  fields.operation_count = bulk.operations.length;
  return fields;
}

function summaryBody(ctx: StatusContext, bulk: BulkRow): Record<string, unknown> {
  const { host } = ctx;
  return {
    operations_list: bulk.operations.map((row) => ({
      id: row.id,
      status: reportedStatus(host, row),
      result_message: reportedMessage(host, row),
      error_code: row.errorCode,
    })),
    ...bulkFields(ctx, bulk),
  };
}

function detailedBody(ctx: StatusContext, bulk: BulkRow): Record<string, unknown> {
  return { operations_list: bulk.operations.map((row) => detailedEntry(ctx.host, row)), ...bulkFields(ctx, bulk) };
}

function detailedEntry(host: AsyncHost, row: OperationRow): Record<string, unknown> {
  const mistyped = host.faults.has(FAULT.statusDetailedFieldsMistyped);
  const entry: Record<string, unknown> = {
    id: mistyped ? String(row.id) : row.id,
    bulk_uuid: row.bulkUuid,
    topic_name: row.topicName,
    serialized_data: row.serializedData,
    result_serialized_data: row.resultSerializedData,
    status: mistyped ? String(reportedStatus(host, row)) : reportedStatus(host, row),
    result_message: reportedMessage(host, row),
    error_code: row.errorCode,
  };
  if (host.faults.has(FAULT.statusDetailedFieldsMissing)) delete entry.topic_name;
  return entry;
}

function countResponse(ctx: StatusContext, params: Record<string, string>): ApiResponse {
  const { host, store } = ctx;
  if (!host.profile.features.countRoute) return routeNotFound();
  const raw = params.status ?? '';
  if (!/^-?\d+$/.test(raw.trim())) {
    return errorResponse(400, `Error occurred during "status" processing. The "${raw}" value's type is invalid. The "int" type was expected. Verify and try again.`);
  }
  const wanted = Number(raw);
  // A plain count over magento_operation: an unknown bulk counts 0, it is no error.
  const operations = store.bulk(params.bulkUuid ?? '')?.operations ?? [];
  if (host.faults.has(FAULT.statusCountDisagrees)) return ok(operations.length);
  // status-open-count-frozen: operation_count less every row, open ones included: 0 whatever is open.
  if (host.faults.has(FAULT.statusOpenCountFrozen) && wanted === STATUS_OPEN) return ok(0);
  return ok(operations.filter((row) => reportedStatus(host, row) === wanted).length);
}

function searchResponse(ctx: StatusContext, query: URLSearchParams): ApiResponse {
  const { host, store } = ctx;
  const criteria = parseSearchCriteria(query);
  if (criteria === null) return requiredField('searchCriteria');
  const read = (row: OperationRow, field: string): FieldValue | undefined => searchField(ctx, row, field);
  try {
    // status-search-later-groups-ignored: the groups after the first are echoed but not applied.
    const grouped = host.faults.has(FAULT.statusSearchLaterGroupsIgnored) ? { ...criteria, filterGroups: criteria.filterGroups.slice(0, 1) } : criteria;
    // status-search-range-ignored: a start_time filter other than eq is echoed but not applied.
    const applied = host.faults.has(FAULT.statusSearchRangeIgnored)
      ? { ...grouped, filterGroups: grouped.filterGroups.map((g) => g.filter((f) => f.field !== 'start_time' || f.conditionType === 'eq')).filter((g) => g.length > 0) }
      : grouped;
    const { page, total } = applyCriteria(store.allOperations(), applied, read, {
      ignoreFilters: host.faults.has(FAULT.statusSearchFilterIgnored),
      isField: (field) => SEARCH_FIELDS.has(field),
      pastLastPage: isAtLeast(host.profile.release, '2.4.0') ? 'empty' : 'last-page',
      faults: host.faults,
    });
    return ok({ items: page.map((row) => searchItem(ctx, row)), search_criteria: criteriaEcho(criteria), total_count: total });
  } catch (error) {
    if (!(error instanceof UnknownSearchField)) throw error;
    if (host.faults.has(SEARCH_FAULTS.unknownFieldSql)) {
      return { status: 500, body: {
        message: `SQLSTATE[42S22]: Column not found: 1054 Unknown column '${error.message}' in 'where clause', query was: SELECT \`main_table\`.* FROM \`magento_operation\` AS \`main_table\` WHERE ((\`${error.message}\` = ?))`,
        trace: '#0 /var/www/html/vendor/magento/framework/DB/Statement/Pdo/Mysql.php(90): Zend_Db_Statement_Pdo->_execute(Array)',
      } };
    }
    // The platform passes the field to SQL and fails there; the client sees the masked internal error.
    return errorResponse(500, `Internal Error. Details are available in Magento log file. Report ID: webapi-${randomBytes(7).toString('hex').slice(0, 13)}`);
  }
}

/** The columns of magento_operation a bulk search can name (searchField reads them). */
const SEARCH_FIELDS = new Set(['id', 'bulk_uuid', 'topic_name', 'status', 'start_time', 'error_code', 'result_message', 'serialized_data', 'result_serialized_data']);

function searchField(ctx: StatusContext, row: OperationRow, field: string): FieldValue | undefined {
  switch (field) {
    case 'id': return row.id;
    case 'bulk_uuid': return row.bulkUuid;
    case 'topic_name': return row.topicName;
    case 'status': return reportedStatus(ctx.host, row);
    case 'start_time': return ctx.store.startTimeOf(row);
    case 'error_code': return row.errorCode;
    case 'result_message': return row.resultMessage;
    case 'serialized_data': return row.serializedData;
    case 'result_serialized_data': return row.resultSerializedData;
    default: return undefined;
  }
}

function searchItem(ctx: StatusContext, row: OperationRow): Record<string, unknown> {
  const { host } = ctx;
  return {
    extension_attributes: { start_time: ctx.store.startTimeOf(row) },
    id: row.id,
    bulk_uuid: row.bulkUuid,
    topic_name: row.topicName,
    serialized_data: row.serializedData,
    result_serialized_data: row.resultSerializedData,
    status: reportedStatus(host, row),
    result_message: reportedMessage(host, row),
    error_code: row.errorCode,
  };
}
