// Global setup against a target the test started (the reference as a remote target, with a profile), the way a run
// begins: the configured accounts, edition and release left to detection, the run folder given. Writes the run
// folder's fingerprint.json and published-schema.json, as a real run does, and gives back the fingerprint.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setUpRun } from '../../src/runtime/global-setup.ts';
import type { Fingerprint } from '../../src/runtime/run-facts.ts';
import { ACCOUNTS } from './suite-runner.ts';

export async function setUpAgainst(baseUrl: string, runDir: string): Promise<Fingerprint> {
  const saved = { ...process.env };
  for (const k of Object.keys(process.env)) if (k.startsWith('COMMERCE_') || k.startsWith('SUBMISSION_')) delete process.env[k];
  Object.assign(process.env, ACCOUNTS, { COMMERCE_BASE_URL: baseUrl, COMMERCE_EDITION: 'auto', COMMERCE_RELEASE: 'auto', COMMERCE_RUN_DIR: runDir });
  for (const k of ['COMMERCE_INTEGRATION_TOKEN', 'SUBMISSION_APP_ID', 'SUBMISSION_APP_SECRET', 'SUBMISSION_ACCOUNT_ID']) delete process.env[k];
  try {
    await setUpRun({});
    return JSON.parse(readFileSync(join(runDir, 'fingerprint.json'), 'utf8')) as Fingerprint;
  } finally {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  }
}
