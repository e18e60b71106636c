// The money of an order from first principles (issue 29 §3): what a cart, its order and every sales document must
// amount to, computed from the run's own inputs only (its products' prices and quantities, its own tax rate's
// percentage, its own cart price rule, the flat rate per item), never from the answer being judged. The arithmetic is
// the platform's own, as Magento Open Source 2.4.7-p3 does it under its default configuration (Magento_Tax
// etc/config.xml: algorithm TOTAL_BASE_CALCULATION, apply_after_discount 1, discount_tax 0, price_includes_tax 0,
// shipping_tax_class 0; OfflineShipping: flat rate "I", per item), learned from its source and its answers
// (tests/corpus/real-2.4.7-p3/money-answers.json):
// - amounts are rounded as PHP's round($x, 2) rounds (half away from zero, after pre-rounding to 15 digits);
// - a percent discount is rounded line by line carrying the rounding remainder to the next line of the same percent
//   (SalesRule Utility::deltaRoundingFix); a fixed amount per item is min(row total, amount × qty);
// - tax is the rate times the line's row total less its discount, rounded line by line carrying the remainder per
//   rate (Tax AbstractCalculator::deltaRound, whose remainder starts at 0.000001), and the tax before the discount
//   likewise, which makes row_total_incl_tax (row total + tax before discount) and price_incl_tax;
// - an invoice or a credit memo takes each line's share of the order line (amount left / quantity left × quantity),
//   rounded with one remainder carried through the document (Sales Order\Invoice::roundPrice, the 'regular' rounder
//   for row totals, discounts and taxes in that order, the 'including' one for row_total_incl_tax); a line that takes
//   all that is left takes the amounts left exactly; the first invoice takes the whole shipping;
// - a credit memo refunds the shipping amount asked for (at most what is left) and adds the positive adjustment and
//   takes off the negative one;
// - Adobe Commerce's gift cards pay part of the order: the amount the cards cover (at most the grand total) is taken
//   off the grand total, not put in the discount; each invoice takes what is left of it, at most its own grand total,
//   and each credit memo what the invoices took and no credit memo gave back yet, likewise (Magento_GiftCardAccount's
//   Total\Quote, Total\Invoice and Total\Creditmemo collectors; the real Adobe Commerce 2.4.6-p1: an order of 60 with
//   30 shipping and a card of 50 reads grand_total 40, its invoice and its credit memo 40 with gift_cards_amount 50).
// Where a target's configuration can differ (tax before the discount, a flat rate per order) the check that uses
// this module learns which one the target has from its first answer and names it as an observed variant.

/** round($x, 2) as PHP does it: half away from zero, after pre-rounding to 15 significant digits (1.005 → 1.01). */
export function phpRound(value: number): number {
  const cents = Number((value * 100).toPrecision(15));
  const rounded = Math.sign(cents) * Math.round(Math.abs(cents));
  return rounded / 100 + 0;
}

/** A rounder that carries its remainder from one amount to the next (Magento\Framework\Math\Calculator::deltaRound);
 * `start`: the remainder it begins with (the tax calculator's 0.000001, so that a half cent rounds up). */
export class DeltaRounder {
  private delta: number;
  constructor(start = 0) {
    this.delta = start;
  }
  round(amount: number, negative = false): number {
    if (amount === 0) return 0;
    if (negative) this.delta = -this.delta;
    const carried = amount + this.delta;
    const rounded = phpRound(carried);
    this.delta = carried - rounded;
    if (negative) this.delta = -this.delta;
    return rounded;
  }
}

export interface MoneyLine {
  sku: string;
  price: number;
  qty: number;
}

/** The run's own cart price rule: by_percent (percent off each line) or by_fixed (an amount off each item). */
export interface MoneyRule {
  kind: 'percent' | 'fixed';
  amount: number;
}

export interface MoneyInput {
  lines: readonly MoneyLine[];
  /** The run's own tax rate, in percent (8.25). */
  ratePercent: number;
  rule: MoneyRule | null;
  /** The shipping amount of the whole cart (the flat rate per item times the quantity, or per order). */
  shipping: number;
  /** The platform's default (tax/calculation/apply_after_discount 1): tax on the row total less its discount. */
  taxAfterDiscount?: boolean;
  /** The tax on the shipping, where a target taxes it for a customer class not the run's own (a shipping tax class
   * set, tax/classes/shipping_tax_class): an observed variant; 0 by default, and always for the run's own customer. */
  shippingTax?: number;
  /** The rule's percent taken off the shipping too (a rule with apply_to_shipping): 0 by default. */
  shippingDiscountPercent?: number;
  /** Adobe Commerce: the balance of the gift cards applied to the cart (what they may pay); 0 by default. */
  giftCards?: number;
}

