import { buttonName, chooseOption, openScreen, preferOn, Shell } from './pages/app';
import { ExecutionScreen, IDS } from './pages/warehouse';
import { expect, test } from './test';

const UUID_WITHOUT_DASHES = /^[0-9a-f]{32}$/;

test('stock-in of a batch-managed line is refused without a batch, and sent in one call with one', async ({
  page,
}) => {
  const screen = new ExecutionScreen(page, 'IN');
  await screen.openOn('RKD-20261115-001');
  const calls = screen.countCalls();
  await screen.thisTime('主控芯片').fill('50');
  await screen.confirm().click();
  await expect(screen.refusal()).toContainText('主控芯片（EL-0003） 是批次管理物料，请填写批次号');
  expect(calls()).toBe(0);

  await screen.batchNo('主控芯片').fill('B20261123-EL0003-01');
  const sent = screen.waitForCall();
  await screen.confirm().click();
  const body = (await sent).postDataJSON();
  expect(body.docId).toBe(IDS.rkd001);
  expect(body.lines).toHaveLength(1);
  expect(body.lines[0]).toMatchObject({
    quantity: 50,
    batchNo: 'B20261123-EL0003-01',
    locationId: IDS.binA0101,
  });
  await expect(page.getByText('部分入库：RKD-20261115-001 还有 1 行未执行')).toBeVisible();
  expect(calls()).toBe(1);
});

test('拆行 sends the two parts of a line with keys of their own', async ({ page }) => {
  const screen = new ExecutionScreen(page, 'IN');
  await screen.openOn('RKD-20261115-001');
  await page.getByRole('button', { name: buttonName('拆行') }).click();
  await screen.thisTime('主控芯片', 0).fill('50');
  await screen.batchNo('主控芯片', 0).fill('B20261123-EL0003-01');
  await screen.thisTime('主控芯片', 1).fill('30');
  await screen.batchNo('主控芯片', 1).fill('B20261123-EL0003-02');
  const sent = screen.waitForCall();
  await screen.confirm().click();
  const { lines } = (await sent).postDataJSON();
  expect(lines.map((line: { quantity: number }) => line.quantity)).toEqual([50, 30]);
  expect(lines[0].key).toMatch(UUID_WITHOUT_DASHES);
  expect(lines[1].key).toMatch(UUID_WITHOUT_DASHES);
  expect(lines[0].key).not.toBe(lines[1].key);
  expect(lines[0].lineId).toBe(lines[1].lineId);
});

test('a 本次 over what is left of the line is refused before sending', async ({ page }) => {
  const screen = new ExecutionScreen(page, 'IN');
  await screen.openOn('RKD-20261115-001');
  const calls = screen.countCalls();
  await screen.thisTime('主控芯片').fill('81');
  await screen.batchNo('主控芯片').fill('B20261123-EL0003-01');
  await screen.confirm().click();
  await expect(screen.refusal()).toContainText('主控芯片（EL-0003） 本次实收 81 超出剩余数量 80');
  await page.getByRole('button', { name: buttonName('填满') }).click();
  await expect(screen.thisTime('主控芯片')).toHaveValue('80');
  expect(calls()).toBe(0);
});

test('the server refusing a stock-in shows its reason and keeps what was typed', async ({ page }) => {
  const screen = new ExecutionScreen(page, 'IN');
  await screen.openOn('RKD-20261115-001');
  await preferOn(page, '/api/warehouse/execution/stockIn', 'example=businessError');
  await screen.thisTime('主控芯片').fill('60');
  await screen.batchNo('主控芯片').fill('B20261123-EL0003-01');
  await screen.confirm().click();
  await new Shell(page).expectNotice('超出未收数量');
  await expect(screen.thisTime('主控芯片')).toHaveValue('60');
});

