// The contract format's validator, compiled by ajv once per machine rather than once per process: compiling
// contract.schema.json and importing ajv's compiler cost more CPU than reading every contract. The compiled
// validator is kept on disk as ajv standalone code, which needs only ajv's small runtime helpers (equal,
// ucs2length, ...), so a process that finds it never loads the Ajv class at all.
//
// Layout: <schema cache dir>/contract-format/<key>.cjs, next to the schema registry's response validators (same
// COMMERCE_SCHEMA_CACHE_DIR, same default). The key hashes everything the generated code depends on (the schema,
// ajv's version, the options, this file's layout version), so entries never need invalidating. Each file starts
// with the sha256 of the code below it: a damaged or foreign file is recompiled and overwritten, never run.
// Files are written to a temporary name and renamed, so a concurrent process never reads half a file; a cache
// dir that cannot be created or written only costs the compile, never the result.

import { readFileSync } from 'node:fs';
import { sha256, writeAtomically } from '../cache/cache-files.ts';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Options, ValidateFunction } from 'ajv';

/** Bumped whenever the file layout below changes, so older entries are simply ignored. */
const LAYOUT_VERSION = '1';

/** verbose: the error explanation reads parentSchema (allowed keys); allErrors: one message per problem. The
 * format's own schema is checked against the meta-schema by a unit test, not at every start. */
export const FORMAT_AJV_OPTIONS = { allErrors: true, strict: false, verbose: true, validateSchema: false } as const satisfies Options;

export type FormatValidatorOrigin = 'disk-cache' | 'compiled';

export interface LoadedFormatValidator {
  validate: ValidateFunction;
  /** Where the function came from: the disk cache, or ajv in this process (then written to the cache if possible). */
  origin: FormatValidatorOrigin;
}

/** Resolves ajv (and the runtime helpers standalone code requires) from this package, not from the cache dir. */
const nodeRequire = createRequire(import.meta.url);

/** The default cache dir, shared with the schema registry's (fixtures: COMMERCE_SCHEMA_CACHE_DIR). */
export function defaultFormatCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.COMMERCE_SCHEMA_CACHE_DIR ?? '.cache/schema-validators', 'contract-format');
}

/** A validator for `schema` (already without its $id): from `cacheDir` when there, else compiled and stored. */
export function loadFormatValidator(schema: object, cacheDir: string | null): LoadedFormatValidator {
  if (cacheDir === null) return { validate: compileWithAjv(schema).validate, origin: 'compiled' };
  const file = path.join(cacheDir, `${cacheKey(schema)}.cjs`);
  const cached = readEntry(file);
  if (cached !== null) return { validate: cached, origin: 'disk-cache' };
  const { validate, code } = compileWithAjv(schema);
  try {
    writeAtomically(file, sealEntry(code()));
  } catch {
    // a cache dir that cannot be created or written, a full disk: slower next time, not wrong now
  }
  return { validate, origin: 'compiled' };
}

/** The entry's name: a hash of everything the generated code depends on. */
export function cacheKey(schema: object): string {
  return sha256(JSON.stringify({ layout: LAYOUT_VERSION, ajv: ajvVersion(), options: FORMAT_AJV_OPTIONS, schema })).slice(0, 32);
}

/** The cached function, or null when the file is absent, damaged or does not evaluate to a validator. */
function readEntry(file: string): ValidateFunction | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const code = unsealEntry(text);
  if (code === null) return null;
  try {
    return evaluateStandalone(code);
  } catch {
    return null;
  }
}

const SEAL = /^\/\/ sha256:([0-9a-f]{64})\n/;

function sealEntry(code: string): string {
  return `// sha256:${sha256(code)}\n${code}`;
}

/** The code of an entry whose hash matches, else null (truncated, edited, or not written by this module). */
export function unsealEntry(text: string): string | null {
  const m = SEAL.exec(text);
  if (m === null) return null;
  const code = text.slice(m[0].length);
  return sha256(code) === m[1] ? code : null;
}

/** Only on a cache miss: importing ajv's compiler is the cost this module exists to avoid. */
function compileWithAjv(schema: object): { validate: ValidateFunction; code: () => string } {
  const { Ajv } = nodeRequire('ajv') as typeof import('ajv');
  const ajv = new Ajv({ ...FORMAT_AJV_OPTIONS, code: { source: true } });
  const validate = ajv.compile(schema);
  return {
    validate,
    code: () => (nodeRequire('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js')).default(ajv, validate),
  };
}

/** Standalone code is CommonJS; it runs with a require that resolves ajv's runtime helpers from this package. */
function evaluateStandalone(code: string): ValidateFunction {
  const module: { exports: unknown } = { exports: {} };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- code this module wrote and sealed with its hash
  new Function('require', 'module', 'exports', code)(nodeRequire, module, module.exports);
  if (typeof module.exports !== 'function') throw new Error('not a standalone validator');
  return module.exports as ValidateFunction;
}


function ajvVersion(): string {
  const manifest: unknown = nodeRequire('ajv/package.json');
  return typeof manifest === 'object' && manifest !== null && 'version' in manifest ? String(manifest.version) : '?';
}
