// No secret reaches any artifact of a run. The suite runs (writes allowed, --trace on) against the embedded reference
// started with the known accounts of tests/helpers/suite-runner.ts and faults that make many checks fail, so that
// failure messages, response excerpts and schema issues are written; then every file of the run folder
// (test-output, attachments, trace.zip entries, results.json incl. inlined attachment bodies, conformance.json, the
// request capture of COMMERCE_CAPTURE_FILE,
// fingerprint, published schema) and the console output are searched for the configured passwords, the
// integration token and OAuth secrets, the submission app secret (also as HTTP Basic credentials), any JWT and any
// `Bearer <long value>`.

import { strict as assert } from 'node:assert';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, before, test } from 'node:test';
import { inflateRawSync } from 'node:zlib';
import { runCommerce, type SuiteResult } from '../scripts/verify-lib.ts';
import { ACCOUNTS } from './helpers/suite-runner.ts';

const OAUTH = {
  COMMERCE_INTEGRATION_ACCESS_TOKEN: ACCOUNTS.COMMERCE_INTEGRATION_TOKEN as string,
  COMMERCE_INTEGRATION_CONSUMER_KEY: 'selftestconsumerkey0123456789abcd',
  COMMERCE_INTEGRATION_CONSUMER_SECRET: 'Selftest-consumer-5ecret-0123456',
  COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET: 'Selftest-token-5ecret-0123456789a',
};

/** Faults that make checks fail where tokens, passwords and bodies are nearest: the token routes answer the token
 * as text/plain (token.json-body / xml-body fail with the answer attached), restricted admins and customers reach
 * customer records (excerpts of customer data), bodies carry undeclared fields (schema issues), expired and revoked
 * tokens keep working, expired submission session tokens too, detailed status loses fields (status excerpts with
 * serialized_data, which keeps a created customer's password). */
const FAULTS = ['token-wrong-content-type', 'restricted-admin-passes', 'customer-reaches-other-customer', 'extra-undeclared-field', 'expired-token-accepted', 'revoked-token-accepted', 'submission-expired-ust-accepted', 'status-detailed-fields-missing'];

const GREP = [
  '(?:^|\\s)(?:token|submission|status|security|soap)\\.',
  'perm\\.(?:restricted-admin-refused|customer-refused-admin|customer-self|admin-self-refused|integration-scope) GET /V1/customers',
  'schema\\.response-valid GET /V1/(?:customers/:customerId|products/:sku|store/storeViews|bulk)',
  '(?:async|bulk)\\.accept-shape POST /V1/customers$',
  'async\\.intake-errors',
].join('|');

const SECRETS: Record<string, string> = {
  COMMERCE_ADMIN_PASSWORD: ACCOUNTS.COMMERCE_ADMIN_PASSWORD as string,
  COMMERCE_CUSTOMER_PASSWORD: ACCOUNTS.COMMERCE_CUSTOMER_PASSWORD as string,
  COMMERCE_RESTRICTED_ADMIN_PASSWORD: ACCOUNTS.COMMERCE_RESTRICTED_ADMIN_PASSWORD as string,
  COMMERCE_INTEGRATION_TOKEN: ACCOUNTS.COMMERCE_INTEGRATION_TOKEN as string,
  SUBMISSION_APP_SECRET: ACCOUNTS.SUBMISSION_APP_SECRET as string,
  COMMERCE_INTEGRATION_CONSUMER_SECRET: OAUTH.COMMERCE_INTEGRATION_CONSUMER_SECRET,
  COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET: OAUTH.COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET,
};

interface Needle {
  name: string;
  find(text: string): string | null;
}

function literal(name: string, value: string): Needle {
  const forms = [...new Set([value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)])];
  return { name, find: (text) => (forms.some((f) => text.includes(f)) ? value : null) };
}

function pattern(name: string, re: RegExp): Needle {
  return { name, find: (text) => re.exec(text)?.[0] ?? null };
}

const NEEDLES: Needle[] = [
  ...Object.entries(SECRETS).map(([k, v]) => literal(k, v)),
  literal('SUBMISSION HTTP Basic credentials', Buffer.from(`${ACCOUNTS.SUBMISSION_APP_ID}:${ACCOUNTS.SUBMISSION_APP_SECRET}`).toString('base64')),
  pattern('JWT', /eyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]*/),
  pattern('Bearer <long value>', /Bearer\s+(?!«redacted»)[A-Za-z0-9._~+/=-]{16,}/),
];

