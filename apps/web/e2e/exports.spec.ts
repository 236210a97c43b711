import { buttonName, cellNamed, openScreen, rowButton } from './pages/app';
import { expect, test } from './test';

// Each list's 导出 saves the spreadsheet under the Chinese name the server gives in Content-Disposition
// (RFC 5987 filename*), as the contract's export examples carry it.
const EXPORTS = [
  { path: '/admin/user', ready: 'zhangwei', file: '用户数据.xlsx' },
  { path: '/admin/role', ready: '采购经理', file: '角色数据.xlsx' },
  { path: '/admin/department', ready: '华东智造科技有限公司', file: '部门数据.xlsx' },
  { path: '/admin/dict', ready: 'project_status', file: '字典类型.xlsx' },
];

for (const { path, ready, file } of EXPORTS) {
  test(`export on ${path} downloads ${file}, the Chinese name from Content-Disposition`, async ({ page }) => {
    await openScreen(page, path);
    await expect(cellNamed(page, ready)).toBeVisible();
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: buttonName('导出') })
      .first()
      .click();
    expect((await download).suggestedFilename()).toBe(file);
  });
}

test('the values of one dictionary export as 字典数据.xlsx', async ({ page }) => {
  await openScreen(page, '/admin/dict');
  await rowButton(page, 'project_status', '列表').click();
  const values = page.getByRole('dialog', { name: '字典数据：项目状态（project_status）' });
  await expect(values.locator('.ant-tag', { hasText: '进行中' })).toBeVisible();
  const download = page.waitForEvent('download');
  await values.getByRole('button', { name: buttonName('导出') }).click();
  expect((await download).suggestedFilename()).toBe('字典数据.xlsx');
});
