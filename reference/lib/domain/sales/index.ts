// The Sales services of the reference, one module per entity: orders (orders.ts), invoices (invoices.ts), shipments
// and tracks (shipments.ts), credit memos (creditmemos.ts), the in-store pickup notification (pickup.ts, MSI's), on
// what they share (common.ts). Amounts follow the platform's bookkeeping: invoicing moves *_invoiced/total_paid,
// refunding moves *_refunded, and the order state walks new → processing → complete/closed.

import type { HandlerTable } from '../context.ts';
import { creditmemoHandlers } from './creditmemos.ts';
import { invoiceHandlers } from './invoices.ts';
import { orderHandlers } from './orders.ts';
import { pickupHandlers } from './pickup.ts';
import { shipmentHandlers } from './shipments.ts';

export { invoiceOrder } from './invoices.ts';
export { placeOrderFromCart, serializeOrder, type CartSnapshot, type CartTotals } from './orders.ts';
export { refundOrder } from './creditmemos.ts';
export { shipOrder } from './shipments.ts';

export const salesHandlers: HandlerTable = { ...orderHandlers, ...invoiceHandlers, ...shipmentHandlers, ...creditmemoHandlers, ...pickupHandlers };
