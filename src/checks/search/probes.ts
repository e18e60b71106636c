// The filter probes: a fixed handful of searches, each one filter group whose conditions are OR-ed (so no probe
// depends on how the target combines groups: search.groups judges that), that together put every documented
// condition type to work on fields of the route's items, with values from the sample. Each condition of a probe is
// chosen so that the probe's answer shows it broken: a condition that is ignored matches everything and brings back
// items the probe leaves out; one that matches nothing, or the wrong boundary, loses items that hold. When an answer
// disagrees, the check asks each condition alone, to name the one that is broken.
//
// eq, in, null (with an eq on a value no item has) · like, finset · gt, lt · from, lteq · gteq, to ·
// neq, nlike, nfinset, nin · notnull on the key (every item has one). moreq, which the platform's documents list and
// the real 2.4.7-p3 applies as eq, is a variant: search.bad-criteria records what the target does with it.

import type { FieldChoice } from './fields.ts';
import { equalsValue, likeMatches, scalarAt, type FieldCondition, type Item, type Scalar } from './values.ts';

export interface Probe {
  /** The condition types it judges, for messages and the observation of what was judged. */
  types: string[];
  /** Filter groups, AND-ed; the conditions of a group OR-ed (from and to on one field are one range). The filter
   * probes have one group each; search.groups sends several. */
  groups: FieldCondition[][];
}

const text = (v: Scalar): string => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v));

/** A LIKE pattern from a value that selects some of the sample's text values and not all: the value's first half,
 * else the whole value, followed by %. */
function likeOf(values: readonly string[], items: readonly Item[], field: string, avoid: string): string | null {
  for (const v of values) {
    if (equalsValue(v, avoid) === true) continue;
    for (const prefix of [v.slice(0, Math.max(1, Math.ceil(v.length / 2))), v]) {
      const pattern = `${prefix}%`;
      const hits = items.map((item) => {
        const value = scalarAt(item, field);
        return value === null ? null : likeMatches(value, pattern);
      });
      if (hits.includes(true) && hits.includes(false)) return pattern;
    }
  }
  return null;
}

/** Keys of items for which `pick` holds, at most `n`. */
const keysWhere = (items: readonly Item[], key: string, n: number, pick: (item: Item) => boolean): string[] => items.filter(pick).slice(0, n).map((item) => String(item[key]));

export function buildProbes(choice: FieldChoice, items: readonly Item[], absent: string): Probe[] {
  const probes: Probe[] = [];
  const { text: t, ordered: o, key: k } = choice;
  if (t !== null) {
    const v1 = t.values[0] as string;
    const isV1 = (item: Item): boolean => {
      const v = scalarAt(item, t.field);
      return v !== null && equalsValue(v, v1) === true;
    };
    const p1: FieldCondition[] = [{ field: t.field, type: 'eq', value: v1 }, { field: t.field, type: 'eq', value: absent }];
    const types = ['eq'];
    if (k !== null) {
      const others = keysWhere(items, k, 2, (item) => !isV1(item) && scalarAt(item, t.field) !== null);
      if (others.length > 0) {
        p1.push({ field: k, type: 'in', value: others.join(',') });
        types.push('in');
      }
      p1.push({ field: k, type: 'null', value: '1' });
      types.push('null');
    }
    probes.push({ types, groups: [p1] });
    const like = likeOf(t.values, items, t.field, v1);
    if (like !== null) {
      const outside = t.values.find((v) => likeMatches(v, like) === false && equalsValue(v, v1) !== true) ?? v1;
      probes.push({ types: ['like', 'finset'], groups: [[{ field: t.field, type: 'like', value: like }, { field: t.field, type: 'finset', value: outside }]] });
    }
    const negatives: FieldCondition[] = [
      { field: t.field, type: 'neq', value: v1 },
      { field: t.field, type: 'nlike', value: v1 },
      { field: t.field, type: 'nfinset', value: v1 },
    ];
    const v1Keys = k === null ? [] : keysWhere(items, k, 5, isV1);
    negatives.push(k !== null && v1Keys.length > 0 ? { field: k, type: 'nin', value: v1Keys.join(',') } : { field: t.field, type: 'nin', value: v1 });
    probes.push({ types: ['neq', 'nlike', 'nfinset', 'nin'], groups: [negatives] });
  }
  if (o !== null && o.values.length >= 3) {
    const [d0, d1, d2] = [o.values[0] as Scalar, o.values[1] as Scalar, o.values[2] as Scalar];
    const f = o.field;
    probes.push({ types: ['gt', 'lt'], groups: [[{ field: f, type: 'gt', value: text(d1) }, { field: f, type: 'lt', value: text(d1) }]] });
    // from and to never meet on one field in one group: the platform's flat tables merge them into one range there,
    // its EAV collections OR them (the real 2.4.7-p3); each is paired with the other inclusive bound instead.
    probes.push({ types: ['from', 'lteq'], groups: [[{ field: f, type: 'from', value: text(d2) }, { field: f, type: 'lteq', value: text(d0) }]] });
    probes.push({ types: ['gteq', 'to'], groups: [[{ field: f, type: 'gteq', value: text(d2) }, { field: f, type: 'to', value: text(d0) }]] });
  }
  if (k !== null) probes.push({ types: ['notnull'], groups: [[{ field: k, type: 'notnull', value: '1' }]] });
  return probes;
}
