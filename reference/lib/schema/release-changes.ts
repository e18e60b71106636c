// The published document of the release the installation plays: the types data follows 2.4.7, and releases.json says
// what other releases publish differently (a property renamed or not yet there, a body field a later release
// dropped, a response it documents). So a suite reading the reference's schema sees the evidence of its release, as
// on a real installation. Read once; a bad entry stops the reference with the file and the entry's index.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compareReleases } from '../release.ts';

const FILE = fileURLToPath(new URL('./releases.json', import.meta.url));

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export type ReleaseChange = { before: string | null; from: string | null; why: string } & (
  | { definition: string; renameProperty: [string, string] }
  | { definition: string; dropProperty: string }
  | { operation: string; dropBodyField: string }
  | { operation: string; addResponse: number }
);

let cached: ReleaseChange[] | undefined;

export function releaseChanges(file: string = FILE): ReleaseChange[] {
  if (cached !== undefined && file === FILE) return cached;
  const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const changes = isObj(data) && Array.isArray(data.changes) ? data.changes : null;
  if (changes === null) throw new Error(`${file}: no "changes" list`);
  const out = changes.map((c, i): ReleaseChange => {
    const bad = (what: string) => new Error(`${file}: changes[${i}]: ${what}`);
    if (!isObj(c)) throw bad('not an object');
    const before = typeof c.before === 'string' ? c.before : null;
    const from = typeof c.from === 'string' ? c.from : null;
    if ((before === null) === (from === null)) throw bad('give exactly one of "before" and "from"');
    const why = typeof c.why === 'string' ? c.why : '';
    const base = { before, from, why };
    if (typeof c.definition === 'string' && Array.isArray(c.renameProperty) && c.renameProperty.length === 2) return { ...base, definition: c.definition, renameProperty: [String(c.renameProperty[0]), String(c.renameProperty[1])] };
    if (typeof c.definition === 'string' && typeof c.dropProperty === 'string') return { ...base, definition: c.definition, dropProperty: c.dropProperty };
    if (typeof c.operation === 'string' && typeof c.dropBodyField === 'string') return { ...base, operation: c.operation, dropBodyField: c.dropBodyField };
    if (typeof c.operation === 'string' && typeof c.addResponse === 'number') return { ...base, operation: c.operation, addResponse: c.addResponse };
    throw bad('not a change this reader knows (renameProperty, dropProperty, dropBodyField, addResponse)');
  });
  if (file === FILE) cached = out;
  return out;
}

function applies(change: ReleaseChange, release: string): boolean {
  return change.before !== null ? compareReleases(release, change.before) < 0 : compareReleases(release, change.from as string) >= 0;
}

/** The definitions of the release (copies where a change touches them). */
export function definitionsAt(definitions: Record<string, object>, release: string): Record<string, object> {
  const out: Record<string, object> = { ...definitions };
  for (const change of releaseChanges()) {
    if (!applies(change, release) || !('definition' in change)) continue;
    const def = out[change.definition] as Obj | undefined;
    if (def === undefined || !isObj(def.properties)) continue;
    const properties: Obj = {};
    const required = Array.isArray(def.required) ? [...(def.required as string[])] : null;
    for (const [name, schema] of Object.entries(def.properties)) {
      if ('dropProperty' in change && name === change.dropProperty) continue;
      const renamed = 'renameProperty' in change && name === change.renameProperty[0] ? change.renameProperty[1] : name;
      properties[renamed] = schema;
      if (required && renamed !== name) required.splice(required.indexOf(name), 1, renamed);
    }
    const next: Obj = { ...def, properties };
    if (required) next.required = 'dropProperty' in change ? required.filter((r) => r !== change.dropProperty) : required;
    out[change.definition] = next;
  }
  return out;
}

/** The operations of the release: body fields dropped, responses added. */
export function applyOperationChanges(paths: Record<string, Record<string, unknown>>, release: string): void {
  for (const change of releaseChanges()) {
    if (!applies(change, release) || !('operation' in change)) continue;
    const [method = '', path = ''] = change.operation.split(' ');
    const op = paths[path]?.[method.toLowerCase()];
    if (!isObj(op)) continue;
    if ('dropBodyField' in change && Array.isArray(op.parameters)) {
      for (const p of op.parameters) {
        if (!isObj(p) || p.in !== 'body' || !isObj(p.schema) || !isObj(p.schema.properties)) continue;
        delete p.schema.properties[change.dropBodyField];
        if (Array.isArray(p.schema.required)) p.schema.required = p.schema.required.filter((r) => r !== change.dropBodyField);
      }
    }
    if ('addResponse' in change && isObj(op.responses)) {
      const { default: fallback, ...rest } = op.responses;
      op.responses = { ...rest, [String(change.addResponse)]: { description: `${change.addResponse} Unauthorized`, schema: { $ref: '#/definitions/error-response' } }, ...(fallback === undefined ? {} : { default: fallback }) };
    }
  }
}
