// Renders the trend (trend.ts) as Markdown, as one self-contained HTML page, and as the short Markdown headline a CI
// job summary shows. Rendering only: every fact shown is in the TrendReport JSON written next to them.

import type { SchemaSectionRenderer } from './diff-render.ts';
import { cellText, matrixHtml, MATRIX_FILTER_SCRIPT, runLevelHtml, searchHtml, searchMarkdown } from './diff-render.ts';
import { releaseSplitHtml, releaseSplitMarkdown } from './release-split-render.ts';
import { aspectTitle, formsText } from './search-behaviour.ts';
import type { MatrixRow } from './diff.ts';
import { escapeHtml, htmlPage, mdTable, mdText } from './html.ts';
import { summaryHtml, summaryMarkdown, SUMMARY_ITEMS_SHOWN } from './summary-render.ts';
import type { BaselineEntry, NightHeadline, SkipCountChange, TestChange, TrendReport, TrendRun, TrendStep } from './trend.ts';
import { TREND_RULES } from './trend.ts';
import { verdictHtml, verdictMarkdown } from './verdict-format.ts';
import { CAUSES } from './cause.ts';
import { causeBars, KIND_SERIES, kindBars, trendCauseChart, trendKindChart } from './trend-chart.ts';

const TITLE = 'Conformance trend';

function ruleTitle(id: string): string {
  return TREND_RULES.find((r) => r.id === id)?.title ?? id;
}

function targetText(report: TrendReport<unknown>): string {
  return report.target.embedded ? 'the embedded reference installation' : `${report.target.baseUrl ?? 'unknown base URL'} (store ${report.target.storeCode ?? 'default'})`;
}

function intro(report: TrendReport<unknown>): string {
  const first = report.runs[0] as TrendRun;
  const last = report.runs[report.runs.length - 1] as TrendRun;
  return `${targetText(report)}: ${report.runs.length} runs, ${first.label} → ${last.label} (${report.order === 'time' ? 'ordered by start time' : 'in the order given'}); flapping counted over the last ${report.window} runs.`;
}

const CHART_INTRO = 'Each night against the one before: the routes and published-schema differences by cause (the difference report\'s causes), and the outcomes that changed by kind. The first night has nothing to compare with.';

/** Per run: the counts the charts draw (by cause, then by kind); `–` for the first run. */
function chartRows(report: TrendReport<unknown>): string[][] {
  const causes = causeBars(report);
  const kinds = kindBars(report);
  return report.runs.map((r, i) => [r.label, ...CAUSES.map((c) => (i === 0 ? '–' : String(causes[i]?.values[c.id] ?? 0))), ...KIND_SERIES.map((k) => (i === 0 ? '–' : String(kinds[i]?.values[k.id] ?? 0)))]);
}

const NIGHT_HEADER = ['run', 'started', 'release', 'passed', 'failed', 'new', 'known', 'fixed', 'skipped', 'what changed'];

function nightRow(h: NightHeadline): string[] {
  const count = (n: number | null) => (n === null ? '–' : String(n));
  return [h.run, h.startedAt ?? '–', [h.edition, h.release].filter((x) => x !== null).join(' ') || 'unknown', String(h.passed), String(h.failed), count(h.new), String(h.known), count(h.fixed), String(h.skipped), h.changed.join('; ') || '–'];
}

function stateText(change: TestChange): string {
  return `${change.before} → ${change.after}`;
}

function changesOf(step: TrendStep<unknown>): TestChange[] {
  return [...step.newFailures, ...step.fixed, ...step.gone];
}

function skipRows(skips: SkipCountChange[]): string[][] {
  const list = (titles: string[]) => (titles.length === 0 ? '–' : titles.slice(0, 5).join(', ') + (titles.length > 5 ? ` … and ${titles.length - 5} more` : ''));
  return skips.map((s) => [`${s.title} (${s.category})`, String(s.before), String(s.after), list(s.started), list(s.stopped)]);
}

