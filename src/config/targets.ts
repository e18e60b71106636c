// targets.yaml: several targets in one run. Each target names the environment it runs with (the same variables as
// .env: COMMERCE_BASE_URL, credentials, edition, ...) and becomes the Playwright project `commerce-<name>` with its
// own run folder (<run dir>/<name>/: fingerprint.json, published-schema.json, conformance.json).
//
// Secrets never sit in the file: a password, token or secret variable must be a ${VARIABLE} reference, resolved from
// the runner's environment (CI secrets). Project metadata carries only the target's name, the file and its run
// folder; each worker resolves the environment itself (envForProject), so no secret reaches results.json.
//
// parseTargets is pure (text in, targets or file:line:col problems out); loadTargetsFile and envForProject read files.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import dotenv from 'dotenv';
import { parseYamlSource, type YamlSource } from '../contracts/yaml-source.ts';

export type Env = Record<string, string | undefined>;

export interface TargetsProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface TargetDefinition {
  name: string;
  /** Variables as written, `${NAME}` references unresolved. */
  env: Record<string, string>;
  /** A dotenv file (relative to targets.yaml) read before `env`. */
  envFile: string | null;
  description: string | null;
  line: number;
  column: number;
}

export interface TargetsFile {
  file: string;
  /** Variables every target starts from (overridden by the target's own). */
  defaults: Record<string, string>;
  targets: TargetDefinition[];
  /** Positions of every env value, for resolution errors: `<target>.<VAR>` or `defaults.<VAR>`. */
  positions: Record<string, { line: number; column: number }>;
}

export type TargetsResult = { ok: true; targets: TargetsFile } | { ok: false; problems: TargetsProblem[] };

export const TARGET_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;
const VARIABLE = /^(COMMERCE|SUBMISSION)_[A-Z0-9_]+$/;
const SECRET_VARIABLE = /PASSWORD|SECRET|_TOKEN$|_KEY$/;
const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
/** Set per target by the suite, never by the file. */
const RESERVED = new Set(['COMMERCE_RUN_DIR', 'COMMERCE_FINGERPRINT_FILE', 'COMMERCE_EMBEDDED_REFERENCE']);
/** Run-wide settings a target inherits from the runner; every other COMMERCE_/SUBMISSION_ variable of the runner is
 * dropped, so one target's credentials never leak into another. */
export const RUN_WIDE = new Set(['COMMERCE_WORKERS', 'COMMERCE_CONTRACTS_DIR', 'COMMERCE_SCHEMA_CACHE_DIR', 'COMMERCE_ALLURE_DIR', 'COMMERCE_RUN_PREFIX']);

export const PROJECT_PREFIX = 'commerce-';

export function projectNameOf(target: string): string {
  return `${PROJECT_PREFIX}${target}`;
}

export function formatTargetsProblem(p: TargetsProblem): string {
  return `${p.file}:${p.line}:${p.column}  ${p.message}`;
}

