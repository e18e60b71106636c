// The schema endpoint (family schema, IDs schema.endpoint-*): GET /rest/<store>/schema with services=all, a list
// of services, or none; the default store code all; guests see only anonymous routes; the document is Swagger 2.0;
// the routes it publishes are the contracts' routes for the target's edition and release (extensions reported).

import { permissionFor } from '../../contracts/permission.ts';
import { expectedOn } from '../../contracts/presence.ts';
import type { CompiledRoute } from '../../contracts/types.ts';
import { validateSwaggerDocument } from '../../schema/meta.ts';
import { describeExchange } from '../platform-errors.ts';
import type { CallerName, CheckDescription, HttpExchange, RunCallOptions, RunCheck, RunContext, Verdict } from '../types.ts';
import { descriptionOf, pass, skip } from '../types.ts';
import { SWAGGER_CHECKS } from './swagger.ts';

export const SCHEMA_SUBJECT = 'GET /schema';
const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

interface SwaggerLike {
  basePath?: unknown;
  paths?: Record<string, Record<string, { tags?: unknown }>>;
}

/** METHOD /V1/path/{} – parameter names and trailing slashes do not matter for comparing route sets. */
export function routeShape(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '{}').replace(/(.)\/+$/, '$1')}`;
}

/** The operations of a published document, as route shapes with the original path and tags. */
export function publishedOperations(doc: unknown): Array<{ shape: string; method: string; path: string; tags: string[] }> {
  const paths = (doc as SwaggerLike | null)?.paths;
  if (!paths || typeof paths !== 'object') return [];
  const out: Array<{ shape: string; method: string; path: string; tags: string[] }> = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!item || typeof item !== 'object') continue;
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const tags = Array.isArray(op?.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [];
      out.push({ shape: routeShape(method, path), method: method.toUpperCase(), path, tags });
    }
  }
  return out;
}

/** The contract routes the schema endpoint should publish on this edition and release (store routes with a service). */
export function expectedRoutes(routes: readonly CompiledRoute[], edition: Parameters<typeof expectedOn>[1], release: Parameters<typeof expectedOn>[2]): CompiledRoute[] {
  return routes.filter((r) => r.base === 'store' && r.service !== null && expectedOn(r, edition, release) === true);
}

export interface RouteSetDiff {
  missing: string[];
  extra: string[];
}

export function diffRouteSets(expected: readonly CompiledRoute[], published: ReturnType<typeof publishedOperations>): RouteSetDiff {
  const pub = new Set(published.map((o) => o.shape));
  const want = new Map(expected.map((r) => [routeShape(r.method, r.path), r.key]));
  return {
    missing: [...want].filter(([shape]) => !pub.has(shape)).map(([, key]) => key).sort(),
    extra: [...new Set(published.filter((o) => !want.has(o.shape)).map((o) => `${o.method} ${o.path}`))].sort(),
  };
}

async function fetchSchema(ctx: RunContext, caller: CallerName, storeCode: string | null, query: Record<string, string> | undefined): Promise<{ res: HttpExchange; doc: unknown } | { fail: Verdict }> {
  const options: RunCallOptions = { method: 'GET', path: '/schema', storeCode, as: caller, ...(query ? { query } : {}) };
  const res = await ctx.send(options);
  const where = `GET /rest${storeCode ? `/${storeCode}` : ''}/schema${query ? `?${new URLSearchParams(query).toString()}` : ''} (${caller})`;
  if (res.status !== 200 || res.json === null || typeof res.json !== 'object' || Array.isArray(res.json)) {
    return { fail: { outcome: 'fail', broken: `${where} did not answer a schema document`, expected: '200 with a JSON object (Swagger 2.0)', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res } };
  }
  const verdict = validateSwaggerDocument(res.json);
  if (!verdict.valid) {
    return {
      fail: {
        outcome: 'fail',
        broken: `${where} is not a valid Swagger 2.0 document (${verdict.problems.length} problem(s))`,
        expected: 'valid against contracts/schemas/meta/swagger-2.0.json',
        actual: verdict.problems.slice(0, 3).map((p) => `${p.pointer}: ${p.message}`).join('; '),
        issues: verdict.problems.map((p) => ({ pointer: p.pointer, keyword: 'swagger-2.0', expected: 'valid Swagger 2.0', actual: p.message })),
      },
    };
  }
  return { res, doc: res.json };
}

const adminOrGuest = (ctx: RunContext): CallerName => (ctx.target.callers.admin ? 'admin' : 'guest');

const servicesAll: RunCheck = {
  subject: 'run',
  id: 'schema.endpoint-services-all',
  family: 'schema',
  rule: 'GET /rest/<store>/schema?services=all answers the complete schema as a valid Swagger 2.0 document (with an admin token).',
  source: 'seed 000 Schema and interactive reference; real 2.4.7 schema-admin-all.json',
  subjects: [SCHEMA_SUBJECT],
  async run(ctx) {
    const got = await fetchSchema(ctx, adminOrGuest(ctx), 'all', { services: 'all' });
    if ('fail' in got) return got.fail;
    const ops = publishedOperations(got.doc);
    ctx.observe('operations', ops.length);
    if (ops.length === 0) return { outcome: 'fail', broken: 'the complete schema lists no operation', expected: 'the routes the caller may use', actual: '0 operations', exchange: got.res };
    return pass(`${ops.length} operations`);
  },
};

const bare: RunCheck = {
  subject: 'run',
  id: 'schema.endpoint-bare',
  family: 'schema',
  rule: 'GET /rest/<store>/schema without services answers the schema of all services: valid Swagger 2.0 with the same operations as services=all.',
  source: 'seed 000 Schema and interactive reference ("GET /rest/<store_code>/schema: schema of all services")',
  subjects: [SCHEMA_SUBJECT],
  async run(ctx) {
    const caller = adminOrGuest(ctx);
    const plain = await fetchSchema(ctx, caller, 'all', undefined);
    if ('fail' in plain) return plain.fail;
    const all = await fetchSchema(ctx, caller, 'all', { services: 'all' });
    if ('fail' in all) return all.fail;
    const a = new Set(publishedOperations(plain.doc).map((o) => o.shape));
    const b = new Set(publishedOperations(all.doc).map((o) => o.shape));
    const onlyAll = [...b].filter((s) => !a.has(s));
    const onlyBare = [...a].filter((s) => !b.has(s));
    if (onlyAll.length > 0 || onlyBare.length > 0) {
      return { outcome: 'fail', broken: 'the bare schema and services=all publish different operations', expected: `the same ${b.size} operations`, actual: `${onlyAll.length} only with services=all (${onlyAll.slice(0, 5).join(', ')}), ${onlyBare.length} only without (${onlyBare.slice(0, 5).join(', ')})`, exchange: plain.res };
    }
    return pass(`${a.size} operations`);
  },
};

const servicesList: RunCheck = {
  subject: 'run',
  id: 'schema.endpoint-services-list',
  family: 'schema',
  rule: 'GET /rest/<store>/schema?services=<a,b> answers the schema of exactly the named services: every operation of those services and no other.',
  source: 'seed 000 Schema and interactive reference ("?services=<name1,name2,...>: JSON schema of the named services")',
  subjects: [SCHEMA_SUBJECT],
  async run(ctx) {
    const caller = adminOrGuest(ctx);
    const all = await fetchSchema(ctx, caller, 'all', { services: 'all' });
    if ('fail' in all) return all.fail;
    const ops = publishedOperations(all.doc);
    const preferred = ['catalogProductRepositoryV1', 'storeStoreRepositoryV1', 'directoryCountryInformationAcquirerV1'];
    const tags = [...new Set(ops.flatMap((o) => o.tags))];
    const chosen = preferred.filter((t) => tags.includes(t)).slice(0, 2);
    if (chosen.length < 2) chosen.push(...tags.filter((t) => !chosen.includes(t)).slice(0, 2 - chosen.length));
    if (chosen.length === 0) return skip('the complete schema tags no operation with its service name');
    const some = await fetchSchema(ctx, caller, 'all', { services: chosen.join(',') });
    if ('fail' in some) return some.fail;
    const got = publishedOperations(some.doc);
    const foreign = got.filter((o) => !o.tags.some((t) => chosen.includes(t)));
    const want = new Set(ops.filter((o) => o.tags.some((t) => chosen.includes(t))).map((o) => o.shape));
    const have = new Set(got.map((o) => o.shape));
    const missing = [...want].filter((s) => !have.has(s));
    ctx.observe('services', chosen);
    if (foreign.length > 0 || missing.length > 0 || got.length === 0) {
      return { outcome: 'fail', broken: `?services=${chosen.join(',')} does not answer exactly those services`, expected: `the ${want.size} operations tagged ${chosen.join(' or ')}`, actual: `${got.length} operations; ${foreign.length} of other services (${foreign.slice(0, 3).map((o) => `${o.method} ${o.path}`).join(', ')}); ${missing.length} missing (${missing.slice(0, 3).join(', ')})`, exchange: some.res };
    }
    return pass(`${chosen.join(', ')}: ${got.length} operations`);
  },
};

const defaultStore: RunCheck = {
  subject: 'run',
  id: 'schema.endpoint-default-store',
  family: 'schema',
  rule: 'GET /rest/schema (no store code) answers the schema of one store code: all, as the first document says (variant schema-default-all), or the default store view, as a real 2.4.7 does (variant schema-default-store-view); the variant seen is recorded.',
  source: 'seed 000 Schema and interactive reference ("On the schema route the default store code is all"); real 2.4.7-p3 GET /rest/schema: basePath /rest/default',
  subjects: [SCHEMA_SUBJECT],
  async run(ctx) {
    const got = await fetchSchema(ctx, adminOrGuest(ctx), null, { services: 'all' });
    if ('fail' in got) return got.fail;
    const basePath = (got.doc as SwaggerLike).basePath;
    ctx.observe('basePath', basePath);
    // /rest/<code>, or /rest alone: no code is the default store view.
    const match = typeof basePath === 'string' ? /\/rest(?:\/([a-z0-9_]+))?\/?$/i.exec(basePath) : null;
    const code = match ? (match[1] ?? 'default') : undefined;
    if (code === 'all') {
      ctx.observe('variant', 'schema-default-all');
      return pass(basePath as string);
    }
    if (code !== undefined && (code === ctx.target.storeCode || code === 'default')) {
      ctx.observe('variant', 'schema-default-store-view');
      return pass(`${basePath as string}: the default store view (variant schema-default-store-view)`);
    }
    return { outcome: 'fail', broken: 'the schema without a store code is neither that of the store code all nor that of the default store view', expected: `basePath ending in /rest/all, /rest/${ctx.target.storeCode} or /rest`, actual: `basePath ${JSON.stringify(basePath)}`, exchange: got.res };
  },
};

const guestSubset: RunCheck = {
  subject: 'run',
  id: 'schema.endpoint-guest-subset',
  family: 'schema',
  rule: 'Without a token the schema describes only anonymous routes (fewer than an admin sees); routes above the anonymous level need an admin token to be listed.',
  source: 'seed 000 Schema and interactive reference ("Most schema output requires an admin token"); real 2.4.7 schema-guest.json (43 paths) vs schema-admin-all.json (321)',
  subjects: [SCHEMA_SUBJECT],
  async run(ctx) {
    const guest = await fetchSchema(ctx, 'guest', 'all', { services: 'all' });
    if ('fail' in guest) return guest.fail;
    const ops = publishedOperations(guest.doc);
    const byShape = new Map(ctx.plan.routes.filter((r) => r.base === 'store').map((r) => [routeShape(r.method, r.path), r]));
    const protectedOps = ops.filter((o) => {
      const route = byShape.get(o.shape);
      return route !== undefined && permissionFor(route, ctx.target.releaseSpan) !== 'anonymous';
    });
    ctx.observe('guest-operations', ops.length);
    if (protectedOps.length > 0) {
      return { outcome: 'fail', broken: `the schema shows a guest ${protectedOps.length} route(s) above the anonymous level`, expected: 'anonymous routes only', actual: protectedOps.slice(0, 6).map((o) => `${o.method} ${o.path}`).join(', '), exchange: guest.res };
    }
    if (ctx.target.callers.admin) {
      const admin = await fetchSchema(ctx, 'admin', 'all', { services: 'all' });
      if ('fail' in admin) return admin.fail;
      const adminCount = publishedOperations(admin.doc).length;
      if (adminCount <= ops.length) return { outcome: 'fail', broken: 'an admin token does not widen the schema', expected: `more than the guest's ${ops.length} operations`, actual: `${adminCount} operations with the admin token`, exchange: admin.res };
      return pass(`guest ${ops.length}, admin ${adminCount} operations`);
    }
    return pass(`guest ${ops.length} operations`);
  },
};

