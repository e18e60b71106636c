// The fingerprint global setup writes is read back by every worker: from the file it is given, or the one
// COMMERCE_FINGERPRINT_FILE names; no file means no fingerprint (a worker outside a run), never an error.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { spanOf } from '../contracts/release-span.ts';
import { readFingerprint, type Fingerprint } from './run-facts.ts';

const dir = mkdtempSync(join(tmpdir(), 'cc-run-facts-'));
const savedVariable = process.env.COMMERCE_FINGERPRINT_FILE;
after(() => {
  rmSync(dir, { recursive: true, force: true });
  if (savedVariable === undefined) delete process.env.COMMERCE_FINGERPRINT_FILE;
  else process.env.COMMERCE_FINGERPRINT_FILE = savedVariable;
});

const fingerprint: Fingerprint = {
  baseUrl: 'http://shop.test',
  storeCode: 'default',
  embedded: false,
  edition: 'open-source',
  editionFrom: 'detected',
  release: '2.4',
  releaseFrom: 'detected',
  releaseSpan: spanOf('2.4'),
  releaseName: 'some release of 2.4',
  releaseEvidence: [],
  releaseEvidenceIgnored: [],
  schemaInfo: { title: 'Magento', version: '2.4' },
  oauthSigning: null,
  publishedSchema: { file: null, source: null, reader: null, problem: 'GET /rest/all/schema?services=all answered 401', sha256: null },
  unplannedRoutes: null,
  modules: { enabled: null, source: 'GET /V1/modules (integration bearer token)', problem: 'GET /V1/modules (integration bearer token) answered 401' },
  adminIdentity: 'integration-bearer',
  integrationScope: { from: 'schema', all: false, reached: ['GET /V1/products'], outside: ['GET /V1/orders'], absent: [] },
  ownCustomer: { email: 'cctabcdefgh123oxyz@example.com', problem: null },
  features: {},
  startedAt: '2026-01-02T03:04:05.000Z',
  runPrefix: 'cctabcdefgh123',
};

test('a fingerprint file is read back as written, from the argument or COMMERCE_FINGERPRINT_FILE', () => {
  const file = join(dir, 'fingerprint.json');
  writeFileSync(file, `${JSON.stringify(fingerprint, null, 2)}\n`);
  assert.deepEqual(readFingerprint(file), fingerprint);
  process.env.COMMERCE_FINGERPRINT_FILE = file;
  assert.deepEqual(readFingerprint(), fingerprint);
});

test('no file, or no name for one, is no fingerprint', () => {
  assert.equal(readFingerprint(join(dir, 'absent.json')), null);
  delete process.env.COMMERCE_FINGERPRINT_FILE;
  assert.equal(readFingerprint(), null);
});
