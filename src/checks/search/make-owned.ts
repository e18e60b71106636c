// Items of the run's own on a search route's entity, made through the owned factories (src/checks/owned/entities.ts)
// with the admin identity (and what they need: a tax rule's rate and classes, a coupon's rule) and named with the run's prefix, so the sweep removes them at the end: search.exact makes
// three to search for, read.list-item one to hold its list item against its item read.

import { factoryOpsOf } from '../owned/bind.ts';
import { createOwned, OWNED_FACTORIES } from '../owned/entities.ts';
import type { CheckContext } from '../types.ts';
import type { OwnedList } from './owned-lists.ts';

/** Make the items named `names`, one after the other (their keys ascend in that order); null, or why they were not. */
export async function makeOwnedItems(ctx: CheckContext, list: OwnedList, names: readonly string[]): Promise<string | null> {
  const factory = OWNED_FACTORIES[list.kind];
  if (factory.level === 'full' && ctx.target.writes !== 'full') return `not made: the run's own ${factory.sweptAs} is made at COMMERCE_WRITES=full only`;
  for (const reference of factory.reads) {
    const res = await ctx.call('admin', { method: 'GET', path: reference.path });
    if (res.status !== 200 || !reference.holds(res.json)) return `not made: the run's own ${factory.sweptAs} needs ${reference.path}, which answered ${res.status}${res.status === 200 ? ' without it' : ''}`;
  }
  const ops = factoryOpsOf(ctx);
  if (ops === null) return 'not made: the run\'s services are not wired into the check context';
  for (const name of names) {
    const made = await createOwned(ops, list.kind, name);
    if ('reason' in made) return `not judged: ${made.reason}`;
  }
  return null;
}

/** A short random tag, so that two runs' (or two checks') items never share a name. */
export const nameTag = (): string => Math.random().toString(36).slice(2, 5).padEnd(3, '0');

/** The value of the list's field that a factory given `name` makes (customers: the e-mail address). */
export const ownedValueFor = (list: OwnedList, name: string): string => (list.kind === 'customer' ? `${name}@example.com` : name);
