// Reads the published data types (types/<Module>.json, one file per platform module): the services with their
// methods (summary, return type, path/query/body parameters, documented error statuses) and the data definitions.
// Field lists follow the data interfaces of Magento Open Source 2.4.7 (plus the commerce-only services), as its
// schema endpoint publishes them; README.md ("Published types data") describes the format and the type codes.
// Every problem of every file is reported at once as `file:line:col  where: what is wrong  (what to do)`.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataFileError, ShapeCheck, formatProblems, readDataFileInto, type DataFile, type DataPath } from '../data-file.ts';

export const TYPES_DIR = fileURLToPath(new URL('./types/', import.meta.url));

/** A definition: description (absent when the platform publishes none), properties, or the item type of an array. */
export interface DefinitionRow {
  description?: string;
  properties?: Record<string, string>;
  items?: string;
}

/** A service method. Parameters and fields are type codes ("code|description"; in `query`, a code starting with
 * ! is required, ? explicitly optional). */
export interface MethodRow {
  /** The service (tag) name the schema files the method under, e.g. catalogProductRepositoryV1. */
  service: string;
  summary?: string;
  /** Return type code; void = none. */
  returns: string;
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, string>;
  /** The documented error statuses, in the platform's order. */
  errors?: number[];
  /** In no published schema: the return type was chosen by hand from the service contract. */
  unpublished?: boolean;
}

export interface TypesData {
  /** By definition name, in name order. */
  definitions: Record<string, DefinitionRow>;
  /** By `Class::method` (as the service class is written in the data), in key order. */
  methods: Record<string, MethodRow>;
  /** Service (tag) descriptions, as the schema endpoint publishes them. */
  serviceDescriptions: Record<string, string>;
}