test('keyboard only: scan a stock-out document, Tab to 本次, type, Enter confirms', async ({ page }) => {
  await openScreen(page, '/warehouse/outStore');
  const scan = page.getByLabel('扫描或输入出库单号');
  await expect(scan).toBeFocused();
  // a scanner types the number and Enter
  await page.keyboard.type('CKD-20261121-001');
  await page.keyboard.press('Enter');
  const quantity = page.getByLabel('开关电源 本次实发');
  await expect(quantity).toBeVisible();
  for (let i = 0; i < 12; i++) {
    if (await quantity.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(quantity).toBeFocused();
  await page.keyboard.type('8');
  const sent = page.waitForRequest((r) => r.url().includes('/api/warehouse/execution/stockOut'));
  await page.keyboard.press('Enter');
  const body = (await sent).postDataJSON();
  expect(body.docId).toBe(IDS.ckd001);
  expect(body.lines).toEqual([expect.objectContaining({ quantity: 8, batchId: IDS.batchEl0004 })]);
  await expect(page.getByText('部分出库：CKD-20261121-001 还有 1 行未执行')).toBeVisible();
});

test('stock-out suggests the batch to take first, with what is available', async ({ page }) => {
  const screen = new ExecutionScreen(page, 'OUT');
  await screen.openOn('CKD-20261121-001');
  await expect(page.getByText('建议 · B20261001-EL0004-01 · WH01-A-02-01 · 可用 12 台')).toBeVisible();
});

// Issue 25: the execution screens open on their work queue, lay lines out as cards on a handheld, read labels at
// the scan field, and after a finished document offer the ledger lines it wrote.

test('the screen opens on the work queue, newest planned date first with progress; one click loads a document', async ({
  page,
}) => {
  const screen = new ExecutionScreen(page, 'IN');
  const asked = page.waitForRequest(
    (request) => request.url().includes('/api/warehouse/doc/getPage') && request.postDataJSON()?.executable,
  );
  await screen.openQueue();
  // the server orders and pages the queue (no fetch of everything to sort in the browser, no cap)
  expect((await asked).postDataJSON()).toEqual({
    pageNum: 1,
    pageSize: 10,
    sortField: 'plannedDate',
    sortOrder: 'desc',
    executable: true,
    direction: 'IN',
  });
  const queue = screen.queue();
  const rows = queue.locator('.ant-table-tbody .ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('RKD-20261122-002');
  await expect(rows.nth(0)).toContainText('2026-11-25');
  await expect(rows.nth(0)).toContainText('0/10');
  await expect(rows.nth(1)).toContainText('RKD-20261115-001');
  await expect(rows.nth(1)).toContainText('40,120/40,200');
  await rows.nth(0).getByText('上海精工机械有限公司').click();
  await expect(page.getByRole('form', { name: '入库明细' })).toBeVisible();
  await expect(page).toHaveURL(/docNo=RKD-20261122-002/);
  await expect(page.getByLabel('标准机柜 本次实收')).toBeVisible();
});

test('a finished stock-in says so and opens the ledger lines it wrote', async ({ page }) => {
  const screen = new ExecutionScreen(page, 'IN');
  await screen.openQueue();
  await screen.queue().getByRole('button', { name: 'RKD-20261122-002' }).click();
  await page.getByRole('button', { name: buttonName('填满') }).click();
  await expect(screen.thisTime('标准机柜')).toHaveValue('10');
  await screen.confirm().click();
  await expect(page.getByText('入库完成：RKD-20261122-002 已全部执行')).toBeVisible();
  await expect(page.getByRole('button', { name: buttonName('返回队列') })).toBeVisible();
  await page.getByRole('link', { name: '查看出入库记录' }).click();
  await expect(page).toHaveURL(/#\/warehouse\/record\?/);
  await expect(page.getByLabel('单号')).toHaveValue('RKD-20261122-002');
  const ledger = page.waitForRequest((r) => r.url().includes('/api/warehouse/ledger/getPage'));
  await page.reload();
  expect((await ledger).postDataJSON()).toMatchObject({ docNo: 'RKD-20261122-002' });
});

test('scanning a material label moves to its line; an unknown code says so at the field and keeps what was typed', async ({
  page,
}) => {
  const screen = new ExecutionScreen(page, 'IN');
  await screen.openOn('RKD-20261115-001');
  await screen.thisTime('主控芯片').fill('5');
  await screen.scan('M:EL-9999');
  await expect(page.getByRole('alert').filter({ hasText: '本单没有物料 EL-9999' })).toBeVisible();
  await expect(screen.scanField()).toHaveValue('M:EL-9999');
  await expect(screen.thisTime('主控芯片')).toHaveValue('5');

  await screen.scan('M:EL-0003');
  await expect(screen.thisTime('主控芯片')).toBeFocused();
  // the scanner's Enter moved the focus, it did not press 确认
  await expect(screen.refusal()).toHaveCount(0);
  await expect(screen.scanField()).toHaveValue('');
  await expect(page.locator('[aria-current="true"]')).toContainText('主控芯片');

  await screen.scan('L:WH01-A-01-02');
  await expect(screen.locationSelect('主控芯片')).toContainText('WH01-A-01-02');
});

test.describe('on a handheld (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the lines are cards: 本次实收 and 库位 filled on a card with no sideways scrolling, then executed', async ({
    page,
  }) => {
    const screen = new ExecutionScreen(page, 'IN');
    await screen.openQueue();
    await screen.queue().getByRole('button', { name: '执行 RKD-20261115-001' }).tap();
    await expect(page.getByRole('form', { name: '入库明细' })).toBeVisible();
    const card = page.getByRole('group', { name: '主控芯片 明细' });
    await expect(card).toBeVisible();
    await expect(page.locator('form .ant-table')).toHaveCount(0);
    await card.getByLabel('主控芯片 本次实收').fill('50');
    await card.getByLabel('主控芯片 批次号').fill('B20261123-EL0003-01');
    await chooseOption(page, '主控芯片 库位', 'WH01-A-01-02', card);
    const width = await page.evaluate(
      () => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
    );
    expect(width).toBeLessThanOrEqual(390);
    const sent = screen.waitForCall();
    await screen.confirm().tap();
    const body = (await sent).postDataJSON();
    expect(body.lines).toEqual([
      expect.objectContaining({
        quantity: 50,
        batchNo: 'B20261123-EL0003-01',
        locationId: 'cf6f4db354974bda913b7c4fd711cad0',
      }),
    ]);
    await expect(page.getByText('部分入库：RKD-20261115-001 还有 1 行未执行')).toBeVisible();
  });
});

test('出入库记录 at 1440: one line per row, batch numbers and times whole', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openScreen(page, '/warehouse/record');
  const rows = page.locator('.ant-table-tbody .ant-table-row');
  await expect(rows.first()).toBeVisible();
  // Measured as the layout settles (the columns fit their content after the rows paint; a loaded machine is slower
  // to get there), so what is checked is the table a person reads, not a frame in between.
  await expect(async () => {
    const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    const oneLine = Math.min(...heights);
    expect(Math.max(...heights), `row heights ${heights.join(', ')}`).toBeLessThan(oneLine + 4);
    expect(oneLine).toBeLessThan(64);
    const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim());
    for (const key of ['批次', '发生时间', '数量', '结存']) {
      const column = headers.indexOf(key);
      expect(column, `${key} in ${headers.join(' | ')}`).toBeGreaterThan(-1);
      const cut = await rows.evaluateAll(
        (trs, index) =>
          trs
            .map((tr) => tr.querySelectorAll('td')[index])
            .filter(
              (td): td is HTMLTableCellElement => td !== undefined && td.scrollWidth > td.clientWidth + 1,
            )
            .map((td) => td.textContent),
        column,
      );
      expect(cut, `${key} cut`).toEqual([]);
    }
  }).toPass({ timeout: 10_000 });
});
