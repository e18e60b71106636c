// allure-playwright, usable by `playwright merge-reports` too: when the shards of a run are merged, the reporter is
// configured without projects, and allure-playwright reads the first project's output folder when it starts. This
// hands it one. Options are allure-playwright's (resultsDir, detail, suiteTitle, environmentInfo, ...).
// Result files are written in the background (reporters/allure-writer.ts) and awaited at the end of the run.
// Allure is a formatter of each test's verdict record (src/report/test-annotations.ts): the record becomes the
// result's description (Markdown, src/report/verdict-format.ts), and the carrier annotation is kept out of Allure's
// steps; the failure message Allure shows is the one the worker formatted from the same record, opened by the
// failure's cause (src/report/allure-categories.ts), and categories.json in the results folder groups failures by
// that cause (platform finding, target precondition, known and new under a baseline).

import type { FullConfig, FullProject } from '@playwright/test';
import type { Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { AllureReporter } from 'allure-playwright';
import { ALLURE_RUNTIME_MESSAGE } from '../src/report/allure.ts';
import { allureCategories, withCause } from '../src/report/allure-categories.ts';
import { isVerdictAnnotation, verdictOfAnnotations } from '../src/report/test-annotations.ts';
import { verdictMarkdown } from '../src/report/verdict-format.ts';
import { redactRecord } from '../src/report/verdict-record.ts';
import { BackgroundAllureWriter, type AllureWriter } from './allure-writer.ts';
import { secretsFromEnv } from './conformance.ts';

type AllureOptions = NonNullable<ConstructorParameters<typeof AllureReporter>[0]>;

interface WithRuntime {
  allureRuntime?: { writer?: AllureWriter };
}

export default class CommerceAllureReporter extends AllureReporter {
  private background: BackgroundAllureWriter | null = null;
  private readonly resultsDir: string;

  constructor(options: AllureOptions = {}) {
    // allure-js-commons types the statuses as its Status enum, whose values are these strings.
    super({ ...options, categories: options.categories ?? (allureCategories() as unknown as AllureOptions['categories']) });
    this.resultsDir = options.resultsDir ?? 'allure-results';
  }

  override onConfigure(config: FullConfig): void {
    if (config.projects.length > 0) {
      super.onConfigure(config);
      return;
    }
    const outputDir = `${process.env.COMMERCE_RUN_DIR ?? 'runs/latest'}/test-output`;
    super.onConfigure({ ...config, projects: [{ outputDir, snapshotDir: outputDir } as FullProject] });
  }

  override onBegin(suite: Suite): void {
    super.onBegin(suite);
    // allure-playwright keeps its runtime private; when a release moves it, its own (slower) writer stays in place.
    const runtime = (this as unknown as WithRuntime).allureRuntime;
    if (runtime?.writer) {
      this.background = new BackgroundAllureWriter(this.resultsDir, runtime.writer);
      runtime.writer = this.background;
    }
  }

  // allure-playwright turns every static annotation it does not know into a step: a declared-skipped test's carrier
  // (the record as JSON) would be one. It sees the test without it.
  override onTestBegin(test: TestCase): void {
    super.onTestBegin(withoutCarrier(test));
  }

  override async onTestEnd(test: TestCase, result: TestResult): Promise<void> {
    const carried = verdictOfAnnotations([...test.annotations, ...result.annotations]);
    if (carried === null || 'problem' in carried) return super.onTestEnd(withoutCarrier(test), result);
    // The description travels as allure-playwright's own runtime message (the way allureLabels sends labels).
    const message = { type: 'metadata', data: { description: verdictMarkdown(redactRecord(carried, secretsFromEnv(process.env))) } };
    const description = { name: 'commerce verdict (Allure description)', contentType: ALLURE_RUNTIME_MESSAGE, body: Buffer.from(JSON.stringify(message)) };
    // The cause opens the message Allure shows, which is what its categories match.
    const error = result.error === undefined ? undefined : { ...result.error, message: withCause(result.error.message ?? '', carried) };
    return super.onTestEnd(withoutCarrier(test), { ...result, error, attachments: [...result.attachments, description] });
  }

  override async onEnd(): Promise<void> {
    await super.onEnd();
    const failures = (await this.background?.flush()) ?? [];
    if (failures.length > 0) process.stderr.write(`Allure results not written (${failures.length}):\n${failures.slice(0, 5).join('\n')}\n`);
  }
}

/** The test as allure-playwright should see it: without the verdict carrier among its annotations. */
function withoutCarrier(test: TestCase): TestCase {
  if (!test.annotations.some(isVerdictAnnotation)) return test;
  // A view over the runner's object (its methods and id stay), not a copy: allure-playwright keys its state by test.id.
  const view: TestCase = Object.create(test, { annotations: { value: test.annotations.filter((a) => !isVerdictAnnotation(a)) } }) as TestCase;
  return view;
}
