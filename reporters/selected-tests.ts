// Records which tests the runner selected (src/report/selected-tests.ts), when the run begins: the one moment the
// filtered suite is known, before any worker starts a test. Reports nothing else.

import { join, resolve } from 'node:path';
import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';
import { writeSelectedTests } from '../src/report/selected-tests.ts';

export default class SelectedTestsReporter implements Reporter {
  onBegin(_config: FullConfig, suite: Suite): void {
    const projects: Record<string, string[]> = {};
    for (const test of suite.allTests()) {
      const project = test.parent.project()?.name ?? '';
      (projects[project] ??= []).push(test.title);
    }
    writeSelectedTests(resolve(process.env.COMMERCE_RUN_DIR ?? join('runs', 'latest')), projects);
  }

  printsToStdio(): boolean {
    return false;
  }
}
