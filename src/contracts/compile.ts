// Contract files → typed plan. Pure apart from reading the contracts folder: no network, no globals.
// Either every file is valid and a whole plan comes back, or the errors do and no plan at all.

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { derivesAsyncPath, derivesBulkPath, pathParams } from './paths.ts';
import { compareReleases, parseReleaseRanges } from './release.ts';
import type {
  CompiledPermission,
  CompiledPlan,
  CompiledRoute,
  CompiledSchemaRef,
  ContractError,
  RawContractFile,
  RawRoute,
  SchemaOverlay,
} from './types.ts';
import { createFormatValidator, type FormatValidator } from './validate-format.ts';
import { parseYamlSource, type YamlSource } from './yaml-source.ts';
import { parseContractFast } from './fast-yaml.ts';
import { lintReadBack, parseSource } from './read-back.ts';
import { lintSent } from './sent-fields.ts';
import { compileSearch, lintSearch } from './search.ts';
import { lintListItem } from './list-item.ts';
import { platformModuleOf } from './platform-module.ts';
import { BAD_INPUT_FILE, badInputFileSchema, compileBadInput } from './bad-input.ts';
import { lintKnownAnswers } from './known-answers.ts';

export type CompileResult = { ok: true; plan: CompiledPlan } | { ok: false; errors: ContractError[] };

/** Files of the contracts folder that are not module contracts. */
const NOT_MODULES = new Set(['overlays.yaml', BAD_INPUT_FILE]);

export const SCHEMA_BASE_URI = 'https://commerce-conformance.local/';

/** The format's schema shipped with the project (contracts/contract.schema.json). */
export const PROJECT_CONTRACT_SCHEMA = new URL('../../contracts/contract.schema.json', import.meta.url);

export function compileContractsDir(dir: string, options: { contractSchemaFile?: string | URL } = {}): CompileResult {
  if (!existsSync(dir)) {
    return { ok: false, errors: [{ file: dir, line: 1, column: 1, message: 'contracts folder not found', hint: 'run from the project root or pass --contracts <dir>' }] };
  }
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') && !NOT_MODULES.has(f))
    .sort()
    .map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') }));
  const overlaysText = existsSync(join(dir, 'overlays.yaml')) ? readFileSync(join(dir, 'overlays.yaml'), 'utf8') : null;
  const badInputText = existsSync(join(dir, BAD_INPUT_FILE)) ? readFileSync(join(dir, BAD_INPUT_FILE), 'utf8') : null;
  const schemaFile = options.contractSchemaFile ?? (existsSync(join(dir, 'contract.schema.json')) ? join(dir, 'contract.schema.json') : PROJECT_CONTRACT_SCHEMA);
  const contractSchema = JSON.parse(readFileSync(schemaFile, 'utf8')) as object;
  return compileContracts({ files, overlaysText, badInputText, contractSchema, readSchemaFile: (rel) => readSchemaFile(dir, rel) });
}

function readSchemaFile(dir: string, rel: string): object | null {
  const path = join(dir, rel);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as object;
  } catch {
    return null;
  }
}

export interface CompileInput {
  files: Array<{ file: string; text: string }>;
  overlaysText: string | null;
  /** contracts/bad-input.yaml (the input.* checks' cases), when there is one. */
  badInputText?: string | null;
  contractSchema: object;
  /** Reads contracts/<rel> as JSON; null when missing or not JSON. */
  readSchemaFile(rel: string): object | null;
}

