// What a baseline makes of one verdict (the runner asks for every test of a run under COMMERCE_BASELINE):
// - a failure of the waived class on a waived check and subject is known (it does not fail the run), or expired when
//   its waiver's `until` has passed (the run's date is after the date, or the target is at the release or later);
// - any other failure is new, naming the waived class when the check and subject have a waiver for another one;
// - a pass of a waived check and subject is fixed: remove the waiver (strict: the test fails until it is removed).
// Skips and tests without a verdict are not judged: nothing was learnt about the waived failure.

import { isEmpty, within, type ReleaseSpan } from '../contracts/release-span.ts';
import type { BaselineMark, VerdictRecord } from '../report/verdict-record.ts';
import { DATE, waiverKey, type Baseline, type Waiver } from './baseline-file.ts';

/** The run a baseline is applied in: what is known of the target's release, and the run's date. */
export interface RunMoment {
  /** The releases the target may be (fingerprint.json releaseSpan). */
  span: ReleaseSpan;
  /** The day the run started, YYYY-MM-DD (UTC). */
  date: string;
}

export type Judge = (record: VerdictRecord) => BaselineMark | undefined;

export function baselineJudge(baseline: Baseline, moment: RunMoment, strict: boolean): Judge {
  const byKey = new Map(baseline.waivers.map((w) => [waiverKey(w), w]));
  return (record) => {
    if (record.outcome !== 'fail' && record.outcome !== 'pass') return undefined;
    const waiver = byKey.get(waiverKey(record));
    if (waiver === undefined) return record.outcome === 'fail' ? { status: 'new' } : undefined;
    const about = describeWaiver(baseline, waiver);
    if (record.outcome === 'pass') return { status: 'fixed', ...about, waived: waiver.broken, ...(strict ? { strict: true } : {}) };
    if (record.broken !== waiver.broken) return { status: 'new', ...about, waived: waiver.broken };
    return { status: expired(waiver, moment) ? 'expired' : 'known', ...about };
  };
}

/** The waiver as a mark names it: where it is written, its reason and expiry when given. */
function describeWaiver(baseline: Baseline, waiver: Waiver): Pick<BaselineMark, 'waiver' | 'reason' | 'until'> {
  return {
    waiver: `${baseline.file}:${waiver.line}`,
    ...(waiver.reason === null ? {} : { reason: waiver.reason }),
    ...(waiver.until === null ? {} : { until: waiver.until }),
  };
}

/** A date expires the day after it; a release once every release the target may be is that release or later (a
 * target known only as "some 2.4.x" does not expire a waiver until 2.4.8). */
export function expired(waiver: Pick<Waiver, 'until'>, moment: RunMoment): boolean {
  const until = waiver.until;
  if (until === null) return false;
  if (DATE.test(until)) return moment.date > until;
  // Built by hand, not with spanOf: a release of a line the suite does not know yet (2.5.0) is still an expiry.
  return !isEmpty(moment.span) && within(moment.span, { lo: { release: until, inclusive: true }, hi: null });
}
