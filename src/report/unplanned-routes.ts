// The routes a target publishes that the plan lacks (no contract names them: a module or an extension the contracts do
// not cover yet, MSI's /V1/inventory/... on a 2.4 installation): global setup reads them from the published schema into
// fingerprint.json (`unplannedRoutes`), so every run's data says what it left unjudged, and the run ends with them by
// name. Data first (read back from any fingerprint, defensively), the block at the end of the run beside it.

import { fingerprintField } from './load-run.ts';

export interface UnplannedRoutes {
  /** METHOD /path as the schema publishes them, sorted by path, then method. */
  routes: string[];
  /** Where they were read, as fingerprint.json's publishedSchema.source says (GET /rest/all/schema?services=all ...). */
  source: string;
  /** Whether the schema shows every route the installation has: one read as the admin does; a guest's, or an integration's
   * without every resource, is filtered by its ACL, so more routes may be missing from the plan than it lists. */
  complete: boolean;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fingerprint's unplannedRoutes when it has the shape global setup writes; null when the run read none. */
export function readUnplannedRoutes(fingerprint: unknown): UnplannedRoutes | null {
  const value = fingerprintField(fingerprint, 'unplannedRoutes');
  if (!isObj(value) || !Array.isArray(value.routes) || typeof value.source !== 'string' || typeof value.complete !== 'boolean') return null;
  const routes = value.routes.filter((r): r is string => typeof r === 'string');
  return { routes, source: value.source, complete: value.complete };
}

/** "GET /V1/inventory/sources/{sourceCode}" → its group "/V1/inventory/" and the rest, "GET sources/{sourceCode}". */
function split(route: string): { group: string; rest: string } {
  const [method = '', path = ''] = route.split(' ');
  const m = /^(\/V\d+\/[^/]+)(?:\/(.*))?$/.exec(path);
  if (m === null) return { group: '', rest: route };
  return { group: `${m[1] ?? ''}/`, rest: `${method} ${m[2] ?? ''}`.trimEnd() };
}

/** Words joined by ", " in lines of at most `width` characters, each after `indent`. */
function wrap(words: readonly string[], indent: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line === '' ? word : `${line}, ${word}`;
    if (line !== '' && indent.length + next.length + 1 > width) {
      lines.push(`${indent}${line},`);
      line = word;
    } else line = next;
  }
  if (line !== '') lines.push(`${indent}${line}`);
  return lines;
}

/**
 * What the run ends with: one line when the plan covers everything the target publishes, else a short block naming each
 * route, grouped by its first path segment (`/V1/inventory/ (38): GET sources, POST sources, ...`). `target` names the
 * target where a run has several (targets.yaml); `problem` is why the schema could not be read.
 */
export function unplannedBlock(unplanned: UnplannedRoutes | null, options: { target?: string; problem?: string | null; width?: number } = {}): string {
  const who = options.target ? `${options.target}: ` : '';
  if (unplanned === null) return `${who}Routes the target publishes beyond the plan: not known (${options.problem ?? 'the run read no published schema'}).`;
  const partial = unplanned.complete ? '' : ' (a filtered schema: routes beyond its reader\'s resources are not listed)';
  if (unplanned.routes.length === 0) return `${who}Every route the target publishes is in the plan (${unplanned.source})${partial}.`;
  const groups = new Map<string, string[]>();
  for (const route of unplanned.routes) {
    const { group, rest } = split(route);
    groups.set(group, [...(groups.get(group) ?? []), rest]);
  }
  const width = options.width ?? 118;
  const lines = [`${who}The target publishes ${unplanned.routes.length} route(s) no contract names, unjudged${partial} (fingerprint.json unplannedRoutes; drafts: npx commerce-contracts scaffold):`];
  for (const [group, rests] of groups) {
    const head = `  ${group === '' ? '' : `${group} `}(${rests.length}): `;
    const body = wrap(rests, ' '.repeat(head.length), width);
    lines.push(`${head}${(body[0] ?? '').trimStart()}`, ...body.slice(1));
  }
  return lines.join('\n');
}
