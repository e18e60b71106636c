// Renders a schema difference's split by release (release-split.ts) as Markdown and as an HTML fragment: the sentence,
// what the release explains (with its marker and when), the rest, the findings left undecided, and the markers of
// the releases crossed. Rendering only: every fact is in the split's JSON.

import { escapeHtml, mdTable, mdText } from './html.ts';
import type { AttributedFinding, Attribution, ReleaseSplit } from './release-split.ts';

const GROUPS: ReadonlyArray<{ id: Attribution; title: string }> = [
  { id: 'release', title: 'What the release explains' },
  { id: 'rest', title: 'The rest: edition, modules, extensions' },
  { id: 'undecided', title: 'Not attributed (the two may be one release)' },
];

function groupOf(split: ReleaseSplit, id: Attribution): AttributedFinding[] {
  return id === 'release' ? split.release : id === 'rest' ? split.rest : split.undecided;
}

/** The groups a split shows: release and rest when it decided, undecided when it could not. */
function shownGroups(split: ReleaseSplit): Array<{ id: Attribution; title: string; findings: AttributedFinding[] }> {
  return GROUPS.filter((g) => (split.crossing === 'unknown' ? g.id === 'undecided' : g.id !== 'undecided')).map((g) => ({ ...g, findings: groupOf(split, g.id) }));
}

function rows(findings: readonly AttributedFinding[]): string[][] {
  return findings.map((f) => [`\`${f.subject.replace(/`/g, "'")}\``, `\`${f.rule}\`${f.breaking ? ' (breaking)' : ''}`, f.marker === null ? '–' : `\`${f.marker}\``, f.why]);
}

const HEADER = ['finding', 'rule', 'marker', 'why'];

export function releaseSplitMarkdown(split: ReleaseSplit): string {
  const out: string[] = [`**By release** (\`${split.crossing}\`): ${mdText(split.summary)}.`, ''];
  for (const g of shownGroups(split)) {
    out.push(`**${g.title}** (\`${g.id}\`, ${g.findings.length})${g.findings.length === 0 ? ': none.' : ':'}`, '');
    if (g.findings.length > 0) out.push(mdTable(HEADER, rows(g.findings)), '');
  }
  if (split.markers.length > 0) {
    out.push(`<details><summary>Markers of the releases crossed (${split.markers.length})</summary>`, '');
    out.push(mdTable(['marker', 'subject', `${split.base} → ${split.other}`, 'when'], split.markers.map((m) => [`\`${m.id}\``, m.subject, m.change, m.when])), '', '</details>', '');
  }
  return out.join('\n');
}

export function releaseSplitHtml(split: ReleaseSplit): string {
  const e = escapeHtml;
  const parts = [`<div class="release-split" data-crossing="${e(split.crossing)}">`, `<p><strong>By release</strong> (<code>${e(split.crossing)}</code>): ${e(split.summary)}.</p>`];
  for (const g of shownGroups(split)) {
    parts.push(`<h4 data-attribution="${e(g.id)}">${e(g.title)} (<code>${e(g.id)}</code>, ${g.findings.length})</h4>`);
    if (g.findings.length === 0) {
      parts.push('<p class="muted">None.</p>');
      continue;
    }
    const body = g.findings
      .map((f) => `<tr data-attribution="${e(f.attribution)}" data-finding-rule="${e(f.rule)}"${f.marker === null ? '' : ` data-marker="${e(f.marker)}"`}><td><code>${e(f.subject)}</code></td><td><code>${e(f.rule)}</code>${f.breaking ? ' (breaking)' : ''}</td><td>${f.marker === null ? '–' : `<code>${e(f.marker)}</code>`}</td><td>${e(f.why)}</td></tr>`)
      .join('');
    parts.push(`<table class="split" data-attribution="${e(g.id)}"><thead><tr>${HEADER.map((h) => `<th>${e(h)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`);
  }
  if (split.markers.length > 0) {
    const body = split.markers.map((m) => `<tr data-marker="${e(m.id)}"><td><code>${e(m.id)}</code></td><td>${e(m.subject)}</td><td>${e(m.change)}</td><td title="${e(m.source)}">${e(m.when)}</td></tr>`).join('');
    parts.push(`<details><summary>Markers of the releases crossed (${split.markers.length})</summary><table class="crossed"><thead><tr><th>marker</th><th>subject</th><th>${e(`${split.base} → ${split.other}`)}</th><th>when</th></tr></thead><tbody>${body}</tbody></table></details>`);
  }
  parts.push('</div>');
  return parts.join('\n');
}
