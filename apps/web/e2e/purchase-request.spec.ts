import { buttonName, openScreen, preferOn, rowAction, rowButton, rowOf, Shell } from './pages/app';
import {
  addMaterials,
  dateFromToday,
  OPERATION_PERMISSIONS,
  openNewRequest,
  pickDate,
} from './pages/purchase';
import { expect, type Page, test } from './test';

// 采购申请 /purchase/apply (screens.md §7).

const P2026_001 = 'bb262a934ce14c61aa0336d98b8c82f1';

/** 新增 a request and pick materials for its lines with the shared material picker. */
async function newRequestWith(page: Page, needDate: string, materials: string[]) {
  const form = await openNewRequest(page);
  await pickDate(form, '需求日期', needDate); // new lines start with the request's need date
  await addMaterials(page, form, materials);
  return form;
}

test.describe('采购申请', () => {
  test('生成采购申请 from a project’s materials opens a new request prefilled with the lines and the project', async ({
    page,
  }) => {
    await openScreen(page, `/project/execution/material?projectId=${P2026_001}`);
    await rowOf(page, 'ME-0002').getByRole('checkbox').check();
    await rowOf(page, 'PK-0001').getByRole('checkbox').check();
    await page.getByRole('button', { name: '生成采购申请' }).click();
    await expect(page).toHaveURL(/#\/purchase\/apply$/); // the hand-off is used once, then forgotten
    const form = page.getByRole('dialog', { name: '新增采购申请' });
    await expect(form.getByRole('combobox', { name: '关联项目' })).toBeVisible();
    await expect(form.getByText('P2026-001 华东数据中心机房改造')).toBeVisible();
    await expect(form.getByRole('cell', { name: 'ME-0002 不锈钢内六角螺栓' })).toBeVisible();
    await expect(form.getByRole('cell', { name: 'PK-0001 五层瓦楞纸箱' })).toBeVisible();
    await expect(form.getByLabel('申请数量（第 1 行）')).toHaveValue('160');
    await expect(form.getByLabel('申请数量（第 2 行）')).toHaveValue('10');
    await expect(form.getByLabel('需求日期', { exact: true })).toHaveValue('2026-12-10');
  });

  test('取消 of a new request with picked lines asks first, and 继续编辑 keeps them', async ({ page }) => {
    const form = await openNewRequest(page);
    await addMaterials(page, form, ['EL-0004']);
    await form.getByRole('button', { name: buttonName('取消') }).click();
    await expect(page.getByRole('dialog', { name: '放弃未保存的修改？' })).toBeVisible();
    await page.getByRole('button', { name: '继续编辑' }).click();
    await expect(form.getByRole('cell', { name: 'EL-0004 开关电源' })).toBeVisible();
  });

  test('a need date in the past and a zero quantity are refused before sending', async ({ page }) => {
    const form = await newRequestWith(page, dateFromToday(20), ['EL-0004']);
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/purchase/request/save')) sent = true;
    });
    await form.getByLabel('申请数量（第 1 行）').fill('0');
    await pickDate(form, '需求日期（第 1 行）', dateFromToday(-1));
    await form.getByRole('button', { name: buttonName('保存草稿') }).click();
    await expect(form.getByText('数量必须大于 0')).toBeVisible();
    await expect(form.getByText('需求日期不能早于今天')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('a request with two lines is saved, submitted, and opens from 待办 with its lines', async ({
    page,
  }) => {
    const needDate = dateFromToday(27);
    const form = await newRequestWith(page, needDate, ['EL-0003', 'EL-0004']);
    await form.getByLabel('标题').fill('硬件组样机物料');
    await form.getByLabel('申请类型').click();
    await page.locator('.ant-select-dropdown:visible').getByText('项目采购').click();
    await form.getByLabel('申请人').click();
    await page.locator('.ant-select-dropdown:visible').getByText('刘洋（硬件组）').click();
    await form.getByRole('combobox', { name: '关联项目' }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('P2026-001 华东数据中心机房改造').click();
    await form.getByLabel('申请数量（第 1 行）').fill('10');
    await form.getByLabel('申请数量（第 2 行）').fill('2');
    await form.getByLabel('预估单价（第 1 行）').fill('38.5');
    await form.getByLabel('预估单价（第 2 行）').fill('168');
    await expect(form.getByRole('cell', { name: '¥721.00' })).toBeVisible(); // the 合计 as typed
    const saved = page.waitForRequest((r) => r.url().includes('/api/purchase/request/save'));
    await form.getByRole('button', { name: buttonName('保存草稿') }).click();
    const body = (await saved).postDataJSON();
    expect(body).toMatchObject({
      title: '硬件组样机物料',
      type: 'PROJECT',
      applicantId: '4e5f6a7b8c9d4e0f9a1b2c3d4e5f6a74',
      projectId: P2026_001,
      needDate,
      lines: [
        { materialCode: 'EL-0003', unit: 'PCS', quantity: 10, needDate, estimatedPrice: '38.50' },
        { materialCode: 'EL-0004', unit: 'UNIT', quantity: 2, needDate, estimatedPrice: '168.00' },
      ],
    });
    expect(body.lines[0].id).toMatch(/^[0-9a-f]{32}$/);
    await new Shell(page).expectNotice('已保存为草稿');

    const detail = page.getByRole('dialog', { name: /采购申请 CGSQ-20261124-001/ });
    await detail.getByRole('button', { name: buttonName('提交') }).click();
    const submitted = page.waitForRequest((r) => r.url().includes('/api/purchase/request/submit'));
    await page.getByRole('button', { name: buttonName('确定') }).click();
    expect((await submitted).postDataJSON()).toEqual({ ids: ['b37a35e7ee3751cb63af24d4dfc1431c'] });
    await new Shell(page).expectNotice('已提交，等待审批');

    // The server's 待办 after the submit (the mock keeps no state: its example says what the server would).
    await preferOn(page, '/api/workflow/process/getPage', 'example=todoWithPurchase');
    await openScreen(page, '/workspace/todo');
    await rowButton(page, '刘洋提交的采购申请：硬件组样机物料', '办理').click();
    const approval = page.getByRole('dialog', { name: '审批详情' });
    await expect(approval.getByText('业务单据')).toBeVisible();
    await expect(approval.getByRole('cell', { name: 'EL-0003 主控芯片' })).toBeVisible();
    await expect(approval.getByRole('cell', { name: 'EL-0004 开关电源' })).toBeVisible();
    await expect(approval.getByText('样机第二轮调试用料，请审批')).toBeVisible();
  });

  test('撤回 while 审批中 ends the approval: the reason is optional', async ({ page }) => {
    await openScreen(page, '/purchase/apply');
    await rowButton(page, 'CGSQ-20261120-004', '撤回').click();
    const dialog = page.getByRole('dialog', { name: '确认撤回采购申请「CGSQ-20261120-004」？' });
    await expect(dialog.getByText('撤回后审批流程结束，申请回到草稿，可以修改后再提交。')).toBeVisible();
    const sent = page.waitForRequest((r) => r.url().includes('/api/purchase/request/withdraw'));
    await dialog.getByRole('button', { name: buttonName('撤回') }).click();
    expect((await sent).postDataJSON()).toEqual({ id: '6f877ca98a42427fb0d379d72f8cbeb2' });
    await new Shell(page).expectNotice('已撤回');
  });

  test('关闭 an approved request needs a reason', async ({ page }) => {
    await openScreen(page, '/purchase/apply');
    await rowAction(page, 'CGSQ-20261116-001', '关闭');
    const dialog = page.getByRole('dialog', { name: '确认关闭采购申请「CGSQ-20261116-001」？' });
    const close = dialog.getByRole('button', { name: '关 闭', exact: true }); // not the dialog's ✕ (关闭)
    await close.click();
    await expect(dialog.getByText('请填写关闭原因')).toBeVisible();
    await dialog.getByLabel('关闭原因').fill('已改用项目结余库存，不再采购');
    const sent = page.waitForRequest((r) => r.url().includes('/api/purchase/request/close'));
    await close.click();
    expect((await sent).postDataJSON()).toEqual({
      id: 'a7bae457e97c8cbdac0ecd2f4dc2930b',
      reason: '已改用项目结余库存，不再采购',
    });
  });

  test('only a draft offers 删除, and deleting it asks first', async ({ page }) => {
    await openScreen(page, '/purchase/apply');
    await rowOf(page, 'CGSQ-20261123-001')
      .getByRole('button', { name: /更\s?多/ })
      .click();
    await expect(page.getByRole('menuitem', { name: '作废' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '删除' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await rowAction(page, 'CGSQ-20261124-001', '删除');
    await expect(page.getByText('删除后不能恢复。')).toBeVisible();
    const sent = page.waitForRequest((r) => r.url().includes('/api/purchase/request/delete'));
    await page.getByRole('button', { name: buttonName('确定') }).click();
    expect((await sent).postDataJSON()).toEqual({ ids: ['b37a35e7ee3751cb63af24d4dfc1431c'] });
  });

  test('批量提交 sends the selected drafts; with a request under approval it says why not', async ({
    page,
  }) => {
    await openScreen(page, '/purchase/apply');
    await rowOf(page, 'CGSQ-20261124-001').getByRole('checkbox').check();
    await rowOf(page, 'CGSQ-20261119-001').getByRole('checkbox').check();
    await page.getByRole('button', { name: '批量提交' }).click();
    const sent = page.waitForRequest((r) => r.url().includes('/api/purchase/request/submit'));
    await page.getByRole('button', { name: buttonName('确定') }).click();
    expect((await sent).postDataJSON()).toEqual({
      ids: ['b37a35e7ee3751cb63af24d4dfc1431c', 'b588032d6790cbbac0e76297231cc8f5'],
    });
    await rowOf(page, 'CGSQ-20261124-001').getByRole('checkbox').check();
    await rowOf(page, 'CGSQ-20261123-001').getByRole('checkbox').check();
    const batch = page.getByRole('button', { name: '批量提交' });
    await expect(batch).toBeDisabled();
    await batch.hover({ force: true });
    await expect(
      page.getByRole('tooltip', { name: 'CGSQ-20261123-001 不能提交：只有草稿或已退回的申请可以提交' }),
    ).toBeVisible();
  });

  test('the detail shows the approval timeline and the orders made from it, one click away', async ({
    page,
  }) => {
    await openScreen(page, '/purchase/apply');
    await rowButton(page, 'CGSQ-20261105-002', '详情').click();
    const detail = page.getByRole('dialog', { name: /采购申请 CGSQ-20261105-002/ });
    await expect(detail.getByText('项目预算内，同意')).toBeVisible();
    await detail.getByRole('link', { name: 'CGDD-20261112-002' }).click();
    await expect(page).toHaveURL(/#\/purchase\/order\?detail=0f66fa84183449beb91363081216b6dc$/);
    await expect(page.getByRole('dialog', { name: /采购订单 CGDD-20261112-002/ })).toBeVisible();
  });

  test('with restricted codes: add, export and the row actions are disabled with the reason', async ({
    page,
  }) => {
    await preferOn(page, OPERATION_PERMISSIONS, 'example=restricted');
    await openScreen(page, '/purchase/apply');
    await expect(rowOf(page, 'CGSQ-20261124-001')).toBeVisible();
    await expect(page.getByRole('button', { name: buttonName('新增') })).toBeDisabled();
    await expect(page.getByRole('button', { name: buttonName('导出') })).toBeDisabled();
    const edit = rowButton(page, 'CGSQ-20261124-001', '修改');
    await expect(edit).toBeDisabled();
    await edit.hover({ force: true });
    await expect(page.getByRole('tooltip', { name: '没有权限（purchase:request:edit）' })).toBeVisible();
    await expect(rowButton(page, 'CGSQ-20261124-001', '详情')).toBeEnabled();
  });
});
