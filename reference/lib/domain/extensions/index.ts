// The services of modules bundled from third parties, one file each: Payment Services (payment-services.ts), PayPal
// Braintree (braintree.ts), Adobe Stock (adobe-stock.ts). Which profiles serve their routes is the route table's
// (routes/webapi: each from the release that first bundled it, both editions).

import type { HandlerTable } from '../context.ts';
import { adobeStockHandlers } from './adobe-stock.ts';
import { braintreeHandlers } from './braintree.ts';
import { paymentServicesHandlers } from './payment-services.ts';

export const extensionHandlers: HandlerTable = { ...paymentServicesHandlers, ...braintreeHandlers, ...adobeStockHandlers };
