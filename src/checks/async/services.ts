// What the async, bulk and status route checks need beyond CheckContext's common part (CheckContext.async,
// filled by fixtures/check-context.ts): the run's prefix and contract bodies filled under a sub-prefix, so entities a
// queued write may create carry the run's prefix and never collide with those of synchronous checks.

export interface AsyncServices {
  /** The run's prefix: every entity the suite creates carries it. */
  prefix: string;
  /** A contract body with {{prefix}} replaced by `prefix` (which starts with the run's prefix) and fixtures filled. */
  fillBody(body: unknown, prefix: string): Promise<unknown>;
}
