// commerce.order-reconciled: every order a write run leaves is reconciled to the cent after the run (issue 29, "every
// order of the run is reconciled to the cent"), not only those of the money scenarios. Most of a `full` run's orders
// are made by the write family's factories (src/checks/owned/commerce-entities.ts) and then invoiced, shipped,
// refunded or cancelled by the route under test; the money scenarios judge theirs step by step as they go, but these
// are only read back once, at the end, with every document on them. This replays each order the way an accounting
// system reconciles it: from what the order was asked to charge (each line's catalog price and quantity, the rate its
// lines name, the cart rule's percent or amount per item, the shipping and the adjustments each credit memo was asked
// for), the platform's own arithmetic (src/checks/commerce/money.ts) gives every other amount: line totals, tax,
// discount, the *_incl_tax and base_* amounts, the grand total, each invoice's and credit memo's share, and the
// order's invoiced, paid and refunded totals. None of those is taken from the answer being judged.
//
// What it takes from the order as inputs is named in the result. An order it cannot replay (a bundle's or a
// configurable's parent and child lines, lines of different rates or rules, a discount on the shipping) is reported as
// not reconciled with the reason: never as reconciled.

import { differences, documentAmounts, documentGiftCardAmounts, documentLineAmounts, expectedCart, MoneyLedger, orderAmounts, orderGiftCardAmounts, orderLineAmounts, progressAmounts, type Amounts, type MoneyRule } from './money.ts';

export const ORDER_RECONCILED = 'commerce.order-reconciled';
export const ORDER_RECONCILED_RULE = 'Every order the run leaves reconciles to the cent: its lines, totals, tax, discount, *_incl_tax and base_* amounts, each invoice and credit memo, and its invoiced, paid and refunded totals, computed with the platform\'s arithmetic from the catalog price and quantity of each line, the rate and the cart rule its lines name, its shipping, the gift cards that paid part of it (Adobe Commerce) and each credit memo\'s asked shipping and adjustments.';
export const ORDER_RECONCILED_SOURCE = 'issue 29 §3 and its "done when" (every order of the run reconciled to the cent); Magento_Tax/Magento_SalesRule/Magento_Sales totals collectors of the real 2.4.7-p3 (tests/corpus/real-2.4.7-p3/money-answers.json)';

type Row = Readonly<Record<string, unknown>>;

export type Reconciliation =
  /** inputs: what was taken from the order as given, for the reader to see what the amounts were computed from. */
  | { reconciled: true; amounts: number; documents: number; inputs: string }
  | { reconciled: false; differences: string[]; amounts: number; documents: number; inputs: string }
  | { reconciled: false; notReplayed: string };

const isRow = (v: unknown): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v);
const num = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN);
const amount = (v: unknown): number => (Number.isFinite(num(v)) ? num(v) : 0);
const itemsOf = (row: Row): Row[] => (Array.isArray(row.items) ? row.items.filter(isRow) : []);
const idOf = (row: Row): string => String(row.entity_id ?? '?');

/** The order's own lines: simple, virtual, downloadable or (Adobe Commerce) gift card items without a parent. A gift
 * card line is priced as a virtual one: its price is the card's amount, and it ships nothing. */
function linesOf(order: Row): Row[] | { notReplayed: string } {
  const items = itemsOf(order);
  if (items.length === 0) return { notReplayed: 'the order answers no items' };
  const nested = items.find((i) => i.parent_item_id !== undefined && i.parent_item_id !== null);
  if (nested !== undefined) return { notReplayed: `item ${String(nested.sku)} is a child of item ${String(nested.parent_item_id)} (a bundle's or a configurable's lines split their amounts between parent and child)` };
  const odd = items.find((i) => !['simple', 'virtual', 'downloadable', 'giftcard'].includes(String(i.product_type)));
  if (odd !== undefined) return { notReplayed: odd.product_type === undefined ? `item ${String(odd.sku)} answers no product_type` : `item ${String(odd.sku)} is a ${String(odd.product_type)} product` };
  return items;
}

