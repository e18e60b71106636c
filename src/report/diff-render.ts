// Renders the difference report (diff.ts) as Markdown and as one self-contained HTML page. Rendering only: every
// fact shown is in the DiffReport JSON written next to them.

import type { Cell, CellStatus, DiffReport, FailedTest, MatrixRow, SchemaComparison, VariantRow } from './diff.ts';
import { escapeHtml, htmlPage, htmlTable, mdTable, mdText } from './html.ts';
import { releaseSplitHtml, releaseSplitMarkdown } from './release-split-render.ts';
import { aspectsOf, aspectTitle, formsText, type SearchBehaviourRow } from './search-behaviour.ts';
import { summaryHtml, summaryMarkdown } from './summary-render.ts';
import { CHANGES_INTRO, changesHtml, changesMarkdown } from './changes-render.ts';
import { causeTitle, type CauseId } from './cause.ts';
import { columnHeading, type FeatureEvidence, type TargetSummary } from './target.ts';
import { verdictHeadline, verdictHtml, verdictMarkdown } from './verdict-format.ts';

/** How the published-schema part is rendered (schema-diff-render.ts supplies it). */
export interface SchemaSectionRenderer<D> {
  markdown(diff: D, base: string, other: string): string;
  html(diff: D, base: string, other: string): string;
}

const SYMBOL: Record<CellStatus, string> = { pass: 'pass', fail: 'FAIL', skip: 'skip', absent: 'absent', present: 'present', 'not-run': '–' };

export function cellText(cell: Cell): string {
  if (cell.status === 'fail') return `FAIL ${cell.fail.map((f) => f.check).join(', ')}`;
  return SYMBOL[cell.status];
}

/** The cell's tooltip: the failing checks with their rule, else what decided the status. */
export function cellTitle(route: string, target: string, cell: Cell): string {
  const lines = [`${route} on ${target}: ${cell.status}${cell.present === null ? '' : cell.present ? ' (route served)' : ' (route not served)'}`];
  for (const f of cell.fail) lines.push(`FAIL ${f.check}: ${f.rule}\n  ${verdictHeadline(f)}`);
  if (cell.pass.length > 0) lines.push(`pass: ${cell.pass.join(', ')}`);
  const reasons = new Map<string, string[]>();
  for (const s of cell.skip) reasons.set(s.reason, [...(reasons.get(s.reason) ?? []), s.check]);
  for (const [reason, checks] of reasons) lines.push(`skip ${checks.join(', ')}: ${reason}`);
  return lines.join('\n');
}

function from(value: string | null, how: string): string {
  return value === null ? 'unknown' : `${value} (${how})`;
}

/** The release as the fingerprint named it, and how it was known: configured, or detected from the line the schema
 * published and the markers that narrowed it. */
export function releaseText(t: Pick<TargetSummary, 'release' | 'releaseFrom' | 'releaseName' | 'releaseMarkers'>): string {
  if (t.releaseName === null) return 'unknown';
  if (t.releaseFrom !== 'detected') return from(t.releaseName, t.releaseFrom);
  const how = [t.release !== null && t.release !== t.releaseName ? `line ${t.release}` : null, t.releaseMarkers.length > 0 ? `${t.releaseMarkers.length} marker(s)` : null].filter((x) => x !== null);
  return `${t.releaseName} (detected${how.length > 0 ? `: ${how.join(', ')}` : ''})`;
}

function targetRows(targets: TargetSummary[]): string[][] {
  return targets.map((t) => [
    t.label,
    t.baseUrl ?? 'unknown',
    from(t.edition, t.editionFrom),
    releaseText(t),
    t.schemaVersion ?? '–',
    t.runStatus,
    `${t.counts.pass} / ${t.counts.fail} / ${t.counts.skip}`,
  ]);
}

const TARGET_HEADER = ['target', 'base URL', 'edition', 'release', 'schema info.version', 'run', 'pass / fail / skip'];

function featureText(e: FeatureEvidence | null): string {
  if (e === null) return 'not observed';
  const values = e.values.map((v) => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v)));
  return values.length > 1 ? `inconsistent: ${values.join(' / ')}` : (values[0] ?? 'not observed');
}

const VARIANTS_INTRO = '"no": the target observed it and answered otherwise; "not observed": the checks that show it did not run there (skipped, not run), which is no difference.';

