import { LOGGED_OUT, LoginPage, preferOn, Shell } from './pages/app';
import { markNotices } from './pages/notices';
import { expect, test } from './test';

test.use(LOGGED_OUT);

test('a deep link opened logged out comes back after login', async ({ page }) => {
  await page.goto('/#/purchase/order');
  await expect(page).toHaveURL(/#\/login\?redirectUrl=%2Fpurchase%2Forder$/);
  await new LoginPage(page).logIn();
  await expect(page).toHaveURL(/#\/purchase\/order$/);
  await expect(
    page.getByRole('heading', { name: '采购订单' }).or(page.getByText('采购订单', { exact: true }).last()),
  ).toBeVisible();
});

test('a 401 mid-session ends the session: login with the return path, token gone, no notice', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn();
  await expect(page).toHaveURL(/#\/homePage$/);
  const shell = new Shell(page);
  await expect(shell.todoBadge()).toHaveAccessibleName('待办 2 项');
  const notices = await markNotices(page);
  await preferOn(page, '/api/', 'code=401, example=unauthorized');
  await page.goto('/#/workspace/done');
  await expect(page).toHaveURL(/#\/login\?redirectUrl=%2Fworkspace%2Fdone$/);
  expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();
  // Not one notice in between, not even one drawn and gone before a check could see it.
  expect(await notices.since()).toEqual([]);
});

test('the to-do badge shows the pending count', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn();
  await expect(new Shell(page).todoBadge()).toHaveAccessibleName('待办 2 项');
});

test('logout clears the session and returns to login', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn();
  await page.getByRole('button', { name: '张伟' }).hover();
  await page.getByText('退出登录').click();
  await expect(page).toHaveURL(/#\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();
  await page.goto('/#/homePage');
  await expect(page).toHaveURL(/#\/login\?redirectUrl=%2FhomePage$/);
});

test('login asks for missing fields, and a wrong password keeps what was typed', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
  await preferOn(page, '/api/auth/login', 'example=businessError');
  await login.logIn('zhangwei', 'wrong-password');
  await new Shell(page).expectNotice('用户名或密码错误');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByLabel('用户名')).toHaveValue('zhangwei');
  await expect(page.getByLabel('密码')).toHaveValue('wrong-password');
});
