import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.js'], testTimeout: 20_000, hookTimeout: 60_000 },
});
