// SOAP: the WSDL of the token services names their operations; bad requests get a SOAP fault.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningReference } from '../lib/server.ts';
import { soapServiceName } from '../lib/soap.ts';
import { adminToken, bearer, call, startEcho } from './helpers.ts';

describe('SOAP WSDL', () => {
  let ref: RunningReference;
  before(async () => {
    ref = await startEcho();
  });
  after(() => ref.close());

  test('service names follow ServiceMetadata: module + interface without "Interface" + V1', () => {
    assert.equal(soapServiceName('Magento\\Integration\\Api\\AdminTokenServiceInterface'), 'integrationAdminTokenServiceV1');
    assert.equal(soapServiceName('Magento\\Catalog\\Api\\ProductRepositoryInterface'), 'catalogProductRepositoryV1');
  });

  test('GET /soap/default?wsdl&services=<token services> is a text/xml WSDL naming both operations', async () => {
    const reply = await call(ref.baseUrl, 'GET', '/soap/default?wsdl&services=integrationAdminTokenServiceV1,integrationCustomerTokenServiceV1');
    assert.equal(reply.status, 200);
    assert.match(reply.headers.get('content-type') ?? '', /^text\/xml/);
    assert.match(reply.text, /<definitions /);
    assert.match(reply.text, /<operation name="integrationAdminTokenServiceV1CreateAdminAccessToken">/);
    assert.match(reply.text, /<operation name="integrationCustomerTokenServiceV1CreateCustomerAccessToken">/);
    assert.match(reply.text, /::createAdminAccessToken</);
    assert.match(reply.text, /::createCustomerAccessToken</);
  });

  test('a guest sees only the operations it may call; an admin sees admin operations', async () => {
    const guest = await call(ref.baseUrl, 'GET', '/soap/default?wsdl&services=catalogProductRepositoryV1');
    assert.equal(guest.status, 200);
    assert.doesNotMatch(guest.text, /catalogProductRepositoryV1Save/);
    const admin = await call(ref.baseUrl, 'GET', '/soap/default?wsdl&services=catalogProductRepositoryV1', { headers: bearer(await adminToken(ref.baseUrl)) });
    assert.match(admin.text, /catalogProductRepositoryV1Save/);
  });

  test('an unknown service, a missing services list or an unknown store is a 400 fault', async () => {
    for (const path of ['/soap/default?wsdl&services=nopeV1', '/soap/default?wsdl', '/soap/nosuch?wsdl&services=integrationAdminTokenServiceV1']) {
      const reply = await call(ref.baseUrl, 'GET', path);
      assert.equal(reply.status, 400, path);
      assert.match(reply.headers.get('content-type') ?? '', /^text\/xml/);
    }
  });

  test('?wsdl_list lists the services', async () => {
    const reply = await call(ref.baseUrl, 'GET', '/soap/default?wsdl_list=1');
    assert.equal(reply.status, 200);
    assert.match(reply.text, /name="integrationAdminTokenServiceV1"/);
  });
});
