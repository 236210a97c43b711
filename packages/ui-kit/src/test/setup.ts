// Shared by every package that tests with Vitest: `setupFiles: ["@backoffice/ui-kit/test-setup"]`.
// A test fails when the console shows an error or a warning it did not expect (React warnings, antd
// deprecations): the way react-admin's test setup keeps components honest. In a test file that runs with a DOM
// (happy-dom) it also unmounts what the test rendered and clears the browser's storage after each test; a file
// that runs in Node (no `document`) loads no DOM library at all, so a test of plain logic starts quickly.
import { afterEach, beforeEach, vi } from 'vitest';

const dom = typeof document !== 'undefined';
const testingLibrary = dom ? await import('@testing-library/react') : undefined;

// A field's message comes after antd's asynchronous validation: on a loaded 2-core machine running the suites in
// parallel that can take longer than Testing Library's default 1 s wait for `findBy…`.
testingLibrary?.configure({ asyncUtilTimeout: 3000 });

let unexpected: string[] = [];
beforeEach(() => {
  unexpected = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  if (dom) {
    testingLibrary?.cleanup();
    sessionStorage.clear();
    localStorage.clear();
  }
  vi.restoreAllMocks();
  if (unexpected.length > 0) throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
});
