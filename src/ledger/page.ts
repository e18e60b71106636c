// docs/platform-tests.md: the ledger as a page. Generated (`commerce-contracts ledger page`); a test fails when the
// page and ledger/*.yaml disagree.

import { percent, sharesOf, type Shares } from './shares.ts';
import { isTestFile } from './cross-check.ts';
import type { Behaviour, Ledger, TestClass } from './types.ts';

export const PLATFORM_TESTS_PAGE = 'docs/platform-tests.md';

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const VERDICT_WORDS: Record<Behaviour['verdict'], string> = { full: '**full**', partly: '**partly**', 'not-judged': '**not judged**' };

export function sourceUrl(cls: TestClass): string {
  return `https://github.com/${cls.repository}/blob/${cls.commit}/${cls.path}`;
}

/** What judges a behaviour, what it lacks, or why nothing does, in one cell. */
export function judgement(b: Behaviour): string {
  const check = b.check === null ? '' : `\`${b.check}\``;
  const shown = b.shownBy === null ? '' : isTestFile(b.shownBy) ? `; shown by [${b.shownBy.split('/').at(-1)}](../${b.shownBy})` : `; shown by fault \`${b.shownBy}\``;
  if (b.verdict === 'full') return `${check}${shown}`;
  if (b.verdict === 'partly') return `${check}${shown}; missing: ${b.missing ?? ''}`;
  return `${b.reason?.kind ?? ''}: ${b.reason?.why ?? ''}`;
}

function sharesRow(s: Shares): string {
  const n = s.behaviours;
  return `| ${s.module} | ${s.classes} | ${s.methods} | ${n} | ${s.full} (${percent(s.full, n)}) | ${s.partly} (${percent(s.partly, n)}) | ${s.notJudged} (${percent(s.notJudged, n)}) | ${s.notJudgedBy.gap} |`;
}

export function renderPlatformTestsPage(ledger: Ledger): string {
  const shares = sharesOf(ledger);
  const l: string[] = [
    "# The platform's REST tests, and what this suite judges of them",
    '',
    'Generated from ledger/*.yaml (do not edit by hand: `node bin/commerce-contracts.mjs ledger page`; format:',
    'ledger/ledger.schema.json). For each REST functional test class of a module the contracts cover (magento/magento2',
    "dev/tests/api-functional, magento/inventory Test/Api), each test method and the REST behaviours it asserts, and",
    'for each one: **full** (the check that judges exactly that, and the reference fault or unit test that shows the',
    'check failing when it breaks), **partly** (the check that judges a weaker property, and what is missing), or',
    '**not judged**, with the reason: `fixture` (a fixture no REST call can make), `harm` (a call that would harm a',
    'shared installation), `configuration` (configuration the run cannot set), or `gap` (it could be judged; what a',
    'check would need). SOAP-only assertions are left out. `commerce-contracts ledger show Class::method` answers for one',
    'method; `commerce-contracts ledger shares` prints the table below.',
    '',
    '## Shares',
    '',
    '| Module | Classes | Methods | Behaviours | Full | Partly | Not judged | of which gaps |',
    '|---|---|---|---|---|---|---|---|',
    ...shares.modules.map(sharesRow),
    sharesRow({ ...shares.total, module: '**total**' }),
    '',
  ];
  for (const m of ledger.modules) {
    l.push(`## ${m.module}`, '', `From [${m.file}](../${m.file}).`, '');
    for (const cls of m.classes) {
      const release = cls.release === null ? '' : ` (${cls.release})`;
      l.push(`### ${headingOf(cls, m.classes)}`, '', `[${cls.path}](${sourceUrl(cls)}) in ${cls.repository} at \`${cls.commit}\`${release}.`, '');
      if (cls.note !== null) l.push(cls.note, '');
      l.push('| Method | Behaviour | Route | Verdict | Judged by, missing, or why not |', '|---|---|---|---|---|');
      for (const method of cls.methods) {
        if (method.behaviours.length === 0) l.push(`| ${method.method} | ${cell(method.note ?? '')} | | | |`);
        method.behaviours.forEach((b, i) => {
          const name = i === 0 ? method.method : '';
          l.push(`| ${name} | ${cell(b.behaviour)} | \`${b.route}\` | ${VERDICT_WORDS[b.verdict]} | ${cell(judgement(b))} |`);
        });
      }
      l.push('');
    }
  }
  return l.join('\n');
}

/** A class's heading: its short name, with as many folders of its file as tell it from the other classes of the module
 * that share the name (magento/inventory's SourceRepository/GetListTest and StockRepository/GetListTest,
 * InventoryCatalog/Test/Api/DeleteProductTest), as `ledger show` takes it. */
export function headingOf(cls: TestClass, classes: readonly TestClass[]): string {
  const others = classes.filter((c) => c !== cls && c.name === cls.name);
  const parts = cls.path.replace(/\.php$/, '').split('/');
  for (let n = 1; n <= parts.length; n++) {
    const suffix = parts.slice(-n).join('/');
    if (!others.some((c) => c.path.endsWith(`/${suffix}.php`) || c.path === `${suffix}.php`)) return suffix;
  }
  return cls.path;
}
