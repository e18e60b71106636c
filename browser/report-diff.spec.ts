// The HTML difference report in a real browser (the `browser` project, Debian chromium): generated here from the
// hand-made runs of tests/fixtures/runs (an open-source 2.2.10 and a commerce 2.4.7 target, modelled on the
// reference's profiles), opened from disk, it renders, logs no console error, fetches nothing from outside, shows the
// expected cells with the failing check in the cell's title, and its filters work. A screenshot is attached.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { watchPageProblems } from './page-problems.ts';
import { buildDiff, writeDiffReport } from '../src/report/commands.ts';

const CHROMIUM = process.env.COMMERCE_CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = fileURLToPath(new URL('../tests/fixtures/runs/', import.meta.url));

test.skip(!existsSync(CHROMIUM), `${CHROMIUM} is absent: the browser project runs the Debian chromium package (apt-get install chromium)`);

test('the diff report renders the matrix of open-source 2.2 vs commerce 2.4', async ({ page }, testInfo) => {
  const files = writeDiffReport(buildDiff([join(runs, 'oss-22'), join(runs, 'commerce-24')]), testInfo.outputPath('report'));
  const problems = watchPageProblems(page);

  await page.goto(pathToFileURL(files.html).href);
  await expect(page.getByRole('heading', { level: 1, name: 'Conformance difference report' })).toBeVisible();
  await expect(page.locator('#targets-table tbody tr')).toHaveCount(2);
  await expect(page.locator('#targets-table')).toContainText('open-source (configured)');
  await expect(page.locator('#targets-table')).toContainText('https://staging.example.com/index.php');

  const cell = (route: string, target: string) => page.locator(`#matrix tr[data-route="${route}"] td[data-target="${target}"]`);
  await expect(cell('GET /V1/gift-wrappings', 'oss-22')).toHaveText('absent');
  await expect(cell('GET /V1/gift-wrappings', 'commerce-24')).toHaveText('FAIL perm.guest-refused');
  await expect(cell('GET /V1/gift-wrappings', 'commerce-24')).toHaveAttribute('title', /FAIL perm\.guest-refused: A call without a token/);
  await expect(cell('GET /V1/bulk/:bulkUuid/operation-status/:status', 'oss-22')).toHaveText('absent');
  await expect(cell('GET /V1/bulk/:bulkUuid/operation-status/:status', 'commerce-24')).toHaveText('pass');
  await expect(cell('GET /V1/products', 'oss-22')).toHaveAttribute('data-status', 'fail');
  await expect(cell('POST /V1/customers', 'oss-22')).toHaveText('pass');
  // Colours come from the inline stylesheet: a failing cell is not rendered like a passing one.
  const failBg = await cell('GET /V1/gift-wrappings', 'commerce-24').evaluate((el) => getComputedStyle(el).backgroundColor);
  const passBg = await cell('POST /V1/customers', 'oss-22').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(failBg).not.toBe(passBg);

  await page.getByLabel(/only routes that differ/).check();
  await expect(page.locator('#matrix tbody tr:visible')).toHaveCount(5);
  await expect(page.locator('#matrix tr[data-route="POST /V1/customers"]')).toBeHidden();
  await page.getByLabel(/only routes that differ/).uncheck();
  await page.getByPlaceholder('/V1/products').fill('gift');
  await expect(page.locator('#matrix tbody tr:visible')).toHaveCount(1);
  await expect(page.locator('#shown-count')).toHaveText('1');
  await page.getByPlaceholder('/V1/products').fill('');

  await expect(page.locator('#schemas')).toBeVisible();
  await expect(page.locator('li[data-rule="field.type-changed"]')).toContainText('gender');

  await testInfo.attach('diff-report.png', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  expect(problems).toEqual([]);
});
