// Renders coverage.ts's report as Markdown and as a self-contained HTML page.

import { SKIP_CATEGORIES, type CoverageReport, type CoverageRoute, type SkipCategory } from './coverage.ts';
import { escapeHtml, htmlPage, htmlTable, mdTable } from './html.ts';

function exercisedText(r: CoverageRoute): string {
  const byCheck = new Map<string, string[]>();
  for (const x of r.exercisedBy) byCheck.set(x.check, [...(byCheck.get(x.check) ?? []), `${x.target}${x.outcome === 'fail' ? ' FAIL' : ''}`]);
  return [...byCheck].map(([check, targets]) => `${check} (${targets.join(', ')})`).join('; ');
}

function whyText(r: CoverageRoute): string {
  return r.why.map((w) => `${w.category}: ${w.example}${w.count > 1 ? ` (${w.count} tests)` : ''}`).join('; ');
}

function summaryRows(report: CoverageReport): string[][] {
  const s = report.summary;
  return [
    ['routes of the plan', String(s.routes)],
    ['exercised by a check beyond presence', String(s.exercised)],
    ['only the presence check', String(s.presenceOnly)],
    ['never exercised', String(s.never)],
  ];
}

function categoryRows(report: CoverageReport): string[][] {
  return Object.entries(report.summary.notExercisedBy).map(([c, n]) => [c, SKIP_CATEGORIES[c as SkipCategory], String(n)]);
}

export function renderCoverageMarkdown(report: CoverageReport): string {
  const out: string[] = ['# Coverage', ''];
  out.push(`Runs: ${report.targets.map((t) => `**${t.label}** (\`${t.runFile}\`, ${t.tests} tests)`).join(', ')}`, '');
  out.push(mdTable(['', 'routes'], summaryRows(report)), '');
  out.push('## Why routes were not exercised beyond presence', '', mdTable(['category', 'meaning', 'routes'], categoryRows(report)), '');
  out.push('## Checks', '', mdTable(['check', 'pass', 'fail', 'skip'], Object.entries(report.summary.byCheck).map(([c, n]) => [c, String(n.pass), String(n.fail), String(n.skip)])), '');
  const notExercised = report.routes.filter((r) => r.status !== 'exercised');
  out.push(`## Routes not exercised beyond presence (${notExercised.length})`, '');
  out.push(mdTable(['route', 'module', 'status', 'why'], notExercised.map((r) => [`\`${r.route}\``, r.module, r.status, whyText(r)])), '');
  const exercised = report.routes.filter((r) => r.status === 'exercised');
  out.push(`<details><summary>Routes exercised (${exercised.length})</summary>`, '', mdTable(['route', 'module', 'checks (targets)'], exercised.map((r) => [`\`${r.route}\``, r.module, exercisedText(r)])), '', '</details>', '');
  if (report.unknownRoutes.length > 0) out.push('## Routes of the runs the plan does not have', '', ...report.unknownRoutes.map((r) => `- \`${r}\``), '');
  return `${out.join('\n').trimEnd()}\n`;
}

export function renderCoverageHtml(report: CoverageReport): string {
  const e = escapeHtml;
  const parts: string[] = ['<h1>Coverage</h1>'];
  parts.push(`<p class="muted">Runs: ${report.targets.map((t) => `<strong>${e(t.label)}</strong> (<code>${e(t.runFile)}</code>, ${t.tests} tests)`).join(', ')}</p>`);
  parts.push(htmlTable(['', 'routes'], summaryRows(report).map((r) => r.map(e)), 'id="coverage-summary"'));
  parts.push('<h2>Why routes were not exercised beyond presence</h2>', htmlTable(['category', 'meaning', 'routes'], categoryRows(report).map((r) => r.map(e))));
  parts.push('<h2>Checks</h2>', htmlTable(['check', 'pass', 'fail', 'skip'], Object.entries(report.summary.byCheck).map(([c, n]) => [e(c), String(n.pass), String(n.fail), String(n.skip)])));
  parts.push('<h2>Routes</h2>');
  parts.push(
    htmlTable(
      ['route', 'module', 'status', 'exercised by / why not'],
      report.routes.map((r) => [`<code>${e(r.route)}</code>`, e(r.module), `<span class="st-${r.status === 'exercised' ? 'pass' : r.status === 'never' ? 'fail' : 'skip'}">${r.status}</span>`, e(r.status === 'exercised' ? exercisedText(r) : whyText(r))]),
      'id="coverage-routes"',
    ),
  );
  return htmlPage('Coverage', parts.join('\n'));
}
