// Every check the suite has, per-route and run-level alike: the single list that docs and reports use.

import { ASYNC_ROUTE_CHECKS, ASYNC_RUN_CHECKS } from './async/index.ts';
import { CHALLENGE_RUN_CHECKS } from './challenge/index.ts';
import { ROUTE_CHECKS } from './registry.ts';
import { SCHEMA_ENDPOINT_RUN_CHECKS } from './schema-endpoint/index.ts';
import { SOAP_RUN_CHECKS } from './soap/index.ts';
import { SUBMISSION_RUN_CHECKS } from './submission/index.ts';
import { TOKEN_RUN_CHECKS } from './token/index.ts';
import type { Check, CheckDescription } from './types.ts';

export const ALL_ROUTE_CHECKS: Check[] = [...ROUTE_CHECKS, ...ASYNC_ROUTE_CHECKS];

export const RUN_CHECKS: CheckDescription[] = [...ASYNC_RUN_CHECKS, ...TOKEN_RUN_CHECKS, ...SOAP_RUN_CHECKS, ...CHALLENGE_RUN_CHECKS, ...SCHEMA_ENDPOINT_RUN_CHECKS, ...SUBMISSION_RUN_CHECKS];

export const ALL_CHECKS: CheckDescription[] = [...ALL_ROUTE_CHECKS, ...RUN_CHECKS];
