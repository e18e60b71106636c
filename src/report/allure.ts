// Allure labels for a check's test. Two ways, same labels:
// - allureAnnotations(...): static annotations (`allure.label.<name>`) given where the test is declared
//   (fixtures/run.ts declareCheck, for route tests); allure-playwright reads them when the test begins. Preferred:
//   no I/O at all.
// - allureLabels(testInfo, ...): from inside a test, for labels known only at run time. They travel as
//   allure-playwright's runtime message (an attachment of content type application/vnd.allure.message+json that the
//   reporter turns into labels); Playwright creates the test's output folder for it (an empty folder per test).
// The conformance reporter ignores both. No secret is ever put in a label.

/** The part of Playwright's TestInfo this needs (kept structural: src/ does not depend on the runner). */
export interface AttachTarget {
  attach(name: string, options: { body: string; contentType: string }): Promise<void>;
}

export const ALLURE_RUNTIME_MESSAGE = 'application/vnd.allure.message+json';

export interface CheckLabels {
  check: string;
  rule: string;
  route: string;
  module: string;
  /** 'anonymous', 'self' or the ACL resources (any one of them suffices). */
  permission: string | string[];
  /** The Playwright project (commerce, commerce-<target>). */
  target?: string;
  family?: string;
}

export interface AllureLabel {
  name: string;
  value: string;
}

/** The Suites tree for tests of no module (run-level subjects, scenarios without a contract route). */
export const RUN_LEVEL_SUITE = 'Run-level checks';

/** Allure's Suites tree by module › check family › check instead of project › spec file › describe block
 * (allure-playwright's default, which only fills the labels a test does not set). */
export function suiteLabels(module: string | null, check: string): AllureLabel[] {
  return [
    { name: 'parentSuite', value: module ?? RUN_LEVEL_SUITE },
    { name: 'suite', value: check.split('.')[0] ?? check },
    { name: 'subSuite', value: check },
  ];
}

/** Labels Allure groups by: the standard epic/feature/story tree (module › route › check), the Suites tree
 * (module › check family › check), plus one label per fact. */
export function checkLabels(l: CheckLabels): AllureLabel[] {
  const permission = Array.isArray(l.permission) ? l.permission.join(' | ') : l.permission;
  const labels: AllureLabel[] = [
    ...suiteLabels(l.module, l.check),
    { name: 'epic', value: l.module },
    { name: 'feature', value: l.route },
    { name: 'story', value: l.check },
    { name: 'check', value: l.check },
    { name: 'route', value: l.route },
    { name: 'module', value: l.module },
    { name: 'permission', value: permission },
    { name: 'rule', value: l.rule },
    { name: 'tag', value: l.check.split('.')[0] ?? l.check },
  ];
  if (l.target) labels.push({ name: 'target', value: l.target });
  if (l.family) labels.push({ name: 'family', value: l.family });
  return labels;
}

export async function allureLabels(testInfo: AttachTarget, labels: CheckLabels): Promise<void> {
  await testInfo.attach('Allure Metadata (metadata)', { contentType: ALLURE_RUNTIME_MESSAGE, body: JSON.stringify({ type: 'metadata', data: { labels: checkLabels(labels) } }) });
}

function asAnnotations(labels: AllureLabel[]): Array<{ type: string; description: string }> {
  return labels.map((l) => ({ type: `allure.label.${l.name}`, description: l.value }));
}

/** The same labels as static test annotations: `test(title, { annotation: allureAnnotations(...) }, fn)`. */
export function allureAnnotations(labels: CheckLabels): Array<{ type: string; description: string }> {
  return asAnnotations(checkLabels(labels));
}

/** The Suites labels alone as static annotations, for tests that are not about one route of a module. */
export function allureSuiteAnnotations(module: string | null, check: string): Array<{ type: string; description: string }> {
  return asAnnotations(suiteLabels(module, check));
}
