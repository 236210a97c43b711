import { buttonName, openScreen, rowAction, rowOf, Shell } from '../pages/app';
import { dateFromToday, submitProjectRequest } from '../pages/purchase';
import { ExecutionScreen, onHandOf, releaseDoc } from '../pages/warehouse';
import { Workspace } from '../pages/workflow';
import { expect, type Page, test } from './test';

// The business chain as one story, on the mock that remembers: a project's demand becomes a 采购申请, it is
// approved in 待办, ordered, the order approved and received, and the stock it brought shows in 库存查询 and 出入库记录;
// each document links to the one it came from and the one made from it.

const P2026_001 = 'bb262a934ce14c61aa0336d98b8c82f1'; // 华东数据中心机房改造 (openapi/MASTER-DATA.md)
const TITLE = '机房改造：不锈钢螺栓补充';

/**
 * Approves, node after node, the to-do whose row mentions `text`, until it leaves 待办 (the one user of the mock is an
 * approver of every node of a process started in the sandbox). Answers how many nodes were approved.
 */
async function approveAll(page: Page, text: string) {
  const workspace = new Workspace(page);
  const shell = new Shell(page);
  await workspace.open('/workspace/todo');
  for (let node = 1; node <= 5; node++) {
    // the list as the mock has it now: after a reload the page holds nothing cached, so its first rows are the server's
    await page.reload();
    await expect(page.locator('.ant-table-tbody .ant-table-row').first()).toBeVisible();
    if ((await page.getByRole('row').filter({ hasText: text }).count()) === 0) return node - 1;
    const row = page.getByRole('row').filter({ hasText: text });
    await row.getByRole('button', { name: buttonName('办理') }).click();
    await expect(workspace.detail()).toContainText(text);
    const dialog = await workspace.startAction('同意');
    await dialog.getByLabel('审批意见').fill(`第 ${node} 个节点同意`);
    await dialog.getByRole('button', { name: '确认同意' }).click();
    await shell.expectNotice('同意成功');
    await expect(workspace.detail()).toBeHidden();
  }
  throw new Error(`「${text}」 still waits in 待办 after five approvals`);
}

