// Formatters of one verdict record (verdict-record.ts): the Playwright failure message, a one-line headline for tables
// and tooltips, the response excerpt as text, and the record as Markdown and as an HTML fragment. Each reads the
// record's fields only; none reads another formatter's text.

import { escapeHtml, mdText } from './html.ts';
import { describeAdminIdentity } from '../config/admin-identity.ts';
import type { BaselineMark, ErrorRecord, ExchangeRecord, FailRecord, PassRecord, VerdictRecord } from './verdict-record.ts';

/** Where to fix it: the contract route's file and line, or what the rule rests on when no contract route applies. */
export function contractText(record: VerdictRecord): string {
  return record.contract === null ? `(no contract route) ${record.source}` : `${record.contract.file}:${record.contract.line}`;
}

/** Why an expiry date or release ends a waiver, from the form of `until`. */
function expiryText(until: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(until) ? `until ${until}: that day has passed` : `until ${until}: the target is at that release or later`;
}

/** What the baseline made of the record, one sentence (null when the run had no baseline or it says nothing). */
export function baselineSentence(record: VerdictRecord): string | null {
  const mark: BaselineMark | undefined = record.baseline;
  if (mark === undefined) return null;
  const at = mark.waiver === undefined ? 'the baseline' : mark.waiver;
  const reason = mark.reason === undefined ? 'no reason given' : `reason: ${mark.reason}`;
  const until = mark.until === undefined ? '' : `, until ${mark.until}`;
  switch (mark.status) {
    case 'known':
      return `known failure, waived at ${at} (${reason}${until}): it does not fail the run`;
    case 'new':
      return mark.waived === undefined ? 'new failure: the baseline does not waive it' : `new failure: the waiver at ${at} is for another failure of this check and subject ("${mark.waived}")`;
    case 'expired':
      return `the waiver at ${at} expired (${mark.until === undefined ? 'its until has passed' : expiryText(mark.until)}; ${reason}): the failure counts again`;
    case 'fixed':
      return `fixed: remove it from the baseline (the waiver at ${at}${mark.waived === undefined ? '' : ` for "${mark.waived}"`})${mark.strict === true ? '; COMMERCE_BASELINE_STRICT=1 fails the run until it is removed' : ''}`;
  }
}

/** The Playwright failure message: `[id] SUBJECT: broken`, then rule / expected / actual / note / contract, aligned,
 * and what the baseline made of it. An error (no verdict) is its one sentence. */
export function formatFailureMessage(record: FailRecord | ErrorRecord): string {
  if (record.outcome === 'error') return `[${record.check}] ${record.route}: ${record.message}`;
  const baseline = baselineSentence(record);
  return [
    `[${record.check}] ${record.route}: ${record.broken}`,
    `  rule:     ${record.rule}`,
    `  expected: ${record.expected}`,
    `  actual:   ${record.actual}`,
    ...(record.hint === null ? [] : [`  note:     ${record.hint}`]),
    `  contract: ${contractText(record)}`,
    ...(record.asAdmin === undefined ? [] : [`  as admin: ${describeAdminIdentity(record.asAdmin)}`]),
    ...(baseline === null ? [] : [`  baseline: ${baseline}`]),
  ].join('\n');
}

/** The message of a passing test a fixed waiver fails (COMMERCE_BASELINE_STRICT=1). */
export function formatFixedMessage(record: PassRecord): string {
  return [`[${record.check}] ${record.route}: ${baselineSentence(record) ?? 'passes'}`, `  rule:     ${record.rule}`, `  contract: ${contractText(record)}`].join('\n');
}

/** One line for a table cell or a tooltip: what broke (or why nothing was judged), white space folded, cut at `max`;
 * `named: false` leaves out the `[check] subject: ` a table row already shows. */
export function verdictHeadline(record: VerdictRecord, max = 300, named = true): string {
  const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
  const prefix = named ? `[${record.check}] ${record.route}: ` : '';
  const line =
    record.outcome === 'fail' ? `${prefix}${fold(record.broken)}`
    : record.outcome === 'error' ? `${prefix}${fold(record.message)}`
    : record.outcome === 'skip' ? `skip: ${fold(record.reason)}`
    : record.note === null ? 'pass' : `pass: ${fold(record.note)}`;
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The response excerpt as text (the `response-excerpt.txt` attachment): request line, status, body. */
export function formatExchange(exchange: ExchangeRecord): string {
  const cut = exchange.omitted > 0 ? `\n... (${exchange.omitted} more characters)` : '';
  return `${exchange.method} ${exchange.url}\n→ ${exchange.status} ${exchange.contentType}\n\n${exchange.body}${cut}\n`;
}

const LABEL: Record<VerdictRecord['outcome'], string> = { pass: 'pass', skip: 'skip', fail: 'FAIL', error: 'ERROR' };

/** The label with the baseline's word: `FAIL (known)`, `pass (fixed)`. */
function labelOf(record: VerdictRecord): string {
  return record.baseline === undefined ? LABEL[record.outcome] : `${LABEL[record.outcome]} (${record.baseline.status})`;
}

/** Observation values as one short JSON text (strings unquoted). */
function valueText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
}

/** A fence longer than any backtick run of the text, so a body holding ``` cannot end the block early. */
function fenced(text: string, lang = ''): string[] {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return [`${fence}${lang}`, text.replace(/\n$/, ''), fence];
}