export function parseTargets(file: string, text: string): TargetsResult {
  const parsed = parseYamlSource(file, text);
  if (!parsed.ok) return { ok: false, problems: parsed.errors.map((e) => ({ file: e.file, line: e.line, column: e.column, message: e.message })) };
  const src = parsed.source;
  const problems: TargetsProblem[] = [];
  const at = (path: Array<string | number>, message: string, key?: string) => {
    const pos = src.positionOf(path, key === undefined ? undefined : { key });
    problems.push({ file, line: pos.line, column: pos.column, message });
  };
  const positions: TargetsFile['positions'] = {};
  const root = src.value;
  if (root === null || typeof root !== 'object' || Array.isArray(root)) {
    at([], 'targets.yaml must be a mapping with a `targets:` list');
    return { ok: false, problems };
  }
  const top = root as Record<string, unknown>;
  for (const key of Object.keys(top)) if (key !== 'targets' && key !== 'defaults') at([], `unknown key "${key}" (allowed: defaults, targets)`, key);

  let defaults: Record<string, string> = {};
  if (top.defaults !== undefined) {
    if (top.defaults === null || typeof top.defaults !== 'object' || Array.isArray(top.defaults)) at(['defaults'], 'defaults must be a mapping with an `env:` mapping');
    else {
      const d = top.defaults as Record<string, unknown>;
      for (const key of Object.keys(d)) if (key !== 'env') at(['defaults'], `unknown key "${key}" under defaults (allowed: env)`, key);
      defaults = readEnv(src, ['defaults', 'env'], d.env, 'defaults', at, positions);
    }
  }

  if (!Array.isArray(top.targets) || top.targets.length === 0) {
    at(top.targets === undefined ? [] : ['targets'], 'targets must be a non-empty list of targets (- name: staging ...)', top.targets === undefined ? undefined : 'targets');
    return { ok: false, problems };
  }
  const targets: TargetDefinition[] = [];
  const seen = new Map<string, number>();
  top.targets.forEach((raw, i) => {
    const path = ['targets', i];
    const pos = src.positionOf(path);
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      at(path, `targets[${i}] must be a mapping with name and env`);
      return;
    }
    const t = raw as Record<string, unknown>;
    for (const key of Object.keys(t)) if (!['name', 'description', 'env', 'envFile'].includes(key)) at(path, `unknown key "${key}" (allowed: name, description, env, envFile)`, key);
    const name = typeof t.name === 'string' ? t.name : typeof t.name === 'number' ? String(t.name) : null;
    if (name === null) {
      at(path, `targets[${i}] has no name (lowercase letters, digits and -, e.g. staging)`);
      return;
    }
    if (!TARGET_NAME.test(name)) at([...path, 'name'], `target name "${name}" must be lowercase letters, digits and - (at most 40), e.g. staging or oss-2-4`);
    const before = seen.get(name);
    if (before !== undefined) at([...path, 'name'], `target name "${name}" is used twice (first at line ${before}); project names must be unique`);
    else seen.set(name, pos.line);
    if (t.envFile !== undefined && typeof t.envFile !== 'string') at([...path, 'envFile'], 'envFile must be a path (relative to targets.yaml) of a dotenv file');
    if (t.description !== undefined && typeof t.description !== 'string') at([...path, 'description'], 'description must be text');
    const env = readEnv(src, [...path, 'env'], t.env, name, at, positions);
    const envFile = typeof t.envFile === 'string' ? t.envFile : null;
    if (!('COMMERCE_BASE_URL' in env) && !('COMMERCE_BASE_URL' in defaults) && envFile === null) {
      at(path, `target "${name}" has no COMMERCE_BASE_URL (set it under env, or name an envFile that does)`);
    }
    targets.push({ name, env, envFile, description: typeof t.description === 'string' ? t.description : null, line: pos.line, column: pos.column });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, targets: { file, defaults, targets, positions } };
}

function readEnv(
  src: YamlSource,
  path: Array<string | number>,
  raw: unknown,
  owner: string,
  at: (path: Array<string | number>, message: string, key?: string) => void,
  positions: TargetsFile['positions'],
): Record<string, string> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    at(path, 'env must be a mapping of VARIABLE: value');
    return {};
  }
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const pos = src.positionOf([...path, key]);
    positions[`${owner}.${key}`] = pos;
    if (!VARIABLE.test(key)) {
      at(path, `"${key}" is not a suite variable (COMMERCE_... or SUBMISSION_..., as in .env.example)`, key);
      continue;
    }
    if (key.startsWith('COMMERCE_REFERENCE_')) {
      at(path, `${key}: a target is an installation with a COMMERCE_BASE_URL; the embedded reference runs as the plain commerce project`, key);
      continue;
    }
    if (RESERVED.has(key)) {
      at(path, `${key} is set by the suite for each target (its run folder is <COMMERCE_RUN_DIR>/<name>); remove it`, key);
      continue;
    }
    if (value === null || (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')) {
      at([...path, key], `${key} must be a single value (text, number or true/false)`);
      continue;
    }
    const text = String(value);
    if (SECRET_VARIABLE.test(key) && text !== '' && !/^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(text)) {
      at([...path, key], `${key} is a secret: write a reference such as \${STAGING_${key.replace(/^(COMMERCE|SUBMISSION)_/, '')}} and set that variable in the runner's environment (CI secrets); targets.yaml is committed`);
      continue;
    }
    if (/\$\{(?![A-Za-z_][A-Za-z0-9_]*\})/.test(text)) at([...path, key], `${key}: malformed reference in "${text}" (write \${VARIABLE})`);
    env[key] = text;
  }
  return env;
}

export class TargetsFileError extends Error {
  override readonly name = 'TargetsFileError';
}

export function loadTargetsFile(file: string): TargetsFile {
  const path = resolve(file);
  if (!existsSync(path)) throw new TargetsFileError(`${file}: no such targets file (COMMERCE_TARGETS_FILE names it; format in docs/reports.md)`);
  const result = parseTargets(file, readFileSync(path, 'utf8'));
  if (!result.ok) throw new TargetsFileError(`${file} has ${result.problems.length} problem(s):\n${result.problems.map(formatTargetsProblem).join('\n')}`);
  return { ...result.targets, file: path };
}

export type ResolveResult = { ok: true; env: Record<string, string> } | { ok: false; problems: TargetsProblem[] };

