import assert from 'node:assert/strict';
import { platformError } from '../testing/fake-context.ts';
import { runCases, type RunSent } from '../testing/fake-run-context.ts';
import { CUSTOMER_TOKEN_ROUTE } from './common.ts';
import { tokenXmlBody } from './xml-body.ts';

const TOKEN = 'issued-customer-token-1';
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n<login><username>c@x.test</username><password>pw-cust-1</password></login>';
/** A platform that issues TOKEN only for the XML form of the configured customer's credentials. */
const faithful = (sent: RunSent) => {
  if (sent.method === 'POST') return sent.rawBody === XML && sent.headers?.['Content-Type'] === 'application/xml' ? { status: 200, json: TOKEN } : platformError(400, 'Decoding error.');
  return { status: sent.token === TOKEN ? 200 : 401, json: sent.path === '/V1/customers/me' ? { id: 7, email: 'c@x.test' } : {} };
};

runCases(tokenXmlBody, [
  {
    name: 'the XML body signs in and the token works',
    subject: CUSTOMER_TOKEN_ROUTE,
    fake: { answer: faithful },
    want: { outcome: 'pass', note: 'token accepted on GET /V1/customers/me' },
    then: (f) => assert.deepEqual(f.sent.map((s) => [s.method, s.path]), [['POST', '/V1/integration/customer/token'], ['GET', '/V1/customers/me']]),
  },
  { name: 'the XML form is refused', subject: CUSTOMER_TOKEN_ROUTE, fake: { answer: platformError(400, 'Decoding error.') }, want: { outcome: 'fail', broken: 'the customer token route refused valid credentials sent as an XML body (<login><username/><password/></login>, Content-Type application/xml)', expected: '200 with the token as a bare JSON string', actual: '400 "Decoding error."' } },
  { name: 'the token is answered as XML', subject: CUSTOMER_TOKEN_ROUTE, fake: { answer: { status: 200, text: `<response>${TOKEN}</response>` } }, want: { outcome: 'fail', broken: 'the token answer is not sent as JSON', expected: 'Content-Type: application/json', actual: 'Content-Type: text/plain' } },
  { name: 'the token is not a string', subject: CUSTOMER_TOKEN_ROUTE, fake: { answer: { status: 200, json: [TOKEN] } }, want: { outcome: 'fail', broken: 'the token is not answered as a bare JSON string', expected: 'a JSON string: "<token>"', actual: 'an array' } },
  { name: 'the issued token does not work', subject: CUSTOMER_TOKEN_ROUTE, fake: { answer: (sent) => (sent.method === 'POST' ? { status: 200, json: TOKEN } : platformError(401, 'no')) }, want: { outcome: 'fail', broken: 'the issued customer token does not work as a bearer token on GET /V1/customers/me', expected: '200', actual: '401 "no"' } },
  { name: 'no customer configured', subject: CUSTOMER_TOKEN_ROUTE, fake: { config: (c) => ({ ...c, customer: null }) }, want: { outcome: 'skip', reason: 'no customer configured (COMMERCE_CUSTOMER_EMAIL / COMMERCE_CUSTOMER_PASSWORD)' } },
]);
