// `commerce-contracts ledger <check|shares|show|page>`: the ledger of the platform's own REST tests, checked against
// the suite, counted per module, answered per method, and written as docs/platform-tests.md.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALL_CHECKS } from '../checks/catalog.ts';
import { compileContractsDir, formatContractError } from '../contracts/compile.ts';
import { crossCheck, type SuiteFacts } from './cross-check.ts';
import { parseFaultTable } from './fault-table.ts';
import { readLedgerDir } from './ledger-dir.ts';
import { lookUp } from './lookup.ts';
import { PLATFORM_TESTS_PAGE, renderPlatformTestsPage } from './page.ts';
import { sharesOf } from './shares.ts';
import { sharesTable, showMethods } from './text.ts';
import type { Ledger } from './types.ts';

export interface LedgerIo {
  out(text: string): void;
  err(text: string): void;
}

export const LEDGER_USAGE = `usage: commerce-contracts ledger <command> [--ledger DIR]

commands:
  check [--contracts DIR]     validate ledger/*.yaml and hold it to the suite: every check named exists, every judged
                              route is in the compiled plan, every shownBy is a caught fault of docs/fault-table.md
                              that fails that check, or a unit test file; exit 0, or 1 with file:line:col  message  (hint)
  shares                      per module: classes, methods, behaviours, and the shares judged in full, in part and not
  show <Class::method|Class>  the behaviours a platform test method asserts and what this suite judges of each
                              (Folder/Class::method picks one of the classes that share a short name)
  page [--out FILE]           write ${PLATFORM_TESTS_PAGE} from the ledger (generated: do not edit it by hand)
`;

/** The repository-relative paths the command reads and writes, from the current directory (the project root). */
const FAULT_TABLE = 'docs/fault-table.md';

export function ledgerCommand(args: string[], io: LedgerIo): number {
  const [sub, ...rest] = args;
  if (sub === undefined || sub === '--help' || sub === '-h') {
    io.out(LEDGER_USAGE);
    return sub === undefined ? 2 : 0;
  }
  const ledger = readLedger(rest, io);
  if (ledger === null) return 1;
  switch (sub) {
    case 'check':
      return check(ledger, rest, io);
    case 'shares': {
      const { modules, total } = sharesOf(ledger);
      io.out(sharesTable(modules, total));
      return 0;
    }
    case 'show': {
      const query = rest.find((a) => !a.startsWith('--') && a !== valueOf(rest, '--ledger'));
      if (query === undefined) {
        io.err('ledger show needs a test: Class::method or Class (e.g. CustomerRepositoryTest::testUpdateCustomer)\n');
        return 2;
      }
      const found = lookUp(ledger, query);
      if (!found.ok) {
        io.err(`${found.message}\n`);
        return 1;
      }
      io.out(showMethods(found.found));
      return 0;
    }
    case 'page': {
      const out = valueOf(rest, '--out') ?? PLATFORM_TESTS_PAGE;
      writeFileSync(out, renderPlatformTestsPage(ledger));
      io.out(`${out} written\n`);
      return 0;
    }
    default:
      io.err(`commerce-contracts ledger: unknown command '${sub}'\n${LEDGER_USAGE}`);
      return 2;
  }
}

function valueOf(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

function readLedger(args: string[], io: LedgerIo): Ledger | null {
  const dir = valueOf(args, '--ledger') ?? 'ledger';
  const read = readLedgerDir(resolve(dir), dir);
  if (read.ok) return read.ledger;
  for (const p of read.problems) io.err(`${formatContractError(p)}\n`);
  io.err(`${read.problems.length} problem(s) in the ledger\n`);
  return null;
}

/** The suite as the ledger is held to it: its checks, its compiled plan, its fault table, its files. */
export function suiteFacts(contractsDir: string, faultTableFile: string = FAULT_TABLE): SuiteFacts {
  const compiled = compileContractsDir(contractsDir);
  if (!compiled.ok) throw new Error(`the contracts do not compile (${compiled.errors.length} error(s)): run commerce-contracts lint`);
  return {
    checkIds: new Set(ALL_CHECKS.map((c) => c.id)),
    routes: new Set(compiled.plan.routes.map((r) => `${r.method} ${r.path}`)),
    faults: parseFaultTable(readFileSync(faultTableFile, 'utf8')),
    fileExists: (path) => existsSync(path),
  };
}

function check(ledger: Ledger, args: string[], io: LedgerIo): number {
  const problems = crossCheck(ledger, suiteFacts(resolve(valueOf(args, '--contracts') ?? 'contracts')));
  if (problems.length > 0) {
    for (const p of problems) io.err(`${formatContractError(p)}\n`);
    io.err(`${problems.length} problem(s): the ledger does not match the suite\n`);
    return 1;
  }
  const { total } = sharesOf(ledger);
  io.out(`ok: ledger: ${total.behaviours} behaviours of ${total.methods} methods in ${total.classes} classes of ${ledger.modules.length} modules\n`);
  return 0;
}
