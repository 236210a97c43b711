import { buttonName, openScreen, preferOn, rowButton, rowOf } from './pages/app';
import { ExecutionScreen } from './pages/warehouse';
import { expect, test } from './test';

const OPERATION_PERMISSIONS = 'getOperationPermissionsByTokenAndUrl';

test.beforeEach(async ({ page }) => {
  await preferOn(page, OPERATION_PERMISSIONS, 'example=restricted');
});

test('仓库概览 with restricted codes still shows its KPIs (it has no gated action)', async ({ page }) => {
  await openScreen(page, '/warehouse/overview');
  await expect(page.getByRole('link', { name: /^物料种类数 7/ })).toBeVisible();
});

for (const path of ['/warehouse/inventory', '/warehouse/record'] as const) {
  test(`${path} with restricted codes: 导出 is disabled`, async ({ page }) => {
    await openScreen(page, path);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: buttonName('导出') })).toBeDisabled();
  });
}

test('单据管理 with restricted codes: 导出 and the row actions say which code is missing', async ({
  page,
}) => {
  await openScreen(page, '/warehouse/doc');
  await expect(page.getByRole('button', { name: buttonName('导出') })).toBeDisabled();
  const reverse = rowButton(page, 'CKD-20261118-002', '冲销');
  await expect(reverse).toBeDisabled();
  await reverse.hover({ force: true });
  await expect(page.getByRole('tooltip', { name: '没有权限（warehouse:doc:reverse）' })).toBeVisible();
  await expect(rowButton(page, 'CKD-20261118-002', '详情')).toBeEnabled();
});

test('入库执行 and 出库执行 with restricted codes: 确认 is disabled', async ({ page }) => {
  const stockIn = new ExecutionScreen(page, 'IN');
  await stockIn.openOn('RKD-20261115-001');
  await expect(stockIn.confirm()).toBeDisabled();
  const stockOut = new ExecutionScreen(page, 'OUT');
  await stockOut.openOn('CKD-20261121-001');
  await expect(stockOut.confirm()).toBeDisabled();
});

test('物料批次管理 with restricted codes: 导出, 冻结 and 拆分 are disabled', async ({ page }) => {
  await openScreen(page, '/warehouse/batch');
  await expect(rowOf(page, 'B20261115-EL0003-01')).toBeVisible();
  await expect(page.getByRole('button', { name: buttonName('导出') })).toBeDisabled();
  await expect(rowButton(page, 'B20261115-EL0003-01', '冻结')).toBeDisabled();
});

test('库位管理 with restricted codes: 新增仓库, 导出 and 修改 are disabled', async ({ page }) => {
  await openScreen(page, '/warehouse/position');
  await expect(rowOf(page, '原材料仓（WH01）')).toBeVisible();
  await expect(page.getByRole('button', { name: '新增仓库' })).toBeDisabled();
  await expect(page.getByRole('button', { name: buttonName('导出') })).toBeDisabled();
  await expect(rowButton(page, '原材料仓（WH01）', '修改')).toBeDisabled();
});
