// Gift card accounts (Magento_GiftCardAccount) as a real Adobe Commerce 2.4.6-p1 plays them over REST (probed
// 2026-12-02, tests/corpus/real-commerce-2.4.6-p1/gift-card.json): the code pool, the accounts an invoice of gift cards
// creates, the cart routes (add, remove, list, check), what a cart's totals take off for its cards, the debit when the
// order is placed, the invoices' and credit memos' shares, and where a refund puts the card's part. No REST route
// creates, lists, reads or deletes an account. Code references are to vendor/magento/module-gift-card-account (and
// module-gift-card) of that release.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, bodyObject, param } from '../context.ts';
import { DomainError, inputError, noSuchEntity, notFound } from '../errors.ts';
import { COMMERCE_EDITION_FAULT } from '../faults.ts';
import type { Json, JsonObject } from '../json.ts';
import { isObject } from '../json.ts';
import { phpRound } from '../rounding.ts';
import type { State } from '../state.ts';
import { emailTemplateOf } from './gift-cards.ts';

const GCA = 'Magento\\GiftCardAccount\\Api\\';

/** The installation's own account, as the real installation has HDGIFT0001: seeded, never written by the suite. */
export const INSTALLATION_GIFT_CARD = { code: 'REFGIFT0001', balance: 100 } as const;

/** A card in a quote or an order: i account id, c code, a amount (the balance when applied; what is used once the
 * totals are collected), ba the same in base currency. */
export interface CardUse {
  i: number;
  c: string;
  a: number;
  ba: number;
}

/** Account states (Model/Giftcardaccount.php:49-55) and statuses. */
const STATE_AVAILABLE = 0;
const STATE_USED = 1;
const STATUS_ENABLED = 1;

// ------------------------------------------------------------------------------------------------------------------
// The code pool (magento_giftcardaccount_pool): codes of 12 upper-case letters and digits (the default code format
// "alphanum", length 12), drawn in order; a pool used up is filled again (AccountGenerator.php:126-128).

const POOL_SIZE = 1000;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function fillPool(state: State): void {
  let seed = 0x2545f491 + state.giftCardPool.peekNextId() * 7919;
  const taken = new Set(state.giftCardPool.all().map((row) => String(row.code)));
  for (let added = 0; added < POOL_SIZE; ) {
    let code = '';
    for (let i = 0; i < 12; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      code += ALPHABET.charAt(Math.floor((seed / 2147483648) * ALPHABET.length));
    }
    if (taken.has(code)) continue;
    taken.add(code);
    state.giftCardPool.insert({ code, status: 0 }, 'id');
    added += 1;
  }
}

function drawCode(state: State): string {
  let free = state.giftCardPool.all().find((row) => row.status === 0);
  if (free === undefined) {
    fillPool(state);
    free = state.giftCardPool.all().find((row) => row.status === 0);
  }
  if (free === undefined) throw new Error('the gift card code pool cannot be filled');
  free.status = 1;
  return String(free.code);
}

export function seedGiftCardAccounts(state: State, now: string): void {
  fillPool(state);
  state.giftCardAccounts.insert({ code: INSTALLATION_GIFT_CARD.code, status: STATUS_ENABLED, state: STATE_AVAILABLE, date_created: now.slice(0, 10), date_expires: null, website_id: 1, balance: INSTALLATION_GIFT_CARD.balance, is_redeemable: 1 }, 'giftcardaccount_id');
}

function accountByCode(state: State, code: string): JsonObject | undefined {
  return state.giftCardAccounts.all().find((row) => String(row.code).toLowerCase() === code.toLowerCase());
}

/** An account a cart may take: enabled, not expired, of the cart's website, with a balance (Giftcardaccount::isValid). */
function usable(account: JsonObject | undefined, now: string): account is JsonObject {
  if (account === undefined || account.status !== STATUS_ENABLED || asNumber(account.website_id, 1) !== 1) return false;
  if (typeof account.date_expires === 'string' && account.date_expires < now.slice(0, 10)) return false;
  return asNumber(account.balance, 0) > 0;
}

// ------------------------------------------------------------------------------------------------------------------
// A cart's cards and its totals.

