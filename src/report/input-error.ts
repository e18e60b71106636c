// Input the report commands cannot use (a missing run folder, a file that is not a run file, runs of different
// targets): one sentence that says what to pass instead, and exit 2 (src/report/commands.ts), never a stack.

export class ReportInputError extends Error {
  override readonly name: string = 'ReportInputError';
}
