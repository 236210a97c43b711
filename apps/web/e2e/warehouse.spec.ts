import {
  buttonName,
  cellNamed,
  chooseOption,
  expandAll,
  openHandOff,
  openScreen,
  preferOn,
  rowAction,
  rowButton,
  rowOf,
  Shell,
} from './pages/app';
import { screenSettled } from './pages/session';
import { IDS } from './pages/warehouse';
import { expect, type Page, test } from './test';

const INVENTORY = '/api/warehouse/inventory/getPage';

/** Opens a row's 更多 (if it has one) and lists what is there. */
async function moreActions(page: Page, cell: string): Promise<string[]> {
  const more = rowOf(page, cell).getByRole('button', { name: /更\s?多/ });
  if ((await more.count()) === 0) return [];
  await more.click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const texts = await items.allTextContents();
  await page.keyboard.press('Escape');
  return texts;
}

async function rowActions(page: Page, cell: string): Promise<string[]> {
  await expect(rowOf(page, cell)).toBeVisible();
  const shown = await rowOf(page, cell).getByRole('button').allTextContents();
  return [...shown.map((t) => t.replace(/\s/g, '')), ...(await moreActions(page, cell))];
}

test('反审核 is not offered on a document being executed, only on one nothing of which is executed', async ({
  page,
}) => {
  await openScreen(page, '/warehouse/doc');
  const executing = await rowActions(page, 'RKD-20261115-001');
  expect(executing).toContain('执行');
  expect(executing).not.toContain('反审核');
  expect(await rowActions(page, 'RKD-20261122-002')).toContain('反审核');
});

test('a completed document offers 冲销 and not 编辑', async ({ page }) => {
  await openScreen(page, '/warehouse/doc');
  const actions = await rowActions(page, 'CKD-20261118-002');
  expect(actions).toContain('冲销');
  expect(actions).not.toContain('编辑');
  expect(actions).not.toContain('作废');
  await rowButton(page, 'CKD-20261118-002', '冲销').click();
  const dialog = page.getByRole('dialog', { name: '冲销单据：CKD-20261118-002' });
  await expect(dialog.getByText('将生成一张冲销单')).toBeVisible();
  await dialog.getByRole('button', { name: buttonName('冲销') }).click();
  await expect(dialog.getByText('请输入原因')).toBeVisible();
  await dialog.getByLabel('冲销原因').fill('领料数量录错');
  const sent = page.waitForRequest((r) => r.url().includes('/api/warehouse/doc/reverse'));
  await dialog.getByRole('button', { name: buttonName('冲销') }).click();
  expect((await sent).postDataJSON()).toEqual({
    id: '93eb7dfcc9094e2cbbf44c52c408bb20',
    reason: '领料数量录错',
  });
  await new Shell(page).expectNotice('冲销成功');
});

test('a document detail shows its source, its lines and the ledger entries it wrote', async ({ page }) => {
  await openScreen(page, '/warehouse/doc');
  await rowOf(page, 'RKD-20261115-001').getByRole('button', { name: 'RKD-20261115-001' }).click();
  const drawer = page.getByRole('dialog', { name: '单据详情：RKD-20261115-001' });
  await expect(drawer.getByText('CGDD-20261110-001')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'RKD-20261123-003' })).toBeVisible();
  await expect(drawer.getByText('LS-20261115-0003')).toBeVisible();
  await expect(drawer.getByRole('button', { name: /打\s?印/ })).toBeEnabled();
});

test("inventory's four views send four different queries and show their columns", async ({ page }) => {
  const viewSent = (view: string) =>
    page.waitForRequest((r) => r.url().includes(INVENTORY) && r.postDataJSON()?.view === view);
  const first = viewSent('MATERIAL');
  await openScreen(page, '/warehouse/inventory');
  await first;
  await expect(page.getByRole('columnheader', { name: '在途' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '仓库', exact: true })).toHaveCount(0);
  for (const [label, view, column] of [
    ['按仓库', 'WAREHOUSE', '仓库'],
    ['按库位', 'LOCATION', '库位'],
    ['按批次', 'BATCH', '批次号'],
  ] as const) {
    const sent = viewSent(view);
    await page.getByText(label, { exact: true }).click();
    await sent;
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(cellNamed(page, 'B20260601-AU0001-01')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '在途' })).toHaveCount(0);
});

