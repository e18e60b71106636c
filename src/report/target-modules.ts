// The modules a target enables, as its run's fingerprint recorded them (fingerprint.json `modules`, global setup's
// GET /V1/modules), or why a report cannot know them: the target refused the call, or the run predates the list.

import { fingerprintField } from './load-run.ts';

export interface TargetModules {
  /** The enabled modules' names, sorted; null when unknown. */
  enabled: string[] | null;
  /** Why they are unknown (null when known): the recorded problem, or that the run did not record them. */
  missing: string | null;
}

export const MODULES_NOT_RECORDED = 'module list not recorded (the run predates GET /V1/modules in global setup)';

export function modulesOfFingerprint(fingerprint: unknown): TargetModules {
  const value = fingerprintField(fingerprint, 'modules');
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { enabled: null, missing: MODULES_NOT_RECORDED };
  const { enabled, problem } = value as { enabled?: unknown; problem?: unknown };
  if (Array.isArray(enabled) && enabled.every((m): m is string => typeof m === 'string')) return { enabled: [...enabled].sort(), missing: null };
  return { enabled: null, missing: `module list not read: ${typeof problem === 'string' ? problem : 'no reason recorded'}` };
}
