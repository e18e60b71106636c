// Allure's failures grouped by cause: each failed test's verdict record says why it failed (the target broke a rule,
// the target could not be tested, the baseline waives it or does not), that cause opens the message Allure shows, and
// categories.json (written into the results folder by reporters/allure.ts) sorts the results by that first line.
// Allure matches a category on the result's status and message only, hence the cause in the message's first line.

import { baselineOf } from './baseline-mark.ts';
import type { VerdictRecord } from './verdict-record.ts';

export type AllureCauseId = 'known' | 'new' | 'baseline-update' | 'platform-finding' | 'target-precondition';

/** One entry of Allure's categories.json (Allure 2 and Allure 3's classic and allure2 plugins read it). */
export interface AllureCategory {
  name: string;
  description: string;
  matchedStatuses: string[];
  /** Matched against the whole message (Allure 2 matches the whole text, Allure 3 searches it: both agree here). */
  messageRegex: string;
}

interface Cause {
  id: AllureCauseId;
  /** The category's name in Allure. */
  name: string;
  description: string;
  /** How the cause line of the message starts (the category's regex anchors on it). */
  opening: string;
  statuses: string[];
}

const FAILED = ['failed', 'broken'];

/** Every cause, in the order Allure lists the categories. */
export const ALLURE_CAUSES: readonly Cause[] = [
  {
    id: 'new',
    name: 'New failures (not in the baseline)',
    description: 'The target broke a rule and the baseline (COMMERCE_BASELINE) does not waive this failure: it fails the run.',
    opening: 'New failure',
    statuses: FAILED,
  },
  {
    id: 'baseline-update',
    name: 'Baseline to update',
    description: 'A waiver of the baseline expired (its until has passed), or a waived check passes under COMMERCE_BASELINE_STRICT=1: renew, fix or remove the waiver.',
    opening: 'Baseline to update',
    statuses: FAILED,
  },
  {
    id: 'platform-finding',
    name: 'Platform findings',
    description: 'The target broke a rule of the contract (the verdict names the rule, what was expected and what came); no baseline judged it.',
    opening: 'Platform finding',
    statuses: FAILED,
  },
  {
    id: 'target-precondition',
    name: 'Target preconditions (no verdict)',
    description: 'The test ended without a verdict: the target could not be tested (unreachable, a timeout, a precondition the run stops on) or the suite itself threw.',
    opening: 'Target precondition',
    statuses: FAILED,
  },
  {
    id: 'known',
    name: 'Known failures (waived by the baseline)',
    description: 'A failure the baseline waives, with its reason: reported, and it does not fail the run (Allure shows it passed, as an expected failure).',
    opening: 'Known failure',
    // A waived failure ends as an expected failure: allure-playwright reports it passed.
    statuses: ['passed', ...FAILED],
  },
];

/** The cause of a test that ended failed (or failed as expected), or null for a pass or a skip. */
export function allureCause(record: VerdictRecord): { id: AllureCauseId; line: string } | null {
  const mark = baselineOf(record);
  if (record.outcome === 'error') return { id: 'target-precondition', line: 'Target precondition: the test ended without a verdict (the target could not be tested)' };
  if (mark?.status === 'fixed' && mark.strict === true) return { id: 'baseline-update', line: 'Baseline to update: the waived check passes now; remove its waiver (COMMERCE_BASELINE_STRICT=1)' };
  if (record.outcome !== 'fail') return null;
  if (mark?.status === 'known') return { id: 'known', line: `Known failure (waived by the baseline): ${mark.reason?.trim() || 'no reason written'}` };
  if (mark?.status === 'expired') return { id: 'baseline-update', line: `Baseline to update: the waiver expired${mark.until ? ` (until ${mark.until})` : ''}; the failure counts again` };
  if (mark?.status === 'new') return { id: 'new', line: 'New failure: the baseline does not waive it' };
  return { id: 'platform-finding', line: 'Platform finding: the target broke a rule of the contract' };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** categories.json: one category per cause, matching the cause line the Allure reporter puts first in the message. */
export function allureCategories(): AllureCategory[] {
  return ALLURE_CAUSES.map((c) => ({ name: c.name, description: c.description, matchedStatuses: c.statuses, messageRegex: `^${escapeRegex(c.opening)}\\b[\\s\\S]*` }));
}

/** The message Allure shows: the cause line, then the failure message as the worker formatted it. */
export function withCause(message: string, record: VerdictRecord): string {
  const cause = allureCause(record);
  return cause === null ? message : `${cause.line}\n${message}`;
}