test('rows below safety stock are marked and the 合计 covers every matching row', async ({ page }) => {
  await openScreen(page, '/warehouse/inventory');
  await expect(rowOf(page, 'EL-0003').getByText('低于安全库存')).toBeVisible();
  await expect(rowOf(page, 'EL-0001').getByText('低于安全库存')).toHaveCount(0);
  await expect(page.getByText('在库 41,335.5 · 预留 72 · 可用 41,263.5')).toBeVisible();
  const sent = page.waitForRequest(
    (r) => r.url().includes(INVENTORY) && r.postDataJSON()?.belowSafety === true,
  );
  await page.getByRole('checkbox', { name: '低于安全库存' }).check();
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  await sent;
  await expect(cellNamed(page, 'PK-0001')).toBeVisible();
});

test('查看流水 lands on the ledger filtered to the material', async ({ page }) => {
  await openScreen(page, '/warehouse/inventory');
  const filtered = page.waitForRequest(
    (r) => r.url().includes('/api/warehouse/ledger/getPage') && r.postDataJSON()?.materialId === IDS.EL0003,
  );
  await rowButton(page, 'EL-0003', '查看流水').click();
  await filtered;
  await expect(page).toHaveURL(/#\/warehouse\/record\?filter=/);
  await expect(page.getByText('物料 EL-0003 主控芯片 · 清除')).toBeVisible();
  await expect(cellNamed(page, 'LS-20261118-0001')).toBeVisible();
  await expect(rowOf(page, 'LS-20261118-0001').getByText('−40')).toBeVisible();
  await expect(rowOf(page, 'LS-20261115-0003').getByText('+120')).toBeVisible();
});

test('the ledger marks reversal entries and links each entry to its source document', async ({ page }) => {
  await openScreen(page, '/warehouse/record');
  await expect(rowOf(page, 'LS-20261117-0001').getByText('作废冲销')).toBeVisible();
  await expect(rowOf(page, 'LS-20261117-0001').getByText('冲 0001')).toBeVisible();
  await rowOf(page, 'LS-20261118-0001').getByRole('link', { name: 'CKD-20261118-002' }).click();
  await expect(page.getByRole('dialog', { name: '单据详情：CKD-20261118-002' })).toBeVisible();
});

test("the overview's 待执行入库单 card opens the documents filtered to it", async ({ page }) => {
  await openScreen(page, '/warehouse/overview');
  const filtered = page.waitForRequest(
    (r) =>
      r.url().includes('/api/warehouse/doc/getPage') &&
      r.postDataJSON()?.docType === 'IN' &&
      r.postDataJSON()?.status === 'PENDING_EXECUTION',
  );
  await page.getByRole('link', { name: /^待执行入库单 1/ }).click();
  await filtered;
  await expect(page).toHaveURL(/#\/warehouse\/doc\?filter=/);
  await expect(cellNamed(page, 'RKD-20261122-002')).toBeVisible();
  await expect(page.getByText('共 1 条')).toBeVisible();
});

test("the overview's 今日出库 opens the ledger from today, in the one 时间 range filter that sends timeFrom / timeTo", async ({
  page,
}) => {
  const LEDGER = '/api/warehouse/ledger/getPage';
  await openScreen(page, '/warehouse/overview');
  const fromToday = page.waitForRequest(
    (r) =>
      r.url().includes(LEDGER) &&
      r.postDataJSON()?.direction === 'OUT' &&
      r.postDataJSON()?.timeFrom === '2026-11-23',
  );
  await page.getByRole('link', { name: /^今日出库/ }).click();
  await fromToday;
  await expect(page.getByLabel('时间起')).toHaveValue('2026-11-23');
  await expect(page.getByLabel('时间止')).toHaveValue('');

  const bounded = page.waitForRequest(
    (r) =>
      r.url().includes(LEDGER) &&
      r.postDataJSON()?.timeFrom === '2026-11-01' &&
      r.postDataJSON()?.timeTo === '2026-11-20' &&
      !('time' in r.postDataJSON()),
  );
  await page.getByLabel('时间起').fill('2026-11-01');
  await page.getByLabel('时间止').fill('2026-11-20');
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  await bounded;
});

test('批次 filters by 供应商 and 出入库记录 by 项目, as the contract names them', async ({ page }) => {
  await openScreen(page, '/warehouse/batch');
  await page.getByRole('button', { name: buttonName('展开') }).click();
  await chooseOption(page, '供应商', '深圳市华强电子有限公司');
  const bySupplier = page.waitForRequest(
    (r) =>
      r.url().includes('/api/warehouse/batch/getPage') &&
      r.postDataJSON()?.supplierId === 'f1a38d3268344c65927cb2382bedda16',
  );
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  await bySupplier;

  await openScreen(page, '/warehouse/record');
  await page.getByRole('button', { name: buttonName('展开') }).click();
  await chooseOption(page, '项目', 'P2026-001 华东数据中心机房改造');
  const byProject = page.waitForRequest(
    (r) =>
      r.url().includes('/api/warehouse/ledger/getPage') &&
      r.postDataJSON()?.projectId === 'bb262a934ce14c61aa0336d98b8c82f1',
  );
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  await byProject;
});

test('the overview draws its charts from the overview call', async ({ page }) => {
  await openScreen(page, '/warehouse/overview');
  await expect(page.getByRole('img', { name: /近 30 天出入库趋势：入库 5 笔，出库 5 笔/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /各仓库存金额：原材料仓/ })).toBeVisible();
});

test('the home page does not load the chart library', async ({ page }) => {
  const charts: string[] = [];
  page.on('request', (r) => {
    if (/vendor-charts/.test(r.url())) charts.push(r.url());
  });
  await openScreen(page, '/homePage');
  await expect(page.getByRole('region', { name: '库存预警' })).toBeVisible();
  await expect(page.getByRole('region', { name: '库存预警' }).getByText('EL-0003 主控芯片')).toBeVisible();
  await screenSettled(page);
  expect(charts).toEqual([]);
});

test('批量生成库位 previews the codes before creating them, and names the ones that exist', async ({
  page,
}) => {
  await openScreen(page, '/warehouse/position');
  await expandAll(page);
  await rowAction(page, '电子料区（WH01-A）', '批量生成库位');
  const dialog = page.getByRole('dialog', { name: '批量生成库位：电子料区（WH01-A）' });
  await dialog.getByLabel('起始排').fill('1');
  await dialog.getByLabel('结束排').fill('1');
  await dialog.getByLabel('起始列').fill('1');
  await dialog.getByLabel('结束列').fill('2');
  const preview = dialog.getByRole('region', { name: '编码预览' });
  await expect(preview.getByText('这些编码已存在：WH01-A-01-01、WH01-A-01-02')).toBeVisible();
  await dialog.getByLabel('起始排').fill('3');
  await dialog.getByLabel('结束排').fill('3');
  await dialog.getByLabel('起始层').fill('1');
  await dialog.getByLabel('结束层').fill('2');
  for (const code of ['WH01-A-03-01-01', 'WH01-A-03-01-02', 'WH01-A-03-02-01', 'WH01-A-03-02-02'])
    await expect(preview.getByText(code, { exact: true })).toBeVisible();
  const sent = page.waitForRequest((r) => r.url().includes('/api/warehouse/location/generate'));
  await dialog.getByRole('button', { name: '生成 4 个库位' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    zoneId: 'e4631b553fde45b4a886904732dce811',
    rows: { from: 3, to: 3 },
    cols: { from: 1, to: 2 },
    layers: { from: 1, to: 2 },
  });
  await new Shell(page).expectNotice('已生成 4 个库位');
});

test('a bin holding stock is not deleted: the confirmation and the server say why', async ({ page }) => {
  await openScreen(page, '/warehouse/position');
  await expandAll(page);
  await preferOn(page, '/api/warehouse/location/delete', 'example=businessError');
  await rowAction(page, 'WH01-A-01-01', '删除');
  await expect(page.getByText('它存有库存（1 种物料），服务器会拒绝删除。')).toBeVisible();
  await page.getByRole('button', { name: buttonName('确定') }).click();
  await new Shell(page).expectNotice('存有 1 种物料共 80 个，不能删除');
});

test('物料批次管理: a batch bought from no supplier reads — under 供应商, not an empty cell', async ({
  page,
}) => {
  await openScreen(page, '/warehouse/batch');
  const row = rowOf(page, 'B20261020-SF0001-01');
  await expect(row).toBeVisible();
  const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  await expect(row.getByRole('cell').nth(headers.indexOf('供应商'))).toHaveText('—');
  await expect(
    rowOf(page, 'B20261115-EL0003-01').getByRole('cell').nth(headers.indexOf('供应商')),
  ).toHaveText('深圳市华强电子有限公司');
});

test('freezing a batch asks for the reason; 临期 filters to the batches expiring soon', async ({ page }) => {
  await openScreen(page, '/warehouse/batch');
  await rowAction(page, 'B20261115-EL0003-01', '冻结');
  const dialog = page.getByRole('dialog', { name: '冻结批次：B20261115-EL0003-01' });
  await dialog.getByRole('button', { name: buttonName('冻结') }).click();
  await expect(dialog.getByText('请输入原因')).toBeVisible();
  await dialog.getByLabel('冻结原因').fill('来料抽检：2 颗丝印模糊');
  await dialog.getByRole('button', { name: buttonName('冻结') }).click();
  await new Shell(page).expectNotice('已冻结');

  const expiring = page.waitForRequest(
    (r) => r.url().includes('/api/warehouse/batch/getPage') && r.postDataJSON()?.expiringWithinDays === 30,
  );
  await page.getByRole('checkbox', { name: '30 天内到期' }).check();
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  await expiring;
  await expect(cellNamed(page, 'B20260601-AU0001-01')).toBeVisible();
  await expect(page.getByText('共 1 条')).toBeVisible();
});

test('a batch split more than it holds is refused before sending', async ({ page }) => {
  await openScreen(page, '/warehouse/batch');
  await rowAction(page, 'B20261115-EL0003-01', '拆分');
  const dialog = page.getByRole('dialog', { name: '拆分批次：B20261115-EL0003-01' });
  await dialog.getByLabel('拆分数量（个）').fill('80');
  await dialog.getByRole('button', { name: buttonName('拆分') }).click();
  await expect(dialog.getByText('拆分数量须小于批次当前数量 80')).toBeVisible();
});

test("a batch's 追溯 leads to the purchase order it came from and the documents it left by", async ({
  page,
}) => {
  await openScreen(page, '/warehouse/batch');
  await rowButton(page, 'B20261115-EL0003-01', '详情').click();
  const drawer = page.getByRole('dialog', { name: '批次：B20261115-EL0003-01' });
  await drawer.getByRole('tab', { name: '追溯' }).click();
  await expect(drawer.getByText('供应商：深圳市华强电子有限公司（批号 HQ2611-A7）')).toBeVisible();
  await expect(drawer.getByText('CGDD-20261110-001')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'CKD-20261118-002' })).toBeVisible();
});

