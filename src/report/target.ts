// What reports say about one target: where it is (base URL without credentials), what it is (edition, release,
// configured or detected, from the run's fingerprint) and which optional features it showed. Features are collected
// from the tests' observations by key (docs/reports.md lists the keys check authors emit); nothing is re-probed.

import type { LoadedRun } from './load-run.ts';
import { fingerprintField, runLabel } from './load-run.ts';
import type { ObservationRecord, TestRecord } from './run.ts';
import type { ReleaseSpan } from '../contracts/release-span.ts';
import { releaseOfFingerprint, shortReleaseName } from './target-release.ts';
import { modulesOfFingerprint, type TargetModules } from './target-modules.ts';
import { testOutcome } from './verdict-record.ts';

/** Optional features the platform switched between releases and editions (seed 000, facts 17-21). */
export const FEATURES = ['async', 'bulk', 'count-route', 'user-type', 'async-delete', 'bulk-delete', 'data-hash', 'topic-shape', 'submission-api'] as const;
export type FeatureName = (typeof FEATURES)[number];

export const FEATURE_TITLES: Record<FeatureName, string> = {
  async: 'asynchronous calls (/async/V1/...)',
  bulk: 'bulk calls (/async/bulk/V1/...)',
  'count-route': 'operation count route (GET /V1/bulk/:bulkUuid/operation-status/:status)',
  'user-type': 'user_type in the operation status record',
  'async-delete': 'DELETE accepted on /async/V1/...',
  'bulk-delete': 'DELETE accepted on /async/bulk/V1/...',
  'data-hash': 'data_hash form of an operation',
  'topic-shape': 'topic_name shape (service or route)',
  'submission-api': 'developer-submission API',
};

/** Observation keys read by reports. `feature.<name>` carries a feature's value directly. */
export const OBSERVATION_KEYS = {
  present: 'present',
  variant: 'variant',
  featurePrefix: 'feature.',
} as const;

/** Contract variant ids that tell a feature's value (contracts/bulk.yaml), so a check that records the variant it
 * saw does not need to record the feature too. */
export const VARIANT_FEATURES: Record<string, { feature: FeatureName; value: string | boolean }> = {
  'user-type-present': { feature: 'user-type', value: true },
  'user-type-absent': { feature: 'user-type', value: false },
  'count-route-present': { feature: 'count-route', value: true },
  'count-route-absent': { feature: 'count-route', value: false },
  'topic-service-based': { feature: 'topic-shape', value: 'service' },
  'topic-route-based': { feature: 'topic-shape', value: 'route' },
};

/** The routes whose presence tells a feature (presence.route-present records `present` on them). */
export const PRESENCE_FEATURES: Record<string, FeatureName> = {
  'GET /V1/bulk/:bulkUuid/operation-status/:status': 'count-route',
};

export interface FeatureEvidence {
  /** Distinct values seen, in first-seen order; more than one means the target answered inconsistently. */
  values: Array<string | number | boolean | null>;
  /** Where each was seen: `check route` (at most 5). */
  seenIn: string[];
}

export interface TargetSummary {
  /** Short label used as the column name (the run folder's name, made unique). */
  label: string;
  runFile: string;
  runStatus: string;
  baseUrl: string | null;
  storeCode: string | null;
  embedded: boolean;
  edition: string | null;
  editionFrom: string;
  release: string | null;
  releaseFrom: string;
  /** The release as the fingerprint named it ("2.4.7, some patch level", "2.4.5 – 2.4.x", a configured "2.4.6-p8"),
   * else `release`; what the columns and the targets table show. */
  releaseName: string | null;
  /** The releases the target may be (the fingerprint's releaseSpan, else the span `release` means). */
  releaseSpan: ReleaseSpan;
  /** The release markers whose evidence placed the span (target-release.ts). */
  releaseMarkers: string[];
  /** The modules the target enables (fingerprint `modules`), or why they are unknown (target-modules.ts). */
  modules: TargetModules;
  schemaVersion: string | null;
  startedAt: string | null;
  counts: { pass: number; fail: number; skip: number };
  features: Partial<Record<FeatureName, FeatureEvidence>>;
  /** Variant id → routes that showed it. */
  variants: Record<string, string[]>;
}

