// Scenario-level checks of asynchronous calls, bulk calls and eventual operation status: they queue a few calls on
// entities the run creates (products and customers named with the run's prefix), wait for the consumer through the
// shared poller and read the outcome back. Run by specs/async-scenarios.spec.ts; listed in docs/checks.md.

import type { CheckDescription } from '../types.ts';

const d = (id: string, family: CheckDescription['family'], rule: string, source: string): CheckDescription => ({ id, family, rule, source });

export const STATUS_TERMINAL = d(
  'status.terminal',
  'status',
  'Every queued operation eventually leaves the open state (4) for 1, 2, 3 or 5; the wait extends while the queue moves and ends when nothing moved for COMMERCE_QUEUE_STALL_MS, which means the async.operations.all consumer is not running: reported once per run, the other status checks skip with that diagnosis.',
  'seed 000 States and transitions, Asynchronous routes 6, Errors 5; facts 19 (queue:consumers:start async.operations.all)',
);

export const STATUS_SUMMARY_SHAPE = d(
  'status.summary-shape',
  'status',
  'GET /V1/bulk/:uuid/status gives operations_list entries {id, status, result_message, error_code}, bulk_id = the bulk_uuid, description "Topic <topic>", start_time YYYY-MM-DD HH:MM:SS, user_id and (where present) user_type of the caller, operation_count = elements sent; a success says "Service execution success" and the method.',
  'seed 000 Operation status record (summary form), States and transitions; facts 20; real 2.4.7 responses/async index.json',
);

export const STATUS_DETAILED_SHAPE = d(
  'status.detailed-shape',
  'status',
  'GET /V1/bulk/:uuid/detailed-status adds bulk_uuid, topic_name (service- or route-based shape), serialized_data {entity_id: null, entity_link: "", meta_information} and result_serialized_data: the synchronous response (valid against its schema) on success, null on failure.',
  'seed 000 Operation status record (detailed form) and Topic name shape; facts 17, 18; real 2.4.7 responses/async b1, d1',
);

export const STATUS_COUNT_MATCHES = d(
  'status.count-matches',
  'status',
  'GET /V1/bulk/:uuid/operation-status/:status (where the release has it) answers a bare integer equal to the number of operations with that status in operations_list, for every code 1-5.',
  'seed 000 Operation status routes; facts 20; real 2.4.7 responses/async index.json (operation_status_counts)',
);

export const STATUS_SEARCH = d(
  'status.search',
  'status',
  'GET /V1/bulk?searchCriteria with an eq filter on bulk_uuid, status, topic_name or start_time returns operation records whose fields match the filter, echoes the filter (field, value, condition_type) in search_criteria, and a consistent total_count.',
  'seed 000 Bulk search result and Operation status routes (search filter fields); facts 20; real 2.4.7 responses/async e_bulk_search',
);

export const STATUS_DUPLICATE_CREATE_FAILS = d(
  'status.duplicate-create-fails',
  'status',
  'Two customers with the same email in one bulk call are both accepted at intake (errors false); one operation completes and the other ends failed (3, or 2) with the reason in result_message.',
  'seed 000 States and transitions ("a queued duplicate is accepted"), Errors 2-3; real 2.4.7 responses/async d1',
);

export const SECURITY_STATUS_ECHOES_PASSWORD = d(
  'security.status-echoes-password',
  'security',
  'Finding, not a failure: an installation that echoes a new customer\'s plaintext password in detailed-status serialized_data of a failed operation is reported (annotation + redacted attachment); the suite redacts it everywhere.',
  'real 2.4.7 responses/async d1 (serialized_data keeps the request of failed operations, password included); facts 18',
);

export const BULK_PARAMS_IN_ELEMENTS = d(
  'bulk.params-in-elements',
  'bulk',
  'On a bulk route whose parameters left the path (/async/bulk/V1/products/bySku), each element carries them as fields named as the parameter and the operation acts on that entity.',
  'seed 000 Bulk routes 2-3; facts 15-16; real 2.4.7 responses/async b2',
);

export const ASYNC_STORE_SCOPE = d(
  'async.store-scope',
  'async',
  'Async writes follow store scope: create without a store code sets values globally; update without a code changes the default store view only; `all` changes every store view without its own value; a store code changes that store view only.',
  'seed 000 Asynchronous routes 5 (Store scope), Bulk routes 7; facts 11-13; real 2.4.7 responses/async g1-g3',
);

export const ASYNC_INTAKE_ERRORS = d(
  'async.intake-errors',
  'async',
  'Failures at acceptance (malformed JSON, unknown route, missing token, unknown store code, GET, a bulk body that is not an array) come back as standard web API errors {message, parameters?}, never as acceptance bodies, and queue nothing.',
  'seed 000 Errors 1; facts 12, 15; real 2.4.7 responses/async g4, h1-h3, install-observations 08d',
);

export const ASYNC_METHOD_VARIANTS = d(
  'async.method-variants',
  'async',
  'DELETE and PATCH on async and bulk paths are release variants: either accepted with a well-formed acceptance body or refused with a standard web API error; which one is recorded.',
  'seed 000 Asynchronous routes 2, Bulk routes 4, Versioning 3; facts 15',
);

export const ASYNC_RUN_CHECKS: CheckDescription[] = [
  STATUS_TERMINAL,
  STATUS_SUMMARY_SHAPE,
  STATUS_DETAILED_SHAPE,
  STATUS_COUNT_MATCHES,
  STATUS_SEARCH,
  STATUS_DUPLICATE_CREATE_FAILS,
  SECURITY_STATUS_ECHOES_PASSWORD,
  BULK_PARAMS_IN_ELEMENTS,
  ASYNC_STORE_SCOPE,
  ASYNC_INTAKE_ERRORS,
  ASYNC_METHOD_VARIANTS,
];