const P2026_001 = 'bb262a934ce14c61aa0336d98b8c82f1';
const CGDD_20261110_001 = '7f11ee19d49d4a71a615dc020b7ef25e';

/** 新增 on 单据管理: the dialog that drafts a document from its source. */
async function openNewDoc(page: Page) {
  await openScreen(page, '/warehouse/doc');
  await page.getByRole('button', { name: buttonName('新增') }).click();
  return page.getByRole('dialog', { name: '新增单据' });
}

test('新增 of a 入库单 from a released purchase order expects what its open lines still have to receive', async ({
  page,
}) => {
  const dialog = await openNewDoc(page);
  await dialog.getByRole('button', { name: '生成草稿' }).click();
  await expect(dialog.getByText('请选择采购订单')).toBeVisible();
  await dialog.getByRole('combobox', { name: '采购订单' }).click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByText('CGDD-20261110-001 深圳市华强电子有限公司')
    .click();
  const line = dialog.getByRole('row').filter({ has: cellNamed(page, 'EL-0003 主控芯片') });
  await expect(line.getByRole('cell')).toHaveText(['EL-0003 主控芯片', '200', '120', '80', '个']);
  const drafted = page.waitForRequest((r) => r.url().includes('/api/warehouse/doc/draftFromSource'));
  await dialog.getByRole('button', { name: '生成草稿' }).click();
  expect((await drafted).postDataJSON()).toEqual({ kind: 'PURCHASE_ORDER', sourceId: CGDD_20261110_001 });
  const form = page.getByRole('dialog', { name: '新增入库单（CGDD-20261110-001）' });
  await expect(form.getByLabel('应收数量（第 1 行）')).toHaveValue('80');
  const saved = page.waitForRequest((r) => r.url().includes('/api/warehouse/doc/save'));
  await form.getByRole('button', { name: '保存草稿' }).click();
  const body = (await saved).postDataJSON();
  expect(body.id).toBeUndefined();
  expect(body).toMatchObject({
    docType: 'IN',
    businessType: 'PURCHASE_IN',
    source: { kind: 'PURCHASE_ORDER', id: CGDD_20261110_001 },
    lines: [{ materialCode: 'EL-0003', expectedQuantity: 80 }],
  });
  await new Shell(page).expectNotice('保存成功');
});