/** The entries of a zip archive (stored or deflated), read with node:zlib. */
export function unzipEntries(buf: Buffer): Array<{ name: string; data: Buffer }> {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip archive (no end of central directory)');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out: Array<{ name: string; data: Buffer }> = [];
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error('broken central directory');
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + compressed);
    out.push({ name, data: method === 0 ? raw : inflateRawSync(raw) });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

/** Every text an artifact holds: the file, a zip's entries, base64 attachment bodies inlined in JSON reports. */
function texts(file: string, data: Buffer): Array<{ where: string; text: string }> {
  if (data.length >= 4 && data.readUInt32LE(0) === 0x04034b50) {
    return unzipEntries(data).flatMap((e) => texts(`${file}!${e.name}`, e.data));
  }
  const text = data.toString('utf8');
  const found = [{ where: file, text }];
  if (/\.json$/.test(file) && text.includes('"body"')) {
    try {
      const inline: Array<{ where: string; text: string }> = [];
      const visit = (v: unknown, path: string): void => {
        if (Array.isArray(v)) v.forEach((x, i) => visit(x, `${path}/${i}`));
        else if (v !== null && typeof v === 'object') {
          for (const [k, x] of Object.entries(v)) {
            if (k === 'body' && typeof x === 'string' && /^[A-Za-z0-9+/=\s]+$/.test(x)) inline.push({ where: `${file}#${path}/body (base64)`, text: Buffer.from(x, 'base64').toString('utf8') });
            visit(x, `${path}/${k}`);
          }
        }
      };
      visit(JSON.parse(text), '');
      found.push(...inline);
    } catch {
      /* not JSON */
    }
  }
  return found;
}

const dir = mkdtempSync(join(tmpdir(), 'cc-secrets-'));
let result: SuiteResult | null = null;

before(async () => {
  result = await runCommerce({
    edition: 'commerce', release: '2.4.7', faults: FAULTS,
    env: { ...ACCOUNTS, ...OAUTH, COMMERCE_WRITES: 'allow', COMMERCE_CAPTURE_FILE: join(dir, 'run', 'capture.jsonl') },
    grep: GREP, args: ['--trace', 'on'], workers: 1, runDir: join(dir, 'run'), timeoutMs: 900_000,
  });
}, { timeout: 960_000 });

after(() => {
  if (!process.env.KEEP_SECRETS_RUN) rmSync(dir, { recursive: true, force: true });
  else console.log(`run kept in ${dir}`);
});

test('the run failed many checks and left artifacts to search (attachments, reports)', () => {
  assert.ok(result?.run, `the run wrote conformance.json\n${result?.output.slice(-2000)}`);
  const failed = result.run.tests.filter((t) => t.outcome === 'fail');
  assert.ok(failed.length >= 10, `at least 10 checks failed (${failed.length})`);
  const files = walk(result.runDir);
  // The API specs run on Playwright's fixture-less test type (fixtures/index.ts), which records no trace even with
  // --trace on; a trace.zip written anyway (a browser spec, a Playwright change) is searched like every other file.
  assert.ok(files.some((f) => /response-excerpt/.test(f)) || readFileSync(join(result.runDir, 'results.json'), 'utf8').includes('response-excerpt'), 'response excerpts were attached');
  assert.ok(files.some((f) => f.endsWith('results.json')) && files.some((f) => f.endsWith('conformance.json')), 'JSON and conformance results were written');
  assert.ok(readFileSync(join(result.runDir, 'capture.jsonl'), 'utf8').includes('{{COMMERCE_ADMIN_PASSWORD}}'), 'the request capture (COMMERCE_CAPTURE_FILE) was written, with placeholders');
});

test('no password, token, secret, JWT or long bearer value in any artifact or the console output', () => {
  assert.ok(result, 'the run happened');
  const leaks: string[] = [];
  const sources: Array<{ where: string; text: string }> = [{ where: 'console output', text: result.output }];
  for (const file of walk(result.runDir)) sources.push(...texts(relative(result.runDir, file), readFileSync(file)));
  assert.ok(sources.length > 20, `artifacts were searched (${sources.length})`);
  for (const { where, text } of sources) {
    for (const needle of NEEDLES) {
      const hit = needle.find(text);
      if (!hit) continue;
      const at = text.indexOf(hit);
      leaks.push(`${needle.name} in ${where}: …${text.slice(Math.max(0, at - 80), at).replace(/\s+/g, ' ')}⟦${hit.slice(0, 12)}…⟧`);
    }
  }
  assert.deepEqual(leaks, [], `secrets leaked into ${leaks.length} place(s)`);
});
