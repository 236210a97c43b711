import { defineConfig } from '@playwright/test';
import { HEADLESS_SHELL_PATH, JOURNEY_ARGS } from '../../scripts/chromium.mjs';

const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4011);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4174);
// The memory-mode journeys (e2e/memory) run against a second mock that remembers, behind a second preview server.
const MEMORY_MOCK_PORT = Number(process.env.E2E_MEMORY_MOCK_PORT ?? 4012);
const MEMORY_WEB_PORT = Number(process.env.E2E_MEMORY_WEB_PORT ?? 4175);
// Two runs side by side (two people, or two sessions on one checkout) each give their own build and log folder:
// `E2E_DIST=dist-b E2E_LOGS=e2e-logs-b` plus their own ports; `vite build --outDir dist-b` first.
const DIST = process.env.E2E_DIST ?? 'dist';
const LOGS = process.env.E2E_LOGS ?? 'e2e-logs';
export const MOCK_LOG = `${LOGS}/mock.log`;
export const MEMORY_MOCK_LOG = `${LOGS}/mock-memory.log`;
/** The logged-in session every journey starts from (written by e2e/login.setup.ts), one per mock. */
export const SESSION_STATE = `${LOGS}/session.json`;
export const MEMORY_SESSION_STATE = `${LOGS}/session-memory.json`;

/**
 * How many times longer a journey may take: 1 in `npm test`; the load rehearsal (scripts/rehearse-under-load.mjs)
 * stretches it, since there a journey may be slow but must not fail.
 */
const TIMEOUT_SCALE = Number(process.env.E2E_TIMEOUT_SCALE ?? 1);

/**
 * Journeys in Debian's headless Chromium (scripts/chromium.mjs) against `vite preview` of the production build and
 * the Prism mock.
 */
export default defineConfig({
  testDir: 'e2e',
  tsconfig: './e2e/tsconfig.json',
  // Journeys are independent (each its own document, the mock is stateless), so they run side by side: one and a half
  // per core, three on the 2-core machine. Two left the cores idle about a quarter of the time (a journey also waits
  // for frames, the mock and Playwright's round trips); a third fills it: all of them 8.3 → 7.1 min here.
  fullyParallel: true,
  workers: '150%',
  retries: 0,
  // `npm test` (scripts/test-all.mjs) counts the journeys from the JSON report and lists the slowest.
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  timeout: 60_000 * TIMEOUT_SCALE,
  // Generous for a loaded 2-core machine: a retried 5xx alone takes 3 s before the error state shows.
  expect: { timeout: 20_000 * TIMEOUT_SCALE },
  globalTeardown: './e2e/no-contract-violations.ts',
  // The memory-mode journeys first: Playwright hands out a phase's tests in the order of its projects, and listed
  // last they started when the others were done, the 48 s chain journey running alone at the end on one worker.
  projects: [
    {
      name: 'login-memory',
      testMatch: /login\.setup\.ts$/,
      use: { baseURL: `http://127.0.0.1:${MEMORY_WEB_PORT}` },
    },
    {
      // each journey here works in a sandbox of its own (e2e/memory/test.ts), so they run in parallel too
      name: 'memory',
      testDir: 'e2e/memory',
      dependencies: ['login-memory'],
      use: { baseURL: `http://127.0.0.1:${MEMORY_WEB_PORT}`, storageState: MEMORY_SESSION_STATE },
    },
    { name: 'login', testMatch: /login\.setup\.ts$/ },
    {
      name: 'journeys',
      dependencies: ['login'],
      testIgnore: /[\\/]memory[\\/]/,
      use: { storageState: SESSION_STATE },
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    locale: 'zh-CN',
    // The journeys run as a user who asked their system to reduce motion: antd opens and closes without its
    // animations (the app honours the setting), so a journey waits on no transition and the machine draws none.
    reducedMotion: 'reduce',
    // No trace unless asked for (`playwright test --trace retain-on-failure`): recording one, screenshots and DOM
    // snapshots at every step, made each journey about 1.6× slower on the 2-core machine, for a file nobody reads
    // in CI (only its log is kept).
    trace: 'off',
    // A worker's journeys share one browser context and its page, which Playwright resets between them: storage,
    // cookies and cache cleared, the stored session put back, routes, init scripts and other tabs removed, the
    // page sent to about:blank; what it leaves (a CPU throttled through CDP, the context's network, permissions,
    // geolocation and extra headers) e2e/test.ts puts back. Each journey still starts
    // its own document, with nothing of the last one's; Chromium no longer starts a renderer process and compiles
    // the app's scripts anew for each. On the 2-core machine all 276 journeys took 0.90× the time and the
    // CPU-seconds (429 s against 479, 840 CPU-s against 935); alternating pairs: three files of short journeys (68)
    // 0.82×, three of long ones (32) 0.90× the CPU-seconds. Tests that change the context's options (`test.use` with
    // another session, or a phone's touch screen) get a context of their own.
    reuseContext: true,
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: JOURNEY_ARGS },
  },
  webServer: [
    {
      command: `node ../mock/src/cli.js --examples --port ${MOCK_PORT} --log-file ${MOCK_LOG}`,
      url: `http://127.0.0.1:${MOCK_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `./node_modules/.bin/vite preview --outDir ${DIST} --host 127.0.0.1 --port ${WEB_PORT} --strictPort`,
      url: `http://127.0.0.1:${WEB_PORT}`,
      env: { MOCK_PORT: String(MOCK_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node ../mock/src/cli.js --port ${MEMORY_MOCK_PORT} --log-file ${MEMORY_MOCK_LOG}`,
      url: `http://127.0.0.1:${MEMORY_MOCK_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `./node_modules/.bin/vite preview --outDir ${DIST} --host 127.0.0.1 --port ${MEMORY_WEB_PORT} --strictPort`,
      url: `http://127.0.0.1:${MEMORY_WEB_PORT}`,
      env: { MOCK_PORT: String(MEMORY_MOCK_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
