import { test as base } from '../test';

export * from '../test';

/**
 * The journeys on the mock that remembers: each works in a sandbox of its own, named by the `mock-sandbox` cookie
 * the mock reads (apps/mock/src/memory/store.js), so parallel journeys never see each other's writes and each starts
 * from the contract's examples.
 */
export const test = base.extend<{ sandbox: string }>({
  sandbox: async ({ context, baseURL }, use, testInfo) => {
    const sandbox = `journey-${testInfo.testId}-${testInfo.retry}-${Date.now().toString(36)}`;
    await context.addCookies([{ name: 'mock-sandbox', value: sandbox, url: baseURL }]);
    await use(sandbox);
  },
  // every journey's page works in its sandbox
  page: async ({ page, sandbox }, use) => {
    void sandbox;
    await use(page);
  },
});
