import assert from 'node:assert/strict';
import { runCases } from '../testing/fake-run-context.ts';
import { soapWsdlTokenOperations } from './wsdl-token-operations.ts';

const wsdl = (...operations: string[]) => `<?xml version="1.0"?><wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"><wsdl:portType>${operations.map((o) => `<wsdl:operation name="${o}"/>`).join('')}</wsdl:portType></wsdl:definitions>`;
const CUSTOMER = 'GET /soap/<store>?wsdl&services=integrationCustomerTokenServiceV1';

runCases(soapWsdlTokenOperations, [
  {
    name: 'the admin token service\'s WSDL names its operation',
    fake: { answer: { status: 200, text: wsdl('integrationAdminTokenServiceV1CreateAdminAccessToken') } },
    want: { outcome: 'pass' },
    then: (f) => {
      assert.deepEqual(f.sent.map((s) => [s.base, s.path, s.storeCode, s.query]), [['root', '/soap/default', null, { wsdl: '', services: 'integrationAdminTokenServiceV1' }]]);
      assert.equal(f.observed[0]?.[0], 'wsdl-bytes');
    },
  },
  { name: 'the customer token service\'s WSDL names its operation', subject: CUSTOMER, fake: { answer: { status: 200, text: wsdl('integrationCustomerTokenServiceV1CreateCustomerAccessToken') } }, want: { outcome: 'pass' } },
  {
    name: 'the WSDL names other operations only',
    subject: CUSTOMER,
    fake: { answer: { status: 200, text: wsdl('integrationCustomerTokenServiceV1RevokeCustomerAccessToken', 'integrationCustomerTokenServiceV1RevokeCustomerAccessToken') } },
    want: { outcome: 'fail', broken: 'the WSDL of integrationCustomerTokenServiceV1 does not name the token operation', expected: 'operation integrationCustomerTokenServiceV1CreateCustomerAccessToken', actual: 'operations: integrationCustomerTokenServiceV1RevokeCustomerAccessToken' },
  },
  { name: 'a WSDL without operations', fake: { answer: { status: 200, text: wsdl() } }, want: { outcome: 'fail', broken: 'the WSDL of integrationAdminTokenServiceV1 does not name the token operation', expected: 'operation integrationAdminTokenServiceV1CreateAdminAccessToken', actual: 'no operation' } },
  { name: 'no WSDL served', fake: { answer: { status: 404, html: '<html><body><h1>404 Not Found</h1></body></html>' } }, want: { outcome: 'fail', broken: 'the WSDL of integrationAdminTokenServiceV1 is not served', expected: '200 with a WSDL document (<definitions>)', actual: '404 text/html; charset=UTF-8 <html><body><h1>404 Not Found</h1></body></html>' } },
  { name: 'a 200 that is not a WSDL', fake: { answer: { status: 200, json: { message: 'SOAP is off' } } }, want: { outcome: 'fail', broken: 'the WSDL of integrationAdminTokenServiceV1 is not served', expected: '200 with a WSDL document (<definitions>)', actual: '200 application/json; charset=utf-8 {"message":"SOAP is off"}' } },
]);
