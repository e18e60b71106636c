// The schema registry: response validators for the operations and definitions of one published document, shared
// between processes through a disk cache, so that Playwright workers after the first neither convert nor compile.
//
// Cache layout: <cacheDir>/<registry key>/validators.pack and validators.<hash>.v8: every validator compiled for this
// registry key, as ajv standalone code in one file, and V8's code cache for it (src/cache/pack.ts). A warm process reads one
// file and evaluates it once, parsing almost nothing. The registry key hashes everything the code depends on (library
// and ajv version, document fingerprint, global overlays, options): a change to any of them lands in a fresh
// directory, so entries never need invalidating. Inside the pack a validator is found by what is known before any
// conversion: the operation's method and published path (or the definition's name) and the route's overlays. Only a
// miss converts schemas and compiles, in one ajv instance where each definition is compiled once however many
// operations refer to it.
//
// Laziness: forOperation/forDefinition return at once for a validator in the pack; its code is evaluated at the
// first validate() (or prepare()). A validator not in the pack is converted and compiled by forOperation, and added
// to the pack when the process exits, at persist(), or when another registry of this process opens the same cache.
//
// Every write is to a temporary name then a rename, so concurrent workers never read half a file. Two workers that
// add to the pack at the same moment: the later rename wins and the other's additions are compiled again by a later
// process. A damaged or foreign pack counts as absent and is written anew; a cache dir that cannot be written only
// costs time (stats().cacheWriteFailures).

