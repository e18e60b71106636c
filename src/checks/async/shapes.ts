// Pure validators of the asynchronous web API's bodies: the acceptance response, the operation status record
// (summary and detailed), the bulk search result, topic names and data_hash forms. Each returns the list of
// problems in words (empty when the body is right); release variants are returned as facts, never as problems.
// Sources: seed 000 (Asynchronous acceptance response, Operation status record, Bulk search result, Topic name
// shape, States and transitions, Versioning); facts.md 14-20; real 2.4.7 responses/async.

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SHA256_HEX = /^[0-9a-f]{64}$/;
export const MYSQL_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Operation status codes (seed 000 States and transitions). */
export const STATUS = { complete: 1, retriablyFailed: 2, notRetriablyFailed: 3, open: 4, rejected: 5 } as const;
export const STATUS_CODES = [1, 2, 3, 4, 5] as const;

export const CONSUMER = 'async.operations.all';
export const CONSUMER_COMMAND = 'bin/magento queue:consumers:start async.operations.all';

type Json = Record<string, unknown>;

export const isRecord = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const show = (v: unknown): string => {
  const text = JSON.stringify(v);
  return text === undefined ? String(v) : text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

export type DataHashForm = 'sha256-hex' | 'null';

export interface AcceptanceFacts {
  bulkUuid: string | null;
  /** data_hash forms seen across the items (release variant: a SHA-256 value or null). */
  dataHash: DataHashForm[];
}

export interface Checked<F> {
  problems: string[];
  facts: F;
}

/**
 * The acceptance body of an async (n = 1) or bulk (n = elements sent) call: bulk_uuid a UUID; request_items one per
 * element with ids 0..n-1 in array order, status "accepted", data_hash 64 lowercase hex or null; errors false.
 */
export function checkAcceptance(body: unknown, n: number): Checked<AcceptanceFacts> {
  const problems: string[] = [];
  const facts: AcceptanceFacts = { bulkUuid: null, dataHash: [] };
  if (!isRecord(body)) return { problems: [`the body is not an object: ${show(body)}`], facts };
  if (typeof body.bulk_uuid !== 'string' || !UUID.test(body.bulk_uuid)) problems.push(`bulk_uuid is not a UUID: ${show(body.bulk_uuid)}`);
  else facts.bulkUuid = body.bulk_uuid;
  const items = body.request_items;
  const rejections = Array.isArray(items) && items.some((item) => isRecord(item) && item.status === 'rejected');
  // With rejected items errors is true by design: their messages (below) say why, so only a contradiction is listed.
  if (body.errors !== false && !(rejections && body.errors === true)) problems.push(`errors is ${show(body.errors)}, not false (an accepted request never reports errors)`);
  if (!Array.isArray(items)) {
    problems.push(`request_items is not an array: ${show(items)}`);
    return { problems, facts };
  }
  if (items.length !== n) problems.push(`request_items has ${items.length} entr${items.length === 1 ? 'y' : 'ies'} for ${n} element${n === 1 ? '' : 's'} sent`);
  items.forEach((item, index) => {
    if (!isRecord(item)) {
      problems.push(`request_items[${index}] is not an object`);
      return;
    }
    if (item.id !== index) problems.push(`request_items[${index}].id is ${show(item.id)}, expected ${index} (ids follow array order from 0)`);
    // A rejected item carries the platform's reason: quote it (real 2.4.7: the estimate-shipping-methods topics reject
    // every item with 'Data in topic "…" must be of type "mixed". "string" given.').
    if (item.status === 'rejected') problems.push(`request_items[${index}] was rejected: ${typeof item.error_message === 'string' ? JSON.stringify(item.error_message) : 'no error_message'}${item.error_code !== undefined ? ` (error_code ${show(item.error_code)})` : ''}`);
    else if (item.status !== 'accepted') problems.push(`request_items[${index}].status is ${show(item.status)}, not "accepted"`);
    if (!('data_hash' in item)) problems.push(`request_items[${index}] has no data_hash (a SHA-256 value or null)`);
    else if (item.data_hash === null) facts.dataHash.push('null');
    else if (typeof item.data_hash === 'string' && SHA256_HEX.test(item.data_hash)) facts.dataHash.push('sha256-hex');
    else problems.push(`request_items[${index}].data_hash is ${show(item.data_hash)}, neither 64 lowercase hex digits nor null`);
  });
  facts.dataHash = [...new Set(facts.dataHash)];
  if (facts.dataHash.length > 1) problems.push('data_hash is a SHA-256 value on some items and null on others of the same response');
  return { problems, facts };
}

export type TopicShape = 'service' | 'route';

/**
 * Which documented shape a topic name has: service-based async.<service contract path, lowercase>.<method>.<post|put|delete>
 * (2.3.1 and later) or route-based async.V1.<route segments>.<METHOD> (2.3.0). null: neither.
 */
export function topicShapeOf(topic: string): TopicShape | null {
  if (/^async\.V\d+(\.[A-Za-z0-9_-]+)+\.(POST|PUT|DELETE|PATCH)$/.test(topic)) return 'route';
  if (/^async(\.[a-z0-9_]+){3,}\.(post|put|delete|patch)$/.test(topic)) return 'service';
  return null;
}

/** The route-based topic of a route: async.V1.products.sku.PUT for PUT /V1/products/:sku. */
export function routeTopic(method: string, path: string): string {
  const segments = path.split('/').filter((s) => s !== '').map((s) => (s.startsWith(':') ? s.slice(1) : s));
  return ['async', ...segments, method.toUpperCase()].join('.');
}

/** The service-based topic of a service (Magento\Catalog\Api\ProductRepositoryInterface::save) and HTTP method. */
export function serviceTopic(service: string, method: string): string | null {
  const m = /^\\?([A-Za-z0-9_\\]+)::([A-Za-z0-9_]+)$/.exec(service);
  if (!m) return null;
  return `async.${(m[1] as string).replace(/\\/g, '.')}.${m[2] as string}.${method}`.toLowerCase();
}

/** Whether a topic is one of the two documented names of this route (the service one only when the service is known). */
export function topicMatchesRoute(topic: string, method: string, path: string, service: string | null): TopicShape | null {
  if (topic === routeTopic(method, path)) return 'route';
  const svc = service === null ? null : serviceTopic(service, method);
  if (svc !== null && topic === svc) return 'service';
  if (svc === null && topicShapeOf(topic) === 'service' && topic.endsWith(`.${method.toLowerCase()}`)) return 'service';
  return null;
}

/** The method name a success result_message must carry: the service method of the route (save, createAccount, ...). */
export function serviceMethodName(service: string | null): string | null {
  const m = service === null ? null : /::([A-Za-z0-9_]+)$/.exec(service);
  return m ? (m[1] as string) : null;
}

export interface OperationEntry {
  id: number;
  status: number;
  result_message: string | null;
  error_code: number | null;
}

export interface SummaryFacts {
  userTypePresent: boolean;
  userType: number | null;
  userId: number | null;
  topic: string | null;
  operations: OperationEntry[];
}

export interface SummaryExpectation {
  bulkUuid: string;
  /** Elements sent. */
  count: number;
  /** The caller's user_type (1 integration, 2 admin, 3 customer, 4 guest). */
  userType: number;
}

/** The summary form (GET /V1/bulk/:uuid/status), and the top-level fields the detailed form shares with it. */
export function checkSummary(body: unknown, want: SummaryExpectation): Checked<SummaryFacts> {
  const problems: string[] = [];
  const facts: SummaryFacts = { userTypePresent: false, userType: null, userId: null, topic: null, operations: [] };
  if (!isRecord(body)) return { problems: [`the body is not an object: ${show(body)}`], facts };
  if (body.bulk_id !== want.bulkUuid) problems.push(`bulk_id is ${show(body.bulk_id)}, not the bulk_uuid ${want.bulkUuid}`);
  if (typeof body.description !== 'string' || !/^Topic \S+$/.test(body.description)) problems.push(`description is ${show(body.description)}, not "Topic <queue topic>"`);
  else facts.topic = body.description.slice('Topic '.length);
  if (typeof body.start_time !== 'string' || !MYSQL_DATETIME.test(body.start_time)) problems.push(`start_time is ${show(body.start_time)}, not YYYY-MM-DD HH:MM:SS`);
  if (!(body.user_id === null || isInt(body.user_id))) problems.push(`user_id is ${show(body.user_id)}, neither an integer nor null`);
  else facts.userId = body.user_id;
  if ('user_type' in body) {
    facts.userTypePresent = true;
    if (!isInt(body.user_type) || ![1, 2, 3, 4].includes(body.user_type)) problems.push(`user_type is ${show(body.user_type)}, not 1, 2, 3 or 4`);
    else {
      facts.userType = body.user_type;
      if (body.user_type !== want.userType) problems.push(`user_type is ${body.user_type}, but the call was made by user type ${want.userType}`);
    }
  }
  if (body.operation_count !== want.count) problems.push(`operation_count is ${show(body.operation_count)}, but ${want.count} element(s) were sent`);
  const list = body.operations_list;
  if (!Array.isArray(list)) {
    problems.push(`operations_list is not an array: ${show(list)}`);
    return { problems, facts };
  }
  if (list.length !== want.count) problems.push(`operations_list has ${list.length} entries for ${want.count} element(s) sent`);
  list.forEach((entry, index) => {
    const p = checkOperationEntry(entry, `operations_list[${index}]`);
    problems.push(...p.problems);
    if (p.entry) facts.operations.push(p.entry);
  });
  const ids = facts.operations.map((o) => o.id);
  if (new Set(ids).size !== ids.length) problems.push(`operations_list ids repeat: ${show(ids)}`);
  return { problems, facts };
}

function checkOperationEntry(entry: unknown, where: string): { problems: string[]; entry: OperationEntry | null } {
  const problems: string[] = [];
  if (!isRecord(entry)) return { problems: [`${where} is not an object`], entry: null };
  if (!isInt(entry.id)) problems.push(`${where}.id is ${show(entry.id)}, not an integer`);
  if (!isInt(entry.status) || !(STATUS_CODES as readonly number[]).includes(entry.status)) problems.push(`${where}.status is ${show(entry.status)}, not an operation status code 1-5`);
  if (!(entry.result_message === null || typeof entry.result_message === 'string')) problems.push(`${where}.result_message is ${show(entry.result_message)}, not a string`);
  if (!(entry.error_code === null || isInt(entry.error_code))) problems.push(`${where}.error_code is ${show(entry.error_code)}, neither an integer nor null`);
  if (problems.length > 0) return { problems, entry: null };
  return { problems, entry: { id: entry.id as number, status: entry.status as number, result_message: (entry.result_message as string | null) ?? null, error_code: (entry.error_code as number | null) ?? null } };
}

/** A success must say "Service execution success" and name the executing method; a failure must give a reason. */
export function checkResultMessage(entry: OperationEntry, methodName: string | null, where: string): string[] {
  const message = entry.result_message ?? '';
  if (entry.status === STATUS.complete) {
    const problems: string[] = [];
    if (!message.includes('Service execution success')) problems.push(`${where} is complete but result_message ${show(entry.result_message)} lacks "Service execution success"`);
    else if (methodName !== null && !message.toLowerCase().includes(methodName.toLowerCase())) problems.push(`${where} result_message ${show(entry.result_message)} does not name the method ${methodName}`);
    return problems;
  }
  if ((entry.status === 2 || entry.status === 3) && message.trim() === '') return [`${where} failed (status ${entry.status}) without a reason in result_message`];
  if (entry.status !== STATUS.open && message.includes('Service execution success')) return [`${where} has status ${entry.status} (not complete) but result_message says ${show(entry.result_message)}: the record contradicts itself`];
  return [];
}

export interface DetailedEntryFacts {
  topic: string | null;
  topicShape: TopicShape | null;
  serializedData: 'json' | 'null';
  storeIdKey: boolean;
  meta: unknown;
  result: { kind: 'json'; value: unknown } | { kind: 'null' } | { kind: 'bad' };
}

/**
 * One entry of the detailed form: the summary fields plus bulk_uuid, topic_name in a documented shape,
 * serialized_data JSON {entity_id: null, entity_link: "", meta_information: "<serialized body>"} (null observed on
 * completed operations of the real 2.4.7), result_serialized_data serialized JSON on success and null on failure.
 */
export function checkDetailedEntry(entry: unknown, where: string, bulkUuid: string): Checked<DetailedEntryFacts & { entry: OperationEntry | null }> {
  const facts: DetailedEntryFacts & { entry: OperationEntry | null } = { topic: null, topicShape: null, serializedData: 'null', storeIdKey: false, meta: undefined, result: { kind: 'null' }, entry: null };
  const base = checkOperationEntry(entry, where);
  const problems = [...base.problems];
  facts.entry = base.entry;
  if (!isRecord(entry)) return { problems, facts };
  if (entry.bulk_uuid !== bulkUuid) problems.push(`${where}.bulk_uuid is ${show(entry.bulk_uuid)}, not ${bulkUuid}`);
  if (typeof entry.topic_name !== 'string') problems.push(`${where}.topic_name is ${show(entry.topic_name)}, not a string`);
  else {
    facts.topic = entry.topic_name;
    facts.topicShape = topicShapeOf(entry.topic_name);
    if (facts.topicShape === null) problems.push(`${where}.topic_name ${show(entry.topic_name)} has neither documented shape (async.<service>.<method>.<http method> or async.V1.<segments>.<METHOD>)`);
  }
  if (!('serialized_data' in entry)) problems.push(`${where} has no serialized_data`);
  else if (entry.serialized_data !== null) {
    if (typeof entry.serialized_data !== 'string') problems.push(`${where}.serialized_data is ${show(entry.serialized_data)}, not serialized JSON`);
    else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(entry.serialized_data);
      } catch {
        problems.push(`${where}.serialized_data is not JSON`);
      }
      if (parsed !== undefined) {
        facts.serializedData = 'json';
        if (!isRecord(parsed)) problems.push(`${where}.serialized_data is not a JSON object`);
        else {
          if (parsed.entity_id !== null) problems.push(`${where}.serialized_data.entity_id is ${show(parsed.entity_id)}, not null`);
          if (parsed.entity_link !== '') problems.push(`${where}.serialized_data.entity_link is ${show(parsed.entity_link)}, not ""`);
          if (typeof parsed.meta_information !== 'string') problems.push(`${where}.serialized_data.meta_information is ${show(parsed.meta_information)}, not the serialized request body`);
          else {
            try {
              facts.meta = JSON.parse(parsed.meta_information);
            } catch {
              problems.push(`${where}.serialized_data.meta_information is not serialized JSON`);
            }
          }
          facts.storeIdKey = 'store_id' in parsed;
        }
      }
    }
  }
  if (!('result_serialized_data' in entry)) problems.push(`${where} has no result_serialized_data`);
  else if (entry.result_serialized_data === null) facts.result = { kind: 'null' };
  else if (typeof entry.result_serialized_data !== 'string') {
    facts.result = { kind: 'bad' };
    problems.push(`${where}.result_serialized_data is ${show(entry.result_serialized_data)}, neither serialized JSON nor null`);
  } else {
    try {
      facts.result = { kind: 'json', value: JSON.parse(entry.result_serialized_data) as unknown };
    } catch {
      facts.result = { kind: 'bad' };
      problems.push(`${where}.result_serialized_data is not serialized JSON`);
    }
  }
  if (base.entry) {
    if (base.entry.status !== STATUS.complete && facts.result.kind === 'json') problems.push(`${where} did not complete (status ${base.entry.status}) but carries result_serialized_data (null on failure)`);
    if (base.entry.status === STATUS.complete && facts.result.kind === 'null') problems.push(`${where} completed but result_serialized_data is null (the serialized output of the synchronous call)`);
  }
  return { problems, facts };
}