export interface LineMoney extends MoneyLine {
  rowTotal: number;
  discount: number;
  discountPercent: number;
  tax: number;
  taxBeforeDiscount: number;
  rowTotalInclTax: number;
  priceInclTax: number;
}

export interface CartMoney {
  lines: LineMoney[];
  subtotal: number;
  discount: number;
  subtotalWithDiscount: number;
  shipping: number;
  shippingInclTax: number;
  shippingTax: number;
  /** What the rule takes off the shipping (part of `discount`). */
  shippingDiscount: number;
  tax: number;
  subtotalInclTax: number;
  /** What the order charges: the total less what the gift cards pay. */
  grandTotal: number;
  /** What the gift cards pay (Adobe Commerce; 0 without any). */
  giftCards: number;
  qty: number;
  ratePercent: number;
}

const sum = (values: readonly number[]): number => phpRound(values.reduce((a, b) => a + b, 0));

/** The cart's money, as the platform's quote totals collectors compute it (the order is placed with the same). */
export function expectedCart(input: MoneyInput): CartMoney {
  const afterDiscount = input.taxAfterDiscount ?? true;
  const discountDelta = new Map<string, number>();
  const taxBefore = new DeltaRounder(0.000001);
  const taxRegular = new DeltaRounder(0.000001);
  const lines = input.lines.map((line): LineMoney => {
    const rowTotal = phpRound(phpRound(line.price) * line.qty);
    let discount = 0;
    let discountPercent = 0;
    if (input.rule?.kind === 'percent') {
      discountPercent = Math.min(100, input.rule.amount);
      const key = String(discountPercent);
      const raw = (rowTotal * discountPercent) / 100 + (discountDelta.get(key) ?? 0);
      discount = phpRound(raw);
      discountDelta.set(key, raw - discount);
    } else if (input.rule?.kind === 'fixed') {
      discount = phpRound(Math.min(rowTotal, input.rule.amount * line.qty));
    }
    const rate = input.ratePercent / 100;
    const beforeDiscount = taxBefore.round(rowTotal * rate);
    const tax = afterDiscount ? taxRegular.round(Math.max(rowTotal - discount, 0) * rate) : beforeDiscount;
    const rowTotalInclTax = phpRound(rowTotal + beforeDiscount);
    return { ...line, rowTotal, discount, discountPercent, tax, taxBeforeDiscount: beforeDiscount, rowTotalInclTax, priceInclTax: phpRound(rowTotalInclTax / line.qty) };
  });
  const subtotal = sum(lines.map((l) => l.rowTotal));
  const shippingTax = phpRound(input.shippingTax ?? 0);
  const tax = phpRound(sum(lines.map((l) => l.tax)) + shippingTax);
  const shipping = phpRound(input.shipping);
  const shippingDiscount = phpRound((shipping * Math.min(100, input.shippingDiscountPercent ?? 0)) / 100);
  const lineDiscount = sum(lines.map((l) => l.discount));
  const discount = phpRound(lineDiscount + shippingDiscount);
  const gross = phpRound(subtotal - discount + shipping + tax);
  const giftCards = phpRound(Math.min(Math.max(input.giftCards ?? 0, 0), gross));
  return {
    lines,
    subtotal,
    discount,
    subtotalWithDiscount: phpRound(subtotal - lineDiscount),
    shipping,
    // No rule of anyone's taxes the run's own customer's shipping: its customer tax class is the run's own, and the
    // run's one rule names only its own product tax class.
    shippingInclTax: phpRound(shipping + shippingTax),
    shippingTax,
    shippingDiscount,
    tax,
    subtotalInclTax: sum(lines.map((l) => l.rowTotalInclTax)),
    grandTotal: phpRound(gross - giftCards),
    giftCards,
    qty: lines.reduce((a, l) => a + l.qty, 0),
    ratePercent: input.ratePercent,
  };
}

