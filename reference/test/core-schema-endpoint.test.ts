// The schema endpoint and /swagger as the core wires them: what reaches buildSwagger / renderSwaggerPage (store
// code, services, identity, base path, the routes after the schema-endpoint faults). The documents themselves are
// the schema part's (schema*.test.ts); here a recording stand-in shows the wiring.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_CONFIG, type ReferenceConfig } from '../lib/app.ts';
import type { SwaggerArgs } from '../lib/parts.ts';
import { startReference, type RunningReference } from '../lib/server.ts';
import { adminToken, bearer, call, echoParts, startReal } from './helpers.ts';

interface Recorded {
  routes: number;
  deleteRoutes: number;
  identity: string;
  storeCode: string;
  services: SwaggerArgs['services'];
  basePath: string;
  faults: string[];
}

async function withRecorder(overrides: Partial<ReferenceConfig>, body: (ref: RunningReference) => Promise<void>): Promise<void> {
  const parts = await echoParts();
  const ref = await startReference({ ...DEFAULT_CONFIG, env: {}, ...overrides }, 0, {
    ...parts,
    buildSwagger: (args) => ({
      routes: args.routes.length,
      deleteRoutes: args.routes.filter((route) => route.method === 'DELETE').length,
      identity: args.identity.kind,
      storeCode: args.storeCode,
      services: args.services,
      basePath: args.basePath,
      faults: [...args.faults],
    } satisfies Recorded),
    renderSwaggerPage: (args) => `<html>store=${args.storeCode ?? '(none)'}</html>`,
  });
  try {
    await body(ref);
  } finally {
    await ref.close();
  }
}

describe('schema endpoint wiring', () => {
  test('/rest/<store>/schema: store code (default all), services list, caller, base path', () =>
    withRecorder({}, async (ref) => {
      const guest = (await call(ref.baseUrl, 'GET', '/rest/schema')).json as Recorded;
      assert.equal(guest.storeCode, 'all');
      assert.equal(guest.services, 'all');
      assert.equal(guest.identity, 'guest');
      assert.equal(guest.basePath, '/rest/all');
      const token = await adminToken(ref.baseUrl);
      const admin = (await call(ref.baseUrl, 'GET', '/rest/default/schema?services=catalogProductRepositoryV1,cmsPageRepositoryV1', { headers: bearer(token) })).json as Recorded;
      assert.equal(admin.identity, 'admin');
      assert.equal(admin.basePath, '/rest/default');
      assert.deepEqual(admin.services, ['catalogProductRepositoryV1', 'cmsPageRepositoryV1']);
      assert.ok(admin.deleteRoutes > 0);
      const asyncSchema = (await call(ref.baseUrl, 'GET', '/rest/default/async/schema?services=all', { headers: bearer(token) })).json as Recorded;
      assert.equal(asyncSchema.basePath, '/rest/default/async');
      assert.ok(asyncSchema.routes < admin.routes, 'GET routes are not asynchronous');
    }));

  test('/swagger passes ?store=', () =>
    withRecorder({}, async (ref) => {
      const page = await call(ref.baseUrl, 'GET', '/swagger?store=default');
      assert.equal(page.status, 200);
      assert.match(page.headers.get('content-type') ?? '', /text\/html/);
      assert.equal(page.text, '<html>store=default</html>');
      assert.equal((await call(ref.baseUrl, 'GET', '/swagger')).text, '<html>store=(none)</html>');
    }));

  test('fault schema-missing-routes reaches buildSwagger, and the real document then has no DELETE operation', async () => {
    await withRecorder({ faults: ['schema-missing-routes'] }, async (ref) => {
      assert.deepEqual(((await call(ref.baseUrl, 'GET', '/rest/all/schema')).json as Recorded).faults, ['schema-missing-routes']);
    });
    const deleteOperations = async (faults: string[]) => {
      const ref = await startReal({ faults });
      try {
        const document = (await call(ref.baseUrl, 'GET', '/rest/all/schema?services=all', { headers: bearer(await adminToken(ref.baseUrl)) })).json as { paths: Record<string, Record<string, unknown>> };
        return Object.values(document.paths).filter((operations) => 'delete' in operations).length;
      } finally {
        await ref.close();
      }
    };
    assert.ok((await deleteOperations([])) > 0);
    assert.equal(await deleteOperations(['schema-missing-routes']), 0);
  });

  test('fault schema-shows-admin-routes-to-guests hands a guest\'s request over as a full admin', () =>
    withRecorder({ faults: ['schema-shows-admin-routes-to-guests'] }, async (ref) => {
      assert.equal(((await call(ref.baseUrl, 'GET', '/rest/all/schema')).json as Recorded).identity, 'admin');
    }));

  test('with the real document builder, the fault shows a guest the admin routes', async () => {
    const guestPaths = async (faults: string[]) => {
      const ref = await startReal({ faults });
      try {
        return Object.keys(((await call(ref.baseUrl, 'GET', '/rest/default/schema')).json as { paths: Record<string, unknown> }).paths).length;
      } finally {
        await ref.close();
      }
    };
    const clean = await guestPaths([]);
    const faulty = await guestPaths(['schema-shows-admin-routes-to-guests']);
    assert.ok(clean > 0 && faulty > clean * 3, `guest sees ${clean} paths, with the fault ${faulty}`);
  });

  test('without the fault a guest stays a guest and DELETE routes are passed', () =>
    withRecorder({}, async (ref) => {
      const recorded = (await call(ref.baseUrl, 'GET', '/rest/all/schema')).json as Recorded;
      assert.equal(recorded.identity, 'guest');
      assert.ok(recorded.deleteRoutes > 0);
    }));

  test('the schema route only answers GET', () =>
    withRecorder({}, async (ref) => {
      assert.equal((await call(ref.baseUrl, 'POST', '/rest/all/schema', { body: {} })).status, 400);
    }));
});
