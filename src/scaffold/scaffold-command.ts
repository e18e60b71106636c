// `commerce-contracts scaffold --from-schema <file|url> [--probe]`: draft contracts for what an installation
// publishes beyond the contracts (its own extensions). With --probe, each draft's permission is learned from the
// installation: the schema a guest reads lists the anonymous routes (the platform filters it by the caller's ACL), so
// those are never called; every other route is called as a guest (harmless values, undecodable body) and refused
// with 401 naming its resources before anything runs. Writes are never executed.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compileContractsDir, formatContractError } from '../contracts/compile.ts';
import { anonymousFromGuestSchema, draftFor, permissionFromGuestProbe, renderDrafts, uncoveredOperations, type DraftRoute } from './scaffold.ts';
import { indexOperations, loadSchemaDocument, loadSchemaDocumentFromText, type LoadedSchemaDocument } from '../schema/index.ts';

export interface ScaffoldIo {
  out(text: string): void;
  err(text: string): void;
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const v = args[i + 1];
  if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value`);
  return v;
}

async function loadDocument(from: string, token: string | undefined): Promise<LoadedSchemaDocument> {
  if (!/^https?:\/\//.test(from)) return loadSchemaDocument(resolve(from));
  const res = await fetch(from, { headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, signal: AbortSignal.timeout(30_000) });
  if (res.status !== 200) throw new Error(`GET ${from} answered ${res.status}; the schema of non-anonymous routes needs an admin token (--token or COMMERCE_ADMIN_TOKEN)`);
  return loadSchemaDocumentFromText(await res.text(), from);
}

function integerPathParams(doc: LoadedSchemaDocument, method: string, path: string): Set<string> {
  const operation = (doc.document as { paths?: Record<string, Record<string, { parameters?: Array<{ in?: string; name?: string; type?: string; schema?: { type?: string } }> }>> }).paths?.[path]?.[method.toLowerCase()];
  return new Set((operation?.parameters ?? []).filter((p) => p.in === 'path' && (p.type === 'integer' || p.schema?.type === 'integer')).map((p) => p.name as string));
}

export async function scaffold(args: string[], io: ScaffoldIo): Promise<number> {
  const from = option(args, '--from-schema');
  if (!from) {
    io.err('usage: commerce-contracts scaffold --from-schema <file|url> [--out DIR] [--contracts DIR] [--probe [--base-url URL] [--store CODE]] [--token TOKEN]\n');
    return 2;
  }
  const out = resolve(option(args, '--out') ?? 'contracts-draft');
  const compiled = compileContractsDir(resolve(option(args, '--contracts') ?? 'contracts'));
  if (!compiled.ok) {
    io.err(`${compiled.errors.map(formatContractError).join('\n')}\nthe contracts must lint clean before scaffolding\n`);
    return 1;
  }
  const doc = await loadDocument(from, option(args, '--token') ?? process.env.COMMERCE_ADMIN_TOKEN);
  const missing = uncoveredOperations(indexOperations(doc).operations, compiled.plan.routes);
  const drafts: DraftRoute[] = missing.map((o) => draftFor(o, integerPathParams(doc, o.method, o.path)));
  if (args.includes('--probe')) {
    const base = (option(args, '--base-url') ?? process.env.COMMERCE_BASE_URL ?? '').replace(/\/+$/, '');
    if (!base) throw new Error('--probe needs --base-url or COMMERCE_BASE_URL');
    const store = option(args, '--store') ?? process.env.COMMERCE_STORE_CODE ?? 'default';
    // An anonymous write would run if it were called: the guest's schema says which routes are anonymous instead.
    const guest = await loadDocument(`${base}/rest/${store}/schema?services=all`, undefined);
    const toProbe = anonymousFromGuestSchema(drafts, indexOperations(guest).operations);
    for (const d of toProbe) {
      const path = d.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => (d.pathParams.find((p) => p.name === name)?.integer ? '987654321' : 'scaffold-probe'));
      const send = (body: string | undefined) =>
        fetch(`${base}/rest/${store}${path}`, { method: d.method, headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body, signal: AbortSignal.timeout(15_000) });
      let res = await send(d.method === 'GET' ? undefined : '{');
      // Adobe Commerce decodes the body before authorization: its 500 page to '{' says nothing about the permission,
      // so the probe asks again with a body that decodes ({} with ids that resolve to nothing).
      if (d.method !== 'GET' && (res.status >= 500 || /text\/html/i.test(res.headers.get('content-type') ?? ''))) res = await send('{}');
      d.permission = permissionFromGuestProbe(res.status, await res.json().catch(() => null));
    }
  }
  const files = renderDrafts(drafts, `scaffolded from ${from}${args.includes('--probe') ? ' (permissions probed)' : ''}`);
  mkdirSync(out, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(out, name), text);
  io.out(`${drafts.length} published route(s) without a contract → ${Object.keys(files).length} draft file(s) in ${out}\n`);
  const lint = compileContractsDir(out);
  if (!lint.ok) {
    io.err(`the drafts do not lint (a bug of scaffold):\n${lint.errors.map(formatContractError).join('\n')}\n`);
    return 1;
  }
  return 0;
}
