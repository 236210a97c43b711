// What the slow-line benchmarks share (issue 26): the line and CPU, the browser, the first-row probe, the
// mock, a stored session and the median.
import { chromium } from '@playwright/test';
import { startMockServer } from '../../apps/mock/src/server.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { selfSignedCertificate } from './static-server.mjs';

/** The line of the issue: 150 ms round trip, 1.6 Mbps down, 750 kbps up (DevTools takes bytes per second). */
export const LINE = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 750e3 / 8,
};
/** A phone-class CPU: four times slower than this machine's. */
export const CPU_SLOWDOWN = 4;

/**
 * The full Chromium, trusting the certificate it returns beside it: the one static-server.mjs serves HTTP/2 with.
 */
export async function slowLineBrowser() {
  const certificate = selfSignedCertificate();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${certificate.spki}`],
  });
  return { browser, certificate };
}

/** The middle of `numbers` (the upper one of an even count). */
export const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/**
 * Marks the moment the first table row appears (a MutationObserver: no polling from outside) as `__firstRow`
 * and a `firstRow` performance mark, and keeps every resource timing entry.
 */
export const FIRST_ROW_PROBE = () => {
  performance.setResourceTimingBufferSize(2000);
  const seen = () =>
    document.querySelector('.ant-table-tbody tr.ant-table-row, .ant-list-item, .ant-card .ant-descriptions');
  new MutationObserver((_, observer) => {
    if (seen()) {
      window.__firstRow = performance.now();
      performance.mark('firstRow');
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

/**
 * A fresh browser profile (empty cache) holding the stored session, in the benchmarks' window, with the first-row
 * probe in every page it opens: a cold visit's, and then the repeat visit's.
 */
export async function freshProfile(browser, storageState) {
  const context = await browser.newContext({ storageState, viewport: { width: 1366, height: 768 } });
  await context.addInitScript(FIRST_ROW_PROBE);
  return context;
}

/**
 * A new page of `context` on the line and CPU, with its DevTools session; with `desktop`, on this machine's
 * own CPU and loopback line instead (a desktop on the office network); with `cpu`, on the line with the
 * CPU slowed that many times instead (1: a desktop on a poor line, where the round trips are most of the wait).
 */
export async function throttledPage(context, { desktop = false, cpu = CPU_SLOWDOWN } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (!desktop) {
    await cdp.send('Network.emulateNetworkConditions', LINE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  return { page, cdp };
}

/** Waits for the probe's first row and gives its time from navigation, in ms. */
export async function firstRow(page) {
  await page.waitForFunction(() => window.__firstRow !== undefined, undefined, {
    timeout: 60_000,
    polling: 200,
  });
  return page.evaluate(() => window.__firstRow);
}

/**
 * The rest of a visit, as a user's goes on after the first row: until the screen has settled (no request for
 * 500 ms, at most 15 s), so the next visit finds what a whole visit leaves behind (the dictionaries, the table's
 * widths), not what stood at the first row.
 */
export async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
}

/** The mock on its examples, in this process (apps/mock's startMockServer), while `work` runs. */
export async function withMock(work) {
  const mock = await startMockServer({ mode: 'examples' });
  try {
    return await work(mock.url);
  } finally {
    await mock.close();
  }
}

/** A stored session: one real login through the page, its local storage kept. */
export async function storedSession(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/#/login`);
  await page.getByLabel('用户名').fill('zhangwei');
  await page.getByLabel('密码').fill('Zw@2026pass');
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL(/#\/homePage$/);
  const state = await context.storageState();
  await context.close();
  return state;
}