const MODULE_NAME = /^[A-Z][A-Za-z0-9]*_[A-Z][A-Za-z0-9]*$/;
const SERVICE_NAME = /^[a-z][A-Za-z0-9]*V\d+$/;
const METHOD_KEY = /^\\?([A-Za-z][A-Za-z0-9]*)\\([A-Za-z][A-Za-z0-9]*)(?:\\[A-Za-z][A-Za-z0-9_]*)+::[A-Za-z_][A-Za-z0-9_]*$/;
const DEFINITION_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** [!|?]code[[]...][|description]; code: s i n b o m any #definition. */
const TYPE_CODE = /^[!?]?(?:s|i|n|b|o|m|any|#([a-z0-9]+(?:-[a-z0-9]+)*))(?:\[\])*(?:\|[\s\S]*)?$/;
const CODE_HINT = 's, i, n, b, o, m, any or #definition-name, then [] for an array, ! or ? before, |description after';
const ERROR_STATUSES = [400, 401, 404, 500];

let cached: TypesData | undefined;

/** The published types, read once per process. Throws DataFileError (file:line:col of each problem) on bad data. */
export function typesData(): TypesData {
  cached ??= loadTypesData();
  return cached;
}

/** A `#name` reference, where it stands, to check once every file is read. */
interface Reference {
  name: string;
  path: DataPath;
  check: ShapeCheck;
}

export function loadTypesData(dir: string = TYPES_DIR): TypesData {
  const definitions: Record<string, DefinitionRow> = {};
  const methods: Record<string, MethodRow> = {};
  const descriptions: Record<string, string> = {};
  const firstSeen = new Map<string, string>();
  const references: Reference[] = [];
  const checked: Array<{ data: DataFile; check: ShapeCheck }> = [];
  const problems: string[] = [];

  const once = (kind: string, key: string, where: string, path: DataPath, check: ShapeCheck): boolean => {
    const earlier = firstSeen.get(`${kind} ${key}`);
    if (earlier === undefined) {
      firstSeen.set(`${kind} ${key}`, where);
      return true;
    }
    check.problem(path, `${kind} "${key}" is given twice (also in ${earlier})`, 'keep one', true);
    return false;
  };

  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of files) {
    const data = readDataFileInto(join(dir, name), problems);
    if (data === null) continue;
    const check = new ShapeCheck();
    checked.push({ data, check });
    const module = name.slice(0, -'.json'.length);
    const top = check.object(data.value, [], ['module'], ['services', 'definitions']);
    if (top === null) continue;
    if (!MODULE_NAME.test(module)) check.problem([], `the file name ${name} is not a module name`, 'name it Vendor_Module.json, e.g. Magento_Catalog.json');
    if (top.module !== module) check.problem(['module'], `${JSON.stringify(top.module)} does not match the file name`, `write "${module}", or rename the file`);
    const code = (value: unknown, path: DataPath, allowVoid = false): string | null => {
      if (allowVoid && value === 'void') return value;
      const text = check.string(value, path, TYPE_CODE, 'a type code', CODE_HINT);
      const reference = text === null ? undefined : TYPE_CODE.exec(text)?.[1];
      if (reference !== undefined) references.push({ name: reference, path, check });
      return text;
    };
    const codes = (value: unknown, path: DataPath): Record<string, string> | null => {
      const entries = check.map(value, path);
      if (entries === null) return null;
      const out: Record<string, string> = {};
      for (const [key, spec] of Object.entries(entries)) {
        const text = code(spec, [...path, key]);
        if (text !== null) out[key] = text;
      }
      return out;
    };

    for (const [service, value] of Object.entries(top.services === undefined ? {} : (check.map(top.services, ['services']) ?? {}))) {
      const path = ['services', service];
      if (!SERVICE_NAME.test(service)) check.problem(path, `"${service}" is not a service name`, 'like catalogProductRepositoryV1', true);
      const entry = check.object(value, path, [], ['description', 'methods']);
      if (entry === null) continue;
      if (entry.description === undefined && entry.methods === undefined) check.problem(path, 'says nothing', 'give its "description", its "methods", or both');
      if (entry.description !== undefined) {
        const description = check.string(entry.description, [...path, 'description']);
        if (description !== null && once('description of service', service, name, [...path, 'description'], check)) descriptions[service] = description;
      }
      for (const [key, row] of Object.entries(entry.methods === undefined ? {} : (check.map(entry.methods, [...path, 'methods']) ?? {}))) {
        const at = [...path, 'methods', key];
        const match = METHOD_KEY.exec(key);
        if (match === null) check.problem(at, `"${key}" is not a service method`, 'Vendor\\Module\\Api\\SomeInterface::method', true);
        else if (`${match[1]}_${match[2]}` !== module) check.problem(at, `${match[1]}_${match[2]} method in ${name}`, `move it to ${match[1]}_${match[2]}.json`, true);
        const fields = check.object(row, at, ['returns'], ['summary', 'path', 'query', 'body', 'errors', 'unpublished']);
        if (fields === null || !once('method', key.replace(/^\\/, ''), name, at, check)) continue;
        const method: MethodRow = { service, returns: code(fields.returns, [...at, 'returns'], true) ?? 'void' };
        if (fields.summary !== undefined) method.summary = check.string(fields.summary, [...at, 'summary']) ?? '';
        for (const kind of ['path', 'query', 'body'] as const) {
          if (fields[kind] !== undefined) method[kind] = codes(fields[kind], [...at, kind]) ?? {};
        }
        if (fields.errors !== undefined) method.errors = statuses(fields.errors, [...at, 'errors'], check);
        if (fields.unpublished !== undefined && check.boolean(fields.unpublished, [...at, 'unpublished']) === true) method.unpublished = true;
        methods[key] = method;
      }
    }

    for (const [definition, value] of Object.entries(top.definitions === undefined ? {} : (check.map(top.definitions, ['definitions']) ?? {}))) {
      const path = ['definitions', definition];
      if (!DEFINITION_NAME.test(definition)) check.problem(path, `"${definition}" is not a definition name`, 'lower-case words joined by -, like catalog-data-product-interface', true);
      const fields = check.object(value, path, [], ['description', 'properties', 'items']);
      if (fields === null || !once('definition', definition, name, path, check)) continue;
      if (fields.properties !== undefined && fields.items !== undefined) check.problem(path, 'has both properties and items', 'an object has properties, an array has items');
      const row: DefinitionRow = {};
      if (fields.description !== undefined) row.description = check.string(fields.description, [...path, 'description']) ?? '';
      if (fields.properties !== undefined) row.properties = codes(fields.properties, [...path, 'properties']) ?? {};
      if (fields.items !== undefined) row.items = code(fields.items, [...path, 'items']) ?? 'any';
      definitions[definition] = row;
    }
  }

  for (const reference of references) {
    if (definitions[reference.name] === undefined) reference.check.problem(reference.path, `no definition "${reference.name}"`, 'define it under "definitions" of a types file, or correct the name');
  }
  for (const { data, check } of checked) problems.push(...formatProblems(data, check.problems));
  if (problems.length > 0) throw new DataFileError(problems);
  return { definitions: sortedByKey(definitions), methods: sortedByKey(methods), serviceDescriptions: sortedByKey(descriptions) };
}

function statuses(value: unknown, path: DataPath, check: ShapeCheck): number[] {
  const entries = check.array(value, path) ?? [];
  return entries.filter((status, index) => {
    if (typeof status === 'number' && ERROR_STATUSES.includes(status)) return true;
    check.problem([...path, index], `${JSON.stringify(status)} is not an error status the schema documents`, `use ${ERROR_STATUSES.join(', ')}`);
    return false;
  }) as number[];
}

function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const key of Object.keys(record).sort()) out[key] = record[key] as T;
  return out;
}
