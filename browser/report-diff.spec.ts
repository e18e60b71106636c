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
import { chartBars } from '../src/report/changes-render.ts';

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

test('the diff report leads with what changes for an integration, each route with its cause, and draws the differences by module and cause', async ({ page }, testInfo) => {
  const report = buildDiff([join(runs, 'oss-22'), join(runs, 'commerce-24')]);
  const files = writeDiffReport(report, testInfo.outputPath('report'));
  const problems = watchPageProblems(page);
  await page.goto(pathToFileURL(files.html).href);

  const headings = await page.locator('h2').allTextContents();
  expect(headings.slice(0, 2)).toEqual(['What changes for an integration', 'Summary']);
  const changes = page.locator('div.changes[data-base="oss-22"][data-other="commerce-24"]');
  await expect(changes.locator('table.route-changes[data-change="appears"] tr[data-route="GET /V1/gift-wrappings"] .cause')).toHaveText('The edition');
  await expect(changes.locator('table.route-changes[data-change="appears"] tr[data-route="GET /V1/gift-wrappings"]')).toContainText(/contracts\/gift-wrapping\.yaml:\d+: editions commerce \(Magento_GiftWrapping\)/);
  await expect(changes.locator('table.route-changes[data-change="answers-otherwise"] tr[data-route="GET /V1/products"]')).toHaveAttribute('data-cause', 'cause.behaviour');
  await expect(page.locator('#matrix tr[data-route="GET /V1/gift-wrappings"] td[data-cause-of="commerce-24"] .cause')).toHaveAttribute('data-cause', 'cause.edition');
  await expect(page.locator('div.summary .kind[data-kind="routes.one-side"] li[data-cause="cause.release"]')).toContainText('GET /V1/bulk/:bulkUuid/operation-status/:status');
  // The platform's code decides what no contract and no module list does: the module that declares a route no
  // contract names, the module that adds an extension attribute (contracts/platform/module-declarations.json).
  const quick = changes.locator('table.route-changes[data-change="appears"] tr[data-route="POST /V1/quick-checkout/has-account"]');
  await expect(quick).toHaveAttribute('data-cause', 'cause.edition');
  await expect(quick).toContainText('Magento_QuickCheckout declares POST /V1/quick-checkout/has-account (Magento\\QuickCheckout\\Api\\AccountRepositoryInterface::hasAccount) in vendor/magento/module-quick-checkout/etc/webapi.xml');
  await expect(quick).toContainText('Magento_QuickCheckout ships in commerce only (contracts/platform/module-declarations.json: commerce-2.4.6-p1)');
  await changes.locator('details.schema-changes summary').click();
  const attribute = changes.locator('table.schema-changes-table tr[data-subject="sales-data-order-extension-interface.gw_id"]');
  await expect(attribute).toHaveAttribute('data-cause', 'cause.edition');
  await expect(attribute.locator('td').nth(1)).toHaveText('Magento_GiftWrapping');
  await expect(attribute).toContainText('Magento_GiftWrapping declares gw_id (string) for Magento\\Sales\\Api\\Data\\OrderInterface in vendor/magento/module-gift-wrapping/etc/extension_attributes.xml');

  // The chart: accessible, one bar per module of the data, one segment per cause with a count, labels and totals
  // as the data has them.
  const pair = report.changes[0];
  expect(pair).toBeDefined();
  const bars = chartBars(pair?.byModule ?? []);
  const chart = page.locator('svg#chart-oss-22-commerce-24');
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('role', 'img');
  await expect(chart.locator('title').first()).toHaveText('Differences by module and cause: oss-22 → commerce-24');
  await expect(chart.locator('desc')).toContainText('Magento_GiftWrapping: 3 the edition');
  await expect(chart.locator('desc')).toContainText('Magento_QuickCheckout: 1 the edition');
  await expect(chart.locator('g.bar')).toHaveCount(bars.length);
  await expect(chart.locator('g.bar text.bar-label')).toHaveText(bars.map((b) => b.label));
  await expect(chart.locator('g.bar text.bar-total')).toHaveText(bars.map((b) => String(Object.values(b.values).reduce((x, y) => x + y, 0))));
  await expect(chart.locator('rect.segment')).toHaveCount(bars.reduce((n, b) => n + Object.values(b.values).filter((v) => v > 0).length, 0));
  for (const [cause, count] of Object.entries(pair?.byCause ?? {})) await expect(chart.locator(`g.legend-item[data-series="${cause}"]`)).toHaveAttribute('data-total', String(count));
  const box = await chart.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
  // A segment is drawn in its cause's colour, and says what it is when pointed at.
  await expect(chart.locator('g.bar[data-bar="Magento_GiftWrapping"] rect.segment[data-series="cause.edition"]')).toHaveAttribute('fill', '#6a3d9a');
  await expect(chart.locator('g.bar[data-bar="Magento_GiftWrapping"] rect.segment[data-series="cause.edition"] title')).toHaveText('Magento_GiftWrapping: The edition 3');

  await testInfo.attach('diff-changes.png', { body: await changes.screenshot(), contentType: 'image/png' });
  expect(problems).toEqual([]);
});
