// A horizontal stacked bar chart as inline SVG, written by hand (no chart library, nothing fetched): one bar per label,
// one segment per series with a value, the value written on the segment where it fits and the bar's total after it,
// a legend with each series' total, and a <title> and <desc> that say what it shows in words (a screen reader reads
// those; every number is also in the table the report shows beside it). Rendering only.

import { escapeHtml } from './html.ts';

export interface ChartSeries {
  id: string;
  label: string;
  /** A fill colour; the value written on it is white, or dark with `darkText`. */
  color: string;
  darkText?: boolean;
}

export interface ChartBar {
  label: string;
  /** Series id → value; a series without a value is 0. */
  values: Record<string, number>;
}

export interface StackedBarChart {
  /** The element id, and the prefix of its title's and description's ids. */
  id: string;
  title: string;
  description: string;
  series: ChartSeries[];
  bars: ChartBar[];
}

const ROW = 22;
const BAR = 16;
const PLOT = 460;
/** A generous width of one character at 12px (no text measuring without a browser): labels are never cut. */
const CHAR = 7.4;
const LEGEND_ROW = 20;

function total(bar: ChartBar): number {
  return Object.values(bar.values).reduce((a, b) => a + b, 0);
}

export function stackedBarSvg(chart: StackedBarChart): string {
  const e = escapeHtml;
  const labelWidth = Math.min(320, Math.max(60, ...chart.bars.map((b) => b.label.length * CHAR + 12)));
  const max = Math.max(1, ...chart.bars.map(total));
  const width = Math.ceil(labelWidth + PLOT + 50);
  // The legend's items, wrapped onto as many rows as the width needs.
  const legend: Array<{ series: ChartSeries; text: string; sum: number; x: number; row: number }> = [];
  let x = 0;
  let row = 0;
  for (const series of chart.series) {
    const sum = chart.bars.reduce((a, b) => a + (b.values[series.id] ?? 0), 0);
    const text = `${series.label} (${sum})`;
    const itemWidth = 16 + text.length * CHAR + 14;
    if (x > 0 && x + itemWidth > width) {
      x = 0;
      row++;
    }
    legend.push({ series, text, sum, x, row });
    x += itemWidth;
  }
  const legendTop = 6;
  const plotTop = legendTop + (row + 1) * LEGEND_ROW + 8;
  const height = plotTop + Math.max(1, chart.bars.length) * ROW + 6;
  const out: string[] = [
    `<svg id="${e(chart.id)}" class="chart" role="img" aria-labelledby="${e(chart.id)}-title ${e(chart.id)}-desc" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg" font-family="system-ui, sans-serif" font-size="12">`,
    `<title id="${e(chart.id)}-title">${e(chart.title)}</title>`,
    `<desc id="${e(chart.id)}-desc">${e(chart.description)}</desc>`,
  ];
  // Legend: every series with its total over the bars.
  out.push('<g class="legend">');
  for (const item of legend) {
    const y = legendTop + item.row * LEGEND_ROW;
    out.push(`<g class="legend-item" data-series="${e(item.series.id)}" data-total="${item.sum}"><rect x="${item.x.toFixed(1)}" y="${y}" width="12" height="12" fill="${e(item.series.color)}" stroke="#555" stroke-width="0.5"/><text x="${(item.x + 16).toFixed(1)}" y="${y + 10}" fill="#1d1d1f">${e(item.text)}</text></g>`);
  }
  out.push('</g>');
  chart.bars.forEach((bar, i) => {
    const y = plotTop + i * ROW;
    const sum = total(bar);
    out.push(`<g class="bar" data-bar="${e(bar.label)}" data-total="${sum}">`);
    out.push(`<text class="bar-label" x="${labelWidth - 8}" y="${y + BAR - 4}" text-anchor="end" fill="#1d1d1f">${e(bar.label)}</text>`);
    let left = labelWidth;
    for (const s of chart.series) {
      const value = bar.values[s.id] ?? 0;
      if (value <= 0) continue;
      const w = (value / max) * PLOT;
      out.push(`<rect class="segment" data-series="${e(s.id)}" data-value="${value}" x="${left.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${BAR}" fill="${e(s.color)}"><title>${e(`${bar.label}: ${s.label} ${value}`)}</title></rect>`);
      if (w >= String(value).length * CHAR + 6) out.push(`<text class="segment-value" x="${(left + w / 2).toFixed(1)}" y="${y + BAR - 4}" text-anchor="middle" fill="${s.darkText ? '#1d1d1f' : '#fff'}">${value}</text>`);
      left += w;
    }
    out.push(`<text class="bar-total" x="${(left + 6).toFixed(1)}" y="${y + BAR - 4}" fill="#1d1d1f">${sum}</text>`);
    out.push('</g>');
  });
  out.push('</svg>');
  return out.join('\n');
}
