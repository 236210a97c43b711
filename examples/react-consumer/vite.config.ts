import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// In development the API is proxied (same origin); a build or a test can point at it with VITE_API_URL.
const api = process.env.API_URL ?? 'http://127.0.0.1:4010';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': api } },
  // antd in one chunk is fine for an example; the back office's own budgets live in apps/web.
  build: { chunkSizeWarningLimit: 1500 },
  test: {
    environment: 'happy-dom',
    setupFiles: ['@backoffice/ui-kit/test-setup'],
    // The ui-kit imports antd per component (`antd/es/input`): folders a bundler resolves and Node's ESM
    // loader refuses, so Vitest must bundle the ui-kit rather than hand it to Node.
    server: { deps: { inline: ['@backoffice/ui-kit'] } },
    testTimeout: 20_000,
  },
});
