// status.detailed-shape: the detailed form of the operation status record, read once for the worker's product bulk.

import { checkDetailedEntry, checkSummary, isRecord, topicMatchesRoute } from '../async/shapes.ts';
import { breakingIssues } from '../answer.ts';
import { describeExchange } from '../platform-errors.ts';
import { pass, skip, type ScenarioCheck } from '../types.ts';
import { DETAILED_ROUTE, fail, gated, operationsOf, PRODUCTS, productSample, summaryOf, unfinished, writing } from '../async/scenarios.ts';
import { adminUserType } from '../stand-in.ts';

export const statusDetailedShape: ScenarioCheck = {
  subject: 'scenario',
  id: 'status.detailed-shape',
  family: 'status',
  rule: 'GET /V1/bulk/:uuid/detailed-status adds bulk_uuid, topic_name (service- or route-based shape), serialized_data {entity_id: null, entity_link: "", meta_information} and result_serialized_data: the synchronous response (valid against its schema) on success, null on failure.',
  source: 'seed 000 Operation status record (detailed form) and Topic name shape; facts 17, 18; real 2.4.7 responses/async b1, d1',
  scenarios: [writing('admin bulk POST /async/bulk/V1/products', 'GET /V1/bulk/:bulkUuid/detailed-status (bulk of 3 products)', DETAILED_ROUTE)],
  run: gated(async (ctx) => {
    const s = await productSample(ctx);
    const bad = await unfinished(s);
    if (bad) return bad;
    const detailed = s.detailed;
    if (detailed === null || s.bulkUuid === null) return skip('no detailed status');
    if (detailed.status !== 200 || !isRecord(detailed.json)) return fail('the detailed status of an accepted bulk was not served', '200 with the detailed operation status record', describeExchange(detailed.status, detailed.json, detailed.bodyText), detailed);
    const route = ctx.route(PRODUCTS);
    // The admin's user type: the integration's (1) when it stands in for the admin.
    const top = checkSummary(detailed.json, { bulkUuid: s.bulkUuid, count: 3, userType: adminUserType(ctx.target.adminIdentity) });
    const problems = [...top.problems];
    const list = Array.isArray(detailed.json.operations_list) ? detailed.json.operations_list : [];
    const summaryOps = operationsOf(summaryOf(s));
    const shapes = new Set<string>();
    const completedSerialized = new Set<string>();
    for (const [i, raw] of list.entries()) {
      const { problems: p, facts } = checkDetailedEntry(raw, `operations_list[${i}]`, s.bulkUuid);
      problems.push(...p);
      if (facts.topic !== null && route) {
        const shape = topicMatchesRoute(facts.topic, 'POST', route.path, route.service);
        if (shape === null) problems.push(`operations_list[${i}].topic_name ${facts.topic} is neither documented name of POST /V1/products`);
        else shapes.add(shape);
        if (top.facts.topic !== null && top.facts.topic !== facts.topic) problems.push(`description names topic ${top.facts.topic} but operations_list[${i}].topic_name is ${facts.topic}`);
      }
      const entry = facts.entry;
      if (entry === null) continue;
      const same = summaryOps.find((op) => op.id === entry.id);
      if (same && same.status !== entry.status) problems.push(`operation ${entry.id} has status ${same.status} in the summary and ${entry.status} in the detailed form`);
      if (entry.status === 1) {
        completedSerialized.add(facts.serializedData);
        if (facts.result.kind === 'json' && route) {
          const all = await ctx.validateFor(route, facts.result.value);
          // Unset is not missing, as in every answer judged against a schema (../answer.ts).
          const issues = Array.isArray(all) ? breakingIssues(route, all, (key, value) => ctx.observe(key, value, s.label)) : [];
          if (issues.length > 0) {
            return { outcome: 'fail', broken: `operations_list[${i}].result_serialized_data is not a valid response of POST /V1/products`, expected: 'the synchronous route\'s response schema', actual: issues.slice(0, 3).map((x) => `${x.pointer} ${x.keyword}: expected ${x.expected}, got ${x.actual}`).join('; '), exchange: detailed, issues };
          }
          const sku = isRecord(facts.result.value) ? facts.result.value.sku : undefined;
          if (typeof sku === 'string' && !s.skus.includes(sku)) problems.push(`operations_list[${i}] result is product ${sku}, not one the bulk created`);
        }
      }
      if (facts.meta !== undefined && isRecord(facts.meta) && isRecord(facts.meta.product) && s.skus[entry.id] !== undefined && facts.meta.product.sku !== s.skus[entry.id]) {
        problems.push(`operations_list[${i}].serialized_data.meta_information is not element ${entry.id} of the request`);
      }
    }
    for (const shape of shapes) ctx.observe('variant', shape === 'service' ? 'topic-service-based' : 'topic-route-based', s.label);
    for (const form of completedSerialized) ctx.observe('serialized-data-on-complete', form, s.label);
    if (problems.length > 0) return fail(`the detailed status is malformed: ${problems[0]}`, 'operations_list entries with bulk_uuid, topic_name, serialized_data, result_serialized_data as documented', problems.slice(0, 6).join('; '), detailed);
    return pass();
  }),
};
