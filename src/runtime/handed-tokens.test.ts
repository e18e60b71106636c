// What global setup hands to the workers so that a worker started again after a failed test does not sign in again:
// the configured identities' tokens (environment only, per run folder). The handed plan is tested in plan.test.ts.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { HttpExchange } from '../checks/types.ts';
import { loadTargetConfig } from '../config/target-config.ts';
import type { SendOptions, TargetClient } from './api-client.ts';
import { HANDED_TOKENS_VARIABLE, handedOwnCustomer, handedTokens, handOwnCustomer, handTokens, OWN_CUSTOMER_VARIABLE } from './handed-tokens.ts';
import { TokenBroker } from './tokens.ts';

const dir = mkdtempSync(join(tmpdir(), 'cc-handed-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('tokens are handed per run folder and read back only for it; a malformed variable hands nothing', () => {
  const env: Record<string, string | undefined> = {};
  handTokens('runs/a', { admin: 'tok-admin-a', customer: 'tok-cust-a' }, env);
  handTokens(join(dir, 'b'), { admin: 'tok-admin-b' }, env);
  assert.deepEqual(handedTokens('runs/a', env), { admin: 'tok-admin-a', customer: 'tok-cust-a' });
  assert.deepEqual(handedTokens(join(dir, 'b'), env), { admin: 'tok-admin-b' });
  assert.deepEqual(handedTokens('runs/other', env), {});
  assert.deepEqual(handedTokens('runs/a', { [HANDED_TOKENS_VARIABLE]: '{not json' }), {});
});

test('the run\'s own customer is handed per run folder; a malformed or partial entry hands none', () => {
  const env: Record<string, string | undefined> = {};
  handOwnCustomer('runs/a', { username: 'cctabcdefgh123oabc123@example.com', password: 'Cc1!secret' }, env);
  assert.deepEqual(handedOwnCustomer('runs/a', env), { username: 'cctabcdefgh123oabc123@example.com', password: 'Cc1!secret' });
  assert.equal(handedOwnCustomer('runs/other', env), null);
  assert.equal(handedOwnCustomer('runs/a', { [OWN_CUSTOMER_VARIABLE]: '{not json' }), null);
  assert.equal(handedOwnCustomer('runs/a', { [OWN_CUSTOMER_VARIABLE]: JSON.stringify({ [join(process.cwd(), 'runs/a')]: { username: 'x@example.com' } }) }), null);
});

function jwt(claims: Record<string, number>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
}

test('an adopted token is used without signing in, counted as seen, and refreshed before its JWT expires', async () => {
  const sent: SendOptions[] = [];
  let now = 1_700_000_000_000;
  const client = {
    authorize: null,
    async send(options: SendOptions): Promise<HttpExchange> {
      sent.push(options);
      const json = jwt({ uid: 9, iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 3600 });
      return { method: 'POST', url: 'http://x', status: 200, headers: { 'content-type': 'application/json' }, bodyText: JSON.stringify(json), json, durationMs: 1 };
    },
  } as unknown as TargetClient;
  const loaded = loadTargetConfig({ COMMERCE_BASE_URL: 'http://shop.test', COMMERCE_ADMIN_USERNAME: 'a', COMMERCE_ADMIN_PASSWORD: 'pw-admin' });
  assert.ok(loaded.ok);
  const broker = new TokenBroker(client, loaded.config, () => now);
  const handed = jwt({ uid: 1, iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 600 });
  broker.adopt('admin', handed);
  assert.equal(await broker.tokenFor('admin'), handed);
  assert.equal(sent.length, 0, 'no sign-in for an adopted token');
  assert.ok(broker.seen.has(handed));
  assert.equal(broker.roleOf(handed), 'admin');
  now += 560_000; // 40 s before expiry
  const renewed = await broker.tokenFor('admin');
  assert.notEqual(renewed, handed);
  assert.equal(sent.length, 1);
  assert.deepEqual(broker.events.map((e) => e.event), ['acquired', 'refreshed-before-expiry']);
});
