// The published schema a run saved, named by its content: `sha256:<hex>` of the document's bytes as the target sent
// them (or as COMMERCE_SCHEMA_FILE holds them). Two runs whose hashes are equal judged routes against the same
// document; a baseline records the hash its waivers were written on (src/baseline).

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export function schemaHash(bytes: string | Uint8Array): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

/** The hash of a saved schema file, or null when there is none or it cannot be read. */
export function schemaHashOfFile(file: string | null): string | null {
  if (file === null) return null;
  try {
    return schemaHash(readFileSync(file));
  } catch {
    return null;
  }
}
