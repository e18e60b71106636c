// Child of bench/run.ts: the published-schema work of one worker, for every operation of a document, in a fresh
// process. Args: <document file or URL> <cache dir | -> [admin token for a URL]. Prints one JSON line with phases:
// fetch (URL only), load (read + parse + dialect), validators (createSchemaRegistry + forOperation for every published
// operation with a response schema: convert, overlay, compile or load from the disk cache).

import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [source, cacheArg, token] = process.argv.slice(2);
if (!source || !cacheArg) throw new Error('usage: schema.ts <file|url> <cacheDir|-> [token]');
const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const schema = await import('../../src/schema/index.ts');
const { compileContractsDir } = await import('../../src/contracts/compile.ts');
const plan = compileContractsDir(join(import.meta.dirname, '../../contracts'));
const overlays = plan.ok ? plan.plan.overlays : [];
const rssAfterImport = process.memoryUsage().rss;
const t1 = performance.now();
const cpu1 = process.cpuUsage(cpu0);
let file = source;
let bytes = 0;
if (/^https?:/.test(source)) {
  const res = await fetch(source, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${source} answered ${res.status}`);
  file = join(mkdtempSync(join(tmpdir(), 'bench-schema-')), 'published-schema.json');
  writeFileSync(file, text);
}
const t2 = performance.now();
const cpu2 = process.cpuUsage(cpu0);
const loaded = schema.loadSchemaDocument(file);
const t3 = performance.now();
const cpu3 = process.cpuUsage(cpu0);
const registry = schema.createSchemaRegistry({ document: loaded, overlays, cacheDir: cacheArg === '-' ? undefined : cacheArg });
let operations = 0;
let failed = 0;
for (const op of schema.listOperations(loaded)) {
  if (op.responseSchema === null) continue;
  operations += 1;
  try {
    registry.forOperation(op.method, op.path);
  } catch {
    failed += 1;
  }
}
const t4 = performance.now();
const cpu4 = process.cpuUsage(cpu0);
bytes = JSON.stringify(loaded.document).length;
process.stdout.write(
  `${JSON.stringify({
    dialect: loaded.dialect,
    bytes,
    operations,
    failed,
    stats: registry.stats(),
    rssAfterImportMb: rssAfterImport / 1048576,
    rssMb: process.memoryUsage().rss / 1048576,
    heapUsedMb: process.memoryUsage().heapUsed / 1048576,
    importMs: t1 - t0,
    importCpuMs: cpuMs(cpu1),
    fetchMs: t2 - t1,
    fetchCpuMs: cpuMs(cpu2) - cpuMs(cpu1),
    loadMs: t3 - t2,
    loadCpuMs: cpuMs(cpu3) - cpuMs(cpu2),
    validatorsMs: t4 - t3,
    validatorsCpuMs: cpuMs(cpu4) - cpuMs(cpu3),
  })}\n`,
);
