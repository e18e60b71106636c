// Loading a published schema document (Swagger 2.0 or OpenAPI 3.x, JSON or YAML) into one normalized shape the
// rest of src/schema works with. The platform publishes Swagger 2.0 (GET /rest/<store>/schema); Adobe's documents
// are Swagger 2.0 YAML; OpenAPI 3 is accepted so that hand-written or converted documents can be compared too.
//
// YAML is read with js-yaml's core schema (YAML 1.2 core, as the `yaml` package reads it by default, several times
// faster); the `yaml` package is loaded only to explain a document js-yaml refuses (or to read one it cannot). With a
// cache dir, a YAML document's parse is also kept there as JSON, keyed by the text's sha256, so the next load of the
// same text parses JSON instead (a megabyte of YAML takes a few hundred ms, its JSON a few).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import jsYaml from 'js-yaml';
import type { OpenAPIV2, OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { readIfPresent, sha256, writeAtomically } from '../cache/cache-files.ts';

export type SchemaDialect = 'swagger-2.0' | 'openapi-3.0' | 'openapi-3.1';

export type PublishedDocument = OpenAPIV2.Document | OpenAPIV3.Document | OpenAPIV3_1.Document;

/** A JSON value as parsed from a document: what schema objects are made of once types are forgotten. */
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export interface LoadedSchemaDocument {
  /** The file path the document came from, or the label given for text. Used in every error message. */
  source: string;
  dialect: SchemaDialect;
  document: PublishedDocument;
  /** sha256 of the source text: identifies the document in cache keys. */
  fingerprint: string;
  /** sha256 of the source text without its top-level Swagger `host`: what validators depend on. An installation
   * names its own host and port there, so the same release's document otherwise looked new on every port. */
  validationFingerprint: string;
  /** Swagger 2.0 basePath, or the path of the first OpenAPI 3 server URL; '' when absent. */
  basePath: string;
  /** Named schemas: Swagger 2.0 `definitions` or OpenAPI 3 `components.schemas`. */
  definitions: Record<string, JsonObject>;
}

/** A document that cannot be used, with the file and what is wrong with it. */
export class SchemaDocumentError extends Error {
  constructor(
    readonly source: string,
    readonly problem: string,
  ) {
    super(`${source}: ${problem}`);
    this.name = 'SchemaDocumentError';
  }
}

export interface LoadOptions {
  /** Keeps a YAML document's parse here as JSON (<cacheDir>/documents/<sha256>.json) for the next load. */
  cacheDir?: string;
}

/** The text's hash with the top-level `"host": "..."` member cut out, when it is found where JSON serializers put it
 * (among the first top-level members) and it is the document's own host; otherwise the plain fingerprint. */
function withoutHostFingerprint(text: string, parsed: JsonObject, fingerprint: string): string {
  const host = parsed['host'];
  if (typeof host !== 'string') return fingerprint;
  const head = text.slice(0, 4096);
  const member = new RegExp(`"host"\\s*:\\s*${escapeRegExp(JSON.stringify(host))}\\s*,?`);
  const m = member.exec(head);
  if (!m) return fingerprint;
  return sha256(text.slice(0, m.index) + text.slice(m.index + m[0].length));
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function loadSchemaDocument(filePath: string, options: LoadOptions = {}): LoadedSchemaDocument {
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    throw new SchemaDocumentError(filePath, `cannot read the file (${describeError(error)})`);
  }
  return loadSchemaDocumentFromText(text, filePath, options);
}

/** `source` labels the text in errors (a URL, a file name, "<inline>"). */
export function loadSchemaDocumentFromText(text: string, source = '<text>', options: LoadOptions = {}): LoadedSchemaDocument {
  const fingerprint = sha256(text);
  const parsed = parseDocumentText(text, source, fingerprint, options.cacheDir);
  if (!isJsonObject(parsed)) {
    throw new SchemaDocumentError(source, `expected an object at the top level, found ${jsonTypeOf(parsed)}`);
  }
  const dialect = detectDialect(parsed, source);
  if (!isJsonObject(parsed['paths'])) {
    throw new SchemaDocumentError(source, `"paths" is missing or not an object`);
  }
  return {
    source,
    dialect,
    document: parsed as unknown as PublishedDocument,
    fingerprint,
    validationFingerprint: withoutHostFingerprint(text, parsed, fingerprint),
    basePath: readBasePath(parsed, dialect),
    definitions: readDefinitions(parsed, dialect, source),
  };
}

function parseDocumentText(text: string, source: string, fingerprint: string, cacheDir: string | undefined): unknown {
  if (text.trim() === '') throw new SchemaDocumentError(source, 'the document is empty');
  // JSON is a subset of YAML, but JSON.parse is ~50x faster on the platform's 600 KB documents.
  if (/^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new SchemaDocumentError(source, `not valid JSON (${describeError(error)})`);
    }
  }
  const cacheFile = cacheDir === undefined ? null : path.join(cacheDir, 'documents', `${fingerprint}.json`);
  const cached = cacheFile === null ? null : readIfPresent(cacheFile);
  if (cached !== null) {
    try {
      return JSON.parse(cached.toString('utf8'));
    } catch {
      // damaged: parsed again and written anew below
    }
  }
  const parsed = parseYamlText(text, source);
  if (cacheFile !== null) {
    const json = faithfulJson(parsed);
    try {
      if (json !== null) writeAtomically(cacheFile, json);
    } catch {
      // the cache only saves time
    }
  }
  return parsed;
}

