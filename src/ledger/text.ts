// The ledger for the terminal: the shares table (`ledger shares`) and one method's behaviours (`ledger show`).

import { judgement } from './page.ts';
import type { Found } from './lookup.ts';
import { percent, type Shares } from './shares.ts';

export function sharesTable(modules: Shares[], total: Shares): string {
  const header = ['module', 'classes', 'methods', 'behaviours', 'full', 'partly', 'not judged', 'gaps'];
  const row = (s: Shares): string[] => [
    s.module,
    String(s.classes),
    String(s.methods),
    String(s.behaviours),
    `${s.full} ${percent(s.full, s.behaviours)}`,
    `${s.partly} ${percent(s.partly, s.behaviours)}`,
    `${s.notJudged} ${percent(s.notJudged, s.behaviours)}`,
    String(s.notJudgedBy.gap),
  ];
  const rows = [header, ...modules.map(row), row(total)];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ').trimEnd();
  return [line(header), ...modules.map((s) => line(row(s))), line(row(total))].join('\n') + '\n';
}

export function showMethods(found: Found[]): string {
  const out: string[] = [];
  for (const { cls, method } of found) {
    out.push(`${cls.module} ${cls.name}::${method.method}  (${cls.repository} ${cls.path} at ${cls.commit.slice(0, 12)}${cls.release === null ? '' : `, ${cls.release}`})`);
    if (method.note !== null) out.push(`  note: ${method.note}`);
    if (method.behaviours.length === 0) out.push('  no REST behaviour');
    for (const b of method.behaviours) {
      out.push(`  - ${b.verdict.padEnd(10)} ${b.route}: ${b.behaviour}`);
      out.push(`    ${judgement(b)}`);
    }
  }
  return out.join('\n') + '\n';
}
