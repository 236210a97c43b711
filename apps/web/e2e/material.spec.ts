import { buttonName, cellNamed, openScreen, preferOn, rowAction, rowButton, Shell } from './pages/app';
import { expect, type Page, test } from './test';

async function openMaterials(page: Page) {
  await openScreen(page, '/material/code');
  await expect(cellNamed(page, 'EL-0001')).toBeVisible();
}

async function newMaterialIn(page: Page, category: string) {
  await page.getByRole('button', { name: buttonName('新增') }).click();
  const dialog = page.getByRole('dialog', { name: '新增物料' });
  await dialog.getByLabel('物料分类').click();
  await page.getByTitle(category, { exact: true }).click();
  return dialog;
}

test('extension-field search sends extensionQueries without the empty ones', async ({ page }) => {
  await openMaterials(page);
  await page.getByRole('button', { name: '展开' }).click();
  await page.getByLabel('产地').fill('明纬');
  await page.getByLabel('存储条件').fill('   ');
  const sent = page.waitForRequest(
    (r) =>
      r.url().includes('/api/material/material/getPage') && r.postDataJSON()?.extensionQueries !== undefined,
  );
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  expect((await sent).postDataJSON().extensionQueries).toEqual([{ tableKey: 'origin', value: '明纬' }]);
});

test('the cost column is absent for a user whose codes hide it (DYNAMIC_EXTENSION ignored)', async ({
  page,
}) => {
  await openMaterials(page);
  await expect(page.getByRole('columnheader', { name: '参考成本' })).toBeVisible();
  await preferOn(page, 'getOperationPermissionsByTokenAndUrl', 'example=costHidden');
  await page.reload();
  await expect(cellNamed(page, 'EL-0001')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '物料名称' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '参考成本' })).toHaveCount(0);
});

test("a category's dynamic attributes render by type and a required number refuses empty and −1", async ({
  page,
}) => {
  await openMaterials(page);
  const dialog = await newMaterialIn(page, '电子元器件');
  await expect(dialog.getByRole('combobox', { name: '封装' })).toBeVisible();
  await expect(dialog.getByRole('switch', { name: '符合RoHS' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '丝印' })).toBeVisible();
  const voltage = dialog.getByRole('spinbutton', { name: '额定电压(V)' });
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
  await expect(dialog.getByText('请输入额定电压(V)')).toBeVisible();
  await voltage.fill('-1');
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
  await expect(dialog.getByText('额定电压(V)不能小于 0')).toBeVisible();
});

test('the code a new material will get is previewed before saving, and the save sends no code', async ({
  page,
}) => {
  await openMaterials(page);
  const dialog = await newMaterialIn(page, '机械件');
  await expect(dialog.getByLabel('编码预览')).toHaveValue('ME-0003');
  await dialog.getByLabel('物料名称').fill('铝型材');
  await dialog.getByRole('combobox', { name: '材质' }).click();
  await page.getByTitle('铝合金 6061').click();
  const saved = page.waitForRequest('**/api/material/material/save');
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
  const body = (await saved).postDataJSON();
  expect(body).toMatchObject({ name: '铝型材', categoryId: '8a119b9e16bc47328f7b7676d015b0dc' });
  expect(body).not.toHaveProperty('code');
  await new Shell(page).expectNotice('新增成功');
});

test("a material's 属性标签 are picked from the material tags of 属性标签 and saved by name", async ({
  page,
}) => {
  await openMaterials(page);
  const dialog = await newMaterialIn(page, '机械件');
  await dialog.getByLabel('物料名称').fill('铝型材');
  await dialog.getByRole('combobox', { name: '材质' }).click();
  await page.getByTitle('铝合金 6061').click();
  await dialog.getByRole('combobox', { name: '属性标签' }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveText(['关键物料', '长交期', '有保质期', '自产', '固定资产']); // 物料's tags only
  await options.filter({ hasText: '长交期' }).click();
  const saved = page.waitForRequest('**/api/material/material/save');
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
  expect((await saved).postDataJSON().tags).toEqual(['长交期']);
});

test('an import whose rows fail shows each row’s error and offers the report', async ({ page }) => {
  await openMaterials(page);
  await page.getByRole('button', { name: buttonName('导入') }).click();
  const dialog = page.getByRole('dialog', { name: '导入物料' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: '物料导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('PK'),
  });
  await dialog.getByLabel('更新已存在的物料（按物料编码匹配）').check();
  const upload = page.waitForRequest('**/api/material/material/import?updateSupport=true');
  await dialog.getByRole('button', { name: buttonName('开始导入') }).click();
  await upload;
  const errors = dialog.getByRole('table', { name: '导入错误' });
  await expect(errors.getByRole('cell', { name: '分类「传感器件」不存在' })).toBeVisible();
  await expect(errors.getByRole('cell', { name: '7', exact: true })).toBeVisible();
  await expect(dialog.getByText('成功 6 行，失败 2 行')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '下载错误报告' })).toBeVisible();
});