test('from a project’s demand to stock: request, approval, order, receipt, stock and ledger', async ({
  page,
}) => {
  test.slow(); // one journey through five screens and every approval
  const shell = new Shell(page);

  // 1. 项目物料 → 生成采购申请 (the project comes with it), saved and submitted
  const requestNo = await submitProjectRequest(page, {
    project: { id: P2026_001, label: 'P2026-001 华东数据中心机房改造' },
    material: 'ME-0002',
    title: TITLE,
    quantity: '10',
    price: '2.5',
  });

  // 2. 待办: approved node after node; then 已通过 on the request
  expect(await approveAll(page, TITLE)).toBeGreaterThan(0);
  await openScreen(page, '/purchase/apply');
  await expect(rowOf(page, requestNo)).toContainText('已通过');

  // 3. 合并生成采购订单 from the approved request: the project comes with it
  await rowOf(page, requestNo).getByRole('checkbox').check();
  await page.getByRole('button', { name: '合并生成采购订单' }).click();
  const orderForm = page.getByRole('dialog', { name: '新增采购订单' });
  await expect(orderForm.getByLabel('数量（第 1 行）')).toHaveValue('10');
  await expect(orderForm.getByText('P2026-001 华东数据中心机房改造')).toBeVisible(); // 关联项目, not 不关联项目
  await orderForm.getByLabel('供应商').click();
  await page.locator('.ant-select-dropdown:visible').getByText('深圳市华强电子有限公司（SUP-001）').click();
  await orderForm.getByLabel('预计到货', { exact: true }).fill(dateFromToday(10));
  const orderSaved = page.waitForResponse((r) => r.url().includes('/api/purchase/order/save'));
  await orderForm.getByRole('button', { name: buttonName('保存') }).click();
  const orderNo: string = (await (await orderSaved).json()).data.orderNo;
  await shell.expectNotice('保存成功');

  // 4. the saved order opens at once; submitted and approved, it links back to its request, which now reads 已下单
  // and links to it
  const savedOrder = page.getByRole('dialog', { name: new RegExp(`采购订单 ${orderNo}`) });
  await expect(savedOrder).toContainText('草稿');
  await expect(page).toHaveURL(/#\/purchase\/order\?detail=[0-9a-f]{32}$/);
  await savedOrder.getByRole('button', { name: '关闭' }).click();
  await expect(rowOf(page, orderNo)).toContainText('草稿');
  await rowAction(page, orderNo, '提交审批');
  await page.getByRole('button', { name: buttonName('确定') }).click();
  await shell.expectNotice('已提交审批');
  expect(await approveAll(page, orderNo)).toBeGreaterThan(0);
  await openScreen(page, '/purchase/order');
  await expect(rowOf(page, orderNo)).toContainText('已审核');
  await rowOf(page, orderNo)
    .getByRole('button', { name: buttonName('详情') })
    .click();
  const orderDetail = page.getByRole('dialog', { name: new RegExp(`采购订单 ${orderNo}`) });
  await expect(orderDetail).toContainText('华东数据中心机房改造'); // the project, carried from the request
  await orderDetail.getByRole('link', { name: requestNo }).click();
  const fromOrder = page.getByRole('dialog', { name: new RegExp(`采购申请 ${requestNo}`) });
  await expect(fromOrder).toContainText('已下单');
  await expect(fromOrder.getByRole('link', { name: orderNo })).toBeVisible();

  // 5. 收货 on the order's row: the 入库单 form opens drafted from the order (its supplier, the order as its source, the
  // open line); saved, submitted, audited, and 6 of its 10 received
  const before = await onHandOf(page, 'ME-0002');
  await openScreen(page, '/purchase/order');
  await rowAction(page, orderNo, '收货');
  const docForm = page.getByRole('dialog', { name: `新增入库单（${orderNo}）` });
  await expect(docForm.getByText('深圳市华强电子有限公司').first()).toBeVisible();
  await expect(docForm.getByText('来源：')).toContainText(orderNo);
  await expect(docForm.getByText('不锈钢内六角螺栓').first()).toBeVisible();
  await expect(docForm.getByLabel('应收数量（第 1 行）')).toHaveValue('10');
  const docSaved = page.waitForResponse((r) => r.url().includes('/api/warehouse/doc/save'));
  await docForm.getByRole('button', { name: '保存草稿' }).click();
  const docNo: string = (await (await docSaved).json()).data.docNo;
  await shell.expectNotice('保存成功');
  await releaseDoc(page, docNo);
  await rowAction(page, docNo, '执行');
  const stockIn = new ExecutionScreen(page, 'IN');
  await expect(page.getByRole('form', { name: '入库明细' })).toBeVisible();
  await stockIn.thisTime('不锈钢内六角螺栓').fill('6');
  await stockIn.confirm().click();
  await expect(page.getByText(`部分入库：${docNo}`)).toBeVisible();

  // 6. the stock moved by 6, the ledger has the line, and the documents link both ways
  expect(await onHandOf(page, 'ME-0002')).toBe(before + 6);
  await rowOf(page, 'ME-0002')
    .getByRole('button', { name: buttonName('查看流水') })
    .click();
  const entry = page.getByRole('row').filter({ has: page.getByRole('link', { name: docNo }) });
  await expect(entry.getByText('+6')).toBeVisible();
  await entry.getByRole('link', { name: docNo }).click();
  const docDetail = page.getByRole('dialog', { name: `单据详情：${docNo}` });
  await expect(docDetail.getByText(orderNo)).toBeVisible();
  await openScreen(page, '/purchase/order');
  await expect(rowOf(page, orderNo)).toContainText('部分入库');
  await rowOf(page, orderNo)
    .getByRole('button', { name: buttonName('详情') })
    .click();
  await page
    .getByRole('dialog', { name: new RegExp(`采购订单 ${orderNo}`) })
    .getByRole('link', { name: docNo })
    .click();
  await expect(page.getByRole('dialog', { name: `单据详情：${docNo}` })).toBeVisible();
});
