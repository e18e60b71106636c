// schema.endpoint-guest-subset: a guest sees only anonymous routes; an admin token widens the schema.

import { permissionFor } from '../../contracts/permission.ts';
import type { RunCheck } from '../types.ts';
import { pass } from '../types.ts';
import { fetchSchema, publishedOperations, routeShape, SCHEMA_SUBJECT } from './endpoint.ts';

export const schemaEndpointGuestSubset: RunCheck = {
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
