// The SOAP family: the token services' SOAP face (their WSDL names the token operations), one test per service
// (specs/soap.spec.ts). Its own family, apart from token/: it reads the WSDL endpoint, not the REST token routes.

import { descriptionOf, type CheckDescription, type RunCheck } from '../types.ts';
import { soapWsdlTokenOperations } from './wsdl-token-operations.ts';

export const SOAP_RUN_LEVEL: RunCheck[] = [soapWsdlTokenOperations];

export const SOAP_RUN_CHECKS: CheckDescription[] = SOAP_RUN_LEVEL.map(descriptionOf);
