// commerce.gift-card-order on the fake Adobe Commerce (testing/edition-target.ts, the real 2.4.6-p1's shapes and
// amounts): the run's own card bought, applied, spent, invoiced, refunded and given back passes with every amount to
// the cent; a card not applied, a total that ignores it, a balance not debited, a refund that keeps the card's amount
// and an invoice that makes no account each fail at their step; an open-source target and a level below full skip.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { editionTarget } from '../testing/edition-target.ts';
import { installLeftLedger, type LeftItem } from '../owned/left-ledger.ts';
import { WRITES_BELOW_FULL } from '../types.ts';
import { commerceGiftCardOrder, NOT_COMMERCE } from './gift-card-order.ts';

const full = { writes: 'full' as const, edition: 'commerce' as const };
const left: LeftItem[] = [];
installLeftLedger({ left: (item) => void left.push(item) });

scenarioCases(commerceGiftCardOrder, [
  {
    name: 'bought, applied, spent, invoiced, refunded and given back: pass, every amount reconciled, the code a secret',
    fake: { target: full, answer: editionTarget().answer },
    want: { outcome: 'pass', note: /^the run's own gift card \(\*\*\*\*\d{4}, 5\) bought by order 0+\d+, applied to cart \d+ and read back, paid 5 of order 0+\d+ \(grand total 10\), its balance spent, the order invoiced and refunded, the balance given back; \d+ amounts reconciled to the cent$/ },
    then: (fake) => {
      const card = left.find((l) => l.kind === 'gift card account');
      assert.match(card?.id ?? '', /^\*\*\*\*\d{4}$/, 'the ledger names the account by its last four characters');
      assert.ok(fake.secrets.some((s) => /^GC\d{10}$/.test(s)), 'the code is a secret');
      assert.ok(fake.sent.some((s) => s.path.endsWith('/giftCards') && s.method === 'POST'), 'the code applied through the guest route');
    },
  },
  {
    name: 'a code answered as added but not on the cart fails at its read back',
    fake: { target: full, answer: editionTarget('card-not-applied').answer },
    want: { outcome: 'fail', broken: 'the applied gift card does not read back on the cart with what it pays', expected: /^gift_cards \[the run's code\], gift_cards_amount 5, gift_cards_amount_used 5$/, actual: /"gift_cards":0/ },
  },
  {
    name: 'an order whose grand total ignores the card fails to reconcile',
    fake: { target: full, answer: editionTarget('total-ignores-card').answer },
    want: { outcome: 'fail', broken: /^the order \d+ paid partly by the gift card does not reconcile to the cent$/, expected: /src\/checks\/commerce\/money\.ts/, actual: /order: grand_total 10 expected, 15 answered/ },
  },
  {
    name: 'a balance the order did not debit fails',
    fake: { target: full, answer: editionTarget('balance-not-debited').answer },
    want: { outcome: 'fail', broken: 'placing the order did not spend the gift card\'s balance', expected: '0', actual: '5' },
  },
  {
    name: 'a guest\'s refund that keeps the card\'s amount fails',
    fake: { target: full, answer: editionTarget('no-refund-to-card').answer },
    want: { outcome: 'fail', broken: 'the refund of the guest\'s order did not give the gift card\'s amount back to the card', expected: '5', actual: '0' },
  },
  {
    name: 'an invoice that makes no account fails, naming where the code should be',
    fake: { target: full, answer: editionTarget('no-account').answer },
    want: { outcome: 'fail', broken: 'invoicing the run\'s gift card order made no gift card account', expected: /giftcard_created_codes/, actual: /^\[\{"extension_attributes":\{"giftcard_item_option":\{"giftcard_amount":"5"/ },
  },
  {
    name: 'an open-source target: skipped before any request',
    fake: { target: { writes: 'full', edition: 'open-source' }, answer: editionTarget().answer },
    want: { outcome: 'skip', reason: NOT_COMMERCE },
    then: (fake) => assert.equal(fake.sent.length, 0),
  },
  {
    name: 'below COMMERCE_WRITES=full nothing is sent',
    fake: { target: { writes: 'allow' }, answer: editionTarget().answer },
    want: { outcome: 'skip', reason: WRITES_BELOW_FULL },
    then: (fake) => assert.equal(fake.sent.length, 0),
  },
]);
