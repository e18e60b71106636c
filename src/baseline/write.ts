// A baseline from a run: every failing check and subject of the run becomes a waiver of its class (the verdict's
// `broken` sentence), stamped with the day and the target's fingerprint (edition, release, published schema hash) and
// an empty reason for a person to fill. Written over an earlier baseline, a waiver that still matches (same check,
// subject and class) keeps what people wrote (reason, until) and when it was first seen; one whose check passed is
// dropped; one the run did not judge (not run, skipped, no verdict) is kept as it was.

import type { LoadedRun } from '../report/load-run.ts';
import { fingerprintField } from '../report/load-run.ts';
import { schemaHashOfFile } from '../report/schema-hash.ts';
import type { TestRecord } from '../report/run.ts';
import { waiverKey, type Baseline, type Seen, type Waiver } from './baseline-file.ts';

/** A waiver to write: a file line is given to it when it is written. */
export type WaiverDraft = Omit<Waiver, 'line'>;

export interface BaselineDraft {
  waivers: WaiverDraft[];
  /** Waivers of the earlier baseline kept as they were, with what people wrote. */
  kept: WaiverDraft[];
  /** Failures written down for the first time (their reason is empty). */
  added: WaiverDraft[];
  /** Earlier waivers whose check and subject passed, or failed with another class (then `added` has the new one). */
  dropped: Array<{ waiver: Waiver; why: 'passed' | 'another class' }>;
  /** Earlier waivers the run did not judge (not run, skipped, no verdict): kept untouched. */
  unjudged: Waiver[];
  /** Tests that ended without a verdict: not waivable (the target could not be tested, or the suite broke). */
  errors: number;
}

/** The fingerprint a new waiver records: the run's date and the target as the run saw it. */
export function seenIn(run: LoadedRun, date: string): Seen {
  const fingerprint = run.run.fingerprint;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const recorded = fingerprintField(fingerprint, 'publishedSchema');
  const hash = recorded !== null && typeof recorded === 'object' ? text((recorded as { sha256?: unknown }).sha256) : null;
  return {
    date,
    edition: text(fingerprintField(fingerprint, 'edition')),
    release: text(fingerprintField(fingerprint, 'release')),
    // Runs written before fingerprints carried the hash: computed from the schema the run saved.
    schema: hash ?? schemaHashOfFile(run.publishedSchemaFile),
  };
}

export function draftBaseline(run: LoadedRun, previous: Baseline | null, date: string): BaselineDraft {
  const seen = seenIn(run, date);
  const earlier = new Map((previous?.waivers ?? []).map((w) => [waiverKey(w), w]));
  const tests = new Map<string, TestRecord>();
  for (const t of run.run.tests) if (!tests.has(waiverKey(t))) tests.set(waiverKey(t), t);

  const kept: WaiverDraft[] = [];
  const added: WaiverDraft[] = [];
  const dropped: BaselineDraft['dropped'] = [];
  const unjudged: Waiver[] = [];
  for (const t of tests.values()) {
    if (t.outcome !== 'fail') continue;
    const before = earlier.get(waiverKey(t));
    if (before !== undefined && before.broken === t.broken) kept.push(draftOf(before));
    else {
      if (before !== undefined) dropped.push({ waiver: before, why: 'another class' });
      added.push({ check: t.check, route: t.route, broken: t.broken, seen, reason: null, until: null });
    }
  }
  for (const w of earlier.values()) {
    const t = tests.get(waiverKey(w));
    if (t === undefined || t.outcome === 'skip' || t.outcome === 'error') unjudged.push(w);
    else if (t.outcome === 'pass') dropped.push({ waiver: w, why: 'passed' });
  }
  const waivers = [...kept, ...added, ...unjudged.map(draftOf)].sort((a, b) => a.check.localeCompare(b.check) || a.route.localeCompare(b.route));
  return { waivers, kept, added, dropped, unjudged, errors: run.run.tests.filter((t) => t.outcome === 'error').length };
}

function draftOf(w: Waiver): WaiverDraft {
  const { line: _line, ...draft } = w;
  return draft;
}
