// The SOAP face of the synchronous routes: GET /soap/<store>?wsdl&services=a,b answers a WSDL naming each
// service's operations (integrationAdminTokenServiceV1CreateAdminAccessToken, ...), filtered by what the caller
// may use. Services are named as Magento\Webapi\Model\ServiceMetadata does: module + interface, no "Interface", + V1.

import type { ApiResponse, Identity, RouteDecl } from './types.ts';

export const SOAP_REQUEST_ERROR = 'Incorrect format of request URI or Requested services are missing.';

/** Magento\Integration\Api\AdminTokenServiceInterface → integrationAdminTokenServiceV1 */
export function soapServiceName(serviceClass: string, version = 'V1'): string {
  const parts = serviceClass.replace(/^\\/, '').split('\\');
  const moduleName = parts[1] ?? '';
  const interfaceName = (parts[parts.length - 1] ?? '').replace(/Interface$/, '');
  return `${moduleName.charAt(0).toLowerCase()}${moduleName.slice(1)}${interfaceName}${version}`;
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function soapServices(routes: readonly RouteDecl[]): Map<string, RouteDecl[]> {
  const services = new Map<string, RouteDecl[]>();
  for (const route of routes) {
    const name = soapServiceName(route.serviceClass);
    const list = services.get(name) ?? [];
    if (!list.some((known) => known.serviceMethod === route.serviceMethod)) list.push(route);
    services.set(name, list);
  }
  return services;
}

function faultBody(message: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8" ?>\n' +
    '<env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope">' +
    `<env:Body><env:Fault><env:Code><env:Value>env:Sender</env:Value></env:Code><env:Reason><env:Text xml:lang="en">${message}</env:Text></env:Reason></env:Fault></env:Body></env:Envelope>\n`
  );
}

export interface WsdlArgs {
  routes: readonly RouteDecl[];
  query: URLSearchParams;
  /** http://host/soap/<store> */
  endpoint: string;
  identity: Identity;
  /** null when the caller may use the route (its input checks aside). */
  authorize(identity: Identity, route: RouteDecl): ApiResponse | null;
}

export function answerWsdl(args: WsdlArgs): ApiResponse {
  const xmlHeaders = { 'Content-Type': 'text/xml; charset=utf-8' };
  const services = soapServices(args.routes);
  if (args.query.has('wsdl_list')) {
    const list = [...services.keys()].sort().map((name) => `<service name="${name}" wsdl_endpoint="${args.endpoint}?wsdl&amp;services=${name}"/>`);
    return { status: 200, raw: true, headers: xmlHeaders, body: `<?xml version="1.0" encoding="utf-8"?>\n<services>${list.join('')}</services>\n` };
  }
  const requested = (args.query.get('services') ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  if (!args.query.has('wsdl') || requested.length === 0 || requested.some((name) => !services.has(name))) {
    return { status: 400, raw: true, headers: xmlHeaders, body: faultBody(SOAP_REQUEST_ERROR) };
  }
  const tns = `${args.endpoint}?services=${requested.join('%2C')}`;
  const messages: string[] = [];
  const portOperations: string[] = [];
  const bindingOperations: string[] = [];
  const servicePorts: string[] = [];
  for (const serviceName of requested) {
    const operations = (services.get(serviceName) ?? []).filter((route) => {
      const verdict = args.authorize(args.identity, route);
      return verdict === null || verdict.status !== 401;
    });
    for (const route of operations) {
      const operation = `${serviceName}${upperFirst(route.serviceMethod)}`;
      messages.push(
        `<message name="${operation}Request"><part element="tns:${operation}Request" name="messageParameters"/></message>`,
        `<message name="${operation}Response"><part element="tns:${operation}Response" name="messageParameters"/></message>`,
      );
      portOperations.push(
        `<operation name="${operation}"><documentation>${route.serviceClass}::${route.serviceMethod}</documentation>` +
          `<input message="tns:${operation}Request"/><output message="tns:${operation}Response"/></operation>`,
      );
      bindingOperations.push(
        `<operation name="${operation}"><soap12:operation soapAction="${operation}"/>` +
          `<input><soap12:body use="literal"/></input><output><soap12:body use="literal"/></output></operation>`,
      );
    }
    servicePorts.push(
      `<service name="${serviceName}Service"><port name="${serviceName}Port" binding="tns:${serviceName}Binding">` +
        `<soap12:address location="${tns}"/></port></service>`,
    );
  }
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/" ` +
    `xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:tns="${tns}" name="Magento" targetNamespace="${tns}">` +
    `<types><xsd:schema targetNamespace="${tns}"/></types>` +
    messages.join('') +
    requested.map((name) => `<portType name="${name}PortType">${portOperations.filter((op) => op.includes(`name="${name}`)).join('')}</portType>`).join('') +
    requested
      .map(
        (name) =>
          `<binding name="${name}Binding" type="tns:${name}PortType"><soap12:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>` +
          `${bindingOperations.filter((op) => op.includes(`name="${name}`)).join('')}</binding>`,
      )
      .join('') +
    servicePorts.join('') +
    '</definitions>\n';
  return { status: 200, raw: true, headers: xmlHeaders, body };
}