/** The record as a Markdown block (the difference report's failures, Allure's description). */
export function verdictMarkdown(record: VerdictRecord): string {
  const head = `**${labelOf(record)}** \`${record.check}\` on \`${record.route}\``;
  const out: string[] = [];
  if (record.outcome === 'pass') out.push(record.note === null ? head : `${head}: ${mdText(record.note)}`);
  else if (record.outcome === 'skip') out.push(`${head}: ${mdText(record.reason)}`);
  else if (record.outcome === 'error') out.push(`${head}: the test ended without a verdict`, '', ...fenced(record.message));
  else out.push(`${head}: ${mdText(record.broken)}`);
  out.push('');
  out.push(`- rule: ${mdText(record.rule)}`);
  if (record.outcome === 'fail') {
    out.push(`- expected: ${mdText(record.expected)}`, `- actual: ${mdText(record.actual)}`);
    if (record.hint !== null) out.push(`- note: ${mdText(record.hint)}`);
  }
  out.push(`- contract: ${record.contract === null ? mdText(contractText(record)) : `\`${contractText(record)}\``}`);
  if (record.asAdmin !== undefined) out.push(`- as admin: ${mdText(describeAdminIdentity(record.asAdmin))}`);
  const baseline = baselineSentence(record);
  if (baseline !== null) out.push(`- baseline: ${mdText(baseline)}`);
  if (record.outcome === 'fail' && record.issues.length > 0) {
    out.push('', `Schema violations (${record.issues.length}):`, '', '| path | keyword | expected | actual |', '|---|---|---|---|');
    for (const i of record.issues) out.push(`| \`${mdCellCode(i.path || '/')}\` | ${mdCellText(i.keyword)} | ${mdCellText(i.expected)} | ${mdCellText(i.actual)} |`);
  }
  if (record.outcome === 'fail' && record.exchange !== null) {
    const ex = record.exchange;
    out.push('', `Response: \`${ex.method} ${ex.url}\` → ${ex.status} ${mdText(ex.contentType)}${ex.omitted > 0 ? ` (${ex.omitted} more characters not shown)` : ''}`, '', ...fenced(ex.body));
  }
  if (record.observations.length > 0) {
    out.push('', 'Observations:', '');
    for (const o of record.observations) out.push(`- \`${o.key}\` = \`${valueText(o.value).replace(/`/g, "'")}\`${o.route !== record.route ? ` (${mdText(o.route)})` : ''}`);
  }
  return `${out.join('\n')}\n`;
}

function mdCellText(text: string): string {
  return mdText(text).replace(/\r?\n/g, ' ');
}

function mdCellCode(text: string): string {
  return text.replace(/`/g, "'").replace(/\|/g, '\\|');
}

/** The record as an HTML fragment (the difference report's failures section); the page's stylesheet colours it. */
export function verdictHtml(record: VerdictRecord): string {
  const e = escapeHtml;
  const parts: string[] = [];
  const mark = record.baseline;
  parts.push(`<section class="verdict" data-check="${e(record.check)}" data-route="${e(record.route)}" data-outcome="${record.outcome}"${mark === undefined ? '' : ` data-baseline="${mark.status}"`}>`);
  // A waived or fixed verdict does not fail the run: its baseline word is greyed; a new or expired one stays red.
  const badge = mark === undefined ? '' : ` <span class="${mark.status === 'known' || mark.status === 'fixed' ? 'st-skip' : 'st-fail'}">${mark.status}</span>`;
  parts.push(`<h4><span class="st-${record.outcome === 'error' ? 'fail' : record.outcome}">${LABEL[record.outcome]}</span>${badge} <code>${e(record.check)}</code> on <code>${e(record.route)}</code></h4>`);
  if (record.outcome === 'fail') parts.push(`<p class="broken">${e(record.broken)}</p>`);
  else if (record.outcome === 'error') parts.push(`<p class="broken">the test ended without a verdict</p><pre>${e(record.message)}</pre>`);
  else if (record.outcome === 'skip') parts.push(`<p>${e(record.reason)}</p>`);
  else if (record.note !== null) parts.push(`<p>${e(record.note)}</p>`);
  const rows: Array<[string, string]> = [['rule', e(record.rule)]];
  if (record.outcome === 'fail') {
    rows.push(['expected', e(record.expected)], ['actual', e(record.actual)]);
    if (record.hint !== null) rows.push(['note', e(record.hint)]);
  }
  rows.push(['contract', record.contract === null ? e(contractText(record)) : `<code>${e(contractText(record))}</code>`]);
  if (record.asAdmin !== undefined) rows.push(['as admin', e(describeAdminIdentity(record.asAdmin))]);
  const baseline = baselineSentence(record);
  if (baseline !== null) rows.push(['baseline', e(baseline)]);
  parts.push(`<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>`);
  if (record.outcome === 'fail' && record.issues.length > 0) {
    parts.push(
      `<table class="issues"><caption>Schema violations (${record.issues.length})</caption><thead><tr><th>path</th><th>keyword</th><th>expected</th><th>actual</th></tr></thead><tbody>${record.issues
        .map((i) => `<tr><td><code>${e(i.path || '/')}</code></td><td>${e(i.keyword)}</td><td>${e(i.expected)}</td><td>${e(i.actual)}</td></tr>`)
        .join('')}</tbody></table>`,
    );
  }
  if (record.outcome === 'fail' && record.exchange !== null) {
    const ex = record.exchange;
    parts.push(`<details class="exchange"><summary><code>${e(`${ex.method} ${ex.url}`)}</code> → ${ex.status} ${e(ex.contentType)}${ex.omitted > 0 ? ` (${ex.omitted} more characters not shown)` : ''}</summary><pre>${e(ex.body)}</pre></details>`);
  }
  if (record.observations.length > 0) {
    parts.push(`<ul class="observations">${record.observations.map((o) => `<li><code>${e(o.key)}</code> = <code>${e(valueText(o.value))}</code>${o.route !== record.route ? ` (${e(o.route)})` : ''}</li>`).join('')}</ul>`);
  }
  parts.push('</section>');
  return parts.join('\n');
}
