// Validators for the contracts' own response schemas (contracts/schemas/*.json, CompiledPlan.schemas), compiled by
// ajv once per machine rather than once per Playwright worker: building the ajv instance, checking every schema
// against the meta-schema and compiling each referenced schema cost more CPU than most workers spend on their tests,
// and Playwright starts a new worker after every failed test.
//
// Layout: <schema cache dir>/contract-schemas/<key>/validators.pack and validators.<hash>.v8 — the schema registry's
// pack format (src/cache/pack.ts: one file of ajv standalone code sealed by its sha256, plus V8's code cache), with
// one segment holding every schema id the plan's routes reference as a multi-export module. Same
// COMMERCE_SCHEMA_CACHE_DIR and default as the registry and the contract format's cache (format-cache.ts). The key
// hashes everything the generated code depends on (this file's layout version, ajv's and ajv-formats' versions, the
// options, the schemas with their $ids, the exported ids), so entries never need invalidating.
//
// Laziness: nothing is read, hashed or compiled until the first validator is asked for. On a miss (no pack, a
// damaged one, an id it does not hold) the schemas are compiled in this process — with exactly the options and
// formats of an uncached ajv, so errors are identical — and the pack is written anew: to a temporary name, then
// renamed, so concurrent workers never read half a file; the last writer wins, and readers check the seal. A cache
// dir that cannot be created or written only costs the compile (stats().cacheWriteFailures), never a result.

import { createRequire } from 'node:module';
import path from 'node:path';
import type { Ajv, Options, ValidateFunction } from 'ajv';
import { sha256 } from '../cache/cache-files.ts';
import { ValidatorPack, writePack, type PackEntry } from '../cache/pack.ts';
import { SCHEMA_BASE_URI } from './compile.ts';
import type { CompiledPlan } from './types.ts';

/** Bumped whenever the layout below (pack segment, export names, key) changes, so older entries are ignored. */
const LAYOUT_VERSION = '1';

/** The options of the suite's contract-schema ajv: one issue per problem, the contracts' schemas as written. */
export const CONTRACT_SCHEMA_AJV_OPTIONS = { allErrors: true, strict: false } as const satisfies Options;

/** The module id standalone code uses to reach ajv-formats' full format table (resolved by requireForCode). */
export const CONTRACT_FORMATS_MODULE_ID = 'commerce-conformance:contract-schema-formats';

const PACK_OWNER = 'contract-schemas';

export type ContractValidatorOrigin = 'disk-cache' | 'compiled';

export interface ContractSchemaStats {
  /** Schema ids whose validator this process compiled with ajv. */
  compiled: number;
  /** Schema ids whose validator came from the disk cache. */
  loadedFromCache: number;
  /** Packs that could not be written (cache dir not creatable or writable, full disk): slower, not wrong. */
  cacheWriteFailures: number;
}

export interface ContractSchemaValidators {
  /** The validator of a contract schema id (`file#pointer`), or undefined when the plan has no such schema. */
  get(id: string): ValidateFunction | undefined;
  /** Where the id's validator came from, once get() has resolved it. */
  origin(id: string): ContractValidatorOrigin | undefined;
  stats(): ContractSchemaStats;
}

export interface ContractSchemaCacheOptions {
  /** CompiledPlan.schemas: the contracts' schemas by id, each with its $id. */
  schemas: CompiledPlan['schemas'];
  /** The ids to compile on a miss and store: every id the plan's routes reference (contractSchemaIds). */
  ids: readonly string[];
  /** The parent cache dir (defaultContractSchemaCacheDir()); null = compile in memory, no disk cache. */
  cacheDir: string | null;
}

/** Resolves ajv, ajv-formats and the runtime helpers standalone code requires from this package. */
const nodeRequire = createRequire(import.meta.url);

const requireForCode = (id: string): unknown =>
  id === CONTRACT_FORMATS_MODULE_ID
    ? (nodeRequire('ajv-formats/dist/formats.js') as typeof import('ajv-formats/dist/formats.js')).fullFormats
    : nodeRequire(id);

/** The default parent dir, shared with the schema registry's (fixtures: COMMERCE_SCHEMA_CACHE_DIR). */
export function defaultContractSchemaCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.COMMERCE_SCHEMA_CACHE_DIR ?? '.cache/schema-validators', 'contract-schemas');
}

/** Every contract schema id the plan's routes validate against, sorted. */
export function contractSchemaIds(plan: Pick<CompiledPlan, 'routes'>): string[] {
  const ids = new Set<string>();
  for (const route of plan.routes) {
    const schema = route.response.schema;
    if (schema.kind === 'contract') ids.add(schema.id);
  }
  return [...ids].sort();
}

/** The ajv reference of an id `file#pointer`: the file's $id, with the pointer as fragment. */
export function contractSchemaRef(id: string): string {
  const [file, pointer] = id.split('#');
  return `${SCHEMA_BASE_URI}${file ?? ''}${pointer ? `#${pointer}` : ''}`;
}

