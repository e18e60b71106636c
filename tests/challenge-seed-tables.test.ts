// Every route of the seed's X-Captcha and X-ReCaptcha tables is marked in its contract (`challenge:`), over the
// compiled plan; seed rows with no catalog route are listed (and pinned, so a new one is noticed).
// Reads the seed's section as committed in tests/corpus/seeds/000-challenge-headers.md.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { compileContractsDir } from '../src/contracts/compile.ts';
import type { CompiledRoute } from '../src/contracts/types.ts';
import { formsOf } from '../src/checks/challenge/forms.ts';
import { corpusPath } from './helpers/corpus.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface SeedRow {
  kind: 'captcha' | 'recaptcha';
  form: string;
  routes: Array<{ method: string; path: string }>;
}

/** The two tables of seed 000 "Challenge headers on protected endpoints". */
export function parseChallengeTables(text: string): SeedRow[] {
  const rows: SeedRow[] = [];
  for (const [kind, heading] of [['captcha', 'Forms protected by X-Captcha:'], ['recaptcha', 'Settings protected by X-ReCaptcha:']] as const) {
    const start = text.indexOf(heading);
    assert.ok(start >= 0, `seed table "${heading}" not found`);
    const lines = text.slice(start).split('\n').slice(1);
    for (const line of lines.slice(lines.findIndex((l) => l.startsWith('|')))) {
      if (!line.startsWith('|')) break;
      const cells = line.split('|').slice(1, -1).map((c) => c.trim());
      const [form, routesCell] = cells;
      if (!form || !routesCell || form === 'Form' || form === 'Setting' || /^-+$/.test(form)) continue;
      const routes = routesCell.split(';').map((r) => r.trim()).map((r) => /^(GET|POST|PUT|DELETE|PATCH)\s+(\/\S+)$/.exec(r)).filter((m): m is RegExpExecArray => m !== null).map((m) => ({ method: m[1] as string, path: m[2] as string }));
      rows.push({ kind, form, routes });
    }
  }
  return rows;
}

function seedText(): string {
  return readFileSync(corpusPath('seeds/000-challenge-headers.md'), 'utf8');
}

/** The documented correction (contracts/integration.yaml notes): the seed writes PUT for the customer token route,
 * which exists only as POST; the setting is marked on POST. */
const CORRECTIONS: Record<string, string> = { 'PUT /V1/integration/customer/token': 'POST /V1/integration/customer/token' };

/** Seed rows whose route is in no catalog of the suite (B2B Company is not part of either edition's catalog). */
const KNOWN_WITHOUT_ROUTE = ['captcha "Create company": POST /V1/company'];

test('every route of the seed challenge tables is marked with its form in the contracts', (t) => {
  const text = seedText();
  const compiled = compileContractsDir(join(ROOT, 'contracts'));
  assert.ok(compiled.ok, 'contracts compile');
  const byKey = new Map<string, CompiledRoute>(compiled.plan.routes.map((r) => [r.key, r]));
  const rows = parseChallengeTables(text);
  assert.ok(rows.filter((r) => r.kind === 'captcha').length >= 9 && rows.filter((r) => r.kind === 'recaptcha').length >= 7, 'both tables parsed');
  const unmarked: string[] = [];
  const withoutRoute: string[] = [];
  for (const row of rows) {
    for (const { method, path } of row.routes) {
      const seedKey = `${method} ${path}`;
      const route = byKey.get(CORRECTIONS[seedKey] ?? seedKey);
      if (!route) {
        withoutRoute.push(`${row.kind} "${row.form}": ${seedKey}`);
        continue;
      }
      if (route.challenge[row.kind] !== row.form) unmarked.push(`${route.key} should carry challenge.${row.kind}: "${row.form}" (has ${JSON.stringify(route.challenge[row.kind] ?? null)}) — contracts/${route.location.file}:${route.location.line}`);
    }
  }
  t.diagnostic(`seed rows with no catalog route: ${withoutRoute.join('; ') || 'none'}`);
  assert.deepEqual(unmarked, []);
  assert.deepEqual(withoutRoute, KNOWN_WITHOUT_ROUTE);
});

test('every challenge mark of the contracts names a form of the seed tables (no typo, no invented form)', () => {
  const text = seedText();
  const compiled = compileContractsDir(join(ROOT, 'contracts'));
  assert.ok(compiled.ok);
  const rows = parseChallengeTables(text);
  for (const kind of ['captcha', 'recaptcha'] as const) {
    const seedForms = rows.filter((r) => r.kind === kind).map((r) => r.form);
    for (const form of formsOf(compiled.plan.routes, kind)) assert.ok(seedForms.includes(form), `${kind} form "${form}" is not in the seed table`);
  }
});
