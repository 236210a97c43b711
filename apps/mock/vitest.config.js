import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Every core: Vitest 4.1 runs one worker fewer than the cores by default (1 on the 2-core machine, where both
    // cores run the tests in about three fifths of the time).
    maxWorkers: '100%',
    include: ['src/**/*.test.js'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
