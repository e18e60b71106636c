// Checking a document against the Swagger 2.0 meta-schema (contracts/schemas/meta/swagger-2.0.json, written
// for this project from the OpenAPI Specification 2.0). A target whose published schema is not valid Swagger is
// a finding in itself, and the problems are reported as data: where (JSON pointer) and what.

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

/** Validates a parsed document (LoadedSchemaDocument.document, or any parsed JSON) against Swagger 2.0. */
export function validateSwaggerDocument(document: unknown): MetaSchemaVerdict {
  const validate = metaValidator();
  if (validate(document)) return { valid: true, problems: [] };
  return { valid: false, problems: describeProblems(validate.errors ?? []) };
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
