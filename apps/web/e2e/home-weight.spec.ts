import { PATHS } from '../src/lib/route-paths';
import { mockSession, screenSettled, startAs } from './pages/session';
import { expect, test } from './test';

/** issue 12: everything the home page loads with a stored session, until it has drawn all it loads. */
const HOME_JS_BUDGET_BYTES = 300 * 1024;

test('the home page loads at most 300 KB of JS (gzip) with a stored session', async ({ page, request }) => {
  const scripts = new Map<string, Promise<number>>();
  page.on('requestfinished', (finished) => {
    if (finished.resourceType() !== 'script') return;
    scripts.set(
      new URL(finished.url()).pathname,
      finished.sizes().then((sizes) => sizes.responseBodySize),
    );
  });
  await startAs(page, { session: await mockSession(request), theme: 'light' });
  await page.goto(`/#${PATHS.homePage}`);
  await expect(page.getByRole('region', { name: '通知公告', exact: true })).toBeVisible();
  await screenSettled(page);
  const sizes = await Promise.all([...scripts].map(async ([path, size]) => ({ path, bytes: await size })));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  const largest = sizes
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8)
    .map(({ path, bytes }) => `${path} ${(bytes / 1024).toFixed(1)} KB`);
  expect(
    total,
    `${(total / 1024).toFixed(1)} KB over ${sizes.length} scripts; largest: ${largest.join(', ')}`,
  ).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  // The transfer is gzip: a script counted at its raw size would make this budget meaningless.
  expect(sizes.every(({ bytes }) => bytes > 0)).toBe(true);
});

test('the home page asks for nothing that is not there: no resource fails to load, the tab icon included', async ({
  page,
  request,
}) => {
  const failed: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Failed to load resource'))
      failed.push(message.text());
  });
  page.on('requestfailed', (failure) => failed.push(`${failure.url()} ${failure.failure()?.errorText}`));
  await startAs(page, { session: await mockSession(request), theme: 'light' });
  await page.goto(`/#${PATHS.homePage}`);
  await expect(page.getByRole('region', { name: '通知公告', exact: true })).toBeVisible();
  await screenSettled(page);
  expect(failed).toEqual([]);
});
