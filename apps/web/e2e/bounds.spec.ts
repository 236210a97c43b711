import { buttonName, cellNamed, openScreen } from './pages/app';
import { addMaterials, openNewRequest } from './pages/purchase';
import { expect, test } from './test';

// issue 24 part 3: nothing absurd is accepted — each refused value is said at its field, and stays as typed.

test('a 采购申请 unit price of 99999999999999 is refused at the field, not turned into a blank amount', async ({
  page,
}) => {
  const form = await openNewRequest(page);
  await addMaterials(page, form, ['EL-0004']);
  await form.getByLabel('申请数量（第 1 行）').fill('2');
  await form.getByLabel('预估单价（第 1 行）').fill('99999999999999');
  await expect(form.getByText('预估单价不能超过 999,999,999,999.99')).toBeVisible();
  await expect(form.getByLabel('预估单价（第 1 行）')).toHaveValue('99999999999999');
  await expect(form.getByLabel('申请数量（第 1 行）')).toHaveValue('2');
});

test('物料: 保质期 1e9x and 最低库存 100 over 最高库存 10 are refused at their fields', async ({ page }) => {
  await openScreen(page, '/material/code');
  await expect(cellNamed(page, 'EL-0001')).toBeVisible();
  await page.getByRole('button', { name: buttonName('新增') }).click();
  const dialog = page.getByRole('dialog', { name: '新增物料' });
  await dialog.getByLabel('物料名称').fill('贴片电阻');
  await dialog.getByLabel('保质期（天）').fill('1e9x');
  await expect(dialog.getByText('只能输入数字')).toBeVisible();
  await expect(dialog.getByLabel('保质期（天）')).toHaveValue('1e9x');
  await dialog.getByLabel('最高库存').fill('10');
  await dialog.getByLabel('最低库存').fill('100');
  await expect(dialog.getByText('最低库存不能高于最高库存')).toBeVisible();
  await expect(dialog.getByLabel('物料名称')).toHaveValue('贴片电阻');
});
