import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { stackedBarSvg } from './svg-chart.ts';

const svg = stackedBarSvg({
  id: 'c1',
  title: 'Differences by module and cause',
  description: '3 differences: 2 edition, 1 release',
  series: [{ id: 'a', label: 'edition', color: '#6a3d9a' }, { id: 'b', label: 'release <new>', color: '#c9c9c9', darkText: true }],
  bars: [{ label: 'Magento_Rma', values: { a: 2 } }, { label: 'Magento_Tax', values: { b: 1, a: 0 } }, { label: 'none', values: {} }],
});

test('accessible: role img, a title and a description it is labelled by, text escaped', () => {
  assert.match(svg, /^<svg id="c1" class="chart" role="img" aria-labelledby="c1-title c1-desc" /);
  assert.match(svg, /<title id="c1-title">Differences by module and cause<\/title>\n<desc id="c1-desc">3 differences: 2 edition, 1 release<\/desc>/);
  assert.match(svg, /release &lt;new&gt; \(1\)/);
  assert.doesNotMatch(svg, /<script|href=|url\(/, 'nothing to fetch, nothing to run');
});

test('one bar per label, one segment per series with a value, the totals as text', () => {
  assert.deepEqual([...svg.matchAll(/data-bar="([^"]+)" data-total="(\d+)"/g)].map((m) => [m[1], m[2]]), [['Magento_Rma', '2'], ['Magento_Tax', '1'], ['none', '0']]);
  assert.deepEqual([...svg.matchAll(/class="segment" data-series="(\w+)" data-value="(\d+)"/g)].map((m) => [m[1], m[2]]), [['a', '2'], ['b', '1']]);
  assert.deepEqual([...svg.matchAll(/data-series="(\w+)" data-total="(\d+)"/g)].map((m) => [m[1], m[2]]), [['a', '2'], ['b', '1']], 'the legend\'s totals');
  assert.match(svg, /<rect class="segment" data-series="a" data-value="2" x="[\d.]+" y="\d+" width="460.0"/, 'the largest bar fills the plot');
  assert.match(svg, /<text class="segment-value" [^>]*fill="#1d1d1f">1<\/text>/, 'dark text on a light segment');
});
