import type { Page, Route } from '@playwright/test';
import { LOGGED_OUT, Shell } from './pages/app';
import { expect, test } from './test';

test.use(LOGGED_OUT);

/** Chromium's CPU slowed 4× through CDP, as on a phone-class device. */
const PHONE_CLASS_CPU = 4;

/** The app has not taken over yet: the prerendered login page is still what is on screen. */
const prerenderedOnScreen = (page: Page) => page.evaluate(() => document.getElementById('boot') !== null);

/**
 * Opens the login page with the app's scripts held back, so only the prerendered page is there to use. The function
 * it gives checks that the prerendered page is still what is on screen, lets the scripts load, and waits until the
 * app has taken over.
 */
async function openLoginBeforeTheApp(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  // Not until `load`: the page asks for the app's scripts a frame after the form is painted, and when that frame
  // comes before the load event (a busy machine), the held scripts hold the load event too.
  await page.goto('/#/login', { waitUntil: 'domcontentloaded' });
  return async () => {
    expect(await prerenderedOnScreen(page)).toBe(true);
    released = true;
    for (const route of held) await route.continue();
    await expect.poll(() => prerenderedOnScreen(page)).toBe(false);
  };
}

test('typed at once on a slow CPU, as soon as the fields show: logged in with what was typed', async ({
  page,
  throttleCpu,
}) => {
  await throttleCpu(PHONE_CLASS_CPU);
  await page.goto('/#/login');
  // a person (or a password manager) fills the fields the moment they are painted
  await page.getByLabel('用户名').fill('zhangwei');
  await page.getByLabel('密码').fill('Zw@2026pass');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/#\/homePage$/);
  await expect(new Shell(page).todoBadge()).toHaveAccessibleName('待办 2 项');
});

test('登录 pressed before the app has loaded: the button says so, and the login is carried out when it has', async ({
  page,
  throttleCpu,
}) => {
  await throttleCpu(PHONE_CLASS_CPU);
  // the app's scripts held back until the person has typed and pressed 登录
  const appTakesOver = await openLoginBeforeTheApp(page);
  await page.getByLabel('用户名').fill('zhangwei');
  await page.getByLabel('密码').fill('Zw@2026pass');
  await page.getByLabel('密码').press('Enter');
  expect(await prerenderedOnScreen(page)).toBe(true);
  await expect(page.getByRole('button', { name: '登录中…' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByLabel('用户名')).toHaveValue('zhangwei');
  await appTakesOver();
  await expect(page).toHaveURL(/#\/homePage$/);
  await expect(new Shell(page).todoBadge()).toHaveAccessibleName('待办 2 项');
});

test('登录 held down while the app takes over: the press the takeover cuts in two still logs in', async ({
  page,
}) => {
  const appTakesOver = await openLoginBeforeTheApp(page);
  await page.getByLabel('用户名').fill('zhangwei');
  await page.getByLabel('密码').fill('Zw@2026pass');
  // pressed on the prerendered button, released on the app's in its place: no click reaches either
  const button = await page.getByRole('button', { name: '登 录' }).boundingBox();
  if (!button) throw new Error('登 录 has no box');
  await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
  await page.mouse.down();
  await appTakesOver();
  await page.mouse.up();
  await expect(page).toHaveURL(/#\/homePage$/);
});

test('tabbed to 显示 before the app has loaded: the focus stays there when the app takes over, ring and all', async ({
  page,
}) => {
  const appTakesOver = await openLoginBeforeTheApp(page);
  await page.getByLabel('用户名').fill('zhangwei');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '显示' })).toBeFocused();
  await appTakesOver();
  const toggle = page.getByRole('button', { name: '显示' });
  await expect(toggle).toBeFocused();
  expect(await toggle.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  await expect(page.getByLabel('用户名')).toHaveValue('zhangwei');
});

test('the caret moved back into 用户名 before the app has loaded: what is typed next goes where it was', async ({
  page,
}) => {
  const appTakesOver = await openLoginBeforeTheApp(page);
  await page.getByLabel('用户名').fill('zhangwei');
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowLeft');
  await appTakesOver();
  await page.keyboard.type('-');
  await expect(page.getByLabel('用户名')).toHaveValue('zhang-wei');
});
