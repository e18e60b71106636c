// The `commerce` project runs the conformance suite against COMMERCE_BASE_URL, or, when it is empty, against the
// embedded reference installation started here on a loopback port.

import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import dotenv from 'dotenv';
import { availableParallelism } from 'node:os';
import { loadTargetsFile, targetProjects, TargetsFileError } from './src/config/targets.ts';
import { workerSetting } from './src/config/workers.ts';

dotenv.config({ quiet: true });

/** targets.yaml (COMMERCE_TARGETS_FILE): one project per target, `commerce-<name>`, each with its own environment. */
const targetsFile = (process.env.COMMERCE_TARGETS_FILE ?? '').trim() || null;
const embedded = targetsFile === null && ((process.env.COMMERCE_BASE_URL ?? '').trim() === '' || process.env.COMMERCE_EMBEDDED_REFERENCE === '1');

/** The embedded reference reads the same variables as the suite: set the documented defaults once, here. The suite
 * then treats it as a remote target: nothing is handed to it that a real installation would not show. */
function embeddedDefaults(): { port: string; edition: string; release: string } {
  // Workers inherit the runner's environment, so every process agrees on the port chosen here. Below the kernel's
  // ephemeral range (32768+), where outgoing connections could already hold it.
  process.env.COMMERCE_REFERENCE_PORT ??= String(10_000 + (process.pid % 20_000));
  const port = process.env.COMMERCE_REFERENCE_PORT;
  const edition = process.env.COMMERCE_REFERENCE_EDITION ?? 'commerce';
  const release = process.env.COMMERCE_REFERENCE_RELEASE ?? '2.4.7';
  const defaults: Record<string, string> = {
    COMMERCE_EMBEDDED_REFERENCE: '1',
    COMMERCE_BASE_URL: `http://127.0.0.1:${port}`,
    // No COMMERCE_EDITION / COMMERCE_RELEASE: the suite finds them out as on any remote target (the published
    // schema's line, narrowed by evidence), so the reference cannot hide what a real installation would show.
    COMMERCE_ADMIN_USERNAME: 'admin',
    COMMERCE_ADMIN_PASSWORD: 'Admin123!reference',
    COMMERCE_CUSTOMER_EMAIL: 'roni_cost@example.com',
    COMMERCE_CUSTOMER_PASSWORD: 'Customer123!reference',
    COMMERCE_RESTRICTED_ADMIN_USERNAME: 'catalog.manager',
    COMMERCE_RESTRICTED_ADMIN_PASSWORD: 'Catalog123!reference',
    COMMERCE_RESTRICTED_ADMIN_RESOURCES: 'Magento_Catalog::catalog,Magento_Catalog::catalog_inventory,Magento_Catalog::products,Magento_Catalog::categories,Magento_Cms::page',
    COMMERCE_INTEGRATION_TOKEN: `int${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`,
    SUBMISSION_BASE_URL: `http://127.0.0.1:${port}/__submission`,
    SUBMISSION_APP_ID: 'reference-app',
    SUBMISSION_APP_SECRET: `sec${Math.random().toString(36).slice(2)}`,
    SUBMISSION_ACCOUNT_ID: '1001',
  };
  for (const [k, v] of Object.entries(defaults)) if (!process.env[k]) process.env[k] = v;
  process.env.COMMERCE_BASE_URL = `http://127.0.0.1:${port}`;
  return { port, edition, release };
}

const reference = embedded ? embeddedDefaults() : null;
const faults = (process.env.COMMERCE_REFERENCE_FAULTS ?? '').split(',').map((f) => f.trim()).filter((f) => f !== '');
const referenceArgs = (process.env.COMMERCE_REFERENCE_ARGS ?? '').trim();

const webServer: PlaywrightTestConfig['webServer'] = reference
  ? {
      command: ['node --import tsx reference/main.ts', `--port ${reference.port}`, `--edition ${reference.edition}`, `--release ${reference.release}`, ...faults.map((f) => `--fault ${f}`), referenceArgs].filter(Boolean).join(' '),
      url: `http://127.0.0.1:${reference.port}/rest/V1/directory/countries`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    }
  : undefined;

const runDir = process.env.COMMERCE_RUN_DIR ?? 'runs/latest';

// The command line's --grep / --grep-invert, for the workers (which inherit the environment, not the arguments): a
// scenario group starts only the scenarios whose tests the run selects (fixtures/run.ts selectedByGrep).
for (const [flags, key] of [[['--grep', '-g'], 'COMMERCE_SELECTED_GREP'], [['--grep-invert', '-gv'], 'COMMERCE_SELECTED_GREP_INVERT']] as const) {
  if (process.env[key] !== undefined) continue;
  const at = process.argv.findIndex((arg) => (flags as readonly string[]).includes(arg) || flags.some((f) => arg.startsWith(`${f}=`)));
  const arg = at < 0 ? undefined : process.argv[at];
  const value = arg === undefined ? undefined : arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : process.argv[at + 1];
  if (value !== undefined) process.env[key] = value;
}
/** A configuration mistake found while Playwright reads this file: one message, no stack, exit 2. */
function stopWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const workers = workerSetting(process.env, availableParallelism());
if (!workers.ok) stopWith(`Configuration problem: ${workers.problem}`);
let targets: ReturnType<typeof targetProjects> = [];
try {
  targets = targetsFile ? targetProjects(loadTargetsFile(targetsFile), runDir) : [];
} catch (e) {
  if (e instanceof TargetsFileError) stopWith(e.message);
  throw e;
}

export default defineConfig({
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: workers.ok ? workers.workers : 1,
  timeout: 60_000,
  globalSetup: './fixtures/global-setup.ts',
  globalTeardown: './fixtures/global-teardown.ts',
  outputDir: `${runDir}/test-output`,
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    ['json', { outputFile: `${runDir}/results.json` }],
    ['./reporters/conformance.ts'],
    ...(process.env.COMMERCE_ALLURE === 'off' ? [] : [['./reporters/allure.ts', { resultsDir: process.env.COMMERCE_ALLURE_DIR || 'allure-results', detail: false, suiteTitle: false }] as const]),
  ],
  use: { trace: 'off' },
  webServer,
  projects: [
    ...(targets.length > 0
      ? targets.map((t) => ({ name: t.name, testDir: './specs', testMatch: /.*\.spec\.ts$/, metadata: t.metadata }))
      : [{ name: 'commerce', testDir: './specs', testMatch: /.*\.spec\.ts$/ }]),
    {
      // Real-browser checks (the interactive reference page, the HTML diff report): Debian's chromium, no download.
      name: 'browser',
      testDir: './browser',
      testMatch: /.*\.spec\.ts$/,
      use: {
        browserName: 'chromium',
        headless: true,
        launchOptions: {
          executablePath: process.env.COMMERCE_CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
});
