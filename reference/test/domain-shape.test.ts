// Shape test: for every 200 GET answer of the real 2.4.7 corpus (tests/corpus/real-2.4.7-p3/get-answers.json) whose
// service the reference implements, the reference's answer for the same route (with its own seeded ids) has the same
// JSON shape – every key the platform sent is present at each level, with the same JSON type.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HANDLERS, methodKeyOf } from '../lib/domain/index.ts';
import type { HttpMethod } from '../lib/types.ts';
import { declaredRoutes, readCorpus, type RealAnswer } from './corpus.ts';
import { ADMIN, CUSTOMER_ONE, call, newDomain, paramsFor, queryFor } from './domain-helpers.ts';

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Differences between the platform's shape and ours; [] / null on the platform's side match anything. */
export function shapeDiff(real: unknown, ours: unknown, at: string): string[] {
  if (real === null) return [];
  if (Array.isArray(real) && real.length === 0) return [];
  if (jsonType(real) !== jsonType(ours)) return [`${at}: platform ${jsonType(real)}, reference ${jsonType(ours)}`];
  if (Array.isArray(real) && Array.isArray(ours)) {
    if (ours.length === 0) return [`${at}: platform has items, reference none`];
    return shapeDiff(real[0], ours[0], `${at}[0]`);
  }
  if (typeof real === 'object' && typeof ours === 'object' && ours !== null) {
    const mine = ours as Record<string, unknown>;
    return Object.entries(real as Record<string, unknown>).flatMap(([key, value]) => (key in mine ? shapeDiff(value, mine[key], `${at}.${key}`) : [`${at}.${key}: missing`]));
  }
  return [];
}

test('reference answers have the shape of the real 2.4.7 corpus', () => {
  const index = readCorpus<RealAnswer[]>('real-2.4.7-p3/get-answers.json');
  const routes = declaredRoutes();
  const problems: string[] = [];
  let compared = 0;
  for (const entry of index) {
    const self = entry.identity === 'customer' && /\/(mine|me)(\/|$)/.test(entry.path);
    if (entry.status !== 200 || (entry.identity !== 'admin' && !self) || entry.method !== 'GET') continue;
    const url = entry.path.replace(/\{(\w+)\}/g, ':$1');
    const route = routes.find((candidate) => candidate.method === 'GET' && candidate.url === url && candidate.serviceClass !== null);
    if (route?.serviceClass == null || route.serviceMethod === null) continue;
    const service = methodKeyOf(route.serviceClass, route.serviceMethod);
    if (HANDLERS[service] === undefined) continue;
    const query = new URL(entry.url_called).search.slice(1);
    const domain = newDomain();
    // Self routes: the customer is our seeded customer 1 (no address, active cart 2), as the corpus' jane.
    const params = self ? { ...paramsFor(entry.path), customerId: '1' } : paramsFor(entry.path);
    const answer = call(domain, { method: entry.method as HttpMethod, url, service, params, query: queryFor(decodeURIComponent(query)), identity: self ? CUSTOMER_ONE : ADMIN });
    compared++;
    if (answer.status !== 200) {
      problems.push(`${entry.path}: reference answered ${answer.status} ${JSON.stringify(answer.body)}`);
      continue;
    }
    problems.push(...shapeDiff(entry.body, answer.body, entry.path));
  }
  assert.ok(compared > 60, `only ${compared} corpus answers compared`);
  assert.deepEqual(problems, []);
});
