// input.missing-on-read on a fake installation: the customer search sent without its searchCriteria answers the
// platform's 400 naming the argument; a list answered instead (the reference's search-without-criteria-accepted),
// another parameter named, or a 500 fails; the rest of the query is sent, only searchCriteria[...] is left out.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BadInputCase } from '../../contracts/types.ts';
import { fakeRoute } from '../testing/fake-context.ts';
import { badCase } from '../testing/tax-store.ts';
import { declaredSkips, verdictCases } from '../testing/verdict-cases.ts';
import { inputMissingOnRead, queryWithout } from './missing-on-read.ts';

const REQUIRED = '"%fieldName" is required. Enter and try again.';
const NO_CRITERIA = badCase({ check: 'missing-required', what: 'no searchCriteria', omitQuery: ['searchCriteria'], answer: { status: 400, message: REQUIRED, parameters: { fieldName: 'searchCriteria' } } });
const search = (cases: BadInputCase[]) =>
  fakeRoute('GET', '/V1/customers/search', {
    permission: ['Magento_Customer::customer'],
    query: { 'searchCriteria[pageSize]': '2', 'searchCriteria[currentPage]': '1', fields: 'items[id]' },
    badInput: cases,
  });
const SEARCH = search([NO_CRITERIA]);

verdictCases(inputMissingOnRead, [
  {
    name: 'the platform\'s 400 naming searchCriteria: pass; the admin reads, without searchCriteria[...]',
    fake: { route: SEARCH, answer: { status: 400, json: { message: REQUIRED, parameters: { fieldName: 'searchCriteria' } } } },
    want: { outcome: 'pass', note: `no searchCriteria: 400 ${JSON.stringify(REQUIRED)} parameters {"fieldName":"searchCriteria"}` },
    then: ({ sent }) => assert.deepEqual(sent.map((s) => [s.caller, s.path, s.query]), [['admin', '/V1/customers/search', { fields: 'items[id]' }]]),
  },
  {
    name: 'a list answered as if nothing were missing fails (the reference\'s search-without-criteria-accepted)',
    fake: { route: SEARCH, answer: { status: 200, json: { items: [], search_criteria: {}, total_count: 0 } } },
    want: { outcome: 'fail', broken: 'GET /V1/customers/search given no searchCriteria: answered as if nothing were missing', expected: `400 ${JSON.stringify(REQUIRED)} parameters {"fieldName":"searchCriteria"}`, actual: /^200\b/ },
  },
  {
    name: 'another parameter named fails, quoting both',
    fake: { route: SEARCH, answer: { status: 400, json: { message: REQUIRED, parameters: { fieldName: 'criteria' } } } },
    want: { outcome: 'fail', broken: 'GET /V1/customers/search given no searchCriteria: answered another parameters than the platform\'s error for the missing argument', expected: `400 ${JSON.stringify(REQUIRED)} parameters {"fieldName":"searchCriteria"}`, actual: `400 ${JSON.stringify(REQUIRED)} parameters {"fieldName":"criteria"}` },
  },
  {
    name: 'a 500 fails',
    fake: { route: SEARCH, answer: { status: 500, json: { message: 'Internal Error.' } } },
    want: { outcome: 'fail', broken: 'GET /V1/customers/search given no searchCriteria: answered 500, not the platform\'s error for the missing argument', expected: `400 ${JSON.stringify(REQUIRED)} parameters {"fieldName":"searchCriteria"}`, actual: /^500\b.*Internal Error/ },
  },
  {
    name: 'no admin configured: said, nothing sent',
    fake: { route: SEARCH, callers: { admin: false } },
    want: { outcome: 'skip', reason: /admin/ },
    then: ({ sent }) => assert.equal(sent.length, 0),
  },
]);

test('input.missing-on-read applies to the reads whose cases leave query parameters out, at every write level', () => {
  assert.equal(inputMissingOnRead.appliesTo(SEARCH), true);
  assert.equal(inputMissingOnRead.appliesTo(search([badCase({ check: 'unknown-reference', unknownParam: 'x', answer: { status: 404, message: 'x' } })])), false);
  assert.equal(inputMissingOnRead.appliesTo(fakeRoute('PUT', '/V1/customers/:customerId', { badInput: [badCase({ check: 'missing-required', body: 'empty', answer: { status: 400, message: REQUIRED } })] })), false);
  assert.deepEqual(declaredSkips(inputMissingOnRead, SEARCH), { deny: null, allow: null });
});

test('queryWithout leaves out a name and its [sub] keys, nothing else', () => {
  assert.deepEqual(queryWithout({ 'searchCriteria[pageSize]': '2', searchCriteria: 'x', searchCriteriaX: 'y', fields: 'f' }, ['searchCriteria']), { searchCriteriaX: 'y', fields: 'f' });
});
