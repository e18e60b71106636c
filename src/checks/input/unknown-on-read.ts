// A read naming what no entity is: the platform's not-found answer for it, quoted in contracts/bad-input.yaml (a
// read's cases replace a path parameter). A read changes nothing, so this runs at every write level, on the
// installation's own data: the other path parameters are the route's fixtures (the configured customer's cart for a
// `mine` route), and only the parameter the case names is replaced.

import { describeExchange, messageOf } from '../platform-errors.ts';
import { callerUnavailable } from '../stand-in.ts';
import type { Check, CheckContext, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import type { BadInputCase } from '../../contracts/types.ts';
import { readerFor } from '../schema/response-valid.ts';
import { answerOf, casesOf, differingParts, expectedAnswer, show, UNKNOWN_ID } from './bad-input.ts';

/** The value no entity has for a parameter: an id beyond any auto-increment where the parameter is an id (its
 * harmless value is a number), else a code under the run's prefix (no installation's data carries it). */
export async function unknownValueFor(ctx: CheckContext, param: string): Promise<string> {
  const harmless = await ctx.resolvePath('harmless');
  const at = ctx.route.path.split('/').indexOf(`:${param}`);
  const value = typeof harmless === 'string' && at >= 0 ? harmless.split('/')[at] : undefined;
  return value !== undefined && /^\d+$/.test(value) ? String(UNKNOWN_ID) : `${ctx.async?.prefix ?? 'conformance'}-nothing`;
}

async function judgeCase(ctx: CheckContext, c: BadInputCase): Promise<Verdict> {
  const param = c.unknownParam;
  if (param === undefined) return skip(`contracts/bad-input.yaml gives the read ${ctx.route.key} a case that replaces no path parameter (${c.what})`);
  const caller = readerFor(ctx.permission);
  const missing = callerUnavailable(ctx.target, caller);
  if (missing !== null) return skip(missing);
  const unknown = c.unknownValue ?? (await unknownValueFor(ctx, param));
  const path = await ctx.resolvePath('real', { [param]: unknown });
  if (typeof path !== 'string') return skip(path.reason);
  const res = await ctx.call(caller, { path, query: ctx.route.query });
  ctx.observe('bad-input', { check: c.check, what: c.what, answer: answerOf(res) });
  const expected = expectedAnswer(c.answer, { unknown, params: { [param]: unknown }, body: undefined });
  const actual = answerOf(res);
  const differs = differingParts(actual, expected);
  if (differs.length === 0) return pass(`${c.what}: ${show(actual)}`);
  // What the installation's data cannot serve (a `mine` route's customer with no active cart) is said, not judged;
  // the case's own answer came first (a reset token's refusal is both the read's "unavailable" and this case's answer).
  const documented = ctx.route.response.unavailableWhen.find((u) => u.status === res.status && u.message === messageOf(res.json));
  if (documented !== undefined) return skip(`not exercised: ${documented.reason} (${describeExchange(res.status, res.json, res.bodyText)})`);
  const broken = (what: string): string => `${ctx.route.key} given ${c.what}: ${what}`;
  if (res.status >= 500) return { outcome: 'fail', broken: broken(`answered ${res.status}, not the platform's not-found`), expected: show(expected), actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  if (res.status >= 200 && res.status < 300) return { outcome: 'fail', broken: broken('answered as if it existed'), expected: show(expected), actual: describeExchange(res.status, res.json, res.bodyText), exchange: res };
  return { outcome: 'fail', broken: broken(`answered another ${differs.join(', ')} than the platform's not-found`), expected: show(expected), actual: show(actual), exchange: res };
}

export const inputUnknownOnRead: Check = {
  subject: 'route',
  id: 'input.unknown-on-read',
  family: 'input',
  rule: 'A read naming what does not exist (a path parameter no entity has: an id, a gift card code, a password reset token no e-mail gave) answers the platform\'s refusal for it, with its status, its message and its parameters; never a 5xx, never a 2xx as if it existed. A read changes nothing: it is judged at every write level.',
  source: 'the repositories\' and services\' own wordings (NoSuchEntityException, InputException); the real installations\' answers quoted in contracts/bad-input.yaml (Adobe Commerce 2.4.6-p1\'s GiftCardAccountManagement::checkGiftCard: issue 36 §1; AccountManagement::validateResetPasswordLinkToken, which api-functional\'s AccountManagementTest asserts)',
  appliesTo: (route) => route.method === 'GET' && route.base === 'store' && casesOf(route, 'unknown-reference').length > 0,
  async run(ctx) {
    const notes: string[] = [];
    for (const c of casesOf(ctx.route, 'unknown-reference')) {
      const verdict = await judgeCase(ctx, c);
      if (verdict.outcome !== 'pass') return verdict;
      notes.push(verdict.note ?? c.what);
    }
    return pass(notes.join(' | '));
  },
};
