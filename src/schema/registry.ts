// The schema registry: response validators for the operations and definitions of one published document,
// compiled lazily (only what a run asks for), each once per process, and shared between processes through a
// disk cache of ajv standalone code, so Playwright workers after the first skip ajv's code generation.
//
// Cache layout: <cacheDir>/<registry key>/<validator key>.cjs. The registry key hashes everything the compiled
// code depends on (library version, ajv version, document fingerprint, overlays, options); a change to any of them
// lands in a fresh directory, so entries never need invalidating. Files are written to a temporary name and
// renamed, so a worker never reads half a file written by another.

import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Ajv, { _, type ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { HttpMethod, SchemaOverlay } from '../contracts/types.ts';
import { convertDefinitions, convertSchema, definitionRef, type UndeclaredProperties } from './convert.ts';
import { FORMATS_MODULE_ID, SCHEMA_FORMATS } from './formats.ts';
import type { JsonObject, LoadedSchemaDocument } from './load.ts';
import { indexOperations, type OperationIndex, type PublishedOperation } from './lookup.ts';
import { applyOverlays, applyResponseOverlays, RESPONSE_TARGET } from './overlays.ts';
import { toViolations, type ValidationOutcome } from './violations.ts';

/** Bumped whenever conversion or overlay semantics change, so stale cached validators are never reused. */
export const SCHEMA_LIBRARY_VERSION = '2';

export interface SchemaRegistryOptions {
  document: LoadedSchemaDocument;
  /** Overlays for every validation (contracts/overlays.yaml). */
  overlays?: readonly SchemaOverlay[];
  /** Where compiled validators are shared between processes; no disk cache when absent. */
  cacheDir?: string;
  /** See convert.ts: 'forbid' (default) reports properties the document does not declare. */
  undeclaredProperties?: UndeclaredProperties;
}

export interface ResponseValidator {
  /** What is validated against: `GET /V1/products/{sku} 200` or `definition catalog-data-product-interface`. */
  readonly target: string;
  validate(body: unknown): ValidationOutcome;
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

const nodeRequire = createRequire(import.meta.url);

export function createSchemaRegistry(options: SchemaRegistryOptions): SchemaRegistry {
  const loaded = options.document;
  const globalOverlays = options.overlays ?? [];
  const undeclaredProperties = options.undeclaredProperties ?? 'forbid';
  const registryKey = sha256(
    JSON.stringify({
      library: SCHEMA_LIBRARY_VERSION,
      ajv: ajvVersion(),
      document: loaded.fingerprint,
      overlays: globalOverlays,
      undeclaredProperties,
    }),
  ).slice(0, 32);
  const cacheDir = options.cacheDir === undefined ? null : path.join(options.cacheDir, registryKey);
  const operations = indexOperations(loaded);
  const ajv = createAjv(cacheDir !== null);
  const bundles = new Map<string, DefinitionBundle>();
  const validators = new Map<string, ResponseValidator>();
  const functions = new Map<string, ValidateFunction>();
  const stats: RegistryStats = { compiled: 0, loadedFromCache: 0, cacheWriteFailures: 0 };
  let convertedDefinitions: Record<string, JsonObject> | null = null;

  /** The document's definitions with global (and route) overlays, as one schema ajv can reference. */
  function bundleFor(routeOverlays: readonly SchemaOverlay[]): DefinitionBundle {
    const overlayKey = routeOverlays.length === 0 ? '' : sha256(JSON.stringify(routeOverlays)).slice(0, 16);
    const existing = bundles.get(overlayKey);
    if (existing !== undefined) return existing;
    convertedDefinitions ??= convertDefinitions(loaded, { refBase: '', undeclaredProperties });
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
    target: string,
    routeOverlays: readonly SchemaOverlay[],
    rootFor: (bundle: DefinitionBundle) => JsonObject,
  ): ResponseValidator {
    const targetKey = JSON.stringify({ target, routeOverlays });
    const known = validators.get(targetKey);
    if (known !== undefined) return known;
    const bundle = bundleFor(routeOverlays);
    const root = rootFor(bundle);
    // Operations often share a response schema (GET/PUT/POST of one entity all answer its definition): the
    // compiled function is keyed by the schema itself, so each distinct schema is compiled once.
    const functionKey = sha256(JSON.stringify({ bundle: bundle.id, root })).slice(0, 24);
    let validateFunction = functions.get(functionKey);
    if (validateFunction === undefined) {
      validateFunction = loadCached(functionKey) ?? compileAndStore(functionKey, bundle, root);
      functions.set(functionKey, validateFunction);
    }
    const compiled = validateFunction;
    const validator: ResponseValidator = {
      target,
      validate(body) {
        if (compiled(body)) return { valid: true, violations: [] };
        return { valid: false, violations: toViolations(compiled.errors ?? [], body, root, bundle.definitions) };
      },
    };
    validators.set(targetKey, validator);
    return validator;
  }

  function loadCached(functionKey: string): ValidateFunction | null {
    if (cacheDir === null) return null;
    let code: string;
    try {
      code = readFileSync(path.join(cacheDir, `${functionKey}.cjs`), 'utf8');
    } catch {
      return null; // not cached yet
    }
    try {
      const validate = evaluateStandalone(code);
      stats.loadedFromCache += 1;
      return validate;
    } catch {
      return null; // a damaged entry (disk full, foreign file): compile again and overwrite it
    }
  }

  function compileAndStore(functionKey: string, bundle: DefinitionBundle, root: JsonObject): ValidateFunction {
    if (!bundle.added) {
      ajv.addSchema({ $id: bundle.id, definitions: bundle.definitions });
      bundle.added = true;
    }
    const validate = ajv.compile(root);
    stats.compiled += 1;
    if (cacheDir !== null) {
      try {
        writeAtomically(path.join(cacheDir, `${functionKey}.cjs`), standaloneCode(ajv, validate));
      } catch {
        stats.cacheWriteFailures += 1; // the cache only saves time; validation goes on with the compiled function
      }
    }
    return validate;
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
      return validatorFor(describeOperation(operation), routeOverlays, (bundle) =>
        applyResponseOverlays(
          convertSchema(responseSchema, {
            dialect: loaded.dialect,
            source: loaded.source,
            refBase: bundle.id,
            undeclaredProperties,
          }),
          [...globalOverlays, ...routeOverlays],
          bundle.definitions,
        ),
      );
    },
    forDefinition(name, routeOverlays = []) {
      if (loaded.definitions[name] === undefined) {
        throw new SchemaLookupError('definition-not-published', loaded.source, `definition ${name}`);
      }
      return validatorFor(`definition ${name}`, routeOverlays, (bundle) => ({ $ref: definitionRef(name, bundle.id) }));
    },
    stats: () => ({ ...stats }),
    unusedOverlays() {
      const bundle = bundleFor([]);
      // Response overlays apply per operation, not to definitions: they are never reported as unused here.
      return globalOverlays.filter(
        (overlay, index) => overlay.definition !== RESPONSE_TARGET && bundle.applied[index] === 0,
      );
    },
  };
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
    // Standalone code reaches the same format table through the registry's loader (evaluateStandalone).
    code: emitSource ? { source: true, formats: _`require(${FORMATS_MODULE_ID})` } : {},
  });
  for (const [name, format] of Object.entries(SCHEMA_FORMATS)) ajv.addFormat(name, format);
  return ajv;
}

/** Standalone code is CommonJS; it is run with a require that resolves ajv's runtime from here, not the cache dir. */
function evaluateStandalone(code: string): ValidateFunction {
  const module: { exports: unknown } = { exports: {} };
  const requireForCode = (id: string): unknown => (id === FORMATS_MODULE_ID ? SCHEMA_FORMATS : nodeRequire(id));
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- code written by this registry to its own cache
  new Function('require', 'module', 'exports', code)(requireForCode, module, module.exports);
  return module.exports as ValidateFunction;
}

function writeAtomically(filePath: string, content: string): void {
  mkdirSync(path.dirname(filePath), { recursive: true });
  const temporary = `${filePath}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, filePath);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function ajvVersion(): string {
  const manifest: unknown = nodeRequire('ajv/package.json');
  return typeof manifest === 'object' && manifest !== null && 'version' in manifest ? String(manifest.version) : '?';
}
