import { buttonName, chooseOption, openScreen, preferOn, requestsTo, rowButton, Shell } from './pages/app';
import { Workspace } from './pages/workflow';
import { expect, test } from './test';

test('approve a to-do with a comment: success notice, the list and the badge are fetched again', async ({
  page,
}) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/todo');
  await workspace.openFirst('办理');
  await expect(workspace.detail()).toContainText('刘洋提交的采购申请：研发测试服务器 2 台');
  const dialog = await workspace.startAction('同意');
  await dialog.getByLabel('审批意见').fill('同意，请采购部尽快询价');
  const listAgain = page.waitForRequest((r) => r.url().includes('/api/workflow/process/getPage'));
  const badgeAgain = page.waitForRequest(
    (r) => r.url().includes('/api/workflow/process/getAll') && r.postData()?.includes('"PENDING"') === true,
  );
  await dialog.getByRole('button', { name: '确认同意' }).click();
  await new Shell(page).expectNotice('同意成功');
  await Promise.all([listAgain, badgeAgain]);
  await expect(workspace.detail()).toBeHidden();
});

test('transmit needs a target user', async ({ page }) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/todo');
  await workspace.openFirst('办理');
  const dialog = await workspace.startAction('转交');
  await dialog.getByRole('button', { name: '确认转交' }).click();
  await expect(dialog.getByText('请选择转交给谁')).toBeVisible();
  await expect(dialog.getByText('请填写转交原因')).toBeVisible();
});

test('拒绝 shows where the node offers it, warns that the flow ends and asks for a reason; a node without it hides it', async ({
  page,
}) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/todo');
  // 刘洋's request at 张伟's 部门经理审批, whose 操作按钮 offer 拒绝
  await workspace.openRow('刘洋提交的采购申请：研发测试服务器 2 台', '办理');
  await expect(workspace.action('拒绝')).toBeVisible();
  const sent = requestsTo(page, '/api/workflow/processNode/reject');
  const dialog = await workspace.startAction('拒绝');
  await expect(dialog).toContainText('拒绝后流程结束（审批不通过）');
  await dialog.getByRole('button', { name: '确认拒绝' }).click();
  await expect(dialog.getByText('请填写拒绝理由')).toBeVisible();
  expect(sent).toHaveLength(0);
  await dialog.getByLabel('拒绝理由').fill('现有测试服务器可满足需求，本次不采购');
  const rejecting = page.waitForRequest((r) => r.url().includes('/api/workflow/processNode/reject'));
  await dialog.getByRole('button', { name: '确认拒绝' }).click();
  expect((await rejecting).postDataJSON()).toEqual({
    processId: '0f1e2d3c4b5a49687a6b5c4d3e2f1a01',
    nodeId: 'e1f2a3b4c5d64e7f8a9b0c1d2e3f4a12',
    reason: '现有测试服务器可满足需求，本次不采购',
  });
  await new Shell(page).expectNotice('拒绝成功');
  await expect(workspace.detail()).toBeHidden();

  // 陈静's 立项: its 部门经理审批 may send back, never refuse
  await workspace.openRow('陈静提交的项目立项：智能仓储二期', '办理');
  await expect(workspace.action('退回')).toBeVisible();
  await expect(workspace.action('同意')).toBeVisible();
  await expect(workspace.action('拒绝')).toHaveCount(0);
});

test('send back lists only the nodes already passed', async ({ page }) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/todo');
  await workspace.openFirst('办理');
  await workspace.startAction('退回');
  await expect(await workspace.options('退回到')).toHaveText(['发起申请']);
});

test('a business error shows its message and keeps the dialog with what was typed', async ({ page }) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/todo');
  await workspace.openFirst('办理');
  await preferOn(page, '/api/workflow/processNode/approve', 'example=businessError');
  const dialog = await workspace.startAction('同意');
  await dialog.getByLabel('审批意见').fill('同意，请采购部尽快询价');
  await dialog.getByRole('button', { name: '确认同意' }).click();
  await new Shell(page).expectNotice('当前任务已被他人处理，请刷新后重试');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('审批意见')).toHaveValue('同意，请采购部尽快询价');
});

test('withdraw my application', async ({ page }) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/myapply');
  await workspace.openFirst('详情');
  const dialog = await workspace.startAction('撤回');
  await dialog.getByLabel('撤回原因').fill('型号填错，撤回修改');
  await dialog.getByRole('button', { name: '确认撤回' }).click();
  await new Shell(page).expectNotice('撤回成功');
});

