// Configuration for `npx playwright merge-reports --config reporters/merge.config.ts <blob dir>`: the shards of a run
// (each ran with --reporter=blob) become one set of reports, as if the run had not been sharded: the run file
// (runs/<dir>/conformance.json; COMMERCE_RUN_DIR), the HTML report, Allure results (COMMERCE_ALLURE_DIR) and the JSON
// results. The fingerprint comes from a shard's fingerprint.json (COMMERCE_FINGERPRINT_FILE); for targets.yaml
// projects, from <run dir>/<target>/fingerprint.json (copy the shards' run folders into COMMERCE_RUN_DIR first).
// Used by .github/workflows/nightly.yml.

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runDir = process.env.COMMERCE_RUN_DIR ?? 'runs/latest';

export default {
  testDir: join(root, 'specs'),
  reporter: [
    ['dot'],
    ['json', { outputFile: join(runDir, 'results.json') }],
    ['html', { open: 'never', outputFolder: join(runDir, 'html-report') }],
    [join(root, 'reporters', 'conformance.ts')],
    [join(root, 'reporters', 'allure.ts'), { resultsDir: process.env.COMMERCE_ALLURE_DIR || 'allure-results', detail: false, suiteTitle: false }],
  ],
};
