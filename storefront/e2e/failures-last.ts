import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints every failed test again at the very end of the run, with its error's first lines and
 * where it was thrown. The line reporter says why a test failed when it fails, far up a long CI
 * log; the record of a CI run may keep only the log's tail, which then named the test and not why.
 */
const LINES = 24;
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are control characters.
const ANSI = /\u001b\[[0-9;]*m/g;

export default class FailuresLast implements Reporter {
  private readonly failed: { test: TestCase; result: TestResult }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (
      result.status !== 'passed' &&
      result.status !== 'skipped' &&
      result.status !== test.expectedStatus
    ) {
      this.failed.push({ test, result });
    }
  }

  onEnd(_result: FullResult): void {
    if (this.failed.length === 0) return;
    const out: string[] = ['', `Failed (${this.failed.length}), again with why:`];
    for (const { test, result } of this.failed) {
      const where = `${test.location.file.replace(/^.*\/e2e\//, 'e2e/')}:${test.location.line}`;
      out.push(
        '',
        `✘ ${where} › ${test.titlePath().slice(3).join(' › ')} (${result.status}, ${Math.round(result.duration)} ms)`,
      );
      for (const error of result.errors) {
        const text = (error.stack ?? error.message ?? String(error.value ?? '')).replace(ANSI, '');
        out.push(
          ...text
            .split('\n')
            .slice(0, LINES)
            .map((line) => `    ${line}`),
        );
        if (error.location)
          out.push(
            `    at ${error.location.file.replace(/^.*\/e2e\//, 'e2e/')}:${error.location.line}:${error.location.column}`,
          );
      }
    }
    process.stdout.write(`${out.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
