// Path arithmetic of the seeds' Asynchronous routes and Bulk routes sections.

/** The :name segments of a catalog path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string);
}

/** /V1/products/:sku → /async/V1/products/:sku (the async segment goes before /V1). */
export function derivesAsyncPath(path: string): string {
  return `/async${path}`;
}

/** /V1/carts/:quoteId/items → /async/bulk/V1/carts/byQuoteId/items (every :name becomes by + Name). */
export function derivesBulkPath(path: string): string {
  const byName = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => `by${name.charAt(0).toUpperCase()}${name.slice(1)}`);
  return `/async/bulk${byName}`;
}

/** Replace every :name with its value (URI-encoded). Throws on a missing value: callers resolve params first. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}
