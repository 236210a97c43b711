import type { Route } from '@playwright/test';
import { buttonName, openScreen, preferOn, rowOf, Shell } from './pages/app';
import { markNotices } from './pages/notices';
import { screenSettled } from './pages/session';
import { expect, test } from './test';

test('a 500 shows the Chinese notice, and 一段时间内不再提示 silences the next one', async ({ page }) => {
  await openScreen(page, '/homePage');
  await preferOn(page, '/api/auth/currentUser', 'code=500, example=serverError');
  const shell = new Shell(page);
  await shell.open('个人中心');
  const notice = shell.notice('服务器发生错误，请检查服务器');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: '一段时间内不再提示' }).click();
  await expect(shell.anyNotice()).toHaveCount(0);
  const notices = await markNotices(page);
  await shell.open('首页');
  const failedAgain = page.waitForResponse((response) => response.url().includes('/api/auth/currentUser'));
  await shell.open('个人中心');
  await failedAgain;
  // The screen has shown the failure (the positive state) before the absence of a notice is checked.
  await expect(page.getByText('加载失败')).toBeVisible();
  expect(await notices.since()).toEqual([]);
});

test('a screen whose chunk fails to load shows the error page with reload', async ({ page }) => {
  await openScreen(page, '/homePage');
  await page.route(/\/assets\/PersonalCenterPage-[^/]+\.js$/, (route) => route.abort());
  await new Shell(page).open('个人中心');
  await expect(page.getByText('Loading chunk personal-center failed')).toBeVisible();
  await page.unroute(/\/assets\/PersonalCenterPage-[^/]+\.js$/);
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByText('个人信息')).toBeVisible();
});

test('a screen whose style sheet fails to load shows the error page with reload, not an unstyled screen', async ({
  page,
}) => {
  // antd's CSS comes with the screen's chunk (scripts/antd-static-styles.mjs): spec §8's style-sheet equivalent
  const sheet = /\/assets\/PersonalCenterPage-[^/]+\.css$/;
  await openScreen(page, '/homePage');
  await page.route(sheet, (route) => route.abort());
  await new Shell(page).open('个人中心');
  await expect(page.getByText('Loading CSS chunk personal-center failed')).toBeVisible();
  await expect(page.getByText('个人信息')).toBeHidden();
  await page.unroute(sheet);
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByText('个人信息')).toBeVisible();
});

test('a screen whose chunk is slow to come shows that it is loading, not the screen before it', async ({
  page,
  context,
}) => {
  // 个人中心 visited before: its operation codes are kept, so only its chunk is waited for
  await openScreen(page, '/personalCenter');
  await expect(page.getByText('个人信息')).toBeVisible();
  const later = await context.newPage();
  await openScreen(later, '/homePage');
  await screenSettled(later);
  await expect(later.getByText('我的待办')).toBeVisible();
  const held: Route[] = [];
  await later.route(/\/assets\/PersonalCenterPage-[^/]+\.js$/, (route) => void held.push(route));
  await new Shell(later).open('个人中心');
  await expect.poll(() => held.length).toBe(1);
  const main = later.getByRole('main');
  await expect(main.locator('.ant-spin')).toBeVisible();
  await expect(main.getByText('我的待办')).toBeHidden();
  await held[0]?.continue();
  await expect(later.getByText('个人信息')).toBeVisible();
});

test('a form whose chunk fails to load says so in a notice and leaves the screen as it was, typed search included', async ({
  page,
}) => {
  // Blocked before the screen opens: its idle fetch ahead of the form fails too, and the click asks again.
  await page.route(/\/assets\/AttrTagForm-[^/]+\.js$/, (route) => route.abort());
  await openScreen(page, '/purchase/attrTag');
  await expect(rowOf(page, '关键物料')).toBeVisible();
  const search = page.getByRole('textbox', { name: '标签名称' });
  await search.fill('关键');
  await page.getByRole('button', { name: buttonName('新增') }).click();
  await new Shell(page).expectNotice('Loading chunk attr-tag-form failed');
  await expect(page.getByRole('dialog', { name: '新增标签' })).toBeHidden();
  // No error page in place of the screen: its rows and what was typed in its search are still there.
  await expect(page.getByText('页面加载失败')).toBeHidden();
  await expect(rowOf(page, '关键物料')).toBeVisible();
  await expect(search).toHaveValue('关键');
});
