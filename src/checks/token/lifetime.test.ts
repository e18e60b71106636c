import assert from 'node:assert/strict';
import { runCases } from '../testing/fake-run-context.ts';
import { CUSTOMER_TOKEN_ROUTE } from './common.ts';
import { tokenLifetime } from './lifetime.ts';
import { NO_ADMIN } from '../stand-in.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT as the platform issues it (2.4.4+), its claims changed where a case says so; never verified, only read. */
const jwt = (claims: Record<string, unknown>, alg = 'HS256') => `${b64({ alg, typ: 'JWT' })}.${b64({ uid: 1, utypid: 2, iat: 1_700_000_000, exp: 1_700_003_600, ...claims })}.signature`;

runCases(tokenLifetime, [
  { name: 'an admin token of 1 h (the JWT default the real 2.4.7 shows)', fake: { tokens: { admin: jwt({}) } }, want: { outcome: 'pass', note: 'admin token lifetime 1 h' }, then: (f) => assert.deepEqual(f.observed, [['token-form', 'jwt'], ['admin-token-lifetime-s', 3600]]) },
  { name: 'an admin token of 4 h (the documents)', fake: { tokens: { admin: jwt({ exp: 1_700_014_400 }) } }, want: { outcome: 'pass', note: 'admin token lifetime 4 h' } },
  { name: 'a customer token of 4 h: only 1 h is documented', subject: CUSTOMER_TOKEN_ROUTE, fake: { tokens: { customer: jwt({ utypid: 3, exp: 1_700_014_400 }) } }, want: { outcome: 'fail', broken: 'the customer token lives 4 h', expected: '1 h (documents; JWT default from 2.4.4)', actual: 'exp - iat = 14400 s (4 h)', exchange: false } },
  { name: 'the configured lifetime is what counts', fake: { env: { COMMERCE_ADMIN_TOKEN_LIFETIME_H: '2' }, tokens: { admin: jwt({}) } }, want: { outcome: 'fail', broken: 'the admin token lives 1 h', expected: '2 h (COMMERCE_ADMIN_TOKEN_LIFETIME_H)', actual: 'exp - iat = 3600 s (1 h)', exchange: false } },
  { name: 'the claims are not the platform\'s', fake: { tokens: { admin: jwt({ utypid: 3 }, 'RS256') } }, want: { outcome: 'fail', broken: 'the admin JWT does not carry the platform\'s claims', expected: 'alg HS256, uid (number), utypid 2, iat and exp (numbers)', actual: 'alg RS256, uid number, utypid 3, iat number, exp number', exchange: false } },
  { name: 'an opaque token (before 2.4.4): its lifetime is not visible', fake: { tokens: { admin: 'k2x9opaque0token' } }, want: { outcome: 'skip', reason: 'the token is opaque (releases before 2.4.4): its lifetime is not visible in it; token.expired-refused covers expiry' }, then: (f) => assert.deepEqual(f.observed, [['token-form', 'opaque']]) },
  { name: 'no admin identity', fake: { callers: { admin: false } }, want: { outcome: 'skip', reason: NO_ADMIN } },
  {
    name: 'the integration standing in for the admin: its token says nothing of an admin token\'s lifetime',
    fake: { target: { adminIdentity: 'integration-bearer' } },
    want: { outcome: 'skip', reason: /^an admin token's lifetime is that of an admin user's token \(an integration's access token does not expire\); the admin here is the integration \(bearer token\).*set COMMERCE_ADMIN_USERNAME/ },
  },
  { name: 'no admin token', fake: { tokens: { admin: null } }, want: { outcome: 'skip', reason: 'no admin token' } },
]);
