// Work on a list with at most `limit` items in flight: the teardown's deletes and searches, bounded so the target is
// never asked for more at once than it tolerates (COMMERCE_CLEANUP_CONCURRENCY).

/** `work` on every item, at most `limit` at a time; the results in the items' order. */
export async function inBounded<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}
