// The installation's GraphQL endpoint (POST or GET /graphql), kept to the operations the domain resolves (Adobe
// Commerce's gift registry mutations and customerCart, as a real 2.4.6-p1 answered them: domain/commerce/
// gift-registry.ts). The query text is parsed (parse.ts); each top-level field goes to the domain with its arguments
// and the caller (a customer's bearer token, or a guest), and its value is cut to the fields selected. Answers are
// GraphQL's JSON: {data} or {errors: [{message, locations, path?, extensions?}]} (with the data of the fields that
// resolved), HTTP 200 either way, as the real installation answered an unknown field and a guest's customerCart.

import type { Domain } from '../domain/api.ts';
import type { ApiResponse, Identity } from '../types.ts';
import { GraphqlSyntaxError, parseOperation, type GraphqlField, type GraphqlValue } from './parse.ts';

export interface GraphqlRequest {
  method: string;
  query: URLSearchParams;
  rawBody: string;
  identity: Identity;
  storeCode: string | null;
}

/** An argument value as JSON: enum values are their names. */
function jsonOf(value: GraphqlValue): unknown {
  if (Array.isArray(value)) return value.map(jsonOf);
  if (value !== null && typeof value === 'object') return '$enum' in value && typeof value.$enum === 'string' ? value.$enum : Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, jsonOf(entry as GraphqlValue)]));
  return value;
}

/** A resolved value cut to a selection set (a field the value lacks answers null). */
function project(value: unknown, selections: GraphqlField[]): unknown {
  if (selections.length === 0 || value === null || value === undefined) return value ?? null;
  if (Array.isArray(value)) return value.map((entry) => project(entry, selections));
  if (typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(selections.map((field) => [field.alias ?? field.name, field.name === '__typename' ? (object.__typename ?? null) : project(object[field.name], field.selections)]));
}

function ok(body: unknown): ApiResponse {
  return { status: 200, body };
}

/** What a request asks: the query text and variables from a JSON body (POST) or the query string (GET). */
function requestOf(request: GraphqlRequest): { query: string; variables: Record<string, unknown> } | string {
  if (request.method === 'GET') {
    const variables = request.query.get('variables');
    try {
      return { query: request.query.get('query') ?? '', variables: variables === null ? {} : (JSON.parse(variables) as Record<string, unknown>) };
    } catch {
      return 'Unable to parse the variables.';
    }
  }
  try {
    const parsed = JSON.parse(request.rawBody === '' ? '{}' : request.rawBody) as unknown;
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'Unable to parse the request.';
    const body = parsed as Record<string, unknown>;
    const variables = body.variables !== null && typeof body.variables === 'object' && !Array.isArray(body.variables) ? (body.variables as Record<string, unknown>) : {};
    return { query: typeof body.query === 'string' ? body.query : '', variables };
  } catch {
    return 'Unable to parse the request.';
  }
}

export function answerGraphql(request: GraphqlRequest, domain: Domain): ApiResponse {
  const asked = requestOf(request);
  if (typeof asked === 'string') return ok({ errors: [{ message: asked }] });
  let operation;
  try {
    operation = parseOperation(asked.query, asked.variables);
  } catch (error) {
    if (error instanceof GraphqlSyntaxError) return ok({ errors: [{ message: error.message, locations: [{ line: error.line, column: error.column }] }] });
    throw error;
  }
  const type = operation.kind === 'query' ? 'Query' : 'Mutation';
  // Validation comes first: a field the schema lacks fails the whole document before anything runs.
  const known = new Set(domain.graphqlFields?.(operation.kind) ?? []);
  const unknown = operation.fields.filter((field) => !known.has(field.name));
  if (unknown.length > 0) return ok({ errors: unknown.map((field) => ({ message: `Cannot query field "${field.name}" on type "${type}".`, locations: [{ line: field.line, column: field.column }] })) });
  const data: Record<string, unknown> = {};
  const errors: unknown[] = [];
  for (const field of operation.fields) {
    const args = Object.fromEntries(Object.entries(field.args).map(([key, value]) => [key, jsonOf(value)]));
    const result = domain.graphql?.({ operation: operation.kind, field: field.name, args, identity: request.identity, storeCode: request.storeCode }) ?? { error: 'Internal server error', category: 'internal' };
    const key = field.alias ?? field.name;
    if ('data' in result) data[key] = project(result.data, field.selections);
    else {
      errors.push({ message: result.error, locations: [{ line: field.line, column: field.column }], path: [key], extensions: { category: result.category } });
      data[key] = null;
    }
  }
  if (errors.length === 0) return ok({ data });
  // A field that failed is null; when every field failed the real installation answered the errors alone.
  return ok(Object.values(data).every((value) => value === null) ? { errors } : { errors, data });
}
