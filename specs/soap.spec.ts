// The SOAP face of the token services: their WSDL names the token operations (src/checks/soap/).
import { declareCheck } from '../fixtures/run.ts';
import { SOAP_CHECKS } from '../src/checks/catalog.ts';

for (const check of SOAP_CHECKS) declareCheck(check);
