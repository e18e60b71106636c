// The request log of the control endpoint: what was called and how it ended, never headers or bodies (so no
// Authorization value and no password can land in it).

export interface LoggedRequest {
  seq: number;
  at: string;
  method: string;
  /** Path and query as requested. */
  path: string;
  status: number;
  /** A write to the web API (POST/PUT/DELETE on /rest, tokens and schema excluded). */
  stateChanging: boolean;
  succeeded: boolean;
}

export interface RequestLog {
  record(entry: Omit<LoggedRequest, 'seq'>): void;
  entries(): LoggedRequest[];
  clear(): void;
}

/** Keeps the newest `capacity` entries. */
export function createRequestLog(capacity = 10_000): RequestLog {
  let entries: LoggedRequest[] = [];
  let seq = 0;
  return {
    record(entry) {
      seq += 1;
      entries.push({ seq, ...entry });
      if (entries.length > capacity) entries = entries.slice(entries.length - capacity);
    },
    entries: () => entries.map((entry) => ({ ...entry })),
    clear() {
      entries = [];
    },
  };
}
