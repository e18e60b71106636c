// Token routes, lifetimes, expiry, revocation, lockout, guests with bad tokens, OAuth 1.0a: one test per check and
// subject (src/checks/token/). Tests that start a private reference instance run only on embedded runs.
import { declareCheck } from '../fixtures/run.ts';
import { TOKEN_CHECKS } from '../src/checks/catalog.ts';

for (const check of TOKEN_CHECKS) declareCheck(check);
