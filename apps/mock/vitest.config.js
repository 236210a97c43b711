import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Every core: Vitest 4.1 runs one worker fewer than the cores by default (1 on the 2-core machine, where both
    // cores run the tests in about three fifths of the time).
    maxWorkers: '100%',
    include: ['src/**/*.test.js'],
    // One module graph a worker instead of one a file (each file starts its own mock): 39 s → 27 s here, the
    // files passing in any order (--sequence.shuffle).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
