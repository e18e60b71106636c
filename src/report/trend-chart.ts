// The nights of a trend as pictures (inline SVG, svg-chart.ts): per night, what changed since the night before by
// cause (the routes and schema differences of `steps[].changes`, coloured as in the difference report), and the
// outcomes that changed by kind (new, fixed, no longer judged, search behaviour). The first night has nothing to
// compare with: its bar is empty and says so in the description. Rendering only: every number is in trend.json.

import { CAUSES, causeTitle } from './cause.ts';
import { CAUSE_SERIES } from './changes-render.ts';
import { stackedBarSvg, type ChartBar, type ChartSeries } from './svg-chart.ts';
import type { TrendReport } from './trend.ts';

export const KIND_SERIES: ChartSeries[] = [
  { id: 'failure.new', label: 'new failures', color: '#b3261e' },
  { id: 'failure.fixed', label: 'fixed', color: '#1b6e3a' },
  { id: 'failure.gone', label: 'no longer judged', color: '#707070' },
  { id: 'search.behaviour-changed', label: 'search behaviour changed', color: '#6a3d9a' },
];

/** One bar per run, oldest first: what changed since the run before, by cause. */
export function causeBars(report: TrendReport<unknown>): ChartBar[] {
  return report.runs.map((run, i) => ({ label: run.label, values: i === 0 ? {} : { ...(report.steps[i - 1]?.changes.byCause ?? {}) } }));
}

/** One bar per run, oldest first: the outcomes that changed since the run before, by kind. */
export function kindBars(report: TrendReport<unknown>): ChartBar[] {
  return report.runs.map((run, i): ChartBar => {
    const step = report.steps[i - 1];
    return { label: run.label, values: step === undefined ? {} : { 'failure.new': step.newFailures.length, 'failure.fixed': step.fixed.length, 'failure.gone': step.gone.length, 'search.behaviour-changed': step.search.length } };
  });
}

function describe(bars: ChartBar[], series: ChartSeries[], first: string): string {
  return bars
    .map((b, i) => {
      if (i === 0) return `${b.label}: ${first}`;
      const parts = series.filter((s) => (b.values[s.id] ?? 0) > 0).map((s) => `${b.values[s.id]} ${s.label.toLowerCase()}`);
      return `${b.label}: ${parts.join(', ') || 'nothing changed'}`;
    })
    .join('; ');
}

export function trendCauseChart(report: TrendReport<unknown>): string {
  const bars = causeBars(report);
  return stackedBarSvg({ id: 'trend-causes', title: 'What changed each night, by cause', description: `Routes and published-schema differences since the run before, by cause (${CAUSES.map((c) => causeTitle(c.id).toLowerCase()).join(', ')}). ${describe(bars, CAUSE_SERIES, 'the first run, nothing to compare with')}.`, series: CAUSE_SERIES, bars });
}

export function trendKindChart(report: TrendReport<unknown>): string {
  const bars = kindBars(report);
  return stackedBarSvg({ id: 'trend-kinds', title: 'Outcomes that changed each night, by kind', description: `Tests whose outcome changed since the run before. ${describe(bars, KIND_SERIES, 'the first run, nothing to compare with')}.`, series: KIND_SERIES, bars });
}
