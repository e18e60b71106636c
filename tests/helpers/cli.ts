// The CLI through its entry point (src/cli.ts), its output captured: what the command tests call, and the check that an
// error is one sentence without a stack.

import { strict as assert } from 'node:assert';
import { main } from '../../src/cli.ts';

export async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

export function oneSentence(err: string): void {
  assert.doesNotMatch(err, /\n\s+at\s/, 'no stack trace');
  assert.equal(err.trim().split('\n').length, 1, `one line: ${err}`);
}