/** A variant's cell: shown (on how many routes), observed otherwise, or not observed. */
function variantText(v: VariantRow, label: string): string {
  const state = v.state[label] ?? 'unobserved';
  return state === 'shown' ? `yes (${(v.shownBy[label] ?? []).length} route(s))` : state === 'not-shown' ? 'no' : 'not observed';
}

function labelsOf(report: DiffReport<unknown>): string[] {
  return report.targets.map((t) => t.label);
}

/** The columns' headings: each target's label with the release its fingerprint named. */
function headingsOf(report: DiffReport<unknown>): string[] {
  return report.targets.map(columnHeading);
}

// ---------------------------------------------------------------------------------------------------------------
// Markdown

export function renderDiffMarkdown<D>(report: DiffReport<D>, schema?: SchemaSectionRenderer<D>): string {
  const labels = labelsOf(report);
  const headings = headingsOf(report);
  const out: string[] = ['# Conformance difference report', ''];
  if (report.changes.length > 0) {
    out.push('## What changes for an integration', '', CHANGES_INTRO, '');
    for (const changes of report.changes) out.push(changesMarkdown(changes));
  }
  if (report.summary.length > 0) {
    out.push('## Summary', '', 'Every target against the first, by kind of difference, each with its cause; the route matrix and every failure follow.', '');
    for (const pair of report.summary) out.push(summaryMarkdown(pair));
  }
  out.push('## Targets', '', mdTable(TARGET_HEADER, targetRows(report.targets)), '');

  out.push('## Optional features', '', 'Collected from the tests\' observations (docs/reports.md lists the keys); "not observed" means no test recorded it.', '');
  out.push(mdTable(['feature', ...headings], report.features.map((f) => [`${f.differs ? '**≠** ' : ''}${f.title}`, ...labels.map((l) => featureText(f.values[l] ?? null))])), '');

  out.push('## Release variants shown', '');
  if (report.variants.length === 0) out.push('No test recorded a variant.', '');
  else {
    out.push(VARIANTS_INTRO, '');
    out.push(mdTable(['variant', ...headings], report.variants.map((v) => [`${v.differs ? '**≠** ' : ''}${v.id}`, ...labels.map((l) => variantText(v, l))])), '');
  }

  out.push(...searchMarkdown(report.search, labels, headings));

  out.push('## Routes × targets', '');
  out.push(mdTable(['status', ...headings], (['pass', 'fail', 'skip', 'absent', 'present', 'not-run'] as CellStatus[]).map((s) => [s, ...labels.map((l) => String(report.matrix.totals[l]?.[s] ?? 0))])), '');
  const differing = report.matrix.routes.filter((r) => r.differs);
  out.push(`### Routes that differ (${differing.length} of ${report.matrix.routes.length})`, '');
  if (differing.length === 0) out.push('Every route has the same status on every target.', '');
  else out.push(matrixMarkdown(differing, labels, headings, rowCausesOf(report)), '');
  const failures = failuresOf(report);
  if (failures.length > 0) {
    out.push(`### Failures (${failures.length})`, '');
    for (const { label, test } of failures) out.push(`#### ${mdText(test.route)} on ${mdText(label)}`, '', verdictMarkdown(test));
  }
  out.push('<details><summary>Every route</summary>', '', matrixMarkdown(report.matrix.routes, labels, headings), '', '</details>', '');
  if (report.runLevel.length > 0) {
    out.push(`## Run-level checks (${report.runLevel.length})`, '', 'Tests whose subject is not one route (scenarios, forms, token and async intake checks).', '');
    out.push(mdTable(['subject', ...headings], report.runLevel.map((r) => [r.route, ...labels.map((l) => (r.cells[l] ? cellText(r.cells[l]) : '–'))])), '');
  }

  out.push(...schemaMarkdown(report.schema, headingOf(report), schema));
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

const SEARCH_INTRO = 'What each target answered where the platform documents nothing, recorded per route by the search family (search.past-last-page, search.page-zero, search.bad-criteria): a page past the last one, page 0, a filter on an unknown field, an unknown condition type, moreq. "–": not recorded there.';

/** One row per route and aspect that some target recorded: [route, aspect, form per label]. */
export function searchRows(rows: readonly SearchBehaviourRow[], labels: readonly string[]): Array<{ row: SearchBehaviourRow; aspect: string; cells: string[]; differs: boolean }> {
  return rows.flatMap((row) =>
    aspectsOf([row]).map((aspect) => {
      const cells = labels.map((l) => formsText(row.aspects[aspect]?.[l]));
      const recorded = cells.filter((c) => c !== '–');
      return { row, aspect, cells, differs: new Set(recorded).size > 1 };
    }),
  );
}

/** The search behaviours, per route and aspect (Markdown); `headings` name the columns (default: the labels). */
export function searchMarkdown(rows: readonly SearchBehaviourRow[], labels: readonly string[], headings: readonly string[] = labels): string[] {
  if (rows.length === 0) return [];
  const lines = searchRows(rows, labels);
  const differing = lines.filter((l) => l.differs).length;
  return [
    '## Search behaviour', '',
    SEARCH_INTRO, '',
    `${differing} of ${lines.length} differ.`, '',
    mdTable(['route', 'behaviour', ...headings], lines.map((l) => [`${l.differs ? '**≠** ' : ''}\`${l.row.route}\``, aspectTitle(l.aspect), ...l.cells])), '',
  ];
}

/** The search behaviours, per route and aspect (HTML, `#search-behaviour`); `headings` name the columns. */
export function searchHtml(rows: readonly SearchBehaviourRow[], labels: readonly string[], headings: readonly string[] = labels): string {
  if (rows.length === 0) return '';
  const e = escapeHtml;
  const lines = searchRows(rows, labels);
  return [
    '<h2 id="search">Search behaviour</h2>',
    `<p class="muted">${e(SEARCH_INTRO)}</p>`,
    htmlTable(['route', 'behaviour', ...headings].map(e), lines.map((l) => [`${l.differs ? '<strong>≠</strong> ' : ''}<code>${e(l.row.route)}</code>`, e(aspectTitle(l.aspect)), ...l.cells.map(e)]), 'id="search-behaviour"'),
  ].join('\n');
}

/** Every failed test of the report, routes first then run-level subjects, each with the target it failed on. */
function failuresOf<D>(report: DiffReport<D>): Array<{ label: string; test: FailedTest }> {
  const labels = labelsOf(report);
  return [...report.matrix.routes, ...report.runLevel].flatMap((r) => labels.flatMap((label) => (r.cells[label]?.fail ?? []).map((test) => ({ label, test }))));
}

/** Per other target, the cause of each route that changes against the first (the report's `changes`). */
export interface RowCauseColumn {
  other: string;
  byRoute: Map<string, CauseId>;
}

export function rowCausesOf(report: DiffReport<unknown>): RowCauseColumn[] {
  return report.changes.map((c) => ({ other: c.other, byRoute: new Map([...c.routes, ...c.notCompared].map((r) => [r.route, r.cause.id])) }));
}

function matrixMarkdown(rows: MatrixRow[], labels: string[], headings: readonly string[] = labels, causes: RowCauseColumn[] = []): string {
  const causeCell = (c: RowCauseColumn, route: string) => {
    const id = c.byRoute.get(route);
    return id === undefined ? '–' : `${causeTitle(id).toLowerCase()} (\`${id}\`)`;
  };
  return mdTable(['route', 'module', ...headings, ...causes.map((c) => `cause (${c.other})`)], rows.map((r) => [`\`${r.route}\``, r.module ?? '', ...labels.map((l) => (r.cells[l] ? cellText(r.cells[l]) : '–')), ...causes.map((c) => causeCell(c, r.route))]));
}

/** A label's column heading (the label with its release), for the schema comparisons' titles. */
function headingOf(report: DiffReport<unknown>): (label: string) => string {
  const byLabel = new Map(report.targets.map((t) => [t.label, columnHeading(t)]));
  return (label) => byLabel.get(label) ?? label;
}

function schemaMarkdown<D>(comparisons: Array<SchemaComparison<D>>, heading: (label: string) => string, renderer?: SchemaSectionRenderer<D>): string[] {
  if (comparisons.length === 0) return [];
  const out = ['## Published schemas', ''];
  for (const c of comparisons) {
    out.push(`### ${mdText(heading(c.base))} → ${mdText(heading(c.other))}`, '');
    if (c.unavailable !== null || c.diff === null) {
      out.push(`Not compared: ${c.unavailable ?? 'no comparison'}.`, '');
      continue;
    }
    if (c.split !== null) out.push(releaseSplitMarkdown(c.split));
    out.push(renderer ? renderer.markdown(c.diff, c.base, c.other).trim() : '```json\n' + JSON.stringify(c.diff, null, 2) + '\n```', '');
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// HTML

/** The matrix's filters (only rows that differ, text): the script of every page that shows a matrix. */
export const MATRIX_FILTER_SCRIPT = `
(function () {
  var only = document.getElementById('only-differences');
  var search = document.getElementById('route-filter');
  var rows = Array.prototype.slice.call(document.querySelectorAll('#matrix tbody tr'));
  var count = document.getElementById('shown-count');
  function apply() {
    var text = (search.value || '').toLowerCase();
    var shown = 0;
    rows.forEach(function (row) {
      var visible = (!only.checked || row.getAttribute('data-differs') === 'true') && row.getAttribute('data-route').toLowerCase().indexOf(text) !== -1;
      row.hidden = !visible;
      if (visible) shown++;
    });
    count.textContent = String(shown);
  }
  only.addEventListener('change', apply);
  search.addEventListener('input', apply);
  apply();
})();
`;

export function renderDiffHtml<D>(report: DiffReport<D>, schema?: SchemaSectionRenderer<D>): string {
  const labels = labelsOf(report);
  const headings = headingsOf(report);
  const e = escapeHtml;
  const parts: string[] = [];
  parts.push('<h1>Conformance difference report</h1>');
  parts.push(`<p class="muted">${report.targets.length} target(s), ${report.matrix.routes.length} route(s), ${report.matrix.differing} differing. Generated from run files (${report.targets.map((t) => `<code>${e(t.runFile)}</code>`).join(', ')}).</p>`);
  if (report.changes.length > 0) {
    parts.push('<h2 id="changes">What changes for an integration</h2>', `<p class="muted">${e(CHANGES_INTRO)}</p>`);
    for (const changes of report.changes) parts.push(changesHtml(changes));
  }
  if (report.summary.length > 0) {
    parts.push('<h2 id="summary">Summary</h2>', '<p class="muted">Every target against the first, by kind of difference, each with its cause; the route matrix and every failure follow.</p>');
    for (const pair of report.summary) parts.push(summaryHtml(pair));
  }

  parts.push('<h2 id="targets">Targets</h2>');
  parts.push(htmlTable(TARGET_HEADER.map(e), targetRows(report.targets).map((r) => r.map(e)), 'id="targets-table"'));

  parts.push('<h2 id="features">Optional features</h2>');
  parts.push(
    htmlTable(
      ['feature', ...headings].map(e),
      report.features.map((f) => [`${f.differs ? '<strong>≠</strong> ' : ''}${e(f.title)}`, ...labels.map((l) => {
        const ev = f.values[l] ?? null;
        return `<span title="${e(ev ? ev.seenIn.join('\n') : 'no test recorded it')}">${e(featureText(ev))}</span>`;
      })]),
      'id="features-table"',
    ),
  );

  parts.push('<h2 id="variants">Release variants shown</h2>');
  if (report.variants.length === 0) parts.push('<p class="muted">No test recorded a variant.</p>');
  else {
    parts.push(`<p class="muted">${e(VARIANTS_INTRO)}</p>`);
    parts.push(
      htmlTable(
        ['variant', ...headings].map(e),
        report.variants.map((v) => [`${v.differs ? '<strong>≠</strong> ' : ''}<code>${e(v.id)}</code>`, ...labels.map((l) => {
          const routes = v.shownBy[l] ?? [];
          const state = v.state[l] ?? 'unobserved';
          const title = state === 'shown' ? routes.join('\n') : state === 'unobserved' ? (v.unobserved[l] ?? '') : 'observed, answered otherwise';
          return `<span data-state="${state}" title="${e(title)}">${e(state === 'shown' ? `yes (${routes.length})` : variantText(v, l))}</span>`;
        })]),
        'id="variants-table"',
      ),
    );
  }

  const search = searchHtml(report.search, labels, headings);
  if (search !== '') parts.push(search);

  parts.push('<h2 id="matrix-title">Routes × targets</h2>');
  parts.push(matrixHtml(report.matrix, labels, headings, rowCausesOf(report)));

  if (report.runLevel.length > 0) parts.push(runLevelHtml(report.runLevel, labels, headings));

  const failures = failuresOf(report);
  if (failures.length > 0) {
    parts.push(`<h2 id="failures">Failures (${failures.length})</h2>`);
    for (const { label, test } of failures) parts.push(`<div class="failure" data-target="${e(label)}"><p class="muted">on <strong>${e(label)}</strong></p>\n${verdictHtml(test)}</div>`);
  }

  if (report.schema.length > 0) {
    parts.push('<h2 id="schemas">Published schemas</h2>');
    const heading = headingOf(report);
    for (const c of report.schema) {
      parts.push(`<h3>${e(heading(c.base))} → ${e(heading(c.other))}</h3>`);
      if (c.unavailable !== null || c.diff === null) {
        parts.push(`<p class="muted">Not compared: ${e(c.unavailable ?? 'no comparison')}.</p>`);
        continue;
      }
      if (c.split !== null) parts.push(releaseSplitHtml(c.split));
      parts.push(schema ? schema.html(c.diff, c.base, c.other) : `<pre>${e(JSON.stringify(c.diff, null, 2))}</pre>`);
    }
  }
  return htmlPage('Conformance difference report', parts.join('\n'), MATRIX_FILTER_SCRIPT);
}

function cellHtml(route: string, label: string, c: Cell | undefined): string {
  if (!c) return '<td class="st-not-run">–</td>';
  return `<td class="cell st-${c.status}" data-target="${escapeHtml(label)}" data-status="${c.status}" title="${escapeHtml(cellTitle(route, label, c))}">${escapeHtml(cellText(c))}</td>`;
}

/** The totals, the filters and the routes × columns table (`#matrix`), one column per label (headed by `headings`). */
export function matrixHtml(matrix: DiffReport<unknown>['matrix'], labels: string[], headings: readonly string[] = labels, causes: RowCauseColumn[] = []): string {
  const e = escapeHtml;
  const statuses: CellStatus[] = ['pass', 'fail', 'skip', 'absent', 'present', 'not-run'];
  const totals = `<table class="totals" id="totals"><thead><tr><th>status</th>${headings.map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>${statuses
    .map((s) => `<tr><th class="st-${s}">${s}</th>${labels.map((l) => `<td>${matrix.totals[l]?.[s] ?? 0}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
  const controls = `<div class="controls"><label><input type="checkbox" id="only-differences"> only routes that differ (${matrix.differing})</label><label>filter <input type="search" id="route-filter" placeholder="/V1/products"></label><span class="muted"><span id="shown-count">${matrix.routes.length}</span> shown</span></div>`;
  const head = `<tr><th>route</th><th>module</th>${headings.map((h) => `<th>${e(h)}</th>`).join('')}${causes.map((c) => `<th>cause (${e(c.other)})</th>`).join('')}</tr>`;
  const causeCells = (route: string) =>
    causes
      .map((c) => {
        const id = c.byRoute.get(route);
        return id === undefined ? `<td class="cause-cell" data-cause-of="${e(c.other)}"></td>` : `<td class="cause-cell" data-cause-of="${e(c.other)}"><span class="cause" data-cause="${e(id)}">${e(causeTitle(id))}</span></td>`;
      })
      .join('');
  const body = matrix.routes
    .map((r) => `<tr data-route="${e(r.route)}" data-differs="${r.differs}"${r.differs ? ' class="differs"' : ''}><td><code>${e(r.route)}</code></td><td>${e(r.module ?? '')}</td>${labels.map((l) => cellHtml(r.route, l, r.cells[l])).join('')}${causeCells(r.route)}</tr>`)
    .join('\n');
  return [totals, controls, `<table id="matrix"><thead>${head}</thead><tbody>\n${body}\n</tbody></table>`].join('\n');
}

/** Tests whose subject is not one route, one column per label (`#run-level`). */
export function runLevelHtml(rows: MatrixRow[], labels: string[], headings: readonly string[] = labels): string {
  const e = escapeHtml;
  const body = rows.map((r) => `<tr data-subject="${e(r.route)}"${r.differs ? ' class="differs"' : ''}><td>${e(r.route)}</td>${labels.map((l) => cellHtml(r.route, l, r.cells[l])).join('')}</tr>`).join('\n');
  return [
    `<h2 id="run-level-title">Run-level checks (${rows.length})</h2>`,
    '<p class="muted">Tests whose subject is not one route (scenarios, forms, token and async intake checks).</p>',
    `<table id="run-level"><thead><tr><th>subject</th>${headings.map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>\n${body}\n</tbody></table>`,
  ].join('\n');
}
