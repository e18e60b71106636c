// Decides where one difference between two targets comes from (cause.ts), from evidence only:
// 1. the release: a release marker explains the subject appearing or disappearing between the two sides' releases,
//    or the contract's since / until has the route on one side's release and not on the other's;
// 2. the edition: the contract serves the route (or every route of its module) in one side's edition only;
// 3. a module: the subject's platform module is in one side's GET /V1/modules and not in the other's;
// 4. the behaviour of the same route: served on both sides, and a verdict, variant or observed value differs;
// and `cause.run` where one side did not judge it at all. Where nothing decides it, `cause.unknown` says what was
// missing (the module list of a run that did not record it, a contract, a marker). Nothing is guessed: a side whose
// module list is unknown is never taken to lack a module.

import type { ReleaseMarkers } from '../contracts/release-markers.ts';
import { presenceIn, type ReleaseSpan } from '../contracts/release-span.ts';
import type { Cause, CauseEvidence } from './cause.ts';
import type { ContractFacts } from './contract-facts.ts';
import { kebab, moduleOfDefinition } from './contract-facts.ts';
import { pathShape } from '../schema/lookup.ts';
import { crossingOf, explainingMarker, routeMarkers, type AttributedFinding } from './release-split.ts';
import type { TargetModules } from './target-modules.ts';

/** One side of the comparison, as the attribution reads it (target.ts TargetSummary has these fields). */
export interface CauseSide {
  label: string;
  edition: string | null;
  releaseSpan: ReleaseSpan;
  modules: TargetModules;
}

export interface AttributionContext {
  base: CauseSide;
  other: CauseSide;
  /** What the contracts say of routes and modules; null when they were not read. */
  contracts: ContractFacts | null;
  /** The release markers; null when not read. */
  markers: ReleaseMarkers | null;
  /** The service tag the published schemas give a route (`quickCheckoutAccountRepositoryV1`), by method and path
   * shape (`POST /V1/quick-checkout/{}`): names the module of a route no contract names. */
  serviceTags: ReadonlyMap<string, string>;
}

/** A subject's cause with the platform module it belongs to (null when none is known): what the report groups by. */
export interface Attributed {
  cause: Cause;
  module: string | null;
}

export type Side = 'base' | 'other';

function sides(ctx: AttributionContext, presentOn: Side): { present: CauseSide; absent: CauseSide } {
  return presentOn === 'base' ? { present: ctx.base, absent: ctx.other } : { present: ctx.other, absent: ctx.base };
}

const decided = (id: Cause['id'], evidence: CauseEvidence[]): Cause => ({ id, evidence, missing: [] });
const unknown = (missing: string[]): Cause => ({ id: 'cause.unknown', evidence: [], missing });

/** The module's evidence: enabled where the subject is and not where it is not, when both lists are known. */
function moduleEvidence(module: string, present: CauseSide, absent: CauseSide): CauseEvidence | null {
  const [p, a] = [present.modules.enabled, absent.modules.enabled];
  if (p === null || a === null || !p.includes(module) || a.includes(module)) return null;
  return { kind: 'module-enabled', module, enabledOn: present.label, disabledOn: absent.label };
}

/** What keeps the module from deciding: a side whose list is unknown, or the module enabled on both (or neither). */
function moduleMissing(module: string, present: CauseSide, absent: CauseSide): string[] {
  const unknownOn = [present, absent].filter((s) => s.modules.enabled === null).map((s) => `${s.label}: ${s.modules.missing ?? 'module list not recorded'}`);
  if (unknownOn.length > 0) return unknownOn.map((u) => `whether ${module} is enabled (${u})`);
  const [p, a] = [present.modules.enabled?.includes(module), absent.modules.enabled?.includes(module)];
  if (p && a) return [`${module} is enabled on both sides`];
  if (!p && !a) return [`${module} is enabled on neither side`];
  return [`${module} is enabled on ${absent.label} only, where the subject is absent`];
}

/**
 * A subject of `module` present on one side only, once the release had its say: the edition when the contract gives
 * the module's (or the route's) editions to one side only, else the module when its lists decide, else unknown.
 * `editions` are the route's own (contract-edition evidence with its contract), or null to use the module's.
 */