test('start an application from a definition: the required number rejects empty and -1', async ({ page }) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/myapply');
  await page.getByRole('button', { name: '发起申请' }).click();
  await workspace.pick('流程', '采购申请审批');
  const dialog = workspace.dialog();
  await dialog.getByLabel('标题').fill('张伟提交的采购申请：数字示波器 1 台');
  await dialog.getByRole('button', { name: buttonName('提交') }).click();
  await expect(dialog.getByText('请输入预计金额(元)')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: '预计金额(元)' }).fill('-1');
  await dialog.getByRole('button', { name: buttonName('提交') }).click();
  await expect(dialog.getByText('预计金额(元)不能小于 0')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: '预计金额(元)' }).fill('18900');
  await dialog.getByRole('spinbutton', { name: '数量' }).fill('1');
  await dialog.getByLabel('采购事由').fill('硬件调试');
  await dialog.getByRole('button', { name: buttonName('提交') }).click();
  await new Shell(page).expectNotice('申请已提交');
  await expect(dialog).toBeHidden();
});

test('the start dialog asks for the urgency once: the process’s own, not again in the business form', async ({
  page,
}) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/myapply');
  await page.getByRole('button', { name: '发起申请' }).click();
  await workspace.pick('流程', '采购申请审批');
  const dialog = workspace.dialog();
  await expect(dialog.getByLabel('采购事由')).toBeVisible(); // the business form is there
  await expect(dialog.getByRole('combobox', { name: /紧急/ })).toHaveCount(1);
  await expect(workspace.select('紧急程度')).toBeVisible();
});

test('the detail link survives a reload', async ({ page }) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/todo');
  await workspace.openFirst('办理');
  await expect(page).toHaveURL(/processId=0f1e2d3c4b5a49687a6b5c4d3e2f1a01/);
  await page.reload();
  await expect(workspace.detail()).toContainText('刘洋提交的采购申请：研发测试服务器 2 台');
});

test('export the done list downloads the spreadsheet with its Chinese name', async ({ page }) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/done');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName('导出') }).click();
  expect((await download).suggestedFilename()).toBe('流程列表.xlsx');
});

test('each workspace list shows what it asks for: my application with its own record, what I handled', async ({
  page,
}) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/myapply');
  await expect(workspace.rows()).toHaveCount(1);
  await expect(workspace.rows().first()).toContainText('张伟提交的采购申请：数字示波器 1 台');
  await workspace.openFirst('详情');
  await expect(workspace.detail()).toContainText('研发部硬件调试用，请批准'); // its own approval record
  // 流程进度: its own nodes, waiting at 李娜's 采购经理审批.
  await expect(workspace.detail().locator('.ant-steps-item-process')).toContainText('采购经理审批');
  await expect(workspace.detail().locator('.ant-steps-item-process')).toContainText('李娜 · 审批中');
  await page.goto('/#/workspace/done');
  await expect(workspace.rows().first()).toContainText('赵磊提交的费用报销：上海客户现场差旅');
  await expect(workspace.rows()).toHaveCount(1);
});

test('a CC record opens its process with its record, and opening it marks it read', async ({ page }) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/todo');
  await page.getByRole('tab', { name: '抄送我的' }).click();
  const read = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/workflow/processCc/read');
  await rowButton(page, '赵磊提交的费用报销：上海客户现场差旅', '详情').click();
  expect((await read).postDataJSON()).toEqual({ ids: ['5e6f7a8b9c0d4e1f8a2b3c4d5e6f7a81'] });
  await expect(workspace.detail()).toContainText('上海客户现场支持 3 天');
});

test('待办 filters by process, initiator and start days, sent as the contract names them', async ({
  page,
}) => {
  const workspace = new Workspace(page);
  await workspace.open('/workspace/todo');
  await expect(workspace.rows().first()).toBeVisible();
  await page.getByRole('button', { name: buttonName('展开') }).click();
  await chooseOption(page, '所属流程', '采购申请审批');
  await chooseOption(page, '发起人', '刘洋（研发部）');
  await page.getByLabel('发起时间起').fill('2026-11-01');
  await page.getByLabel('发起时间止').fill('2026-11-23');
  const filtered = page.waitForRequest((r) => {
    const body = r.url().includes('/api/workflow/process/getPage') ? r.postDataJSON() : undefined;
    return (
      body?.queryType === 'PENDING' &&
      body.definitionKey === 'purchase_request' &&
      body.initiatorId === '4e5f6a7b8c9d4e0f9a1b2c3d4e5f6a74' &&
      body.startTimeFrom === '2026-11-01 00:00:00' &&
      body.startTimeTo === '2026-11-23 23:59:59'
    );
  });
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  await filtered;
});

test('抄送我的 filters to the unread records', async ({ page }) => {
  await openScreen(page, '/workspace/todo?tab=cc');
  await page.getByRole('combobox', { name: '状态' }).click();
  const unread = page.waitForRequest(
    (r) => r.url().includes('/api/workflow/processCc/getPage') && r.postDataJSON()?.read === false,
  );
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: '未读' })
    .click();
  await page.getByRole('button', { name: buttonName('搜索') }).click();
  await unread;
});
