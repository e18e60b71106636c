// Every field a write sent (readBack.sent, RawSentFields): the body's fields named as pointers with `[]` for any
// element of a collection, and the lint that holds a contract to naming every one of them: compared under `from`, or
// declared as answered elsewhere or not at all, with the platform's reason.

import { parsePointer, valueAtPointer } from './read-back.ts';
import type { RawReadBack, RawRoute } from './types.ts';

/** "product.options[0].values[1].price" → "product.options[].values[].price": the field, whichever element. */
export const fieldOf = (pointer: string): string => pointer.replace(/\[\d+\]/g, '[]');

/** Whether `field` (a body pointer with `[]`) is `declared` or lies under it. */
export function under(field: string, declared: string): boolean {
  const d = fieldOf(declared);
  return d === '' || field === d || field.startsWith(`${d}.`) || field.startsWith(`${d}[]`);
}

/** The pointers of every scalar (and every empty collection or object) of a body, with their indices. */
export function leavesOf(node: unknown, at = ''): string[] {
  const join = (key: string): string => (at === '' ? key : `${at}.${key}`);
  if (Array.isArray(node)) return node.length === 0 ? [at] : node.flatMap((v, i) => leavesOf(v, `${at}[${i}]`));
  if (node !== null && typeof node === 'object') {
    const entries = Object.entries(node);
    return entries.length === 0 ? [at] : entries.flatMap(([k, v]) => leavesOf(v, join(k)));
  }
  return [at];
}

/** readBack.sent against the write's contract body: `from` is a place of the body, every field outside it is declared,
 * every declaration names a field the body has, and a delete or an unlink has nothing sent to compare. */
export function lintSent<E>(write: RawRoute, readBack: RawReadBack, problem: (path: Array<string | number>, message: string, hint: string) => E): E[] {
  const sent = readBack.sent;
  if (sent === undefined) return [];
  const errors: E[] = [];
  if (readBack.expect === 'deleted' || readBack.expect === 'unlinked') errors.push(problem(['sent'], `expect: ${readBack.expect} reads back no fields`, 'remove sent: what a delete sent is its path'));
  if (sent.at === undefined && readBack.item === undefined) errors.push(problem(['sent'], 'sent names no place in the answer', "add at: <pointer into the answer> ('' for the answer itself), or an item"));
  if (sent.at !== undefined && parsePointer(sent.at) === null) errors.push(problem(['sent', 'at'], `"${sent.at}" is not a pointer`, "write '' for the answer itself, or items[0]"));
  const from = parsePointer(sent.from);
  const root = from === null ? undefined : valueAtPointer(write.body, from);
  if (from === null || root === null || typeof root !== 'object') {
    errors.push(problem(['sent', 'from'], `"${sent.from}" names no object of the contract body of ${write.method} ${write.path}`, "name the entity the body sends: product, or '' for the whole body"));
    return errors;
  }
  const fields = leavesOf(write.body).map(fieldOf);
  const declared = [...Object.keys(sent.unanswered ?? {}), ...Object.keys(sent.answeredAs ?? {})];
  for (const field of new Set(fields)) {
    if (sent.from !== '' && !under(field, sent.from) && !declared.some((d) => under(field, d))) {
      errors.push(problem(['sent'], `the body's ${field} is neither under ${sent.from} nor declared`, `declare it in unanswered (why the read does not answer it) or answeredAs (where it does)`));
    }
  }
  for (const d of declared) {
    if (parsePointer(d.replace(/\[\]/g, '[0]')) === null) errors.push(problem(['sent', d], `"${d}" is not a body pointer`, 'write product.custom_attributes or product.options[].values[].price'));
    else if (!fields.some((f) => under(f, d))) errors.push(problem(['sent', d], `"${d}": the contract body of ${write.method} ${write.path} has nothing there`, 'name a field the body sends'));
  }
  for (const [d, answer] of Object.entries(sent.answeredAs ?? {})) {
    if (d.includes('[]')) errors.push(problem(['sent', 'answeredAs', d], `"${d}" is inside a collection`, 'answeredAs names a field outside collections'));
    if (parsePointer(answer) === null) errors.push(problem(['sent', 'answeredAs', d], `"${answer}" is not a pointer into the answer`, 'write extension_attributes.stock_item.qty'));
  }
  return errors;
}
