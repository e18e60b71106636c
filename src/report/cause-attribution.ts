// Decides where one difference between two targets comes from (cause.ts), from evidence only:
// 1. the release: a release marker explains the subject appearing or disappearing between the two sides' releases,
//    or the contract's since / until has the route on one side's release and not on the other's;
// 2. the edition: the contract serves the route (or every route of its module) in one side's edition only, or the
//    platform's code ships the subject's module in one side's edition only (contracts/platform/
//    module-declarations.json: the module that declares a route or an extension attribute, and its editions);
// 3. a module: the subject's platform module is in one side's GET /V1/modules and not in the other's;
// 4. the behaviour of the same route: served on both sides, and a verdict, variant or observed value differs;
// and `cause.run` where one side did not judge it at all. A definition nothing else decides takes the cause of the
// routes that publish it, when they are all on its side only (published-index.ts). Where nothing decides it,
// `cause.unknown` says what was missing (the module list of a run that did not record it, a contract, a marker, a
// declaration). Nothing is guessed: a side whose module list is unknown is never taken to lack a module.

import type { ReleaseMarkers } from '../contracts/release-markers.ts';
import { presenceIn, type ReleaseSpan } from '../contracts/release-span.ts';
import type { Cause, CauseEvidence } from './cause.ts';
import type { Edition } from '../contracts/types.ts';
import type { ContractFacts } from './contract-facts.ts';
import { kebab, moduleOfDefinition } from './contract-facts.ts';
import { crossingOf, explainingMarker, routeMarkers, type AttributedFinding } from './release-split.ts';
import type { TargetModules } from './target-modules.ts';
import type { PlatformFacts } from './module-declarations.ts';
import { routeShape, type PublishedIndex } from './published-index.ts';

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
  /** The platform's code: modules with their editions, the routes and extension attributes each declares; absent or
   * null when not read (those decisions stay unknown, saying so). */
  platform?: PlatformFacts | null;
  /** Each side's saved published schema, indexed (which routes publish a definition, which service a route has);
   * absent or null where a run saved none. */
  published?: { base: PublishedIndex | null; other: PublishedIndex | null };
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

/** A route's or a definition's route-like facts: the contract's file and editions of the route itself. */
type RouteEditions = { contract: string; editions: Edition[] };

/**
 * A subject of `module` present on one side only, once the release had its say: the edition when the contract gives
 * the module's (or the route's) editions to one side only, or (for a subject no contract route names) when the
 * platform's code ships the module in one side's edition only; else the module when its lists decide, else unknown.
 * `route` holds the route's own editions (contract-edition evidence with its contract), or null to use the module's.
 * `declared` is the platform's declaration that ties the subject to the module: it leads the evidence of a decision.
 */
function editionOrModule(ctx: AttributionContext, module: string | null, presentOn: Side, route: RouteEditions | null, missing: string[], declared: CauseEvidence[] = []): Cause {
  const { present, absent } = sides(ctx, presentOn);
  const moduleFacts = module === null ? null : (ctx.contracts?.module(module) ?? null);
  // A definition or field of a module whose routes all came (or went) with a release the two sides straddle.
  if (route === null && moduleFacts !== null && presenceIn(moduleFacts, absent.releaseSpan).kind === 'absent' && presenceIn(moduleFacts, present.releaseSpan).kind !== 'absent') {
    return decided('cause.release', [...declared, { kind: 'contract-release', contract: moduleFacts.contracts.join(', '), since: moduleFacts.since, until: moduleFacts.until, presentOn: present.label, absentOn: absent.label }]);
  }
  const editions = route ?? (moduleFacts === null ? null : { contract: moduleFacts.contracts.join(', '), editions: moduleFacts.editions });
  const enabled = module === null ? null : moduleEvidence(module, present, absent);
  const withEnabled = (evidence: CauseEvidence[]) => (enabled === null ? evidence : [...evidence, enabled]);
  const [pe, ae] = [present.edition, absent.edition];
  const oneSide = (list: readonly string[]) => pe !== null && ae !== null && pe !== ae && list.includes(pe) && !list.includes(ae);
  if (editions !== null && oneSide(editions.editions)) {
    return decided('cause.edition', withEnabled([...declared, { kind: 'contract-edition', contract: editions.contract, editions: editions.editions, module, presentOn: present.label, absentOn: absent.label }]));
  }
  // The platform's code speaks for a subject no contract route names (a route's own editions are the contract's).
  const shipped = route === null && module !== null ? (ctx.platform?.module(module) ?? null) : null;
  if (shipped !== null && module !== null && ctx.platform && oneSide(shipped.editions)) {
    return decided('cause.edition', withEnabled([...declared, { kind: 'module-edition', module, editions: shipped.editions, source: ctx.platform.file, trees: shipped.trees, presentOn: present.label, absentOn: absent.label }]));
  }
  if (enabled !== null) return decided('cause.module', [...declared, enabled]);
  if (module === null) return unknown([...missing, 'the module it belongs to (no contract names one)']);
  if (pe === null || ae === null) missing.push('the edition of a side (not detected)');
  return unknown([...missing, ...moduleMissing(module, present, absent)]);
}

