// The fast path for reading contracts: js-yaml (several times faster than the `yaml` package) with no source
// positions. Positions are needed only to point at an error, so the precise (slower) `yaml` parse runs lazily, for a
// file that has a problem. A route's own line comes from a scan of the block-style list under `routes:`.

import jsYaml from 'js-yaml';
import { parseYamlSource, type YamlSource } from './yaml-source.ts';

export type FastParse = { ok: true; source: YamlSource; routeLine(index: number): { line: number; column: number } } | { ok: false };

export function parseContractFast(file: string, text: string): FastParse {
  let value: unknown;
  try {
    value = jsYaml.load(text, { filename: file, json: false });
  } catch {
    return { ok: false }; // the precise parser will explain it
  }
  let precise: YamlSource | null = null;
  const preciseSource = (): YamlSource => {
    if (!precise) {
      const parsed = parseYamlSource(file, text);
      if (!parsed.ok) throw new Error(`${file}: js-yaml accepted what yaml rejects: ${parsed.errors[0]?.message ?? ''}`);
      precise = parsed.source;
    }
    return precise;
  };
  const source: YamlSource = { file, value, positionOf: (path, options) => preciseSource().positionOf(path, options) };
  const routes = (value as { routes?: unknown } | null)?.routes;
  const scanned = scanRouteLines(text);
  const usable = Array.isArray(routes) && scanned.length === routes.length;
  return {
    ok: true,
    source,
    routeLine: (index) => (usable ? (scanned[index] as { line: number; column: number }) : source.positionOf(['routes', index])),
  };
}

/** Line and column of each item of the top-level `routes:` block sequence. */
export function scanRouteLines(text: string): Array<{ line: number; column: number }> {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^routes:\s*(#.*)?$/.test(l));
  if (start === -1) return [];
  const out: Array<{ line: number; column: number }> = [];
  let itemIndent: number | null = null;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (/^[^\s#-]/.test(line) || /^-[^\s]/.test(line)) break; // next top-level key (items may start at column 0)
    const m = /^(\s*)- /.exec(line);
    if (!m) continue;
    const indent = (m[1] as string).length;
    itemIndent ??= indent;
    if (indent === itemIndent) out.push({ line: i + 1, column: indent + 3 });
  }
  return out;
}