test("新增 of a 领料出库单 from a project's demand drafts its lines not yet issued", async ({ page }) => {
  const dialog = await openNewDoc(page);
  await dialog.getByText('领料出库单（按项目需求）').click();
  // by its name: the 采购订单 select may still be on screen for a moment after the switch
  await dialog.getByRole('combobox', { name: '项目' }).fill('P2026-001');
  await page.locator('.ant-select-dropdown:visible').getByText('P2026-001 华东数据中心机房改造').click();
  const drafted = page.waitForRequest((r) => r.url().includes('/api/warehouse/doc/draftFromSource'));
  await dialog.getByRole('button', { name: '生成草稿' }).click();
  expect((await drafted).postDataJSON()).toEqual({ kind: 'PROJECT', sourceId: P2026_001 });
  const form = page.getByRole('dialog', { name: '新增领料出库单（P2026-001 华东数据中心机房改造）' });
  await expect(form.getByText('ME-0001 标准机柜')).toBeVisible();
  await expect(form.getByText('EL-0004 开关电源')).toBeVisible();
  await expect(form.getByLabel('应发数量（第 2 行）')).toHaveValue('4');
});

test('a line added to a draft through the material picker has a new key and needs its quantity', async ({
  page,
}) => {
  const dialog = await openNewDoc(page);
  await dialog.getByRole('combobox', { name: '采购订单' }).click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByText('CGDD-20261110-001 深圳市华强电子有限公司')
    .click();
  await dialog.getByRole('button', { name: '生成草稿' }).click();
  const form = page.getByRole('dialog', { name: /^新增入库单/ });
  await form.getByRole('button', { name: '添加物料' }).click();
  const picker = page.getByRole('dialog', { name: '选择物料' });
  await expect(picker.getByRole('checkbox', { name: '选择EL-0003' })).toBeDisabled();
  await picker.getByRole('checkbox', { name: '选择ME-0002' }).check();
  await picker.getByRole('button', { name: /确\s?定/ }).click();
  await expect(form.getByText('ME-0002 不锈钢内六角螺栓')).toBeVisible();
  await form.getByRole('button', { name: '保存草稿' }).click();
  await expect(form.getByText('请输入应收数量')).toBeVisible();
  await form.getByLabel('应收数量（第 2 行）').fill('500');
  const saved = page.waitForRequest((r) => r.url().includes('/api/warehouse/doc/save'));
  await form.getByRole('button', { name: '保存草稿' }).click();
  const lines = (await saved).postDataJSON().lines;
  expect(lines[1]).toMatchObject({ materialCode: 'ME-0002', unit: '个', expectedQuantity: 500 });
  expect(lines[1].id).toMatch(/^[0-9a-f]{32}$/);
  expect(lines[1].id).not.toBe(lines[0].id);
});

