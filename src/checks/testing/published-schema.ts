// The schema endpoint of the real Magento Open Source 2.4.7-p3, for the unit tests beside the schema.endpoint-*
// checks: its two published documents (the complete one an admin token gets, and the guest's) rebuilt from the
// operations tests/corpus/real-2.4.7-p3/schema-operations.json lists (PROVENANCE there), and an endpoint that answers
// them as the platform does. A case breaks one behaviour on top of it.

import { readFileSync } from 'node:fs';
import type { Canned } from './fake-context.ts';
import type { RunSent } from './fake-run-context.ts';

/** A listing of the corpus: the real document's top-level members and, per operation, [method, path, operationId,
 * tags]. */
interface OperationListing {
  operations: Array<[string, string, string, string[]]>;
  [member: string]: unknown;
}

type Listing = 'schema-admin-all.json' | 'schema-guest.json';
export type SwaggerDoc = Record<string, unknown> & { paths: Record<string, Record<string, { tags?: string[] }>> };

const listings = JSON.parse(readFileSync(new URL('../../../tests/corpus/real-2.4.7-p3/schema-operations.json', import.meta.url), 'utf8')) as Record<Listing, OperationListing>;

/** How many operations the real document lists. */
export const operationCount = (name: Listing): number => listings[name].operations.length;

/** The listing as a Swagger 2.0 document: each operation with its path parameters and the platform's default
 * response (every operation of the real documents has it), which is all the schema.endpoint checks read. */
export function realDoc(name: Listing): SwaggerDoc {
  const { operations, ...head } = listings[name];
  const paths: SwaggerDoc['paths'] = {};
  for (const [method, path, operationId, tags] of operations) {
    const parameters = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => ({ name: m[1], in: 'path', type: 'string', required: true }));
    (paths[path] ??= {})[method] = { tags, operationId, parameters, responses: { default: { description: 'Unexpected error' } } } as { tags: string[] };
  }
  return { ...head, paths };
}

/** The document with only the operations tagged with one of `tags` (the services a ?services= list names). */
export function onlyTags(doc: SwaggerDoc, tags: readonly string[]): SwaggerDoc {
  const paths: SwaggerDoc['paths'] = {};
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(item)) if ((op.tags ?? []).some((t) => tags.includes(t))) (paths[p] ??= {})[m] = op;
  }
  return { ...doc, paths };
}

/** The document without the operations `drop` names (method, path as published). */
export function without(doc: SwaggerDoc, drop: (method: string, path: string) => boolean): SwaggerDoc {
  const paths: SwaggerDoc['paths'] = {};
  for (const [p, item] of Object.entries(doc.paths)) {
    const kept = Object.entries(item).filter(([m]) => !drop(m, p));
    if (kept.length > 0) paths[p] = Object.fromEntries(kept);
  }
  return { ...doc, paths };
}

export const ADMIN_DOC = realDoc('schema-admin-all.json');
export const GUEST_DOC = realDoc('schema-guest.json');

/** The endpoint as the real 2.4.7 answers it: the guest's document without a token, the complete one (or the named
 * services of it) with the admin's, the store code all's document when the path has no store code. */
export function schemaEndpoint(sent: RunSent): Canned {
  if (sent.as === 'guest') return { status: 200, json: GUEST_DOC };
  const services = sent.query?.services;
  const doc = services && services !== 'all' ? onlyTags(ADMIN_DOC, services.split(',')) : ADMIN_DOC;
  return { status: 200, json: sent.storeCode === null ? { ...doc, basePath: '/rest/all' } : doc };
}
