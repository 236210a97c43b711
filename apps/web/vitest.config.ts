import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@backoffice/source'] },
  ssr: { resolve: { conditions: ['@backoffice/source'] } },
  test: {
    // worker threads rather than processes, as in the ui-kit: the same tests in about nine tenths of the time
    pool: 'threads',
    // Every core: Vitest 4.1 runs one worker fewer than the cores by default (1 on the 2-core machine, where both
    // cores run the tests in about three fifths of the time).
    maxWorkers: '100%',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    // Components (`.tsx`) are tested in happy-dom; plain logic (`.ts`) in Node, where a file starts in about half
    // the time (no DOM to build, no DOM library to load). A `.ts` test that needs a document says so in its first
    // line: `// @vitest-environment happy-dom`.
    projects: [
      {
        extends: true,
        test: { name: 'components', environment: 'happy-dom', include: ['src/**/*.test.tsx'] },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          // One module graph a worker for these files instead of one a file: most of a logic file's time was its
          // imports, and the project took 17 s instead of 42 s here, 27 instead of 78 s of CPU. A file that needs
          // its modules fresh imports them after vi.resetModules() (first-calls.test.ts); the files pass in any
          // order (--sequence.shuffle).
          isolate: false,
        },
      },
    ],
  },
});
