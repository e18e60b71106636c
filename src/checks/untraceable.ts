// Writes whose traces an edition keeps where REST can neither remove nor verify them (contract `write.untraceableOn`):
// on Adobe Commerce a dated special price (POST /V1/products/special-price with price_from/price_to) becomes a
// Content Staging update that outlives the product, and no REST route lists or removes staging updates (a real
// Adobe Commerce 2.4.6-p1 kept 8 of them after a write run, "Update cct…-sku from 2030-01-01 …"). Such a write is
// neither executed (the write family) nor queued (the async and bulk checks) on that edition: one rule for both.

import type { CompiledRoute, Edition } from '../contracts/types.ts';

/** Why the target's edition rules the write out, or null. An unknown edition may be any of those named. */
export function untraceableOn(route: Pick<CompiledRoute, 'write'>, edition: Edition | null, as: 'executed' | 'queued' = 'executed'): string | null {
  for (const entry of route.write.untraceableOn ?? []) {
    if (edition === null) return `not ${as}: the target's edition is unknown, and on ${entry.editions.join(', ')} ${entry.reason}`;
    if (entry.editions.includes(edition)) return `not ${as} on ${edition}: ${entry.reason}`;
  }
  return null;
}