/** The environment a target runs with: the runner's run-wide settings, then defaults, envFile and the target's own
 * variables, every ${NAME} resolved from `runner`, and COMMERCE_RUN_DIR set to the target's run folder. Pure given
 * `readText` (reads the envFile). */
export function resolveTargetEnv(targets: TargetsFile, name: string, runner: Env, runDir: string, readText: (path: string) => string | null = readIfExists): ResolveResult {
  const target = targets.targets.find((t) => t.name === name);
  if (!target) return { ok: false, problems: [{ file: targets.file, line: 1, column: 1, message: `no target named "${name}" (targets: ${targets.targets.map((t) => t.name).join(', ')})` }] };
  const problems: TargetsProblem[] = [];
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(runner)) {
    if (v === undefined) continue;
    if (!/^(COMMERCE|SUBMISSION)_/.test(k) || RUN_WIDE.has(k)) env[k] = v;
  }
  const substitute = (owner: string, key: string, value: string): string =>
    value.replace(REFERENCE, (_, ref: string) => {
      const v = runner[ref];
      if (v === undefined || v === '') {
        const pos = targets.positions[`${owner}.${key}`] ?? { line: target.line, column: target.column };
        problems.push({ file: targets.file, line: pos.line, column: pos.column, message: `${key} of target "${name}" refers to \${${ref}}, which is not set in the environment` });
        return '';
      }
      return v;
    });
  for (const [k, v] of Object.entries(targets.defaults)) env[k] = substitute('defaults', k, v);
  if (target.envFile !== null) {
    const path = isAbsolute(target.envFile) ? target.envFile : join(dirname(targets.file), target.envFile);
    const text = readText(path);
    if (text === null) problems.push({ file: targets.file, line: target.line, column: target.column, message: `envFile ${target.envFile} of target "${name}" does not exist (looked at ${path})` });
    else for (const [k, v] of Object.entries(dotenv.parse(text))) if (/^(COMMERCE|SUBMISSION)_/.test(k) && !RESERVED.has(k)) env[k] = v;
  }
  for (const [k, v] of Object.entries(target.env)) env[k] = substitute(name, k, v);
  env.COMMERCE_RUN_DIR = runDir;
  return problems.length > 0 ? { ok: false, problems } : { ok: true, env };
}

function readIfExists(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Playwright side: projects (playwright.config.ts) and the fixture-side lookup (fixtures, global setup, reporter).

/** What a target project carries in its metadata: no secrets (results.json records metadata). */
export interface TargetProjectMetadata {
  commerceTarget: { name: string; targetsFile: string; runDir: string };
}

export interface TargetProjectSpec {
  name: string;
  metadata: TargetProjectMetadata;
}

/** One project spec per target: `commerce-<name>`, run folder `<runDir>/<name>`. */
export function targetProjects(targets: TargetsFile, runDir: string): TargetProjectSpec[] {
  return targets.targets.map((t) => ({
    name: projectNameOf(t.name),
    metadata: { commerceTarget: { name: t.name, targetsFile: targets.file, runDir: resolve(runDir, t.name) } },
  }));
}

export function targetOfProject(project: { metadata?: unknown }): TargetProjectMetadata['commerceTarget'] | null {
  const m = project.metadata;
  if (m === null || typeof m !== 'object') return null;
  const t = (m as { commerceTarget?: unknown }).commerceTarget;
  if (t === null || typeof t !== 'object') return null;
  const { name, targetsFile, runDir } = t as Record<string, unknown>;
  return typeof name === 'string' && typeof targetsFile === 'string' && typeof runDir === 'string' ? { name, targetsFile, runDir } : null;
}

const cache = new Map<string, TargetsFile>();

/** The environment of a project's target (workers: workerInfo.project; global setup: config.projects[i]), or null
 * for a project that is not a target project (the plain `commerce` project reads process.env as before). Throws a
 * TargetsFileError with file:line:col problems. */
export function envForProject(project: { metadata?: unknown }, runner: Env = process.env): Record<string, string> | null {
  const target = targetOfProject(project);
  if (!target) return null;
  let file = cache.get(target.targetsFile);
  if (!file) {
    file = loadTargetsFile(target.targetsFile);
    cache.set(target.targetsFile, file);
  }
  const result = resolveTargetEnv(file, target.name, runner, target.runDir);
  if (!result.ok) throw new TargetsFileError(`target "${target.name}" cannot be set up:\n${result.problems.map(formatTargetsProblem).join('\n')}`);
  return result.env;
}

/** Where global setup writes (and workers read) a target project's fingerprint. */
export function fingerprintFileOf(project: { metadata?: unknown }): string | null {
  const target = targetOfProject(project);
  return target ? join(target.runDir, 'fingerprint.json') : null;
}
