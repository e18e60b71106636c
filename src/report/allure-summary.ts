// A static HTML summary of an allure-results folder, for machines without Java and without the `allure` npm package:
// totals by status, then per check and per module, then every failed test with its message. The full Allure report
// (npx allure generate, Allure 3, Node only) stays the richer view; this one needs nothing beyond the suite.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml, htmlPage, htmlTable } from './html.ts';
import { ReportInputError } from './input-error.ts';

export interface AllureResult {
  name: string;
  fullName: string | null;
  status: string;
  message: string | null;
  labels: Record<string, string[]>;
  durationMs: number;
}

export interface AllureSummary {
  total: number;
  byStatus: Record<string, number>;
  byCheck: Record<string, Record<string, number>>;
  byModule: Record<string, Record<string, number>>;
  failed: AllureResult[];
}

export function readAllureResults(dir: string): AllureResult[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new ReportInputError(`${dir}: no allure-results folder (run the suite with the allure-playwright reporter; COMMERCE_ALLURE_DIR picks the folder)`);
  }
  const out: AllureResult[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('-result.json')).sort()) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch {
      continue; // a partly written file of an interrupted run
    }
    if (json === null || typeof json !== 'object') continue;
    const r = json as Record<string, unknown>;
    const labels: Record<string, string[]> = {};
    if (Array.isArray(r.labels)) {
      for (const l of r.labels) {
        if (l === null || typeof l !== 'object') continue;
        const { name: n, value: v } = l as { name?: unknown; value?: unknown };
        if (typeof n === 'string' && typeof v === 'string') (labels[n] ??= []).push(v);
      }
    }
    const details = r.statusDetails as { message?: unknown } | undefined;
    out.push({
      name: typeof r.name === 'string' ? r.name : name,
      fullName: typeof r.fullName === 'string' ? r.fullName : null,
      status: typeof r.status === 'string' ? r.status : 'unknown',
      message: typeof details?.message === 'string' ? details.message : null,
      labels,
      durationMs: typeof r.start === 'number' && typeof r.stop === 'number' ? r.stop - r.start : 0,
    });
  }
  if (out.length === 0) throw new ReportInputError(`${dir}: no Allure results (*-result.json) in this folder; run the suite with the Allure reporter first`);
  return out;
}

export function summarizeAllure(results: AllureResult[]): AllureSummary {
  const byStatus: Record<string, number> = {};
  const byCheck: Record<string, Record<string, number>> = {};
  const byModule: Record<string, Record<string, number>> = {};
  const bump = (m: Record<string, Record<string, number>>, key: string, status: string) => {
    const row = (m[key] ??= {});
    row[status] = (row[status] ?? 0) + 1;
  };
  for (const r of results) {
    byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    bump(byCheck, r.labels.check?.[0] ?? '(no check label)', r.status);
    bump(byModule, r.labels.module?.[0] ?? '(no module label)', r.status);
  }
  const failed = results.filter((r) => r.status === 'failed' || r.status === 'broken').sort((a, b) => a.name.localeCompare(b.name));
  return { total: results.length, byStatus, byCheck, byModule, failed };
}

const STATUSES = ['passed', 'failed', 'broken', 'skipped', 'unknown'];

export function renderAllureSummaryHtml(summary: AllureSummary, source: string): string {
  const e = escapeHtml;
  const counts = (row: Record<string, number>) => STATUSES.map((s) => String(row[s] ?? 0));
  const parts = [
    '<h1>Test results (Allure summary)</h1>',
    `<p class="muted">${summary.total} result(s) from <code>${e(source)}</code>.</p>`,
    htmlTable(STATUSES, [counts(summary.byStatus)], 'id="allure-status"'),
    '<h2>By check</h2>',
    htmlTable(['check', ...STATUSES], Object.entries(summary.byCheck).sort(([a], [b]) => a.localeCompare(b)).map(([k, row]) => [e(k), ...counts(row)])),
    '<h2>By module</h2>',
    htmlTable(['module', ...STATUSES], Object.entries(summary.byModule).sort(([a], [b]) => a.localeCompare(b)).map(([k, row]) => [e(k), ...counts(row)])),
    `<h2>Failed (${summary.failed.length})</h2>`,
    summary.failed.length === 0
      ? '<p>None.</p>'
      : htmlTable(['test', 'route', 'permission', 'message'], summary.failed.map((r) => [e(r.name), e(r.labels.route?.[0] ?? ''), e(r.labels.permission?.[0] ?? ''), `<pre>${e(r.message ?? '')}</pre>`])),
  ];
  return htmlPage('Test results (Allure summary)', parts.join('\n'));
}
