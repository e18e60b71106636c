import assert from 'node:assert/strict';
import { altered, jsonOf, scenarioCases } from '../testing/fake-scenario.ts';
import { SECURITY_FINDING, securityStatusEchoesPassword } from './status-echoes-password.ts';

type Detailed = { operations_list: Array<Record<string, unknown>> } & Record<string, unknown>;
/** An installation that keeps no request in serialized_data. */
const noEcho = altered((sent, healthy) => {
  if (!sent.path.endsWith('/detailed-status')) return undefined;
  const d = jsonOf(healthy) as Detailed;
  return { status: 200, json: { ...d, operations_list: d.operations_list.map((op) => ({ ...op, serialized_data: null })) } };
});

scenarioCases(securityStatusEchoesPassword, [
  {
    name: 'the installation echoes the password (as the real 2.4.7): a finding, redacted everywhere',
    want: { outcome: 'pass', note: 'finding recorded: the installation echoes the plaintext password (as the real 2.4.7 does)' },
    then: (f) => {
      const password = f.secrets[0] ?? '';
      assert.ok(password.length > 0);
      assert.deepEqual(f.annotations.map((a) => a.type), [SECURITY_FINDING]);
      assert.deepEqual(f.attached.map((a) => a.name), ['security-finding-detailed-status.txt']);
      assert.ok(!(f.attached[0]?.body ?? password).includes(password), 'the attachment carries no password');
      assert.deepEqual(f.observed.map((o) => [o.key, o.about]), [['password-echo', 'GET /V1/bulk/:bulkUuid/detailed-status']]);
      assert.match(String(f.observed[0]?.value), /^echoed at \/operations_list\/0\/serialized_data\/meta_information\/password$/);
    },
  },
  { name: 'the installation does not echo it', fake: { answer: noEcho }, want: { outcome: 'pass', note: 'the installation does not echo the password' }, then: (f) => assert.equal(f.annotations.length, 0) },
  { name: 'the detailed status is not served', fake: { answer: altered((sent) => (sent.path.endsWith('/detailed-status') ? { status: 403, json: { message: 'denied' } } : undefined)) }, want: { outcome: 'fail', broken: 'the detailed status of the duplicate bulk was not served', expected: '200', actual: '403 "denied"' } },
  {
    name: 'the suite\'s own redaction lets the password through',
    fake: { excerpt: (exchange) => exchange.bodyText },
    want: { outcome: 'fail', broken: 'the suite\'s redaction let a customer password through into an attachment', expected: 'the password redacted', actual: 'the plaintext password appears in the attachment text', exchange: false },
    then: (f) => assert.equal(f.attached.length, 0),
  },
]);
