import type { Page } from '@playwright/test';
import { buttonName, cellNamed, openScreen, rowAction } from './pages/app';
import { expect, test } from './test';

/** 物料编码 open with the requests to `url` failing as a broken server answers (500, the envelope's message). */
async function openMaterialsWithFailing(page: Page, url: string) {
  await page.route(url, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 500, message: '服务器内部错误', data: null }),
    }),
  );
  await openScreen(page, '/material/code');
  await expect(cellNamed(page, 'EL-0003')).toBeVisible();
}

/**
 * issue 23: a drawer's sub-list that fails to load says so with 重试, never an empty table (spec §8: the server's
 * failure is shown; list-pattern §2.3: 加载失败 with 重试, 暂无数据 only after a successful load of nothing).
 */
test('物料详情: the 采购记录 tab fails with a 500, shows 加载失败 with 重试, and 重试 brings the rows', async ({
  page,
}) => {
  const records = '**/api/material/material/purchaseRecords';
  await openMaterialsWithFailing(page, records);
  await rowAction(page, 'EL-0003', '详情');
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('tab', { name: '采购记录' }).click();
  const tab = drawer.getByRole('tabpanel', { name: '采购记录' });
  // the sdk retries a 5xx twice before the failure is shown
  await expect(tab.getByText('加载失败')).toBeVisible({ timeout: 15_000 });
  await expect(tab.getByText('没有采购记录')).toHaveCount(0);

  await page.unroute(records);
  await tab.getByRole('button', { name: buttonName('重试') }).click();
  await expect(tab.getByRole('row').filter({ hasText: 'CGDD-20261110-001' })).toContainText('¥38.50');
  await expect(tab.getByText('加载失败')).toHaveCount(0);
});

test('物料编码: failed extension fields are named above the list with 重试, and 重试 brings their columns', async ({
  page,
}) => {
  const fields = '**/api/material/material/extensionFields';
  await openMaterialsWithFailing(page, fields);
  // the sdk retries a 5xx twice before the failure is shown
  const alert = page
    .getByRole('alert')
    .filter({ hasText: '扩展字段加载失败，扩展字段的列和查询条件暂不显示' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('columnheader', { name: '存储条件' })).toHaveCount(0);

  await page.unroute(fields);
  await alert.getByRole('button', { name: buttonName('重试') }).click();
  await expect(page.getByRole('columnheader', { name: '存储条件' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});