function editionOrModule(ctx: AttributionContext, module: string | null, presentOn: Side, route: { contract: string; editions: Array<'open-source' | 'commerce'> } | null, missing: string[]): Cause {
  const { present, absent } = sides(ctx, presentOn);
  const moduleFacts = module === null ? null : (ctx.contracts?.module(module) ?? null);
  // A definition or field of a module whose routes all came (or went) with a release the two sides straddle.
  if (route === null && moduleFacts !== null && presenceIn(moduleFacts, absent.releaseSpan).kind === 'absent' && presenceIn(moduleFacts, present.releaseSpan).kind !== 'absent') {
    return decided('cause.release', [{ kind: 'contract-release', contract: moduleFacts.contracts.join(', '), since: moduleFacts.since, until: moduleFacts.until, presentOn: present.label, absentOn: absent.label }]);
  }
  const editions = route ?? (moduleFacts === null ? null : { contract: moduleFacts.contracts.join(', '), editions: moduleFacts.editions });
  const enabled = module === null ? null : moduleEvidence(module, present, absent);
  const [pe, ae] = [present.edition, absent.edition];
  if (editions !== null && pe !== null && ae !== null && pe !== ae && (editions.editions as string[]).includes(pe) && !(editions.editions as string[]).includes(ae)) {
    const evidence: CauseEvidence[] = [{ kind: 'contract-edition', contract: editions.contract, editions: editions.editions, module, presentOn: present.label, absentOn: absent.label }];
    return decided('cause.edition', enabled === null ? evidence : [...evidence, enabled]);
  }
  if (enabled !== null) return decided('cause.module', [enabled]);
  if (module === null) return unknown([...missing, 'the module it belongs to (no contract names one)']);
  if (pe === null || ae === null) missing.push('the edition of a side (not detected)');
  return unknown([...missing, ...moduleMissing(module, present, absent)]);
}

/** A route served on `presentOn` and not on the other side (the presence check observed it on both). */
export function routeServedCause(ctx: AttributionContext, route: string, presentOn: Side): Attributed {
  const { present, absent } = sides(ctx, presentOn);
  const facts = ctx.contracts?.route(route) ?? null;
  const module = facts?.platformModule ?? null;
  const change = presentOn === 'other' ? 'appears' : 'disappears';
  if (ctx.markers !== null && crossingOf(ctx.base.releaseSpan, ctx.other.releaseSpan) === 'crossed') {
    const marker = explainingMarker(routeMarkers(ctx.markers, route), change, ctx.base.releaseSpan, ctx.other.releaseSpan);
    if (marker !== null) return { cause: decided('cause.release', [{ kind: 'release-marker', marker: marker.marker, when: marker.why }]), module };
  }
  if (facts === null) {
    // The platform tags a route's operation with its service, named from the module's namespace like definitions.
    const tag = ctx.serviceTags.get(shapeOf(route));
    const tagged = tag === undefined ? null : moduleOfDefinition(kebab(tag), knownModules(ctx));
    return { cause: editionOrModule(ctx, tagged, presentOn, null, ['a contract for the route (none names it)']), module: tagged };
  }
  if (presenceIn(facts, absent.releaseSpan).kind === 'absent' && presenceIn(facts, present.releaseSpan).kind !== 'absent') {
    const enabled = module === null ? null : moduleEvidence(module, present, absent);
    const evidence: CauseEvidence[] = [{ kind: 'contract-release', contract: facts.contract, since: facts.since, until: facts.until, presentOn: present.label, absentOn: absent.label }];
    return { cause: decided('cause.release', enabled === null ? evidence : [...evidence, enabled]), module };
  }
  const missing = ctx.markers === null ? ['the release markers (not read)'] : [];
  return { cause: editionOrModule(ctx, module, presentOn, { contract: facts.contract, editions: facts.editions }, missing), module };
}

/** `POST /V1/quick-checkout/{}` for `POST /V1/quick-checkout/:id` or `.../{id}`. */
export function shapeOf(route: string): string {
  const [method = '', path = ''] = route.split(' ');
  return `${method} ${pathShape(path)}`;
}