/** One line of a sales document: its quantity and amounts. */
export interface DocumentLine {
  sku: string;
  qty: number;
  price: number;
  priceInclTax: number;
  rowTotal: number;
  rowTotalInclTax: number;
  discount: number;
  tax: number;
}

export interface DocumentMoney {
  lines: DocumentLine[];
  subtotal: number;
  subtotalInclTax: number;
  discount: number;
  shipping: number;
  shippingInclTax: number;
  tax: number;
  /** What the document charges or refunds: its total less its share of the gift cards. */
  grandTotal: number;
  /** Its share of what the gift cards pay (Adobe Commerce; 0 without any). */
  giftCards: number;
  totalQty: number;
  adjustmentPositive: number;
  adjustmentNegative: number;
}

interface LedgerLine extends LineMoney {
  qtyInvoiced: number;
  rowInvoiced: number;
  discountInvoiced: number;
  taxInvoiced: number;
  qtyShipped: number;
  qtyRefunded: number;
  amountRefunded: number;
  discountRefunded: number;
  taxRefunded: number;
}

/** What the order has invoiced, paid and refunded so far, as its totals read back. */
export interface OrderProgress {
  subtotalInvoiced: number;
  discountInvoiced: number;
  taxInvoiced: number;
  shippingInvoiced: number;
  totalInvoiced: number;
  totalPaid: number;
  totalDue: number;
  subtotalRefunded: number;
  discountRefunded: number;
  taxRefunded: number;
  shippingRefunded: number;
  totalRefunded: number;
  adjustmentPositive: number;
  adjustmentNegative: number;
  /** What the gift cards paid of the invoices, and gave back on the credit memos (Adobe Commerce). */
  giftCardsInvoiced: number;
  giftCardsRefunded: number;
}

export interface RefundAsked {
  /** RefundOrder's arguments.shipping_amount; none: what is left of the shipping. */
  shipping?: number;
  adjustmentPositive?: number;
  adjustmentNegative?: number;
}

/**
 * An order's lines and totals as the documents made on it change them: each invoice, shipment and credit memo the
 * scenario makes is asked of the ledger first, which answers what the document must amount to.
 */
export class MoneyLedger {
  readonly lines: LedgerLine[];
  private shippingInvoiced = 0;
  private shippingRefunded = 0;
  private invoiced = { subtotal: 0, discount: 0, tax: 0, total: 0, giftCards: 0 };
  private refunded = { subtotal: 0, discount: 0, tax: 0, total: 0, positive: 0, negative: 0, giftCards: 0 };

  constructor(readonly order: CartMoney) {
    this.lines = order.lines.map((l) => ({ ...l, qtyInvoiced: 0, rowInvoiced: 0, discountInvoiced: 0, taxInvoiced: 0, qtyShipped: 0, qtyRefunded: 0, amountRefunded: 0, discountRefunded: 0, taxRefunded: 0 }));
  }

