import { test as base } from '@playwright/test';
import { recordNotices } from './pages/notices';

export * from '@playwright/test';

/**
 * Playwright's `test`, with every page recording the notices it shows (pages/notices): a journey asserts that a
 * 3 s success message was shown even when a loaded machine draws it between two of the assertion's polls.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(recordNotices);
    await use(context);
  },
});
