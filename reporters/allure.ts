// allure-playwright, usable by `playwright merge-reports` too: when the shards of a run are merged, the reporter is
// configured without projects, and allure-playwright reads the first project's output folder when it starts. This
// hands it one. Options are allure-playwright's (resultsDir, detail, suiteTitle, environmentInfo, ...).
// Result files are written in the background (reporters/allure-writer.ts) and awaited at the end of the run.

import type { FullConfig, FullProject } from '@playwright/test';
import type { Suite } from '@playwright/test/reporter';
import { AllureReporter } from 'allure-playwright';
import { BackgroundAllureWriter, type AllureWriter } from './allure-writer.ts';

interface WithRuntime {
  allureRuntime?: { writer?: AllureWriter };
}

export default class CommerceAllureReporter extends AllureReporter {
  private background: BackgroundAllureWriter | null = null;
  private readonly resultsDir: string;

  constructor(options: ConstructorParameters<typeof AllureReporter>[0] = {}) {
    super(options);
    this.resultsDir = options.resultsDir ?? 'allure-results';
  }

  override onConfigure(config: FullConfig): void {
    if (config.projects.length > 0) {
      super.onConfigure(config);
      return;
    }
    const outputDir = `${process.env.COMMERCE_RUN_DIR ?? 'runs/latest'}/test-output`;
    super.onConfigure({ ...config, projects: [{ outputDir, snapshotDir: outputDir } as FullProject] });
  }

  override onBegin(suite: Suite): void {
    super.onBegin(suite);
    // allure-playwright keeps its runtime private; when a release moves it, its own (slower) writer stays in place.
    const runtime = (this as unknown as WithRuntime).allureRuntime;
    if (runtime?.writer) {
      this.background = new BackgroundAllureWriter(this.resultsDir, runtime.writer);
      runtime.writer = this.background;
    }
  }

  override async onEnd(): Promise<void> {
    await super.onEnd();
    const failures = (await this.background?.flush()) ?? [];
    if (failures.length > 0) process.stderr.write(`Allure results not written (${failures.length}):\n${failures.slice(0, 5).join('\n')}\n`);
  }
}
