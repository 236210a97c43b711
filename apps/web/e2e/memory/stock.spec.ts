import { buttonName, openScreen, rowAction, Shell } from '../pages/app';
import { ExecutionScreen, onHandOf, releaseDoc } from '../pages/warehouse';
import { expect, test } from './test';

// Stock never goes below zero on the mock that remembers: issuing more than a bin holds is refused by the server
// with its reason, what was typed stays, and 库存查询 still shows what was there.

test('an issue of more than the bin holds is refused, and nothing moves', async ({ page }) => {
  const shell = new Shell(page);
  const before = await onHandOf(page, 'ME-0002');
  const tooMany = String(before + 1);

  await openScreen(page, '/warehouse/doc');
  await page.getByRole('button', { name: buttonName('新增') }).click();
  const dialog = page.getByRole('dialog', { name: '新增单据' });
  await dialog.getByText('其他单据（空白）').click();
  await dialog.getByRole('radio', { name: '其他出库单' }).check();
  await dialog.getByRole('button', { name: '生成草稿' }).click();
  const form = page.getByRole('dialog', { name: '新增其他出库单' });
  await form.getByRole('combobox', { name: '仓库' }).click();
  await page.locator('.ant-select-dropdown:visible').getByText('原材料仓（WH01）').click();
  await form.getByRole('button', { name: '添加物料' }).click();
  const picker = page.getByRole('dialog', { name: '选择物料' });
  await picker.getByRole('checkbox', { name: '选择ME-0002' }).check();
  await picker.getByRole('button', { name: /确\s?定/ }).click();
  await form.getByLabel('应发数量（第 1 行）').fill(tooMany);
  const saved = page.waitForResponse((r) => r.url().includes('/api/warehouse/doc/save'));
  await form.getByRole('button', { name: '保存草稿' }).click();
  const docNo: string = (await (await saved).json()).data.docNo;
  await shell.expectNotice('保存成功');
  await releaseDoc(page, docNo);
  await rowAction(page, docNo, '执行');

  const stockOut = new ExecutionScreen(page, 'OUT');
  await expect(page.getByRole('form', { name: '出库明细' })).toBeVisible();
  await stockOut.thisTime('不锈钢内六角螺栓').fill(tooMany);
  const refused = page.waitForResponse((r) => r.url().includes('/api/warehouse/execution/stockOut'));
  await stockOut.confirm().click();
  const { code, message } = await (await refused).json();
  expect(code).not.toBe(200);
  expect(message).toContain(`本次实发 ${tooMany} 超出可用库存`);
  await shell.expectNotice(message);
  await expect(stockOut.thisTime('不锈钢内六角螺栓')).toHaveValue(tooMany);
  expect(await onHandOf(page, 'ME-0002')).toBe(before);
});