const SKIP_HEADER = ['reason class', 'before', 'after', 'started skipping', 'stopped skipping'];

const SEARCH_CHANGE_HEADER = ['route', 'behaviour', 'before', 'after'];

function searchChangeRows(step: TrendStep<unknown>): string[][] {
  return step.search.map((c) => [c.route, aspectTitle(c.aspect), formsText(c.before), formsText(c.after)]);
}

function newestFirst<D>(report: TrendReport<D>): Array<TrendStep<D>> {
  return [...report.steps].reverse();
}

function lastStep<D>(report: TrendReport<D>): TrendStep<D> | undefined {
  return report.steps[report.steps.length - 1];
}

/** Said where the summary would be when there is a single run (the first night). */
const FIRST_RUN = 'One run: nothing to compare with yet. From the next run on, this says what changed.';
const SUMMARY_INTRO = 'The last run against the one before, by kind of difference; every night, what changed and the route matrix follow.';

function baselineRows(entries: BaselineEntry[]): string[][] {
  return entries.map((b) => [ruleTitle(b.rule), b.title, b.reason ?? '(no reason written)', b.until ?? '–', b.headline]);
}

const BASELINE_HEADER = ['', 'test', 'reason', 'until', 'what'];

// ---------------------------------------------------------------------------------------------------------------
// Markdown