/** Which side a schema finding's subject is on: added → the other, removed → the base; null for a change of both. */
function findingSide(rule: string): Side | null {
  return rule.endsWith('.added') ? 'other' : rule.endsWith('.removed') ? 'base' : null;
}

/** The platform modules a definition may belong to: the contracts' and both sides' enabled ones. */
function knownModules(ctx: AttributionContext): string[] {
  return [...new Set([...(ctx.contracts?.modules() ?? []), ...(ctx.base.modules.enabled ?? []), ...(ctx.other.modules.enabled ?? [])])];
}

/** A published schema finding, as release-split.ts attributed it to the release, the rest, or left it undecided. */
export function findingCause(ctx: AttributionContext, finding: AttributedFinding): Attributed {
  const side = findingSide(finding.rule);
  const definition = finding.rule.startsWith('field.') ? finding.subject.replace(/\.[^.]*$/, '') : finding.subject;
  const module = finding.rule.startsWith('route.') ? (ctx.contracts?.route(finding.subject)?.platformModule ?? null) : moduleOfDefinition(definition, knownModules(ctx));
  if (finding.attribution === 'release' && finding.marker !== null) return { cause: decided('cause.release', [{ kind: 'release-marker', marker: finding.marker, when: finding.why }]), module };
  const releaseMissing = finding.attribution === 'undecided' ? [`the release (${finding.why})`] : [];
  if (side === null) return { cause: unknown([...releaseMissing, `what changed ${finding.subject} on both sides: ${finding.why}`]), module };
  if (finding.rule.startsWith('route.')) {
    const served = routeServedCause(ctx, finding.subject, side);
    return served.cause.id === 'cause.unknown' ? { cause: unknown([...releaseMissing, ...served.cause.missing]), module: served.module } : served;
  }
  const markerMissing = finding.attribution === 'rest' && finding.marker === null ? ['a release marker for it (none covers it)'] : [];
  // An extension attribute is added by some module to another's interface: the published name does not say which.
  if (finding.rule.startsWith('field.') && /-extension-interface$/.test(definition)) return { cause: unknown([...releaseMissing, ...markerMissing, `the module that adds the extension attribute ${finding.subject} (the published name does not say)`]), module };
  // A field of a definition both sides publish: its module is on both, so neither the edition nor a module explains it.
  if (finding.rule.startsWith('field.')) return { cause: unknown([...releaseMissing, ...markerMissing, `what else changed a field of ${definition}, which both sides publish`]), module };
  return { cause: editionOrModule(ctx, module, side, null, [...releaseMissing, ...markerMissing]), module };
}

export type Outcome = 'pass' | 'fail' | 'skip' | 'not run';

/** A check of the same subject that ended otherwise: the behaviour when both sides judged it (pass against fail),
 * else the runs (one side skipped it or did not run it). */
export function verdictCause(ctx: AttributionContext, check: string, outcomes: { base: Outcome; other: Outcome }, skipReason: { base: string | null; other: string | null }): Cause {
  const judged = (o: Outcome) => o === 'pass' || o === 'fail';
  const values = { [ctx.base.label]: outcomes.base, [ctx.other.label]: outcomes.other };
  if (judged(outcomes.base) && judged(outcomes.other)) return decided('cause.behaviour', [{ kind: 'verdict', check, outcomes: values }]);
  const notJudged: CauseEvidence[] = (['base', 'other'] as const)
    .filter((s) => !judged(outcomes[s]))
    .map((s) => ({ kind: 'not-judged', check, on: ctx[s].label, reason: outcomes[s] === 'not run' ? 'not run' : (skipReason[s] ?? 'skipped') }));
  return decided('cause.run', notJudged);
}

/** A release variant shown on one side and observed otherwise on the other. */
export function variantCause(variant: string, shownOn: string, otherwiseOn: string): Cause {
  return decided('cause.behaviour', [{ kind: 'variant', variant, shownOn, otherwiseOn }]);
}

/** A feature or search behaviour both sides observed, with different values. */
export function observedCause(what: string, values: Record<string, string>): Cause {
  return decided('cause.behaviour', [{ kind: 'observed', what, values }]);
}
