// commerce-contracts: lint, list, the platform tests' ledger, and reports over the suite's run files (report diff, trend, schema-diff, coverage, allure).

import { resolve } from 'node:path';
import { baselineCommand } from './baseline/command.ts';
import { lintBaselineFile } from './baseline/lint-command.ts';
import { compileContractsDir, formatContractError } from './contracts/compile.ts';
import { permissionFor } from './contracts/permission.ts';
import type { CompiledRoute } from './contracts/types.ts';
import { ledgerCommand } from './ledger/command.ts';
import { report } from './report/commands.ts';
import { scaffold } from './scaffold/scaffold-command.ts';
import { cleanupCommand } from './runtime/cleanup-command.ts';

const USAGE = `usage: commerce-contracts <command> [options]

commands:
  lint [--contracts DIR] [--baseline FILE]
                                     validate every contract; exit 0, or 1 with file:line:col  message  (hint);
                                     with a baseline (--baseline, or COMMERCE_BASELINE), also every waiver against
                                     the compiled plan: exit 2 with file:line:col on any problem of it
  baseline write <run dir> [--out FILE]
                                     record a run's failures as accepted (conformance-baseline.yaml), keeping the
                                     reasons of waivers that still match (baseline --help)
  list [--json] [--contracts DIR]    the compiled routes (JSON: one object per route)
  scaffold --from-schema <file|url> [--out DIR] [--probe [--base-url URL]] [--token T]
                                     draft contracts for published routes no contract covers (extensions)
  cleanup <run dir>                  finish a write run that was interrupted before its teardown: wait for what it
                                     queued, close out its orders (full), sweep its prefix, read the end state back
                                     (<run dir>/after-run.json); exit 0 clean, 1 with what is left
  report <diff|trend|schema-diff|coverage|allure> ...
                                     reports over run files and schema documents (report --help)
  ledger <check|shares|show|page> ...
                                     the ledger of the platform's own REST tests (ledger/*.yaml) and what this suite
                                     judges of them: checked against the suite, shares per module, one test method's
                                     behaviours, docs/platform-tests.md (ledger --help)
`;

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

const defaultIo: CliIo = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };

export type Command = (args: string[], io: CliIo) => Promise<number> | number;

const commands: Record<string, Command> = { lint, list, report, scaffold, baseline: baselineCommand, cleanup: cleanupCommand, ledger: ledgerCommand };

export async function main(argv: string[], io: CliIo = defaultIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(USAGE);
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    io.err(`commerce-contracts: unknown command '${name}'\n${USAGE}`);
    return 2;
  }
  try {
    return await command(args, io);
  } catch (e) {
    io.err(`commerce-contracts ${name}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}

export function optionValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

function contractsDir(args: string[]): string {
  return resolve(optionValue(args, '--contracts') ?? 'contracts');
}

function lint(args: string[], io: CliIo): number {
  const result = compileContractsDir(contractsDir(args));
  if (!result.ok) {
    for (const e of result.errors) io.err(`${formatContractError(e)}\n`);
    io.err(`${result.errors.length} error(s); no plan was produced\n`);
    return 1;
  }
  io.out(`ok: ${result.plan.routes.length} routes in ${new Set(result.plan.routes.map((r) => r.location.file)).size} files\n`);
  const baseline = optionValue(args, '--baseline') ?? (process.env.COMMERCE_BASELINE?.trim() || undefined);
  return baseline === undefined ? 0 : lintBaselineFile(baseline, result.plan, io);
}

/** The public, stable shape of `list --json`. */
export function listEntry(route: CompiledRoute): Record<string, unknown> {
  return {
    method: route.method,
    path: route.path,
    base: route.base,
    module: route.module,
    platformModule: route.platformModule,
    editions: route.editions,
    since: route.since,
    until: route.until,
    permission: permissionFor(route, null),
    permissionHistory: route.permissionHistory,
    safety: route.safety,
    asyncPath: route.asyncPath,
    bulkPath: route.bulkPath,
    challenge: route.challenge,
    file: `${route.location.file}:${route.location.line}`,
  };
}

function list(args: string[], io: CliIo): number {
  const result = compileContractsDir(contractsDir(args));
  if (!result.ok) {
    for (const e of result.errors) io.err(`${formatContractError(e)}\n`);
    return 1;
  }
  if (args.includes('--json')) {
    io.out(`${JSON.stringify(result.plan.routes.map(listEntry), null, 2)}\n`);
    return 0;
  }
  for (const r of result.plan.routes) {
    const permission = Array.isArray(r.permission) ? r.permission.join(' | ') : r.permission;
    io.out(`${r.method.padEnd(6)} ${r.path.padEnd(70)} ${r.module.padEnd(22)} ${r.since.padEnd(6)} ${permission}\n`);
  }
  return 0;
}
