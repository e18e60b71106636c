// PHP's reading of a query string (parse_str, as Magento's request takes its parameters): the input of a DELETE, whose
// body the web API never reads, synchronous (domain/validate.ts) or queued (async/intake.ts).

/** PHP's parse_str of a query string: `a[b][c]=v` nests, `a[]=v` appends; values stay text. */
export function phpQueryObject(query: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of query) {
    const head = /^([^[]+)/.exec(key)?.[1];
    if (head === undefined) continue;
    const path = [head, ...[...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '')];
    let node: Record<string, unknown> = out;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (last) node[name] = value;
      else {
        const next = node[name];
        node[name] = next !== null && typeof next === 'object' && !Array.isArray(next) ? next : {};
        node = node[name] as Record<string, unknown>;
      }
    });
  }
  return out;
}

