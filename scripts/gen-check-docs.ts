// docs/checks.md is generated from the check modules (ID, rule, source written once, next to the ID).
// `node --import tsx scripts/gen-check-docs.ts` rewrites it; tests/check-docs.test.ts fails when it is stale.

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_CHECKS } from '../src/checks/catalog.ts';

export function renderCheckCatalog(): string {
  const rows = [...ALL_CHECKS].sort((a, b) => a.id.localeCompare(b.id)).map((c) => `| \`${c.id}\` | ${c.family} | ${c.rule.replace(/\|/g, '\\|')} | ${c.source.replace(/\|/g, '\\|')} |`);
  return [
    '# Check catalogue',
    '',
    'Generated from src/checks (do not edit by hand: `node --import tsx scripts/gen-check-docs.ts`). Every test title',
    'starts with the check ID; failures quote the rule; reports and severity overrides use the ID.',
    '',
    '| ID | family | rule | source |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(new URL('../docs/checks.md', import.meta.url), renderCheckCatalog());
  console.log('docs/checks.md written');
}
