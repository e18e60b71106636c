// One entity as two reads answer it (a list item and the item read), compared key by key in both directions. The
// differences the contract declares (search.item: itemOnly, listOnly, differs; JSON pointers, `*` for any list
// index) are the platform's own and are not reported. Pure.

import type { CompiledListItem } from '../../contracts/types.ts';
import { isObject, type Json } from './projection.ts';

export interface ItemDifference {
  at: string;
  /** list-only: the list answers it, the item read does not; item-only: the other way; changed: both, other values. */
  kind: 'list-only' | 'item-only' | 'changed';
  list: Json | undefined;
  item: Json | undefined;
}

const segments = (pointer: string): string[] => pointer.split('/').slice(1);

/** Whether a declared pointer names this place (`*` matches any list index). */
function names(declared: string, at: string): boolean {
  const want = segments(declared);
  const got = segments(at);
  return want.length === got.length && want.every((s, i) => s === got[i] || (s === '*' && /^\d+$/.test(got[i] ?? '')));
}

const declaredAt = (map: Record<string, string>, at: string): boolean => Object.keys(map).some((d) => names(d, at));

export function compareItems(list: Json, item: Json, declared: Pick<CompiledListItem, 'itemOnly' | 'listOnly' | 'differs'>, at = '', out: ItemDifference[] = [], limit = 5): ItemDifference[] {
  if (out.length >= limit || (at !== '' && declaredAt(declared.differs, at))) return out;
  if (isObject(list) && isObject(item)) {
    for (const key of Object.keys(list)) {
      const where = `${at}/${key}`;
      if (key in item) compareItems(list[key] as Json, item[key] as Json, declared, where, out, limit);
      else if (!declaredAt(declared.listOnly, where)) out.push({ at: where, kind: 'list-only', list: list[key], item: undefined });
      if (out.length >= limit) return out;
    }
    for (const key of Object.keys(item)) {
      const where = `${at}/${key}`;
      if (!(key in list) && !declaredAt(declared.itemOnly, where)) out.push({ at: where, kind: 'item-only', list: undefined, item: item[key] });
      if (out.length >= limit) return out;
    }
    return out;
  }
  if (Array.isArray(list) && Array.isArray(item) && list.length === item.length) {
    list.forEach((l, i) => compareItems(l, item[i] as Json, declared, `${at}/${i}`, out, limit));
    return out;
  }
  if (JSON.stringify(list) !== JSON.stringify(item)) out.push({ at: at === '' ? '/' : at, kind: 'changed', list, item });
  return out;
}

const shown = (v: Json | undefined): string => {
  const text = JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

export function describeItemDifference(d: ItemDifference): string {
  if (d.kind === 'list-only') return `${d.at}: ${shown(d.list)} in the list, absent from the item read`;
  if (d.kind === 'item-only') return `${d.at}: absent from the list, ${shown(d.item)} in the item read`;
  return `${d.at}: ${shown(d.list)} in the list, ${shown(d.item)} in the item read`;
}
