// Every field a write sent, compared with what its read answers (readBack.sent): deep, through nested objects and
// collections. The platform's normalisations that hold on every route are here, each with where it was seen; what one
// route answers elsewhere or not at all is its contract's (readBack.sent.unanswered / answeredAs, with the reason).
//
// - Numbers and booleans: the platform answers decimals as strings ("10.000000" for 10, "4" for attribute_set_id 4)
//   and booleans as 0/1 ("1" for true): the same value (sameValue in verify.ts; real 2.4.7-p3 GET /V1/products/:sku,
//   GET /V1/products/:sku/options/:optionId, tests/corpus/real-2.4.7-p3/whole-entities/).
// - Collection order: a collection is compared element by element whatever the order the platform answers it in
//   (custom options by sort_order, custom attributes in attribute order); each element sent matches one element shown.
// - Generated ids and the defaults the platform fills in are fields it answers that were not sent: never compared.
// - An empty collection sent may be answered absent (the platform leaves out what it holds none of).

import { valueAtPointer, parsePointer } from '../../contracts/read-back.ts';
import { fieldOf, leavesOf, under } from '../../contracts/sent-fields.ts';
import type { RawSentFields } from '../../contracts/types.ts';

/** One sent field the read shows otherwise. */
export interface SentDifference {
  pointer: string;
  sent: unknown;
  shown: unknown;
}

export interface SentComparison {
  /** The scalar fields compared (with indices: product.options[0].values[1].price). */
  compared: number;
  /** Fields the contract declares the read does not answer, left out of the comparison. */
  unanswered: number;
  differences: SentDifference[];
}

type Same = (sent: unknown, shown: unknown) => boolean;

/**
 * The body's entity (sent.from) against the read's answer at its place (`shown`: the answer at sent.at, or the item a
 * read-back matched), `same` judging two scalars. `answer` is the read's whole answer (where answeredAs points).
 */
export function compareSent(sent: RawSentFields, body: unknown, shown: unknown, same: Same): SentComparison {
  const out: SentComparison = { compared: 0, unanswered: 0, differences: [] };
  const unanswered = Object.keys(sent.unanswered ?? {});
  const elsewhere = Object.entries(sent.answeredAs ?? {});
  // Fields the read answers at another place are compared there, and not where the body has them.
  const moved = new Set(elsewhere.map(([field]) => field));
  const walk = (value: unknown, seen: unknown, pointer: string, into: SentComparison): void => {
    if (into === out && moved.has(pointer)) return;
    if (unanswered.some((d) => under(fieldOf(pointer), d))) {
      into.unanswered += 1;
      return;
    }
    if (Array.isArray(value)) {
      if (value.length === 0) {
        if (seen === undefined || seen === null || (Array.isArray(seen) && seen.length === 0)) into.compared += 1;
        else into.differences.push({ pointer, sent: value, shown: seen });
        return;
      }
      // A collection answered absent or empty was dropped as a whole: one difference, at the collection.
      if (!Array.isArray(seen) || seen.length === 0) {
        into.differences.push({ pointer, sent: value, shown: seen });
        return;
      }
      const used = new Set<number>();
      value.forEach((element, i) => {
        // The element shown that matches it, whatever the order; when none does, the closest one tells what differs.
        let best: { index: number; result: SentComparison } | null = null;
        for (const [j, candidate] of seen.entries()) {
          if (used.has(j)) continue;
          const result: SentComparison = { compared: 0, unanswered: 0, differences: [] };
          walk(element, candidate, `${pointer}[${i}]`, result);
          if (best === null || result.differences.length < best.result.differences.length) best = { index: j, result };
          if (result.differences.length === 0) break;
        }
        if (best === null) {
          into.differences.push({ pointer: `${pointer}[${i}]`, sent: element, shown: undefined });
          return;
        }
        used.add(best.index);
        into.compared += best.result.compared;
        into.unanswered += best.result.unanswered;
        into.differences.push(...best.result.differences);
      });
      return;
    }
    if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.length === 0) {
        into.compared += 1;
        return;
      }
      const inner = seen !== null && typeof seen === 'object' && !Array.isArray(seen) ? (seen as Record<string, unknown>) : {};
      for (const [key, v] of entries) walk(v, seen === undefined || seen === null ? undefined : inner[key], pointer === '' ? key : `${pointer}.${key}`, into);
      return;
    }
    into.compared += 1;
    if (!same(value, seen)) into.differences.push({ pointer, sent: value, shown: seen });
  };
  for (const [field, at] of elsewhere) {
    const value = valueAtPointer(body, parsePointer(field) ?? []);
    if (value === undefined) continue;
    const side: SentComparison = { compared: 0, unanswered: 0, differences: [] };
    walk(value, valueAtPointer(shown, parsePointer(at) ?? []), field, side);
    out.compared += side.compared;
    out.unanswered += side.unanswered;
    out.differences.push(...side.differences);
  }
  walk(valueAtPointer(body, parsePointer(sent.from) ?? []), shown, sent.from, out);
  // Fields outside the entity (an argument of the call: the new customer's password) are counted as declared.
  if (sent.from !== '') out.unanswered += leavesOf(body).filter((leaf) => !under(fieldOf(leaf), sent.from) && unanswered.some((d) => under(fieldOf(leaf), d))).length;
  return out;
}