/** The cache entry's name: a hash of everything the generated code depends on. */
export function contractSchemaCacheKey(schemas: CompiledPlan['schemas'], ids: readonly string[]): string {
  return sha256(
    JSON.stringify({
      layout: LAYOUT_VERSION,
      ajv: packageVersion('ajv'),
      ajvFormats: packageVersion('ajv-formats'),
      options: CONTRACT_SCHEMA_AJV_OPTIONS,
      formats: CONTRACT_FORMATS_MODULE_ID,
      schemas,
      ids,
    }),
  ).slice(0, 32);
}

export function openContractSchemaValidators(options: ContractSchemaCacheOptions): ContractSchemaValidators {
  const { schemas, cacheDir } = options;
  const ids = [...options.ids];
  const idSet = new Set(ids);
  const functions = new Map<string, ValidateFunction>();
  const origins = new Map<string, ContractValidatorOrigin>();
  let cacheWriteFailures = 0;
  let ajvInstance: Ajv | null = null;
  /** undefined: not looked for yet; null: none usable. */
  let pack: ValidatorPack | null | undefined;
  let packDir: string | null | undefined;
  /** Set once this process wrote (or failed to write) the pack: a miss afterwards compiles without writing again. */
  let written = false;

  const dir = (): string | null =>
    packDir === undefined ? (packDir = cacheDir === null ? null : path.join(cacheDir, contractSchemaCacheKey(schemas, ids))) : packDir;

  /** ajv as the suite has always built it; with source code kept when it is to be written to the cache. */
  function ajv(): Ajv {
    if (ajvInstance !== null) return ajvInstance;
    const { Ajv: AjvClass, _ } = nodeRequire('ajv') as typeof import('ajv');
    const addFormats = nodeRequire('ajv-formats') as (instance: Ajv) => Ajv;
    const instance = new AjvClass({
      ...CONTRACT_SCHEMA_AJV_OPTIONS,
      // Standalone code reaches ajv-formats' table through requireForCode; the live instance uses the same table.
      code: dir() === null ? {} : { source: true, formats: _`require(${CONTRACT_FORMATS_MODULE_ID})` },
    });
    addFormats(instance);
    for (const schema of Object.values(schemas)) instance.addSchema(schema);
    ajvInstance = instance;
    return instance;
  }

  function fromPack(id: string): ValidateFunction | null {
    const where = dir();
    if (where === null) return null;
    if (pack === undefined) pack = ValidatorPack.read(where, requireForCode);
    const entry = pack?.entry(id);
    if (pack === null || pack === undefined || entry === undefined) return null;
    const validate = pack.functionFor(entry);
    if (validate === null) return null;
    if (pack.codeCache === 'missing' || pack.codeCache === 'rejected') {
      try {
        pack.writeCodeCache();
      } catch {
        cacheWriteFailures += 1;
      }
    }
    return validate;
  }

  /** A miss: compiles the id (and, the first time, every id the cache is to hold, then writes the pack). */
  function compile(id: string): ValidateFunction | undefined {
    const instance = ajv();
    const where = dir();
    if (where !== null && !written && idSet.has(id)) {
      written = true;
      const exports: Record<string, string> = {};
      const entries = new Map<string, PackEntry>();
      ids.forEach((known, index) => {
        if (instance.getSchema(contractSchemaRef(known)) === undefined) return; // an unknown id: reported by get()
        const exportName = `v${index}`;
        exports[exportName] = contractSchemaRef(known);
        entries.set(known, { segment: 0, exportName, functionKey: known });
      });
      try {
        const standalone = nodeRequire('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js');
        writePack(where, [{ owner: PACK_OWNER, code: standalone.default(instance, exports) }], entries, requireForCode);
      } catch {
        cacheWriteFailures += 1;
      }
    }
    return instance.getSchema(contractSchemaRef(id));
  }

  return {
    get(id) {
      const known = functions.get(id);
      if (known !== undefined) return known;
      // Once this process has an ajv (a miss), it holds every id compiled: the pack is not read again.
      let validate: ValidateFunction | undefined = ajvInstance === null ? (fromPack(id) ?? undefined) : undefined;
      let origin: ContractValidatorOrigin = 'disk-cache';
      if (validate === undefined) {
        validate = compile(id);
        origin = 'compiled';
      }
      if (validate === undefined) return undefined;
      functions.set(id, validate);
      origins.set(id, origin);
      return validate;
    },
    origin(id) {
      return origins.get(id);
    },
    stats() {
      let compiled = 0;
      let loadedFromCache = 0;
      for (const origin of origins.values()) {
        if (origin === 'compiled') compiled += 1;
        else loadedFromCache += 1;
      }
      return { compiled, loadedFromCache, cacheWriteFailures };
    },
  };
}

function packageVersion(name: string): string {
  const manifest: unknown = nodeRequire(`${name}/package.json`);
  return typeof manifest === 'object' && manifest !== null && 'version' in manifest ? String(manifest.version) : '?';
}
