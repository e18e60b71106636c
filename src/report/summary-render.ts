// Renders the summary by kind (summary.ts) as Markdown and as an HTML fragment: one table of counts per pair of runs,
// then the subjects of every kind that has any, the first few of each (the JSON has them all), each with its cause.

import { escapeHtml, mdTable, mdText } from './html.ts';
import { causeTitle } from './cause.ts';
import { causeText } from './cause-text.ts';
import { SUMMARY_KINDS, kindTitle, type PairSummary, type SummaryItem, type SummaryRelease } from './summary.ts';

/** What the summary lists apart from the differences (summary.ts `unobserved`). */
const UNOBSERVED_ID = 'behaviour.unobserved';
const UNOBSERVED_TITLE = 'Not observed on one side';

/** Subjects shown per kind; the rest are counted ("and N more"). */
export const SUMMARY_ITEMS_SHOWN = 15;

function countText(summary: PairSummary, kind: (typeof SUMMARY_KINDS)[number]['id'], count: number): string {
  return kind === 'schema.breaking' && summary.schemaUnavailable !== null ? 'not compared' : String(count);
}

/** The two sides' releases in one sentence: whether the release changed, and how the schema differences split. */
export function releaseSentence(release: SummaryRelease): string {
  const change =
    release.crossing === 'crossed' ? `Release ${release.base} → ${release.other}`
    : release.crossing === 'same' ? `Same release on both sides (${release.base})`
    : `Releases ${release.base} and ${release.other}: they may be one release`;
  const s = release.schema;
  if (s === null) return `${change}.`;
  const total = s.release + s.rest + s.undecided;
  if (release.crossing === 'unknown') return `${change}, so the ${total} schema difference(s) are not attributed.`;
  return `${change}: of the ${total} schema difference(s), ${s.release} explained by the release (its markers), ${s.rest} the rest (edition, modules, extensions).`;
}

/** An item's cause as the summary shows it: its title and id (the evidence is in "What changes for an integration"
 * and diff.json). */
function causeMd(item: SummaryItem): string {
  return `cause: ${causeTitle(item.cause.id).toLowerCase()} (\`${item.cause.id}\`)`;
}

export function summaryMarkdown(summary: PairSummary, heading = '###'): string {
  const out: string[] = [`${heading} ${mdText(summary.base)} → ${mdText(summary.other)}`, ''];
  if (summary.release !== null) out.push(mdText(releaseSentence(summary.release)), '');
  out.push(mdTable(['kind', 'id', 'count'], summary.kinds.map((k) => [kindTitle(k.kind), `\`${k.kind}\``, countText(summary, k.kind, k.items.length)])), '');
  if (summary.schemaUnavailable !== null) out.push(`Breaking schema changes not counted: ${mdText(summary.schemaUnavailable)}.`, '');
  for (const k of summary.kinds) {
    if (k.items.length === 0) continue;
    out.push(`**${kindTitle(k.kind)}** (\`${k.kind}\`, ${k.items.length}):`, '');
    for (const item of k.items.slice(0, SUMMARY_ITEMS_SHOWN)) out.push(`- \`${item.subject.replace(/`/g, "'")}\`: ${mdText(item.detail)}; ${causeMd(item)}`);
    if (k.items.length > SUMMARY_ITEMS_SHOWN) out.push(`- … and ${k.items.length - SUMMARY_ITEMS_SHOWN} more`);
    out.push('');
  }
  if (summary.unobserved.length > 0) {
    out.push(`**${UNOBSERVED_TITLE}** (\`${UNOBSERVED_ID}\`, ${summary.unobserved.length}; not differences):`, '');
    for (const item of summary.unobserved.slice(0, SUMMARY_ITEMS_SHOWN)) out.push(`- \`${item.subject.replace(/`/g, "'")}\`: ${mdText(item.detail)}`);
    if (summary.unobserved.length > SUMMARY_ITEMS_SHOWN) out.push(`- … and ${summary.unobserved.length - SUMMARY_ITEMS_SHOWN} more`);
    out.push('');
  }
  return out.join('\n');
}

export function summaryHtml(summary: PairSummary, heading = 'h3'): string {
  const e = escapeHtml;
  const parts: string[] = [`<div class="summary" data-base="${e(summary.base)}" data-other="${e(summary.other)}">`, `<${heading}>${e(summary.base)} → ${e(summary.other)}</${heading}>`];
  if (summary.release !== null) parts.push(`<p class="release" data-crossing="${e(summary.release.crossing)}">${e(releaseSentence(summary.release))}</p>`);
  const rows = summary.kinds
    .map((k) => `<tr data-kind="${e(k.kind)}"${k.items.length > 0 ? ' class="has-items"' : ''}><th scope="row">${e(kindTitle(k.kind))}</th><td><code>${e(k.kind)}</code></td><td class="count">${e(countText(summary, k.kind, k.items.length))}</td></tr>`)
    .join('');
  parts.push(`<table class="summary-table"><thead><tr><th>kind</th><th>id</th><th>count</th></tr></thead><tbody>${rows}</tbody></table>`);
  if (summary.schemaUnavailable !== null) parts.push(`<p class="muted">Breaking schema changes not counted: ${e(summary.schemaUnavailable)}.</p>`);
  for (const k of summary.kinds) {
    if (k.items.length === 0) continue;
    const shown = k.items.slice(0, SUMMARY_ITEMS_SHOWN).map((i) => `<li data-cause="${e(i.cause.id)}"><code>${e(i.subject)}</code>: ${e(i.detail)}; <span class="cause" data-cause="${e(i.cause.id)}" title="${e(causeText(i.cause))}">${e(causeTitle(i.cause.id))}</span></li>`);
    if (k.items.length > SUMMARY_ITEMS_SHOWN) shown.push(`<li class="muted">… and ${k.items.length - SUMMARY_ITEMS_SHOWN} more</li>`);
    parts.push(`<div class="kind" data-kind="${e(k.kind)}"><h4>${e(kindTitle(k.kind))} (<code>${e(k.kind)}</code>, ${k.items.length})</h4><ul>${shown.join('')}</ul></div>`);
  }
  if (summary.unobserved.length > 0) {
    const shown = summary.unobserved.slice(0, SUMMARY_ITEMS_SHOWN).map((i) => `<li><code>${e(i.subject)}</code>: ${e(i.detail)}</li>`);
    if (summary.unobserved.length > SUMMARY_ITEMS_SHOWN) shown.push(`<li class="muted">… and ${summary.unobserved.length - SUMMARY_ITEMS_SHOWN} more</li>`);
    parts.push(`<div class="unobserved" data-kind="${UNOBSERVED_ID}"><h4>${e(UNOBSERVED_TITLE)} (<code>${UNOBSERVED_ID}</code>, ${summary.unobserved.length}; not differences)</h4><ul>${shown.join('')}</ul></div>`);
  }
  parts.push('</div>');
  return parts.join('\n');
}
