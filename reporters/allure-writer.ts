// allure-playwright's own writer fsyncs every result file on the reporter's thread, which is also the thread that
// hands tests to the workers: on a 3,000-test run that was 6.4 s of the runner blocked in fsync and the workers idle
// (docs/benchmarks.md). This writer keeps the same files and the same atomic temp-then-rename publication, written
// through the thread pool without fsync; the reporter awaits every pending write before the run ends.

import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { copyFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The writer interface of allure-js-commons (a dependency of allure-playwright, not of this project). */
export interface AllureWriter {
  writeResult(result: { uuid: string }): void;
  writeGroup(result: { uuid: string }): void;
  writeAttachment(distFileName: string, content: Buffer | string): void;
  writeAttachmentFromPath(distFileName: string, from: string): void;
  writeEnvironmentInfo(info: Record<string, string | undefined>): void;
  writeCategoriesDefinitions(categories: unknown[]): void;
  writeGlobals(distFileName: string, info: unknown): void;
}

export class BackgroundAllureWriter implements AllureWriter {
  private readonly pending = new Set<Promise<void>>();
  private readonly failures: string[] = [];

  constructor(
    private readonly resultsDir: string,
    private readonly original: AllureWriter,
  ) {
    mkdirSync(resultsDir, { recursive: true });
  }

  writeResult(result: { uuid: string }): void {
    const text = JSON.stringify(result);
    this.publish(`${result.uuid}-result.json`, (tmp) => writeFile(tmp, text, 'utf8'));
  }

  writeGroup(result: { uuid: string }): void {
    const text = JSON.stringify(result);
    this.publish(`${result.uuid}-container.json`, (tmp) => writeFile(tmp, text, 'utf8'));
  }

  writeAttachment(distFileName: string, content: Buffer | string): void {
    // The caller may reuse its buffer once this returns: keep a copy.
    const data = typeof content === 'string' ? content : Buffer.from(content);
    this.publish(distFileName, (tmp) => writeFile(tmp, data));
  }

  writeAttachmentFromPath(distFileName: string, from: string): void {
    this.publish(distFileName, (tmp) => copyFile(from, tmp));
  }

  // Once per run each: the original writer and its formats (environment.properties escaping).
  writeEnvironmentInfo(info: Record<string, string | undefined>): void {
    this.original.writeEnvironmentInfo(info);
  }

  writeCategoriesDefinitions(categories: unknown[]): void {
    this.original.writeCategoriesDefinitions(categories);
  }

  writeGlobals(distFileName: string, info: unknown): void {
    this.original.writeGlobals(distFileName, info);
  }

  /** Waits for every write so far; the problems (one line each) of those that failed. */
  async flush(): Promise<string[]> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
    return this.failures.splice(0);
  }

  private publish(name: string, writeTemp: (tmp: string) => Promise<void>): void {
    const path = join(this.resultsDir, name);
    const tmp = join(this.resultsDir, `.allure-write-${randomUUID()}.tmp`);
    const job: Promise<void> = writeTemp(tmp)
      .then(() => rename(tmp, path))
      .catch(async (e: unknown) => {
        this.failures.push(`${path}: ${e instanceof Error ? e.message : String(e)}`);
        await rm(tmp, { force: true });
      })
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }
}
