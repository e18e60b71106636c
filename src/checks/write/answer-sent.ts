import { parsePointer, parseSource, valueAtPointer } from '../../contracts/read-back.ts';
import type { RawSentFields } from '../../contracts/types.ts';
import { describeExchange } from '../platform-errors.ts';
import type { Check, Verdict } from '../types.ts';
import { skip, writesAllowed } from '../types.ts';
import { executingSkip, valuesOf, writeFamily, WRITES_DENIED_SYNC } from './execution.ts';
import { syncExecution } from './route-executions.ts';
import { compareSent } from './sent-fields.ts';
import { sameValue } from './verify.ts';

const show = (v: unknown): string => (v === undefined ? '(absent)' : JSON.stringify(v).slice(0, 120));

/** What the write's answer is compared as: the read's declaration of the sent entity, with the answer's own place and
 * omissions where the contract names them (write.answer). */
function answerSpec(sent: RawSentFields, answer: { at?: string; unanswered?: Record<string, string>; answeredAs?: Record<string, string> } | undefined): RawSentFields {
  return {
    from: sent.from,
    at: answer?.at ?? '',
    ...(answer?.unanswered ?? sent.unanswered ? { unanswered: answer?.unanswered ?? sent.unanswered } : {}),
    ...(answer?.answeredAs ?? sent.answeredAs ? { answeredAs: answer?.answeredAs ?? sent.answeredAs } : {}),
  };
}

export const writeAnswerSent: Check = {
  subject: 'route',
  id: 'write.answer-sent',
  family: 'write',
  rule: 'The entity a save answers carries every field it was sent, as written (nested objects and collections included, in any order, decimals and booleans in the platform\'s forms), and the ids the platform gave it: integrators use the answer as the new state without reading again. Fields the answer carries elsewhere or not at all are the contract\'s, each with the real answer quoted.',
  source: 'the platform\'s REST functional tests, which assert the save\'s own answer (e.g. ProductRepositoryInterfaceTest::testCreate, CustomerRepositoryTest::testCreateCustomer, TaxRateRepositoryTest::testCreateTaxRate; ledger/); the contracts\' readBack.sent and write.answer entries (docs/contract-format.md, The write\'s own answer); real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 answers (docs/real-platform.md)',
  appliesTo: (route) => writeFamily(route) && route.readBack?.sent !== undefined,
  skipsWhen: executingSkip,
  async run(ctx): Promise<Verdict> {
    const sent = ctx.route.readBack?.sent;
    const declared = ctx.route.write?.answer;
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SYNC);
    if (sent === undefined) return skip('the contract names no sent entity');
    if (declared?.none !== undefined) return skip(`the write answers no entity: ${declared.none}`);
    // The route's one synchronous execution, shared with write.response-valid and write.read-back.
    const execution = await syncExecution(ctx);
    if ('outcome' in execution) return execution;
    const { write, answer } = execution;
    if (answer.status < 200 || answer.status >= 300) return skip(`the write did not succeed (${describeExchange(answer.status, answer.json, answer.bodyText)}): write.response-valid judges its answer`);
    const spec = answerSpec(sent, declared);
    const entity = valueAtPointer(answer.json, parsePointer(spec.at ?? '') ?? []);
    // A route whose service answers an id, true or a list of row errors answers no entity: write.response-valid judges
    // that answer against the route's schema, and write.read-back reads the entity the id names.
    if (entity === null || typeof entity !== 'object' || Array.isArray(entity)) return skip(`the write answers ${show(entity)}, not the entity it saved: write.response-valid judges it against the route's schema`);
    // The new ids: what the read-back takes from the answer (a created customer's id) must be in it, or the read-back
    // could only skip.
    const idsTaken = Object.values(ctx.route.readBack?.params ?? {}).flatMap((text) => {
      const source = parseSource(text);
      return source?.from === 'answer' ? [{ name: text.replace(/^answer\.?/, '') || 'the answer', value: valueAtPointer(answer.json, source.pointer) }] : [];
    });
    const lacking = idsTaken.filter((id) => id.value === undefined || id.value === null || id.value === '' || typeof id.value === 'object');
    if (lacking.length > 0) return { outcome: 'fail', broken: `${ctx.route.key} answered success without the id it gave the entity`, expected: lacking.map((id) => `${id.name}: the new id`).join('; '), actual: lacking.map((id) => `${id.name}: ${show(id.value)}`).join('; '), exchange: answer };
    const values = valuesOf(write, answer);
    const whole = compareSent(spec, values.body, entity, sameValue);
    if (whole.differences.length > 0) {
      const d = whole.differences;
      return {
        outcome: 'fail',
        broken: `${ctx.route.key} answered ${d.length === 1 ? `${d[0]?.pointer}, a field it was sent, otherwise` : `${d.length} fields it was sent otherwise`}`,
        expected: d.map((f) => `${f.pointer}: ${show(f.sent)}`).join('; '),
        actual: d.map((f) => `${f.pointer}: ${show(f.shown)}`).join('; '),
        exchange: answer,
      };
    }
    return { outcome: 'pass', note: `the answer carries every field sent as written (${whole.compared} compared${whole.unanswered > 0 ? `; ${whole.unanswered} it does not answer, as the contract declares` : ''})` };
  },
};
