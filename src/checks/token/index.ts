// The token family: run-level checks, one test per check and subject (specs/tokens.spec.ts).

import { descriptionOf, type CheckDescription, type RunCheck } from '../types.ts';
import { tokenAnonymousWithAndWithout, tokenInvalidAsGuest } from './guest.ts';
import { tokenExpiredRefused, tokenLifetime } from './lifetime.ts';
import { tokenOAuth1Signed } from './oauth.ts';
import { tokenLockout, tokenRevokedRefused } from './revocation.ts';
import { tokenJsonBody, tokenWrongCredentials, tokenXmlBody } from './token-routes.ts';

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

export const TOKEN_RUN_CHECKS: CheckDescription[] = TOKEN_RUN_LEVEL.map(descriptionOf);
