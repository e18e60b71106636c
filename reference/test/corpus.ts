// The samples of the real platform these tests compare with: the repository's tests/corpus (data only; the reference
// imports no code of the suite). tests/corpus/PROVENANCE.md says where each one comes from and how it was trimmed.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CORPUS = join(import.meta.dirname, '..', '..', 'tests', 'corpus');

export function readCorpus<T>(relative: string): T {
  return JSON.parse(readFileSync(join(CORPUS, relative), 'utf8')) as T;
}

/** One exchange recorded with the real 2.4.7-p3 (real-2.4.7-p3/get-answers.json, inventory-answers.json). */
export interface RealAnswer {
  file?: string;
  method: string;
  path: string;
  identity: string;
  url_called: string;
  status: number;
  body: unknown;
}

/** A route the platform declares (platform-routes/webapi-routes.json: Magento Open Source 2.4.6-p1's webapi.xml). */
export interface DeclaredRoute {
  module: string;
  method: string;
  url: string;
  serviceClass: string | null;
  serviceMethod: string | null;
  resources: string[];
  data?: Array<{ name: string; force?: boolean; value: string }>;
  secure?: boolean;
  fileKind?: string;
}

export function declaredRoutes(file: 'webapi-routes.json' | 'webapi-routes-commerce.json' = 'webapi-routes.json'): DeclaredRoute[] {
  return readCorpus<{ routes: DeclaredRoute[] }>(`platform-routes/${file}`).routes;
}

/** The queue topic, 2.3.0 lookup key and bulk URL of a write route (platform-routes/async-topic-names.json). */
export interface AsyncTopic {
  method: string;
  url: string;
  bulk_url: string;
  topic_name_2_3_1_plus: string;
  topic_name_2_3_0: string;
}

export function asyncTopics(): AsyncTopic[] {
  return readCorpus<{ topics: AsyncTopic[] }>('platform-routes/async-topic-names.json').topics;
}
