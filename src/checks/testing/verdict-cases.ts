// The unit tests beside the checks as tables: a canned answer in (a fake context), a verdict out. A case states the
// whole verdict it expects (outcome, and the note, the reason or broken / expected / actual), so a check that changes
// what it says fails its test, not only a check that changes its outcome.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CompiledRoute } from '../../contracts/types.ts';
import type { Check, PageCheck, Verdict } from '../types.ts';
import { fakeContext, type Fake, type FakeOptions } from './fake-context.ts';

/** Exact text, or a pattern where the text carries something the case does not fix (a generated name). */
export type Text = string | RegExp;

export type ExpectedVerdict =
  /** No note means the verdict must have none. */
  | { outcome: 'pass'; note?: Text }
  | { outcome: 'skip'; reason: Text }
  /** exchange: whether the failure carries the answer it judged (default true: every failure on a call does). */
  | { outcome: 'fail'; broken: Text; expected: Text; actual: Text; exchange?: boolean };

export interface VerdictCase {
  name: string;
  fake?: FakeOptions;
  want: ExpectedVerdict;
  /** What else the case proves: the calls the check made, what it observed. */
  then?: (fake: Fake, verdict: Verdict) => void;
}

function same(field: string, actual: string | undefined, want: Text | undefined): void {
  if (want instanceof RegExp) assert.match(actual ?? '', want, field);
  else assert.equal(actual, want, field);
}

export function expectVerdict(verdict: Verdict, want: ExpectedVerdict): void {
  assert.equal(verdict.outcome, want.outcome, `outcome of ${JSON.stringify(verdict)}`);
  if (verdict.outcome === 'pass' && want.outcome === 'pass') same('note', verdict.note, want.note);
  if (verdict.outcome === 'skip' && want.outcome === 'skip') same('reason', verdict.reason, want.reason);
  if (verdict.outcome === 'fail' && want.outcome === 'fail') {
    same('broken', verdict.broken, want.broken);
    same('expected', verdict.expected, want.expected);
    same('actual', verdict.actual, want.actual);
    assert.equal(verdict.exchange !== undefined, want.exchange ?? true, 'the failure carries the exchange it judged');
  }
}

/** One node:test test per case, titled by the check's id and the case. */
export function verdictCases(check: Check, cases: readonly VerdictCase[]): void {
  for (const c of cases) {
    test(`${check.id}: ${c.name}`, async () => {
      const fake = fakeContext(c.fake);
      const verdict = await check.run(fake.ctx);
      expectVerdict(verdict, c.want);
      c.then?.(fake, verdict);
    });
  }
}

/** What a check declares at collection for `route` (Check.skipsWhen) with writes denied and allowed; null = it runs. */
export function declaredSkips(check: Check, route: CompiledRoute): { deny: string | null; allow: string | null } {
  const skipsWhen = check.skipsWhen ?? (() => null);
  return { deny: skipsWhen(route, { writes: 'deny' }), allow: skipsWhen(route, { writes: 'allow' }) };
}

/** A case of a page check (PageCheck): what the browser saw in, a verdict out. */
export interface PageCase<V> {
  name: string;
  seen: V;
  want: ExpectedVerdict;
}

/** One node:test test per case, titled by the check's id and the case. */
export function pageCases<V>(check: PageCheck<V>, cases: ReadonlyArray<PageCase<V>>): void {
  for (const c of cases) test(`${check.id}: ${c.name}`, () => expectVerdict(check.judge(c.seen), c.want));
}
