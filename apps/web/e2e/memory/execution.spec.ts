import { buttonName } from '../pages/app';
import { ExecutionScreen, onHandCellInApp, onHandOf } from '../pages/warehouse';
import { expect, test } from './test';

// Issue 25: after 入库执行 the app refreshes every warehouse query that shows stock. 库存查询 opened inside the app
// after an execution shows the new 在库数量 at once — before, it showed the figure it had cached before.

test('after a stock-in from the queue, 库存查询 shows the new 在库数量 without a reload, and the ledger its lines', async ({
  page,
}) => {
  // 库存查询 seen first, so the app holds its figures in its cache
  const before = await onHandOf(page, 'ME-0001');

  const screen = new ExecutionScreen(page, 'IN');
  await screen.openQueue();
  await screen.queue().getByRole('button', { name: 'RKD-20261122-002' }).click();
  await expect(page.getByRole('form', { name: '入库明细' })).toBeVisible();
  await page.getByRole('button', { name: buttonName('填满') }).click();
  await expect(screen.thisTime('标准机柜')).toHaveValue('10');
  await screen.confirm().click();
  await expect(page.getByText('入库完成：RKD-20261122-002 已全部执行')).toBeVisible();

  // the finished document has left the queue
  await page.getByRole('button', { name: buttonName('返回队列') }).click();
  await expect(screen.queue()).toBeVisible();
  await expect(screen.queue().getByRole('button', { name: 'RKD-20261115-001' })).toBeVisible();
  await expect(screen.queue().getByText('RKD-20261122-002')).toHaveCount(0);

  const onHand = await onHandCellInApp(page, 'ME-0001');
  await expect(onHand).toHaveText((before + 10).toLocaleString('zh-CN'));
});

test('查看出入库记录 after a finished stock-in lists the lines it wrote', async ({ page }) => {
  const screen = new ExecutionScreen(page, 'IN');
  await screen.openOn('RKD-20261122-002');
  await page.getByRole('button', { name: buttonName('填满') }).click();
  await screen.confirm().click();
  await expect(page.getByText('入库完成：RKD-20261122-002 已全部执行')).toBeVisible();
  await page.getByRole('link', { name: '查看出入库记录' }).click();
  await expect(page.getByLabel('单号')).toHaveValue('RKD-20261122-002');
  const rows = page.locator('.ant-table-tbody .ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('ME-0001 标准机柜');
  await expect(rows.first()).toContainText('+10');
});