  /** An invoice of `qtys` (by SKU; none: everything left), as InvoiceOrder collects it. */
  invoice(qtys?: ReadonlyMap<string, number>): DocumentMoney {
    const open = this.lines.filter((l) => l.qty - l.qtyInvoiced > 0);
    const parts = open.map((line) => ({ line, qty: qtys === undefined ? line.qty - line.qtyInvoiced : (qtys.get(line.sku) ?? 0), left: line.qty - line.qtyInvoiced }));
    const last = parts.every((p) => p.qty === p.left);
    const regular = new DeltaRounder();
    const including = new DeltaRounder();
    const rows = parts.map((p) => {
      const left = phpRound(p.line.rowTotal - p.line.rowInvoiced);
      return { rowTotal: p.qty === p.left ? left : regular.round((left / p.left) * p.qty), rowTotalInclTax: including.round((p.line.rowTotalInclTax / p.line.qty) * p.qty) };
    });
    const discounts = parts.map((p) => {
      const left = p.line.discount - p.line.discountInvoiced;
      if (p.line.discount === 0) return 0;
      return p.qty === p.left ? phpRound(left) : regular.round((left / p.left) * p.qty, true);
    });
    const taxes = parts.map((p) => {
      if (p.line.tax === 0 || p.qty <= 0) return 0;
      const left = p.line.tax - p.line.taxInvoiced;
      return p.qty === p.left ? phpRound(left) : regular.round((left / p.left) * p.qty);
    });
    const allowedSubtotal = phpRound(this.order.subtotal - this.invoiced.subtotal);
    const subtotal = last ? allowedSubtotal : Math.min(allowedSubtotal, sum(rows.map((r) => r.rowTotal)));
    const shipping = this.shippingInvoiced === 0 && this.invoiced.total === 0 ? this.order.shipping : 0;
    const allowedTax = phpRound(this.order.tax - this.invoiced.tax);
    const tax = last ? allowedTax : Math.min(allowedTax, phpRound(sum(taxes) + (shipping === 0 ? 0 : this.order.shippingTax)));
    // The invoice that takes the shipping takes the rule's discount on it too.
    const discount = phpRound(sum(discounts) + (shipping === 0 ? 0 : this.order.shippingDiscount));
    const gross = phpRound(subtotal - discount + shipping + tax);
    const giftCards = phpRound(Math.min(this.order.giftCards - this.invoiced.giftCards, gross));
    const doc: DocumentMoney = {
      lines: parts.map((p, i) => ({ sku: p.line.sku, qty: p.qty, price: p.line.price, priceInclTax: p.line.priceInclTax, rowTotal: rows[i]?.rowTotal ?? 0, rowTotalInclTax: rows[i]?.rowTotalInclTax ?? 0, discount: discounts[i] ?? 0, tax: taxes[i] ?? 0 })),
      subtotal,
      subtotalInclTax: sum(rows.map((r) => r.rowTotalInclTax)),
      discount,
      shipping,
      shippingInclTax: shipping === 0 ? 0 : this.order.shippingInclTax,
      tax,
      grandTotal: phpRound(gross - giftCards),
      giftCards,
      totalQty: parts.reduce((a, p) => a + p.qty, 0),
      adjustmentPositive: 0,
      adjustmentNegative: 0,
    };
    for (const [i, p] of parts.entries()) {
      p.line.qtyInvoiced += p.qty;
      p.line.rowInvoiced = phpRound(p.line.rowInvoiced + (rows[i]?.rowTotal ?? 0));
      p.line.discountInvoiced = phpRound(p.line.discountInvoiced + (discounts[i] ?? 0));
      p.line.taxInvoiced = phpRound(p.line.taxInvoiced + (taxes[i] ?? 0));
    }
    this.invoiced = { subtotal: phpRound(this.invoiced.subtotal + subtotal), discount: phpRound(this.invoiced.discount + discount), tax: phpRound(this.invoiced.tax + tax), total: phpRound(this.invoiced.total + doc.grandTotal), giftCards: phpRound(this.invoiced.giftCards + giftCards) };
    this.shippingInvoiced = phpRound(this.shippingInvoiced + shipping);
    return doc;
  }

  /** A shipment of `qtys` (none: everything left to ship): the quantities it carries. What is left to ship is the
   * quantity ordered less the greater of what was shipped and what was refunded (Order\Item::getSimpleQtyToShip): an
   * item refunded after another was shipped is still shipped (real 2.4.7-p3: 3 of 3 shipped after 2 shipped and 1
   * refunded). */
  ship(qtys?: ReadonlyMap<string, number>): Map<string, number> {
    const shipped = new Map<string, number>();
    for (const line of this.lines) {
      const left = line.qty - Math.max(line.qtyShipped, line.qtyRefunded);
      const qty = qtys === undefined ? left : Math.min(qtys.get(line.sku) ?? 0, left);
      if (qty <= 0) continue;
      line.qtyShipped += qty;
      shipped.set(line.sku, qty);
    }
    return shipped;
  }