/** The platform's declarations of a route by `module` (every module's when null), as evidence. */
function declarationsOf(ctx: AttributionContext, route: string, module: string | null): CauseEvidence[] {
  return (ctx.platform?.route(route) ?? []).filter((d) => module === null || d.module === module).map((d) => ({ kind: 'route-declaration', route: d.route, service: d.service, module: d.module, file: declarationFile(ctx, d.module, 'webapi.xml'), trees: d.trees }));
}

/** The module the platform's declarations of a route name, with them as evidence (null when none, or several). */
function routeDeclarations(ctx: AttributionContext, route: string): { module: string | null; evidence: CauseEvidence[] } {
  const modules = [...new Set((ctx.platform?.route(route) ?? []).map((d) => d.module))];
  return modules.length === 1 ? { module: modules[0] as string, evidence: declarationsOf(ctx, route, null) } : { module: null, evidence: [] };
}

/** Why the platform's code names no module for a route: not read, no declaration, or several modules declare it. */
function declarationMissing(ctx: AttributionContext, route: string): string {
  if (!ctx.platform) return 'the module that declares the route (the platform\'s module declarations were not read)';
  const modules = [...new Set(ctx.platform.route(route).map((d) => d.module))];
  return modules.length === 0 ? `a declaration of the route in the platform's code (none in ${ctx.platform.file})` : `which module's declaration of the route answers (${modules.join(', ')} declare it)`;
}

function declarationFile(ctx: AttributionContext, module: string, file: 'webapi.xml' | 'extension_attributes.xml'): string {
  const pkg = ctx.platform?.module(module)?.package;
  return pkg === undefined ? file : `vendor/${pkg}/etc/${file}`;
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
    // No contract: the module whose webapi.xml declares the route, else the one its published service tag names
    // (the platform names tags from the module's namespace, as it names definitions).
    const declared = routeDeclarations(ctx, route);
    const tag = ctx.serviceTags.get(shapeOf(route));
    const tagged = declared.module ?? (tag === undefined ? null : moduleOfDefinition(kebab(tag), knownModules(ctx)));
    const missing = ['a contract for the route (none names it)', ...(declared.module === null ? [declarationMissing(ctx, route)] : [])];
    return { cause: editionOrModule(ctx, tagged, presentOn, null, missing, declared.evidence), module: tagged };
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
  return routeShape(route);
}

/** Which side a schema finding's subject is on: added → the other, removed → the base; null for a change of both. */
function findingSide(rule: string): Side | null {
  return rule.endsWith('.added') ? 'other' : rule.endsWith('.removed') ? 'base' : null;
}

/** The platform modules a definition may belong to: the contracts', the platform's code's and both sides' enabled ones. */
function knownModules(ctx: AttributionContext): string[] {
  return [...new Set([...(ctx.contracts?.modules() ?? []), ...(ctx.platform?.modules() ?? []), ...(ctx.base.modules.enabled ?? []), ...(ctx.other.modules.enabled ?? [])])];
}

const sameEvidence = (list: CauseEvidence[]) => [...new Map(list.map((e) => [JSON.stringify(e), e])).values()];

/**
 * An extension attribute on one side only: the module whose etc/extension_attributes.xml declares it (the published
 * name says only the interface it lands on), then that module's edition or lists. Several modules declaring it decide
 * only when each decides alike.
 */