export function compileContracts(input: CompileInput): CompileResult {
  const format = createFormatValidator(input.contractSchema);
  const errors: ContractError[] = [];
  const parsed: Array<{ source: YamlSource; contract: RawContractFile; routeLine(index: number): { line: number; column: number } }> = [];
  for (const { file, text } of input.files) {
    const result = loadContractFile(file, text, format);
    if (result.ok) parsed.push(result);
    else errors.push(...result.errors);
  }
  const overlays = input.overlaysText === null ? { ok: true as const, overlays: [] } : loadOverlays(input.overlaysText, input.contractSchema);
  if (!overlays.ok) errors.push(...overlays.errors);

  const routes: CompiledRoute[] = [];
  const schemas: Record<string, object> = {};
  const firstSeen = new Map<string, string>();
  for (const { source, contract, routeLine } of parsed) {
    contract.routes.forEach((route, index) => {
      const compiled = compileRoute(contract, route, index, source, routeLine(index), input.readSchemaFile, schemas, errors);
      if (!compiled) return;
      const identity = `${compiled.base} ${compiled.key}`;
      const earlier = firstSeen.get(identity);
      if (earlier) {
        errors.push(at(source, ['routes', index, 'path'], `duplicate route ${compiled.key}`, `already declared at ${earlier}; keep one declaration`));
        return;
      }
      firstSeen.set(identity, `${compiled.location.file}:${compiled.location.line}`);
      routes.push(compiled);
    });
  }
  for (const { source, contract } of parsed) {
    contract.routes.forEach((route, index) => {
      if (route.readBack) errors.push(...lintReadBack(route, route.readBack, routes, (path, message, hint) => at(source, ['routes', index, 'readBack', ...path], message, hint)));
      if (route.readBack) errors.push(...lintSent(route, route.readBack, (path, message, hint) => at(source, ['routes', index, 'readBack', ...path], message, hint)));
      const answer = route.write?.answer;
      if (answer?.valueFrom !== undefined && (parseSource(answer.valueFrom) === null || answer.value !== undefined)) {
        errors.push(at(source, ['routes', index, 'write', 'answer', 'valueFrom'], answer.value !== undefined ? 'value and valueFrom both given' : `"${answer.valueFrom}" is not a source`, 'write answer.value: <JSON> or answer.valueFrom: path.<param>, body.<pointer> or owned.<value>'));
      }
      const compiled = routes.find((r) => r.location.file === source.file && r.key === `${route.method} ${route.path}`);
      if (compiled) errors.push(...lintSearch(route, compiled.search, (path, message, hint) => at(source, ['routes', index, ...path], message, hint)));
      errors.push(...lintListItem(route, routes, (path, message, hint) => at(source, ['routes', index, ...path], message, hint)));
      if (compiled && route.answers) errors.push(...lintKnownAnswers(compiled, route.answers, routes, (path, message, hint) => at(source, ['routes', index, 'answers', ...path], message, hint)));
    });
  }
  if (input.badInputText !== undefined && input.badInputText !== null) errors.push(...attachBadInput(input.badInputText, input.contractSchema, routes));
  if (errors.length > 0) return { ok: false, errors: sortErrors(errors) };
  return { ok: true, plan: { routes, schemas, overlays: overlays.ok ? overlays.overlays : [] } };
}

function loadContractFile(
  file: string,
  text: string,
  format: FormatValidator,
): { ok: true; source: YamlSource; contract: RawContractFile; routeLine(index: number): { line: number; column: number } } | { ok: false; errors: ContractError[] } {
  const fast = parseContractFast(file, text);
  const yaml = fast.ok ? { ok: true as const, source: fast.source } : parseYamlSource(file, text);
  if (!yaml.ok) return yaml;
  const routeLine = fast.ok ? fast.routeLine : (index: number) => yaml.source.positionOf(['routes', index]);
  if (yaml.source.value === null || typeof yaml.source.value !== 'object' || Array.isArray(yaml.source.value)) {
    return { ok: false, errors: [{ file, line: 1, column: 1, message: 'a contract file must be a mapping with module, source and routes', hint: 'see docs/contract-format.md' }] };
  }
  const formatErrors = format.check(yaml.source);
  if (formatErrors.length > 0) return { ok: false, errors: formatErrors };
  return { ok: true, source: yaml.source, contract: yaml.source.value as RawContractFile, routeLine };
}

function loadOverlays(text: string, contractSchema: object): { ok: true; overlays: SchemaOverlay[] } | { ok: false; errors: ContractError[] } {
  const fast = parseContractFast('overlays.yaml', text);
  const yaml = fast.ok ? { ok: true as const, source: fast.source } : parseYamlSource('overlays.yaml', text);
  if (!yaml.ok) return yaml;
  const formatErrors = createFormatValidator(overlaysFileSchema(contractSchema)).check(yaml.source);
  if (formatErrors.length > 0) return { ok: false, errors: formatErrors };
  return { ok: true, overlays: (yaml.source.value as { overlays: SchemaOverlay[] }).overlays };
}

