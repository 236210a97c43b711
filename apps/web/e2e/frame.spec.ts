import { PATHS } from '../src/lib/route-paths';
import { openScreen, preferOn, withNothingKept } from './pages/app';
import { Frame } from './pages/frame';
import { expect, test } from './test';

test.describe('用户管理 at 1024×768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the header and the sider stay while the screen scrolls; nothing is wider than the window', async ({
    page,
  }) => {
    await openScreen(page, PATHS.adminUser);
    const frame = new Frame(page);
    await expect(page.getByRole('cell', { name: 'zhangwei', exact: true })).toBeVisible();
    await expect(frame.sider()).toBeVisible();
    await frame.scrollScreenToEnd();
    await frame.expectHeaderAtTop();
    expect((await frame.sider().boundingBox())?.y).toBe(0);
    expect(await frame.pageScrollY()).toBe(0);
    expect(await frame.horizontalOverflow()).toBe(0);
  });

  test('the collapsed sider is remembered', async ({ page }) => {
    await openScreen(page, PATHS.adminUser);
    const frame = new Frame(page);
    await frame.menuButton('收起菜单').click();
    await expect(frame.sider()).toHaveClass(/ant-layout-sider-collapsed/);
    await page.reload();
    await expect(frame.menuButton('展开菜单')).toBeVisible();
    await expect(frame.sider()).toHaveClass(/ant-layout-sider-collapsed/);
    await expect(frame.sider()).toContainText('后台');
    // collapsed, the screen's group is not a fly-out over the screen (once the menu's groups are drawn: its entries
    // follow the layout, SideMenu.tsx); expanded, it is open again
    await expect(frame.sider().getByRole('menuitem', { name: '系统管理' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '用户管理' })).toBeHidden();
    await frame.menuButton('展开菜单').click();
    await expect(page.getByRole('menuitem', { name: '用户管理' })).toBeVisible();
  });
});

test.describe('用户管理 at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a drawer, the avatar stays in the header, and the table scrolls inside its card', async ({
    page,
  }) => {
    await openScreen(page, PATHS.adminUser);
    const frame = new Frame(page);
    await expect(page.getByRole('cell', { name: 'zhangwei', exact: true })).toBeVisible();
    await expect(frame.sider()).toHaveCount(0);
    await expect(frame.avatar()).toBeInViewport();
    expect(await frame.horizontalOverflow()).toBe(0);
    // The filters start folded on a phone; 隐藏/显示搜索 brings them back.
    await expect(page.getByRole('textbox', { name: '用户名称' })).toHaveCount(0);
    await page.getByRole('button', { name: '隐藏/显示搜索' }).click();
    await expect(page.getByRole('textbox', { name: '用户名称' })).toBeVisible();
    expect(await frame.horizontalOverflow()).toBe(0);
    const table = page.locator('.ant-table-content, .ant-table-body').first();
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    await frame.menuButton('打开菜单').click();
    await frame.drawer().getByText('部门管理', { exact: true }).click();
    await expect(page).toHaveURL(/#\/admin\/department$/);
    await expect(frame.drawer()).toBeHidden();
  });
});

test('a failed menu call with no menu kept shows the error page with 重试 and 退出登录, not a spinner', async ({
  page,
}) => {
  await withNothingKept(page);
  await preferOn(page, 'getMenuPermissionsByToken', 'code=500, example=serverError');
  await openScreen(page, PATHS.homePage);
  await expect(page.getByText('菜单加载失败')).toBeVisible();
  await expect(page.getByRole('button', { name: /^重\s?试$/ })).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: /^重\s?试$/ }).click();
  await expect(page.getByRole('region', { name: '我的待办', exact: true })).toBeVisible();
});

test('退出登录 on the menu error page ends the session', async ({ page }) => {
  await withNothingKept(page);
  await preferOn(page, 'getMenuPermissionsByToken', 'code=500, example=serverError');
  await openScreen(page, PATHS.homePage);
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/#\/login$/);
});

test('the login form starts in its first field, and the focus is always visible', async ({ page }) => {
  await page.goto(`/#${PATHS.login}`);
  await expect(page.getByLabel('用户名')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  const ring = await focused.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
  });
  expect(ring.outline !== 'none' || ring.shadow !== 'none', JSON.stringify(ring)).toBe(true);
});

test('a link into another group opens that group in the side menu, its screen selected', async ({ page }) => {
  await openScreen(page, PATHS.purchaseOrder);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('menuitem', { name: '采购订单' })).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = '#/homePage';
  });
  await page.getByRole('link', { name: '库存查询' }).click();
  await expect(page).toHaveURL(/#\/warehouse\/inventory/);
  await expect(menu.getByRole('menuitem', { name: '库存查询' })).toBeVisible();
  await expect(menu.locator('.ant-menu-item-selected')).toHaveText('库存查询');
});

test.describe('with motion, as most users have it', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('on a deep link the screen’s menu group is drawn open at once; a group the user opens still slides open', async ({
    page,
  }) => {
    // Every class of antd's collapse motion any element of the page carried, from the first byte.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      Object.assign(window, { menuMotions: seen });
      const note = (element: Element) => {
        for (const name of element.classList) if (name.startsWith('ant-motion-collapse')) seen.add(name);
      };
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target instanceof Element) note(record.target);
          for (const node of record.addedNodes)
            if (node instanceof Element)
              [node, ...node.querySelectorAll('[class*="ant-motion-collapse"]')].forEach(note);
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    });
    const motions = () =>
      page.evaluate(() => [...(window as unknown as { menuMotions: Set<string> }).menuMotions]);
    await openScreen(page, PATHS.purchaseOrder);
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu.getByRole('menuitem', { name: '采购订单' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await motions()).toEqual([]);
    await menu.getByRole('menuitem', { name: '仓库管理' }).click();
    await expect(menu.getByRole('menuitem', { name: '库存查询' })).toBeVisible();
    expect(await motions()).toContain('ant-motion-collapse-enter');
  });
});
