// A baseline as YAML text: the yaml-language-server first line (editors complete and check it against
// contracts/baseline.schema.json), a short header saying what to do with it, then one block per waiver. Every string
// that is not a plain word is written double-quoted (a JSON string is a valid YAML one), so no route, sentence or
// date is ever read back as something else (a YAML 1.1 tool would take 2026-11-24 for a timestamp).

import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASELINE_FORMAT, BASELINE_SCHEMA_FILE } from './baseline-file.ts';
import type { WaiverDraft } from './write.ts';

/** The schema's path as the first line names it: relative to the baseline file, so the pair can move together. */
export function schemaReference(outFile: string): string {
  const path = relative(dirname(outFile), fileURLToPath(BASELINE_SCHEMA_FILE)).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

const PLAIN = /^[a-z][a-z0-9.-]*$/i;
const YAML_WORDS = /^(true|false|yes|no|on|off|null|y|n)$/i;

function scalar(value: string | null): string {
  if (value === null) return 'null';
  return PLAIN.test(value) && !YAML_WORDS.test(value) ? value : JSON.stringify(value);
}

export function renderBaseline(waivers: readonly WaiverDraft[], outFile: string): string {
  const lines = [
    `# yaml-language-server: $schema=${schemaReference(outFile)}`,
    '# Failures this target\'s owners accept for a while (commerce-contracts baseline write; docs/reports.md, Baselines).',
    '# Run with COMMERCE_BASELINE=<this file>: a waived failure (same check, route and broken sentence) is reported as',
    '# known and does not fail the run. Fill in every reason:. Optional until: a release (2.4.8) or a date (2026-12-31)',
    '# after which the waiver expires. Rewriting keeps the reasons and until of waivers that still match.',
    `format: ${BASELINE_FORMAT}`,
  ];
  if (waivers.length === 0) return `${[...lines, 'waivers: []'].join('\n')}\n`;
  lines.push('waivers:');
  for (const w of waivers) {
    lines.push(`  - check: ${scalar(w.check)}`, `    route: ${scalar(w.route)}`, `    broken: ${scalar(w.broken)}`);
    if (w.seen !== null) {
      const { date, edition, release, schema } = w.seen;
      lines.push(`    seen: { date: ${JSON.stringify(date)}, edition: ${scalar(edition)}, release: ${release === null ? 'null' : JSON.stringify(release)}, schema: ${scalar(schema)} }`);
    }
    lines.push(`    reason: ${w.reason === null ? '""' : JSON.stringify(w.reason)}`);
    if (w.until !== null) lines.push(`    until: ${JSON.stringify(w.until)}`);
  }
  return `${lines.join('\n')}\n`;
}