/** Read contracts/bad-input.yaml and give each route it names its cases (CompiledRoute.badInput). */
function attachBadInput(text: string, contractSchema: object, routes: CompiledRoute[]): ContractError[] {
  const fast = parseContractFast(BAD_INPUT_FILE, text);
  const yaml = fast.ok ? { ok: true as const, source: fast.source } : parseYamlSource(BAD_INPUT_FILE, text);
  if (!yaml.ok) return yaml.errors;
  const formatErrors = createFormatValidator(badInputFileSchema(contractSchema)).check(yaml.source);
  if (formatErrors.length > 0) return formatErrors;
  const { byRoute, errors } = compileBadInput(yaml.source, routes);
  for (const route of routes) {
    const cases = byRoute.get(route.key);
    if (cases !== undefined && route.base === 'store') route.badInput = cases;
  }
  return errors;
}

const overlaySchemas = new WeakMap<object, object>();

/** The overlays file's schema: a list of the contract format's overlay definition (one object per format schema, so
 * its compiled validator is reused). */
function overlaysFileSchema(contractSchema: object): object {
  let schema = overlaySchemas.get(contractSchema);
  if (!schema) {
    schema = {
      type: 'object',
      additionalProperties: false,
      required: ['overlays'],
      properties: { $schema: { type: 'string' }, overlays: { type: 'array', items: { $ref: '#/definitions/overlay' } } },
      definitions: (contractSchema as { definitions: object }).definitions,
    };
    overlaySchemas.set(contractSchema, schema);
  }
  return schema;
}

function at(source: YamlSource, path: Array<string | number>, message: string, hint: string): ContractError {
  const pos = source.positionOf(path);
  return { file: source.file, line: pos.line, column: pos.column, message, hint };
}

function compileRoute(
  contract: RawContractFile,
  route: RawRoute,
  index: number,
  source: YamlSource,
  start: { line: number; column: number },
  readSchemaFile: (rel: string) => object | null,
  schemas: Record<string, object>,
  errors: ContractError[],
): CompiledRoute | null {
  const here = (path: Array<string | number>, message: string, hint: string) => errors.push(at(source, ['routes', index, ...path], message, hint));
  const before = errors.length;
  const key = `${route.method} ${route.path}`;
  const params = pathParams(route.path);
  for (const name of params) {
    if (!route.params?.[name]) here(['path'], `path parameter :${name} of ${key} has no source`, `add params: { ${name}: { fixture: <entity.field> } } or { literal: ... } or { generated: prefixed }`);
  }
  for (const name of Object.keys(route.params ?? {})) {
    if (!params.includes(name)) here(['params', name], `params.${name} is not a parameter of ${route.path}`, `the path's parameters are: ${params.map((p) => `:${p}`).join(', ') || 'none'}`);
  }
  const since = route.since ?? contract.defaults?.since ?? '2.0';
  const until = route.until ?? null;
  if (until !== null && compareReleases(until, since) < 0) here(['until'], `until ${until} is before since ${since}`, 'until is the last release that has the route');

  const permissionHistory: CompiledPermission[] = [];
  (route.permissionByRelease ?? []).forEach((entry, i) => {
    const ranges = parseReleaseRanges(entry.releases);
    if (!ranges.ok) here(['permissionByRelease', i, 'releases'], `${JSON.stringify(ranges.bad)} is not a release range`, 'write ranges like "2.0 - 2.2.7, 2.3.0"; releases look like 2.2.8 or 2.4.6-p1');
    else permissionHistory.push({ ranges: ranges.ranges, permission: entry.permission });
  });

  const schema = compileSchemaRef(route, readSchemaFile, schemas, (message, hint) => here(['response', 'schema', '$ref'], message, hint));
  if (errors.length > before) return null;

  const base = route.base ?? contract.defaults?.base ?? 'store';
  const search = compileSearch(route, schema, schemas);
  const safety = route.safety ?? (route.method === 'GET' ? 'read' : 'write');
  const writesThroughQueue = base === 'store' && route.method !== 'GET' && route.path.startsWith('/V1/');
  const pos = start;
  return {
    key,
    method: route.method,
    path: route.path,
    base,
    module: contract.module,
    service: route.service ?? null,
    platformModule: platformModuleOf(route.service ?? null, contract.platformModules ?? []),
    editions: route.editions ?? contract.defaults?.editions ?? ['open-source', 'commerce'],
    since,
    until,
    permission: route.permission,
    permissionHistory,
    safety,
    secure: route.secure === true,
    pathParams: params,
    params: route.params ?? {},
    query: route.query ?? {},
    body: route.body ?? null,
    response: {
      status: route.response?.status ?? 200,
      unavailableWhen: route.response?.unavailableWhen ?? [],
      type: route.response?.type ?? null,
      schema,
      overlays: route.response?.overlays ?? [],
    },
    challenge: route.challenge ?? {},
    variants: route.variants ?? [],
    write: route.write ?? {},
    readBack: route.readBack ?? null,
    ...(route.partialUpdate !== undefined ? { partialUpdate: route.partialUpdate } : {}),
    search,
    ...(route.answers !== undefined ? { answers: route.answers } : {}),
    asyncPath: writesThroughQueue ? derivesAsyncPath(route.path) : null,
    bulkPath: writesThroughQueue ? derivesBulkPath(route.path) : null,
    location: { file: source.file, line: pos.line, column: pos.column },
  };
}

