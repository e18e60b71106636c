// What Adobe Commerce keeps of a customer that goes with the customer (foreign keys on customer_entity that cascade):
// gift registries with their items, reward points. Kept apart from gift-registry.ts and reward.ts, which reach the
// quote services, so that the customer services can call it without importing those.

import type { State } from '../state.ts';

export function dropCommerceDataOf(state: State, customerId: number): void {
  for (const registry of state.giftRegistries.all()) {
    if (registry.customer_id !== customerId) continue;
    state.giftRegistries.delete(Number(registry.entity_id));
    for (const item of state.giftRegistryItems.all()) if (item.entity_id === registry.entity_id) state.giftRegistryItems.delete(Number(item.item_id));
  }
  for (const row of state.rewards.all()) if (row.customer_id === customerId) state.rewards.delete(Number(row.reward_id));
}
