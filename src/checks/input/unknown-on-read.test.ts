// input.unknown-on-read on a fake Adobe Commerce: checkGiftCard with a code no account has, on the configured
// customer's cart, answers the platform's 404; a balance of 0 (the reference's giftcard-unknown-code-zero), another
// message or a 500 fails; a customer with no active cart is said, not judged. A case that gives its value (a stockId
// that is no number) sends that value: the platform's type error passes, [] (the reference's stock-id-type-unchecked) fails.
import assert from 'node:assert/strict';
import type { BadInputCase } from '../../contracts/types.ts';
import { FAKE_PREFIX, fakeRoute } from '../testing/fake-context.ts';
import { badCase } from '../testing/tax-store.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { inputUnknownOnRead } from './unknown-on-read.ts';

const MESSAGE = 'The gift card code is either incorrect or expired. Verify and try again.';
const NO_CODE = badCase({ check: 'unknown-reference', what: ':giftCardCode naming no gift card account', unknownParam: 'giftCardCode', answer: { status: 404, message: MESSAGE } });
const NO_CART = { status: 404, message: 'Current customer does not have an active cart.', reason: 'the customer has no active cart' };
const check = (cases: BadInputCase[]) =>
  fakeRoute('GET', '/V1/carts/mine/checkGiftCard/:giftCardCode', {
    permission: 'self',
    params: { giftCardCode: { fixture: 'giftCard.code' } },
    badInput: cases,
    response: { status: 200, unavailableWhen: [NO_CART], type: 'number', schema: { kind: 'none' }, overlays: [] },
  });
const guest = fakeRoute('GET', '/V1/carts/guest-carts/:cartId/checkGiftCard/:giftCardCode', { permission: 'anonymous', params: { cartId: { fixture: 'guestCart.id' }, giftCardCode: { fixture: 'giftCard.code' } }, badInput: [NO_CODE] });
const UNKNOWN = `${FAKE_PREFIX}-nothing`;

const TOKEN_MISMATCH = 'The password token is mismatched. Reset and try again.';
const RESET = fakeRoute('GET', '/V1/customers/:customerId/password/resetLinkToken/:resetPasswordLinkToken', {
  permission: 'anonymous',
  params: { customerId: { fixture: 'customer.id' }, resetPasswordLinkToken: { generated: 'prefixed' } },
  badInput: [badCase({ check: 'unknown-reference', what: ':resetPasswordLinkToken no reset e-mail gave', unknownParam: 'resetPasswordLinkToken', answer: { status: 400, message: TOKEN_MISMATCH } })],
  response: { status: 200, unavailableWhen: [{ status: 400, message: TOKEN_MISMATCH, reason: 'a valid reset token only comes by e-mail' }], type: 'boolean', schema: { kind: 'none' }, overlays: [] },
});

const TYPE_ERROR = 'The "not_numeric" value\'s type is invalid. The "int" type was expected. Verify and try again.';
const PRIORITY = fakeRoute('GET', '/V1/inventory/get-sources-assigned-to-stock-ordered-by-priority/:stockId', {
  permission: ['Magento_InventoryApi::source'],
  params: { stockId: { fixture: 'stock.id' } },
  badInput: [badCase({ check: 'unknown-reference', what: ':stockId a text that is no number', unknownParam: 'stockId', unknownValue: 'not_numeric', answer: { status: 400, message: TYPE_ERROR } })],
});