function compileSchemaRef(
  route: RawRoute,
  readSchemaFile: (rel: string) => object | null,
  schemas: Record<string, object>,
  fail: (message: string, hint: string) => void,
): CompiledSchemaRef {
  const ref = route.response?.schema;
  if (!ref) return route.response?.type ? { kind: 'none' } : { kind: 'published-operation' };
  if ('none' in ref) return { kind: 'none' };
  if ('published' in ref) return ref.published === true ? { kind: 'published-operation' } : { kind: 'published-definition', definition: ref.published };
  const [file, pointer = ''] = ref.$ref.split('#');
  const id = `${file}${pointer ? `#${pointer}` : ''}`;
  if (!addSchemaFile(file ?? '', readSchemaFile, schemas, fail)) return { kind: 'none' };
  if (pointer && resolvePointer(schemas[file ?? ''], pointer) === undefined) {
    fail(`$ref ${ref.$ref} does not resolve: ${file} has no ${pointer}`, `check the JSON pointer after # in ${file}`);
  }
  return { kind: 'contract', id };
}

/** Loads a schema file and, transitively, the files its $refs name; reports any $ref that does not resolve. */
function addSchemaFile(
  rel: string,
  readSchemaFile: (rel: string) => object | null,
  schemas: Record<string, object>,
  fail: (message: string, hint: string) => void,
): boolean {
  if (schemas[rel]) return true;
  const schema = readSchemaFile(rel);
  if (!schema) {
    fail(`$ref ${rel} does not resolve: no such JSON file in contracts/`, `create contracts/${rel} or point at an existing file in contracts/schemas/`);
    return false;
  }
  schemas[rel] = { ...schema, $id: `${SCHEMA_BASE_URI}${rel}` };
  for (const inner of collectRefs(schema)) {
    const [innerFile, pointer = ''] = inner.split('#');
    const target = innerFile ? posix.join(posix.dirname(rel), innerFile) : rel;
    if (innerFile && !addSchemaFile(target, readSchemaFile, schemas, (m) => fail(`${m} (referenced from ${rel})`, `fix the $ref ${inner} in contracts/${rel}`))) return false;
    if (pointer && resolvePointer(schemas[target], pointer) === undefined) {
      fail(`$ref ${inner} in ${rel} does not resolve`, `contracts/${target} has no ${pointer}`);
      return false;
    }
  }
  return true;
}

function collectRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => collectRefs(n, out));
  else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && !/^[a-z]+:/.test(v)) out.push(v);
      else collectRefs(v, out);
    }
  }
  return out;
}

function resolvePointer(doc: unknown, pointer: string): unknown {
  let node: unknown = doc;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    if (raw === '') continue;
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function sortErrors(errors: ContractError[]): ContractError[] {
  return [...errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

export function formatContractError(e: ContractError): string {
  return `${e.file}:${e.line}:${e.column}  ${e.message}  (${e.hint})`;
}

/** The permission a route has in a given release (history ranges first, else the newest). */
export { permissionFor } from './permission.ts';
