// The token family (and soap.wsdl-token-operations): run-level checks, one test per check and subject
// (specs/tokens.spec.ts, specs/soap.spec.ts).

import type { Check, CheckDescription } from '../types.ts';
import { tokenAnonymousWithAndWithout, tokenInvalidAsGuest } from './guest.ts';
import { tokenExpiredRefused, tokenLifetime } from './lifetime.ts';
import { tokenOAuth1Signed } from './oauth.ts';
import { tokenLockout, tokenRevokedRefused } from './revocation.ts';
import { describe, type RunCheck } from './run-context.ts';
import { soapWsdlTokenOperations } from './soap.ts';
import { tokenJsonBody, tokenWrongCredentials, tokenXmlBody } from './token-routes.ts';

export type { RunCheck, RunContext } from './run-context.ts';

export const TOKEN_RUN_LEVEL: RunCheck[] = [
  tokenJsonBody,
  tokenXmlBody,
  tokenWrongCredentials,
  tokenLifetime,
  tokenExpiredRefused,
  tokenRevokedRefused,
  tokenLockout,
  tokenInvalidAsGuest,
  tokenAnonymousWithAndWithout,
  tokenOAuth1Signed,
];

export const SOAP_RUN_LEVEL: RunCheck[] = [soapWsdlTokenOperations];

/** No token check runs once per route of the plan. */
export const TOKEN_ROUTE_CHECKS: Check[] = [];

export const TOKEN_RUN_CHECKS: CheckDescription[] = [...TOKEN_RUN_LEVEL, ...SOAP_RUN_LEVEL].map(describe);
