// The names a conformance test hands to the runner's reporters, and how its verdict record travels: ONE annotation per
// test whose description is the record as JSON. The worker writes it (fixtures/verdict.ts), a declared-skipped test
// carries it from its declaration (no worker runs it), the reporters read it (reporters/conformance.ts,
// reporters/allure.ts). An annotation, not an attachment, because a test declared skipped can carry only
// annotations. Nothing else spells these names.

import { parseVerdictRecord, RecordShapeError, type VerdictRecord } from './verdict-record.ts';

/** The annotation type that carries a test's verdict record. */
export const VERDICT_ANNOTATION = 'commerce-verdict';
/** Version of the annotation's payload: a blob report of another suite version is told apart, never misread. */
export const VERDICT_PAYLOAD_FORMAT = 'commerce-conformance/verdict@1';

/** Attachments for readers of Playwright's and Allure's reports: formatted from the record, never read back. */
export const RESPONSE_EXCERPT_ATTACHMENT = 'response-excerpt.txt';
export const SCHEMA_ISSUES_ATTACHMENT = 'schema-issues.json';

export interface Annotation {
  type: string;
  description?: string;
}

export function verdictAnnotation(record: VerdictRecord): { type: string; description: string } {
  return { type: VERDICT_ANNOTATION, description: JSON.stringify({ format: VERDICT_PAYLOAD_FORMAT, record }) };
}

export function isVerdictAnnotation(a: Annotation): boolean {
  return a.type === VERDICT_ANNOTATION;
}

/** The record a test carries (the last carrier wins: the worker rewrites it as the test goes), null when it carries
 * none (not a conformance test), or a problem sentence when the carrier cannot be read. */
export function verdictOfAnnotations(annotations: readonly Annotation[]): VerdictRecord | { problem: string } | null {
  const carrier = annotations.filter(isVerdictAnnotation).at(-1);
  if (carrier === undefined) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(carrier.description ?? '');
  } catch {
    return { problem: `the ${VERDICT_ANNOTATION} annotation is not JSON` };
  }
  const format = payload !== null && typeof payload === 'object' ? (payload as { format?: unknown }).format : undefined;
  if (format !== VERDICT_PAYLOAD_FORMAT) return { problem: `the ${VERDICT_ANNOTATION} annotation is ${JSON.stringify(format) ?? 'unversioned'}, this version reads ${VERDICT_PAYLOAD_FORMAT} (a blob report of another suite version?)` };
  try {
    return parseVerdictRecord((payload as { record?: unknown }).record, 'record');
  } catch (e) {
    if (e instanceof RecordShapeError) return { problem: `the ${VERDICT_ANNOTATION} annotation: ${e.message}` };
    throw e;
  }
}
