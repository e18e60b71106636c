// token.store-codes: the token routes and the customer's self read answer under every store code a caller can send
// as the platform does (issue 38 item 4). The store views come from GET /V1/store/storeViews; the configured
// customer's website from its own /me. Signing in, the admin is answered a working token under every view and under
// all; the customer under every view of its account's website and under all, and refused under a view of another
// website (its e-mail is looked up there). GET /V1/customers/me with the customer's token answers the same account
// under every view of its website, and 401 naming self under another website's view and under all (the admin store,
// which no customer account is shared with). GET /V1/carts/mine is left out: under another view of the website the
// read answers the cart moved to that view, a change of the configured customer's cart.

import { describeExchange, messageOf } from '../platform-errors.ts';
import type { HttpExchange, RunCheck, RunContext, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { ADMIN_TOKEN_ROUTE, credentialsOf, CUSTOMER_TOKEN_ROUTE, PROBE, SIGN_IN_INCORRECT, tokenPath, TWO_FACTOR_MESSAGE, type Level } from './common.ts';

export const SELF_READ = 'GET /V1/customers/me';
const NOT_AUTHORIZED = 'The consumer isn\'t authorized to access %resources.';

interface View {
  code: string;
  websiteId: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The store views a caller can name (the admin store aside: `all` names it). */
async function viewsOf(ctx: RunContext): Promise<View[] | { reason: string }> {
  const token = await ctx.tokenFor('admin');
  if (token === null) return { reason: 'no admin identity to read the store views with' };
  const res = await ctx.send({ method: 'GET', path: '/V1/store/storeViews', token });
  if (res.status !== 200 || !Array.isArray(res.json)) return { reason: `GET /V1/store/storeViews answered ${describeExchange(res.status, res.json, res.bodyText)}` };
  return res.json.filter(isRecord).filter((v) => typeof v.code === 'string' && v.code !== 'admin' && Number(v.id) !== 0).map((v) => ({ code: String(v.code), websiteId: Number(v.website_id) }));
}

const bare = (res: HttpExchange): string | null => (res.status === 200 && typeof res.json === 'string' && res.json !== '' ? res.json : null);

/** Sign in under a code: the token, or the failing verdict; `refused`: the platform's refusal is what is expected. */
async function signInUnder(ctx: RunContext, level: Level, code: string, refused: boolean): Promise<{ token: string | null } | Verdict> {
  const creds = credentialsOf(ctx, level);
  if (!creds) return skip(`no ${level} credentials configured (${level === 'admin' ? 'COMMERCE_ADMIN_USERNAME / COMMERCE_ADMIN_PASSWORD' : 'COMMERCE_CUSTOMER_EMAIL / COMMERCE_CUSTOMER_PASSWORD'})`);
  const res = await ctx.send({ method: 'POST', path: tokenPath(level), storeCode: code, body: { username: creds.username, password: creds.password } });
  const token = bare(res);
  if (token !== null) ctx.secret(token);
  if (level === 'admin' && res.status === 400 && messageOf(res.json) === TWO_FACTOR_MESSAGE) return skip(`the admin token route is blocked by two-factor authentication ("${TWO_FACTOR_MESSAGE}"): variant admin-token-2fa`);
  if (refused) {
    if (res.status === 401 && messageOf(res.json) === SIGN_IN_INCORRECT) return { token: null };
    return { outcome: 'fail', broken: `the ${level} token route under the store code ${code}, a view of another website than the account's, did not refuse the sign-in as the platform does`, expected: `401 "${SIGN_IN_INCORRECT}"`, actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  }
  if (token === null) return { outcome: 'fail', broken: `the ${level} token route refused valid credentials sent under the store code ${code}`, expected: '200 with the token as a bare JSON string', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  return { token };
}

/** The customer's account as its own /me answers it (under the run's store code). */
async function customerAccount(ctx: RunContext): Promise<{ id: unknown; websiteId: number; token: string } | { reason: string }> {
  const none = { reason: 'no customer configured (COMMERCE_CUSTOMER_EMAIL / COMMERCE_CUSTOMER_PASSWORD)' };
  // Asked for a caller the run has no credentials of, tokenFor throws: the check skips before asking.
  if (!ctx.target.callers.customer) return none;
  const token = await ctx.tokenFor('customer');
  if (token === null) return none;
  const me = await ctx.send({ method: 'GET', path: PROBE.customer.path, token });
  if (me.status !== 200 || !isRecord(me.json)) return { reason: `the customer's own ${SELF_READ} answered ${describeExchange(me.status, me.json, me.bodyText)}` };
  return { id: me.json.id, websiteId: Number(me.json.website_id), token };
}

async function tokens(ctx: RunContext, level: Level, views: readonly View[]): Promise<Verdict> {
  let websiteId: number | null = null;
  if (level === 'customer') {
    const account = await customerAccount(ctx);
    if ('reason' in account) return skip(account.reason);
    websiteId = account.websiteId;
  }
  const issued: string[] = [];
  const refusedUnder: string[] = [];
  for (const code of [...views.map((v) => v.code), 'all']) {
    const other = websiteId !== null && code !== 'all' && views.find((v) => v.code === code)?.websiteId !== websiteId;
    const got = await signInUnder(ctx, level, code, other);
    if ('outcome' in got) return got;
    if (got.token === null) {
      refusedUnder.push(code);
      continue;
    }
    const probe = await ctx.send({ method: 'GET', path: PROBE[level].path, token: got.token });
    if (probe.status !== 200) return { outcome: 'fail', broken: `the ${level} token issued under the store code ${code} does not work as a bearer token on ${PROBE[level].key}`, expected: '200', actual: describeExchange(probe.status, probe.json, probe.bodyText), exchange: probe };
    issued.push(code);
  }
  return pass(`a working token under ${issued.join(', ')}${refusedUnder.length > 0 ? `; refused as the platform does under ${refusedUnder.join(', ')} (another website)` : ''}`);
}

async function selfRead(ctx: RunContext, views: readonly View[]): Promise<Verdict> {
  const account = await customerAccount(ctx);
  if ('reason' in account) return skip(account.reason);
  const answered: string[] = [];
  const refused: string[] = [];
  for (const code of [...views.map((v) => v.code), 'all']) {
    const shared = code !== 'all' && views.find((v) => v.code === code)?.websiteId === account.websiteId;
    const res = await ctx.send({ method: 'GET', path: PROBE.customer.path, storeCode: code, token: account.token });
    if (shared) {
      const id = isRecord(res.json) ? res.json.id : undefined;
      if (res.status !== 200 || id !== account.id) return { outcome: 'fail', broken: `${SELF_READ} under the store code ${code}, a view of the account's website, does not answer the token's customer`, expected: `200 with id ${String(account.id)}`, actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
      answered.push(code);
      continue;
    }
    const params = isRecord(res.json) ? res.json.parameters : undefined;
    if (res.status !== 401 || messageOf(res.json) !== NOT_AUTHORIZED || !isRecord(params) || params.resources !== 'self') {
      const where = code === 'all' ? 'all, the admin store no customer account is shared with' : `${code}, a view of another website than the account's`;
      return { outcome: 'fail', broken: `${SELF_READ} under the store code ${where}, is not refused as the platform refuses it`, expected: `401 "${NOT_AUTHORIZED}" {"resources":"self"}`, actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
    }
    refused.push(code);
  }
  return pass(`the token's customer under ${answered.join(', ')}; 401 naming self under ${refused.join(', ')}`);
}

export const tokenStoreCodes: RunCheck = {
  subject: 'run',
  id: 'token.store-codes',
  family: 'token',
  rule: 'Under every store code a caller can send (each store view, and all): the admin token route answers a working token; the customer token route answers a working token under the views of the account\'s website and under all, and 401 "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later." under a view of another website; GET /V1/customers/me with the customer\'s token answers the token\'s customer under the views of its website and 401 "The consumer isn\'t authorized to access %resources." {resources: self} under another website\'s view and under all.',
  source: 'issue 38 item 4; Magento\\Customer\\Model\\Plugin\\CustomerAuthorization (self only under a store the account is shared with), CustomerTokenService (the e-mail looked up on the code\'s website); the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 probed by hand 2026-12-03 (docs/real-platform.md, Store codes on the token and self routes)',
  subjects: [ADMIN_TOKEN_ROUTE, CUSTOMER_TOKEN_ROUTE, SELF_READ],
  async run(ctx, subject) {
    const views = await viewsOf(ctx);
    if ('reason' in views) return skip(views.reason);
    if (subject === SELF_READ) return selfRead(ctx, views);
    return tokens(ctx, subject === ADMIN_TOKEN_ROUTE ? 'admin' : 'customer', views);
  },
};
