// The async.operations.all consumer (MassConsumer): a worker loop inside the process that takes queued operations
// one at a time, in acceptance order, runs the synchronous call and records the outcome on the operation.
//
// A message whose call raises a PHP Error kills the consumer process (fatal-errors.ts): the operation stays open
// (4), the consumer is stopped, and the death is recorded. As on the platform, the message was taken before it ran:
// MySQL queue marks it in progress (a new consumer reads only new and retry-required messages) and MassConsumer
// wrote its queue_lock first (a redelivered copy is acknowledged unprocessed). So a restarted consumer goes on with
// the operations behind it, and the taken operation stays open for good.

import type { ApiResponse } from '../types.ts';
import type { AsyncHost, ConsumerDeath } from './api.ts';
import { consumerFatal } from './fatal-errors.ts';
import { FAULT } from './faults.ts';
import { executedMethodName } from './topics.ts';
import { phpJsonEncode, renderMessage } from './serialize.ts';
import {
  STATUS_COMPLETE, STATUS_NOT_RETRIABLY_FAILED, STATUS_RETRIABLY_FAILED,
  type OperationRow, type OperationStatus,
} from './store.ts';

export interface ConsumerOptions {
  /** Pause before each operation, so tests can watch operations while open. 0 = next turn of the event loop. */
  delayMs: number;
  /** Start running at once (the platform's consumer runs from cron or by hand; the reference runs by default). */
  autoStart: boolean;
}

interface Outcome {
  status: OperationStatus;
  resultMessage: string;
  errorCode: number | null;
  resultSerializedData: string | null;
}

/** The consumer process died running the operation (a PHP Error): nothing is recorded on it. */
interface Death {
  fatal: string;
}

export class Consumer {
  private readonly queue: OperationRow[] = [];
  private head = 0;
  private busy = false;
  private scheduled = false;
  private isRunning: boolean;
  private executedCount = 0;
  private readonly idleWaiters = new Set<() => void>();
  /** Operations a dying consumer had taken: out of the queue, never finished. */
  private takenByDeadConsumer = 0;
  private readonly deathLog: ConsumerDeath[] = [];
  /** Bulks of more than one operation (consumer-fails-everything ends their operations failed). */
  private readonly multiOperationBulks = new Set<string>();

  constructor(private readonly host: AsyncHost, private readonly options: ConsumerOptions) {
    this.isRunning = options.autoStart;
  }

  get running(): boolean {
    return this.isRunning;
  }

  get executed(): number {
    return this.executedCount;
  }

  /** Operations accepted and not yet finished (queued or running). */
  get open(): number {
    return this.queue.length - this.head;
  }

  /** Operations left open by a consumer that died running them (they never run again). */
  get stranded(): number {
    return this.takenByDeadConsumer;
  }

  get deaths(): readonly ConsumerDeath[] {
    return this.deathLog;
  }

  enqueue(rows: readonly OperationRow[]): void {
    for (const row of rows) this.queue.push(row);
    // Kept only where a fault needs it: one bulk's rows arrive in one call.
    if (this.host.faults.has(FAULT.consumerFailsEverything) && rows.length > 1) for (const row of rows) this.multiOperationBulks.add(row.bulkUuid);
    this.kick();
  }

  start(): void {
    this.isRunning = true;
    this.kick();
  }

  stop(): void {
    // An operation already running finishes; nothing else is taken until start().
    this.isRunning = false;
  }