function extensionAttributeCause(ctx: AttributionContext, definition: string, attribute: string, side: Side, missing: string[]): Attributed | null {
  const declared = ctx.platform?.attribute(definition, attribute) ?? [];
  if (declared.length === 0) return null;
  const byModule = new Map<string, CauseEvidence[]>();
  for (const d of declared) {
    const e: CauseEvidence = { kind: 'extension-attribute', definition, attribute, for: d.for, type: d.type, module: d.module, file: declarationFile(ctx, d.module, 'extension_attributes.xml'), trees: d.trees };
    byModule.set(d.module, [...(byModule.get(d.module) ?? []), e]);
  }
  const decisions = [...byModule].map(([module, evidence]) => ({ module, cause: editionOrModule(ctx, module, side, null, [...missing], evidence) }));
  const [first] = decisions;
  if (decisions.length === 1 && first !== undefined) return first;
  const ids = new Set(decisions.map((d) => d.cause.id));
  if (ids.size === 1 && !ids.has('cause.unknown') && first !== undefined) return { cause: decided(first.cause.id, sameEvidence(decisions.flatMap((d) => d.cause.evidence))), module: first.module };
  return { cause: unknown([...missing, `which of ${[...byModule.keys()].join(', ')} (each declares it) adds ${definition}.${attribute} here: ${decisions.map((d) => `${d.module} ${d.cause.id}`).join(', ')}`]), module: null };
}

/**
 * A definition on one side only that nothing else decided: published there only for routes the other side does not
 * serve, it takes their cause when they all have the same one (the Braintree payment interface with the 2.4.7 vault
 * route, framework-metadata-object-interface with an RMA route). What is missing otherwise, in words.
 */
function publishedForCause(ctx: AttributionContext, definition: string, side: Side): { decided: Attributed | null; missing: string } {
  const here = ctx.published?.[side] ?? null;
  const there = ctx.published?.[side === 'base' ? 'other' : 'base'] ?? null;
  const label = ctx[side].label;
  if (here === null || there === null) return { decided: null, missing: `the routes that publish ${definition} (a side saved no published schema that could be read)` };
  const routes = [...(here.reachedFrom.get(definition) ?? [])];
  if (routes.length === 0) return { decided: null, missing: `a route that publishes ${definition} (no operation of ${label}'s published schema reaches it)` };
  const shared = routes.filter((r) => there.routes.has(routeShape(r)));
  if (shared.length > 0) return { decided: null, missing: `what adds ${definition} to routes both sides serve (${shared.slice(0, 3).join(', ')}${shared.length > 3 ? `, +${shared.length - 3}` : ''})` };
  const causes = routes.map((r) => routeServedCause(ctx, r, side));
  const ids = new Set(causes.map((c) => c.cause.id));
  const modules = new Set(causes.map((c) => c.module));
  const [first] = causes;
  if (ids.size !== 1 || ids.has('cause.unknown') || first === undefined) return { decided: null, missing: `one cause of the routes that publish ${definition} (${routes.map((r, i) => `${r}: ${causes[i]?.cause.id}`).join(', ')})` };
  const evidence: CauseEvidence[] = [{ kind: 'published-for', definition, routes, on: label }, ...sameEvidence(causes.flatMap((c) => c.cause.evidence))];
  return { decided: { cause: decided(first.cause.id, evidence), module: modules.size === 1 ? first.module : null }, missing: '' };
}

/**
 * A route both sides publish whose success response differs: when each side's schema tags it with another service,
 * another module answers it; that module's edition (or lists) decides. When the same service answers both, what
 * changed is its declared return type, which no marker or declaration here records.
 */
