import { PATHS } from '../src/lib/route-paths';
import { openScreen } from './pages/app';
import { expect, test } from './test';

// Issue 26: a screen visited before opens with the menu and its operation codes kept from that visit, asked again in
// the background; the list does not wait for either call.
test('a second visit shows the menu and the rows while both permission calls are still out', async ({
  page,
}) => {
  await openScreen(page, PATHS.adminDict);
  const rows = page.getByRole('main').locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();

  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  let answered = 0;
  await page.route(
    (url) => /getMenuPermissionsByToken|getOperationPermissionsByTokenAndUrl/.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
      answered += 1;
    },
  );
  await page.reload();
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('menuitem', { name: '字典管理' })).toBeVisible();
  await expect(rows.first()).toBeVisible();
  expect(answered).toBe(0);
  await expect(page.getByRole('button', { name: /新\s?增/ })).toBeVisible();

  release();
  await expect.poll(() => answered).toBe(2);
  await expect(rows.first()).toBeVisible();
});
