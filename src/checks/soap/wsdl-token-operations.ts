// soap.wsdl-token-operations: the two token services are SOAP services too, and their WSDL names the operations.

import { pass, type RunCheck } from '../types.ts';

export const TOKEN_SERVICES: Array<{ service: string; operation: string }> = [
  { service: 'integrationAdminTokenServiceV1', operation: 'integrationAdminTokenServiceV1CreateAdminAccessToken' },
  { service: 'integrationCustomerTokenServiceV1', operation: 'integrationCustomerTokenServiceV1CreateCustomerAccessToken' },
];

export const soapWsdlTokenOperations: RunCheck = {
  subject: 'run',
  id: 'soap.wsdl-token-operations',
  family: 'soap',
  rule: 'GET /soap/<store>?wsdl&services=<service> answers a WSDL naming the token operation of integrationAdminTokenServiceV1 (CreateAdminAccessToken) and integrationCustomerTokenServiceV1 (CreateCustomerAccessToken).',
  source: 'seed 000 What the service does 1 ("also exposed as SOAP operations. Two token services are named"); Magento_Webapi ServiceMetadata naming',
  subjects: TOKEN_SERVICES.map((s) => `GET /soap/<store>?wsdl&services=${s.service}`),
  async run(ctx, subject) {
    const entry = TOKEN_SERVICES.find((s) => subject.endsWith(s.service)) ?? TOKEN_SERVICES[0];
    if (!entry) throw new Error('no token service');
    const res = await ctx.send({ method: 'GET', base: 'root', path: `/soap/${ctx.target.storeCode}`, storeCode: null, query: { wsdl: '', services: entry.service }, headers: { Accept: 'text/xml, application/xml' } });
    const xml = res.bodyText;
    if (res.status !== 200 || !/<(\w+:)?definitions[\s>]/.test(xml)) {
      return { outcome: 'fail', broken: `the WSDL of ${entry.service} is not served`, expected: '200 with a WSDL document (<definitions>)', actual: `${res.status} ${res.headers['content-type'] ?? ''} ${xml.slice(0, 120)}`, exchange: res };
    }
    if (!new RegExp(`<(\\w+:)?operation[^>]*name="${entry.operation}"`).test(xml)) {
      const named = [...xml.matchAll(/<(?:\w+:)?operation[^>]*name="([^"]+)"/g)].map((m) => m[1]);
      return { outcome: 'fail', broken: `the WSDL of ${entry.service} does not name the token operation`, expected: `operation ${entry.operation}`, actual: named.length > 0 ? `operations: ${[...new Set(named)].join(', ')}` : 'no operation', exchange: res };
    }
    ctx.observe('wsdl-bytes', xml.length);
    return pass();
  },
};
