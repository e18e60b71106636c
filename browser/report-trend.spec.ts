// The HTML trend report in a real browser (the `browser` project, Debian chromium), like the difference report:
// generated here from the hand-made nights of tests/fixtures/trend (one staging target, 2.4.6-p8 → 2.4.7-p3), opened
// from disk, it renders, logs no console error, fetches nothing from outside, leads with the summary, names the
// release change of the last night with the outcomes that changed with it and the schema difference, shows the
// flapping tests, and its matrix filters work. A screenshot is attached.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { watchPageProblems } from './page-problems.ts';
import { buildTrend, writeTrendReport } from '../src/report/commands.ts';
import { causeBars, kindBars } from '../src/report/trend-chart.ts';

const CHROMIUM = process.env.COMMERCE_CHROMIUM_PATH ?? '/usr/bin/chromium';
const nights = fileURLToPath(new URL('../tests/fixtures/trend/', import.meta.url));

test.skip(!existsSync(CHROMIUM), `${CHROMIUM} is absent: the browser project runs the Debian chromium package (apt-get install chromium)`);

test('the trend report renders four nights of one target', async ({ page }, testInfo) => {
  const files = writeTrendReport(buildTrend([1, 2, 3, 4].map((n) => join(nights, `night-${n}`))), testInfo.outputPath('report'));
  const problems = watchPageProblems(page);

  await page.goto(pathToFileURL(files.html).href);
  await expect(page.getByRole('heading', { level: 1, name: 'Conformance trend' })).toBeVisible();

  // The summary comes first: the last night against the one before, by kind.
  const headings = await page.locator('h2').allTextContents();
  expect(headings.slice(0, 3)).toEqual(['Summary', 'Nights', 'What changed, run by run']);
  const kind = (id: string) => page.locator(`div.summary tr[data-kind="${id}"] td.count`);
  await expect(kind('failure.new')).toHaveText('1');
  await expect(kind('failure.fixed')).toHaveText('1');
  await expect(kind('schema.breaking')).toHaveText('3');
  await expect(kind('routes.one-side')).toHaveText('1');
  await expect(page.locator('div.summary .kind[data-kind="failure.new"]')).toContainText('schema.response-valid GET /V1/products');

  // The nights' headline.
  await expect(page.locator('#nights-table tbody tr')).toHaveCount(4);
  const night4 = page.locator('#nights-table tr[data-run="night-4"]');
  await expect(night4.locator('td[data-column="release"]')).toHaveText('commerce 2.4.7-p3');
  await expect(night4.locator('td[data-column="new"]')).toHaveText('1');
  await expect(night4.locator('td[data-column="what changed"]')).toContainText('release 2.4.6-p8 → 2.4.7-p3 between night-3 and night-4');

  // The release change, the outcomes that changed with it, and the schema difference inlined.
  const step = page.locator('section.step[data-from="night-3"][data-to="night-4"]');
  await expect(step.locator('li[data-rule="fingerprint.release-changed"]')).toHaveText(/release 2\.4\.6-p8 → 2\.4\.7-p3 between night-3 and night-4/);
  await expect(step.locator('tr[data-rule="failure.new"][data-route="GET /V1/products"]')).toContainText('pass → fail');
  await expect(step.locator('tr[data-rule="failure.fixed"]')).toContainText('schema.response-valid GET /V1/customers/:customerId');
  await expect(step.locator('li[data-rule="field.type-changed"]')).toContainText('catalog-data-product-interface.price changed type from number to string');
  await expect(step.locator('tr[data-rule="skip.count-changed"][data-category="release"]')).toContainText('presence.route-present GET /V1/analytics/link');
  await expect(page.locator('section.step[data-from="night-1"] li[data-rule^="fingerprint."]')).toHaveCount(0);
  // New and fixed are coloured apart by the inline stylesheet.
  const newBg = await step.locator('tr[data-rule="failure.new"] td').first().evaluate((el) => getComputedStyle(el).backgroundColor);
  const fixedBg = await step.locator('tr[data-rule="failure.fixed"] td').first().evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(newBg).not.toBe(fixedBg);

  await expect(page.locator('#flapping-table tbody tr')).toHaveCount(2);
  await expect(page.locator('#flapping-table tr[data-title="schema.response-valid GET /V1/customers/:customerId"] td')).toHaveText(['schema.response-valid GET /V1/customers/:customerId', 'fail', 'pass', 'fail', 'pass', '3']);

  // Routes × runs, with the difference report's filters.
  const cell = (route: string, run: string) => page.locator(`#matrix tr[data-route="${route}"] td[data-target="${run}"]`);
  await expect(cell('GET /V1/store/storeViews', 'night-2')).toHaveText('FAIL perm.guest-refused');
  await expect(cell('GET /V1/store/storeViews', 'night-3')).toHaveText('pass');
  await expect(cell('GET /V1/analytics/link', 'night-4')).toHaveText('absent');
  // GET /V1/orders no longer differs: the search records of nights 3 and 4 pass on it where its schema check skipped.
  await page.getByLabel(/only routes that differ/).check();
  await expect(page.locator('#matrix tbody tr:visible')).toHaveCount(5);
  await expect(page.locator('#matrix tr[data-route="GET /V1/gift-wrappings"]')).toBeHidden();
  await page.getByLabel(/only routes that differ/).uncheck();
  await page.getByPlaceholder('/V1/products').fill('orders');
  await expect(page.locator('#shown-count')).toHaveText('1');

  await testInfo.attach('trend-report.png', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  expect(problems).toEqual([]);
});

test('the trend draws each night\'s changes by cause and by kind', async ({ page }, testInfo) => {
  const report = buildTrend([1, 2, 3, 4].map((n) => join(nights, `night-${n}`)));
  const files = writeTrendReport(report, testInfo.outputPath('report'));
  const problems = watchPageProblems(page);
  await page.goto(pathToFileURL(files.html).href);

  for (const [id, bars] of [['trend-causes', causeBars(report)], ['trend-kinds', kindBars(report)]] as const) {
    const chart = page.locator(`svg#${id}`);
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute('aria-labelledby', `${id}-title ${id}-desc`);
    await expect(chart.locator('desc')).toContainText('night-1: the first run, nothing to compare with');
    await expect(chart.locator('g.bar')).toHaveCount(4);
    await expect(chart.locator('g.bar text.bar-label')).toHaveText(['night-1', 'night-2', 'night-3', 'night-4']);
    await expect(chart.locator('g.bar text.bar-total')).toHaveText(bars.map((b) => String(Object.values(b.values).reduce((x, y) => x + y, 0))));
    await expect(chart.locator('rect.segment')).toHaveCount(bars.reduce((n, b) => n + Object.values(b.values).filter((v) => v > 0).length, 0));
  }
  // Night 4 crossed a release: what changed with it, by cause, as the step's data has it.
  const night4 = report.steps[2]?.changes.byCause;
  expect(night4?.['cause.behaviour']).toBe(3);
  await expect(page.locator('svg#trend-causes g.bar[data-bar="night-4"] rect.segment[data-series="cause.behaviour"]')).toHaveAttribute('data-value', '3');
  await expect(page.locator('svg#trend-kinds g.bar[data-bar="night-4"] rect.segment[data-series="failure.new"]')).toHaveAttribute('data-value', '1');
  await expect(page.locator('#trend-chart-table tr[data-run="night-1"] td').nth(1)).toHaveText('–');

  await testInfo.attach('trend-charts.png', { body: await page.locator('#trend-cause-figure').screenshot(), contentType: 'image/png' });
  expect(problems).toEqual([]);
});