test('新增 of a blank 其他出库单: its lines are picked in the form, and saving sends the type, warehouse and lines', async ({
  page,
}) => {
  const dialog = await openNewDoc(page);
  await dialog.getByText('其他单据（空白）').click();
  await dialog.getByRole('button', { name: '生成草稿' }).click();
  await expect(dialog.getByText('请选择业务类型')).toBeVisible();
  await dialog.getByRole('radio', { name: '其他出库单' }).check();
  await dialog.getByRole('button', { name: '生成草稿' }).click();
  const form = page.getByRole('dialog', { name: '新增其他出库单' });
  await form.getByRole('button', { name: '保存草稿' }).click();
  const fieldError = form.locator('.ant-form-item-explain-error', { hasText: '请选择仓库' });
  await expect(fieldError).toBeVisible();
  // the list's own error reads as an error, in the colour of a field's
  const listError = form.getByText('至少保留一行明细');
  await expect(listError).toHaveCSS('color', await fieldError.evaluate((e) => getComputedStyle(e).color));
  await form.getByRole('combobox', { name: '仓库' }).click();
  await page.locator('.ant-select-dropdown:visible').getByText('原材料仓（WH01）').click();
  await form.getByRole('button', { name: '添加物料' }).click();
  const picker = page.getByRole('dialog', { name: '选择物料' });
  await picker.getByRole('checkbox', { name: '选择ME-0002' }).check();
  await picker.getByRole('button', { name: /确\s?定/ }).click();
  await form.getByLabel('应发数量（第 1 行）').fill('20');
  const saved = page.waitForRequest((r) => r.url().includes('/api/warehouse/doc/save'));
  await form.getByRole('button', { name: '保存草稿' }).click();
  const body = (await saved).postDataJSON();
  expect(body).toMatchObject({
    docType: 'OUT',
    businessType: 'OTHER_OUT',
    source: null,
    warehouseId: expect.stringMatching(/^[0-9a-f]{32}$/),
    lines: [{ materialCode: 'ME-0002', expectedQuantity: 20 }],
  });
  await new Shell(page).expectNotice('保存成功');
});

