// Shared by every package that renders React in tests: `setupFiles: ["@backoffice/ui-kit/test-setup"]`.
// A test fails when the console shows an error or a warning it did not expect (React warnings, antd
// deprecations): the way react-admin's test setup keeps components honest.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A field's message comes after antd's asynchronous validation: on a loaded 2-core machine running the suites in
// parallel that can take longer than Testing Library's default 1 s wait for `findBy…`.
configure({ asyncUtilTimeout: 3000 });

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
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
  if (unexpected.length > 0) throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
});
