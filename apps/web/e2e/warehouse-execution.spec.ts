import { buttonName, openScreen, preferOn, Shell } from './pages/app';
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
