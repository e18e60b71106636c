// Every check the suite has, route checks and run-level checks alike: the single list docs and reports use.

import { ROUTE_CHECKS } from './registry.ts';
import type { Check } from './types.ts';

/** Checks that are not run once per route (tokens, async scenarios, ...) register their descriptions here. */
export interface CheckDescription {
  id: string;
  family: Check['family'];
  rule: string;
  source: string;
}

export const RUN_CHECKS: CheckDescription[] = [];

export const ALL_CHECKS: CheckDescription[] = [...ROUTE_CHECKS, ...RUN_CHECKS];
