// docs/checks.md is generated from the checks themselves: every check of src/checks/catalog.ts, with the ID, rule
// and source written once in its own file (src/checks/<family>/<name>.ts), and what it applies to as it declares it.
// `npm run docs:checks` rewrites it; tests/check-docs.test.ts fails when it is stale.

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_CHECKS } from '../src/checks/catalog.ts';
import type { CheckDescription } from '../src/checks/types.ts';

/** What each subject a check declares means, as the catalogue words it. */
const APPLIES_TO: Record<string, string> = {
  route: 'each route of the plan it applies to',
  run: 'run-level subjects',
  scenario: 'scenarios',
  page: 'a browser page',
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

function appliesTo(check: CheckDescription): string {
  const subject = (check as { subject?: unknown }).subject;
  const words = typeof subject === 'string' ? APPLIES_TO[subject] : undefined;
  if (words === undefined) throw new Error(`${check.id} declares no known subject (${String(subject)})`);
  return words;
}

export function renderCheckCatalog(): string {
  const rows = [...ALL_CHECKS]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((c) => {
      const [family, name] = c.id.split('.');
      return `| [\`${c.id}\`](../src/checks/${family}/${name}.ts) | ${appliesTo(c)} | ${cell(c.rule)} | ${cell(c.source)} |`;
    });
  return [
    '# Check catalogue',
    '',
    'Generated from the checks themselves (do not edit by hand: `npm run docs:checks`). Each check lives in',
    '`src/checks/<family>/<name>.ts` for its ID `<family>.<name>`, with its unit test beside it. Every test title starts',
    'with the check ID; failures quote the rule; reports and severity overrides use the ID.',
    '',
    `${ALL_CHECKS.length} checks.`,
    '',
    '| ID | applies to | rule | source |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(new URL('../docs/checks.md', import.meta.url), renderCheckCatalog());
  console.log('docs/checks.md written');
}
