// Deliberate departures from the platform the asynchronous layer can play, so the suite can show it notices them.
// Each is switched on by name through AsyncHost.faults and acts in exactly one place (grep the constant).

import type { FaultInfo } from '../types.ts';

export const FAULT = {
  asyncErrorsTrue: 'async-errors-true',
  asyncWrongStatusCode: 'async-wrong-status-code',
  asyncIdsOutOfOrder: 'async-ids-out-of-order',
  asyncMissingDataHash: 'async-missing-data-hash',
  asyncRequestItemsCountOff: 'async-request-items-count-off',
  asyncGetAccepted: 'async-get-accepted',
  bulkGetAccepted: 'bulk-get-accepted',
  bulkUnknownFieldAccepted: 'bulk-unknown-field-accepted',
  bulkByNameNotDerived: 'bulk-byname-not-derived',
  bulkParamsNotMoved: 'bulk-params-not-moved',
  statusNeverLeavesOpen: 'status-never-leaves-open',
  statusWrongCodes: 'status-wrong-codes',
  statusCountDisagrees: 'status-count-disagrees',
  statusOpenCountFrozen: 'status-open-count-frozen',
  statusResultMessageLacksSuccess: 'status-result-message-lacks-success',
  statusDetailedFieldsMissing: 'status-detailed-fields-missing',
  statusDetailedFieldsMistyped: 'status-detailed-fields-mistyped',
  statusSearchFilterIgnored: 'status-search-filter-ignored',
  statusSearchLaterGroupsIgnored: 'status-search-later-groups-ignored',
  statusSearchRangeIgnored: 'status-search-range-ignored',
  storeScopeIgnored: 'store-scope-ignored',
  consumerFailsEverything: 'consumer-fails-everything',
  consumerTypeDropped: 'consumer-type-dropped',
} as const;

export type AsyncFaultName = (typeof FAULT)[keyof typeof FAULT];

export const ASYNC_FAULTS: FaultInfo[] = [
  { name: FAULT.asyncErrorsTrue, category: 'async', description: 'Acceptance body says errors: true although every item was accepted.' },
  { name: FAULT.asyncWrongStatusCode, category: 'async', description: 'Acceptance answers HTTP 200 instead of 202.' },
  { name: FAULT.asyncIdsOutOfOrder, category: 'async', description: 'request_items ids do not follow array order (they run backwards).' },
  { name: FAULT.asyncMissingDataHash, category: 'async', description: 'request_items carry no data_hash field at all.' },
  { name: FAULT.asyncRequestItemsCountOff, category: 'async', description: 'request_items has one entry fewer than the operations queued.' },
  { name: FAULT.asyncGetAccepted, category: 'async', description: 'GET on /async/V1/... is accepted (202) instead of refused with 400.' },
  { name: FAULT.bulkUnknownFieldAccepted, category: 'bulk', description: 'A queued call (/async/V1, /async/bulk/V1) one of whose elements has a field its data object has not (wrong_attribute) is accepted and queued, instead of refused as a whole with 400 "\"%fieldName\" is not supported. Correct the field name and try again.".' },
  { name: FAULT.bulkGetAccepted, category: 'bulk', description: 'GET on /async/bulk/V1/... is routed like a queueing method (a 404 where no bulk route takes it) instead of refused with 400 "Specified request cannot be processed."; /async/V1 still refuses it.' },
  { name: FAULT.bulkByNameNotDerived, category: 'bulk', description: 'Bulk routes keep the :param form; the by<Name> path is unknown (404).' },
  { name: FAULT.bulkParamsNotMoved, category: 'bulk', description: 'Path parameters carried by bulk elements are ignored; their operations fail in the consumer.' },
  { name: FAULT.statusNeverLeavesOpen, category: 'status', description: 'The consumer never finishes an operation: every operation stays open (4).' },
  { name: FAULT.statusWrongCodes, category: 'status', description: 'Status codes are reported wrongly: complete as 2, not-retriably-failed as 1.' },
  { name: FAULT.statusCountDisagrees, category: 'status', description: 'operation-status/:status counts every operation of the bulk, whatever the status.' },
  { name: FAULT.statusOpenCountFrozen, category: 'status', description: 'operation-status/4 answers 0 while operations are open: the open count is the bulk\'s operation_count less every operation row, and the rows are written open at acceptance (the count is right only once the bulk is terminal).' },
  { name: FAULT.statusResultMessageLacksSuccess, category: 'status', description: 'Successful operations lack "Service execution success" in result_message.' },
  { name: FAULT.statusDetailedFieldsMissing, category: 'status', description: 'detailed-status entries lack topic_name.' },
  { name: FAULT.statusDetailedFieldsMistyped, category: 'status', description: 'detailed-status entries carry id and status as strings.' },
  { name: FAULT.statusSearchLaterGroupsIgnored, category: 'status', description: 'GET /V1/bulk applies only the first of its filter groups (the others are echoed in search_criteria but not AND-ed): bulk_uuid eq X AND status eq 3 lists every operation of X.' },
  { name: FAULT.statusSearchRangeIgnored, category: 'status', description: 'GET /V1/bulk applies no start_time filter whose condition_type is not eq (lteq, gt, ...: echoed in search_criteria, not applied): bulk_uuid eq X AND start_time lteq a second before X started lists every operation of X.' },
  { name: FAULT.statusSearchFilterIgnored, category: 'status', description: 'GET /V1/bulk ignores its filters and lists every operation.' },
  { name: FAULT.consumerFailsEverything, category: 'status', description: 'The consumer ends every operation of a bulk of more than one not-retriably failed ("Something went wrong while processing the request.") without executing it: the bulk settles, nothing is saved.' },
  { name: FAULT.consumerTypeDropped, category: 'status', description: 'The consumer runs a queued product save without the type_id it was queued with: a virtual product queued on /async/V1/products or in a bulk is saved as the repository\'s default, simple (the operation ends complete).' },
  { name: FAULT.storeScopeIgnored, category: 'store-scope', description: 'The store code of an async/bulk call is dropped: every queued write runs without a store code.' },
];