/** A URL as reports may print it: no user, password, query or fragment. */
export function publicUrl(url: string | null): string | null {
  if (url === null) return null;
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`;
  } catch {
    return url.replace(/\/\/[^/@]*@/, '//').replace(/[?#].*$/, '');
  }
}

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

function scalar(v: unknown): string | number | boolean | null {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

/** Keys other checks already emit, read as features (value → feature value; `undefined` = keep the raw value). */
export const ALIAS_KEYS: Record<string, { feature: FeatureName; map: (v: unknown) => unknown }> = {
  // src/checks/async/queueing.ts (judgeAcceptance): 'queued', 'not queued by this release' or 'answered <status>'
  'async.delete': { feature: 'async-delete', map: queued },
  'bulk.delete': { feature: 'bulk-delete', map: queued },
  // the data_hash of an accepted operation: null or 64 lowercase hex characters
  data_hash: { feature: 'data-hash', map: (v) => (v === null ? 'null' : typeof v === 'string' && /^[0-9a-f]{64}$/.test(v) ? 'sha256 hex' : v) },
  // specs/async-scenarios.spec.ts: 'present' or 'absent'
  'count-route': { feature: 'count-route', map: (v) => (v === 'present' ? true : v === 'absent' ? false : v) },
};

function queued(v: unknown): unknown {
  return v === 'queued' ? true : v === 'not queued by this release' ? false : v;
}

/** Checks whose passing shows a feature (a failing or skipped one says nothing about it). */
export const FEATURE_CHECKS: Record<string, FeatureName> = {
  'async.accept-shape': 'async',
  'bulk.accept-shape': 'bulk',
  'submission.session-token': 'submission-api',
};

export function collectFeatures(tests: TestRecord[]): Partial<Record<FeatureName, FeatureEvidence>> {
  const out: Partial<Record<FeatureName, FeatureEvidence>> = {};
  const add = (feature: FeatureName, value: unknown, where: string) => {
    const e = (out[feature] ??= { values: [], seenIn: [] });
    const v = scalar(value);
    if (!e.values.includes(v)) e.values.push(v);
    if (e.seenIn.length < 5 && !e.seenIn.includes(where)) e.seenIn.push(where);
  };
  for (const t of tests) {
    for (const o of t.observations) {
      const where = `${o.check} ${o.route}`.trim();
      const alias = ALIAS_KEYS[o.key];
      if (o.key.startsWith(OBSERVATION_KEYS.featurePrefix)) {
        const name = o.key.slice(OBSERVATION_KEYS.featurePrefix.length);
        if ((FEATURES as readonly string[]).includes(name)) add(name as FeatureName, o.value, where);
      } else if (o.key === OBSERVATION_KEYS.variant && typeof o.value === 'string') {
        const f = VARIANT_FEATURES[o.value];
        if (f) add(f.feature, f.value, where);
      } else if (o.key === OBSERVATION_KEYS.present && typeof o.value === 'boolean') {
        const f = PRESENCE_FEATURES[o.route];
        if (f) add(f, o.value, where);
      } else if (alias) add(alias.feature, alias.map(o.value), where);
    }
    const shown = FEATURE_CHECKS[t.check];
    if (shown && t.outcome === 'pass' && !out[shown]?.values.includes(true)) add(shown, true, `${t.check} ${t.route}`.trim());
  }
  return out;
}

/** Observation keys other checks emit that name a contract variant directly (key → value → variant id). */
export const VARIANT_KEYS: Record<string, (value: unknown) => string | null> = {
  // src/checks/token/issued-token.ts: the admin token route answered the two-factor refusal
  'admin-token-2fa': (v) => (v === true ? 'admin-token-2fa' : null),
  // src/checks/scope/price-scope.ts: where a price written under a view of a second website landed (global, website)
  'price-scope': (v) => scopeForm(v, 'scope', 'price-scope'),
  // src/checks/scope/website-assignment.ts: whether an admin read under a view of a website the product left answers it
  'website-read': (v) => scopeForm(v, 'form', 'website-read'),
  // src/checks/scope/customer-website.ts: whether an e-mail address is unique per website or across websites
  'customer-share': (v) => scopeForm(v, 'scope', 'customer-share'),
};

/** `<prefix>-<form>` for an observation whose value names its form at `field`, or null. */
function scopeForm(value: unknown, field: string, prefix: string): string | null {
  const form = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[field] : undefined;
  return typeof form === 'string' && /^[a-z-]+$/.test(form) ? `${prefix}-${form}` : null;
}

/** Variant id → the routes (or check subjects) on which the target showed it: `variant` observations, the keys of
 * VARIANT_KEYS, and the variants a collected feature value stands for (VARIANT_FEATURES read backwards). */
export function collectVariants(observations: ObservationRecord[], features: Partial<Record<FeatureName, FeatureEvidence>> = {}): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (id: string, where: string) => {
    const routes = (out[id] ??= []);
    if (!routes.includes(where)) routes.push(where);
  };
  for (const o of observations) {
    if (o.key === OBSERVATION_KEYS.variant && typeof o.value === 'string') add(o.value, o.route);
    const named = VARIANT_KEYS[o.key]?.(o.value);
    if (named) add(named, o.route);
  }
  for (const [id, { feature, value }] of Object.entries(VARIANT_FEATURES)) {
    const evidence = features[feature];
    if (evidence?.values.includes(value)) for (const where of evidence.seenIn) add(id, where.replace(/^\S+ /, ''));
  }
  for (const routes of Object.values(out)) routes.sort();
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

export function summarizeTarget(loaded: LoadedRun, label: string = runLabel(loaded)): TargetSummary {
  const fp = loaded.run.fingerprint;
  const observations = loaded.run.tests.flatMap((t) => t.observations);
  const schemaInfo = fingerprintField(fp, 'schemaInfo');
  const counts = { pass: 0, fail: 0, skip: 0 };
  const features = collectFeatures(loaded.run.tests);
  for (const t of loaded.run.tests) counts[testOutcome(t)]++;
  const release = releaseOfFingerprint(fp);
  return {
    label,
    runFile: loaded.source,
    runStatus: loaded.run.status,
    baseUrl: publicUrl(str(fingerprintField(fp, 'baseUrl'))),
    storeCode: str(fingerprintField(fp, 'storeCode')),
    embedded: fingerprintField(fp, 'embedded') === true,
    edition: str(fingerprintField(fp, 'edition')),
    editionFrom: str(fingerprintField(fp, 'editionFrom')) ?? 'unknown',
    release: str(fingerprintField(fp, 'release')),
    releaseFrom: str(fingerprintField(fp, 'releaseFrom')) ?? 'unknown',
    releaseName: release.name,
    releaseSpan: release.span,
    releaseMarkers: release.markers,
    modules: modulesOfFingerprint(fp),
    schemaVersion: schemaInfo !== null && typeof schemaInfo === 'object' ? str((schemaInfo as { version?: unknown }).version) : null,
    startedAt: str(fingerprintField(fp, 'startedAt')),
    counts,
    features,
    variants: collectVariants(observations, features),
  };
}

/** A column's heading: its label and the release the target's fingerprint named. */
export function columnHeading(target: Pick<TargetSummary, 'label' | 'releaseName'>): string {
  return target.releaseName === null ? target.label : `${target.label} (${target.releaseName})`;
}

/** Column labels: folder names, made unique with the edition/release or a counter when two runs share one. */
export function uniqueLabels(runs: LoadedRun[]): string[] {
  const base = runs.map((r) => runLabel(r));
  const labels = base.map((b, i) => {
    if (base.filter((x) => x === b).length === 1) return b;
    const fp = runs[i]?.run.fingerprint;
    const release = releaseOfFingerprint(fp);
    const what = [str(fingerprintField(fp, 'edition')), release.name === null ? null : shortReleaseName(release.name, release.span)].filter((x) => x !== null).join('-');
    return what ? `${b}:${what}` : b;
  });
  return labels.map((l, i) => (labels.indexOf(l) === i ? l : `${l}#${i + 1}`));
}
