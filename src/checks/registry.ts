// Every check of the suite, in the order specs run them. docs/checks.md is generated from this list.

import { adminAllowed, integrationScope, restrictedAdminAllowed, restrictedAdminRefused } from './perm/admin.ts';
import { anonymousOpen, anonymousWithToken } from './perm/anonymous-open.ts';
import { adminOnSelfRefused, customerRefusedAdmin, customerSelf } from './perm/customer.ts';
import { guestRefused } from './perm/guest-refused.ts';
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

export function checkById(id: string): Check | undefined {
  return ROUTE_CHECKS.find((c) => c.id === id);
}
