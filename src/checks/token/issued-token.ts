// What token.json-body and token.xml-body share: sign in on a token route with the configured credentials, the body
// sent as JSON or XML, and prove the token the route answers on a route of its level (a customer's: /me answers the
// account that signed in). The JSON form signs the customer in under the store code all as well.

import { describeExchange, messageOf } from '../platform-errors.ts';
import type { RunContext, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { credentialsOf, isJsonContentType, levelOf, PROBE, tokenPath, TWO_FACTOR_MESSAGE, xmlLoginBody, type Level } from './common.ts';

export async function tokenWithBody(ctx: RunContext, subject: string, form: 'json' | 'xml'): Promise<Verdict> {
  const level = levelOf(subject);
  const creds = credentialsOf(ctx, level);
  if (!creds) return skip(level === 'admin' ? 'no admin credentials configured (COMMERCE_ADMIN_USERNAME / _PASSWORD; a hand-issued COMMERCE_ADMIN_TOKEN cannot exercise the route)' : 'no customer configured (COMMERCE_CUSTOMER_EMAIL / COMMERCE_CUSTOMER_PASSWORD)');
  const res =
    form === 'json'
      ? await ctx.send({ method: 'POST', path: tokenPath(level), body: { username: creds.username, password: creds.password } })
      : await ctx.send({ method: 'POST', path: tokenPath(level), rawBody: xmlLoginBody(creds.username, creds.password), headers: { 'Content-Type': 'application/xml' } });
  if (level === 'admin' && res.status === 400 && messageOf(res.json) === TWO_FACTOR_MESSAGE) {
    ctx.observe('admin-token-2fa', true);
    return skip(`the admin token route is blocked by two-factor authentication ("${TWO_FACTOR_MESSAGE}"): variant admin-token-2fa`);
  }
  const bodyForm = form === 'json' ? 'a JSON body' : 'an XML body (<login><username/><password/></login>, Content-Type application/xml)';
  if (res.status !== 200) {
    return { outcome: 'fail', broken: `the ${level} token route refused valid credentials sent as ${bodyForm}`, expected: '200 with the token as a bare JSON string', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  }
  if (typeof res.json === 'string' && res.json !== '') ctx.secret(res.json);
  if (!isJsonContentType(res)) {
    return { outcome: 'fail', broken: 'the token answer is not sent as JSON', expected: 'Content-Type: application/json', actual: `Content-Type: ${res.headers['content-type'] ?? '(none)'}`, exchange: res };
  }
  if (typeof res.json !== 'string' || res.json === '') {
    const shape = res.json === undefined ? 'not JSON' : Array.isArray(res.json) ? 'an array' : typeof res.json === 'object' && res.json !== null ? `an object with keys ${Object.keys(res.json).join(', ')}` : typeof res.json;
    return { outcome: 'fail', broken: 'the token is not answered as a bare JSON string', expected: 'a JSON string: "<token>"', actual: shape, exchange: res };
  }
  const used = await useToken(ctx, level, res.json, creds.username);
  if (used === null && level === 'admin' && form === 'json') return (await storeConfigs(ctx, res.json)) ?? pass(`token accepted on ${PROBE[level].key} and on ${STORE_CONFIGS} (storeCodes ${ctx.target.storeCode})`);
  if (used !== null || level !== 'customer' || form !== 'json') return used ?? pass(`token accepted on ${PROBE[level].key}`);
  // CustomerTokenServiceTest::testCreateCustomerAccessToken signs in under the store code all as well: the same
  // customer's token, wherever the sign-in is sent.
  const all = await ctx.send({ method: 'POST', path: tokenPath(level), storeCode: 'all', body: { username: creds.username, password: creds.password } });
  if (all.status !== 200 || typeof all.json !== 'string' || all.json === '') {
    return { outcome: 'fail', broken: 'the customer token route refused valid credentials sent under the store code all', expected: '200 with the token as a bare JSON string', actual: describeExchange(all.status, all.json, all.bodyText), exchange: all };
  }
  ctx.secret(all.json);
  return (await useToken(ctx, level, all.json, creds.username, ' (signed in under the store code all)')) ?? pass(`token accepted on ${PROBE[level].key} as the customer signed in (${creds.username}), signed in under the run's store code and under all`);
}

const STORE_CONFIGS = 'GET /V1/store/storeConfigs';

/** The admin's token also reads a store view's configuration (AdminTokenServiceTest::testUseAdminAccessTokenInactiveAdmin
 * asks GET /V1/store/storeConfigs with storeCodes [default] before it deactivates its admin; here the run's store
 * view, default unless configured): 200 with that store's config alone. Null when it does. */
async function storeConfigs(ctx: RunContext, token: string): Promise<Verdict | null> {
  const store = ctx.target.storeCode;
  const res = await ctx.send({ method: 'GET', path: '/V1/store/storeConfigs', query: { 'storeCodes[0]': store }, token });
  const configs = Array.isArray(res.json) ? res.json : [];
  const first = configs[0];
  const code = first !== null && typeof first === 'object' && !Array.isArray(first) ? (first as Record<string, unknown>).code : undefined;
  if (res.status !== 200 || configs.length !== 1 || code !== store) {
    return { outcome: 'fail', broken: `the issued admin token does not read ${STORE_CONFIGS} (storeCodes ${store})`, expected: `200 with the config of store view ${store}`, actual: res.status === 200 ? JSON.stringify(res.json).slice(0, 120) : describeExchange(res.status, res.json, res.bodyText), exchange: res, route: STORE_CONFIGS };
  }
  return null;
}

/** The token then works as Authorization: Bearer on a route of its level; a customer's reads as the customer who
 * signed in (/me answers that account's e-mail). Null when it does. */
async function useToken(ctx: RunContext, level: Level, token: string, username: string, how = ''): Promise<Verdict | null> {
  const probe = PROBE[level];
  const res = await ctx.send({ method: 'GET', path: probe.path, token });
  if (res.status !== 200) {
    return { outcome: 'fail', broken: `the issued ${level} token${how} does not work as a bearer token on ${probe.key}`, expected: '200', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  }
  if (level === 'customer') {
    const email = res.json !== null && typeof res.json === 'object' && !Array.isArray(res.json) ? (res.json as Record<string, unknown>).email : undefined;
    if (typeof email !== 'string' || email.toLowerCase() !== username.toLowerCase()) {
      return { outcome: 'fail', broken: `the issued customer token${how} reads as another account than the customer who signed in`, expected: `${probe.key} answering the account of ${username}`, actual: typeof email === 'string' ? `the account of ${email}` : `an answer without an e-mail: ${describeExchange(res.status, res.json, res.bodyText)}`, exchange: res };
    }
  }
  return null;
}
