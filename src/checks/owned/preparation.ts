// Writes that only prepare a check (the run's own entities made before the write under test) are retried, a bounded
// number of times, when their failure cannot come from their input. Concurrent saves on the real 2.4.7 deadlock in
// MariaDB (SQLSTATE[40001] ... 1213 Deadlock found, on inventory_low_stock_notification_configuration between two
// product saves, in the platform's log only), and the answer says nothing of it: 400 "Could not save Source Item
// Configuration", "The product was unable to be saved." A failure is taken as one of those when
// - the message is one of the platform's save-failure forms (SAVE_FAILED), or
// - the same request, its values aside, succeeded before in this worker (nothing in the input can explain it now).
// Every attempt is kept (the test's record shows them). The write a check judges is retried only while the platform's
// answer itself asks to be sent again (TRY_AGAIN), with the same bound and pauses (retryPause): a lasting refusal is
// the verdict.

import type { CallerName, CallOptions, HttpExchange } from '../types.ts';

/** The platform's answers to a save that failed for its own reasons (a lost deadlock among them). */
export const SAVE_FAILED = /(could not save|couldn't save|was unable to be saved|couldn't be saved|could not be saved|deadlock|lock wait timeout)/i;

/**
 * The platform's answers that ask the client to send the request again: a lost database deadlock, as MySQL words it
 * ("Deadlock found when trying to get lock; try restarting transaction", which some repositories answer as it is) and
 * as the repositories word it ("... If the error persists, please try again later.", "Please try again."). The one
 * case in which a write under test is sent again (src/checks/write/route-executions.ts, product-types-whole.ts), up to
 * PREPARATION_ATTEMPTS in all with retryPause between: the platform itself says its answer is no verdict on the
 * request; a lasting one is (the real Adobe Commerce 2.4.6-p1 answered a product save "The product was unable to be
 * saved. Please try again." twice in a row, a lost MariaDB deadlock, 1213, in its log).
 */
export const TRY_AGAIN = /(deadlock|try restarting transaction|try again)/i;

/** Attempts in all (the first included). */
export const PREPARATION_ATTEMPTS = 3;

/** How a retry waits; unit tests replace it (waitForRetriesWith) so that they do not sleep. */
let wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms));

/** Unit tests: retries wait through `fn` (null: the real timer again). */
export function waitForRetriesWith(fn: ((ms: number) => Promise<void>) | null): void {
  wait = fn ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
}

/** The pause after failed attempt `attempt` (1-based): 0.3 s, then 0.9 s, jittered, so that the transaction that won
 * a deadlock has committed and two workers that lost together do not meet again. */
export const retryDelayMs = (attempt: number): number => Math.round((attempt === 1 ? 300 : 900) * (0.5 + Math.random()));

/** Wait retryDelayMs(attempt). */
export const retryPause = (attempt: number): Promise<void> => wait(retryDelayMs(attempt));

/** One attempt, as the record keeps it. */
export interface Attempt {
  call: string;
  status: number;
  message: string | null;
}

type Send = (caller: CallerName, options: CallOptions) => Promise<HttpExchange>;

const messageOf = (res: HttpExchange): string | null => {
  const m = res.json !== null && typeof res.json === 'object' ? (res.json as Record<string, unknown>).message : undefined;
  return typeof m === 'string' ? m : null;
};

/** The request without its values: the route as sent with ids and the run's names taken out, the body's keys. What
 * "the same request" means for a retry. */
export function requestShape(options: CallOptions, prefix: string): string {
  const path = (options.path ?? '').split('/').map((s) => (/^\d+$/.test(s) || s.startsWith(prefix) ? ':v' : s)).join('/');
  const keys = (v: unknown): unknown => (v === null ? null : Array.isArray(v) ? v.map(keys) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, keys(x)])) : typeof v);
  return `${options.method ?? 'GET'} ${path} ${JSON.stringify(keys(options.body ?? null))}`;
}

/** Request shapes that succeeded in this worker (module state: one process per worker). */
const succeeded = new Set<string>();

/** Unit tests: forget what succeeded. */
export function forgetSucceeded(): void {
  succeeded.clear();
}

/**
 * A preparing write, retried while its failure cannot come from its input (up to PREPARATION_ATTEMPTS attempts, 0.3 s
 * then 0.9 s apart, jittered). `attempts` hears of every attempt when there was more than one. Reads go out once.
 */
export async function prepareCall(send: Send, caller: CallerName, options: CallOptions, prefix: string, attempts: (all: Attempt[]) => void = () => {}, pause: (ms: number) => Promise<void> = (ms) => wait(ms)): Promise<HttpExchange> {
  const method = options.method ?? 'GET';
  if (method === 'GET') return send(caller, options);
  const shape = requestShape(options, prefix);
  const tried: Attempt[] = [];
  for (let attempt = 1; ; attempt++) {
    const res = await send(caller, options);
    tried.push({ call: `${method} ${options.path ?? ''}`, status: res.status, message: messageOf(res) });
    if (res.status >= 200 && res.status < 300) {
      succeeded.add(shape);
      if (tried.length > 1) attempts(tried);
      return res;
    }
    const message = messageOf(res) ?? '';
    // 401/403/404 say who may call what and what exists: the input's, never the database's.
    const platformSide = res.status !== 401 && res.status !== 403 && res.status !== 404 && (SAVE_FAILED.test(message) || succeeded.has(shape));
    if (!platformSide || attempt >= PREPARATION_ATTEMPTS) {
      if (tried.length > 1) attempts(tried);
      return res;
    }
    await pause(retryDelayMs(attempt));
  }
}
