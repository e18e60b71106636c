// Finding the published operation behind a contract route. Contracts write paths the way webapi.xml does
// (/V1/products/:sku); published documents write /V1/products/{sku}, and parameter names are not stable between
// the two (webapi.xml :id vs. a generator's {entityId}), so operations are matched by the path's shape.

import type { HttpMethod } from '../contracts/types.ts';
import { isJsonObject, type JsonObject, type LoadedSchemaDocument, SchemaDocumentError } from './load.ts';

const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface PublishedOperation {
  method: HttpMethod;
  /** The path as published, relative to the document's basePath. */
  path: string;
  /** The path with every parameter segment replaced by `{}`: what routes are matched on. */
  shape: string;
  operationId: string | null;
  /** The success status whose schema is used ('200', else the first 2xx); null when none is declared. */
  successStatus: string | null;
  /** That response's schema, unconverted (Swagger 2.0 / OpenAPI dialect); null when it has no body schema. */
  responseSchema: JsonObject | null;
}

/**
 * `/V1/products/:sku` and `/V1/products/{sku}` both become `/V1/products/{}`. Trailing slashes are dropped (the
 * platform publishes `/V1/bulk/` next to routes declared without one).
 */
export function pathShape(path: string): string {
  const segments = path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (/^:[A-Za-z_]\w*$/.test(segment) || /^\{[^{}]+\}$/.test(segment) ? '{}' : segment));
  const shape = segments.join('/');
  return shape === '' ? '/' : shape;
}

export function listOperations(loaded: LoadedSchemaDocument): PublishedOperation[] {
  const operations: PublishedOperation[] = [];
  const paths = loaded.document.paths as unknown as Record<string, unknown>;
  for (const [path, pathItem] of Object.entries(paths)) {
    if (!isJsonObject(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method.toLowerCase()];
      if (!isJsonObject(operation)) continue;
      operations.push(describeOperation(loaded, method, path, operation));
    }
  }
  return operations;
}

function describeOperation(
  loaded: LoadedSchemaDocument,
  method: HttpMethod,
  path: string,
  operation: JsonObject,
): PublishedOperation {
  const responses = isJsonObject(operation['responses']) ? operation['responses'] : {};
  const successStatus = pickSuccessStatus(Object.keys(responses));
  const response = successStatus === null ? undefined : responses[successStatus];
  return {
    method,
    path,
    shape: pathShape(path),
    operationId: typeof operation['operationId'] === 'string' ? operation['operationId'] : null,
    successStatus,
    responseSchema: isJsonObject(response) ? responseBodySchema(loaded, response) : null,
  };
}

function pickSuccessStatus(statuses: string[]): string | null {
  if (statuses.includes('200')) return '200';
  return statuses.filter((status) => /^2\d\d$/.test(status)).sort()[0] ?? null;
}

function responseBodySchema(loaded: LoadedSchemaDocument, response: JsonObject): JsonObject | null {
  if (loaded.dialect === 'swagger-2.0') {
    return isJsonObject(response['schema']) ? response['schema'] : null;
  }
  const content = response['content'];
  if (!isJsonObject(content)) return null;
  const mediaType = content['application/json'] ?? Object.values(content)[0];
  return isJsonObject(mediaType) && isJsonObject(mediaType['schema']) ? mediaType['schema'] : null;
}

/** An index of a document's operations by `METHOD shape`, built once per document. */
export interface OperationIndex {
  readonly operations: readonly PublishedOperation[];
  /** The operation a contract route (`/V1/products/:sku`) corresponds to, or undefined when it is not published. */
  find(method: HttpMethod, contractPath: string): PublishedOperation | undefined;
}

export function indexOperations(loaded: LoadedSchemaDocument): OperationIndex {
  const operations = listOperations(loaded);
  const byShape = new Map<string, PublishedOperation>();
  for (const operation of operations) {
    const key = `${operation.method} ${operation.shape}`;
    const clash = byShape.get(key);
    if (clash !== undefined) {
      // Two published paths the platform itself could not tell apart: refuse to guess.
      throw new SchemaDocumentError(
        loaded.source,
        `${operation.method} ${clash.path} and ${operation.path} have the same shape; routes cannot be matched`,
      );
    }
    byShape.set(key, operation);
  }
  return {
    operations,
    find(method, contractPath) {
      return byShape.get(`${method} ${pathShape(stripBasePath(contractPath, loaded.basePath))}`);
    },
  };
}

/** Contracts are written relative to /rest[/<store>]; tolerate a full published path as well. */
function stripBasePath(path: string, basePath: string): string {
  return basePath !== '' && path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path;
}
