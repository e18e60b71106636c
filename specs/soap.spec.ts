// The SOAP face of the token services: their WSDL names the token operations (src/checks/soap/).
import { declareCheck } from '../fixtures/run.ts';
import { SOAP_RUN_LEVEL } from '../src/checks/soap/index.ts';

for (const check of SOAP_RUN_LEVEL) declareCheck(check);