  /** A credit memo of `qtys` (none: everything invoiced and not refunded), as RefundOrder collects it. */
  refund(qtys: ReadonlyMap<string, number> | undefined, asked: RefundAsked = {}): DocumentMoney {
    const open = this.lines.filter((l) => l.qtyInvoiced - l.qtyRefunded > 0);
    const parts = open.map((line) => ({ line, qty: qtys === undefined ? line.qtyInvoiced - line.qtyRefunded : (qtys.get(line.sku) ?? 0), left: line.qtyInvoiced - line.qtyRefunded }));
    const regular = new DeltaRounder();
    const including = new DeltaRounder();
    const rows = parts.map((p) => {
      const left = phpRound(p.line.rowInvoiced - p.line.amountRefunded);
      return { rowTotal: p.qty === p.left ? left : regular.round((left / p.left) * p.qty), rowTotalInclTax: including.round((p.line.rowTotalInclTax / p.line.qty) * p.qty) };
    });
    const discounts = parts.map((p) => {
      if (p.line.discountInvoiced === 0) return 0;
      const left = p.line.discountInvoiced - p.line.discountRefunded;
      return p.qty === p.left ? phpRound(left) : regular.round((left / p.left) * p.qty, true);
    });
    const taxes = parts.map((p) => {
      if (p.qty <= 0) return 0;
      const left = p.line.taxInvoiced - p.line.taxRefunded;
      return p.qty === p.left ? phpRound(left) : regular.round((left / p.left) * p.qty);
    });
    const last = parts.every((p) => p.qty === p.left);
    const shippingLeft = phpRound(this.order.shipping - this.shippingRefunded);
    const desired = asked.shipping === undefined ? shippingLeft : phpRound(asked.shipping);
    const shipping = desired > shippingLeft - 0.0001 ? shippingLeft : this.order.shipping > 0 ? phpRound(this.order.shipping * (desired / this.order.shipping)) : 0;
    const allowedTax = phpRound(this.invoiced.tax - this.refunded.tax);
    const tax = last ? allowedTax : Math.min(allowedTax, sum(taxes));
    const subtotal = sum(rows.map((r) => r.rowTotal));
    // The shipping refunded gives back its share of the rule's discount on the shipping.
    const shippingDiscount = this.order.shipping > 0 ? phpRound(this.order.shippingDiscount * (shipping / this.order.shipping)) : 0;
    const discount = phpRound(sum(discounts) + shippingDiscount);
    const positive = phpRound(asked.adjustmentPositive ?? 0);
    const negative = phpRound(asked.adjustmentNegative ?? 0);
    const gross = phpRound(subtotal - discount + shipping + tax + positive - negative);
    const giftCards = phpRound(Math.min(this.invoiced.giftCards - this.refunded.giftCards, gross));
    const doc: DocumentMoney = {
      lines: parts.map((p, i) => ({ sku: p.line.sku, qty: p.qty, price: p.line.price, priceInclTax: p.line.priceInclTax, rowTotal: rows[i]?.rowTotal ?? 0, rowTotalInclTax: rows[i]?.rowTotalInclTax ?? 0, discount: discounts[i] ?? 0, tax: taxes[i] ?? 0 })),
      subtotal,
      subtotalInclTax: sum(rows.map((r) => r.rowTotalInclTax)),
      discount,
      shipping,
      shippingInclTax: this.order.shipping > 0 ? phpRound(this.order.shippingInclTax * (shipping / this.order.shipping)) : shipping,
      tax,
      grandTotal: phpRound(gross - giftCards),
      giftCards,
      totalQty: parts.reduce((a, p) => a + p.qty, 0),
      adjustmentPositive: positive,
      adjustmentNegative: negative,
    };
    for (const [i, p] of parts.entries()) {
      p.line.qtyRefunded += p.qty;
      p.line.amountRefunded = phpRound(p.line.amountRefunded + (rows[i]?.rowTotal ?? 0));
      p.line.discountRefunded = phpRound(p.line.discountRefunded + (discounts[i] ?? 0));
      p.line.taxRefunded = phpRound(p.line.taxRefunded + (taxes[i] ?? 0));
    }
    this.refunded = { subtotal: phpRound(this.refunded.subtotal + subtotal), discount: phpRound(this.refunded.discount + discount), tax: phpRound(this.refunded.tax + tax), total: phpRound(this.refunded.total + doc.grandTotal), positive: phpRound(this.refunded.positive + positive), negative: phpRound(this.refunded.negative + negative), giftCards: phpRound(this.refunded.giftCards + giftCards) };
    this.shippingRefunded = phpRound(this.shippingRefunded + shipping);
    return doc;
  }

  progress(): OrderProgress {
    return {
      subtotalInvoiced: this.invoiced.subtotal,
      discountInvoiced: this.invoiced.discount,
      taxInvoiced: this.invoiced.tax,
      shippingInvoiced: this.shippingInvoiced,
      totalInvoiced: this.invoiced.total,
      totalPaid: this.invoiced.total,
      totalDue: phpRound(this.order.grandTotal - this.invoiced.total),
      subtotalRefunded: this.refunded.subtotal,
      discountRefunded: this.refunded.discount,
      taxRefunded: this.refunded.tax,
      shippingRefunded: this.shippingRefunded,
      totalRefunded: this.refunded.total,
      adjustmentPositive: this.refunded.positive,
      adjustmentNegative: this.refunded.negative,
      giftCardsInvoiced: this.invoiced.giftCards,
      giftCardsRefunded: this.refunded.giftCards,
    };
  }