/** 新增 › 其他单据（空白） › a business, to its draft form. */
async function newBlankDoc(page: Page, kind: string) {
  const dialog = await openNewDoc(page);
  await dialog.getByText('其他单据（空白）').click();
  await dialog.getByRole('radio', { name: kind }).check();
  await dialog.getByRole('button', { name: '生成草稿' }).click();
  return page.getByRole('dialog', { name: `新增${kind}` });
}

async function addLine(page: Page, form: ReturnType<Page['getByRole']>, code: string, quantity: string) {
  await form.getByRole('button', { name: '添加物料' }).click();
  const picker = page.getByRole('dialog', { name: '选择物料' });
  await picker.getByRole('checkbox', { name: `选择${code}` }).check();
  await picker.getByRole('button', { name: /确\s?定/ }).click();
  await form.getByLabel('应发数量（第 1 行）').fill(quantity);
}

test('新增 of a 调拨单 moves stock to another warehouse: the two must differ, and saving sends both', async ({
  page,
}) => {
  const form = await newBlankDoc(page, '调拨单');
  await chooseOption(page, '调出仓库', '原材料仓（WH01）', form);
  await chooseOption(page, '调入仓库', '原材料仓（WH01）', form);
  await addLine(page, form, 'ME-0002', '20');
  await form.getByRole('button', { name: '保存草稿' }).click();
  await expect(form.getByText('调入仓库不能与调出仓库相同')).toBeVisible();
  await chooseOption(page, '调入仓库', '成品仓（WH02）', form);
  const saved = page.waitForRequest((r) => r.url().includes('/api/warehouse/doc/save'));
  await form.getByRole('button', { name: '保存草稿' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    docType: 'TRANSFER',
    businessType: 'TRANSFER_OUT',
    warehouseId: '7c77833f338f4aabb1c8046a3c6dd345',
    targetWarehouseId: '0b2f5280909a479295cb93899543cba6',
    lines: [{ materialCode: 'ME-0002', expectedQuantity: 20 }],
  });
  await new Shell(page).expectNotice('保存成功');
});

test('新增 of a 退货单 goes back to a supplier, who must be named', async ({ page }) => {
  const form = await newBlankDoc(page, '退货单');
  await chooseOption(page, '仓库', '原材料仓（WH01）', form);
  await addLine(page, form, 'EL-0003', '5');
  await form.getByRole('button', { name: '保存草稿' }).click();
  await expect(form.locator('.ant-form-item-explain-error', { hasText: '请选择供应商' })).toBeVisible();
  await chooseOption(page, '供应商', '深圳市华强电子有限公司', form);
  const saved = page.waitForRequest((r) => r.url().includes('/api/warehouse/doc/save'));
  await form.getByRole('button', { name: '保存草稿' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    docType: 'RETURN',
    businessType: 'RETURN_TO_SUPPLIER',
    supplierId: 'f1a38d3268344c65927cb2382bedda16',
    targetWarehouseId: null,
  });
  await new Shell(page).expectNotice('保存成功');
});

