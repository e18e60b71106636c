// Child of bench/run.ts: one cold compile of a contracts folder in a fresh process. Prints one JSON line:
// import = loading the compiler's modules (yaml, ajv, ...), compile = compileContractsDir (read, parse, validate,
// resolve, derive), both as wall and CPU milliseconds.

const dir = process.argv[2];
if (!dir) throw new Error('usage: compile.ts <contracts dir>');
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const { compileContractsDir } = await import('../../src/contracts/compile.ts');
const t1 = performance.now();
const cpu1 = process.cpuUsage(cpu0);
const result = compileContractsDir(dir);
const t2 = performance.now();
const cpu2 = process.cpuUsage(cpu0);
const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
process.stdout.write(
  `${JSON.stringify({
    ok: result.ok,
    routes: result.ok ? result.plan.routes.length : 0,
    errors: result.ok ? 0 : result.errors.length,
    importMs: t1 - t0,
    compileMs: t2 - t1,
    importCpuMs: cpuMs(cpu1),
    compileCpuMs: cpuMs(cpu2) - cpuMs(cpu1),
    processUptimeMs: process.uptime() * 1000,
  })}\n`,
);
export {};
