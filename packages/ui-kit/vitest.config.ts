import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@backoffice/source'] },
  ssr: { resolve: { conditions: ['@backoffice/source'] } },
  test: {
    // worker threads rather than processes: the same tests in about four fifths of the time on the 2-core machine
    pool: 'threads',
    // Every core: Vitest 4.1 runs one worker fewer than the cores by default (1 on the 2-core machine, where both
    // cores run the tests in about three fifths of the time).
    maxWorkers: '100%',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    // As in apps/web: components (`.tsx`) in happy-dom, each file on its own; plain logic (`.ts`) in Node, sharing
    // one module graph a worker (a file's imports were most of its time). A `.ts` test that needs a document says
    // so in its first line: `// @vitest-environment happy-dom`.
    projects: [
      {
        extends: true,
        test: { name: 'components', environment: 'happy-dom', include: ['src/**/*.test.tsx'] },
      },
      {
        extends: true,
        test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
      },
    ],
  },
});
