// security.status-echoes-password: a finding, not a failure: whether detailed-status echoes the password of a
// customer whose creation failed; whatever the installation does, nothing the suite writes may carry it.

import { describeExchange } from '../platform-errors.ts';
import { findPasswordEcho } from '../../report/redact.ts';
import { pass, type ScenarioCheck } from '../types.ts';
import { DETAILED_ROUTE, duplicateSample, fail, gated, unfinished, writing } from '../async/scenarios.ts';

export const SECURITY_FINDING = 'security-finding';
const ID = 'security.status-echoes-password';

export const securityStatusEchoesPassword: ScenarioCheck = {
  subject: 'scenario',
  id: ID,
  family: 'security',
  rule: 'Finding, not a failure: an installation that echoes a new customer\'s plaintext password in detailed-status serialized_data of a failed operation is reported (annotation + redacted attachment); the suite redacts it everywhere.',
  source: 'real 2.4.7 responses/async d1 (serialized_data keeps the request of failed operations, password included); facts 18',
  scenarios: [writing(DETAILED_ROUTE, `${DETAILED_ROUTE} (failed customer create)`, DETAILED_ROUTE)],
  run: gated(async (ctx) => {
    const d = await duplicateSample(ctx);
    const bad = await unfinished(d.s);
    if (bad) return bad;
    const detailed = d.detailed;
    if (detailed === null || detailed.status !== 200) return fail('the detailed status of the duplicate bulk was not served', '200', detailed ? describeExchange(detailed.status, detailed.json, detailed.bodyText) : 'no answer', detailed ?? undefined);
    const where = findPasswordEcho(detailed.json);
    const echoed = detailed.bodyText.includes(d.password) || where !== null;
    // The suite's own guarantee: whatever the installation echoes, nothing the suite writes carries the password.
    const attachment = ctx.excerpt(detailed);
    if (attachment.includes(d.password)) return fail('the suite\'s redaction let a customer password through into an attachment', 'the password redacted', 'the plaintext password appears in the attachment text');
    ctx.observe('password-echo', echoed ? `echoed at ${where ?? 'serialized_data'}` : 'not echoed', DETAILED_ROUTE);
    if (!echoed) return pass('the installation does not echo the password');
    ctx.annotate(SECURITY_FINDING, `${ID}: the installation echoes a new customer's plaintext password in detailed-status serialized_data of a failed operation (${where ?? 'serialized_data'}); anyone allowed to read bulk status can read it. The attachment is redacted.`);
    await ctx.attach('security-finding-detailed-status.txt', attachment);
    return pass('finding recorded: the installation echoes the plaintext password (as the real 2.4.7 does)');
  }),
};
