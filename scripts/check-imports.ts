// Each folder declares what it may import; this keeps the architecture's one-way data flow real:
// contracts (data) → src (pure library) → specs (thin) → fixtures → reporters; the reference imports nothing of the suite.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Folder → top-level folders its files may import from (besides node: builtins and npm packages). */
export const ALLOWED: Record<string, string[]> = {
  src: ['src'],
  fixtures: ['src', 'fixtures'],
  specs: ['src', 'fixtures', 'specs'],
  reporters: ['src', 'reporters'],
  reference: ['reference'],
  tests: ['src', 'fixtures', 'reporters', 'tests', 'scripts', 'bench'],
  bench: ['src', 'fixtures', 'bench', 'tests'],
  browser: ['src', 'fixtures', 'browser', 'tests'],
  scripts: ['src', 'scripts'],
  bin: ['src'],
};

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|mts|mjs|js)$/.test(name)) yield path;
  }
}

export function violations(): string[] {
  const out: string[] = [];
  for (const [folder, allowed] of Object.entries(ALLOWED)) {
    let all: string[];
    try {
      all = [...files(join(root, folder))];
    } catch {
      continue;
    }
    for (const file of all) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(IMPORT)) {
        const spec = m[1] ?? m[2] ?? m[3];
        if (!spec || !spec.startsWith('.')) continue;
        const target = relative(root, resolve(dirname(file), spec));
        const top = target.split(sep)[0] ?? '';
        if (top === 'contracts' && folder !== 'reference') continue; // data (JSON schema) may be read by the suite
        if (!allowed.includes(top)) {
          const line = text.slice(0, m.index).split('\n').length;
          out.push(`${relative(root, file)}:${line}  ${folder}/ may not import ${top}/ ('${spec}'); allowed: ${allowed.join(', ')}`);
        }
      }
    }
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const found = violations();
  if (found.length > 0) {
    console.error(`import boundaries broken (${found.length}):\n${found.join('\n')}`);
    process.exit(1);
  }
  console.log('import boundaries: ok');
}
