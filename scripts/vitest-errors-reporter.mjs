// A Vitest reporter for scripts/test-all.mjs: writes what made the run fail besides its tests, so the summary
// can name it. Vitest's JSON report counts tests only; an error thrown outside any test (a timer firing after
// its test ended, a rejection nobody awaited) fails the run with every test passed, and a CI log cut to its
// tail would show `1 failed` and nothing else.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/** The path it writes to: `VITEST_ERRORS_REPORT`, as test-all.mjs sets it. */
const target = process.env.VITEST_ERRORS_REPORT;

/** One line per error: its message, and where it came from when Vitest knows (the file, the test). */
export function describeError(error) {
  const message = String(error?.message ?? error).split('\n')[0];
  const name = error?.name && !message.startsWith(error.name) ? `${error.name}: ` : '';
  const file = error?.VITEST_TEST_PATH && relative(process.cwd(), error.VITEST_TEST_PATH);
  const origin = [file, error?.VITEST_TEST_NAME].filter(Boolean).join(' › ');
  return `${name}${message}${origin ? ` (from ${origin})` : ''}`;
}

export default class ErrorsReporter {
  onTestRunEnd(_modules, unhandledErrors = [], reason) {
    if (!target) return;
    writeFileSync(target, JSON.stringify({ reason, errors: unhandledErrors.map(describeError) }));
  }
}