  /** Resolves when no operation is open, or after timeoutMs, whichever comes first. */
  drain(timeoutMs: number): Promise<void> {
    if (this.open === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.idleWaiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.idleWaiters.add(done);
    });
  }

  private kick(): void {
    if (!this.isRunning || this.busy || this.scheduled || this.open === 0) return;
    if (this.host.faults.has(FAULT.statusNeverLeavesOpen)) return;
    this.scheduled = true;
    const step = (): void => {
      this.scheduled = false;
      void this.runNext();
    };
    if (this.options.delayMs > 0) setTimeout(step, this.options.delayMs).unref();
    else setImmediate(step);
  }

  private async runNext(): Promise<void> {
    if (!this.isRunning || this.busy || this.open === 0) return;
    const row = this.queue[this.head];
    if (row === undefined) return;
    this.busy = true;
    try {
      const outcome = await this.execute(row);
      if ('fatal' in outcome) this.die(row, outcome.fatal);
      else this.record(row, outcome);
    } finally {
      // Only now does the row leave the queue: open counts it until its outcome is written.
      this.head += 1;
      this.compact();
      this.busy = false;
      this.notifyIfIdle();
      this.kick();
    }
  }

  private async execute(row: OperationRow): Promise<Outcome | Death> {
    row.executions += 1;
    this.executedCount += 1;
    const { call } = row;
    const missing = call.missingParams[0];
    if (missing !== undefined) {
      // MassConsumer cannot build the service arguments: the platform's own wording.
      return failed(STATUS_NOT_RETRIABLY_FAILED, 0,
        `Data item corresponding to "${missing}" must be specified in the message with topic "${row.topicName}".`);
    }
    // A bulk (more than one operation) ends failed unexecuted; single async calls still run, so the fault is met only
    // where a bulk of valid bodies is judged on its completion.
    if (this.host.faults.has(FAULT.consumerFailsEverything) && this.multiOperationBulks.has(row.bulkUuid)) return failed(STATUS_NOT_RETRIABLY_FAILED, 0, 'Something went wrong while processing the request.');
    const storeCode = this.host.faults.has(FAULT.storeScopeIgnored) ? null : call.storeCode;
    const fatal = consumerFatal(this.host, call, storeCode);
    if (fatal !== null) return { fatal };
    let response: ApiResponse;
    try {
      // consumer-type-dropped: a queued product runs without its type_id (saved as the default, simple).
      const body = this.host.faults.has(FAULT.consumerTypeDropped) ? withoutTypeId(call.body) : call.body;
      response = await this.host.execute(call.route, call.params, body, call.identity, storeCode);
    } catch (error) {
      // An infrastructure failure (the platform's lock wait / deadlock / lost connection): worth retrying.
      return failed(STATUS_RETRIABLY_FAILED, errorCodeOf(error), error instanceof Error ? error.message : String(error));
    }
    if (response.status >= 200 && response.status < 300) {
      return {
        status: STATUS_COMPLETE,
        resultMessage: `Service execution success ${executedMethodName(call.route)}`,
        errorCode: null,
        // MassConsumer serializes the output only when the service returned one: void and null leave it null.
        resultSerializedData: response.noResult === true ? null : phpJsonEncode(response.body),
      };
    }
    // NoSuchEntityException, LocalizedException and the rest: not retriable, the rendered message, its code.
    return failed(STATUS_NOT_RETRIABLY_FAILED, errorBodyCode(response.body), errorBodyMessage(response));
  }

  /** The process is gone: the operation keeps status 4 and no result, the consumer is stopped (as by stop()), and
   * the death is logged. The row still leaves the queue: the message was taken before the call ran. */
  private die(row: OperationRow, fatal: string): void {
    this.isRunning = false;
    this.takenByDeadConsumer += 1;
    this.deathLog.push({ at: this.host.now().toISOString(), bulkUuid: row.bulkUuid, operationId: row.id, topicName: row.topicName, error: fatal });
  }

  private record(row: OperationRow, outcome: Outcome): void {
    row.status = outcome.status;
    row.resultMessage = outcome.resultMessage;
    row.errorCode = outcome.errorCode;
    row.resultSerializedData = outcome.resultSerializedData;
    // The real 2.4.7 consumer clears serialized_data of completed operations and keeps it on failures.
    if (outcome.status === STATUS_COMPLETE) row.serializedData = null;
  }

  private compact(): void {
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
  }

  private notifyIfIdle(): void {
    if (this.open !== 0) return;
    for (const waiter of [...this.idleWaiters]) waiter();
  }
}

function failed(status: OperationStatus, errorCode: number, message: string): Outcome {
  return { status, resultMessage: message, errorCode, resultSerializedData: null };
}

function errorCodeOf(error: unknown): number {
  if (error !== null && typeof error === 'object' && 'code' in error && typeof error.code === 'number') return error.code;
  return 0;
}

function errorBodyCode(body: unknown): number {
  if (body !== null && typeof body === 'object' && 'code' in body && typeof body.code === 'number') return body.code;
  return 0;
}

function errorBodyMessage(response: ApiResponse): string {
  // MassConsumer records the exception's own message: REST's masking of a 500 is not the consumer's.
  if (response.exceptionMessage !== undefined) return response.exceptionMessage;
  const body = response.body;
  if (body !== null && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    const parameters = 'parameters' in body ? body.parameters : undefined;
    return renderMessage(body.message, parameters);
  }
  return typeof body === 'string' ? body : `HTTP ${response.status}`;
}


/** A queued body's product without type_id (the consumer-type-dropped fault); any other body as it is. */
function withoutTypeId(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const product = (body as Record<string, unknown>).product;
  if (typeof product !== 'object' || product === null || Array.isArray(product) || !('type_id' in product)) return body;
  const { type_id: _dropped, ...rest } = product as Record<string, unknown>;
  return { ...body, product: rest };
}
