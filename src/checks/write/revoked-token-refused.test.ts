// write.revoked-token-refused on a fake target: the run's own customer (made by POST /V1/customers, signed in) revokes
// its tokens through POST /V1/integration/customer/revoke-customer-token; its token then answers 401 {resources: self}
// on /me (pass). A revocation answered true that keeps the token working (the reference's revoked-token-accepted)
// fails; a refusal without the platform's resources fails; a revocation refused is left to write.answer-value.
import assert from 'node:assert/strict';
import { healthyTarget } from '../testing/async-target.ts';
import { fakeRoute, platformError, type Canned, type Sent } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { WRITES_DENIED_SYNC } from './execution.ts';
import { NOT_AUTHORIZED, writeRevokedTokenRefused } from './revoked-token-refused.ts';

const revoke = fakeRoute('POST', '/V1/integration/customer/revoke-customer-token', { permission: 'self', body: null, write: { answer: { value: true } } });

type Mode = 'revokes' | 'ignored' | 'bare-401' | 'refused';

/** One customer whose tokens the revocation ends (mode). */
function account(mode: Mode): (sent: Sent, index: number) => Canned {
  const live = new Set<string>();
  return healthyTarget((sent) => {
    if (sent.method === 'POST' && sent.path === '/V1/customers') return { status: 200, json: { id: 61, email: 'cc@example.com', addresses: [{ id: 71 }] } };
    if (sent.method === 'POST' && sent.path === '/V1/integration/customer/token') {
      live.add(`token-${live.size}`);
      return { status: 200, json: `token-${live.size - 1}` };
    }
    if (sent.path === '/V1/integration/customer/revoke-customer-token') {
      if (mode === 'refused') return platformError(400, 'The tokens couldn\'t be revoked.');
      if (mode !== 'ignored') live.clear();
      return { status: 200, json: true };
    }
    if (sent.path === '/V1/customers/me') {
      if (sent.token !== undefined && live.has(sent.token)) return { status: 200, json: { id: 61 } };
      return mode === 'bare-401' ? platformError(401, NOT_AUTHORIZED) : { status: 401, json: { message: NOT_AUTHORIZED, parameters: { resources: 'self' } } };
    }
    return undefined;
  });
}

const allow = { writes: 'allow' as const };

verdictCases(writeRevokedTokenRefused, [
  {
    name: 'the revoked token answers 401 {resources: self} on /me',
    fake: { route: revoke, target: allow, answer: account('revokes') },
    want: { outcome: 'pass', note: `the revoked token answered 401 "${NOT_AUTHORIZED}" {resources: self} on GET /V1/customers/me` },
    then: (fake) => {
      const me = fake.sent.filter((s) => s.path === '/V1/customers/me');
      assert.equal(me.length, 1);
      const revoked = fake.sent.find((s) => s.path === '/V1/integration/customer/revoke-customer-token');
      assert.equal(me[0]?.token, revoked?.token, 'the token the revocation was sent with');
      assert.match(me[0]?.token ?? '', /^token-/, 'the run\'s own customer\'s, never the configured one\'s');
    },
  },
  {
    name: 'a revocation answered true that keeps the token working fails',
    fake: { route: revoke, target: allow, answer: account('ignored') },
    want: { outcome: 'fail', broken: 'after POST /V1/integration/customer/revoke-customer-token answered true, the revoked token is still accepted on GET /V1/customers/me', expected: `401 "${NOT_AUTHORIZED}" {resources: self}`, actual: /^200 / },
  },
  {
    name: 'a 401 without the route\'s resources fails',
    fake: { route: revoke, target: allow, answer: account('bare-401') },
    want: { outcome: 'fail', broken: 'after POST /V1/integration/customer/revoke-customer-token answered true, the revoked token is not refused as a guest is on GET /V1/customers/me', expected: `401 "${NOT_AUTHORIZED}" {resources: self}`, actual: `401 "${NOT_AUTHORIZED}"` },
  },
  { name: 'a revocation refused: skipped (write.answer-value judges it)', fake: { route: revoke, target: allow, answer: account('refused') }, want: { outcome: 'skip', reason: /^the revocation answered 400 / } },
  { name: 'writes denied: skipped', fake: { route: revoke, target: { writes: 'deny' }, answer: account('revokes') }, want: { outcome: 'skip', reason: WRITES_DENIED_SYNC } },
]);
