// allure-playwright, usable by `playwright merge-reports` too: when the shards of a run are merged, the reporter is
// configured without projects, and allure-playwright reads the first project's output folder when it starts. This
// hands it one. Options are allure-playwright's (resultsDir, detail, suiteTitle, environmentInfo, ...).

import type { FullConfig, FullProject } from '@playwright/test';
import { AllureReporter } from 'allure-playwright';

export default class CommerceAllureReporter extends AllureReporter {
  override onConfigure(config: FullConfig): void {
    if (config.projects.length > 0) {
      super.onConfigure(config);
      return;
    }
    const outputDir = `${process.env.COMMERCE_RUN_DIR ?? 'runs/latest'}/test-output`;
    super.onConfigure({ ...config, projects: [{ outputDir, snapshotDir: outputDir } as FullProject] });
  }
}
