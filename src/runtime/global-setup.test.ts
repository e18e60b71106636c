// The run's set-up against a small stand-in for an installation: what it leaves for the workers (the plan, the
// fingerprint with what it detected, the handed tokens) after signing in once, and the one sentence that stops a run
// against something that is not the REST API. The many ways a target can be unusable: tests/bad-input.test.ts.

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { beforeEach, test } from 'node:test';
import { setUpRun } from './global-setup.ts';
import { handedTokens } from './handed-tokens.ts';
import { PLAN_FILE_VARIABLE } from './plan.ts';
import { readFingerprint } from './run-facts.ts';
import { loopbackTarget, sendJson } from './testing/loopback-target.ts';

/** The stand-in's published schema: one route of the plan, and one no contract names (MSI's). */
const SCHEMA = { swagger: '2.0', info: { version: '2.4.7', title: 'Magento Open Source' }, paths: { '/V1/directory/countries': { get: {} }, '/V1/acme/erp-sync': { get: {} } } };

let html = false;
beforeEach(() => {
  html = false;
});

function answer(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '';
  if (html) {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><title>Shop</title>');
  } else if (url.startsWith('/rest/default/V1/directory/countries')) sendJson(res, 200, [{ id: 'US' }]);
  else if (url.endsWith('/V1/integration/admin/token')) sendJson(res, 200, 'admintoken0123456789');
  else if (url.startsWith('/rest/all/schema')) sendJson(res, 200, SCHEMA);
  else if (url.startsWith('/rest/default/V1/modules')) sendJson(res, 200, ['Magento_Store', 'Magento_Catalog', 'Magento_OpenSearch']);
  else sendJson(res, 404, { message: 'Request does not match any route.' });
}

const target = loopbackTarget(answer, 'setup');

test('one target: the plan, the fingerprint (edition and release detected) and the admin token are handed on', async () => {
  const { runDir, requests } = target;
  await setUpRun({});
  const file = join(runDir, 'fingerprint.json');
  assert.equal(process.env.COMMERCE_FINGERPRINT_FILE, file);
  const fingerprint = readFingerprint(file);
  assert.ok(fingerprint);
  assert.deepEqual([fingerprint.edition, fingerprint.editionFrom, fingerprint.release, fingerprint.releaseFrom], ['open-source', 'detected', '2.4.7', 'detected']);
  assert.equal(fingerprint.publishedSchema.file, join(runDir, 'published-schema.json'));
  assert.ok(existsSync(join(runDir, 'published-schema.json')));
  // The saved document's content hash: sha256 of the bytes the target sent, which the stand-in makes here.
  assert.equal(fingerprint.publishedSchema.sha256, `sha256:${createHash('sha256').update(JSON.stringify(SCHEMA)).digest('hex')}`);
  // What the target publishes beyond the plan, read from that schema (the run ends naming it: reporters/conformance.ts).
  assert.deepEqual(fingerprint.unplannedRoutes, { routes: ['GET /V1/acme/erp-sync'], source: 'GET /rest/all/schema?services=all (admin token)', complete: true });
  // The modules it enables, read once as the admin (reports trace a route on one side only to a module on one side only).
  assert.deepEqual(fingerprint.modules, { enabled: ['Magento_Catalog', 'Magento_OpenSearch', 'Magento_Store'], source: 'GET /V1/modules (the admin account (COMMERCE_ADMIN_USERNAME))', problem: null });
  assert.match(fingerprint.runPrefix, /^cct[0-9a-z]{11}$/);
  assert.equal(process.env[PLAN_FILE_VARIABLE], join(runDir, 'plan.json'));
  assert.ok((JSON.parse(readFileSync(join(runDir, 'plan.json'), 'utf8')) as { routes: unknown[] }).routes.length > 0);
  assert.deepEqual(handedTokens(runDir), { admin: 'admintoken0123456789' });
  assert.equal(requests.filter((r) => r.endsWith('/V1/integration/admin/token')).length, 1, 'the admin signs in once for the whole run');
  assert.equal(existsSync(join(runDir, 'cleanup-before.json')), false, 'no sweep while writes are denied');
});

test('an HTML answer where the REST API belongs stops the run with one sentence, before any token is asked for', async () => {
  html = true;
  await assert.rejects(setUpRun({}), /^Error: The target is not usable, so no check ran: .*answered an HTML page \(status 200\) instead of JSON: COMMERCE_BASE_URL/);
  assert.deepEqual(target.requests, ['GET /rest/default/V1/directory/countries']);
});
