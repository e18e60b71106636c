// status.summary-shape: the summary form of the operation status record, for an admin bulk and a guest async call.

import { checkResultMessage, checkSummary, serviceMethodName } from '../async/shapes.ts';
import { pass, skip, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { adminUserType } from '../stand-in.ts';
import { CUSTOMERS, fail, gated, guestSample, PRODUCTS, productSample, STATUS_ROUTE, summaryOf, unfinished, writing, type Submitted } from '../async/scenarios.ts';

/** Whose call the summary is of: the user_type it must carry (the admin's: 1 when the integration stands in for it)
 * and the contract route whose service ran. */
const CALLERS = {
  admin: { userType: (target: ScenarioContext['target']) => adminUserType(target.adminIdentity), route: PRODUCTS },
  guest: { userType: () => 4, route: CUSTOMERS },
} as const;

interface SummaryScenario extends Scenario {
  caller: keyof typeof CALLERS;
}

export const statusSummaryShape: ScenarioCheck<SummaryScenario> = {
  subject: 'scenario',
  id: 'status.summary-shape',
  family: 'status',
  rule: 'GET /V1/bulk/:uuid/status gives operations_list entries {id, status, result_message, error_code}, bulk_id = the bulk_uuid, description "Topic <topic>", start_time YYYY-MM-DD HH:MM:SS, user_id and (where present) user_type of the caller, operation_count = elements sent; a success says "Service execution success" and the method.',
  source: 'seed 000 Operation status record (summary form), States and transitions; facts 20; real 2.4.7 responses/async index.json',
  scenarios: [
    { ...writing('admin bulk POST /async/bulk/V1/products', 'GET /V1/bulk/:bulkUuid/status (admin bulk of 3 products)', STATUS_ROUTE), caller: 'admin' },
    { ...writing('guest async POST /async/V1/customers', 'GET /V1/bulk/:bulkUuid/status (guest async call)', STATUS_ROUTE), caller: 'guest' },
  ],
  run: gated(async (ctx, scenario) => {
    const s = scenario.caller === 'guest' ? await guestSample(ctx) : await productSample(ctx);
    const bad = await unfinished(s);
    if (bad) return bad;
    const { userType, route } = CALLERS[scenario.caller];
    return judgeSummary(ctx, s, userType(ctx.target), ctx.route(route)?.service ?? null);
  }),
};

async function judgeSummary(ctx: ScenarioContext, s: Submitted, userType: number, service: string | null): Promise<Verdict> {
  const summary = summaryOf(s);
  if (summary === null || s.bulkUuid === null) return skip('no summary');
  const { problems, facts } = checkSummary(summary.json, { bulkUuid: s.bulkUuid, count: s.n, userType });
  const method = serviceMethodName(service);
  for (const op of facts.operations) problems.push(...checkResultMessage(op, method, `operation ${op.id}`));
  const ids = facts.operations.map((o) => o.id).sort((a, b) => a - b);
  if (JSON.stringify(ids) !== JSON.stringify([...Array(s.n).keys()])) problems.push(`operation ids are ${JSON.stringify(ids)}, not 0..${s.n - 1} as the request items`);
  if (userType === 4 && facts.userId !== null && facts.userId !== 0) problems.push(`user_id is ${facts.userId} for a guest call`);
  if (userType !== 4 && facts.userId === null) problems.push(`user_id is null for ${userType === 1 ? 'an integration' : 'an admin'} call`);
  ctx.observe('variant', facts.userTypePresent ? 'user-type-present' : 'user-type-absent', s.label);
  if (facts.userTypePresent) ctx.observe('user_type', facts.userType, s.label);
  if (problems.length > 0) return fail(`the operation status record is malformed: ${problems[0]}`, 'the summary form of seed 000 (operations_list, bulk_id, description "Topic ...", start_time, user_id, user_type of the caller, operation_count)', problems.slice(0, 6).join('; '), summary);
  return pass();
}