function responseChangedCause(ctx: AttributionContext, route: string, missing: string[]): Attributed {
  const shape = routeShape(route);
  const [bt, ot] = [ctx.published?.base?.tags.get(shape), ctx.published?.other?.tags.get(shape)];
  if (bt === undefined || ot === undefined) return { cause: unknown([...missing, `the service that answers ${route} on each side (a published schema does not tag it)`]), module: null };
  if (bt === ot) return { cause: unknown([...missing, `what changed the return type ${bt} declares for ${route} (the same service answers on both sides; no release marker or declaration of the platform's code records return types)`]), module: null };
  const served: CauseEvidence = { kind: 'served-by', route, services: { [ctx.base.label]: bt, [ctx.other.label]: ot } };
  const modules = { base: moduleOfDefinition(kebab(bt), knownModules(ctx)), other: moduleOfDefinition(kebab(ot), knownModules(ctx)) };
  // The side whose module the other lacks redeclares the route (Magento_AsyncOrder's payment-information on Commerce).
  for (const side of ['other', 'base'] as const) {
    const module = modules[side];
    if (module === null || module === modules[side === 'base' ? 'other' : 'base']) continue;
    const cause = editionOrModule(ctx, module, side, null, [], [served, ...declarationsOf(ctx, route, module)]);
    if (cause.id !== 'cause.unknown') return { cause, module };
  }
  return { cause: unknown([...missing, `why ${route} is served by ${bt} on ${ctx.base.label} and ${ot} on ${ctx.other.label} (neither module is of one edition or enabled on one side only)`]), module: modules.other ?? modules.base };
}

/** A published schema finding, as release-split.ts attributed it to the release, the rest, or left it undecided. */
export function findingCause(ctx: AttributionContext, finding: AttributedFinding): Attributed {
  const side = findingSide(finding.rule);
  const definition = finding.rule.startsWith('field.') ? finding.subject.replace(/\.[^.]*$/, '') : finding.subject;
  // An extension attribute belongs to the module that declares it, not to the interface's (gw_id is Magento_GiftWrapping's).
  const declaring = finding.rule.startsWith('field.') ? [...new Set((ctx.platform?.attribute(definition, finding.subject.slice(definition.length + 1)) ?? []).map((d) => d.module))] : [];
  const module = finding.rule.startsWith('route.') ? (ctx.contracts?.route(finding.subject)?.platformModule ?? null) : declaring.length === 1 ? (declaring[0] as string) : moduleOfDefinition(definition, knownModules(ctx));
  if (finding.attribution === 'release' && finding.marker !== null) return { cause: decided('cause.release', [{ kind: 'release-marker', marker: finding.marker, when: finding.why }]), module };
  const releaseMissing = finding.attribution === 'undecided' ? [`the release (${finding.why})`] : [];
  if (finding.rule === 'route.response-changed') {
    const answered = responseChangedCause(ctx, finding.subject, releaseMissing);
    return { cause: answered.cause, module: module ?? answered.module };
  }
  if (side === null) return { cause: unknown([...releaseMissing, `what changed ${finding.subject} on both sides: ${finding.why}`]), module };
  if (finding.rule.startsWith('route.')) {
    const served = routeServedCause(ctx, finding.subject, side);
    return served.cause.id === 'cause.unknown' ? { cause: unknown([...releaseMissing, ...served.cause.missing]), module: served.module } : served;
  }
  const markerMissing = finding.attribution === 'rest' && finding.marker === null ? ['a release marker for it (none covers it)'] : [];
  // An extension attribute is added by some module to another's interface: the platform's code says which.
  if (finding.rule.startsWith('field.') && /-extension-interface$/.test(definition)) {
    const attribute = finding.subject.slice(definition.length + 1);
    const declared = extensionAttributeCause(ctx, definition, attribute, side, [...releaseMissing, ...markerMissing]);
    if (declared !== null) return declared;
    const why = ctx.platform ? `no module of ${ctx.platform.file} declares it` : 'the platform\'s module declarations were not read';
    return { cause: unknown([...releaseMissing, ...markerMissing, `the module that adds the extension attribute ${finding.subject} (${why})`]), module };
  }
  // A field of a definition both sides publish: its module is on both, so neither the edition nor a module explains it.
  if (finding.rule.startsWith('field.')) return { cause: unknown([...releaseMissing, ...markerMissing, `what else changed a field of ${definition}, which both sides publish`]), module };
  const byModule = editionOrModule(ctx, module, side, null, [...releaseMissing, ...markerMissing]);
  if (byModule.id !== 'cause.unknown') return { cause: byModule, module };
  const published = publishedForCause(ctx, definition, side);
  if (published.decided !== null) return { cause: published.decided.cause, module: module ?? published.decided.module };
  return { cause: unknown([...byModule.missing, published.missing]), module };
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
