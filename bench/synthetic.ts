// A synthetic contract catalog of any size for the scale figures: the real contracts, then copies of the modules
// whose routes all live under /V1/ with every path moved under /V1/syn<k>/ (so no two routes collide), cut at
// route granularity to reach exactly the wanted number of routes. Same shapes, same schema references, same
// validation work per route as the real catalog, which is what makes cost per route comparable.

import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ContractText {
  file: string;
  text: string;
}

/** Files of the contracts folder that are not module contracts (as src/contracts/compile.ts). */
const NOT_MODULES = new Set(['overlays.yaml']);

/** Splits a contract file into the text before its first route and one chunk per route (`- method:` at column 0). */
export function splitRoutes(text: string): { head: string; routes: string[] } {
  const lines = text.split('\n');
  const starts: number[] = [];
  let inRoutes = false;
  lines.forEach((line, i) => {
    if (/^routes:\s*$/.test(line)) inRoutes = true;
    else if (inRoutes && /^- /.test(line)) starts.push(i);
  });
  if (starts.length === 0) return { head: text, routes: [] };
  const head = lines.slice(0, starts[0]).join('\n');
  const routes = starts.map((start, i) => lines.slice(start, starts[i + 1] ?? lines.length).join('\n'));
  return { head, routes };
}

/** Whether every route of the file is a store route under /V1/ (the only ones a path prefix can copy safely). */
export function copyable(text: string): boolean {
  const { routes } = splitRoutes(text);
  if (routes.length === 0) return false;
  return routes.every((r) => /^- method: /.test(r) && /^ {2}path: \/V1\//m.test(r) && !/^ {2}base: /m.test(r));
}

function renamed(head: string, copy: number): string {
  return head.replace(/^module: (.*)$/m, (_m, name: string) => `module: ${name.trim()}Syn${copy}`);
}

function moved(route: string, copy: number): string {
  return route.replace(/^( {2}path: )\/V1\//m, `$1/V1/syn${copy}/`);
}

/** The real files plus copies up to exactly `target` routes (fewer than the real catalog: the real files cut). */
export function syntheticCatalog(files: readonly ContractText[], target: number): ContractText[] {
  if (!Number.isInteger(target) || target < 1) throw new RangeError(`target must be a positive integer, got ${target}`);
  const modules = files.filter((f) => f.file.endsWith('.yaml') && !NOT_MODULES.has(f.file)).sort((a, b) => a.file.localeCompare(b.file));
  const out: ContractText[] = [];
  let count = 0;
  const add = (file: string, head: string, routes: string[]) => {
    const take = routes.slice(0, target - count);
    if (take.length === 0) return;
    const body = take.map((r) => (r.endsWith('\n') ? r : `${r}\n`)).join('');
    out.push({ file, text: `${head.endsWith('\n') ? head : `${head}\n`}${body}` });
    count += take.length;
  };
  for (const f of modules) {
    const { head, routes } = splitRoutes(f.text);
    add(f.file, head, routes);
  }
  const sources = modules.filter((f) => copyable(f.text)).map((f) => ({ f, ...splitRoutes(f.text) }));
  if (sources.length === 0 && count < target) throw new Error('no contract file can be copied (every route under /V1/)');
  for (let copy = 1; count < target; copy++) {
    for (const { f, head, routes } of sources) {
      if (count >= target) break;
      add(f.file.replace(/\.yaml$/, `.syn${copy}.yaml`), renamed(head, copy), routes.map((r) => moved(r, copy)));
    }
  }
  return out;
}

/** Counts the routes of contract texts the way splitRoutes sees them. */
export function countRoutes(files: readonly ContractText[]): number {
  return files.reduce((n, f) => n + splitRoutes(f.text).routes.length, 0);
}

/** Writes a synthetic catalog of `target` routes into `dest` next to the source's schemas, format schema and overlays. */
export function writeSyntheticCatalog(source: string, dest: string, target: number): { files: number; routes: number } {
  mkdirSync(dest, { recursive: true });
  const names = readdirSync(source);
  for (const name of names) {
    if (name.endsWith('.yaml') && !NOT_MODULES.has(name)) continue;
    cpSync(join(source, name), join(dest, name), { recursive: true });
  }
  const files = names.filter((n) => n.endsWith('.yaml') && !NOT_MODULES.has(n)).map((file) => ({ file, text: readFileSync(join(source, file), 'utf8') }));
  const catalog = syntheticCatalog(files, target);
  for (const f of catalog) writeFileSync(join(dest, f.file), f.text);
  return { files: catalog.length, routes: countRoutes(catalog) };
}
