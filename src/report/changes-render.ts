// Renders what changes for an integration (integration-changes.ts) as Markdown and as an HTML fragment: the counts by
// cause, the chart of the differences by module and cause (inline SVG; in Markdown the same numbers as a table), then
// the routes that disappear, appear and answer otherwise, each with its cause and evidence, then the published
// schemas' other differences. Rendering only: every fact shown is in diff.json's `changes`.

import { CAUSES, causeTitle, type CauseId } from './cause.ts';
import { causeText } from './cause-text.ts';
import { escapeHtml, mdTable, mdText } from './html.ts';
import type { ModuleCounts, PairChanges, RouteChange, RouteChangeKind, SchemaChange } from './integration-changes.ts';
import { stackedBarSvg, type ChartSeries } from './svg-chart.ts';

/** The colour of each cause in the charts (the legend names them; the report's tables carry the numbers). */
export const CAUSE_SERIES: ChartSeries[] = [
  { id: 'cause.release', label: causeTitle('cause.release'), color: '#1f4e99' },
  { id: 'cause.edition', label: causeTitle('cause.edition'), color: '#6a3d9a' },
  { id: 'cause.module', label: causeTitle('cause.module'), color: '#a04f00' },
  { id: 'cause.behaviour', label: causeTitle('cause.behaviour'), color: '#b3261e' },
  { id: 'cause.run', label: causeTitle('cause.run'), color: '#707070' },
  { id: 'cause.unknown', label: causeTitle('cause.unknown'), color: '#d0d0d0', darkText: true },
];

const KINDS: Array<{ change: Exclude<RouteChangeKind, 'not-compared'>; title: string }> = [
  { change: 'disappears', title: 'Routes that disappear' },
  { change: 'appears', title: 'Routes that appear' },
  { change: 'answers-otherwise', title: 'Routes that answer otherwise' },
];

/** Modules drawn in the chart; the rest are summed into one bar. */
export const CHART_MODULES = 12;
const NO_MODULE = '(no module known)';

function moduleLabel(module: string | null): string {
  return module ?? NO_MODULE;
}

/** The bars of the chart: the modules with most differences, the others summed, those of no known module last. */
export function chartBars(byModule: ModuleCounts[]): Array<{ label: string; values: Record<string, number> }> {
  const known = byModule.filter((m) => m.module !== null);
  const shown = known.slice(0, CHART_MODULES);
  const rest = known.slice(CHART_MODULES);
  const bars: Array<{ label: string; values: Record<string, number> }> = shown.map((m) => ({ label: moduleLabel(m.module), values: { ...m.counts } }));
  if (rest.length > 0) {
    const values: Record<string, number> = {};
    for (const m of rest) for (const [id, n] of Object.entries(m.counts)) values[id] = (values[id] ?? 0) + n;
    bars.push({ label: `${rest.length} other modules`, values });
  }
  const none = byModule.find((m) => m.module === null);
  if (none !== undefined) bars.push({ label: NO_MODULE, values: { ...none.counts } });
  return bars;
}

function countsSentence(changes: PairChanges): string {
  const of = (k: RouteChangeKind) => changes.routes.filter((r) => r.change === k).length;
  const causes = CAUSES.filter((c) => changes.byCause[c.id] > 0).map((c) => `${causeTitle(c.id).toLowerCase()} ${changes.byCause[c.id]}`).join(', ');
  return `${changes.routes.length} route(s) change for an integration (${of('disappears')} disappear, ${of('appears')} appear, ${of('answers-otherwise')} answer otherwise), and ${changes.schema.length} other difference(s) of the published schemas (definitions, fields). By cause: ${causes || 'none'}.`;
}

function chartDescription(changes: PairChanges): string {
  const bars = chartBars(changes.byModule);
  return `${changes.base} → ${changes.other}: ${bars.map((b) => `${b.label}: ${CAUSES.filter((c) => (b.values[c.id] ?? 0) > 0).map((c) => `${b.values[c.id]} ${causeTitle(c.id).toLowerCase()}`).join(', ')}`).join('; ')}.`;
}

const COUNT_HEADER = ['module', ...CAUSES.map((c) => c.title), 'total'];

function countRows(byModule: ModuleCounts[]): string[][] {
  return byModule.map((m) => [moduleLabel(m.module), ...CAUSES.map((c) => String(m.counts[c.id])), String(m.total)]);
}

/** One cause label per id, with the id: `the edition (cause.edition)`. */
function causeLabel(id: CauseId): string {
  return `${causeTitle(id)} (\`${id}\`)`;
}

function routeRowMd(r: RouteChange): string[] {
  return [causeLabel(r.cause.id), r.module ?? '–', `\`${r.route}\``, `${r.what.join('; ')}`, causeText(r.cause)];
}

function schemaRowMd(s: SchemaChange): string[] {
  return [causeLabel(s.cause.id), s.module ?? '–', `\`${s.subject}\``, `${s.rule}${s.breaking ? ' (breaking)' : ''}`, causeText(s.cause)];
}