/** The cart rule the order's lines name: one percent for every discounted line, or one amount per item. */
function ruleOf(lines: readonly Row[]): MoneyRule | null | { notReplayed: string } {
  const discounted = lines.filter((l) => amount(l.discount_amount) !== 0);
  if (discounted.length === 0) return null;
  const percents = [...new Set(discounted.map((l) => amount(l.discount_percent)))];
  if (percents.length === 1 && (percents[0] ?? 0) > 0) {
    if (discounted.length !== lines.length) return { notReplayed: 'a percent rule discounts some lines and not others (a rule with conditions on the items)' };
    return { kind: 'percent', amount: percents[0] ?? 0 };
  }
  if (percents.some((p) => p > 0)) return { notReplayed: `the lines name different discount percents (${percents.join(', ')})` };
  const perItem = [...new Set(discounted.map((l) => Math.round((amount(l.discount_amount) / amount(l.qty_ordered)) * 10_000) / 10_000))];
  if (perItem.length !== 1 || discounted.length !== lines.length) return { notReplayed: 'a fixed discount that is not the same amount per item on every line' };
  return { kind: 'fixed', amount: perItem[0] ?? 0 };
}

interface Step {
  kind: 'invoice' | 'creditmemo';
  row: Row;
}

/** Invoices and credit memos in the order they were made (a credit memo refunds what the invoices before it took). */
function stepsOf(invoices: readonly Row[], creditmemos: readonly Row[]): Step[] {
  const steps: Step[] = [...invoices.map((row) => ({ kind: 'invoice' as const, row })), ...creditmemos.map((row) => ({ kind: 'creditmemo' as const, row }))];
  return steps.sort((a, b) => String(a.row.created_at ?? '').localeCompare(String(b.row.created_at ?? '')) || (a.kind === b.kind ? num(a.row.entity_id) - num(b.row.entity_id) : a.kind === 'invoice' ? -1 : 1));
}

/**
 * Each line's qty_refunded: what the replayed credit memos refunded, or that plus the quantities of the credit memos
 * without amounts. The two routes that make one differ (real 2.4.7-p3): POST /V1/creditmemo/refund
 * (CreditmemoManagement::refund) registers the items of the uncollected credit memo it is sent, so the order lines'
 * qty_refunded grows while no money moves; POST /V1/creditmemo (the repository) saves the document only.
 */
function refundedQuantities(ledger: MoneyLedger, lines: readonly Row[], unamountedMemos: readonly Row[]): string[] {
  const out: string[] = [];
  for (const q of ledger.quantities()) {
    const line = lines.find((x) => x.sku === q.sku);
    const registered = unamountedMemos.reduce((n, memo) => n + itemsOf(memo).filter((i) => String(i.order_item_id) === String(line?.item_id)).reduce((m, i) => m + amount(i.qty), 0), 0);
    const answered = num(line?.qty_refunded ?? 0);
    const allowed = registered > 0 ? [q.refunded, q.refunded + registered] : [q.refunded];
    if (!allowed.includes(answered)) out.push(`order item ${q.sku}: qty_refunded ${allowed.join(' or ')} expected${registered > 0 ? ` (${registered} in credit memos without amounts)` : ''}, ${JSON.stringify(line?.qty_refunded)} answered`);
  }
  return out;
}

const qtysOf = (doc: Row): Map<string, number> => new Map(itemsOf(doc).filter((i) => amount(i.qty) > 0).map((i) => [String(i.sku), amount(i.qty)]));

/** A document saved as sent through its repository route (POST /V1/invoices/, POST /V1/creditmemo): the repository
 * stores the entity without collecting a total (real 2.4.7-p3: no grand_total, subtotal or tax; the order's totals
 * untouched), so it moves no money, and the order must read as if it did not exist. */
export const unamounted = (doc: Row): boolean => doc.grand_total === undefined || doc.grand_total === null;

