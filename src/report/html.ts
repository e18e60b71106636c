// Small helpers for self-contained report pages (no external assets) and Markdown tables.

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Markdown-significant characters in route paths, names and messages (`*`, `_`, `<`, `|`, backticks) escaped. */
export function mdText(text: string): string {
  return text.replace(/([\\`*_[\]<>|#])/g, '\\$1');
}

/** A Markdown table cell: pipes and line breaks would break the row. */
export function mdCell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

export function mdTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(mdCell).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

export const BASE_CSS = `
:root { color-scheme: light; --fail: #b3261e; --pass: #1b6e3a; --skip: #6b6b6b; --absent: #8a5a00; --present: #1f4e99; }
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 24px; color: #1d1d1f; background: #fff; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
h3 { font-size: 15px; margin: 18px 0 6px; }
table { border-collapse: collapse; margin: 8px 0; }
th, td { border: 1px solid #d6d6d6; padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: #f4f4f6; position: sticky; top: 0; }
code { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.muted { color: #666; }
.st-fail { background: #fde7e6; color: var(--fail); font-weight: 600; }
.st-pass { background: #e7f5ec; color: var(--pass); }
.st-skip { background: #f1f1f1; color: var(--skip); }
.st-absent { background: #fff3dc; color: var(--absent); }
.st-present { background: #e6eefc; color: var(--present); }
.st-not-run { color: #999; }
.schema-diff h1 { font-size: 16px; margin: 8px 0; }
.schema-diff h2 { font-size: 15px; }
.schema-diff .breaking h3 { color: var(--fail); }
tr.differs > td:first-child { border-left: 3px solid #e0a100; }
.controls { margin: 8px 0; display: flex; gap: 16px; align-items: center; }
.totals td { text-align: right; }
.summary-table td.count { text-align: right; font-variant-numeric: tabular-nums; }
.summary-table tr.has-items th { color: var(--fail); }
.summary .kind h4 { margin: 8px 0 2px; font-size: 14px; }
.verdict { border-left: 3px solid #d6d6d6; padding: 2px 12px; margin: 12px 0; }
.verdict h4 { margin: 4px 0; font-size: 14px; }
.verdict dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 6px 0; }
.verdict dt { color: #666; } .verdict dd { margin: 0; }
.verdict pre { background: #f7f7f9; padding: 6px; overflow-x: auto; max-height: 24em; }
.cause { display: inline-block; font-size: 12px; padding: 0 5px; border-radius: 3px; color: #fff; background: #707070; white-space: nowrap; }
.cause[data-cause="cause.release"] { background: #1f4e99; } .cause[data-cause="cause.edition"] { background: #6a3d9a; }
.cause[data-cause="cause.module"] { background: #a04f00; } .cause[data-cause="cause.behaviour"] { background: #b3261e; }
.cause[data-cause="cause.unknown"] { background: #d0d0d0; color: #1d1d1f; }
.chart-figure { margin: 8px 0; } .chart-figure svg { max-width: 100%; height: auto; }
.changes h4 { margin: 12px 0 4px; font-size: 14px; }
`;

export function htmlPage(title: string, body: string, script = ''): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${BASE_CSS}</style>`,
    '</head>',
    '<body>',
    body,
    script ? `<script>${script}</script>` : '',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function htmlTable(header: string[], rows: string[][], attrs = ''): string {
  const head = `<tr>${header.map((h) => `<th>${h}</th>`).join('')}</tr>`;
  return `<table${attrs ? ` ${attrs}` : ''}><thead>${head}</thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
}
