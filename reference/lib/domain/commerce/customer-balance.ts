// Customer balance (store credit, Magento_CustomerBalance) as a real Adobe Commerce 2.4.6-p1 plays it over REST
// (probed 2026-12-02, tests/corpus/real-commerce-2.4.6-p1/store-credit-and-reward.json): the one route applies the balance
// to the customer's cart and can change nothing, because no REST route (nor any REST side effect) ever credits a
// customer: a credit memo's store-credit refund needs the admin form's flag, a gateway's refund notice or GraphQL.
// Code references are to vendor/magento/module-customer-balance of that release.

import type { HandlerTable } from '../context.ts';
import { resolveCart } from '../quote/index.ts';

const BALANCE = 'Magento\\CustomerBalance\\Api\\';

export const customerBalanceHandlers: HandlerTable = {
  // BalanceManagement::apply (Model/BalanceManagement.php:29-37): the forced %cart_id% (no active cart: the
  // override's 404), no body read, no check of a balance; the flag is set and the totals collected again. The order
  // placed from that cart answers customer_balance_amount 0 (placement.ts); nothing un-applies it over REST.
  [`${BALANCE}BalanceManagementInterface::apply`]: (ctx) => {
    const cart = resolveCart(ctx);
    cart.__use_customer_balance = true;
    return true;
  },
};