/** Counts of each status code 1-5 in an operations_list. */
export function countByStatus(operations: readonly OperationEntry[]): Record<number, number> {
  const counts: Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const op of operations) counts[op.status] = (counts[op.status] ?? 0) + 1;
  return counts;
}

export interface SearchFilter {
  field: 'bulk_uuid' | 'status' | 'topic_name' | 'start_time';
  value: string;
}

/** searchCriteria query for filter groups ANDed (one filter per group), condition eq. */
export function searchQuery(filters: readonly SearchFilter[], pageSize: number): Record<string, string> {
  const q: Record<string, string> = {};
  filters.forEach((f, i) => {
    q[`searchCriteria[filter_groups][${i}][filters][0][field]`] = f.field;
    q[`searchCriteria[filter_groups][${i}][filters][0][value]`] = f.value;
    q[`searchCriteria[filter_groups][${i}][filters][0][condition_type]`] = 'eq';
  });
  q['searchCriteria[pageSize]'] = String(pageSize);
  q['searchCriteria[currentPage]'] = '1';
  return q;
}

const SEARCH_ITEM_FIELDS = ['id', 'bulk_uuid', 'topic_name', 'serialized_data', 'result_serialized_data', 'status', 'result_message', 'error_code'] as const;

/**
 * A bulk search result for eq filters: items are operation records whose fields match every filter (start_time
 * read from extension_attributes.start_time), search_criteria echoes each filter with field, value and
 * condition_type, total_count agrees with the items (equal when the page holds them all).
 */
