import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@backoffice/source'] },
  ssr: { resolve: { conditions: ['@backoffice/source'] } },
  test: {
    environment: 'happy-dom',
    // worker threads rather than processes, as in the ui-kit: the same tests in about nine tenths of the time
    pool: 'threads',
    // Every core: Vitest 4.1 runs one worker fewer than the cores by default (1 on the 2-core machine, where both
    // cores run the tests in about three fifths of the time).
    maxWorkers: '100%',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
