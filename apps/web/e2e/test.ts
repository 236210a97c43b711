import { type BrowserContext, test as base, type CDPSession, type Page } from '@playwright/test';
import { recordNotices } from './pages/notices';

export * from '@playwright/test';

/** Chromium's CPU slowed this many times on every page (the load rehearsal sets it: scripts/rehearse-under-load.mjs). */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);

/** Slows the page's CPU `rate` times, for as long as the CDP session it gives stays attached. */
async function throttle(context: BrowserContext, page: Page, rate: number): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/**
 * Playwright's `test`, with every page recording the notices it shows (pages/notices): a journey asserts that a
 * 3 s success message was shown even when a loaded machine draws it between two of the assertion's polls. Under
 * the load rehearsal every page also runs on a throttled CPU, as on a slow phone.
 *
 * A worker's journeys share one page, started afresh for each (`reuseContext`, playwright.config.ts). Playwright
 * clears what a journey leaves in it (storage, cookies, cache, routes, init scripts, other tabs); the context's
 * network, permissions, geolocation and extra headers it does not, so they are put back here, nor a CPU slowed
 * through CDP, so a journey slows it with `throttleCpu`, whose sessions are detached when it ends.
 */
export const test = base.extend<{ throttleCpu: (rate: number) => Promise<void> }>({
  context: async ({ context }, use) => {
    await context.addInitScript(recordNotices);
    // pages a journey opens itself (a new tab)
    if (CPU_THROTTLE > 1)
      context.on('page', (page) => void throttle(context, page, CPU_THROTTLE).catch(() => undefined));
    await use(context);
    // What Playwright's reset leaves as the journey set it (measured: the next journey was offline and sent the
    // header), put back for the next journey; none of the options below is configured (playwright.config.ts).
    await Promise.all([
      context.setOffline(false),
      context.clearPermissions(),
      context.setGeolocation(null),
      context.setExtraHTTPHeaders({}),
    ]);
  },
  page: async ({ context, page }, use) => {
    // the journey's own page is throttled before it loads anything
    const slowed = CPU_THROTTLE > 1 ? await throttle(context, page, CPU_THROTTLE) : undefined;
    await use(page);
    await slowed?.detach().catch(() => undefined);
  },
  throttleCpu: async ({ context, page }, use) => {
    const sessions: CDPSession[] = [];
    await use(async (rate) => void sessions.push(await throttle(context, page, rate)));
    for (const session of sessions) await session.detach().catch(() => undefined);
  },
});