import { declaresNullability } from './unset-null.ts';
import { createRequire } from 'node:module';
import path from 'node:path';
import Ajv, { _, type ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { HttpMethod, SchemaOverlay } from '../contracts/types.ts';
import { sha256 } from '../cache/cache-files.ts';
import { convertDefinitions, convertSchema, definitionRef, type UndeclaredProperties } from './convert.ts';
import { FORMATS_MODULE_ID, SCHEMA_FORMATS } from './formats.ts';
import type { JsonObject, LoadedSchemaDocument } from './load.ts';
import { indexOperations, type OperationIndex, type PublishedOperation } from './lookup.ts';
import { applyOverlays, applyResponseOverlays, RESPONSE_TARGET } from './overlays.ts';
import { ValidatorPack, writePack, type PackEntry, type PackSegmentSource } from '../cache/pack.ts';
import { toViolations, type ValidationOutcome } from './violations.ts';

/** Bumped whenever conversion, overlay semantics or the cache's layout change, so stale validators are never reused. */
export const SCHEMA_LIBRARY_VERSION = '3';

export interface SchemaRegistryOptions {
  document: LoadedSchemaDocument;
  /** Overlays for every validation (contracts/overlays.yaml). */
  overlays?: readonly SchemaOverlay[];
  /** Where compiled validators are shared between processes; no disk cache when absent. */
  cacheDir?: string;
  /** See convert.ts: 'forbid' (default) reports properties the document does not declare. */
  undeclaredProperties?: UndeclaredProperties;
  /** See convert.ts: 'null' for the target's own published schema (unset values are null), 'as-declared' (default). */
  unsetScalars?: 'null' | 'as-declared';
}

export interface ResponseValidator {
  /** What is validated against: `GET /V1/products/{sku} 200` or `definition catalog-data-product-interface`. */
  readonly target: string;
  validate(body: unknown): ValidationOutcome;
  /** Makes the validator ready now (evaluates its cached code) rather than at the first validate(). */
  prepare(): void;
}

export interface RegistryStats {
  /** Distinct response schemas compiled by ajv in this process (operations sharing a schema share its code). */
  compiled: number;
  /** Distinct response schemas taken from the disk cache instead. */
  loadedFromCache: number;
  /** Compiled validators that could not be written to the cache dir (read-only, full): slower, not wrong. */
  cacheWriteFailures: number;
}

export interface SchemaRegistry {
  readonly document: LoadedSchemaDocument;
  readonly operations: OperationIndex;
  /** The validator of a route's success response. `routeOverlays` = CompiledRoute.response.overlays. */
  forOperation(method: HttpMethod, contractPath: string, routeOverlays?: readonly SchemaOverlay[]): ResponseValidator;
  /** A validator for a named definition (contracts' `schema: {published: <name>}`). */
  forDefinition(name: string, routeOverlays?: readonly SchemaOverlay[]): ResponseValidator;
  stats(): RegistryStats;
  /** Definition overlays that changed nothing in this document (a module not installed, or a misspelt name). */
  unusedOverlays(): SchemaOverlay[];
  /**
   * Adds what this registry compiled to the cache's pack now (merged with what other processes added meanwhile), or
   * writes the pack's V8 code cache if the one found did not fit. Otherwise this happens when the process exits (or
   * when another registry of this process opens the same cache). Without a cache dir, or with nothing new, a no-op.
   */
  persist(): void;
}

export type LookupProblem = 'operation-not-published' | 'no-response-schema' | 'definition-not-published';

export class SchemaLookupError extends Error {
  constructor(
    readonly problem: LookupProblem,
    readonly source: string,
    readonly target: string,
  ) {
    super(`${source}: ${target}: ${describeProblem(problem)}`);
    this.name = 'SchemaLookupError';
  }
}

function describeProblem(problem: LookupProblem): string {
  switch (problem) {
    case 'operation-not-published':
      return 'the document publishes no such operation (compared by path shape)';
    case 'no-response-schema':
      return 'the operation declares no success response with a body schema';
    case 'definition-not-published':
      return 'the document has no such definition';
  }
}

interface DefinitionBundle {
  id: string;
  definitions: Record<string, JsonObject>;
  applied: number[];
  added: boolean;
}

/** A validator's schemas after conversion and overlays: what it was compiled from, and what names its violations. */
interface ConvertedTarget {
  bundle: DefinitionBundle;
  root: JsonObject;
}

/** Where a function of this process came from; stats() counts them. */
type Origin = 'pack' | 'compiled';

const nodeRequire = createRequire(import.meta.url);

/** Standalone code is CommonJS; its require resolves ajv's runtime from here, not from the cache dir. */
const requireForCode = (id: string): unknown => (id === FORMATS_MODULE_ID ? SCHEMA_FORMATS : nodeRequire(id));

export function createSchemaRegistry(options: SchemaRegistryOptions): SchemaRegistry {
  const loaded = options.document;
  const globalOverlays = options.overlays ?? [];
  const undeclaredProperties = options.undeclaredProperties ?? 'forbid';
  // A document that marks its nullable fields is taken at its word (unset-null.ts).
  const unsetScalars = options.unsetScalars === 'null' && !declaresNullability(loaded.document) ? 'null' : 'as-declared';
  const registryKey = sha256(
    JSON.stringify({
      library: SCHEMA_LIBRARY_VERSION,
      ajv: ajvVersion(),
      document: loaded.validationFingerprint,
      overlays: globalOverlays,
      undeclaredProperties,
      unsetScalars,
    }),
  ).slice(0, 32);
  const cacheDir = options.cacheDir === undefined ? null : path.join(options.cacheDir, registryKey);
  const owner = `process:${process.pid}:${Math.random().toString(36).slice(2, 10)}`;
  const operations = indexOperations(loaded);
  const bundles = new Map<string, DefinitionBundle>();
  const validators = new Map<string, ResponseValidator>();
  const functions = new Map<string, ValidateFunction>();
  const origins = new Map<string, Origin>();
  /** This process's compilations: function key → the ajv schema id of its root. */
  const compiledIds = new Map<string, string>();
  /** Entries this process resolved without the pack: entry key → function key. What persist() adds. */
  const unpacked = new Map<string, string>();
  let cacheWriteFailures = 0;
  let ajvInstance: Ajv | null = null;
  let convertedDefinitions: Record<string, JsonObject> | null = null;
  let pack: ValidatorPack | null | undefined;
  let persistPending = false;

  const ajv = (): Ajv => (ajvInstance ??= createAjv(cacheDir !== null));

  function currentPack(): ValidatorPack | null {
    if (pack === undefined) {
      if (cacheDir === null) pack = null;
      else {
        // Another registry of this process (a test, a second fixture) may hold what this one is about to miss.
        for (const other of [...(pendingPersists.get(cacheDir) ?? [])]) other();
        pack = ValidatorPack.read(cacheDir, requireForCode);
      }
    }
    return pack;
  }

  function schedulePersist(): void {
    if (cacheDir === null || persistPending) return;
    persistPending = true;
    let pending = pendingPersists.get(cacheDir);
    if (pending === undefined) pendingPersists.set(cacheDir, (pending = new Set()));
    pending.add(persist);
    installExitHook();
  }

  /** The document's definitions with global (and route) overlays, as one schema ajv can reference. */
  function bundleFor(routeOverlays: readonly SchemaOverlay[]): DefinitionBundle {
    const overlayKey = overlayKeyOf(routeOverlays);
    const existing = bundles.get(overlayKey);
    if (existing !== undefined) return existing;
    convertedDefinitions ??= convertDefinitions(loaded, { refBase: '', undeclaredProperties, unsetScalars });
    const { definitions, applied } = applyOverlays(convertedDefinitions, [...globalOverlays, ...routeOverlays]);
    const bundle: DefinitionBundle = {
      id: `urn:commerce-conformance:published:${registryKey}${overlayKey === '' ? '' : `:${overlayKey}`}`,
      definitions,
      applied,
      added: false,
    };
    bundles.set(overlayKey, bundle);
    return bundle;
  }

  function validatorFor(
    entryKey: string,
    target: string,
    routeOverlays: readonly SchemaOverlay[],
    rootFor: (bundle: DefinitionBundle) => JsonObject,
  ): ResponseValidator {
    const known = validators.get(entryKey);
    if (known !== undefined) return known;
    let converted: ConvertedTarget | null = null;
    const convert = (): ConvertedTarget => {
      if (converted === null) {
        const bundle = bundleFor(routeOverlays);
        converted = { bundle, root: rootFor(bundle) };
      }
      return converted;
    };
    let resolve: () => ValidateFunction;
    const packed = currentPack()?.entry(entryKey);
    if (packed !== undefined) {
      if (!origins.has(packed.functionKey)) origins.set(packed.functionKey, 'pack');
      resolve = () => fromPack(packed) ?? withoutPack(entryKey, convert());
    } else {
      const validate = withoutPack(entryKey, convert());
      resolve = () => validate;
    }
    let compiled: ValidateFunction | null = null;
    const validator: ResponseValidator = {
      target,
      prepare() {
        compiled ??= resolve();
      },
      validate(body) {
        compiled ??= resolve();
        if (compiled(body)) return { valid: true, violations: [] };
        const { bundle, root } = convert();
        return { valid: false, violations: toViolations(compiled.errors ?? [], body, root, bundle.definitions) };
      },
    };
    validators.set(entryKey, validator);
    return validator;
  }

  function fromPack(entry: PackEntry): ValidateFunction | null {
    const known = functions.get(entry.functionKey);
    if (known !== undefined) return known;
    const current = currentPack();
    const validate = current?.functionFor(entry) ?? null;
    if (validate === null) {
      origins.delete(entry.functionKey); // a damaged pack: the fallback decides where it comes from
      return null;
    }
    functions.set(entry.functionKey, validate);
    if (current?.codeCache === 'missing' || current?.codeCache === 'rejected') schedulePersist();
    return validate;
  }

  /** Not in the pack (or the pack failed): the converted schema's function, from this process or compiled now. */
  function withoutPack(entryKey: string, { bundle, root }: ConvertedTarget): ValidateFunction {
    // Operations often share a response schema (GET/PUT/POST of one entity all answer its definition): the
    // function is keyed by the schema itself, so each distinct schema is compiled once.
    const functionKey = sha256(JSON.stringify({ bundle: bundle.id, root })).slice(0, 24);
    let validate = functions.get(functionKey);
    if (validate === undefined) {
      validate = compile(functionKey, bundle, root);
      functions.set(functionKey, validate);
    }
    if (cacheDir !== null) {
      unpacked.set(entryKey, functionKey);
      schedulePersist();
    }
    return validate;
  }

  function compile(functionKey: string, bundle: DefinitionBundle, root: JsonObject): ValidateFunction {
    const instance = ajv();
    addBundle(instance, bundle);
    const id = `${bundle.id}:validator:${functionKey}`;
    instance.addSchema(root, id, undefined, false);
    const validate = instance.getSchema(id);
    if (validate === undefined) throw new Error(`ajv lost the schema it was just given (${id})`);
    origins.set(functionKey, 'compiled');
    compiledIds.set(functionKey, id);
    return validate;
  }

  function persist(): void {
    if (cacheDir === null) return;
    pendingPersists.get(cacheDir)?.delete(persist);
    persistPending = false;
    try {
      if (unpacked.size > 0) writeMergedPack(cacheDir);
      else {
        const current = currentPack();
        if (current !== null && !current.damaged && (current.codeCache === 'missing' || current.codeCache === 'rejected')) {
          current.writeCodeCache();
        }
      }
    } catch {
      cacheWriteFailures += 1;
    }
  }

  /** The pack on disk now (another process may have replaced the one read at start) plus what this process adds. */
  function writeMergedPack(dir: string): void {
    let onDisk = ValidatorPack.read(dir, requireForCode);
    if (onDisk !== null && pack?.damaged === true && onDisk.hash === pack.hash) onDisk = null; // start afresh
    const segments: PackSegmentSource[] = [];
    const entries = new Map<string, PackEntry>();
    const segmentIndex = new Map<string, number>(); // owner → index in the new pack
    if (onDisk !== null) {
      const remap = new Map<number, number>();
      for (let index = 0; index < onDisk.segmentCount; index += 1) {
        const segmentOwner = onDisk.segmentOwner(index);
        if (segmentOwner === owner) continue; // this registry's earlier segment: replaced by the one made below
        const existing = segmentIndex.get(segmentOwner);
        if (existing !== undefined) {
          remap.set(index, existing);
          continue;
        }
        remap.set(index, segments.length);
        segmentIndex.set(segmentOwner, segments.length);
        segments.push({ owner: segmentOwner, code: onDisk.segmentCode(index) });
      }
      for (const [key, entry] of onDisk.entries()) {
        const segment = remap.get(entry.segment);
        if (segment !== undefined) entries.set(key, { ...entry, segment });
        else unpacked.set(key, entry.functionKey); // in our earlier segment: compiled here, placed below
      }
    }
    const packed = new Map<string, PackEntry>();
    for (const entry of entries.values()) packed.set(entry.functionKey, entry);
    let ownSegment = -1;
    if (compiledIds.size > 0 && ajvInstance !== null) {
      ownSegment = segments.length;
      segments.push({ owner, code: standaloneCode(ajvInstance, Object.fromEntries(compiledIds)) });
    }
    for (const [key, functionKey] of unpacked) {
      if (ownSegment >= 0 && compiledIds.has(functionKey)) {
        entries.set(key, { segment: ownSegment, exportName: functionKey, functionKey });
        continue;
      }
      const elsewhere = packed.get(functionKey);
      if (elsewhere !== undefined) entries.set(key, elsewhere);
      // else: a function from a pack another process has replaced since; compiled again by a later process
    }
    writePack(dir, segments, entries, requireForCode);
    unpacked.clear();
  }

  return {
    document: loaded,
    operations,
    forOperation(method, contractPath, routeOverlays = []) {
      const operation = operations.find(method, contractPath);
      const target = `${method} ${contractPath}`;
      if (operation === undefined) throw new SchemaLookupError('operation-not-published', loaded.source, target);
      const responseSchema = operation.responseSchema;
      if (responseSchema === null) throw new SchemaLookupError('no-response-schema', loaded.source, target);
      const entryKey = entryKeyOf(`${operation.method} ${keyPart(operation.path)}`, routeOverlays);
      return validatorFor(entryKey, describeOperation(operation), routeOverlays, (bundle) =>
        applyResponseOverlays(
          convertSchema(responseSchema, {
            dialect: loaded.dialect,
            source: loaded.source,
            refBase: bundle.id,
            undeclaredProperties,
            unsetScalars,
          }),
          // The route's own correction of its declared type first, then what applies to every answer (null as []).
          [...routeOverlays, ...globalOverlays],
          bundle.definitions,
        ),
      );
    },
    forDefinition(name, routeOverlays = []) {
      if (loaded.definitions[name] === undefined) {
        throw new SchemaLookupError('definition-not-published', loaded.source, `definition ${name}`);
      }
      const entryKey = entryKeyOf(`definition ${keyPart(name)}`, routeOverlays);
      return validatorFor(entryKey, `definition ${name}`, routeOverlays, (bundle) => ({
        $ref: definitionRef(name, bundle.id),
      }));
    },
    stats() {
      const counts: Record<Origin, number> = { pack: 0, compiled: 0 };
      for (const origin of origins.values()) counts[origin] += 1;
      return { compiled: counts.compiled, loadedFromCache: counts.pack, cacheWriteFailures };
    },
    unusedOverlays() {
      const bundle = bundleFor([]);
      // Response overlays apply per operation, not to definitions: they are never reported as unused here.
      return globalOverlays.filter(
        (overlay, index) => overlay.definition !== RESPONSE_TARGET && bundle.applied[index] === 0,
      );
    },
    persist,
  };
}

/**
 * Gives ajv the bundle, and each of its definitions under its own reference as well: ajv then compiles a definition
 * once for all the operations that refer to it (a reference into the bundle alone is compiled again for each root).
 */
function addBundle(ajv: Ajv, bundle: DefinitionBundle): void {
  if (bundle.added) return;
  ajv.addSchema({ $id: bundle.id, definitions: bundle.definitions }, undefined, undefined, false);
  for (const [name, definition] of Object.entries(bundle.definitions)) {
    // A copy: ajv remembers schemas by object, and bundles with other route overlays share unchanged definitions.
    ajv.addSchema({ ...definition }, definitionRef(name, bundle.id), undefined, false);
  }
  bundle.added = true;
}

/**
 * A validator's key in the pack, known before any conversion: `GET /V1/products/{sku}`, `definition <name>`, with
 * ` overlays:<hash>` for route overlays. The rest (document, global overlays, versions) is the registry key's.
 */
function entryKeyOf(target: string, routeOverlays: readonly SchemaOverlay[]): string {
  const overlayKey = overlayKeyOf(routeOverlays);
  return overlayKey === '' ? target : `${target} overlays:${overlayKey}`;
}

/** Paths and definition names carry no spaces in practice; escaped anyway, so that keys cannot run together. */
function keyPart(text: string): string {
  return text.replace(/[% ]/g, (c) => encodeURIComponent(c));
}

/** Route overlays are the same arrays (CompiledRoute.response.overlays) call after call: their key is remembered. */
const overlayKeys = new WeakMap<readonly SchemaOverlay[], string>();

function overlayKeyOf(routeOverlays: readonly SchemaOverlay[]): string {
  if (routeOverlays.length === 0) return '';
  let key = overlayKeys.get(routeOverlays);
  if (key === undefined) {
    key = sha256(JSON.stringify(routeOverlays)).slice(0, 16);
    overlayKeys.set(routeOverlays, key);
  }
  return key;
}

/** Registries with something to add to their pack (by registry dir): persisted at exit (a Playwright worker ending). */
const pendingPersists = new Map<string, Set<() => void>>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const pending of pendingPersists.values()) for (const persist of [...pending]) persist();
  });
}

function describeOperation(operation: PublishedOperation): string {
  return `${operation.method} ${operation.path} ${operation.successStatus ?? ''}`.trim();
}

function createAjv(emitSource: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    // The platform's documents put `required` and `properties` on schemas without `type: object` and use
    // keywords ajv's strict mode rejects; conversion already dropped everything that is not validation.
    strict: false,
    // Conversion writes only draft-07 validation keywords: checking each schema against the meta-schema again
    // would compile the meta-schema in every process for nothing.
    validateSchema: false,
    // Standalone code reaches the same format table through the registry's loader (requireForCode). ajv's code
    // optimizer (dropping unused names, folding empty branches) takes about a fifth of compile time and saves nothing
    // measurable once the code is cached: it is off.
    code: emitSource ? { source: true, formats: _`require(${FORMATS_MODULE_ID})`, optimize: false } : { optimize: false },
  });
  for (const [name, format] of Object.entries(SCHEMA_FORMATS)) ajv.addFormat(name, format);
  return ajv;
}

function ajvVersion(): string {
  const manifest: unknown = nodeRequire('ajv/package.json');
  return typeof manifest === 'object' && manifest !== null && 'version' in manifest ? String(manifest.version) : '?';
}
