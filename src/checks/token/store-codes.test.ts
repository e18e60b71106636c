// token.store-codes on a fake target with two websites (default and fr on website 1, second_en on website 2) and the
// configured customer on website 1: tokens under every code as the real 2.4.7-p3 and 2.4.6-p1 answer them pass; a
// customer signed in under the other website, /me answered under all, and a self read under a view of the account's
// own website that refuses it fail.
import assert from 'node:assert/strict';
import { platformError, type Canned } from '../testing/fake-context.ts';
import { runCases, type RunSent } from '../testing/fake-run-context.ts';
import { ADMIN_TOKEN_ROUTE, CUSTOMER_TOKEN_ROUTE, SIGN_IN_INCORRECT } from './common.ts';
import { SELF_READ, tokenStoreCodes } from './store-codes.ts';

const VIEWS = [{ id: 0, code: 'admin', website_id: 0 }, { id: 1, code: 'default', website_id: 1 }, { id: 2, code: 'fr', website_id: 1 }, { id: 3, code: 'second_en', website_id: 2 }];
const ME = { id: 7, email: 'c@x.test', website_id: 1 };
const SELF_REFUSED: Canned = { status: 401, json: { message: 'The consumer isn\'t authorized to access %resources.', parameters: { resources: 'self' } } };

type Change = (sent: RunSent) => Canned | undefined;

/** The platform as both editions answered (docs/real-platform.md), `change` answering some calls otherwise. */
const platform = (change: Change = () => undefined) => (sent: RunSent): Canned => {
  const changed = change(sent);
  if (changed !== undefined) return changed;
  const code = sent.storeCode ?? 'default';
  if (sent.path === '/V1/store/storeViews') return { status: 200, json: VIEWS };
  if (sent.path === '/V1/integration/admin/token') return { status: 200, json: `admin-under-${code}` };
  if (sent.path === '/V1/integration/customer/token') return code === 'second_en' ? platformError(401, SIGN_IN_INCORRECT) : { status: 200, json: `customer-under-${code}` };
  if (sent.path === '/V1/customers/me') return code === 'second_en' || code === 'all' ? SELF_REFUSED : { status: 200, json: ME };
  return { status: 404, json: { message: 'Request does not match any route.' } };
};

runCases(tokenStoreCodes, [
  {
    name: 'the admin: a working token under every view and all',
    subject: ADMIN_TOKEN_ROUTE,
    fake: { answer: platform() },
    want: { outcome: 'pass', note: 'a working token under default, fr, second_en, all' },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'POST').map((s) => s.storeCode), ['default', 'fr', 'second_en', 'all']),
  },
  {
    name: 'the customer: tokens under its website\'s views and all, refused under the other website',
    subject: CUSTOMER_TOKEN_ROUTE,
    fake: { answer: platform() },
    want: { outcome: 'pass', note: 'a working token under default, fr, all; refused as the platform does under second_en (another website)' },
  },
  {
    name: 'a customer signed in under another website\'s view',
    subject: CUSTOMER_TOKEN_ROUTE,
    fake: { answer: platform((s) => (s.path === '/V1/integration/customer/token' ? { status: 200, json: 'customer-anywhere' } : undefined)) },
    want: { outcome: 'fail', broken: 'the customer token route under the store code second_en, a view of another website than the account\'s, did not refuse the sign-in as the platform does', expected: `401 "${SIGN_IN_INCORRECT}"`, actual: /^200 / },
  },
  {
    name: '/me: the token\'s customer under its website\'s views, 401 naming self elsewhere',
    subject: SELF_READ,
    fake: { answer: platform() },
    want: { outcome: 'pass', note: 'the token\'s customer under default, fr; 401 naming self under second_en, all' },
  },
  {
    name: '/me answered under all (the reference\'s self-under-all-allowed)',
    subject: SELF_READ,
    fake: { answer: platform((s) => (s.path === '/V1/customers/me' && s.storeCode === 'all' ? { status: 200, json: ME } : undefined)) },
    want: { outcome: 'fail', broken: 'GET /V1/customers/me under the store code all, the admin store no customer account is shared with, is not refused as the platform refuses it', expected: '401 "The consumer isn\'t authorized to access %resources." {"resources":"self"}', actual: /^200 / },
  },
  {
    name: '/me refused under another view of the account\'s own website',
    subject: SELF_READ,
    fake: { answer: platform((s) => (s.path === '/V1/customers/me' && s.storeCode === 'fr' ? SELF_REFUSED : undefined)) },
    want: { outcome: 'fail', broken: 'GET /V1/customers/me under the store code fr, a view of the account\'s website, does not answer the token\'s customer', expected: '200 with id 7', actual: /^401 / },
  },
  {
    name: 'no customer configured (an integration-only run): the customer token route skips and signs nobody in',
    subject: CUSTOMER_TOKEN_ROUTE,
    fake: { answer: platform(), callers: { customer: false } },
    want: { outcome: 'skip', reason: 'no customer configured (COMMERCE_CUSTOMER_EMAIL / COMMERCE_CUSTOMER_PASSWORD)' },
    then: (f) => assert.equal(f.sent.filter((s) => s.path === '/V1/integration/customer/token').length, 0),
  },
  {
    name: 'no customer configured: /me skips',
    subject: SELF_READ,
    fake: { answer: platform(), callers: { customer: false } },
    want: { outcome: 'skip', reason: 'no customer configured (COMMERCE_CUSTOMER_EMAIL / COMMERCE_CUSTOMER_PASSWORD)' },
  },
]);
