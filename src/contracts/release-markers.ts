// Release markers (contracts/releases/markers.yaml): what each release introduced or removed that an installation
// shows, with the module it needs and where the fact comes from. Read once, checked field by field; every problem of
// the file is reported at once as `file:line:col  message  (hint)`, as contract problems are.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatContractError } from './compile.ts';
import { compareReleases, isRelease } from './release.ts';
import type { ContractError, Release } from './types.ts';
import { parseYamlSource, type YamlSource } from './yaml-source.ts';

export const MARKERS_FORMAT = 'release-markers@1';
export const PROJECT_MARKERS_FILE = fileURLToPath(new URL('../../contracts/releases/markers.yaml', import.meta.url));

/** How a target shows that a module is there: the prefix of its service names (the published schema's tags) and of
 * its definition names. */
export interface ModuleSigns {
  services: string;
  definitions: string;
}

/** Behaviours global setup observes outside the published schema. */
export const BEHAVIOURS = ['admin-token-jwt', 'method-not-allowed-405'] as const;
export type Behaviour = (typeof BEHAVIOURS)[number];

export type MarkerSubject =
  | { kind: 'route'; route: string }
  | { kind: 'parameter'; route: string; parameter: string }
  | { kind: 'response'; route: string; response: string }
  | { kind: 'definition'; definition: string; via: string | null }
  | { kind: 'property'; definition: string; property: string }
  | { kind: 'behaviour'; behaviour: Behaviour };

export type MarkerKind = MarkerSubject['kind'];

export interface ReleaseMarker {
  id: string;
  /** The module whose presence the marker needs; null for the framework's behaviours (always there). */
  module: string | null;
  subject: MarkerSubject;
  /** First release with the feature (null: it was always there), and the latest release that may have been first. */
  introduced: Release | null;
  introducedBy: Release | null;
  /** First release without it (null: never removed), and the latest that may have been first. */
  removed: Release | null;
  removedBy: Release | null;
  /** The change may have reached patch releases of earlier lines: its new state does not bound the release. */
  backport: boolean;
  source: string;
  /** Where the marker is written (file:line). */
  at: string;
}

export interface ReleaseMarkers {
  file: string;
  modules: Record<string, ModuleSigns>;
  markers: ReleaseMarker[];
}

export class MarkerFileError extends Error {
  override readonly name = 'MarkerFileError';
  constructor(readonly problems: ContractError[]) {
    super(problems.map(formatContractError).join('\n'));
  }
}

const KINDS: readonly MarkerKind[] = ['route', 'parameter', 'response', 'definition', 'property', 'behaviour'];
const SUBJECT_KEYS: Record<MarkerKind, { required: string[]; optional: string[] }> = {
  route: { required: ['module', 'route'], optional: [] },
  parameter: { required: ['module', 'route', 'parameter'], optional: [] },
  response: { required: ['module', 'route', 'response'], optional: [] },
  definition: { required: ['module', 'definition'], optional: ['via'] },
  property: { required: ['module', 'definition', 'property'], optional: [] },
  behaviour: { required: ['behaviour'], optional: [] },
};
const COMMON_KEYS = ['id', 'kind', 'introduced', 'introducedBy', 'removed', 'removedBy', 'backport', 'source'];
const ID = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
const MODULE = /^[A-Z][A-Za-z0-9]*_[A-Z][A-Za-z0-9]*$/;
const ROUTE = /^(GET|POST|PUT|DELETE) \/V\d+(\/[A-Za-z0-9_.{}-]+)*\/?$/;
const DEFINITION = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SERVICE_PREFIX = /^[a-z][A-Za-z0-9]*$/;
const DEFINITION_PREFIX = /^[a-z0-9]+(?:-[a-z0-9]+)*-$/;

/** The markers the project ships, read once per process. */
let shipped: ReleaseMarkers | undefined;
export function projectMarkers(): ReleaseMarkers {
  shipped ??= loadReleaseMarkers(PROJECT_MARKERS_FILE);
  return shipped;
}

