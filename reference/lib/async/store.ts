// The layer's own tables: magento_bulk and magento_operation, in memory. Rows are only ever appended; an operation's
// outcome is written once by the consumer.

import type { Identity, RouteDecl } from '../types.ts';

/** 1 complete, 2 retriably failed, 3 not retriably failed, 4 open, 5 rejected. */
export type OperationStatus = 1 | 2 | 3 | 4 | 5;
export const STATUS_COMPLETE = 1;
export const STATUS_RETRIABLY_FAILED = 2;
export const STATUS_NOT_RETRIABLY_FAILED = 3;
export const STATUS_OPEN = 4;

/** What the consumer needs to run the synchronous call again. */
export interface QueuedCall {
  route: RouteDecl;
  params: Record<string, string>;
  /** Body as the synchronous route takes it (bulk: the element without the fields that moved into params). */
  body: unknown;
  identity: Identity;
  storeCode: string | null;
  /** Parameters the consumer must find but the message lacked (bulk element without its path field). */
  missingParams: string[];
}

export interface OperationRow {
  /** Global acceptance order, the table's primary key; the consumer runs rows in this order. */
  seq: number;
  bulkUuid: string;
  /** operation_key: position in the request, 0..N-1, what the status routes show as id. */
  id: number;
  topicName: string;
  /** Kept until the operation succeeds (the platform nulls it then), so failures keep the request. */
  serializedData: string | null;
  resultSerializedData: string | null;
  status: OperationStatus;
  resultMessage: string | null;
  errorCode: number | null;
  call: QueuedCall;
  /** How many times the consumer ran it: must end at 1 (tests check nothing runs twice). */
  executions: number;
}

export interface BulkRow {
  uuid: string;
  userId: number | null;
  userType: 1 | 2 | 3 | 4;
  description: string;
  startTime: string;
  operations: OperationRow[];
}

export class OperationStore {
  private readonly bulks = new Map<string, BulkRow>();
  private readonly rows: OperationRow[] = [];

  addBulk(bulk: BulkRow): void {
    this.bulks.set(bulk.uuid, bulk);
    for (const row of bulk.operations) this.rows.push(row);
  }

  bulk(uuid: string): BulkRow | undefined {
    return this.bulks.get(uuid);
  }

  /** Every operation in acceptance order, with its bulk's start time (the search joins magento_bulk). */
  allOperations(): ReadonlyArray<OperationRow> {
    return this.rows;
  }

  nextSeq(): number {
    return this.rows.length;
  }

  startTimeOf(row: OperationRow): string {
    return this.bulks.get(row.bulkUuid)?.startTime ?? '';
  }
}