export function renderTrendMarkdown<D>(report: TrendReport<D>, schema?: SchemaSectionRenderer<D>): string {
  const labels = report.runs.map((r) => r.label);
  const out: string[] = [`# ${TITLE}`, '', mdText(intro(report)), ''];
  out.push('## Summary', '', ...(report.summary === null ? [FIRST_RUN, ''] : [SUMMARY_INTRO, '', summaryMarkdown(report.summary)]));

  out.push('## Nights', '', mdTable(NIGHT_HEADER, report.runs.map((r) => nightRow(r.headline))), '');
  if (report.steps.length > 0) out.push(CHART_INTRO, '', mdTable(['run', ...CAUSES.map((c) => c.title), ...KIND_SERIES.map((k) => k.label)], chartRows(report)), '');

  out.push('## What changed, run by run', '', 'Newest first. A fingerprint change (release, edition, published schema) is named first: the outcomes that changed with it follow.', '');
  for (const step of newestFirst(report)) {
    out.push(`### ${mdText(step.from)} → ${mdText(step.to)}`, '');
    if (step.fingerprint.length > 0) {
      for (const f of step.fingerprint) out.push(`- **${mdText(f.message)}** (\`${f.rule}\`)`);
      out.push('');
    }
    const changes = changesOf(step);
    if (changes.length === 0 && step.skips.length === 0 && step.search.length === 0) out.push('No outcome changed.', '');
    if (changes.length > 0) {
      out.push(step.fingerprint.length > 0 ? 'Outcomes that changed with it:' : 'Outcomes that changed:', '');
      out.push(mdTable(['change', 'id', 'test', 'before → after', 'what'], changes.map((c) => [ruleTitle(c.rule), `\`${c.rule}\``, `\`${c.title}\``, stateText(c), c.headline])), '');
    }
    if (step.skips.length > 0) out.push('Skip counts by reason class (`skip.count-changed`):', '', mdTable(SKIP_HEADER, skipRows(step.skips)), '');
    if (step.search.length > 0) out.push('Search behaviour (`search.behaviour-changed`):', '', mdTable(SEARCH_CHANGE_HEADER, searchChangeRows(step)), '');
    if (step.schema !== null) {
      out.push(`#### Published schema: ${mdText(step.from)} → ${mdText(step.to)}`, '');
      if (step.schema.diff === null) out.push(`Not compared: ${mdText(step.schema.unavailable ?? 'no comparison')}.`, '');
      else {
        if (step.schema.split !== null) out.push(releaseSplitMarkdown(step.schema.split));
        out.push(schema ? schema.markdown(step.schema.diff, step.from, step.to).trim() : '```json\n' + JSON.stringify(step.schema.diff, null, 2) + '\n```', '');
      }
    }
  }

  out.push(`## Flapping (\`failure.flapping\`, over the last ${report.window} runs)`, '');
  if (report.flapping.length === 0) out.push('No test changed its outcome twice or more.', '');
  else {
    const window = labels.slice(-report.window);
    out.push(mdTable(['test', ...window, 'changes'], report.flapping.map((f) => [`\`${f.title}\``, ...window.map((l) => f.states.find((s) => s.run === l)?.state ?? '–'), String(f.changes)])), '');
  }

  out.push('## Baseline', '');
  if (report.baseline.length === 0) out.push('No test of the last run carries a baseline mark (no COMMERCE_BASELINE, or nothing it waives failed).', '');
  else out.push(mdTable(BASELINE_HEADER, baselineRows(report.baseline)), '');

  const last = lastStep(report);
  const detailed = last?.newFailures.filter((c) => c.record !== null) ?? [];
  if (last !== undefined && detailed.length > 0) {
    out.push(`## New failures of ${mdText(last.to)} (${detailed.length})`, '');
    for (const c of detailed) out.push(verdictMarkdown(c.record as NonNullable<TestChange['record']>));
  }

  out.push(...searchMarkdown(report.search, labels));

  out.push('## Routes × runs', '');
  const differing = report.matrix.routes.filter((r) => r.differs);
  out.push(`### Routes whose status changed (${differing.length} of ${report.matrix.routes.length})`, '');
  if (differing.length === 0) out.push('Every route has the same status in every run.', '');
  else out.push(matrixMarkdown(differing, labels), '');
  out.push('<details><summary>Every route</summary>', '', matrixMarkdown(report.matrix.routes, labels), '', '</details>', '');
  if (report.runLevel.length > 0) out.push(`## Run-level checks (${report.runLevel.length})`, '', mdTable(['subject', ...labels], report.runLevel.map((r) => [r.route, ...labels.map((l) => (r.cells[l] ? cellText(r.cells[l]) : '–'))])), '');
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

function matrixMarkdown(rows: MatrixRow[], labels: string[]): string {
  return mdTable(['route', 'module', ...labels], rows.map((r) => [`\`${r.route}\``, r.module ?? '', ...labels.map((l) => (r.cells[l] ? cellText(r.cells[l]) : '–'))]));
}

/** The job summary ($GITHUB_STEP_SUMMARY): the nights' headline, the summary by kind of the last run, and what to
 * look at first (new failures, fingerprint changes, waivers to update). */
export function renderTrendSummaryMarkdown<D>(report: TrendReport<D>): string {
  const last = lastStep(report);
  const newest = report.runs[report.runs.length - 1] as TrendRun;
  const out: string[] = [`## ${TITLE}: ${mdText(newest.label)}`, '', mdText(intro(report)), ''];
  out.push(mdTable(NIGHT_HEADER, report.runs.slice(-report.window).map((r) => nightRow(r.headline))), '');
  const fingerprint = last?.fingerprint ?? [];
  for (const f of fingerprint) out.push(`- **${mdText(f.message)}** (\`${f.rule}\`)`);
  if (fingerprint.length > 0) out.push('');
  out.push(report.summary === null ? FIRST_RUN : summaryMarkdown(report.summary), '');
  const update = report.baseline.filter((b) => b.rule !== 'failure.known');
  if (update.length > 0) {
    out.push('**Baseline to update**:', '');
    for (const b of update.slice(0, SUMMARY_ITEMS_SHOWN)) out.push(`- ${ruleTitle(b.rule)} (\`${b.rule}\`): \`${b.title}\`${b.until ? ` (until ${mdText(b.until)})` : ''}`);
    out.push('');
  }
  if (report.flapping.length > 0) out.push(`Flapping over the last ${report.window} runs: ${report.flapping.length} test(s) (\`failure.flapping\`).`, '');
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// HTML

export function renderTrendHtml<D>(report: TrendReport<D>, schema?: SchemaSectionRenderer<D>): string {
  const e = escapeHtml;
  const labels = report.runs.map((r) => r.label);
  const parts: string[] = [`<h1>${TITLE}</h1>`, `<p class="muted">${e(intro(report))}</p>`];

  parts.push('<h2 id="summary">Summary</h2>', report.summary === null ? `<p>${e(FIRST_RUN)}</p>` : `<p class="muted">${e(SUMMARY_INTRO)}</p>\n${summaryHtml(report.summary)}`);

  parts.push('<h2 id="nights">Nights</h2>');
  parts.push(
    `<table id="nights-table"><thead><tr>${NIGHT_HEADER.map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>${report.runs
      .map((r) => `<tr data-run="${e(r.label)}">${nightRow(r.headline).map((c, i) => `<td data-column="${e(NIGHT_HEADER[i] as string)}">${e(c)}</td>`).join('')}</tr>`)
      .join('')}</tbody></table>`,
  );

  if (report.steps.length > 0) {
    parts.push(`<p class="muted">${e(CHART_INTRO)}</p>`);
    parts.push(`<figure class="chart-figure" id="trend-cause-figure">${trendCauseChart(report)}<figcaption class="muted">What changed since the night before, by cause.</figcaption></figure>`);
    parts.push(`<figure class="chart-figure" id="trend-kind-figure">${trendKindChart(report)}<figcaption class="muted">Outcomes that changed since the night before, by kind.</figcaption></figure>`);
    parts.push(`<details><summary>The charts' numbers</summary><table id="trend-chart-table"><thead><tr>${['run', ...CAUSES.map((c) => c.title), ...KIND_SERIES.map((k) => k.label)].map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>${chartRows(report)
      .map((r) => `<tr data-run="${e(r[0] as string)}">${r.map((c) => `<td>${e(c)}</td>`).join('')}</tr>`)
      .join('')}</tbody></table></details>`);
  }
  parts.push('<h2 id="steps">What changed, run by run</h2>', '<p class="muted">Newest first. A fingerprint change (release, edition, published schema) is named first: the outcomes that changed with it follow.</p>');
  for (const step of newestFirst(report)) {
    parts.push(`<section class="step" data-from="${e(step.from)}" data-to="${e(step.to)}">`, `<h3>${e(step.from)} → ${e(step.to)}</h3>`);
    if (step.fingerprint.length > 0) parts.push(`<ul class="fingerprint">${step.fingerprint.map((f) => `<li data-rule="${e(f.rule)}"><strong>${e(f.message)}</strong> (<code>${e(f.rule)}</code>)</li>`).join('')}</ul>`);
    const changes = changesOf(step);
    if (changes.length === 0 && step.skips.length === 0 && step.search.length === 0) parts.push('<p class="muted">No outcome changed.</p>');
    if (changes.length > 0) {
      parts.push(`<p>${step.fingerprint.length > 0 ? 'Outcomes that changed with it:' : 'Outcomes that changed:'}</p>`);
      parts.push(
        `<table class="changes"><thead><tr><th>change</th><th>test</th><th>before → after</th><th>what</th></tr></thead><tbody>${changes
          .map((c) => `<tr data-rule="${e(c.rule)}" data-check="${e(c.check)}" data-route="${e(c.route)}"><td class="${c.rule === 'failure.new' ? 'st-fail' : c.rule === 'failure.fixed' ? 'st-pass' : 'st-skip'}">${e(ruleTitle(c.rule))} <code>${e(c.rule)}</code></td><td><code>${e(c.title)}</code></td><td>${e(stateText(c))}</td><td>${e(c.headline)}</td></tr>`)
          .join('')}</tbody></table>`,
      );
    }
    if (step.skips.length > 0) {
      parts.push(
        `<table class="skips"><caption>Skip counts by reason class (<code>skip.count-changed</code>)</caption><thead><tr>${SKIP_HEADER.map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>${step.skips
          .map((s, i) => `<tr data-rule="skip.count-changed" data-category="${e(s.category)}">${(skipRows(step.skips)[i] as string[]).map((c) => `<td>${e(c)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`,
      );
    }
    if (step.search.length > 0) {
      parts.push(
        `<table class="search-changes"><caption>Search behaviour (<code>search.behaviour-changed</code>)</caption><thead><tr>${SEARCH_CHANGE_HEADER.map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>${searchChangeRows(step)
          .map((cells, i) => `<tr data-rule="search.behaviour-changed" data-route="${e(step.search[i]?.route ?? '')}">${cells.map((c) => `<td>${e(c)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`,
      );
    }
    if (step.schema !== null) {
      parts.push(`<h4>Published schema: ${e(step.from)} → ${e(step.to)}</h4>`);
      if (step.schema.diff === null) parts.push(`<p class="muted">Not compared: ${e(step.schema.unavailable ?? 'no comparison')}.</p>`);
      else {
        if (step.schema.split !== null) parts.push(releaseSplitHtml(step.schema.split));
        parts.push(schema ? schema.html(step.schema.diff, step.from, step.to) : `<pre>${e(JSON.stringify(step.schema.diff, null, 2))}</pre>`);
      }
    }
    parts.push('</section>');
  }

  parts.push(`<h2 id="flapping">Flapping (<code>failure.flapping</code>, over the last ${report.window} runs)</h2>`);
  if (report.flapping.length === 0) parts.push('<p class="muted">No test changed its outcome twice or more.</p>');
  else {
    const window = labels.slice(-report.window);
    parts.push(
      `<table id="flapping-table"><thead><tr><th>test</th>${window.map((l) => `<th>${e(l)}</th>`).join('')}<th>changes</th></tr></thead><tbody>${report.flapping
        .map((f) => `<tr data-title="${e(f.title)}"><td><code>${e(f.title)}</code></td>${window.map((l) => {
          const state = f.states.find((s) => s.run === l)?.state ?? 'not-run';
          return `<td class="st-${state}">${e(state)}</td>`;
        }).join('')}<td>${f.changes}</td></tr>`)
        .join('')}</tbody></table>`,
    );
  }

  parts.push('<h2 id="baseline">Baseline</h2>');
  if (report.baseline.length === 0) parts.push('<p class="muted">No test of the last run carries a baseline mark (no COMMERCE_BASELINE, or nothing it waives failed).</p>');
  else {
    parts.push(
      `<table id="baseline-table"><thead><tr>${BASELINE_HEADER.map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>${report.baseline
        .map((b, i) => `<tr data-rule="${e(b.rule)}" data-title="${e(b.title)}">${(baselineRows(report.baseline)[i] as string[]).map((c) => `<td>${e(c)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`,
    );
  }

  const last = lastStep(report);
  const detailed = last?.newFailures.filter((c) => c.record !== null) ?? [];
  if (last !== undefined && detailed.length > 0) {
    parts.push(`<h2 id="new-failures">New failures of ${e(last.to)} (${detailed.length})</h2>`);
    for (const c of detailed) parts.push(verdictHtml(c.record as NonNullable<TestChange['record']>));
  }

  const search = searchHtml(report.search, labels);
  if (search !== '') parts.push(search);
  parts.push('<h2 id="matrix-title">Routes × runs</h2>', matrixHtml(report.matrix, labels));
  if (report.runLevel.length > 0) parts.push(runLevelHtml(report.runLevel, labels));
  return htmlPage(TITLE, parts.join('\n'), MATRIX_FILTER_SCRIPT);
}