verdictCases(inputUnknownOnRead, [
  {
    name: 'a stockId that is no number, the value the case gives, answers the platform\'s type error',
    fake: { route: PRIORITY, answer: { status: 400, json: { message: TYPE_ERROR } } },
    want: { outcome: 'pass', note: `:stockId a text that is no number: 400 ${JSON.stringify(TYPE_ERROR)}` },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => s.path), ['/V1/inventory/get-sources-assigned-to-stock-ordered-by-priority/not_numeric']),
  },
  {
    name: 'a stockId that is no number taken as stock 0 ([]) fails (the reference\'s stock-id-type-unchecked)',
    fake: { route: PRIORITY, answer: { status: 200, json: [] } },
    want: { outcome: 'fail', broken: 'GET /V1/inventory/get-sources-assigned-to-stock-ordered-by-priority/:stockId given :stockId a text that is no number: answered as if it existed', expected: `400 ${JSON.stringify(TYPE_ERROR)}`, actual: /^200\b/ },
  },
  {
    name: 'a reset token no e-mail gave: the refusal the read\'s own contract calls "unavailable" is this case\'s answer, judged',
    fake: { route: RESET, answer: { status: 400, json: { message: TOKEN_MISMATCH } } },
    want: { outcome: 'pass', note: `:resetPasswordLinkToken no reset e-mail gave: 400 ${JSON.stringify(TOKEN_MISMATCH)}` },
  },
  {
    name: 'any token answered valid fails (the reference\'s reset-token-accepted)',
    fake: { route: RESET, answer: { status: 200, json: true } },
    want: { outcome: 'fail', broken: 'GET /V1/customers/:customerId/password/resetLinkToken/:resetPasswordLinkToken given :resetPasswordLinkToken no reset e-mail gave: answered as if it existed', expected: `400 ${JSON.stringify(TOKEN_MISMATCH)}`, actual: /^200\b/ },
  },
  {
    name: 'a code no account has: the customer reads the platform\'s 404 on its own cart',
    fake: { route: check([NO_CODE]), answer: { status: 404, json: { message: MESSAGE } } },
    want: { outcome: 'pass', note: `:giftCardCode naming no gift card account: 404 ${JSON.stringify(MESSAGE)}` },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.path]), [['customer', `/V1/carts/mine/checkGiftCard/${UNKNOWN}`]]),
  },
  {
    name: 'the guest form replaces only the code: the cart is the installation\'s',
    fake: { route: guest, answer: { status: 404, json: { message: MESSAGE } } },
    want: { outcome: 'pass', note: `:giftCardCode naming no gift card account: 404 ${JSON.stringify(MESSAGE)}` },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.path]), [['guest', `/V1/carts/guest-carts/real-cartId/checkGiftCard/${UNKNOWN}`]]),
  },
  {
    name: 'no guest cart on the installation: said, nothing sent',
    fake: { route: guest, unresolved: 'no guest cart found' },
    want: { outcome: 'skip', reason: 'no guest cart found' },
    then: ({ sent }) => assert.equal(sent.length, 0),
  },
  {
    name: 'a balance of 0 for a code no account has fails: the code read as if it existed',
    fake: { route: check([NO_CODE]), answer: { status: 200, json: 0 } },
    want: { outcome: 'fail', broken: 'GET /V1/carts/mine/checkGiftCard/:giftCardCode given :giftCardCode naming no gift card account: answered as if it existed', expected: `404 ${JSON.stringify(MESSAGE)}`, actual: /^200\b/ },
  },
  {
    name: 'another wording fails, quoting both',
    fake: { route: check([NO_CODE]), answer: { status: 404, json: { message: 'No such entity.' } } },
    want: { outcome: 'fail', broken: 'GET /V1/carts/mine/checkGiftCard/:giftCardCode given :giftCardCode naming no gift card account: answered another message than the platform\'s not-found', expected: `404 ${JSON.stringify(MESSAGE)}`, actual: '404 "No such entity."' },
  },
  {
    name: 'a 500 fails',
    fake: { route: check([NO_CODE]), answer: { status: 500, json: { message: 'Internal Error.' } } },
    want: { outcome: 'fail', broken: 'GET /V1/carts/mine/checkGiftCard/:giftCardCode given :giftCardCode naming no gift card account: answered 500, not the platform\'s not-found', expected: `404 ${JSON.stringify(MESSAGE)}`, actual: /^500\b.*Internal Error/ },
  },
  {
    name: 'the customer has no active cart: the documented answer is said, not judged',
    fake: { route: check([NO_CODE]), answer: { status: 404, json: { message: NO_CART.message } } },
    want: { outcome: 'skip', reason: `not exercised: the customer has no active cart (404 "${NO_CART.message}")` },
  },
]);
