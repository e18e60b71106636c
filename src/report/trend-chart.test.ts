import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildTrend } from './commands.ts';
import { causeBars, kindBars, trendCauseChart, trendKindChart } from './trend-chart.ts';

const nights = fileURLToPath(new URL('../../tests/fixtures/trend/', import.meta.url));
const report = buildTrend([1, 2, 3, 4].map((n) => join(nights, `night-${n}`)));

test('one bar per night, the first empty; the values are the steps\' counts', () => {
  const causes = causeBars(report);
  assert.deepEqual(causes.map((b) => b.label), ['night-1', 'night-2', 'night-3', 'night-4']);
  assert.deepEqual(causes[0]?.values, {});
  assert.deepEqual(causes[3]?.values, report.steps[2]?.changes.byCause);
  assert.deepEqual(kindBars(report)[1]?.values, { 'failure.new': 1, 'failure.fixed': 1, 'failure.gone': 0, 'search.behaviour-changed': 0 });
});

test('the charts say in words what they draw', () => {
  assert.match(trendCauseChart(report), /<desc id="trend-causes-desc">[^<]*night-1: the first run, nothing to compare with; night-2: 2 behaviour of the same route;/);
  assert.match(trendKindChart(report), /night-2: 1 new failures, 1 fixed;/);
});
