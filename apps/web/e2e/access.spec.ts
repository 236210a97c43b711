import { openScreen, preferOn, Shell } from './pages/app';
import { expect, test } from './test';

test('restricted menus: only the permitted groups, and a denied URL shows 403', async ({ page }) => {
  await preferOn(page, '/getMenuPermissionsByToken', 'example=restricted');
  await openScreen(page, '/homePage');
  const shell = new Shell(page);
  await expect.poll(() => shell.topMenuLabels()).toEqual(['首页', '工作台', '采购管理', '个人中心']);
  await page.goto('/#/admin/user');
  await expect(page.getByText('抱歉，您没有权限访问此页面。')).toBeVisible();
});

test('an admin sees every group of the product', async ({ page }) => {
  await openScreen(page, '/homePage');
  await expect
    .poll(() => new Shell(page).topMenuLabels())
    .toEqual([
      '首页',
      '工作台',
      '项目管理',
      '物料管理',
      '流程管理',
      '采购管理',
      '系统管理',
      '仓库管理',
      '个人中心',
    ]);
});

test('an unknown hash shows the 404 page', async ({ page }) => {
  await openScreen(page, '/homePage');
  await page.goto('/#/no/such/page');
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
});
