// The samples of tests/corpus: facts about the real platform, trimmed to what the tests assert on and committed, so
// that every test that reads them can fail in any clone. tests/corpus/PROVENANCE.md says where each one comes from.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CORPUS = fileURLToPath(new URL('../corpus/', import.meta.url));

/** The absolute path of a corpus file, e.g. corpusPath('real-2.4.7-p3/schema-admin-all.json'). */
export function corpusPath(relative: string): string {
  return `${CORPUS}${relative}`;
}

export function readCorpus<T>(relative: string): T {
  return JSON.parse(readFileSync(corpusPath(relative), 'utf8')) as T;
}

/** One GET exchange of the real Magento Open Source 2.4.7-p3 (real-2.4.7-p3/get-answers.json). */
export interface RealAnswer {
  file: string;
  method: 'GET';
  /** The operation's path as the installation's schema writes it (/V1/orders/{id}). */
  path: string;
  identity: 'admin' | 'customer' | 'guest';
  url_called: string;
  status: number;
  body: unknown;
}

export function realAnswers(): RealAnswer[] {
  return readCorpus<RealAnswer[]>('real-2.4.7-p3/get-answers.json');
}

/** A route declaration as a release's webapi.xml files write it: [method, url, resources]. */
export type ReleaseRoute = [string, string, string[]];

/**
 * platform-routes/routes-by-release.json read back into one list of declarations per mirrored release (keys as in
 * the source: os-2.4.4, ee-2.4.6-p1, ...). Each row names its releases as space-separated spans "first..last" of the
 * file's release order, or single keys.
 */
export function releaseRouteSets(): Map<string, ReleaseRoute[]> {
  const data = readCorpus<{ releases: string[]; routes: Array<[string, string, string[], string]> }>('platform-routes/routes-by-release.json');
  const sets = new Map<string, ReleaseRoute[]>(data.releases.map((release) => [release, []]));
  for (const [method, url, resources, spans] of data.routes) {
    for (const span of spans.split(' ')) {
      const [first, last = first] = span.split('..') as [string, string?];
      const from = data.releases.indexOf(first);
      const to = data.releases.indexOf(last);
      if (from < 0 || to < from) throw new Error(`routes-by-release.json: bad span ${span} of ${method} ${url}`);
      for (const release of data.releases.slice(from, to + 1)) sets.get(release)?.push([method, url, resources]);
    }
  }
  return sets;
}
