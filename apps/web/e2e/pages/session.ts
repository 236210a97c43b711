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

/**
 * The screen has drawn everything it loads: its region (`<main>`) is not `aria-busy` (no query or save in flight),
 * and nothing on the page shows a skeleton, a spinner or a busy placeholder, still so after the next frame (a
 * screen that has just rendered starts its queries in an effect, right after that frame). A concrete state of the
 * page, not a quiet spell on the network: it holds for a screen opened from the menu inside one page as for a
 * fresh load.
 */
export async function screenSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const settled = () =>
        document.querySelector('main[aria-busy="false"]') !== null &&
        document.querySelector('[aria-busy="true"], .ant-skeleton, .ant-spin-spinning') === null;
      if (!settled()) return false;
      return new Promise<boolean>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(settled()))),
      );
    },
    undefined,
    { polling: 100 },
  );
}
