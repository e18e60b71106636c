// Child of bench/run.ts: the published-schema work of one worker, for every operation of a document, in a fresh
// process. Args: <document file or URL> <cache dir | -> [admin token for a URL]. Prints one JSON line with phases:
// - fetch (URL only) with node:http(s), as the suite's own transport does (src/runtime/http-transport.ts). Global fetch
//   costs some 40 ms more CPU (loading undici): reported apart as globalFetchCpuMs, a second download at the end.
// - load: read + parse + dialect; a YAML document's parse is kept as JSON in the cache dir for the next load.
// - validators: createSchemaRegistry, then forOperation and prepare() for every published operation with a response
//   schema (convert, overlay, compile or take from the disk cache, evaluated ready to validate), then persist() (the
//   cache written). Evaluation is lazy since the pack cache: prepare() keeps inside the figure what forOperation alone
//   used to do.
// Not in any figure: firstValidate, one validate(null) per operation afterwards (V8 compiles each function at its
// first call; null fails, so it also converts schemas for the violation report).

import { writeFileSync, mkdtempSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function download(url: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

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
const isUrl = /^https?:/.test(source);
const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
if (isUrl) {
  const { status, text } = await download(source, headers);
  if (status !== 200) throw new Error(`${source} answered ${status}`);
  file = join(mkdtempSync(join(tmpdir(), 'bench-schema-')), 'published-schema.json');
  writeFileSync(file, text);
}
const t2 = performance.now();
const cpu2 = process.cpuUsage(cpu0);
const cacheDir = cacheArg === '-' ? undefined : cacheArg;
const loaded = schema.loadSchemaDocument(file, { cacheDir });
const t3 = performance.now();
const cpu3 = process.cpuUsage(cpu0);
const registry = schema.createSchemaRegistry({ document: loaded, overlays, cacheDir });
let operations = 0;
let failed = 0;
const validators: Array<{ validate(body: unknown): unknown }> = [];
for (const op of schema.listOperations(loaded)) {
  if (op.responseSchema === null) continue;
  operations += 1;
  try {
    const validator = registry.forOperation(op.method, op.path);
    validator.prepare();
    validators.push(validator);
  } catch {
    failed += 1;
  }
}
registry.persist();
const t4 = performance.now();
const cpu4 = process.cpuUsage(cpu0);
for (const validator of validators) validator.validate(null);
const t5 = performance.now();
const cpu5 = process.cpuUsage(cpu0);
let globalFetchCpuMs: number | null = null;
if (isUrl) {
  const before = process.cpuUsage();
  await (await fetch(source, { headers })).text();
  globalFetchCpuMs = cpuMs(process.cpuUsage(before));
}
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
    firstValidateMs: t5 - t4,
    firstValidateCpuMs: cpuMs(cpu5) - cpuMs(cpu4),
    globalFetchCpuMs,
  })}\n`,
);
