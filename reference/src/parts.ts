// The three parts built beside the core (domain + data types, schema, submission API, async layer), loaded by
// their agreed entry points. A part that is not on disk yet is reported as absent (the core then answers the calls
// that need it with a clear 500) instead of stopping the whole installation; any other load error is thrown.

import type { AsyncHost, AsyncLayer } from './async/api.ts';
import type { DataTypes, Domain, DomainOptions } from './domain/api.ts';
import type { ApiResponse, Identity, RouteDecl } from './types.ts';

export interface SwaggerArgs {
  routes: RouteDecl[];
  types: DataTypes;
  identity: Identity;
  storeCode: string;
  services: string[] | 'all';
  host: string;
  basePath: string;
  faults: ReadonlySet<string>;
}

export interface SubmissionOptions {
  appId: string;
  appSecret: string;
  accountId: string;
  tokenLifetimeS: number;
  faults: ReadonlySet<string>;
  now(): Date;
}

export type SubmissionHandler = (req: { method: string; path: string; headers: Record<string, string | undefined>; rawBody: string }) => ApiResponse;

export interface Parts {
  createDomain: ((options: DomainOptions) => Domain) | null;
  createDataTypes: (() => DataTypes) | null;
  buildSwagger: ((args: SwaggerArgs) => object) | null;
  renderSwaggerPage: ((args: { storeCode: string | null }) => string) | null;
  createSubmissionApi: ((options: SubmissionOptions) => SubmissionHandler) | null;
  createAsyncLayer: ((host: AsyncHost, options?: { autoStartConsumer?: boolean }) => AsyncLayer) | null;
}

type Module = Record<string, unknown>;

async function importIfPresent(specifier: string): Promise<Module | null> {
  const url = new URL(specifier, import.meta.url);
  try {
    return (await import(url.href)) as Module;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = error instanceof Error ? error.message : String(error);
    const missing = code === 'ERR_MODULE_NOT_FOUND' && message.includes(url.pathname.split('/').slice(-2).join('/'));
    if (missing) return null;
    throw error;
  }
}

function exported<T>(module: Module | null, name: string): T | null {
  const value = module?.[name];
  return typeof value === 'function' ? (value as T) : null;
}

export async function loadParts(): Promise<Parts> {
  const [domain, typesTable, swagger, page, submission, asyncLayer] = await Promise.all([
    importIfPresent('./domain/index.ts'),
    importIfPresent('./domain/types-table.ts'),
    importIfPresent('./schema/swagger.ts'),
    importIfPresent('./schema/page.ts'),
    importIfPresent('./submission/index.ts'),
    importIfPresent('./async/index.ts'),
  ]);
  return {
    createDomain: exported(domain, 'createDomain'),
    createDataTypes: exported(typesTable, 'createDataTypes'),
    buildSwagger: exported(swagger, 'buildSwagger'),
    renderSwaggerPage: exported(page, 'renderSwaggerPage'),
    createSubmissionApi: exported(submission, 'createSubmissionApi'),
    createAsyncLayer: exported(asyncLayer, 'createAsyncLayer'),
  };
}

/** Names of the parts that are not built yet, for the startup warning. */
export function absentParts(parts: Parts): string[] {
  return Object.entries(parts)
    .filter(([, value]) => value === null)
    .map(([name]) => name);
}
