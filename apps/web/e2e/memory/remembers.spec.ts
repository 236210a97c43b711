import { buttonName, cellNamed, openScreen, rowAction, rowOf, Shell } from '../pages/app';
import { expect, type Page, test } from './test';

// On the mock that remembers (memory mode), what a user saves is in the list the next time it is read, a change
// shows, and a deleted row is gone, on three screens of three modules. Each journey reloads the page before it
// looks, so the list is read again from the mock, not from the page's cache.

async function confirmDelete(page: Page, row: string) {
  await rowAction(page, row, '删除');
  await page.getByRole('button', { name: buttonName('确定') }).click();
  await new Shell(page).expectNotice('删除成功');
  await page.reload();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(rowOf(page, row)).toHaveCount(0);
}

test('角色管理: a new role is listed, renamed, and deleted', async ({ page }) => {
  await openScreen(page, '/admin/role');
  await expect(cellNamed(page, '采购经理')).toBeVisible();
  await page.getByRole('button', { name: buttonName('新增') }).click();
  const dialog = page.getByRole('dialog', { name: '新增角色' });
  await dialog.getByLabel('角色名称').fill('质检员');
  await dialog.getByLabel('权限字符').fill('inspector');
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
  await new Shell(page).expectNotice('新增成功');

  await page.reload();
  await expect(rowOf(page, '质检员')).toContainText('inspector');
  await rowAction(page, '质检员', '修改');
  const edit = page.getByRole('dialog', { name: '修改角色：质检员' });
  await expect(edit.getByLabel('权限字符')).toHaveValue('inspector');
  await edit.getByLabel('角色名称').fill('质量检验员');
  await edit.getByRole('button', { name: buttonName('保存') }).click();
  await new Shell(page).expectNotice('修改成功');

  await page.reload();
  await expect(rowOf(page, '质量检验员')).toContainText('inspector');
  await expect(rowOf(page, '质检员')).toHaveCount(0);
  await confirmDelete(page, '质量检验员');
});

test('供应商管理: a new supplier gets the next number, is listed, changed, and deleted', async ({ page }) => {
  await openScreen(page, '/purchase/supplier');
  await expect(rowOf(page, 'SUP-001')).toBeVisible();
  await page.getByRole('button', { name: buttonName('新增') }).click();
  const dialog = page.getByRole('dialog', { name: '新增供应商' });
  await dialog.getByLabel('供应商名称').fill('苏州新锐电子有限公司');
  await dialog.getByLabel('统一社会信用代码').fill('91320594MA1T7Q8R92');
  await dialog.getByLabel('分类').click();
  await page.locator('.ant-select-dropdown:visible').getByText('电子元器件').click();
  await dialog.getByLabel('等级').click();
  await page.locator('.ant-select-dropdown:visible').getByText('B级').click();
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
  await new Shell(page).expectNotice('新增成功');

  await page.reload();
  const row = rowOf(page, '苏州新锐电子有限公司');
  await expect(row).toContainText(/SUP-\d{3}/);
  await rowAction(page, '苏州新锐电子有限公司', '修改');
  const edit = page.getByRole('dialog', { name: '修改供应商：苏州新锐电子有限公司' });
  await edit.getByLabel('供应商名称').fill('苏州新锐微电子有限公司');
  await edit.getByRole('button', { name: buttonName('保存') }).click();
  await new Shell(page).expectNotice('修改成功');

  await page.reload();
  await expect(rowOf(page, '苏州新锐微电子有限公司')).toBeVisible();
  await confirmDelete(page, '苏州新锐微电子有限公司');
});

test('物料编码: a new material gets its code from the category’s rule, is listed, changed, and deleted', async ({
  page,
}) => {
  await openScreen(page, '/material/code');
  await expect(cellNamed(page, 'EL-0001')).toBeVisible();
  await page.getByRole('button', { name: buttonName('新增') }).click();
  const dialog = page.getByRole('dialog', { name: '新增物料' });
  await dialog.getByLabel('物料分类').click();
  await page.getByTitle('机械件', { exact: true }).click();
  await expect(dialog.getByLabel('编码预览')).toHaveValue('ME-0003');
  await dialog.getByLabel('物料名称').fill('铝型材');
  await dialog.getByRole('combobox', { name: '材质' }).click();
  await page.getByTitle('铝合金 6061').click();
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
  await new Shell(page).expectNotice('新增成功');

  await page.reload();
  await expect(rowOf(page, 'ME-0003')).toContainText('铝型材');
  await rowAction(page, 'ME-0003', '修改');
  const edit = page.getByRole('dialog', { name: '修改物料：ME-0003' });
  await edit.getByLabel('物料名称').fill('铝型材 40×40');
  await edit.getByRole('button', { name: buttonName('保存') }).click();
  await new Shell(page).expectNotice('修改成功');

  await page.reload();
  await expect(rowOf(page, 'ME-0003')).toContainText('铝型材 40×40');
  await confirmDelete(page, 'ME-0003');
});
