// A read sent without a query parameter it requires (a search without its searchCriteria): the platform's 400 for the
// missing argument, quoted in contracts/bad-input.yaml (a read's missing-required cases name what they leave out). A
// read changes nothing, so this runs at every write level, on the installation's own data: the path parameters are
// the route's fixtures, and the rest of its query is sent as the contract has it.

import { describeExchange } from '../platform-errors.ts';
import { callerUnavailable } from '../stand-in.ts';
import type { Check, CheckContext, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import type { BadInputCase } from '../../contracts/types.ts';
import { readerFor } from '../schema/response-valid.ts';
import { answerOf, casesOf, differingParts, expectedAnswer, show } from './bad-input.ts';

/** The route's query without the parameters a case leaves out: each name, and its [sub] keys (searchCriteria[...]). */
export function queryWithout(query: Readonly<Record<string, string>>, omit: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !omit.some((name) => key === name || key.startsWith(`${name}[`))));
}

/** The cases of a read that leave query parameters out. */
const omittingCases = (cases: readonly BadInputCase[]): BadInputCase[] => cases.filter((c) => c.omitQuery !== undefined);

async function judgeCase(ctx: CheckContext, c: BadInputCase): Promise<Verdict> {
  const caller = readerFor(ctx.permission);
  const missing = callerUnavailable(ctx.target, caller);
  if (missing !== null) return skip(missing);
  const path = await ctx.resolvePath('real');
  if (typeof path !== 'string') return skip(path.reason);
  const query = queryWithout(ctx.route.query, c.omitQuery ?? []);
  const res = await ctx.call(caller, { path, query });
  ctx.observe('bad-input', { check: c.check, what: c.what, answer: answerOf(res) });
  const expected = expectedAnswer(c.answer, { unknown: null, params: {}, body: undefined });
  const actual = answerOf(res);
  const differs = differingParts(actual, expected);
  if (differs.length === 0) return pass(`${c.what}: ${show(actual)}`);
  const broken = (what: string): string => `${ctx.route.key} given ${c.what}: ${what}`;
  if (res.status >= 500) return { outcome: 'fail', broken: broken(`answered ${res.status}, not the platform's error for the missing argument`), expected: show(expected), actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  if (res.status >= 200 && res.status < 300) return { outcome: 'fail', broken: broken('answered as if nothing were missing'), expected: show(expected), actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  return { outcome: 'fail', broken: broken(`answered another ${differs.join(', ')} than the platform's error for the missing argument`), expected: show(expected), actual: show(actual), exchange: res };
}

export const inputMissingOnRead: Check = {
  subject: 'route',
  id: 'input.missing-on-read',
  family: 'input',
  rule: 'A read sent without a query parameter it requires (a search without its searchCriteria) answers the platform\'s 400 \'"%fieldName" is required. Enter and try again.\' naming it, never a 2xx as if nothing were missing and never a 5xx. A read changes nothing: it is judged at every write level.',
  source: 'Magento\\Framework\\Webapi\\ServiceInputProcessor (InputException::requiredField for a missing argument); api-functional CustomerRepositoryTest::testSearchCustomersUsingGETEmptyFilter; the real installations\' answers quoted in contracts/bad-input.yaml',
  appliesTo: (route) => route.method === 'GET' && route.base === 'store' && omittingCases(casesOf(route, 'missing-required')).length > 0,
  async run(ctx) {
    const notes: string[] = [];
    for (const c of omittingCases(casesOf(ctx.route, 'missing-required'))) {
      const verdict = await judgeCase(ctx, c);
      if (verdict.outcome !== 'pass') return verdict;
      notes.push(verdict.note ?? c.what);
    }
    return pass(notes.join(' | '));
  },
};
