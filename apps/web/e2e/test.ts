import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { recordNotices } from './pages/notices';

export * from '@playwright/test';

/** Chromium's CPU slowed this many times on every page (the load rehearsal sets it: scripts/rehearse-under-load.mjs). */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
}

/**
 * Playwright's `test`, with every page recording the notices it shows (pages/notices): a journey asserts that a
 * 3 s success message was shown even when a loaded machine draws it between two of the assertion's polls. Under
 * the load rehearsal every page also runs on a throttled CPU, as on a slow phone.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(recordNotices);
    // pages a journey opens itself (a new tab)
    if (CPU_THROTTLE > 1) context.on('page', (page) => void throttle(context, page).catch(() => undefined));
    await use(context);
  },
  page: async ({ context, page }, use) => {
    // the journey's own page is throttled before it loads anything
    if (CPU_THROTTLE > 1) await throttle(context, page);
    await use(page);
  },
});
