import { buttonName, openScreen, rowOf, Shell } from '../pages/app';
import { submitProjectRequest } from '../pages/purchase';
import { Workspace } from '../pages/workflow';
import { expect, test } from './test';

// 拒绝 on the mock that remembers (screens.md §3): the approver refuses a submitted 采购申请; the flow ends 审批不通过,
// the request is 已驳回, and its initiator reads why.

const P2026_001 = 'bb262a934ce14c61aa0336d98b8c82f1'; // 华东数据中心机房改造 (openapi/MASTER-DATA.md)
const TITLE = '机房改造：备用螺栓';
const REASON = '上月同型号螺栓尚有余量，本次不采购';

test('an approver rejects a submitted 采购申请: out of 待办, 不通过 in 已办, the request 已驳回 with the reason', async ({
  page,
}) => {
  test.slow(); // a request raised, submitted and rejected, then read on four screens
  const shell = new Shell(page);
  const workspace = new Workspace(page);

  // 1. a request raised from the project's demand, saved and submitted
  const requestNo = await submitProjectRequest(page, {
    project: { id: P2026_001, label: 'P2026-001 华东数据中心机房改造' },
    material: 'ME-0002',
    title: TITLE,
    quantity: '20',
    price: '2.5',
  });

  // 2. 待办: the approver opens it; 拒绝 asks for the reason before it ends the flow
  await workspace.open('/workspace/todo');
  await workspace.openRow(TITLE, '办理');
  const dialog = await workspace.startAction('拒绝');
  await expect(dialog).toContainText('拒绝后流程结束');
  await dialog.getByRole('button', { name: '确认拒绝' }).click();
  await expect(dialog.getByText('请填写拒绝理由')).toBeVisible();
  await dialog.getByLabel('拒绝理由').fill(REASON);
  await dialog.getByRole('button', { name: '确认拒绝' }).click();
  await shell.expectNotice('拒绝成功');
  await expect(workspace.detail()).toBeHidden();

  // 3. it has left 待办 (read after a reload: nothing cached) and 已办 says 不通过 with the reason
  await page.reload();
  await expect(workspace.rows().first()).toBeVisible();
  await expect(workspace.rows().filter({ hasText: TITLE })).toHaveCount(0);
  await workspace.open('/workspace/done');
  const done = workspace.rows().filter({ hasText: TITLE });
  await expect(done).toContainText('不通过');
  await expect(done).toContainText(REASON);
  await expect(done).toContainText('审批不通过');

  // 4. the request reads 已驳回, and its initiator reads why: on the request and in 我的申请's 审批记录
  await openScreen(page, '/purchase/apply');
  await expect(rowOf(page, requestNo)).toContainText('已驳回');
  await rowOf(page, requestNo)
    .getByRole('button', { name: buttonName('详情') })
    .click();
  const rejected = page.getByRole('dialog', { name: new RegExp(`采购申请 ${requestNo}`) });
  await expect(rejected.getByRole('alert')).toHaveText(REASON);
  await expect(rejected).toContainText('拒绝');
  await workspace.open('/workspace/myapply');
  await workspace.openRow(TITLE, '详情');
  await expect(workspace.detail()).toContainText('审批不通过');
  await expect(workspace.detail()).toContainText(REASON);
  await expect(workspace.action('撤回')).toHaveCount(0); // an ended flow cannot be withdrawn
});
