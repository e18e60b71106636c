// The parts built beside the core, by their agreed entry points: domain + data types, schema document and page,
// developer-submission API, async layer. The core takes them as a record so tests can stand in for one part.

import { createAsyncLayer } from './async/index.ts';
import type { AsyncHost, AsyncLayer } from './async/api.ts';
import type { DataTypes, Domain, DomainOptions } from './domain/api.ts';
import { createDomain } from './domain/index.ts';
import { createDataTypes } from './domain/types-table.ts';
import { renderSwaggerPage } from './schema/page.ts';
import { buildSwagger } from './schema/swagger.ts';
import { createSubmissionApi } from './submission/index.ts';
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
  /** The profile's release; the document publishes its line as info.version. */
  release: string;
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
  createDomain(options: DomainOptions): Domain;
  createDataTypes(): DataTypes;
  buildSwagger(args: SwaggerArgs): object;
  renderSwaggerPage(args: { storeCode: string | null }): string;
  createSubmissionApi(options: SubmissionOptions): SubmissionHandler;
  createAsyncLayer(host: AsyncHost, options?: { autoStartConsumer?: boolean }): AsyncLayer;
}

/** The real parts; the compiler checks here that their entry points keep the agreed signatures. */
export const PARTS: Parts = {
  createDomain,
  createDataTypes,
  buildSwagger,
  renderSwaggerPage,
  createSubmissionApi,
  createAsyncLayer,
};
