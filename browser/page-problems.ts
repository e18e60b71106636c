// What a report page must never do when opened from disk: log a console error, throw, or fetch anything that is not
// a local file (the reports inline their styles and scripts so they can be mailed and archived).

import type { Page } from '@playwright/test';

/** Starts watching `page`; the list fills as problems happen and should be empty when the test ends. */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    if (!r.url().startsWith('file:')) problems.push(`external request: ${r.url()}`);
  });
  return problems;
}
