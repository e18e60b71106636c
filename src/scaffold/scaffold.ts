// Draft contracts for published routes no contract covers (an installation's own extensions): one YAML file per
// module, lint-clean, response schemas taken from the published document. Pure: operations and permissions in,
// file texts out. Permissions come from the installation (cli: --probe: its guest schema names the anonymous routes,
// a guest's 401 the others') or stay an explicit placeholder.

import { pathShape, type PublishedOperation } from '../schema/lookup.ts';
import type { CompiledRoute, Permission } from '../contracts/types.ts';

/** Stands where a permission is not known yet: valid for the format, and every permission check fails on it. */
export const UNKNOWN_PERMISSION = 'TODO_Permission::not_probed';

export interface DraftRoute {
  method: string;
  path: string;
  module: string;
  permission: Permission | null;
  pathParams: Array<{ name: string; integer: boolean }>;
  operationId: string | null;
}

/** Published operations whose method + path shape no compiled route has. */
export function uncoveredOperations(operations: readonly PublishedOperation[], routes: readonly Pick<CompiledRoute, 'method' | 'path'>[]): PublishedOperation[] {
  const covered = new Set(routes.map((r) => `${r.method} ${pathShape(r.path)}`));
  return operations.filter((o) => !covered.has(`${o.method} ${o.shape}`));
}

/** /V1/inventory/sources/{sourceCode} → module "Inventory", catalog form /V1/inventory/sources/:sourceCode. */
export function draftFor(operation: PublishedOperation, integerParams: ReadonlySet<string>): DraftRoute {
  const path = operation.path.replace(/\{([^}]+)\}/g, ':$1');
  const segment = (path.split('/').filter(Boolean)[1] ?? 'custom').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase());
  const module = segment.charAt(0).toUpperCase() + segment.slice(1);
  const pathParams = [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => ({ name: m[1] as string, integer: integerParams.has(m[1] as string) }));
  return { method: operation.method, path, module, permission: null, pathParams, operationId: operation.operationId };
}

/** The routes a guest's schema lists (GET /rest/<store>/schema without a token: the platform filters it by the caller's
 * ACL, so it lists exactly the anonymous routes): anonymous without calling them, by method and path shape. */
export function anonymousFromGuestSchema(drafts: DraftRoute[], guestOperations: readonly PublishedOperation[]): DraftRoute[] {
  const anonymous = new Set(guestOperations.map((o) => `${o.method} ${o.shape}`));
  const probe: DraftRoute[] = [];
  for (const d of drafts) {
    if (anonymous.has(`${d.method} ${pathShape(d.path)}`)) d.permission = 'anonymous';
    else probe.push(d);
  }
  return probe;
}

/** The platform names a route's resources in the 401 it gives a guest: "self", or ACL ids joined by ", ". */
export function permissionFromGuestProbe(status: number, json: unknown): Permission | null {
  if (status === 404) return null;
  if (status !== 401) return 'anonymous';
  const resources = (json as { parameters?: { resources?: unknown } } | null)?.parameters?.resources;
  if (typeof resources !== 'string' || resources === '') return null;
  if (resources === 'self' || resources === 'anonymous') return resources;
  return resources.split(',').map((r) => r.trim()).filter((r) => r !== '');
}

function yamlString(s: string): string {
  return /^[A-Za-z0-9_/.:-]+$/.test(s) && !/^(true|false|null|~|\d)/.test(s) ? s : JSON.stringify(s);
}

function permissionYaml(p: Permission | null): string {
  if (p === null) return `[${UNKNOWN_PERMISSION}]`;
  return Array.isArray(p) ? `[${p.join(', ')}]` : p;
}

/** One file per module: { file name → YAML text }. */
export function renderDrafts(drafts: readonly DraftRoute[], source: string, schemaRef = '../contracts/contract.schema.json'): Record<string, string> {
  const byModule = new Map<string, DraftRoute[]>();
  for (const d of drafts) byModule.set(d.module, [...(byModule.get(d.module) ?? []), d]);
  const files: Record<string, string> = {};
  for (const [module, routes] of [...byModule].sort(([a], [b]) => a.localeCompare(b))) {
    const lines = [
      `# yaml-language-server: $schema=${schemaRef}`,
      `# Draft written by commerce-contracts scaffold: review every route before moving it into contracts/.`,
      `module: ${yamlString(module)}`,
      `source: ${yamlString(source)}`,
      'routes:',
    ];
    for (const r of [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
      lines.push(`  - method: ${r.method}`, `    path: ${yamlString(r.path)}`, `    permission: ${permissionYaml(r.permission)}`);
      if (r.pathParams.length > 0) {
        lines.push('    params:');
        for (const p of r.pathParams) lines.push(`      ${p.name}: { generated: ${p.integer ? 'int' : 'prefixed'} }`);
      }
      lines.push('    response:', '      schema: { published: true }');
      const notes = [r.operationId ? `operationId ${r.operationId}` : null, r.permission === null ? 'permission not probed: run scaffold with --probe, or read the module\'s etc/webapi.xml' : r.permission === 'anonymous' ? 'permission learned from the installation: a guest\'s schema lists it' : 'permission learned by probing the installation as a guest'].filter(Boolean).join('; ');
      lines.push(`    notes: ${JSON.stringify(notes)}`);
    }
    files[`${module.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.yaml`] = `${lines.join('\n')}\n`;
  }
  return files;
}