/** Reconciles one order with its invoices and credit memos (those whose order_id is the order's). */
export function reconcileOrder(order: Row, allInvoices: readonly Row[], allCreditmemos: readonly Row[]): Reconciliation {
  const invoices = allInvoices.filter((d) => !unamounted(d));
  const creditmemos = allCreditmemos.filter((d) => !unamounted(d));
  const saved = [...allInvoices, ...allCreditmemos].length - invoices.length - creditmemos.length;
  // A credit memo sent with its amounts through POST /V1/creditmemo/refund is stored as the body gave it: its items
  // without a sku, none of the totals the platform collects (subtotal_incl_tax, tax, discount; the real 2.4.7-p3 and
  // 2.4.6-p1, 2026-12-03). Its money is the body's, not the order's arithmetic (commerce.creditmemo-refund judges it).
  const sentWhole = creditmemos.filter((memo) => itemsOf(memo).some((i) => i.sku === undefined || i.sku === null));
  if (sentWhole.length > 0) return { reconciled: false, notReplayed: `credit memo ${sentWhole.map(idOf).join(', ')} was sent with its amounts (POST /V1/creditmemo/refund): stored as given, its items without a sku, not collected` };
  const lines = linesOf(order);
  if (!Array.isArray(lines)) return { reconciled: false, notReplayed: lines.notReplayed };
  const rates = [...new Set(lines.map((l) => amount(l.tax_percent)))];
  if (rates.length !== 1) return { reconciled: false, notReplayed: `the lines are taxed at different rates (${rates.join(', ')} %)` };
  const rule = ruleOf(lines);
  if (rule !== null && 'notReplayed' in rule) return { reconciled: false, notReplayed: rule.notReplayed };
  // A rule applied to the shipping (a 100 % coupon's zero-total order) takes its percent off the shipping too.
  const onShipping = amount(order.shipping_discount_amount) !== 0;
  if (onShipping && rule?.kind !== 'percent') return { reconciled: false, notReplayed: `the shipping is discounted (${String(order.shipping_discount_amount)}) without a percent rule on the lines` };
  const ratePercent = rates[0] ?? 0;
  const shipping = amount(order.shipping_amount);
  const shippingTax = amount(order.shipping_tax_amount);
  const input = lines.map((l) => ({ sku: String(l.sku), price: amount(l.original_price), qty: amount(l.qty_ordered) }));
  // Adobe Commerce: what the gift cards applied to the cart were to pay, as the order names it (an input, as the
  // shipping is: the cards' balances are not the order's to compute).
  const ext = isRow(order.extension_attributes) ? order.extension_attributes : {};
  const giftCards = amount(ext.gift_cards_amount);
  const inputs = `${saved > 0 ? `${saved} document(s) saved without amounts (a repository save), left out; ` : ''}${input.map((l) => `${l.sku} ${l.qty} × ${l.price}`).join(', ')}; rate ${ratePercent} %; ${rule === null ? 'no rule' : rule.kind === 'percent' ? `${rule.amount} % off${onShipping ? ' (the shipping too)' : ''}` : `${rule.amount} off per item`}; shipping ${shipping}${shippingTax !== 0 ? ` (tax ${shippingTax})` : ''}${giftCards !== 0 ? `; gift cards ${giftCards}` : ''}`;
  const cart = expectedCart({ lines: input, ratePercent, rule, shipping, shippingTax, giftCards, ...(onShipping && rule !== null ? { shippingDiscountPercent: rule.amount } : {}) });
  const ledger = new MoneyLedger(cart);
  const checks: Array<{ expected: Amounts; actual: unknown; label: string }> = [
    { expected: orderAmounts(cart), actual: order, label: 'order' },
    ...cart.lines.map((l) => ({ expected: orderLineAmounts(l, ratePercent), actual: lines.find((x) => x.sku === l.sku), label: `order item ${l.sku}` })),
  ];
  const steps = stepsOf(invoices, creditmemos);
  for (const step of steps) {
    const doc = step.kind === 'invoice' ? ledger.invoice(qtysOf(step.row)) : ledger.refund(qtysOf(step.row), { shipping: amount(step.row.shipping_amount), adjustmentPositive: amount(step.row.adjustment_positive), adjustmentNegative: amount(step.row.adjustment_negative) });
    const label = `${step.kind === 'invoice' ? 'invoice' : 'credit memo'} ${idOf(step.row)}`;
    checks.push({ expected: documentAmounts(doc, step.kind), actual: step.row, label });
    checks.push({ expected: documentGiftCardAmounts(doc, cart), actual: step.row.extension_attributes, label: `${label} extension_attributes` });
    for (const line of doc.lines.filter((l) => l.qty > 0)) checks.push({ expected: documentLineAmounts(line), actual: itemsOf(step.row).find((i) => i.sku === line.sku), label: `${label} item ${line.sku}` });
  }
  checks.push({ expected: orderGiftCardAmounts(cart, steps.length > 0 ? ledger.progress() : null), actual: ext, label: 'order extension_attributes' });
  if (steps.length > 0) {
    checks.push({ expected: progressAmounts(ledger.progress(), creditmemos.length > 0), actual: order, label: 'order' });
    for (const q of ledger.quantities()) checks.push({ expected: { qty_invoiced: q.invoiced }, actual: lines.find((x) => x.sku === q.sku), label: `order item ${q.sku}` });
  }
  const found = checks.flatMap((c) => differences(c.expected, c.actual, `${c.label}: `));
  found.push(...refundedQuantities(ledger, lines, allCreditmemos.filter(unamounted)));
  const amounts = checks.reduce((n, c) => n + Object.keys(c.expected).length, 0);
  return found.length === 0 ? { reconciled: true, amounts, documents: steps.length, inputs } : { reconciled: false, differences: found, amounts, documents: steps.length, inputs };
}
