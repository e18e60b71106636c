// Every check of the suite, in the order specs run them. docs/checks.md is generated from this list.

import { adminAllowed } from './perm/admin-allowed.ts';
import { adminOnSelfRefused } from './perm/admin-self-refused.ts';
import { anonymousOpen } from './perm/anonymous-open.ts';
import { anonymousWithToken } from './perm/anonymous-with-token.ts';
import { customerRefusedAdmin } from './perm/customer-refused-admin.ts';
import { customerSelf } from './perm/customer-self.ts';
import { guestRefused } from './perm/guest-refused.ts';
import { integrationScope } from './perm/integration-scope.ts';
import { restrictedAdminAllowed } from './perm/restricted-admin-allowed.ts';
import { restrictedAdminRefused } from './perm/restricted-admin-refused.ts';
import { routePresent } from './presence/route-present.ts';
import { responseValid } from './schema/response-valid.ts';
import type { Check } from './types.ts';

export const ROUTE_CHECKS: Check[] = [
  routePresent,
  guestRefused,
  anonymousOpen,
  anonymousWithToken,
  customerRefusedAdmin,
  customerSelf,
  adminOnSelfRefused,
  adminAllowed,
  restrictedAdminRefused,
  restrictedAdminAllowed,
  integrationScope,
  responseValid,
];