export function cardsOfCart(cart: JsonObject): CardUse[] {
  return Array.isArray(cart.__gift_cards) ? (cart.__gift_cards.filter(isObject) as unknown as CardUse[]) : [];
}

/** What the cards take off a grand total (Model/Total/Quote/Giftcardaccount.php): each card its balance, in the order
 * applied, up to what is left; `balance` the cards' balances together. */
export function giftCardTotals(state: State, cart: JsonObject, grandTotal: number): { used: number; balance: number; cards: CardUse[] } {
  let left = grandTotal;
  const cards: CardUse[] = [];
  let balance = 0;
  for (const card of cardsOfCart(cart)) {
    const account = state.giftCardAccounts.get(card.i);
    const available = account === undefined ? 0 : asNumber(account.balance, 0);
    balance = phpRound(balance + available);
    const used = phpRound(Math.max(0, Math.min(available, left)));
    left = phpRound(left - used);
    cards.push({ i: card.i, c: card.c, a: used, ba: used });
  }
  return { used: phpRound(grandTotal - left), balance, cards };
}

/** "The "%1" Cart doesn't contain products." with the quote's id (GiftCardAccountManagement.php:110-112, :164-166:
 * the guest forms leak the real quote id). */
function requireItems(state: State, cart: JsonObject): void {
  if (!state.cartItems.all().some((item) => item.__cart_id === cart.id)) throw inputError('The "%1" Cart doesn\'t contain products.', [String(cart.id)]);
}

/** The cart a gift card route names: the forced %cart_id% (mine), the masked id (guest) or the numeric id (admin). */
type CartOf = (ctx: Ctx) => JsonObject;

/** saveByQuoteId / addGiftCard (:155-180): the first code of gift_cards only; an empty list is refused, then a cart
 * without items; every other cause (unknown, already in the cart, nothing left on it, disabled, expired, another
 * website) is the one wrapped message. */
function addCard(cartOf: CartOf): (ctx: Ctx) => boolean {
  return (ctx) => {
    const data = bodyObject(ctx, 'giftCardAccountData');
    const codes = Array.isArray(data.gift_cards) ? data.gift_cards : [];
    const cart = cartOf(ctx);
    if (codes.length === 0) throw inputError('Requiring a composite gift card account.');
    requireItems(ctx.state, cart);
    const code = String(codes[0]);
    const account = accountByCode(ctx.state, code);
    if (!usable(account, ctx.now()) || cardsOfCart(cart).some((card) => card.i === account.giftcardaccount_id)) throw inputError("The gift card code couldn't be added. Verify your information and try again.");
    // Fault giftcard-not-applied: answered true, the cart keeps nothing.
    if (ctx.options.faults.has(COMMERCE_EDITION_FAULT.giftcardNotApplied)) return true;
    const balance = asNumber(account.balance, 0);
    cart.__gift_cards = [...cardsOfCart(cart), { i: Number(account.giftcardaccount_id), c: String(account.code), a: balance, ba: balance }] as unknown as Json;
    return true;
  };
}

/** deleteByQuoteId (:106-123): a cart without items first, then a code the cart does not hold. */
function removeCard(cartOf: CartOf): (ctx: Ctx) => boolean {
  return (ctx) => {
    const cart = cartOf(ctx);
    requireItems(ctx.state, cart);
    const code = param(ctx, 'giftCardCode');
    const cards = cardsOfCart(cart);
    if (!cards.some((card) => card.c.toLowerCase() === code.toLowerCase())) throw inputError("The gift card couldn't be deleted from the quote.");
    // Fault giftcard-not-removed: answered true, the code stays.
    if (!ctx.options.faults.has(COMMERCE_EDITION_FAULT.giftcardNotRemoved)) cart.__gift_cards = cards.filter((card) => card.c.toLowerCase() !== code.toLowerCase()) as unknown as Json;
    return true;
  };
}