const routesMatchContracts: RunCheck = {
  subject: 'run',
  id: 'schema.endpoint-routes-match-contracts',
  family: 'schema',
  rule: 'The complete schema (admin token) publishes every contract route of the target\'s edition and release; missing catalog routes fail, extra routes (extensions) are reported.',
  source: 'seed 001 catalog of synchronous routes; contracts/*.yaml per edition and release; real 2.4.7 schema-admin-all.json',
  subjects: [SCHEMA_SUBJECT],
  async run(ctx) {
    if (!ctx.target.callers.admin) return skip('needs an admin token: a guest sees only anonymous routes (schema.endpoint-guest-subset)');
    if (ctx.target.edition === null || ctx.target.release === null) return skip(`edition or release unknown (${ctx.target.edition ?? '?'} ${ctx.target.release ?? '?'}): set COMMERCE_EDITION and COMMERCE_RELEASE`);
    const got = await fetchSchema(ctx, 'admin', 'all', { services: 'all' });
    if ('fail' in got) return got.fail;
    const diff = diffRouteSets(expectedRoutes(ctx.plan.routes, ctx.target.edition, ctx.target.releaseSpan), publishedOperations(got.doc));
    ctx.observe('extra-routes', diff.extra.length);
    ctx.observe('missing-routes', diff.missing);
    if (diff.extra.length > 0) await ctx.attach('schema-extra-routes.txt', `Routes the target publishes that no contract of ${ctx.target.edition} ${ctx.target.release} names (extensions, newer modules):\n${diff.extra.join('\n')}\n`);
    if (diff.missing.length > 0) {
      await ctx.attach('schema-missing-routes.txt', `${diff.missing.join('\n')}\n`);
      return { outcome: 'fail', broken: `the schema leaves out ${diff.missing.length} contract route(s) of ${ctx.target.edition} ${ctx.target.release}`, expected: 'every contract route of this edition and release', actual: `missing: ${diff.missing.slice(0, 8).join(', ')}${diff.missing.length > 8 ? ', ...' : ''}` };
    }
    return pass(`all contract routes published; ${diff.extra.length} extra`);
  },
};

export const SCHEMA_ENDPOINT_RUN_LEVEL: RunCheck[] = [servicesAll, bare, servicesList, defaultStore, guestSubset, routesMatchContracts];
/** Run-level descriptions, the browser project's /swagger checks included. */
export const SCHEMA_ENDPOINT_RUN_CHECKS: CheckDescription[] = [...SCHEMA_ENDPOINT_RUN_LEVEL.map(descriptionOf), ...SWAGGER_CHECKS];
