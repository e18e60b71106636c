// Reward points (Magento_Reward) as a real Adobe Commerce 2.4.6-p1 plays them over REST (probed 2026-12-02,
// tests/corpus/real-commerce-2.4.6-p1/store-credit-and-reward.json): use-reward answers true and changes no total (points convert to
// money only through an exchange rate, and no REST route writes one: magento_reward_rate is empty); a customer earns
// the points a cart rule gives (extension_attributes.reward_points_delta) when its order is placed (placement.ts).
// Code references are to vendor/magento/module-reward of that release.

import type { HandlerTable } from '../context.ts';
import { asNumber } from '../context.ts';
import { resolveCart } from '../quote/index.ts';

const REWARD = 'Magento\\Reward\\Api\\';

export const rewardHandlers: HandlerTable = {
  // RewardManagement::set (Model/RewardManagement.php:45-56): true whenever the module is on for the storefront;
  // PaymentDataImporter sets use_reward_points only for a customer with points, and the totals spend
  // Reward::getCurrencyAmount(), 0 without a rate: nothing changes but the flag. No message for "no points".
  [`${REWARD}RewardManagementInterface::set`]: (ctx) => {
    const cart = resolveCart(ctx);
    const customerId = cart.__customer_id;
    const points = ctx.state.rewards.all().find((row) => row.customer_id === customerId)?.points_balance;
    if (asNumber(points, 0) > 0) cart.__use_reward_points = true;
    return true;
  },
};
