// YAML text → JSON value plus a way back from a JSON path to file:line:col, so every error can point at the line
// that needs fixing.

import { createRequire } from 'node:module';
import type { Document, LineCounter, Node } from 'yaml';
import type { ContractError } from './types.ts';

/** The `yaml` package costs more to import than most contract folders cost to parse with js-yaml, and is needed only
 * to point at a problem (fast-yaml.ts) or to read a config file: it is loaded on the first call. */
const nodeRequire = createRequire(import.meta.url);
let yamlModule: typeof import('yaml') | null = null;
const yamlLibrary = (): typeof import('yaml') => (yamlModule ??= nodeRequire('yaml') as typeof import('yaml'));

export interface YamlSource {
  file: string;
  value: unknown;
  /** Position of the node at `path` (or of the nearest existing parent). */
  positionOf(path: ReadonlyArray<string | number>, options?: { key?: string }): { line: number; column: number };
}

export type YamlParse = { ok: true; source: YamlSource } | { ok: false; errors: ContractError[] };

export function parseYamlSource(file: string, text: string): YamlParse {
  const { LineCounter, parseDocument } = yamlLibrary();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      errors: doc.errors.map((e) => {
        const pos = lineCounter.linePos(e.pos[0]);
        return {
          file,
          line: pos.line,
          column: pos.col,
          message: `malformed YAML: ${firstLine(e.message)}`,
          hint: e.code === 'DUPLICATE_KEY' ? 'remove the repeated key' : 'check indentation, quotes and colons on this line',
        };
      }),
    };
  }
  return { ok: true, source: { file, value: doc.toJS(), positionOf: (path, options) => locate(doc, lineCounter, path, options?.key) } };
}

function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');
}

function locate(doc: Document, lines: LineCounter, path: ReadonlyArray<string | number>, key: string | undefined): { line: number; column: number } {
  const { isMap, isNode, isPair, isScalar } = yamlLibrary();
  let node: unknown = doc.contents;
  let found: Node | null = isNode(node) ? node : null;
  for (const segment of path) {
    if (!isNode(node)) break;
    const next: unknown = (node as { get?: (k: unknown, keepScalar: boolean) => unknown }).get?.(segment, true);
    if (!isNode(next)) break;
    node = next;
    found = next;
  }
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key);
    if (pair && isNode(pair.key)) found = pair.key;
  }
  const offset = found?.range?.[0] ?? 0;
  const pos = lines.linePos(offset);
  return { line: pos.line, column: pos.col };
}