export const CHANGES_INTRO = 'What changes for an integration calling the later target instead of the first: the routes that disappear, appear or answer otherwise, each with where it comes from (the release, the edition, a module enabled on one side only, the behaviour of the same route, or undecided with what was missing), then the evidence.';

export function changesMarkdown(changes: PairChanges, heading = '###'): string {
  const out: string[] = [`${heading} ${mdText(changes.base)} → ${mdText(changes.other)}`, '', mdText(countsSentence(changes)), ''];
  if (changes.byModule.length > 0) out.push('By module and cause (the HTML report draws it):', '', mdTable(COUNT_HEADER, countRows(changes.byModule)), '');
  for (const { change, title } of KINDS) {
    const rows = changes.routes.filter((r) => r.change === change);
    if (rows.length === 0) continue;
    out.push(`**${title}** (${rows.length}):`, '', mdTable(['cause', 'module', 'route', 'what', 'evidence'], rows.map(routeRowMd)), '');
  }
  if (changes.schema.length > 0) {
    out.push(`<details><summary>The published schemas' definitions and fields that differ (${changes.schema.length})</summary>`, '', mdTable(['cause', 'module', 'subject', 'rule', 'evidence'], changes.schema.map(schemaRowMd)), '', '</details>', '');
  }
  if (changes.notCompared.length > 0) out.push(`Not compared (\`cause.run\`, ${changes.notCompared.length}): ${changes.notCompared.map((r) => `\`${r.route}\``).join(', ')}: one side did not judge them (skipped or not run), so they say nothing about the targets.`, '');
  return out.join('\n');
}

function causeSpan(id: CauseId): string {
  return `<span class="cause" data-cause="${escapeHtml(id)}">${escapeHtml(causeTitle(id))}</span>`;
}

export function changesHtml(changes: PairChanges, heading = 'h3'): string {
  const e = escapeHtml;
  const id = `chart-${changes.base}-${changes.other}`.replace(/[^A-Za-z0-9_-]/g, '-');
  const parts: string[] = [`<div class="changes" data-base="${e(changes.base)}" data-other="${e(changes.other)}">`, `<${heading}>${e(changes.base)} → ${e(changes.other)}</${heading}>`, `<p class="changes-counts">${e(countsSentence(changes))}</p>`];
  if (changes.byModule.length > 0) {
    parts.push(`<figure class="chart-figure">${stackedBarSvg({ id, title: `Differences by module and cause: ${changes.base} → ${changes.other}`, description: chartDescription(changes), series: CAUSE_SERIES, bars: chartBars(changes.byModule) })}<figcaption class="muted">Routes that change and the published schemas' other differences, per module, coloured by cause; the table below has every number.</figcaption></figure>`);
    parts.push(`<details><summary>The chart's numbers</summary><table class="cause-counts"><thead><tr>${COUNT_HEADER.map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>${changes.byModule
      .map((m, i) => `<tr data-module="${e(moduleLabel(m.module))}">${(countRows(changes.byModule)[i] as string[]).map((c) => `<td>${e(c)}</td>`).join('')}</tr>`)
      .join('')}</tbody></table></details>`);
  }
  for (const { change, title } of KINDS) {
    const rows = changes.routes.filter((r) => r.change === change);
    if (rows.length === 0) continue;
    parts.push(`<h4>${e(title)} (${rows.length})</h4>`);
    parts.push(`<table class="route-changes" data-change="${change}"><thead><tr><th>cause</th><th>module</th><th>route</th><th>what</th><th>evidence</th></tr></thead><tbody>${rows
      .map((r) => `<tr data-route="${e(r.route)}" data-cause="${e(r.cause.id)}"><td>${causeSpan(r.cause.id)}</td><td>${e(r.module ?? '–')}</td><td><code>${e(r.route)}</code></td><td>${e(r.what.join('; '))}</td><td>${e(causeText(r.cause))}</td></tr>`)
      .join('')}</tbody></table>`);
  }
  if (changes.schema.length > 0) {
    parts.push(`<details class="schema-changes"><summary>The published schemas' definitions and fields that differ (${changes.schema.length})</summary><table class="schema-changes-table"><thead><tr><th>cause</th><th>module</th><th>subject</th><th>rule</th><th>evidence</th></tr></thead><tbody>${changes.schema
      .map((s) => `<tr data-subject="${e(s.subject)}" data-cause="${e(s.cause.id)}"><td>${causeSpan(s.cause.id)}</td><td>${e(s.module ?? '–')}</td><td><code>${e(s.subject)}</code></td><td>${e(s.rule)}${s.breaking ? ' (breaking)' : ''}</td><td>${e(causeText(s.cause))}</td></tr>`)
      .join('')}</tbody></table></details>`);
  }
  if (changes.notCompared.length > 0) parts.push(`<p class="muted not-compared">Not compared (<code>cause.run</code>, ${changes.notCompared.length}): ${changes.notCompared.map((r) => `<code>${e(r.route)}</code>`).join(', ')}: one side did not judge them (skipped or not run), so they say nothing about the targets.</p>`);
  parts.push('</div>');
  return parts.join('\n');
}
