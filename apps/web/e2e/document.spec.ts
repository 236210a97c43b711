import { buttonName, openScreen, requestsTo, rowButton, Shell } from './pages/app';
import { expect, test } from './test';

async function openProcessList(page: import('@playwright/test').Page) {
  await openScreen(page, '/document/newProcess');
  await expect(page.getByText('采购（1）')).toBeVisible();
}

test('process definitions are grouped by category, and a definition can be disabled after confirming', async ({
  page,
}) => {
  await openProcessList(page);
  await expect(page.getByText('财务（1）')).toBeVisible();
  await page.getByRole('switch', { name: '启用采购申请审批' }).click();
  await expect(page.getByText('确认停用「采购申请审批」？')).toBeVisible();
  await page.getByRole('button', { name: buttonName('确定') }).click();
  await new Shell(page).expectNotice('已停用');
});

test('发布 asks first and names what a new version changes', async ({ page }) => {
  await openProcessList(page);
  const published = page.waitForRequest((r) => r.url().includes('/api/workflow/processDefinition/publish'));
  await rowButton(page, '采购申请审批', '发布').click();
  await expect(page.getByText('确认发布「采购申请审批」？')).toBeVisible();
  await expect(page.getByText(/新发起的申请按新版本审批，进行中的申请仍按原版本/)).toBeVisible();
  await page.getByRole('button', { name: buttonName('确定') }).click();
  await published;
  await new Shell(page).expectNotice('发布成功');
});

test('configure a process: its nodes load, a node is added and the configuration saved', async ({ page }) => {
  await openProcessList(page);
  await page
    .getByRole('row')
    .filter({ hasText: '采购申请审批' })
    .getByRole('button', { name: buttonName('编辑') })
    .click();
  await expect(page).toHaveURL(/#\/document\/processConfig\?id=8a9b0c1d2e3f4a5b8c6d7e8f9a0b1c21$/);
  await expect(page.getByLabel('流程名称')).toHaveValue('采购申请审批');
  await page.getByRole('tab', { name: '流程节点' }).click();
  await expect(page.getByText('节点 3')).toBeVisible();
  await page.getByRole('button', { name: '添加节点' }).click();
  await expect(page.getByText('节点 4')).toBeVisible();
  await page.getByRole('button', { name: buttonName('保存') }).click();
  await new Shell(page).expectNotice('保存成功');
});

test('a node without a name is not saved', async ({ page }) => {
  await openScreen(page, '/document/processConfig');
  const saves = requestsTo(page, '/api/workflow/processDefinition/save');
  await page.getByRole('tab', { name: '流程节点' }).click();
  await page.getByLabel('节点名称').fill('');
  await page.getByRole('button', { name: buttonName('保存') }).click();
  await expect(page.getByText('请输入节点名称')).toBeVisible();
  expect(saves).toEqual([]);
});

test('a node approved by role needs a role, and saves the one picked', async ({ page }) => {
  await openProcessList(page);
  await rowButton(page, '采购申请审批', '编辑').click();
  await page.getByRole('tab', { name: '流程节点' }).click();
  // The contract's nodes pick their approvers: 采购经理审批 by 李娜.
  await expect(page.locator('.ant-card').filter({ hasText: '节点 2' })).toContainText('李娜（采购部）');
  await page.getByRole('button', { name: '添加节点' }).click();
  const added = page.locator('.ant-card').filter({ hasText: '节点 4' });
  await added.getByRole('combobox', { name: '审批人设置' }).click();
  await page.locator('.ant-select-dropdown:visible').getByText('角色', { exact: true }).click();
  await page.getByRole('button', { name: buttonName('保存') }).click();
  await expect(added.getByText('请选择审批角色')).toBeVisible();
  await added.getByRole('combobox', { name: '审批角色' }).click();
  await page.locator('.ant-select-dropdown:visible').getByText('采购经理', { exact: true }).click();
  const sent = page.waitForRequest((r) => r.url().includes('/api/workflow/processDefinition/save'));
  await page.getByRole('button', { name: buttonName('保存') }).click();
  const nodes = (await sent).postDataJSON().nodes;
  expect(nodes[3]).toMatchObject({ approverRule: 'ROLE', approverIds: ['f1a2b3c4d5e64f7a8b9c0d1e2f3a4c02'] });
  expect(nodes[0].approverIds).toEqual([]);
  await new Shell(page).expectNotice('保存成功');
});

test('moving the address from a definition to a new one empties the form', async ({ page }) => {
  await openProcessList(page);
  await rowButton(page, '采购申请审批', '编辑').click();
  await expect(page.getByLabel('流程名称')).toHaveValue('采购申请审批');
  await page.goto('/#/document/processConfig'); // 新建流程's address, the same screen
  await expect(page.getByLabel('流程名称')).toHaveValue('');
  await expect(page.getByLabel('流程标识')).toBeEnabled();
  await expect(page.getByLabel('流程标识')).toHaveValue('');
  await page.getByRole('tab', { name: '表单字段' }).click();
  await expect(page.getByLabel('字段编码')).toHaveCount(0);
  await page.getByRole('tab', { name: '流程节点' }).click();
  await expect(page.getByText('节点 2')).toHaveCount(0);
  await expect(page.getByLabel('节点名称')).toHaveValue('审批节点1');
});