  /** Each line's quantities as the order reads back: ordered, invoiced, shipped, refunded. */
  quantities(): Array<{ sku: string; ordered: number; invoiced: number; shipped: number; refunded: number }> {
    return this.lines.map((l) => ({ sku: l.sku, ordered: l.qty, invoiced: l.qtyInvoiced, shipped: l.qtyShipped, refunded: l.qtyRefunded }));
  }
}

/** Amounts a record must carry to the cent: field → expected. */
export type Amounts = Readonly<Record<string, number>>;

/** The fields of `actual` that differ from `expected` by a cent or more (or are not numbers), each named with both
 * values: "tax_amount 3.78 expected, 0 answered". */
export function differences(expected: Amounts, actual: unknown, label = ''): string[] {
  const record = actual !== null && typeof actual === 'object' && !Array.isArray(actual) ? (actual as Record<string, unknown>) : {};
  const out: string[] = [];
  for (const [field, want] of Object.entries(expected)) {
    const raw = record[field];
    const got = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
    if (!Number.isFinite(got) || Math.abs(got - want) >= 0.005) out.push(`${label}${field} ${want} expected, ${raw === undefined ? '(absent)' : JSON.stringify(raw)} answered`);
  }
  return out;
}

/** The amounts a base field carries besides its own (base_x beside x): the run's base currency is its order's. */
const NOT_MONEY = new Set(['qty', 'qty_ordered', 'total_qty', 'total_qty_ordered', 'discount_percent', 'tax_percent']);
export function withBase(amounts: Amounts): Amounts {
  const out: Record<string, number> = { ...amounts };
  for (const [field, value] of Object.entries(amounts)) if (!field.startsWith('base_') && !NOT_MONEY.has(field)) out[`base_${field}`] = value;
  return out;
}

/** The cart's totals as GET .../totals answers them (the run's own customer's cart). */
export function cartTotalsAmounts(cart: CartMoney): Amounts {
  return withBase({ subtotal: cart.subtotal, discount_amount: -cart.discount, subtotal_with_discount: cart.subtotalWithDiscount, shipping_amount: cart.shipping, shipping_incl_tax: cart.shippingInclTax, shipping_tax_amount: cart.shippingTax, tax_amount: cart.tax, grand_total: cart.grandTotal });
}

/** One line of the cart's totals (GET .../totals items). */
export function cartLineAmounts(line: LineMoney, ratePercent: number): Amounts {
  return withBase({ price: line.price, qty: line.qty, row_total: line.rowTotal, discount_amount: line.discount, discount_percent: line.discountPercent, tax_amount: line.tax, tax_percent: ratePercent, price_incl_tax: line.priceInclTax, row_total_incl_tax: line.rowTotalInclTax });
}

/** The order's totals when placed (GET /V1/orders/:id). */
export function orderAmounts(cart: CartMoney): Amounts {
  // A discount on the shipping is answered apart as well (real 2.4.7-p3: shipping_discount_amount 5 beside
  // discount_amount -15); without one the field is not judged, so a target that leaves it unset is not failed for it.
  const onShipping: Amounts = cart.shippingDiscount !== 0 ? { shipping_discount_amount: cart.shippingDiscount } : {};
  return withBase({
    ...onShipping, shipping_tax_amount: cart.shippingTax, subtotal: cart.subtotal, subtotal_incl_tax: cart.subtotalInclTax, discount_amount: -cart.discount, shipping_amount: cart.shipping, shipping_incl_tax: cart.shippingInclTax, tax_amount: cart.tax, grand_total: cart.grandTotal, discount_tax_compensation_amount: 0, total_qty_ordered: cart.qty });
}

/** One line of the order as GET /V1/orders/:id answers it: the real 2.4.7-p3 answers an item's row_total less its
 * discount and its row_total_incl_tax as that plus its tax (its database keeps the row total before the discount, as
 * the invoices' shares of it show: tests/corpus/real-2.4.7-p3/money-answers.json). */
