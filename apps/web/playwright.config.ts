import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4011);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4174);
export const MOCK_LOG = 'e2e-logs/mock.log';

/** Journeys in Debian's Chromium against `vite preview` of the production build and the Prism mock. */
export default defineConfig({
  testDir: 'e2e',
  tsconfig: './e2e/tsconfig.json',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTeardown: './e2e/no-contract-violations.ts',
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: `node ../mock/src/cli.js --port ${MOCK_PORT} --log-file ${MOCK_LOG}`,
      url: `http://127.0.0.1:${MOCK_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `pnpm exec vite preview --host 127.0.0.1 --port ${WEB_PORT} --strictPort`,
      url: `http://127.0.0.1:${WEB_PORT}`,
      env: { MOCK_PORT: String(MOCK_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
