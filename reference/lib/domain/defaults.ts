// The simplest correct value of a published type: what the reference answers for a service it has no behaviour
// for (every required field present with an empty value of its type, arrays empty, void → null).

import type { Json, JsonObject } from './json.ts';
import { typesData } from './types-data.ts';
import { parseSpec } from './types-table.ts';

const MAX_DEPTH = 6;

export function minimalValue(spec: string, depth = 0): Json {
  const bare = parseSpec(spec).code;
  if (bare === 'void') return null;
  if (bare.endsWith('[]')) return [];
  if (bare.startsWith('#')) return minimalObject(bare.slice(1), depth);
  switch (bare) {
    case 's':
      return '';
    case 'i':
    case 'n':
      return 0;
    case 'b':
      return false;
    case 'o':
      return {};
    default:
      return '';
  }
}

function minimalObject(name: string, depth: number): Json {
  const row = typesData().definitions[name];
  if (row === undefined) throw new Error(`Unknown definition "${name}"`);
  if (row.items !== undefined) return [];
  const out: JsonObject = {};
  if (row.properties === undefined || depth >= MAX_DEPTH) return out;
  for (const [field, spec] of Object.entries(row.properties)) if (parseSpec(spec).required === true) out[field] = minimalValue(spec, depth + 1);
  return out;
}
