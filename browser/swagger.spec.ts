// The interactive reference in a real browser (the `browser` project: Debian's chromium, headless). This spec drives
// the page and hands what it saw to the checks schema.swagger-page, schema.swagger-api-key and schema.swagger-store
// (src/checks/schema/swagger-*.ts), which judge it. An installation that does not serve /swagger is reported as a
// finding with the configuration to check.

import { existsSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expect, browserTest as test } from '../fixtures/index.ts';
import type { Suite } from '../fixtures/suite.ts';
import { API_KEY_SELECTOR, ANONYMOUS_ENDPOINT as ANONYMOUS, CUSTOMER_ALLOWED, endpointKey, EXPLORE_SELECTOR, SWAGGER_NOT_SERVED_HINT } from '../src/checks/schema/swagger.ts';
import { schemaSwaggerApiKey } from '../src/checks/schema/swagger-api-key.ts';
import { schemaSwaggerPage } from '../src/checks/schema/swagger-page.ts';
import { schemaSwaggerStore } from '../src/checks/schema/swagger-store.ts';
import { type CheckDescription, skip, type Verdict } from '../src/checks/types.ts';
import { applyVerdict, contractOf, observeIn, openVerdict } from '../fixtures/verdict.ts';

const CHROMIUM = process.env.COMMERCE_CHROMIUM_PATH ?? '/usr/bin/chromium';
const SUBJECT = 'GET /swagger';
const LIST_TIMEOUT_MS = 15_000;

test.skip(!existsSync(CHROMIUM), `no browser at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) to run the browser project`);

/** The test's verdict record (fixtures/verdict.ts), as route checks open theirs. */
function annotate(testInfo: TestInfo, suite: Suite, check: CheckDescription, subject: string): void {
  openVerdict(testInfo, { check, route: subject, module: 'Schema', contract: contractOf(suite.plan.routes.find((r) => r.key === SUBJECT)) });
}

/** Settles the record on `verdict`: a failure throws its message formatted from the record. */
function settle(testInfo: TestInfo, suite: Suite, verdict: Verdict): Promise<void> {
  return applyVerdict(testInfo, verdict, { secrets: suite.secrets() });
}

async function screenshot(page: Page, testInfo: TestInfo): Promise<void> {
  // The api_key box may hold a token: masked in the picture.
  const body = await page.screenshot({ fullPage: false, mask: [page.locator(API_KEY_SELECTOR)] });
  await testInfo.attach('swagger.png', { body, contentType: 'image/png' });
}

/** Opens the page; null when the installation does not serve it (recorded as a finding, the test skipped). */
async function open(page: Page, suite: Suite, testInfo: TestInfo, query: string): Promise<boolean> {
  const url = `${suite.config.baseUrl}/swagger${query}`;
  const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: suite.config.requestTimeoutMs });
  const status = response?.status() ?? 0;
  const type = response?.headers()['content-type'] ?? '';
  const hasBox = (await page.locator(API_KEY_SELECTOR).count()) > 0;
  if (status >= 400 || !/html/i.test(type) || !hasBox) {
    await screenshot(page, testInfo);
    const finding = `GET /swagger${query} answered ${status} ${type}${hasBox ? '' : ' without an api_key box'}. ${SWAGGER_NOT_SERVED_HINT}`;
    testInfo.annotations.push({ type: 'finding', description: finding });
    observeIn(testInfo, { check: schemaSwaggerPage.id, route: SUBJECT, key: 'swagger-served', value: false });
    await settle(testInfo, suite, skip(finding));
    return false;
  }
  return true;
}

async function listed(page: Page): Promise<string[]> {
  const raw = await page.locator('li.endpoint').evaluateAll((items) =>
    items.map((li) => {
      const method = li.getAttribute('data-method') ?? li.querySelector('.http_method')?.textContent ?? '';
      const path = li.getAttribute('data-path') ?? li.querySelector('.path')?.textContent ?? '';
      return [method, path] as [string, string];
    }),
  );
  return raw.map(([m, p]) => endpointKey(m, p));
}

/** Waits until the list shows `wanted` (or the time is up) and answers what it lists then. */
async function waitForEndpoint(page: Page, wanted: string): Promise<string[]> {
  try {
    await expect.poll(async () => (await listed(page)).includes(wanted), { timeout: LIST_TIMEOUT_MS, intervals: [100, 250, 500] }).toBe(true);
  } catch {
    /* judged by the caller from what is listed */
  }
  return listed(page);
}

test(`${schemaSwaggerPage.id} ${SUBJECT}`, async ({ suite, page }, testInfo) => {
  annotate(testInfo, suite, schemaSwaggerPage, SUBJECT);
  if (!(await open(page, suite, testInfo, ''))) return;
  const endpoints = await waitForEndpoint(page, ANONYMOUS);
  await screenshot(page, testInfo);
  observeIn(testInfo, { check: schemaSwaggerPage.id, route: SUBJECT, key: 'anonymous-endpoints-listed', value: endpoints.length });
  return settle(testInfo, suite, schemaSwaggerPage.judge({ endpoints }));
});

test(`${schemaSwaggerApiKey.id} ${SUBJECT}`, async ({ suite, page }, testInfo) => {
  annotate(testInfo, suite, schemaSwaggerApiKey, SUBJECT);
  if (!suite.facts.callers.customer) return settle(testInfo, suite, schemaSwaggerApiKey.judge({ customer: false }));
  if (!(await open(page, suite, testInfo, ''))) return;
  await waitForEndpoint(page, ANONYMOUS);
  const token = await suite.tokens.tokenFor('customer');
  if (!token) throw new Error('no customer token');
  await page.locator(API_KEY_SELECTOR).first().fill(token);
  const explore = page.locator(EXPLORE_SELECTOR);
  if ((await explore.count()) > 0) await explore.first().click();
  else await page.locator(API_KEY_SELECTOR).first().press('Enter');
  const endpoints = await waitForEndpoint(page, CUSTOMER_ALLOWED);
  await screenshot(page, testInfo);
  return settle(testInfo, suite, schemaSwaggerApiKey.judge({ customer: true, endpoints }));
});

test(`${schemaSwaggerStore.id} ${SUBJECT}?store=<store>`, async ({ suite, page }, testInfo) => {
  annotate(testInfo, suite, schemaSwaggerStore, `${SUBJECT}?store=<store>`);
  const store = suite.facts.storeCode;
  const schemaRequest = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith(`/rest/${store}/schema`), { timeout: LIST_TIMEOUT_MS }).catch(() => null);
  if (!(await open(page, suite, testInfo, `?store=${encodeURIComponent(store)}`))) return;
  const request = await schemaRequest;
  const endpoints = await waitForEndpoint(page, ANONYMOUS);
  await screenshot(page, testInfo);
  return settle(testInfo, suite, schemaSwaggerStore.judge({ store, schemaRead: request !== null, endpoints }));
});
