// File helpers shared by the disk caches of src/schema (compiled validators, parsed documents) and src/contracts (the
// contract format's and the contract schemas' validators). Every cache file is
// written to a temporary name and renamed into place, so a process never reads half a file written by another;
// readers treat a file they cannot read or make sense of as absent.

import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function writeAtomically(filePath: string, content: string | Uint8Array): void {
  mkdirSync(path.dirname(filePath), { recursive: true });
  const temporary = `${filePath}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, content);
    renameSync(temporary, filePath);
  } catch (error) {
    removeQuietly(temporary);
    throw error;
  }
}

/** The file's bytes, or null when it does not exist or cannot be read (a cache miss, never an error). */
export function readIfPresent(filePath: string): Buffer | null {
  try {
    return readFileSync(filePath);
  } catch {
    return null;
  }
}

export function removeQuietly(filePath: string): void {
  try {
    unlinkSync(filePath);
  } catch {
    // already gone, or not ours to remove: either way nothing to do
  }
}

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
