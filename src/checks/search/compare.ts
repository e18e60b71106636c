// A filtered answer against the sample (both sorted by the key, ascending): every item it returns must satisfy the
// filter, and every item of the sample that satisfies it must be there. Both pages may be parts of bigger answers:
// an item of the sample whose key is past the last key of a full filtered page may be on its next page, so it is not
// counted missing; the sample holds no item past its own last key, so nothing past it is. When the sample is the
// whole unfiltered answer (total_count no larger than the page), this is the comparison with the whole answer.

import type { CompiledSearch } from '../../contracts/types.ts';
import { compareKeys, keyOf } from './keys.ts';
import type { Page } from './reads.ts';
import { allOf, anyOf, satisfies, type FieldCondition, type Item, type Truth } from './values.ts';

export interface Judgement {
  /** Returned items that do not satisfy the filter. */
  extra: Item[];
  /** Items of the sample that satisfy it and were not returned. */
  missing: Item[];
}

export const agrees = (j: Judgement): boolean => j.extra.length === 0 && j.missing.length === 0;

/** A page is full when it holds as many items as it asked for: more may follow. */
export const isFull = (page: Page): boolean => page.items.length >= page.criteria.pageSize;

/** One group's truth: its filters OR-ed. (The family never puts from and to on one field in one group: the platform's
 * flat tables make them one range there, its EAV collections OR them.) */
export const groupTruth = (item: Item, group: readonly FieldCondition[]): Truth => anyOf(group.map((c) => satisfies(item, c)));

/** Filter groups' truth: the groups AND-ed. */
export const groupsTruth = (item: Item, groups: readonly (readonly FieldCondition[])[]): Truth => allOf(groups.map((g) => groupTruth(item, g)));

export function judge(search: CompiledSearch, sample: Page, answer: Page, holds: (item: Item) => Truth): Judgement {
  const returned = new Set(answer.items.map((item) => keyOf(search, item)));
  const last = answer.items[answer.items.length - 1];
  const reached = (item: Item): boolean => !isFull(answer) || last === undefined || compareKeys(search, item, last) <= 0;
  return {
    extra: answer.items.filter((item) => holds(item) === false),
    missing: sample.items.filter((item) => holds(item) === true && !returned.has(keyOf(search, item)) && reached(item)),
  };
}
