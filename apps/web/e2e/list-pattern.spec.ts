import { buttonName, expandAll, openScreen, preferOn, rowOf } from './pages/app';
import { expect, type Page, test } from './test';

const OPERATION_PERMISSIONS = 'getOperationPermissionsByTokenAndUrl';

// Every list of the route table at 1024 and 1440, covered, cut or wrapped columns: columns.spec.ts.

// antd lays a scrolling table out fixed, where a minWidth alone does not hold: 供应商名称 (minWidth 200) got the
// same share as the short columns beside it and its names were cut.
test.describe('on a screen too narrow for every column', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test('a column keeps the width it asks for and the table scrolls instead', async ({ page }) => {
    await openScreen(page, '/purchase/supplier');
    const name = page.locator('.ant-table-thead').first().getByRole('columnheader', { name: '供应商名称' });
    await expect(name).toBeVisible();
    expect((await name.boundingBox())?.width).toBeGreaterThanOrEqual(200);
  });
});

test('a failed load is 加载失败 with the reason and 重试, and 重试 recovers', async ({ page }) => {
  await preferOn(page, '/api/admin/role/getPage', 'code=500, example=serverError');
  await openScreen(page, '/admin/role');
  await expect(page.getByText('加载失败')).toBeVisible();
  await expect(page.getByText('服务器发生错误，请检查服务器').first()).toBeVisible();
  await expect(page.getByText('暂无数据')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: buttonName('重试') }).click();
  await expect(rowOf(page, '采购经理')).toBeVisible();
});

/**
 * Records, from the first frame, every time a column header reading `text` is in the document: a
 * MutationObserver on every change plus a sample every 50 ms. Returns how to read what it saw.
 */
async function watchForHeader(page: Page, text: string) {
  await page.addInitScript((header) => {
    const seen = { samples: 0, appearances: 0 };
    (window as unknown as { __watch: typeof seen }).__watch = seen;
    const look = () => {
      seen.samples += 1;
      const found = [...document.querySelectorAll('th')].some((th) => th.textContent?.trim() === header);
      if (found) seen.appearances += 1;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
    setInterval(look, 50);
  }, text);
  return () =>
    page.evaluate(() => (window as unknown as { __watch: { samples: number; appearances: number } }).__watch);
}

test('a column denied by an operation code never shows, not even while the codes load', async ({ page }) => {
  const seen = await watchForHeader(page, '手机号码');
  // The codes are held back until the screen has shown that it waits for them.
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(
    (url) => url.pathname.includes(OPERATION_PERMISSIONS),
    async (route) => {
      await held;
      await route.continue({ headers: { ...route.request().headers(), prefer: 'example=contactsHidden' } });
    },
  );
  await openScreen(page, '/admin/user');
  await expect(page.getByRole('main').locator('.ant-skeleton')).toBeVisible();
  const whileLoading = await seen();
  release();
  await expect(page.getByRole('columnheader', { name: '用户名称' })).toBeVisible();
  const { samples, appearances } = await seen();
  // The watcher looked while the codes were loading, and at every change of the page since.
  expect(whileLoading.samples).toBeGreaterThan(0);
  expect(samples).toBeGreaterThan(whileLoading.samples);
  expect(appearances).toBe(0);
});

test('when the codes cannot be loaded the screen says so with 重试, and shows no table', async ({ page }) => {
  const seen = await watchForHeader(page, '用户名称');
  await preferOn(page, OPERATION_PERMISSIONS, 'code=500, example=serverError');
  await openScreen(page, '/admin/user');
  await expect(page.getByText('加载失败')).toBeVisible();
  await expect(page.getByRole('button', { name: buttonName('重试') })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect((await seen()).appearances).toBe(0);
});

/** Each converted admin screen under the `restricted` example: its add / delete / status / export say why not. */
const RESTRICTED = [
  {
    path: '/admin/user',
    cell: 'zhangwei',
    add: '新增',
    export: true,
    status: '启用刘洋',
    remove: 'system:user:remove',
  },
  {
    path: '/admin/role',
    cell: '采购经理',
    add: '新增',
    export: true,
    status: '启用采购经理',
    remove: 'system:role:remove',
  },
  {
    path: '/admin/permission',
    cell: '系统管理',
    add: '新增',
    export: false,
    status: '启用系统管理',
    remove: 'system:menu:remove',
  },
  {
    path: '/admin/department',
    cell: '采购部',
    add: '新增',
    export: true,
    status: null,
    remove: 'system:dept:remove',
  },
  {
    path: '/admin/dict',
    cell: 'project_status',
    add: '新增',
    export: true,
    status: null,
    remove: 'system:dict:remove',
  },
];

for (const screen of RESTRICTED) {
  test(`${screen.path} with restricted codes: add, delete, status and export are disabled with the reason`, async ({
    page,
  }) => {
    await preferOn(page, OPERATION_PERMISSIONS, 'example=restricted');
    await openScreen(page, screen.path);
    if (screen.path === '/admin/department') await expandAll(page);
    await expect(rowOf(page, screen.cell)).toBeVisible();
    await expect(page.getByRole('button', { name: buttonName(screen.add) })).toBeDisabled();
    if (screen.export) await expect(page.getByRole('button', { name: buttonName('导出') })).toBeDisabled();
    if (screen.status) await expect(page.getByRole('switch', { name: screen.status })).toBeDisabled();
    const remove = rowOf(page, screen.cell).getByRole('button', { name: buttonName('删除') });
    await expect(remove).toBeDisabled();
    await remove.hover({ force: true });
    await expect(page.getByRole('tooltip', { name: `没有权限（${screen.remove}）` })).toBeVisible();
  });
}

test('the codes of a screen are fetched once and reused when it is opened again', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes(OPERATION_PERMISSIONS)) asked.push(url.searchParams.get('url') ?? '');
  });
  await openScreen(page, '/admin/role');
  await expect(rowOf(page, '采购经理')).toBeVisible();
  await page.getByRole('menu').getByText('用户管理', { exact: true }).click();
  await expect(rowOf(page, 'zhangwei')).toBeVisible();
  await page.getByRole('menu').getByText('角色管理', { exact: true }).click();
  await expect(rowOf(page, '采购经理')).toBeVisible();
  expect(asked).toEqual(['/admin/role', '/admin/user']);
});
