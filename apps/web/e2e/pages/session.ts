import { AUTHORIZATION_STORAGE_KEY, USER_INFO_STORAGE_KEY } from '@backoffice/sdk';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type ThemeMode = 'light' | 'dark';

/** A session as the login page stores it, from the mock's own login answer. */
export async function mockSession(request: APIRequestContext): Promise<{ token: string; user: unknown }> {
  const response = await request.post('/api/auth/login', {
    data: { username: 'zhangwei', password: 'Zw@2026pass' },
  });
  expect(response.ok(), `login answered ${response.status()}`).toBe(true);
  return (await response.json()).data;
}

/** Every page of this test opens logged in (when a session is given) and in the given theme. */
export async function startAs(
  page: Page,
  { session, theme }: { session?: { token: string; user: unknown }; theme: ThemeMode },
): Promise<void> {
  await page.addInitScript(
    ({ keys, session, theme }) => {
      localStorage.setItem('theme', theme);
      if (session) {
        localStorage.setItem(keys.token, session.token);
        localStorage.setItem(keys.user, JSON.stringify(session.user));
      }
    },
    { keys: { token: AUTHORIZATION_STORAGE_KEY, user: USER_INFO_STORAGE_KEY }, session, theme },
  );
}

/** Nothing on the page shows that it is still loading: no skeleton, no spinner. */
async function nothingLoading(page: Page): Promise<void> {
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
}

/** The screen has drawn what it loads: no skeleton, no spinner, the network quiet. */
export async function screenSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await nothingLoading(page);
}

/**
 * The page's requests in flight, counted from now: `settled()` waits until none has been open for half a second
 * and no skeleton or spinner shows. For screens reached inside one page (the app navigating, as from its menu),
 * where the page's own `networkidle` has long passed.
 */
export function requestsInFlight(page: Page): { settled(): Promise<void> } {
  let open = 0;
  let changed = Date.now();
  const started = () => {
    open += 1;
    changed = Date.now();
  };
  const ended = () => {
    open = Math.max(0, open - 1);
    changed = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled() {
      await expect
        .poll(() => open === 0 && Date.now() - changed >= 500, {
          intervals: [100],
          message: 'requests settle',
        })
        .toBe(true);
      await nothingLoading(page);
    },
  };
}