test('收货 opens the 入库单 drafted from the order: its supplier and project read-only, and no 领用部门', async ({
  page,
}) => {
  const drafted = page.waitForRequest((r) => r.url().includes('/api/warehouse/doc/draftFromSource'));
  await openHandOff(page, `/warehouse/doc?fromOrder=${CGDD_20261110_001}`);
  expect((await drafted).postDataJSON()).toEqual({ kind: 'PURCHASE_ORDER', sourceId: CGDD_20261110_001 });
  const form = page.getByRole('dialog', { name: '新增入库单（CGDD-20261110-001）' });
  await expect(form.getByRole('link', { name: 'CGDD-20261110-001' })).toBeVisible();
  const supplier = form.getByRole('combobox', { name: '供应商' });
  await expect(supplier).toBeDisabled();
  await expect(
    form.locator('.ant-form-item', { has: page.getByRole('combobox', { name: '供应商' }) }),
  ).toContainText('深圳市华强电子有限公司');
  const project = form.getByRole('combobox', { name: '项目' });
  await expect(project).toBeDisabled();
  await expect(
    form.locator('.ant-form-item', { has: page.getByRole('combobox', { name: '项目' }) }),
  ).toContainText('P2026-001 华东数据中心机房改造');
  await expect(form.getByText('领用部门')).toHaveCount(0);
  await expect(form.getByLabel('应收数量（第 1 行）')).toHaveValue('80');
  const saved = page.waitForRequest((r) => r.url().includes('/api/warehouse/doc/save'));
  await form.getByRole('button', { name: '保存草稿' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    docType: 'IN',
    businessType: 'PURCHASE_IN',
    source: { kind: 'PURCHASE_ORDER', id: CGDD_20261110_001 },
    supplierId: 'f1a38d3268344c65927cb2382bedda16',
    projectId: P2026_001,
    deptName: null,
  });
  await new Shell(page).expectNotice('保存成功');
});

test('a blank 退料入库单 names the department returning it, not a supplier', async ({ page }) => {
  const form = await newBlankDoc(page, '退料入库单');
  await expect(form.getByLabel('退料部门')).toBeVisible();
  await expect(form.getByRole('combobox', { name: '供应商' })).toHaveCount(0);
  await expect(form.getByText('领用部门')).toHaveCount(0);
});

test('the detail of a stock-in that wrote ledger lines opens them in 出入库记录', async ({ page }) => {
  await openScreen(page, '/warehouse/doc');
  await rowOf(page, 'RKD-20261115-001').getByRole('button', { name: 'RKD-20261115-001' }).click();
  const drawer = page.getByRole('dialog', { name: '单据详情：RKD-20261115-001' });
  // the row's actions, as its status allows them: 执行中 is executed on, never 反审核 or 编辑
  await expect(drawer.getByRole('button', { name: buttonName('执行') })).toBeVisible();
  await expect(drawer.getByRole('button', { name: buttonName('反审核') })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: buttonName('编辑') })).toHaveCount(0);
  const ledger = page.waitForRequest(
    (r) =>
      r.url().includes('/api/warehouse/ledger/getPage') && r.postDataJSON()?.docNo === 'RKD-20261115-001',
  );
  await drawer.getByRole('link', { name: '在出入库记录中查看' }).click();
  await ledger;
  await expect(page).toHaveURL(/#\/warehouse\/record\?/);
  await expect(page.getByText('LS-20261115-0003')).toBeVisible();
});

test('打印 of an issue shows its pick list: the number as a barcode, the lines in bin order with their bin’s QR code', async ({
  page,
}) => {
  await openScreen(page, '/warehouse/doc');
  await rowAction(page, 'CKD-20261121-001', '打印');
  await expect(page).toHaveURL(new RegExp(`print=${IDS.ckd001}`));
  const sheet = page.getByRole('region', { name: '拣货单 CKD-20261121-001' });
  await expect(sheet.getByText('单号：CKD-20261121-001')).toBeVisible();
  const barcode = sheet.getByRole('img', { name: '条码 D:CKD-20261121-001' });
  await expect(barcode.locator('svg')).toBeVisible();
  const rows = sheet.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('WH01-A-02-01EL-0004开关电源');
  await expect(rows.nth(1)).toContainText('B20261001-EL0004-01');
  await expect(rows.nth(2)).toContainText('WH01-B-01-01ME-0002不锈钢内六角螺栓');
  await expect(rows.nth(2).getByRole('cell').nth(7)).toHaveText('64');
  await expect(rows.nth(1).getByRole('img', { name: '二维码 L:WH01-A-02-01' }).locator('svg')).toBeVisible();
  await expect(sheet.getByLabel('实发（第 1 行）')).toBeEmpty();
  await page.getByRole('button', { name: buttonName('返回') }).click();
  await expect(rowOf(page, 'CKD-20261121-001')).toBeVisible();
});
