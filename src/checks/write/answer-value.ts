import { describeExchange } from '../platform-errors.ts';
import type { Check, HttpExchange, Verdict } from '../types.ts';
import type { PreparedWrite } from './execution.ts';
import { skip, writesAllowed } from '../types.ts';
import { parseSource, resolveSource } from '../../contracts/read-back.ts';
import { executingSkip, valuesOf, writeFamily, WRITES_DENIED_SYNC } from './execution.ts';
import { syncExecution } from './route-executions.ts';

/** The id a write answers, as text: an integer or its decimal text ("2", as the real 2.4.7-p3 answers a downloadable
 * link's id), or null for anything else. */
const idText = (v: unknown): string | null => (typeof v === 'number' && Number.isInteger(v) ? String(v) : typeof v === 'string' && /^\d+$/.test(v) ? v : null);

/** An update that answers the id of the entity it saved (write.answer.valueFrom: path.id): the answer names that id,
 * as an integer or its text (write.response-valid judges which of them the schema allows). */
function judgeId(key: string, from: string, write: PreparedWrite, answer: HttpExchange): Verdict {
  const source = parseSource(from);
  const wanted = source === null ? null : idText(resolveSource(source, valuesOf(write, answer)));
  if (wanted === null) return skip(`${from} holds no id for this execution: the answer cannot be compared`);
  if (idText(answer.json) === wanted) return { outcome: 'pass', note: `answered the id ${JSON.stringify(answer.json)} (${from})` };
  return { outcome: 'fail', broken: `${key} succeeded without answering the id of the entity it saved (${from})`, expected: `${wanted} (or "${wanted}")`, actual: answer.json === undefined ? `(no JSON body) ${answer.bodyText.slice(0, 80)}` : JSON.stringify(answer.json).slice(0, 120), exchange: answer };
}

export const writeAnswerValue: Check = {
  subject: 'route',
  id: 'write.answer-value',
  family: 'write',
  rule: 'A write whose service answers one value when it succeeds (true for a delete, a link, an e-mail sent; [] for a price storage that refuses none of the rows sent) answers exactly that value on the run\'s own entities: a boolean false, or true as a string, is another answer, though the schema allows it. An update that answers the id of the entity it saved (a downloadable link or sample, a configurable option: write.answer.valueFrom path.id) answers that id, as an integer or its text, not another.',
  source: 'the platform\'s REST functional tests, which assert the value (e.g. CategoryRepositoryTest::testDelete, OrderEmailTest::testOrderEmail, ProductLinkManagementInterfaceTest::testAssign, TierPriceStorageTest::testUpdate, Downloadable LinkRepositoryTest::testUpdate, ConfigurableProduct OptionRepositoryTest::testUpdate, SpecialPriceStorageTest::testDelete; ledger/); the contracts\' write.answer.value, each as the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 answered it (docs/contract-format.md, The write\'s own answer)',
  appliesTo: (route) => writeFamily(route) && (route.write?.answer?.value !== undefined || route.write?.answer?.valueFrom !== undefined),
  skipsWhen: executingSkip,
  async run(ctx): Promise<Verdict> {
    const wanted = ctx.route.write?.answer?.value;
    const from = ctx.route.write?.answer?.valueFrom;
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SYNC);
    if (wanted === undefined && from === undefined) return skip('the contract names no answer value');
    // The route's one synchronous execution, shared with write.response-valid and write.read-back.
    const execution = await syncExecution(ctx);
    if ('outcome' in execution) return execution;
    const { answer } = execution;
    if (answer.status < 200 || answer.status >= 300) return skip(`the write did not succeed (${describeExchange(answer.status, answer.json, answer.bodyText)}): write.response-valid judges its answer`);
    if (wanted === undefined && from !== undefined) return judgeId(ctx.route.key, from, execution.write, answer);
    // Exactly, types included: a scalar or an empty list (JSON text is the same exactly when the value is).
    if (JSON.stringify(answer.json) === JSON.stringify(wanted)) return { outcome: 'pass', note: `answered ${JSON.stringify(wanted)}` };
    return { outcome: 'fail', broken: `${ctx.route.key} succeeded without answering ${JSON.stringify(wanted)}`, expected: JSON.stringify(wanted), actual: answer.json === undefined ? `(no JSON body) ${answer.bodyText.slice(0, 80)}` : JSON.stringify(answer.json).slice(0, 120), exchange: answer };
  },
};