const nodeRequire = createRequire(import.meta.url);

function parseYamlText(text: string, source: string): unknown {
  try {
    return parseYamlCore(text);
  } catch (error) {
    throw new SchemaDocumentError(source, `not valid YAML (${describeError(error)})`);
  }
}

/**
 * YAML 1.2 core schema, as the `yaml` package reads it by default: js-yaml first (several times faster; the `yaml`
 * package costs more to import than a small file costs to parse), the `yaml` package for the rare text js-yaml
 * refuses, and to throw its explanation when both refuse.
 */
export function parseYamlCore(text: string): unknown {
  try {
    return jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA });
  } catch {
    // explained (or read after all) below
  }
  const { parse } = nodeRequire('yaml') as typeof import('yaml');
  return parse(text, { maxAliasCount: -1 });
}

/** The value as JSON text, or null when JSON cannot carry it exactly (YAML's .inf and .nan). */
function faithfulJson(value: unknown): string | null {
  let faithful = true;
  const json = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'number' && !Number.isFinite(item)) faithful = false;
    return item;
  });
  return faithful ? json : null;
}

function detectDialect(root: JsonObject, source: string): SchemaDialect {
  const swagger = root['swagger'];
  const openapi = root['openapi'];
  if (swagger !== undefined) {
    if (swagger === '2.0') return 'swagger-2.0';
    throw new SchemaDocumentError(source, `unsupported "swagger" version ${JSON.stringify(swagger)} (only "2.0")`);
  }
  if (openapi !== undefined) {
    if (typeof openapi === 'string' && /^3\.0\.\d+/.test(openapi)) return 'openapi-3.0';
    if (typeof openapi === 'string' && /^3\.1\.\d+/.test(openapi)) return 'openapi-3.1';
    throw new SchemaDocumentError(source, `unsupported "openapi" version ${JSON.stringify(openapi)} (3.0.x or 3.1.x)`);
  }
  throw new SchemaDocumentError(source, 'neither "swagger": "2.0" nor "openapi": "3.x" is declared');
}

function readBasePath(root: JsonObject, dialect: SchemaDialect): string {
  if (dialect === 'swagger-2.0') {
    const basePath = root['basePath'];
    return typeof basePath === 'string' ? basePath.replace(/\/+$/, '') : '';
  }
  const servers = root['servers'];
  const first = Array.isArray(servers) ? servers[0] : undefined;
  const url = isJsonObject(first) && typeof first['url'] === 'string' ? first['url'] : '';
  const pathPart = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return pathPart.replace(/\/+$/, '');
}

function readDefinitions(root: JsonObject, dialect: SchemaDialect, source: string): Record<string, JsonObject> {
  const container =
    dialect === 'swagger-2.0'
      ? root['definitions']
      : isJsonObject(root['components'])
        ? root['components']['schemas']
        : undefined;
  if (container === undefined) return {};
  const where = dialect === 'swagger-2.0' ? '"definitions"' : '"components.schemas"';
  if (!isJsonObject(container)) throw new SchemaDocumentError(source, `${where} is not an object`);
  const definitions: Record<string, JsonObject> = {};
  for (const [name, schema] of Object.entries(container)) {
    if (!isJsonObject(schema)) {
      throw new SchemaDocumentError(source, `${where} entry "${name}" is ${jsonTypeOf(schema)}, not a schema object`);
    }
    definitions[name] = schema;
  }
  return definitions;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error);
}
