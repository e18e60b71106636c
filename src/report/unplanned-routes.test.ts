// The routes a target publishes beyond the plan, read back from a fingerprint and said at the end of the run: one line
// when there are none, else each by name, grouped by its first path segment and wrapped.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { readUnplannedRoutes, unplannedBlock, type UnplannedRoutes } from './unplanned-routes.ts';

const SOURCE = 'GET /rest/all/schema?services=all (admin token)';
const msi: UnplannedRoutes = {
  routes: ['GET /V1/inventory/sources', 'POST /V1/inventory/sources', 'GET /V1/inventory/sources/{sourceCode}', 'POST /V1/order/notify-orders-are-ready-for-pickup'],
  source: SOURCE,
  complete: true,
};

test('read back from a fingerprint: the shape global setup writes, else null', () => {
  assert.deepEqual(readUnplannedRoutes({ unplannedRoutes: msi }), msi);
  assert.equal(readUnplannedRoutes({ unplannedRoutes: null }), null);
  assert.equal(readUnplannedRoutes({}), null, 'a fingerprint written before unplannedRoutes');
  assert.equal(readUnplannedRoutes(null), null);
  assert.equal(readUnplannedRoutes({ unplannedRoutes: { routes: 'GET /V1/x', source: SOURCE, complete: true } }), null);
  assert.deepEqual(readUnplannedRoutes({ unplannedRoutes: { routes: ['GET /V1/x', 7], source: SOURCE, complete: false } }), { routes: ['GET /V1/x'], source: SOURCE, complete: false });
});

test('the block names every route, grouped by its first path segment', () => {
  assert.equal(
    unplannedBlock(msi),
    [
      `The target publishes 4 route(s) no contract names, unjudged (fingerprint.json unplannedRoutes; drafts: npx commerce-contracts scaffold):`,
      '  /V1/inventory/ (3): GET sources, POST sources, GET sources/{sourceCode}',
      '  /V1/order/ (1): POST notify-orders-are-ready-for-pickup',
    ].join('\n'),
  );
});

test('a long group wraps under itself, within the width', () => {
  const routes = Array.from({ length: 12 }, (_, i) => `GET /V1/inventory/route-number-${i}`);
  const lines = unplannedBlock({ routes, source: SOURCE, complete: true }, { width: 80 }).split('\n').slice(1);
  assert.ok(lines.length > 2, lines.join('\n'));
  assert.match(lines[0] ?? '', /^ {2}\/V1\/inventory\/ \(12\): GET route-number-0, /);
  for (const line of lines) assert.ok(line.length <= 80, line);
  for (const line of lines.slice(1)) assert.match(line, /^ {23}GET route-number-/, 'continued under the group\'s first route');
  assert.deepEqual(lines.join(' ').match(/route-number-\d+/g), routes.map((r) => r.slice('GET /V1/inventory/'.length)), 'every route, in order');
});

test('none: one line; not read: why; a filtered schema and a target of several say so', () => {
  assert.equal(unplannedBlock({ routes: [], source: SOURCE, complete: true }), `Every route the target publishes is in the plan (${SOURCE}).`);
  assert.equal(
    unplannedBlock({ routes: [], source: 'GET /rest/all/schema?services=all (guest (no admin identity: the schema is filtered to anonymous routes))', complete: false }, { target: 'commerce-staging' }),
    'commerce-staging: Every route the target publishes is in the plan (GET /rest/all/schema?services=all (guest (no admin identity: the schema is filtered to anonymous routes))) (a filtered schema: routes beyond its reader\'s resources are not listed).',
  );
  assert.equal(unplannedBlock(null, { problem: 'GET /rest/all/schema?services=all answered 401 (admin token)' }), 'Routes the target publishes beyond the plan: not known (GET /rest/all/schema?services=all answered 401 (admin token)).');
  assert.equal(unplannedBlock(null), 'Routes the target publishes beyond the plan: not known (the run read no published schema).');
});
