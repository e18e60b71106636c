// token.json-body, token.xml-body, token.wrong-credentials: the two token routes as the seeds describe them.

import { describeExchange, messageOf } from '../platform-errors.ts';
import type { RunCheck, RunContext, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { credentialsOf, isJsonContentType, levelOf, PROBE, SIGN_IN_INCORRECT, TOKEN_ROUTES, tokenPath, TWO_FACTOR_MESSAGE, xmlLoginBody, type Level } from './common.ts';

async function tokenWithBody(ctx: RunContext, subject: string, form: 'json' | 'xml'): Promise<Verdict> {
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
  return useToken(ctx, level, res.json);
}

/** The token then works as Authorization: Bearer on a route of its level. */
async function useToken(ctx: RunContext, level: Level, token: string): Promise<Verdict> {
  const probe = PROBE[level];
  const res = await ctx.send({ method: 'GET', path: probe.path, token });
  if (res.status !== 200) {
    return { outcome: 'fail', broken: `the issued ${level} token does not work as a bearer token on ${probe.key}`, expected: '200', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  }
  return pass(`token accepted on ${probe.key}`);
}

export const tokenJsonBody: RunCheck = {
  subject: 'run',
  id: 'token.json-body',
  family: 'token',
  rule: 'The admin and customer token routes take {username, password} as JSON and answer 200 with the token as a bare JSON string (application/json), which then works as a bearer token on a route of its level.',
  source: 'seed 000 Token routes and Access tokens ("Token response: the body is the token as a bare string"); real 2.4.7 install-observations/01-admin-token.txt',
  subjects: TOKEN_ROUTES,
  run: (ctx, subject) => tokenWithBody(ctx, subject, 'json'),
};

export const tokenXmlBody: RunCheck = {
  subject: 'run',
  id: 'token.xml-body',
  family: 'token',
  rule: 'The token routes take the XML form of the body (Content-Type application/xml, <login><username/><password/></login>) and answer the token as a bare JSON string that works as a bearer token.',
  source: 'seed 000 Access tokens ("XML form of the same body: a login element that holds a username element and a password element") and Token routes',
  subjects: TOKEN_ROUTES,
  run: (ctx, subject) => tokenWithBody(ctx, subject, 'xml'),
};

export const tokenWrongCredentials: RunCheck = {
  subject: 'run',
  id: 'token.wrong-credentials',
  family: 'token',
  rule: `Wrong credentials (a throwaway username, never a configured account) are refused with 401 "${SIGN_IN_INCORRECT}".`,
  source: 'facts.md 23; samples/e-error-messages.json (AdminTokenService / CustomerTokenService)',
  subjects: TOKEN_ROUTES,
  async run(ctx, subject) {
    const level = levelOf(subject);
    const username = level === 'admin' ? `${ctx.prefix}-nobody` : `${ctx.prefix}-nobody@example.invalid`;
    const res = await ctx.send({ method: 'POST', path: tokenPath(level), body: { username, password: `${ctx.prefix}-wrong-Password1` } });
    if (res.status !== 401 || messageOf(res.json) !== SIGN_IN_INCORRECT) {
      return { outcome: 'fail', broken: `the ${level} token route did not refuse unknown credentials as the platform does`, expected: `401 "${SIGN_IN_INCORRECT}"`, actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
    }
    return pass();
  },
};
