// search.bad-criteria on a fake list: an unknown field answered with a web API error (400 or 500 a variant), never
// 200, never SQL; what an unknown condition type and moreq do, recorded.
import assert from 'node:assert/strict';
import { ERROR_PAGE, platformError } from '../testing/fake-context.ts';
import { listAnswer, searchRoute, type FakeList } from '../testing/fake-list.ts';
import { PAGE_COLUMNS, PAGES, PAGES_ROUTE } from '../testing/search-rows.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { searchBadCriteria } from './bad-criteria.ts';

const list = (more: Partial<FakeList> = {}) => listAnswer({ items: PAGES, columns: PAGE_COLUMNS, ...more });
const MASKED = platformError(500, 'Internal Error. Details are available in Magento log file. Report ID: webapi-6b0841a2a3674');

verdictCases(searchBadCriteria, [
  {
    name: 'an EAV list (400 "attribute name is invalid"), unknown condition types as eq, moreq as eq: the real 2.4.7\'s variants',
    fake: { route: PAGES_ROUTE, answer: list() },
    want: { outcome: 'pass', note: 'a filter on an unknown field: 400 "The "cc_no_such_field_cctrun0000" attribute name is invalid. Reset the name and try again."; an unknown condition type: as-eq; moreq: as-eq' },
    then: (fake) => {
      assert.deepEqual(fake.observed, [['variant', 'search.unknown-field.rejected'], ['variant', 'search.unknown-condition.as-eq'], ['variant', 'search.moreq.as-eq']]);
      assert.equal(fake.sent[0]?.query?.['searchCriteria[filterGroups][0][filters][0][field]'], 'cc_no_such_field_cctrun0000');
    },
  },
  {
    name: 'a flat table\'s list (500, masked) and an unknown condition type matching nothing: variants, pass',
    fake: { route: PAGES_ROUTE, answer: list({ unknown: MASKED, unknownCondition: 'empty' }) },
    want: { outcome: 'pass', note: 'a filter on an unknown field: 500 "Internal Error. Details are available in Magento log file. Report ID: webapi-6b0841a2a3674"; an unknown condition type: no-items; moreq: no-items' },
    then: (fake) => assert.deepEqual(fake.observed, [['variant', 'search.unknown-field.internal-error'], ['variant', 'search.unknown-condition.no-items'], ['variant', 'search.moreq.no-items']]),
  },
  {
    name: 'moreq as the documents define it (more or equal): the variant as-gteq',
    fake: { route: PAGES_ROUTE, answer: list({ override: (q) => (q['searchCriteria[filterGroups][0][filters][0][conditionType]'] === 'moreq' ? list()({ caller: 'admin', method: 'GET', path: '', body: undefined, rawBody: undefined, query: { ...q, 'searchCriteria[filterGroups][0][filters][0][conditionType]': 'gteq' } }) : null) }) },
    want: { outcome: 'pass', note: /; moreq: as-gteq$/ },
  },
  {
    name: 'moreq read as less or equal (the real 2.4.7-p3\'s categories/list): the variant as-lteq',
    fake: { route: PAGES_ROUTE, answer: list({ override: (q) => (q['searchCriteria[filterGroups][0][filters][0][conditionType]'] === 'moreq' ? list()({ caller: 'admin', method: 'GET', path: '', body: undefined, rawBody: undefined, query: { ...q, 'searchCriteria[filterGroups][0][filters][0][conditionType]': 'lteq' } }) : null) }) },
    want: { outcome: 'pass', note: /; moreq: as-lteq$/ },
  },
  {
    name: 'an unknown field accepted silently (200): fail',
    fake: { route: PAGES_ROUTE, answer: list({ unknown: { status: 200, json: { items: [], search_criteria: {}, total_count: 0 } } }) },
    want: { outcome: 'fail', broken: 'GET /V1/cmsPage/search accepted a filter on cc_no_such_field_cctrun0000, a field its items do not have', expected: 'a web API error {message, parameters?}: the filter cannot be applied', actual: 'cc_no_such_field_cctrun0000 eq "1"; page 1 of 1 → 200 with 0 item(s), total_count 0' },
  },
  {
    name: 'an unknown field answered 500 with the SQL and a trace in the body (developer mode): fail',
    fake: { route: PAGES_ROUTE, answer: list({ unknown: { status: 500, json: { message: "SQLSTATE[42S22]: Column not found: 1054 Unknown column 'cc_no_such_field_cctrun0000' in 'where clause', query was: SELECT `main_table`.* FROM `cms_page`", trace: '#0 /var/www/html/vendor/magento/framework/DB/Statement/Pdo/Mysql.php(90): x' } } }) },
    want: { outcome: 'fail', broken: 'the GET /V1/cmsPage/search answer to a search puts SQL in its body (500)', expected: 'no SQL and no stack trace in any answer: a web API error {message, parameters?} (the platform masks exceptions outside developer mode)', actual: /^cc_no_such_field_cctrun0000 eq "1"; page 1 of 1 → 500: …\{"message":"SQLSTATE\[42S22\]: Column not found/ },
  },
  {
    name: 'an unknown field answered with the platform\'s HTML error page: fail, no web API error',
    fake: { route: PAGES_ROUTE, answer: list({ unknown: ERROR_PAGE }) },
    want: { outcome: 'fail', broken: 'GET /V1/cmsPage/search answered a filter on cc_no_such_field_cctrun0000, a field its items do not have, with something that is no web API error', expected: 'a web API error {message, parameters?} (400 on the EAV lists of the real 2.4.7-p3, 500 "Internal Error..." on its flat tables\' lists)', actual: 'cc_no_such_field_cctrun0000 eq "1"; page 1 of 1 → 500 HTML page "There has been an error processing your request"' },
  },
  {
    name: 'a full-text search: skipped (its filters bind to the request\'s placeholders)',
    fake: { route: searchRoute('/V1/search', { key: [], fulltext: 'filters bind to placeholders' }), answer: list() },
    want: { outcome: 'skip', reason: 'An unknown field is not judged on a full-text search: filters bind to placeholders' },
  },
]);
