// Validation results as data (what reports and tests consume) and one line per error for humans.

import type { ErrorObject } from 'ajv';
import { definitionNameInRef } from './convert.ts';
import { isJsonObject, jsonTypeOf, type JsonObject } from './load.ts';

export interface SchemaViolation {
  /** JSON pointer into the validated body ('' = the body itself). */
  instancePath: string;
  /** The JSON Schema keyword that failed (type, required, additionalProperties, enum, format, ...). */
  keyword: string;
  params: Record<string, unknown>;
  /** ajv's message. */
  message: string;
  /** What the schema wanted, in words: `type integer`, `format date-time`, `property "sku"`, `one of [1,2]`. */
  expected: string;
  /** The offending value as short JSON with its type (`"12.5" (string)`), or `(absent)`. */
  actual: string;
  /** The published definition whose property failed, when the path runs through one (`catalog-data-product-interface`). */
  definition: string | null;
}

export interface ValidationOutcome {
  valid: boolean;
  violations: SchemaViolation[];
}

const EXCERPT_LENGTH = 80;

/**
 * Keywords about the value itself: their violation is attributed to the definition that declares the property
 * (where an overlay would go), not to the definition the property refers to. Object-level keywords (required,
 * additionalProperties) belong to the definition of the object.
 */
const VALUE_KEYWORDS = new Set(['type', 'enum', 'const', 'format', 'pattern', 'minimum', 'maximum', 'minLength', 'maxLength']);

/**
 * Turns ajv errors into violations. `schema` and `definitions` (the converted schema that was validated and its
 * definitions) let each violation name the published definition it happened in.
 */
export function toViolations(
  errors: readonly ErrorObject[],
  body: unknown,
  schema: JsonObject,
  definitions: Readonly<Record<string, JsonObject>>,
): SchemaViolation[] {
  return resolveAlternatives(errors).map((error) => {
    const value = valueAt(body, locateValuePath(error));
    return {
      instancePath: error.instancePath,
      keyword: error.keyword,
      params: { ...error.params },
      message: error.message ?? error.keyword,
      expected: describeExpected(error),
      actual: value.found ? excerpt(value.value) : '(absent)',
      definition: definitionAt(schema, definitions, error.instancePath, !VALUE_KEYWORDS.has(error.keyword)),
    };
  });
}

/**
 * Overlays make alternatives (anyOf: the declared schema, or null, or numeric text). When a value matches none,
 * ajv reports every branch plus "must match a schema in anyOf". What a reader needs is: if the value has the type
 * of some branch, that branch's own errors (the type mismatches of the other branches are noise); otherwise one
 * error listing the types that would have been accepted.
 */
function resolveAlternatives(errors: readonly ErrorObject[]): ErrorObject[] {
  const failedAt = new Set(errors.filter((error) => error.keyword === 'anyOf').map((error) => error.instancePath));
  if (failedAt.size === 0) return [...errors];
  const dropped = new Set<ErrorObject>();
  const merged: ErrorObject[] = [];
  for (const place of failedAt) {
    const here = errors.filter((error) => error.instancePath === place);
    const typeErrors = here.filter((error) => error.keyword === 'type');
    const otherHere = here.filter((error) => error.keyword !== 'type' && error.keyword !== 'anyOf');
    const deeper = errors.some((error) => error.instancePath.startsWith(`${place}/`));
    for (const error of here) if (error.keyword === 'anyOf' || error.keyword === 'type') dropped.add(error);
    if (deeper || otherHere.length > 0) continue;
    const types = [...new Set(typeErrors.flatMap((error) => String(error.params['type']).split(',')))];
    const summary = here.find((error) => error.keyword === 'anyOf');
    if (summary === undefined) continue;
    merged.push({ ...summary, keyword: 'type', params: { type: types.join(',') }, message: `must be ${types.join(' or ')}` });
  }
  return [...errors.filter((error) => !dropped.has(error)), ...merged];
}

/** For required/additionalProperties the interesting value is the property, not the object holding it. */
function locateValuePath(error: ErrorObject): string {
  const property = error.params['missingProperty'] ?? error.params['additionalProperty'];
  return typeof property === 'string' ? `${error.instancePath}/${escapePointer(property)}` : error.instancePath;
}

function describeExpected(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `type ${(Array.isArray(params['type']) ? params['type'].join('|') : String(params['type'])).replace(/,/g, '|')}`;
    case 'format':
      return `format ${String(params['format'])}`;
    case 'required':
      return `property "${String(params['missingProperty'])}"`;
    case 'additionalProperties':
      return `no undeclared property ("${String(params['additionalProperty'])}")`;
    case 'enum':
      return `one of ${JSON.stringify(params['allowedValues'])}`;
    case 'const':
      return `${JSON.stringify(params['allowedValue'])}`;
    case 'pattern':
      return `text matching ${String(params['pattern'])}`;
    default:
      return error.message ?? error.keyword;
  }
}

function excerpt(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  const short = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
  return `${short} (${jsonTypeOf(value)})`;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function valueAt(body: unknown, pointer: string): { found: boolean; value: unknown } {
  let current: unknown = body;
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(current) && /^\d+$/.test(segment) && Number(segment) < current.length) {
      current = current[Number(segment)];
    } else if (isJsonObject(current) && Object.hasOwn(current, segment)) {
      current = current[segment];
    } else {
      return { found: false, value: undefined };
    }
  }
  return { found: true, value: current };
}

/**
 * Follows the instance path through the schema and returns the last definition entered on the way. With
 * `enterLast` false, a reference at the very end of the path is not entered: the answer is the definition that
 * declares the failing property.
 */
export function definitionAt(
  schema: JsonObject,
  definitions: Readonly<Record<string, JsonObject>>,
  instancePath: string,
  enterLast = true,
): string | null {
  let current: JsonObject | undefined = schema;
  let definition: string | null = null;
  const step = (): void => {
    // Enter references and the first branch of overlay-made anyOf until a concrete schema is reached.
    for (let guard = 0; current !== undefined && guard < 32; guard += 1) {
      const ref: unknown = current['$ref'];
      if (typeof ref === 'string') {
        definition = definitionNameInRef(ref);
        current = definition === null ? undefined : definitions[definition];
        continue;
      }
      const anyOf: unknown = current['anyOf'];
      if (Array.isArray(anyOf) && isJsonObject(anyOf[0])) {
        current = anyOf[0];
        continue;
      }
      return;
    }
  };
  step();
  const segments = pointerSegments(instancePath);
  for (const [index, segment] of segments.entries()) {
    if (current === undefined) break;
    const properties: unknown = current['properties'];
    const items: unknown = current['items'];
    if (isJsonObject(properties) && isJsonObject(properties[segment])) current = properties[segment];
    else if (/^\d+$/.test(segment) && isJsonObject(items)) current = items;
    else break;
    if (enterLast || index < segments.length - 1) step();
  }
  return definition;
}

/** One line per violation: `<pointer> [definition]: expected <expected>, actual <actual>`. */
export function formatViolations(violations: readonly SchemaViolation[]): string {
  return violations
    .map((violation) => {
      const where = violation.instancePath === '' ? '(body)' : violation.instancePath;
      const definition = violation.definition === null ? '' : ` [${violation.definition}]`;
      return `${where}${definition}: expected ${violation.expected}, actual ${violation.actual}`;
    })
    .join('\n');
}
