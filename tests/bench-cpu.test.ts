// The CPU figures of the writes section (bench/cpu.ts): /proc's counters parsed (a process name with spaces and
// parentheses, the reaped children's time included), deltas between snapshots, and the ratios of a pair of runs.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { existsSync, readFileSync } from 'node:fs';
import { missingProcesses, pairCpuFigures, parseMachineTicks, parseProcessStat, runCpu, statCpuMs, USER_HZ, type CpuSnapshot } from '../bench/cpu.ts';
import { parseBenchArgs } from '../bench/args.ts';

test('parseMachineTicks: busy is every field of the cpu line but idle and iowait', () => {
  const stat = 'cpu  100 5 50 800 40 3 2 0 0 0\ncpu0 50 2 25 400 20 1 1 0 0 0\nintr 1 2 3\n';
  assert.deepEqual(parseMachineTicks(stat), { busy: 160, total: 1000 });
  assert.equal(parseMachineTicks('intr 1 2\n'), null);
  assert.equal(parseMachineTicks('cpu  a b c d e\n'), null);
});

test('parseProcessStat: the name between the first ( and the last ), and utime + stime + cutime + cstime', () => {
  const fields = ['S', '1', '1', '1', '0', '-1', '4194560', '10', '0', '0', '0', '700', '38', '5000', '300', '20', '0'];
  assert.deepEqual(parseProcessStat(`123 (php-fpm8.2) ${fields.join(' ')}`), { name: 'php-fpm8.2', own: 738, children: 5300, ticks: 700 + 38 + 5000 + 300 });
  assert.deepEqual(parseProcessStat(`9 (a (b) c) ${fields.join(' ')}`)?.name, 'a (b) c');
  assert.equal(parseProcessStat('garbage'), null);
  assert.equal(parseProcessStat('1 (x) S 1 2'), null);
});

const snap = (busy: number, total: number, processes: Record<string, number>): CpuSnapshot => ({ machine: { busy, total }, processes: new Map(Object.entries(processes)) });

test('runCpu: the busy share and CPU ms between two snapshots; a counter that went down counts as nothing', () => {
  const cpu = runCpu(snap(1000, 5000, { 'php-fpm8.2': 200, php8: 50 }), snap(1900, 6000, { 'php-fpm8.2': 800, php8: 10 }));
  assert.equal(cpu.busyShare, 0.9);
  assert.equal(cpu.machineMs, (900 * 1000) / USER_HZ);
  assert.deepEqual([...cpu.targetMs], [['php-fpm8.2', 6000], ['php8', 0]]);
});

test('pairCpuFigures: the write run against the read-only run, and its CPU spread over the cores', () => {
  const readOnly = runCpu(snap(0, 0, { 'php-fpm8.2': 0, mariadbd: 0 }), snap(3000, 3200, { 'php-fpm8.2': 2600, mariadbd: 100 }));
  const written = runCpu(snap(0, 0, { 'php-fpm8.2': 0, mariadbd: 0 }), snap(9000, 9600, { 'php-fpm8.2': 7400, mariadbd: 800 }));
  const f = pairCpuFigures({ readOnly, written }, 2);
  assert.equal(f.machineRatio, 3);
  assert.equal(f.cpuFloorMs, 45_000);
  assert.ok(Math.abs(f.readOnlyBusy - 0.9375) < 1e-9);
  assert.deepEqual(f.target && { ratio: f.target.ratio, first: f.target.byName[0]?.name, written: f.target.writtenMs }, { ratio: 82000 / 27000, first: 'php-fpm8.2', written: 82_000 });
  assert.equal(pairCpuFigures({ readOnly: runCpu(snap(0, 0, {}), snap(1, 2, {})), written: runCpu(snap(0, 0, {}), snap(1, 2, {})) }, 2).target, null);
});

