import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@backoffice/source'] },
  ssr: { resolve: { conditions: ['@backoffice/source'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
