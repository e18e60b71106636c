// Checking a document against the Swagger 2.0 meta-schema (contracts/schemas/meta/swagger-2.0.json, written
// for this project from the OpenAPI Specification 2.0) and the specification's rules a schema cannot state. A
// target whose published schema is not valid Swagger is a finding in itself, and the problems are reported as
// data: where (JSON pointer) and what.

import { readFileSync } from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { SCHEMA_FORMATS } from './formats.ts';

export const SWAGGER_META_SCHEMA_PATH = new URL('../../contracts/schemas/meta/swagger-2.0.json', import.meta.url);

export interface MetaSchemaProblem {
  /** JSON pointer into the document. */
  pointer: string;
  message: string;
}

export interface MetaSchemaVerdict {
  valid: boolean;
  problems: MetaSchemaProblem[];
}

let compiled: ValidateFunction | null = null;

function metaValidator(): ValidateFunction {
  if (compiled !== null) return compiled;
  const metaSchema: unknown = JSON.parse(readFileSync(SWAGGER_META_SCHEMA_PATH, 'utf8'));
  if (typeof metaSchema !== 'object' || metaSchema === null) throw new Error('swagger-2.0.json is not a schema');
  // strictTypes would demand `type` next to every if/then; the meta-schema is otherwise strict-clean.
  const ajv = new Ajv({ allErrors: true, strictTypes: false });
  ajv.addFormat('regex', SCHEMA_FORMATS['regex'] ?? true);
  compiled = ajv.compile(metaSchema);
  return compiled;
}

/**
 * Validates a parsed document (LoadedSchemaDocument.document, or any parsed JSON) against Swagger 2.0: the
 * meta-schema, then the rules of the specification a JSON Schema cannot express (see semanticProblems).
 */
export function validateSwaggerDocument(document: unknown): MetaSchemaVerdict {
  const validate = metaValidator();
  const structural = validate(document) ? [] : describeProblems(validate.errors ?? []);
  const problems = [...structural, ...semanticProblems(document)];
  return { valid: problems.length === 0, problems };
}

const OPERATION_KEYS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;

/**
 * Rules stated in the specification's text: operationIds are unique among all operations; every path template
 * expression has a path parameter and every path parameter appears in the template; a parameter (name, in) is
 * listed once; at most one body parameter, never next to formData ones; local $refs resolve.
 */
function semanticProblems(document: unknown): MetaSchemaProblem[] {
  if (!isObject(document)) return [];
  const problems: MetaSchemaProblem[] = [];
  const operationIds = new Map<string, string>();
  const paths = isObject(document['paths']) ? document['paths'] : {};
  for (const [route, item] of Object.entries(paths)) {
    if (!route.startsWith('/') || !isObject(item)) continue;
    const itemPointer = `/paths/${escapePointer(route)}`;
    const shared = parametersOf(document, item['parameters']);
    for (const method of OPERATION_KEYS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const pointer = `${itemPointer}/${method}`;
      const operationId = operation['operationId'];
      if (typeof operationId === 'string') {
        const first = operationIds.get(operationId);
        if (first !== undefined) {
          problems.push({ pointer: `${pointer}/operationId`, message: `operationId "${operationId}" is also used by ${first}` });
        } else {
          operationIds.set(operationId, `${method.toUpperCase()} ${route}`);
        }
      }
      problems.push(...parameterProblems(route, pointer, shared, parametersOf(document, operation['parameters'])));
    }
  }
  problems.push(...unresolvedReferences(document));
  return problems;
}

interface DeclaredParameter {
  name: string;
  in: string;
}