/** getListByQuoteId (:130-150): the codes, the balances, and what the cart uses of them. */
function listCards(cartOf: CartOf, grandTotalOf: (state: State, cart: JsonObject) => number): (ctx: Ctx) => JsonObject {
  return (ctx) => {
    const cart = cartOf(ctx);
    const totals = giftCardTotals(ctx.state, cart, grandTotalOf(ctx.state, cart));
    return { gift_cards: cardsOfCart(cart).map((card) => card.c), gift_cards_amount: totals.balance, base_gift_cards_amount: totals.balance, gift_cards_amount_used: totals.used, base_gift_cards_amount_used: totals.used };
  };
}

/** checkGiftCard (:190-205): the account's balance (a used-up card: 0); a code no account has, or one that is
 * disabled or expired, is the not-found wording. The cart is only looked up. */
function checkCard(cartOf: CartOf): (ctx: Ctx) => number {
  return (ctx) => {
    cartOf(ctx);
    const account = accountByCode(ctx.state, param(ctx, 'giftCardCode'));
    const expired = typeof account?.date_expires === 'string' && account.date_expires < ctx.now().slice(0, 10);
    if (account === undefined && ctx.options.faults.has(COMMERCE_EDITION_FAULT.giftcardUnknownCodeZero)) return 0;
    if (account === undefined || account.status !== STATUS_ENABLED || expired) throw notFound('The gift card code is either incorrect or expired. Verify and try again.');
    return asNumber(account.balance, 0);
  };
}

export function giftCardAccountHandlers(cartOf: CartOf, grandTotalOf: (state: State, cart: JsonObject) => number): HandlerTable {
  return {
    [`${GCA}GiftCardAccountManagementInterface::saveByQuoteId`]: addCard(cartOf),
    [`${GCA}GuestGiftCardAccountManagementInterface::addGiftCard`]: addCard(cartOf),
    [`${GCA}GiftCardAccountManagementInterface::deleteByQuoteId`]: removeCard(cartOf),
    [`${GCA}GuestGiftCardAccountManagementInterface::deleteByQuoteId`]: removeCard(cartOf),
    [`${GCA}GiftCardAccountManagementInterface::getListByQuoteId`]: listCards(cartOf, grandTotalOf),
    [`${GCA}GiftCardAccountManagementInterface::checkGiftCard`]: checkCard(cartOf),
    [`${GCA}GuestGiftCardAccountManagementInterface::checkGiftCard`]: checkCard(cartOf),
  };
}

/** The admin forms name the cart by quote id: an unknown one is the cart repository's 404 on cartId. */
export function adminCart(state: State, raw: string): JsonObject {
  const cart = /^\d+$/.test(raw) ? state.carts.get(Number(raw)) : undefined;
  if (cart === undefined) throw noSuchEntity('cartId', /^\d+$/.test(raw) ? Number(raw) : raw);
  return cart;
}

// ------------------------------------------------------------------------------------------------------------------
// Orders, invoices and credit memos.

/** Placing the order (Observer/ProcessOrderPlace): each card is charged what the order uses of it at once (balance
 * less, state used at 0), and the order keeps the cards with their amounts. Fault giftcard-balance-not-debited: the
 * balances stay. */
export function chargeCards(ctx: Ctx, order: JsonObject, cards: CardUse[]): void {
  const used = cards.filter((card) => card.a > 0);
  order.__gift_cards = used.map((card) => ({ id: card.i, code: card.c, amount: card.a, base_amount: card.ba })) as unknown as Json;
  const total = phpRound(used.reduce((sum, card) => sum + card.a, 0));
  order.__gift_cards_amount = total;
  if (ctx.options.faults.has(COMMERCE_EDITION_FAULT.giftcardBalanceNotDebited)) return;
  for (const card of used) {
    const account = ctx.state.giftCardAccounts.get(card.i);
    if (account === undefined) continue;
    account.balance = phpRound(asNumber(account.balance, 0) - card.a);
    if (asNumber(account.balance, 0) <= 0) account.state = STATE_USED;
  }
}

/** The share of the order's cards a document takes (Model/Total/Invoice/Giftcardaccount.php, .../Creditmemo/...):
 * what is left of them (not yet invoiced, or invoiced and not yet refunded), at most the document's grand total. */