export function checkSearchResult(body: unknown, filters: readonly SearchFilter[], pageSize: number): Checked<{ items: Json[]; total: number | null }> {
  const problems: string[] = [];
  const facts: { items: Json[]; total: number | null } = { items: [], total: null };
  if (!isRecord(body)) return { problems: [`the body is not an object: ${show(body)}`], facts };
  if (!Array.isArray(body.items)) problems.push(`items is not an array: ${show(body.items)}`);
  else facts.items = body.items.filter(isRecord);
  if (!isInt(body.total_count)) problems.push(`total_count is ${show(body.total_count)}, not an integer`);
  else facts.total = body.total_count;
  facts.items.forEach((item, i) => {
    const missing = SEARCH_ITEM_FIELDS.filter((f) => !(f in item));
    if (missing.length > 0) problems.push(`items[${i}] lacks ${missing.join(', ')}`);
    const startTime = isRecord(item.extension_attributes) ? item.extension_attributes.start_time : undefined;
    if (typeof startTime !== 'string' || !MYSQL_DATETIME.test(startTime)) problems.push(`items[${i}].extension_attributes.start_time is ${show(startTime)}, not YYYY-MM-DD HH:MM:SS`);
    for (const f of filters) {
      const actual = f.field === 'start_time' ? startTime : item[f.field];
      if (String(actual) !== f.value) problems.push(`items[${i}].${f.field} is ${show(actual)}, but the filter asked for ${f.field} eq ${show(f.value)}`);
    }
  });
  if (facts.total !== null) {
    if (facts.total < facts.items.length) problems.push(`total_count ${facts.total} is less than the ${facts.items.length} items returned`);
    if (facts.total <= pageSize && facts.total !== facts.items.length) problems.push(`total_count is ${facts.total} but the page (size ${pageSize}) holds ${facts.items.length} items`);
  }
  const echo = isRecord(body.search_criteria) ? body.search_criteria : null;
  if (echo === null) problems.push('search_criteria is not echoed');
  else {
    const groups = Array.isArray(echo.filter_groups) ? echo.filter_groups : [];
    const echoed = groups.flatMap((g) => (isRecord(g) && Array.isArray(g.filters) ? g.filters.filter(isRecord) : []));
    for (const f of filters) {
      const hit = echoed.find((e) => e.field === f.field && String(e.value) === f.value);
      if (!hit) problems.push(`search_criteria does not echo the filter ${f.field} eq ${show(f.value)}`);
      else if (hit.condition_type !== 'eq') problems.push(`search_criteria echoes ${f.field} with condition_type ${show(hit.condition_type)}, not "eq"`);
    }
  }
  return { problems, facts };
}