test('an .xls file is refused before anything is sent', async ({ page }) => {
  await openMaterials(page);
  await page.getByRole('button', { name: buttonName('导入') }).click();
  const dialog = page.getByRole('dialog', { name: '导入物料' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: '旧模板.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('x') });
  await expect(dialog.getByText('只能导入 .xlsx 文件')).toBeVisible();
  await expect(dialog.getByRole('button', { name: buttonName('开始导入') })).toBeDisabled();
});

test('deleting a material with transactions asks first and shows the server refusal', async ({ page }) => {
  await openMaterials(page);
  await preferOn(page, '/api/material/material/delete', 'example=businessError');
  await rowAction(page, 'AU-0001', '删除');
  await expect(
    page.getByText('物料已有采购、出入库或 BOM 记录时，服务器会拒绝删除（可以停用）。'),
  ).toBeVisible();
  await page.getByRole('button', { name: buttonName('确定') }).click();
  await new Shell(page).expectNotice('已有 2 个批次的出入库记录');
});

test('a material’s 采购记录 show the price as 采购订单 does: ¥38.50, not 38.5', async ({ page }) => {
  await openMaterials(page);
  await rowAction(page, 'EL-0003', '详情');
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('tab', { name: '采购记录' }).click();
  const order = drawer.getByRole('row').filter({ hasText: 'CGDD-20261110-001' });
  await expect(order).toContainText('¥38.50');
  await expect(drawer.getByRole('columnheader', { name: '单价' })).toBeVisible();
});

async function openBoms(page: Page) {
  await openScreen(page, '/material/bom');
  await expect(cellNamed(page, 'BOM-FG-0001-V2')).toBeVisible();
}

test('a BOM expands two levels: the main board opens to its components', async ({ page }) => {
  await openBoms(page);
  await rowButton(page, 'BOM-FG-0001-V2', '查看').click();
  const tree = page.getByRole('table', { name: 'BOM结构' });
  await expect(tree.getByRole('cell', { name: 'SF-0001' })).toBeVisible();
  await expect(tree.getByRole('cell', { name: 'EL-0003' })).toHaveCount(0);
  await tree.getByRole('row').filter({ hasText: 'SF-0001' }).getByRole('button', { name: '展开行' }).click();
  await expect(tree.getByRole('cell', { name: 'EL-0003' })).toBeVisible();
  await expect(
    tree.getByRole('row').filter({ hasText: 'EL-0001' }).getByRole('cell', { name: '2', exact: true }),
  ).toBeVisible();
});

test('反查 finds the BOMs that use a material', async ({ page }) => {
  await openBoms(page);
  await page.getByRole('button', { name: buttonName('反查') }).click();
  const dialog = page.getByRole('dialog', { name: '反查：物料被哪些BOM使用' });
  await dialog.getByRole('combobox', { name: '反查物料' }).fill('主控');
  await page.getByTitle('SF-0001 主控板 PCBA ZK-MB-01').click();
  const result = dialog.getByRole('table', { name: '反查结果' });
  for (const bom of ['BOM-FG-0001-V1', 'BOM-FG-0001-V2', 'BOM-FG-0001-V3'])
    await expect(result.getByRole('cell', { name: bom })).toBeVisible();
});

test('版本对比 shows what V3.0 adds, removes and changes against V2.0', async ({ page }) => {
  await openBoms(page);
  await rowAction(page, 'BOM-FG-0001-V2', '版本对比');
  const dialog = page.getByRole('dialog', { name: /^版本对比/ });
  // the other version of the same parent is offered first
  await expect(dialog.getByTitle('V3.0（BOM-FG-0001-V3）')).toBeVisible();
  const rows = dialog.getByRole('table', { name: '对比结果' }).getByRole('row');
  await expect(rows.filter({ hasText: 'AU-0001' })).toContainText('新增');
  await expect(rows.filter({ hasText: 'PK-0001' })).toContainText('删除');
  await expect(rows.filter({ hasText: 'EL-0004' })).toContainText('用量变化');
});

test('提交审核 starts the review and shows its process in 待办', async ({ page }) => {
  await openBoms(page);
  await rowAction(page, 'BOM-FG-0001-V3', '提交审核');
  await expect(page.getByText('将发起BOM审核流程，审核期间不能修改。')).toBeVisible();
  await page.getByRole('button', { name: buttonName('确定') }).click();
  await expect(page).toHaveURL(/#\/workspace\/todo\?processId=5e6f7a8b9c0d4e1f8a2b3c4d5e6f7a05$/);
  const drawer = page.getByRole('dialog').filter({ hasText: '张伟提交的BOM审核：智能控制柜 ZK-2000 V3.0' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByLabel('BOM编号')).toHaveValue('BOM-FG-0001-V3');
});

test('a released BOM cannot be edited or deleted: only drafts can', async ({ page }) => {
  await openBoms(page);
  await expect(rowButton(page, 'BOM-FG-0001-V2', '修改')).toBeDisabled();
});

test('编码配置: 测试生成 shows a sample code from the server', async ({ page }) => {
  await openScreen(page, '/material/search?tab=rules');
  await rowButton(page, '物料编码规则', '修改').click();
  const dialog = page.getByRole('dialog', { name: '修改编码规则：物料编码规则' });
  await dialog.getByRole('combobox', { name: '测试分类' }).click();
  await page.getByTitle('电子元器件', { exact: true }).click();
  const sent = page.waitForRequest('**/api/material/codeRule/test');
  await dialog.getByRole('button', { name: buttonName('测试生成') }).click();
  expect((await sent).postDataJSON()).toMatchObject({ categoryId: '2c63888f28f04481be6ddce7a7ace732' });
  await expect(dialog.getByText('示例编码：EL-0005')).toBeVisible();
});

test('编码配置: 重置流水 asks first, naming what it does', async ({ page }) => {
  await openScreen(page, '/material/search?tab=rules');
  await rowAction(page, '物料编码规则', '重置流水');
  await expect(
    page.getByText('流水号回到起始值，之后生成的编码可能与本周期已发出的编码重复。'),
  ).toBeVisible();
});

for (const [path, ready, buttons] of [
  ['/material/code', 'EL-0001', ['新增', '导入', '导出']],
  ['/material/search', '原材料', ['新增', '导出']],
  ['/material/bom', 'BOM-FG-0001-V2', ['新增', '导出']],
] as const) {
  test(`restricted codes on ${path}: ${buttons.join(', ')} are disabled with the reason`, async ({
    page,
  }) => {
    await preferOn(page, 'getOperationPermissionsByTokenAndUrl', 'example=restricted');
    await openScreen(page, path);
    await expect(cellNamed(page, ready)).toBeVisible();
    for (const name of buttons)
      await expect(page.getByRole('button', { name: buttonName(name) })).toBeDisabled();
    await page.getByRole('button', { name: buttonName(buttons[0]) }).hover({ force: true });
    await expect(page.getByRole('tooltip', { name: /没有权限（material:/ })).toBeVisible();
  });
}

test('物料详情 names 分类属性 and every extension field by its label, not its code', async ({ page }) => {
  await openMaterials(page);
  await rowAction(page, 'EL-0003', '详情');
  const drawer = page.getByRole('dialog', { name: 'EL-0003 主控芯片' });
  const attributes = drawer.getByRole('row').filter({ hasText: '分类属性' });
  for (const line of ['封装: LQFP100', '额定电压(V): 3.3', '符合RoHS: 是', '丝印: STM32F407'])
    await expect(attributes.getByText(line, { exact: true })).toBeVisible();
  await expect(attributes).not.toContainText('package');
  const extension = drawer.getByRole('row').filter({ hasText: '扩展字段' });
  // 图号 is not a list column (show: false), and the detail still shows it
  for (const line of ['存储条件: 防静电 防潮', '产地: 马来西亚', '图号: —'])
    await expect(extension.getByText(line, { exact: true })).toBeVisible();
});
