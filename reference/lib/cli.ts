// Command line of the reference installation. Every mistake is one clear line (the caller exits 2).

import { DEFAULT_CONFIG, type ReferenceConfig } from './app.ts';
import { OAUTH_BASE_URL_MODES } from './oauth-base-url.ts';
import { EDITIONS, resolveRelease } from './profiles.ts';
import type { Edition } from './types.ts';

export class UsageError extends Error {}

export type Command =
  | { kind: 'serve'; port: number; config: ReferenceConfig }
  | { kind: 'list-faults'; config: ReferenceConfig }
  | { kind: 'consumer'; action: 'start' | 'stop'; port: number }
  | { kind: 'help' };

export const USAGE = `usage: node --import tsx reference/main.ts [--port N] [--edition commerce|open-source] [--release 2.4.7|2.4|...]
         [--fault NAME]... [--list-faults] [--admin-token-lifetime S] [--customer-token-lifetime S]
         [--token-cleanup-period S] [--captcha-forms "Create user,Login"] [--recaptcha-forms "Customer login"]
         [--consumer stopped|running] [--integration-bearer enabled|disabled] [--oauth-base-url no-port|port]
       node --import tsx reference/main.ts consumer stop|start --port N`;

const VALUE_FLAGS = new Set([
  '--port', '--edition', '--release', '--fault', '--admin-token-lifetime', '--customer-token-lifetime',
  '--token-cleanup-period', '--captcha-forms', '--recaptcha-forms', '--consumer', '--integration-bearer',
  '--oauth-base-url',
]);
const SWITCHES = new Set(['--list-faults', '--help', '-h']);

function splitFlags(args: readonly string[]): Array<[string, string | null]> {
  const pairs: Array<[string, string | null]> = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    if (SWITCHES.has(name)) {
      pairs.push([name, null]);
      continue;
    }
    if (!VALUE_FLAGS.has(name)) throw new UsageError(`unknown argument "${arg}" (try --help)`);
    const value = eq > 0 && arg.startsWith('--') ? arg.slice(eq + 1) : args[(i += 1)];
    if (value === undefined || (value.startsWith('--') && eq < 0)) throw new UsageError(`${name} needs a value`);
    pairs.push([name, value]);
  }
  return pairs;
}

function port(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number > 65535) throw new UsageError(`--port must be an integer 0-65535, got "${value}"`);
  return number;
}

function seconds(flag: string, value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number <= 0) throw new UsageError(`${flag} must be a positive whole number of seconds, got "${value}"`);
  return number;
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function edition(value: string): Edition {
  const found = EDITIONS.find((candidate) => candidate === value);
  if (!found) throw new UsageError(`--edition must be one of ${EDITIONS.join(', ')}, got "${value}"`);
  return found;
}

export function parseCommand(args: readonly string[], env: Record<string, string | undefined>): Command {
  if (args[0] === 'consumer') {
    const action = args[1];
    if (action !== 'start' && action !== 'stop') throw new UsageError('consumer needs "start" or "stop"');
    const rest = splitFlags(args.slice(2));
    const portFlag = rest.find(([name]) => name === '--port');
    if (!portFlag || portFlag[1] === null || rest.length !== 1) throw new UsageError('consumer start|stop takes exactly --port N');
    return { kind: 'consumer', action, port: port(portFlag[1]) };
  }
  const config: ReferenceConfig = { ...DEFAULT_CONFIG, faults: [], captchaForms: [], recaptchaForms: [], env };
  let listenPort = 0;
  let listFaults = false;
  for (const [name, value] of splitFlags(args)) {
    if (name === '--help' || name === '-h') return { kind: 'help' };
    if (name === '--list-faults') {
      listFaults = true;
      continue;
    }
    const text = value ?? '';
    switch (name) {
      case '--port':
        listenPort = port(text);
        break;
      case '--edition':
        config.edition = edition(text);
        break;
      case '--release':
        try {
          config.release = resolveRelease(text);
        } catch (error) {
          throw new UsageError(error instanceof Error ? error.message : String(error));
        }
        break;
      case '--fault':
        config.faults.push(...list(text));
        break;
      case '--admin-token-lifetime':
        config.adminTokenLifetimeS = seconds(name, text);
        break;
      case '--customer-token-lifetime':
        config.customerTokenLifetimeS = seconds(name, text);
        break;
      case '--token-cleanup-period':
        config.tokenCleanupPeriodS = seconds(name, text);
        break;
      case '--captcha-forms':
        config.captchaForms = list(text);
        break;
      case '--recaptcha-forms':
        config.recaptchaForms = list(text);
        break;
      case '--consumer':
        if (text !== 'stopped' && text !== 'running') throw new UsageError(`--consumer must be "stopped" or "running", got "${text}"`);
        config.consumerStopped = text === 'stopped';
        break;
      case '--integration-bearer':
        if (text !== 'enabled' && text !== 'disabled') throw new UsageError(`--integration-bearer must be "enabled" or "disabled", got "${text}"`);
        config.integrationBearer = text === 'enabled';
        break;
      case '--oauth-base-url': {
        const mode = OAUTH_BASE_URL_MODES.find((candidate) => candidate === text);
        if (mode === undefined) throw new UsageError(`--oauth-base-url must be one of ${OAUTH_BASE_URL_MODES.join(', ')}, got "${text}"`);
        config.oauthBaseUrl = mode;
        break;
      }
    }
  }
  return listFaults ? { kind: 'list-faults', config } : { kind: 'serve', port: listenPort, config };
}