export function loadReleaseMarkers(file: string): ReleaseMarkers {
  return parseReleaseMarkers(file, readFileSync(file, 'utf8'));
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Parses and checks the markers text; throws MarkerFileError naming every problem. */
export function parseReleaseMarkers(file: string, text: string): ReleaseMarkers {
  const parsed = parseYamlSource(file, text);
  if (!parsed.ok) throw new MarkerFileError(parsed.errors);
  const src = parsed.source;
  const problems: ContractError[] = [];
  const problem = (path: ReadonlyArray<string | number>, message: string, hint: string, key?: string) => {
    const pos = src.positionOf(path, key === undefined ? undefined : { key });
    problems.push({ file, line: pos.line, column: pos.column, message, hint });
  };
  const top = src.value;
  if (!isObj(top)) throw new MarkerFileError([{ file, line: 1, column: 1, message: 'the file is not a mapping', hint: `start with format: ${MARKERS_FORMAT}, modules: and markers:` }]);
  for (const key of Object.keys(top)) if (!['format', 'modules', 'markers'].includes(key)) problem([], `unknown key "${key}"`, 'allowed: format, modules, markers', key);
  if (top.format !== MARKERS_FORMAT) problem(['format'], `format is ${JSON.stringify(top.format ?? null)}`, `write format: ${MARKERS_FORMAT}`);
  const modules = readModules(top.modules, problem);
  const markers: ReleaseMarker[] = [];
  if (!Array.isArray(top.markers)) problem([], 'markers is not a list', 'give markers: as a list of entries', 'markers');
  else {
    const seen = new Map<string, string>();
    top.markers.forEach((entry, index) => {
      const marker = readMarker(entry, index, modules, src, problem);
      if (marker === null) return;
      const earlier = seen.get(marker.id);
      if (earlier !== undefined) problem(['markers', index, 'id'], `marker id "${marker.id}" is used twice (also at ${earlier})`, 'give each marker its own id');
      else seen.set(marker.id, marker.at);
      markers.push(marker);
    });
  }
  if (problems.length > 0) throw new MarkerFileError(problems);
  return { file, modules, markers };
}

type Problem = (path: ReadonlyArray<string | number>, message: string, hint: string, key?: string) => void;

function readModules(value: unknown, problem: Problem): Record<string, ModuleSigns> {
  const out: Record<string, ModuleSigns> = {};
  if (!isObj(value)) {
    problem([], 'modules is not a mapping', 'give modules: { Vendor_Module: { services: prefix, definitions: prefix- } }', 'modules');
    return out;
  }
  for (const [name, signs] of Object.entries(value)) {
    const at = ['modules', name];
    if (!MODULE.test(name)) problem(['modules'], `"${name}" is not a module name`, 'Vendor_Module, e.g. Magento_Catalog', name);
    if (!isObj(signs)) {
      problem(at, `${name}: not a mapping`, 'give { services: prefix, definitions: prefix- }');
      continue;
    }
    for (const key of Object.keys(signs)) if (key !== 'services' && key !== 'definitions') problem(at, `${name}: unknown key "${key}"`, 'allowed: services, definitions', key);
    const services = typeof signs.services === 'string' && SERVICE_PREFIX.test(signs.services) ? signs.services : null;
    const definitions = typeof signs.definitions === 'string' && DEFINITION_PREFIX.test(signs.definitions) ? signs.definitions : null;
    if (services === null) problem(at, `${name}: services is not a service-name prefix`, 'lower camel case, as the schema\'s tags start: catalogInventory', 'services');
    if (definitions === null) problem(at, `${name}: definitions is not a definition-name prefix`, 'lower case words joined by -, ending in -: catalog-inventory-', 'definitions');
    if (services !== null && definitions !== null) out[name] = { services, definitions };
  }
  return out;
}

function readMarker(entry: unknown, index: number, modules: Record<string, ModuleSigns>, src: YamlSource, problem: Problem): ReleaseMarker | null {
  const at = ['markers', index];
  const pos = src.positionOf(at);
  const where = `${src.file}:${pos.line}`;
  if (!isObj(entry)) {
    problem(at, 'a marker is not a mapping', 'give id, kind, the subject, introduced/removed and source');
    return null;
  }
  const before = countProblems.count;
  const fail: Problem = (path, message, hint, key) => {
    countProblems.count++;
    problem(path, message, hint, key);
  };
  const id = typeof entry.id === 'string' && ID.test(entry.id) ? entry.id : null;
  if (id === null) fail(at, 'the marker has no id, or not one of lower-case words joined by . and -', 'e.g. id: catalog.attribute-is-filterable-get-route', 'id');
  const kind = KINDS.find((k) => k === entry.kind) ?? null;
  if (kind === null) {
    fail(at, `kind is ${JSON.stringify(entry.kind ?? null)}`, `one of ${KINDS.join(', ')}`, 'kind');
    return null;
  }
  const keys = SUBJECT_KEYS[kind];
  for (const key of Object.keys(entry)) if (!COMMON_KEYS.includes(key) && !keys.required.includes(key) && !keys.optional.includes(key)) fail(at, `a ${kind} marker has no "${key}"`, `allowed: ${[...COMMON_KEYS, ...keys.required, ...keys.optional].join(', ')}`, key);
  for (const key of keys.required) if (entry[key] === undefined) fail(at, `a ${kind} marker needs "${key}"`, `give ${key}:`);
  const str = (key: string, pattern: RegExp, hint: string): string | null => {
    const v = entry[key];
    if (v === undefined) return null;
    const text = typeof v === 'number' ? String(v) : v;
    if (typeof text === 'string' && pattern.test(text)) return text;
    fail([...at, key], `${key} ${JSON.stringify(v)} is not ${hint}`, hint);
    return null;
  };
  const module = str('module', MODULE, 'a module name like Magento_Catalog');
  if (module !== null && modules[module] === undefined) fail([...at, 'module'], `module ${module} is not listed under modules`, 'add how the target shows it (services, definitions), or name a listed module');
  const route = str('route', ROUTE, 'a route as the schema writes it: METHOD /V1/path/{param}');
  const definition = str('definition', DEFINITION, 'a definition name (lower-case words joined by -)');
  const via = str('via', ROUTE, 'a route as the schema writes it: METHOD /V1/path/{param}');
  const parameter = str('parameter', /^[A-Za-z_][A-Za-z0-9_]*$/, 'a parameter or body field name');
  const property = str('property', /^[A-Za-z_][A-Za-z0-9_]*$/, 'a property name');
  const response = str('response', /^[1-5]\d\d$/, 'an HTTP status such as 401');
  const behaviour = entry.behaviour === undefined ? null : (BEHAVIOURS.find((b) => b === entry.behaviour) ?? null);
  if (entry.behaviour !== undefined && behaviour === null) fail([...at, 'behaviour'], `behaviour ${JSON.stringify(entry.behaviour)} is not one global setup observes`, `one of ${BEHAVIOURS.join(', ')}`);
  const release = (key: string): Release | null => {
    const v = entry[key];
    if (v === undefined) return null;
    if (typeof v === 'string' && isRelease(v) && /^2\.\d+\.\d+/.test(v)) return v;
    fail([...at, key], `${key} ${JSON.stringify(v)} is not a release`, 'a release such as 2.4.7 or 2.4.6-p1 (quote it when YAML would read a number)');
    return null;
  };
  const introduced = release('introduced');
  const introducedBy = release('introducedBy');
  const removed = release('removed');
  const removedBy = release('removedBy');
  if (entry.introduced === undefined && entry.removed === undefined) fail(at, 'the marker says neither when it came nor when it went', 'give introduced:, removed:, or both');
  if (introducedBy !== null && (introduced === null || compareReleases(introducedBy, introduced) <= 0)) fail([...at, 'introducedBy'], 'introducedBy is not after introduced', 'introducedBy is the latest release that may have been the first with it');
  if (removedBy !== null && (removed === null || compareReleases(removedBy, removed) <= 0)) fail([...at, 'removedBy'], 'removedBy is not after removed', 'removedBy is the latest release that may have been the first without it');
  if (introduced !== null && removed !== null && compareReleases(removed, introducedBy ?? introduced) <= 0) fail([...at, 'removed'], `removed ${removed} is not after introduced ${introducedBy ?? introduced}`, 'removed is the first release without it');
  if (entry.backport !== undefined && entry.backport !== 'possible') fail([...at, 'backport'], `backport is ${JSON.stringify(entry.backport)}`, 'write backport: possible, or leave it out');
  const source = typeof entry.source === 'string' && entry.source.trim().length > 0 ? entry.source.trim() : null;
  if (source === null) fail(at, 'the marker has no source', 'say which documents or code show the change', 'source');
  if (countProblems.count > before || id === null || source === null) return null;
  const subject: MarkerSubject | null =
    kind === 'route' && route !== null ? { kind, route }
    : kind === 'parameter' && route !== null && parameter !== null ? { kind, route, parameter }
    : kind === 'response' && route !== null && response !== null ? { kind, route, response }
    : kind === 'definition' && definition !== null ? { kind, definition, via }
    : kind === 'property' && definition !== null && property !== null ? { kind, definition, property }
    : kind === 'behaviour' && behaviour !== null ? { kind, behaviour }
    : null;
  if (subject === null) return null;
  return { id, module: kind === 'behaviour' ? null : module, subject, introduced, introducedBy, removed, removedBy, backport: entry.backport === 'possible', source, at: where };
}

/** Problems counted across one marker's reading (a marker with any is left out). */
const countProblems = { count: 0 };

/** What the marker is about, as a person reads it. */
export function describeSubject(subject: MarkerSubject): string {
  switch (subject.kind) {
    case 'route':
      return `route ${subject.route}`;
    case 'parameter':
      return `parameter ${subject.parameter} of ${subject.route}`;
    case 'response':
      return `response ${subject.response} of ${subject.route}`;
    case 'definition':
      return `definition ${subject.definition}`;
    case 'property':
      return `property ${subject.definition}.${subject.property}`;
    case 'behaviour':
      return BEHAVIOUR_TEXT[subject.behaviour];
  }
}

const BEHAVIOUR_TEXT: Record<Behaviour, string> = {
  'admin-token-jwt': 'admin tokens issued as JWTs',
  'method-not-allowed-405': 'an unsupported HTTP method answered 405',
};
