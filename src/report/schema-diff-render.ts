// Renderings of a SchemaDiff: Markdown (for PR comments and CI summaries) and HTML (a self-contained page or a
// fragment to embed in another report). Both show the same sections in the same order: summary, breaking
// findings, then the other findings, grouped by rule.

import { mdText } from './html.ts';
import { DIFF_RULES, type DiffFinding, type DiffRuleId, type DocumentSummary, type SchemaDiff } from './schema-diff.ts';

// --- Markdown -------------------------------------------------------------------------------------------------

export function renderSchemaDiffMarkdown(diff: SchemaDiff): string {
  const lines: string[] = [
    '# Schema diff',
    '',
    `- **a**: ${mdText(describeDocument(diff.a))}`,
    `- **b**: ${mdText(describeDocument(diff.b))}`,
    '',
    '| | count |',
    '|---|---:|',
    ...summaryRows(diff).map(([label, count]) => `| ${label} | ${count} |`),
    '',
  ];
  for (const [heading, findings] of sections(diff)) {
    lines.push(`## ${heading}`, '');
    if (findings.length === 0) {
      lines.push('None.', '');
      continue;
    }
    for (const [rule, group] of groupByRule(findings)) {
      lines.push(`### ${ruleTitle(rule)} (\`${rule}\`, ${group.length})`, '');
      for (const item of group) lines.push(`- ${mdText(item.message)}`);
      lines.push('');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

// --- HTML -----------------------------------------------------------------------------------------------------

export interface HtmlOptions {
  /** A fragment (one <section>, no <html>/<style>) to embed in another page; default: a whole page. */
  fragment?: boolean;
}

const STYLE = `
  body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem; color: #1d1d1f; }
  .schema-diff table { border-collapse: collapse; margin: .5rem 0 1rem; }
  .schema-diff th, .schema-diff td { border: 1px solid #ccd; padding: .2rem .6rem; text-align: left; }
  .schema-diff td.count { text-align: right; font-variant-numeric: tabular-nums; }
  .schema-diff .breaking h3 { color: #a1101a; }
  .schema-diff code { background: #f3f3f6; padding: 0 .25rem; border-radius: 3px; }
  .schema-diff ul { margin-top: .25rem; }
`;

export function renderSchemaDiffHtml(diff: SchemaDiff, options: HtmlOptions = {}): string {
  const parts: string[] = [
    '<section class="schema-diff">',
    '<h1>Schema diff</h1>',
    '<ul>',
    `<li><strong>a</strong>: ${escapeHtml(describeDocument(diff.a))}</li>`,
    `<li><strong>b</strong>: ${escapeHtml(describeDocument(diff.b))}</li>`,
    '</ul>',
    '<table><tbody>',
    ...summaryRows(diff).map(
      ([label, count]) => `<tr><th scope="row">${escapeHtml(label)}</th><td class="count">${count}</td></tr>`,
    ),
    '</tbody></table>',
  ];
  for (const [heading, findings, breaking] of sections(diff)) {
    parts.push(`<div class="${breaking ? 'breaking' : 'other'}">`, `<h2>${escapeHtml(heading)}</h2>`);
    if (findings.length === 0) parts.push('<p>None.</p>');
    for (const [rule, group] of groupByRule(findings)) {
      parts.push(
        `<h3>${escapeHtml(ruleTitle(rule))} (<code>${escapeHtml(rule)}</code>, ${group.length})</h3>`,
        '<ul>',
        ...group.map((item) => `<li data-rule="${escapeHtml(rule)}">${escapeHtml(item.message)}</li>`),
        '</ul>',
      );
    }
    parts.push('</div>');
  }
  parts.push('</section>');
  const section = parts.join('\n');
  if (options.fragment === true) return `${section}\n`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Schema diff: ${escapeHtml(diff.a.title || diff.a.source)} → ${escapeHtml(diff.b.title || diff.b.source)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    section,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// --- shared ---------------------------------------------------------------------------------------------------

function describeDocument(summary: DocumentSummary): string {
  const name = [summary.title, summary.version].filter((part) => part !== '').join(' ');
  return `${name === '' ? '(untitled)' : name} — ${summary.source} (${summary.dialect}, ${summary.operations} operations, ${summary.definitions} definitions)`;
}

function summaryRows(diff: SchemaDiff): Array<[string, number]> {
  return [
    ['Breaking findings', diff.breaking.length],
    ['Routes added', diff.routesAdded.length],
    ['Routes removed', diff.routesRemoved.length],
    ['Routes whose response changed', diff.responsesChanged.length],
    ['Definitions added', diff.definitions.added.length],
    ['Definitions removed', diff.definitions.removed.length],
    ['Definitions changed', diff.definitions.changed.length],
  ];
}

function sections(diff: SchemaDiff): Array<[string, DiffFinding[], boolean]> {
  return [
    ['Breaking changes', diff.breaking, true],
    ['Other changes', diff.findings.filter((item) => !item.breaking), false],
  ];
}

function groupByRule(findings: readonly DiffFinding[]): Array<[DiffRuleId, DiffFinding[]]> {
  const groups = new Map<DiffRuleId, DiffFinding[]>();
  for (const item of findings) {
    const group = groups.get(item.rule);
    if (group === undefined) groups.set(item.rule, [item]);
    else group.push(item);
  }
  return [...groups];
}

function ruleTitle(rule: DiffRuleId): string {
  return DIFF_RULES.find((candidate) => candidate.id === rule)?.title ?? rule;
}