export function cardShare(order: JsonObject, kind: 'invoiced' | 'refunded', grandTotal: number): number {
  const total = asNumber(order.__gift_cards_amount, 0);
  const done = asNumber(order[`__gift_cards_${kind}`], 0);
  const left = kind === 'invoiced' ? total - done : asNumber(order.__gift_cards_invoiced, 0) - done;
  return phpRound(Math.max(0, Math.min(left, grandTotal)));
}

/** An order paid partly by cards keeps what its documents took of them (gift_cards_invoiced, _refunded); an order
 * without cards never gets those fields (real 2.4.6-p1: an invoiced order of gift cards answers none). */
export function recordShare(order: JsonObject, kind: 'invoiced' | 'refunded', share: number): void {
  if (asNumber(order.__gift_cards_amount, 0) <= 0) return;
  order[`__gift_cards_${kind}`] = phpRound(asNumber(order[`__gift_cards_${kind}`], 0) + share);
}

/** What a refund does with the cards' part (Observer/CreditmemoSaveAfter.php:92-104, Model/RefundStrategy.php:39-55):
 * a guest's order gets it back on its cards (history "We refunded $X to Gift Card (CODE)"); a customer's order sends
 * it to store credit, which REST never does (no CustomerBalanceRefundFlag): the amount goes nowhere. Answers the
 * order comments to add. */
export function refundCards(state: State, order: JsonObject, share: number): string[] {
  if (share <= 0 || order.customer_is_guest !== 1) return [];
  const comments: string[] = [];
  let left = share;
  for (const card of (Array.isArray(order.__gift_cards) ? order.__gift_cards.filter(isObject) : []) as JsonObject[]) {
    const back = phpRound(Math.min(left, asNumber(card.amount, 0)));
    if (back <= 0) continue;
    left = phpRound(left - back);
    const account = state.giftCardAccounts.get(asNumber(card.id, -1));
    if (account === undefined) continue;
    account.balance = phpRound(asNumber(account.balance, 0) + back);
    account.state = STATE_AVAILABLE;
    comments.push(`We refunded $${back.toFixed(2)} to Gift Card (${String(card.code)})`);
  }
  return comments;
}

/** The invoice of gift card lines fails as a whole when a line has no e-mail template: the account generator mails
 * the recipient and loads the template first (Model/AccountGenerator.php:140-149, GiftCardItemEmail.php:126-128:
 * "Email template '' is not defined."), even with mail off. */
export function checkGiftCardInvoice(lines: JsonObject[]): void {
  if (lines.some((line) => line.product_type === 'giftcard' && line.__giftcard_email_template === null)) throw new DomainError(400, 'Could not save an invoice, see error log for details');
}

/** Invoicing gift card lines (Observer/GenerateGiftCardAccountsInvoice.php, the default order_item_status 9 =
 * invoiced): one account per unit, its code from the pool, enabled, available, the line's amount as balance; the
 * codes are kept on the order item (giftcard_created_codes). Fault giftcard-account-not-generated: none made. */
export function generateAccounts(ctx: Ctx, line: JsonObject, qty: number): void {
  if (line.product_type !== 'giftcard' || ctx.options.faults.has(COMMERCE_EDITION_FAULT.giftcardAccountNotGenerated)) return;
  const codes = Array.isArray(line.__giftcard_created_codes) ? line.__giftcard_created_codes.map(String) : [];
  for (let unit = 0; unit < qty; unit++) {
    const code = drawCode(ctx.state);
    ctx.state.giftCardAccounts.insert({ code, status: STATUS_ENABLED, state: STATE_AVAILABLE, date_created: ctx.now().slice(0, 10), date_expires: null, website_id: 1, balance: asNumber(line.price, 0), is_redeemable: 1 }, 'giftcardaccount_id');
    codes.push(code);
  }
  line.__giftcard_created_codes = codes;
}

/** What a gift card line keeps from its quote item (Model/Plugin/QuoteItem.php): its options and e-mail template. */
export function giftCardLineOf(state: State, quoteItem: JsonObject): JsonObject {
  if (quoteItem.__giftcard_option === undefined) return {};
  const product = state.products.get(asNumber(quoteItem.__product_id, -1));
  return { __giftcard_option: quoteItem.__giftcard_option, __giftcard_email_template: product === undefined ? null : emailTemplateOf(product) };
}