/** Parameters with `$ref: '#/parameters/x'` resolved; entries without name/in are the meta-schema's business. */
function parametersOf(document: Record<string, unknown>, list: unknown): DeclaredParameter[] {
  if (!Array.isArray(list)) return [];
  const definitions = isObject(document['parameters']) ? document['parameters'] : {};
  return list.flatMap((entry: unknown) => {
    let parameter = entry;
    if (isObject(entry) && typeof entry['$ref'] === 'string' && entry['$ref'].startsWith('#/parameters/')) {
      parameter = definitions[unescapePointer(entry['$ref'].slice('#/parameters/'.length))];
    }
    if (!isObject(parameter) || typeof parameter['name'] !== 'string' || typeof parameter['in'] !== 'string') return [];
    return [{ name: parameter['name'], in: parameter['in'] }];
  });
}

function parameterProblems(
  route: string,
  pointer: string,
  shared: DeclaredParameter[],
  own: DeclaredParameter[],
): MetaSchemaProblem[] {
  const problems: MetaSchemaProblem[] = [];
  const seen = new Set<string>();
  for (const parameter of own) {
    const key = `${parameter.in} "${parameter.name}"`;
    if (seen.has(key)) problems.push({ pointer, message: `parameter ${key} is declared twice` });
    seen.add(key);
  }
  // An operation's parameter overrides a path-level one with the same name and location.
  const effective = [...own, ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in))];
  const template = [...route.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] ?? '');
  const inPath = effective.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
  for (const name of template) {
    if (!inPath.includes(name)) problems.push({ pointer, message: `path template {${name}} has no "in: path" parameter` });
  }
  for (const name of inPath) {
    if (!template.includes(name)) problems.push({ pointer, message: `path parameter "${name}" is not in the path template` });
  }
  const bodies = effective.filter((parameter) => parameter.in === 'body').length;
  if (bodies > 1) problems.push({ pointer, message: `${bodies} body parameters (at most one)` });
  if (bodies > 0 && effective.some((parameter) => parameter.in === 'formData')) {
    problems.push({ pointer, message: 'body and formData parameters together' });
  }
  return problems;
}

/** Local references (`#/...`) that point at nothing. External references are left to the meta-schema's verdict. */
function unresolvedReferences(document: Record<string, unknown>): MetaSchemaProblem[] {
  const problems: MetaSchemaProblem[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => visit(child, `${pointer}/${index}`));
      return;
    }
    if (!isObject(node)) return;
    const ref = node['$ref'];
    if (typeof ref === 'string' && ref.startsWith('#/') && resolvePointer(document, ref.slice(1)) === undefined) {
      problems.push({ pointer: pointer === '' ? '/' : pointer, message: `$ref "${ref}" does not resolve` });
    }
    for (const [key, child] of Object.entries(node)) visit(child, `${pointer}/${escapePointer(key)}`);
  };
  visit(document, '');
  return problems;
}

function resolvePointer(document: unknown, pointer: string): unknown {
  let node = document;
  for (const segment of pointer.split('/').slice(1)) {
    if (!isObject(node)) return undefined;
    node = node[unescapePointer(decodeURIComponent(segment))];
  }
  return node;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** if/then failures only say "must match then schema" after the real errors; those summaries are dropped. */
function describeProblems(errors: readonly ErrorObject[]): MetaSchemaProblem[] {
  const seen = new Set<string>();
  const problems: MetaSchemaProblem[] = [];
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    const problem = { pointer: error.instancePath === '' ? '/' : error.instancePath, message: describe(error) };
    const key = `${problem.pointer} ${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown property "${String(params['additionalProperty'])}"`;
    case 'required':
      return `missing required property "${String(params['missingProperty'])}"`;
    case 'enum':
      return `must be one of ${JSON.stringify(params['allowedValues'])}`;
    case 'const':
      return `must be ${JSON.stringify(params['allowedValue'])}`;
    default:
      return error.message ?? error.keyword;
  }
}

/** One line per problem, for logs and error messages. */
export function formatMetaSchemaProblems(source: string, problems: readonly MetaSchemaProblem[]): string {
  return problems.map((problem) => `${source}#${problem.pointer}: ${problem.message}`).join('\n');
}
