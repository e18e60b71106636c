// Which executed write routes with a body compare every field they sent (readBack.sent), by level: the count issue
// 28 §1 asks for (docs/real-platform.md, Whole entities). From the compiled plan, and, given runs' conformance.json,
// which of them a real run judged so (the pass phrase "shows every field sent as written", docs/contract-format.md).
//
//   node --import tsx scripts/sent-coverage.ts [--list] [runs/<name>/conformance.json ...]

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileContractsDir, formatContractError } from '../src/contracts/compile.ts';
import type { CompiledRoute } from '../src/contracts/types.ts';
import { confine } from '../src/checks/owned/confinement.ts';
import { writeFamily } from '../src/checks/write/execution.ts';

/** A body that says more than which entity it acts on: an object or array with at least one field. */
const hasBody = (route: CompiledRoute): boolean => {
  const body = route.body;
  if (body === null || body === undefined || typeof body !== 'object') return false;
  return Array.isArray(body) ? body.length > 0 : Object.keys(body).length > 0;
};

const PASS_PHRASE = 'shows every field sent as written';

interface RouteRow { key: string; level: 'allow' | 'full'; sent: boolean; judged: boolean }

/** The route keys a run's records (conformance.json) show judged by write.read-back with every field sent: a pass whose
 * note carries the pass phrase. */
function judgedIn(files: string[]): Set<string> {
  const judged = new Set<string>();
  for (const file of files) {
    const run = JSON.parse(readFileSync(file, 'utf8')) as { tests?: Array<{ check?: string; route?: string; outcome?: string; note?: string }> };
    for (const test of run.tests ?? []) {
      if (test.check === 'write.read-back' && test.outcome === 'pass' && typeof test.route === 'string' && (test.note ?? '').includes(PASS_PHRASE)) judged.add(test.route);
    }
  }
  return judged;
}

function main(): void {
  const args = process.argv.slice(2);
  const list = args.includes('--list');
  const runs = args.filter((a) => a !== '--list');
  const compiled = compileContractsDir(fileURLToPath(new URL('../contracts/', import.meta.url)));
  if (!compiled.ok) {
    for (const e of compiled.errors) console.error(formatContractError(e));
    process.exit(1);
  }
  const judged = judgedIn(runs);
  const rows: RouteRow[] = [];
  for (const route of compiled.plan.routes) {
    if (!writeFamily(route) || route.readBack === null || !hasBody(route)) continue;
    const confinement = confine(route, route.permission, 'executed');
    if (!confinement.ok) continue;
    rows.push({ key: route.key, level: confinement.level, sent: route.readBack.sent !== undefined, judged: judged.has(route.key) });
  }
  for (const level of ['allow', 'full'] as const) {
    const at = rows.filter((r) => r.level === level);
    const sent = at.filter((r) => r.sent);
    const line = `${level}: ${at.length} executed write routes with a body and a read-back, ${sent.length} with readBack.sent`;
    console.log(runs.length > 0 ? `${line}, ${sent.filter((r) => r.judged).length} judged so in the runs given` : line);
    if (list) for (const r of at.sort((a, b) => a.key.localeCompare(b.key))) console.log(`  ${r.sent ? (runs.length > 0 ? (r.judged ? 'sent+judged' : 'sent       ') : 'sent') : '    '}  ${r.key}`);
  }
  const total = rows.filter((r) => r.sent).length;
  console.log(`in all: ${total} routes with a body and readBack.sent`);
}

main();
