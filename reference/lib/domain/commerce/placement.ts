// What the Adobe Commerce modules do when an order is placed from a cart (the observers of sales_model_service_quote_
// submit_before / checkout_submit_all_after that REST checkouts dispatch too): the gift cards are charged, the store
// credit flag is carried over, and a customer earns the reward points of the cart rules applied.

import type { Ctx } from '../context.ts';
import { asNumber } from '../context.ts';
import { COMMERCE_EDITION_FAULT } from '../faults.ts';
import type { JsonObject } from '../json.ts';
import { phpRound } from '../rounding.ts';
import type { CartTotals } from '../sales/index.ts';
import { chargeCards } from './gift-card-accounts.ts';
import { isObject } from '../json.ts';
import { addComment, statusField } from '../sales/common.ts';

export function afterCommercePlacement(ctx: Ctx, orderId: number, cart: JsonObject, totals: CartTotals): void {
  if (!ctx.state.commerce) return;
  const order = ctx.state.orders.get(orderId);
  if (order === undefined) return;
  chargeCards(ctx, order, totals.giftCards?.cards ?? []);
  // Fault giftcard-total-not-deducted: the order is placed as if the cards took nothing off its grand total (they
  // are charged and listed all the same).
  const used = totals.giftCards?.used ?? 0;
  if (used > 0 && ctx.options.faults.has(COMMERCE_EDITION_FAULT.giftcardTotalNotDeducted)) {
    for (const field of ['grand_total', 'base_grand_total', 'total_due', 'base_total_due'] as const) order[field] = phpRound(asNumber(order[field], 0) + used);
  }
  // Store credit applied to the quote (POST /V1/carts/mine/balance/apply): the order carries its amount, 0 (no REST
  // route credits a customer, customer-balance.ts).
  if (cart.__use_customer_balance === true) order.__customer_balance_applied = true;
  earnForOrder(ctx, order);
}

/** A sales rule's reward points (magento_reward_salesrule, saved by Model/SalesRule/SaveHandler.php:70). */
function pointsOfRule(rule: JsonObject | undefined): number {
  const extension = rule !== undefined && isObject(rule.extension_attributes) ? rule.extension_attributes : {};
  return asNumber(extension.reward_points_delta, 0);
}

/** Observer/EarnForOrder.php (checkout_submit_all_after, REST checkouts included): a customer's order earns the
 * reward_points_delta of every rule applied (RewardPointCounter.php:39-56), added to the customer's balance with a
 * history comment on the order; a guest earns nothing. The points are worth nothing without an exchange rate. */
export function earnForOrder(ctx: Ctx, order: JsonObject): void {
  if (order.customer_is_guest === 1 || typeof order.customer_id !== 'number') return;
  const ruleIds = typeof order.applied_rule_ids === 'string' ? order.applied_rule_ids.split(',').filter((id) => id !== '') : [];
  const points = ruleIds.reduce((sum, id) => sum + pointsOfRule(ctx.state.salesRules.get(Number(id))), 0);
  if (points <= 0) return;
  const customerId = order.customer_id;
  const reward = ctx.state.rewards.all().find((row) => row.customer_id === customerId && row.website_id === 1);
  if (reward === undefined) ctx.state.rewards.insert({ customer_id: customerId, website_id: 1, points_balance: points }, 'reward_id');
  else reward.points_balance = asNumber(reward.points_balance, 0) + points;
  addComment(ctx, ctx.state.orderComments, Number(order.entity_id), `Customer earned promotion extra ${points} Reward points.`, { ...statusField(order) });
}