test('pairCpuFigures: the requests of each run, their ratio and the target\'s CPU per request', () => {
  const readOnly = runCpu(snap(0, 0, { 'php-fpm8.2': 0 }), snap(3000, 3200, { 'php-fpm8.2': 2500 }));
  const written = runCpu(snap(0, 0, { 'php-fpm8.2': 0 }), snap(9000, 9600, { 'php-fpm8.2': 7000 }));
  const f = pairCpuFigures({ readOnly, written, requests: { readOnly: 250, written: 600 } }, 2);
  assert.deepEqual(f.requests, { readOnly: 250, written: 600, ratio: 2.4, readOnlyCpuPerRequestMs: 100, writtenCpuPerRequestMs: 70_000 / 600 });
  assert.equal(pairCpuFigures({ readOnly, written }, 2).requests, null);
  // Without target processes the requests are still counted, the CPU per request is unknown.
  const bare = runCpu(snap(0, 0, {}), snap(1, 2, {}));
  assert.deepEqual(pairCpuFigures({ readOnly: bare, written: bare, requests: { readOnly: 0, written: 5 } }, 2).requests, { readOnly: 0, written: 5, ratio: Number.NaN, readOnlyCpuPerRequestMs: null, writtenCpuPerRequestMs: null });
});

test('--target-processes: names as ps -o comm shows them, with --writes only', () => {
  assert.deepEqual(parseBenchArgs(['--target', 'http://h', '--writes', 'allow', '--target-processes', 'php-fpm8.2,mariadbd,php-fpm8.2']).targetProcesses, ['php-fpm8.2', 'mariadbd']);
  assert.deepEqual(parseBenchArgs(['--target', 'http://h', '--writes', 'allow']).targetProcesses, []);
  assert.throws(() => parseBenchArgs(['--target', 'http://h', '--target-processes', 'php-fpm8.2']), /--target-processes sums the target's CPU in the writes section/);
  assert.throws(() => parseBenchArgs(['--target', 'http://h', '--writes', 'allow', '--target-processes', 'a name with spaces']), /comma-separated, as ps -o comm shows them/);
  assert.throws(() => parseBenchArgs(['--target', 'http://h', '--writes', 'allow', '--target-processes', '']), /--target-processes takes/);
});

test('--against: a git revision, on a target (read-only without --writes), nothing an option could hide in', () => {
  assert.equal(parseBenchArgs(['--target', 'http://h', '--writes', 'allow', '--against', 'ef1c611']).against, 'ef1c611');
  assert.equal(parseBenchArgs(['--target', 'http://h', '--writes', 'allow', '--against=main~3']).against, 'main~3');
  assert.equal(parseBenchArgs(['--target', 'http://h', '--writes', 'allow']).against, null);
  // Without --writes: the read-only runs, in the writes section.
  const readOnly = parseBenchArgs(['--target', 'http://h', '--against', '16ba87a']);
  assert.equal(readOnly.against, '16ba87a');
  assert.equal(readOnly.writes, null);
  assert.deepEqual([...readOnly.only], ['writes']);
  assert.throws(() => parseBenchArgs(['--against', 'ef1c611']), /--against compares a run's wall on an installation with another revision's: give it with --target URL/);
  assert.throws(() => parseBenchArgs(['--target', 'http://h', '--writes', 'allow', '--against', '--upload-pack=x']), /--against takes a git revision/);
  assert.throws(() => parseBenchArgs(['--target', 'http://h', '--writes', 'allow', '--against', 'a b']), /--against takes a git revision/);
});

test('missingProcesses: a name no running process has is refused; this process\'s own is not', { skip: !existsSync('/proc/self/stat') && 'no /proc (Linux only)' }, () => {
  const own = parseProcessStat(readFileSync('/proc/self/stat', 'utf8'))?.name;
  assert.ok(own !== undefined);
  assert.deepEqual(missingProcesses([own, 'no-such-proc-z']), ['no-such-proc-z']);
});

test('statCpuMs: this process\'s own CPU is a number that grows; an unreadable pid is NaN', { skip: !existsSync('/proc/self/stat') && 'no /proc (Linux only)' }, () => {
  const before = statCpuMs('self', 'own');
  let x = 0;
  for (let i = 0; i < 5e6; i++) x += i % 7;
  assert.ok(x > 0 && statCpuMs('self', 'own') >= before && Number.isFinite(before));
  assert.ok(Number.isNaN(statCpuMs(2 ** 30, 'own')));
});
