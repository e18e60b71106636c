// write.password-signs-in on a fake target: the run's own customer (made by POST /V1/customers, signed in) changes its
// password through PUT /V1/customers/me/password; the new password then signs in and the old one answers 401 (pass).
// A change answered true that keeps the old password (the reference's password-change-ignored) fails at the new
// password's sign-in; one that lets both sign in fails at the old one's; a refused change is left to
// write.response-valid; the configured customer's password is never sent.
import assert from 'node:assert/strict';
import { healthyTarget } from '../testing/async-target.ts';
import { fakeRoute, platformError, type Canned, type Sent } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { writePasswordSignsIn } from './password-signs-in.ts';

const change = fakeRoute('PUT', '/V1/customers/me/password', { permission: 'self', body: { currentPassword: '{{prefix}}-wrong', newPassword: 'Conf0rmance!{{prefix}}' }, write: { answer: { value: true } } });

type Mode = 'changes' | 'ignored' | 'both' | 'refused';

/** One customer account: its password as the change leaves it (mode). */
function account(mode: Mode): (sent: Sent, index: number) => Canned {
  const passwords = new Set<string>();
  return healthyTarget((sent) => {
    const body = (sent.body ?? {}) as Record<string, unknown>;
    if (sent.method === 'POST' && sent.path === '/V1/customers') {
      passwords.add(String(body.password));
      return { status: 200, json: { id: 61, email: 'cc@example.com', addresses: [{ id: 71 }] } };
    }
    if (sent.method === 'POST' && sent.path === '/V1/integration/customer/token') return passwords.has(String(body.password)) ? { status: 200, json: `token-${passwords.size}` } : platformError(401, 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
    if (sent.method === 'PUT' && sent.path === '/V1/customers/me/password') {
      if (mode === 'refused') return platformError(400, 'The password doesn\'t match this account. Verify the password and try again.');
      if (!passwords.has(String(body.currentPassword))) return platformError(400, 'The password doesn\'t match this account. Verify the password and try again.');
      if (mode !== 'ignored') {
        if (mode === 'changes') passwords.delete(String(body.currentPassword));
        passwords.add(String(body.newPassword));
      }
      return { status: 200, json: true };
    }
    return undefined;
  });
}

const allow = { writes: 'allow' as const };
const tokenAsks = (sent: readonly Sent[]): Sent[] => sent.filter((s) => s.path === '/V1/integration/customer/token');

verdictCases(writePasswordSignsIn, [
  {
    name: 'the new password signs in, the old one answers 401',
    fake: { route: change, target: allow, answer: account('changes') },
    want: { outcome: 'pass', note: 'the new password signed in (a token), the old one answered 401, the new one again a token (the failure count reset)' },
    then: (fake) => {
      const asked = tokenAsks(fake.sent).map((s) => (s.body as { password: string }).password);
      assert.equal(asked.length, 4, 'the run\'s customer signed in when made, then with the new, the old and the new password again');
      assert.match(asked[1] ?? '', /^Conf0rmance!/);
      assert.equal(asked[2], asked[0], 'the old password is the one the run\'s own customer was made with');
      assert.equal(asked[3], asked[1], 'the last sign-in, with the new password, resets the failure count the old one left');
    },
  },
  {
    name: 'a change answered true that keeps the old password fails',
    fake: { route: change, target: allow, answer: account('ignored') },
    want: { outcome: 'fail', broken: 'PUT /V1/customers/me/password answered success, but POST /V1/integration/customer/token does not sign the customer in with the new password', expected: '200 with a customer token', actual: /^401 / },
  },
  {
    name: 'a change that leaves the old password signing in fails',
    fake: { route: change, target: allow, answer: account('both') },
    want: { outcome: 'fail', broken: 'PUT /V1/customers/me/password answered success, but POST /V1/integration/customer/token still signs the customer in with the old password', expected: '401 (the account sign-in was incorrect)', actual: '200 with a customer token' },
  },
  { name: 'a refused change is left to write.response-valid', fake: { route: change, target: allow, answer: account('refused') }, want: { outcome: 'skip', reason: /^the password change did not succeed \(400 / } },
  { name: 'with writes denied nothing is sent', fake: { route: change, target: { writes: 'deny' as const }, answer: account('changes') }, want: { outcome: 'skip', reason: /^writes are denied/ } },
]);