export function orderLineAmounts(line: LineMoney, ratePercent: number): Amounts {
  const net = phpRound(line.rowTotal - line.discount);
  return withBase({ price: line.price, qty_ordered: line.qty, row_total: net, row_total_incl_tax: phpRound(net + line.tax), discount_amount: line.discount, discount_percent: line.discountPercent, tax_amount: line.tax, tax_percent: ratePercent, price_incl_tax: line.priceInclTax });
}

/** An invoice's or a credit memo's totals. */
export function documentAmounts(doc: DocumentMoney, kind: 'invoice' | 'creditmemo'): Amounts {
  const amounts: Record<string, number> = { subtotal: doc.subtotal, subtotal_incl_tax: doc.subtotalInclTax, discount_amount: -doc.discount, tax_amount: doc.tax, grand_total: doc.grandTotal };
  // An invoice after the first carries no shipping at all (the platform leaves the fields unset).
  if (kind === 'creditmemo' || doc.shipping !== 0) Object.assign(amounts, { shipping_amount: doc.shipping, shipping_incl_tax: doc.shippingInclTax });
  if (kind === 'invoice') amounts.total_qty = doc.totalQty;
  // A credit memo without adjustments leaves adjustment_positive and adjustment_negative unset (real 2.4.7-p3).
  if (kind === 'creditmemo') {
    amounts.adjustment = phpRound(doc.adjustmentPositive - doc.adjustmentNegative);
    if (doc.adjustmentPositive !== 0 || doc.adjustmentNegative !== 0) Object.assign(amounts, { adjustment_positive: doc.adjustmentPositive, adjustment_negative: doc.adjustmentNegative });
  }
  return withBase(amounts);
}

/** One line of an invoice or a credit memo. A line without a discount carries no discount_amount at all (the
 * document's discount collector sets it only for an order line with one: real 2.4.7-p3). */
export function documentLineAmounts(line: DocumentLine): Amounts {
  return withBase({ qty: line.qty, price: line.price, price_incl_tax: line.priceInclTax, row_total: line.rowTotal, row_total_incl_tax: line.rowTotalInclTax, ...(line.discount !== 0 ? { discount_amount: line.discount } : {}), tax_amount: line.tax });
}

/** The order's invoiced, paid and refunded totals. */
export function progressAmounts(progress: OrderProgress, refunded: boolean): Amounts {
  const amounts: Record<string, number> = { subtotal_invoiced: progress.subtotalInvoiced, discount_invoiced: -progress.discountInvoiced, tax_invoiced: progress.taxInvoiced, shipping_invoiced: progress.shippingInvoiced, total_invoiced: progress.totalInvoiced, total_paid: progress.totalPaid, total_due: progress.totalDue };
  if (refunded) Object.assign(amounts, { subtotal_refunded: progress.subtotalRefunded, discount_refunded: -progress.discountRefunded, tax_refunded: progress.taxRefunded, shipping_refunded: progress.shippingRefunded, total_refunded: progress.totalRefunded, total_offline_refunded: progress.totalRefunded, adjustment_positive: progress.adjustmentPositive, adjustment_negative: progress.adjustmentNegative });
  return withBase(amounts);
}

/** Adobe Commerce's gift card amounts of an order, as its extension_attributes carry them (real 2.4.6-p1:
 * gift_cards_amount and base_gift_cards_amount when placed, *_invoiced and *_refunded once documents took them). Empty
 * for an order no card paid: those fields are then not judged (an open-source order has none). */
export function orderGiftCardAmounts(cart: CartMoney, progress: OrderProgress | null): Amounts {
  if (cart.giftCards === 0) return {};
  const amounts: Record<string, number> = { gift_cards_amount: cart.giftCards };
  if (progress !== null && progress.giftCardsInvoiced !== 0) amounts.gift_cards_invoiced = progress.giftCardsInvoiced;
  if (progress !== null && progress.giftCardsRefunded !== 0) amounts.gift_cards_refunded = progress.giftCardsRefunded;
  return withBase(amounts);
}

/** A document's share of the gift cards, as its extension_attributes carry it (none when no card paid the order). */
export function documentGiftCardAmounts(doc: DocumentMoney, order: CartMoney): Amounts {
  return order.giftCards === 0 ? {} : withBase({ gift_cards_amount: doc.giftCards });
}
