import { buttonName, cellNamed, openScreen, preferOn, rowAction, rowButton, rowOf, Shell } from './pages/app';
import { Home } from './pages/home';
import { addMaterials, openNewRequest } from './pages/purchase';
import { expect, type Locator, type Page, test } from './test';

const OPERATION_PERMISSIONS = 'getOperationPermissionsByTokenAndUrl';

async function openTags(page: Page) {
  await openScreen(page, '/purchase/attrTag');
  await expect(rowOf(page, '关键物料')).toBeVisible();
}

test.describe('属性标签', () => {
  test('a tag still in use is not deleted: the confirmation and the server say why', async ({ page }) => {
    await openTags(page);
    await preferOn(page, '/api/purchase/attrTag/delete', 'example=businessError');
    await rowButton(page, '长交期', '删除').click();
    await expect(page.getByText('它正被 2 条记录使用：仍被使用的标签不能删除，服务器会拒绝。')).toBeVisible();
    const sent = page.waitForRequest((r) => r.url().includes('/api/purchase/attrTag/delete'));
    await page.getByRole('button', { name: buttonName('确定') }).click();
    expect((await sent).postDataJSON()).toEqual({ ids: ['790560ea3d31da355e33c8eddd730f1d'] });
    await new Shell(page).expectNotice('标签「长交期」已被 2 条记录使用，不能删除');
  });

  test('查看关联 lists the records that carry a tag', async ({ page }) => {
    await openTags(page);
    await rowButton(page, '战略供应商', '查看关联').click();
    const drawer = page.getByRole('dialog', { name: /查看关联/ });
    await expect(cellNamed(drawer, '深圳市华强电子有限公司')).toBeVisible();
    await expect(cellNamed(drawer, '杭州明纬电源科技有限公司')).toBeVisible();
  });

  test('a new tag needs its name; its colour and scope are sent', async ({ page }) => {
    await openTags(page);
    await page.getByRole('button', { name: buttonName('新增') }).click();
    const dialog = page.getByRole('dialog', { name: '新增标签' });
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await expect(dialog.getByText('请输入标签名称')).toBeVisible();
    await dialog.getByLabel('标签名称').fill('军工级');
    await dialog.getByLabel('标签分组').fill('合规');
    const sent = page.waitForRequest((r) => r.url().includes('/api/purchase/attrTag/save'));
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      name: '军工级',
      scope: 'MATERIAL',
      groupName: '合规',
      color: '#1677ff',
      status: 'ENABLED',
    });
    await new Shell(page).expectNotice('新增成功');
  });

  test('with restricted codes: add, delete, status and export are disabled with the reason', async ({
    page,
  }) => {
    await preferOn(page, OPERATION_PERMISSIONS, 'example=restricted');
    await openTags(page);
    await expect(page.getByRole('button', { name: buttonName('新增') })).toBeDisabled();
    await expect(page.getByRole('button', { name: buttonName('导出') })).toBeDisabled();
    await expect(page.getByRole('switch', { name: '启用长交期' })).toBeDisabled();
    const remove = rowButton(page, '长交期', '删除');
    await expect(remove).toBeDisabled();
    await remove.hover({ force: true });
    await expect(page.getByRole('tooltip', { name: '没有权限（purchase:tag:remove）' })).toBeVisible();
    await expect(rowButton(page, '长交期', '查看关联')).toBeEnabled();
  });
});

async function openSuppliers(page: Page) {
  await openScreen(page, '/purchase/supplier');
  await expect(rowOf(page, 'SUP-001')).toBeVisible();
}

test.describe('供应商管理', () => {
  test('an invalid unified social credit code is refused before sending', async ({ page }) => {
    await openSuppliers(page);
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/purchase/supplier/save')) sent = true;
    });
    await page.getByRole('button', { name: buttonName('新增') }).click();
    const dialog = page.getByRole('dialog', { name: '新增供应商' });
    await dialog.getByLabel('供应商名称').fill('苏州新锐电子有限公司');
    const code = dialog.getByLabel('统一社会信用代码');
    await code.fill('91440300ma5dc7k2x8'); // typed in lower case, last character wrong
    await expect(code).toHaveValue('91440300MA5DC7K2X8');
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await expect(dialog.getByText('统一社会信用代码的校验位不正确，请核对')).toBeVisible();
    await code.fill('9144030OMA5DC7K2X9'); // an O where a 0 belongs: not a code character
    await expect(dialog.getByText('18 位数字或大写字母（不含 I、O、Z、S、V）')).toBeVisible();
    await dialog.getByLabel('银行账号').fill('7559-1234');
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await expect(dialog.getByText('银行账号只能是 8 到 30 位数字')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('a new supplier is saved with its contact and its uploaded qualification', async ({ page }) => {
    await openSuppliers(page);
    await page.getByRole('button', { name: buttonName('新增') }).click();
    const dialog = page.getByRole('dialog', { name: '新增供应商' });
    await dialog.getByLabel('供应商名称').fill('苏州新锐电子有限公司');
    const code = dialog.getByLabel('统一社会信用代码');
    await code.fill('91320594MA1T7Q8R9'); // 17 characters: one short
    await dialog.getByLabel('分类').click();
    await page.locator('.ant-select-dropdown:visible').getByText('电子元器件').click();
    await dialog.getByLabel('等级').click();
    await page.locator('.ant-select-dropdown:visible').getByText('B级').click();
    await dialog.getByRole('button', { name: '添加联系人' }).click();
    await dialog.getByLabel('姓名').fill('沈佳');
    await dialog.getByRole('button', { name: '添加资质' }).click();
    await dialog.getByLabel('资质名称').fill('营业执照');
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/purchase/attachment/upload'));
    await dialog.locator('input[type=file]').setInputFiles({
      name: '营业执照.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
    });
    expect((await uploaded).request().url()).toContain('fileName=%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7.jpg');
    await expect(dialog.getByRole('img', { name: '营业执照.jpg' })).toBeVisible();
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await expect(dialog.getByText('18 位数字或大写字母（不含 I、O、Z、S、V）')).toBeVisible();
    await code.fill('91320594MA1T7Q8R92');
    const sent = page.waitForRequest((r) => r.url().includes('/api/purchase/supplier/save'));
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      name: '苏州新锐电子有限公司',
      creditCode: '91320594MA1T7Q8R92',
      category: 'ELECTRONIC',
      grade: 'B',
      currency: 'CNY',
      contacts: [{ name: '沈佳', primary: true, mobile: null, email: null }],
      qualifications: [
        { name: '营业执照', validTo: null, file: { fileName: '营业执照', fileSuffix: 'jpg' } },
      ],
    });
    expect(body.contacts[0].id).toMatch(/^[0-9a-f]{32}$/);
    await new Shell(page).expectNotice('新增成功');
  });

  test('a supplier with orders is not deleted: the server says why', async ({ page }) => {
    await openSuppliers(page);
    await preferOn(page, '/api/purchase/supplier/delete', 'example=businessError');
    await rowAction(page, 'SUP-001', '删除');
    await expect(page.getByText('已被采购订单或申请引用的供应商不能删除，服务器会拒绝。')).toBeVisible();
    await page.getByRole('button', { name: buttonName('确定') }).click();
    await new Shell(page).expectNotice('供应商「深圳市华强电子有限公司」已有 3 张采购订单，不能删除');
  });

  test('freezing a supplier asks why and names the consequence', async ({ page }) => {
    await openSuppliers(page);
    await rowAction(page, 'SUP-002', '冻结');
    const dialog = page.getByRole('dialog', { name: '确认冻结供应商「上海精工机械有限公司」？' });
    await expect(
      dialog.getByText('冻结后不能再向它下单，已有订单照常执行；冻结原因会显示在供应商上。'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: buttonName('冻结') }).click();
    await expect(dialog.getByText('请填写冻结原因')).toBeVisible();
    await dialog.getByLabel('冻结原因').fill('交期连续两次延误');
    const sent = page.waitForRequest((r) => r.url().includes('/api/purchase/supplier/status'));
    await dialog.getByRole('button', { name: buttonName('冻结') }).click();
    expect((await sent).postDataJSON()).toEqual({
      id: 'd00f7b11205f42f788c1d781b972e776',
      status: 'FROZEN',
      reason: '交期连续两次延误',
    });
    await new Shell(page).expectNotice('已冻结');
  });

  test('the detail shows qualifications (images preview, other files download) and the purchase history', async ({
    page,
  }) => {
    await openSuppliers(page);
    await rowButton(page, 'SUP-001', '详情').click();
    const drawer = page.getByRole('dialog', { name: /深圳市华强电子有限公司/ });
    await drawer.getByRole('tab', { name: /资质/ }).click();
    await expect(drawer.getByRole('img', { name: '营业执照.jpg' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'ISO9001证书.pdf' })).toHaveAttribute(
      'href',
      '/files/2026/purchase/iso9001.pdf',
    );
    await drawer.getByRole('tab', { name: '采购记录' }).click();
    await expect(drawer.getByRole('link', { name: 'CGDD-20261110-001' })).toBeVisible();
    await drawer.getByRole('link', { name: 'CGDD-20261110-001' }).click();
    await expect(page).toHaveURL(/#\/purchase\/order\?detail=7f11ee19d49d4a71a615dc020b7ef25e$/);
  });

  test('with restricted codes: add, delete, status and export are disabled with the reason', async ({
    page,
  }) => {
    await preferOn(page, OPERATION_PERMISSIONS, 'example=restricted');
    await openSuppliers(page);
    await expect(page.getByRole('button', { name: buttonName('新增') })).toBeDisabled();
    await expect(page.getByRole('button', { name: buttonName('导出') })).toBeDisabled();
    await expect(rowButton(page, 'SUP-001', '修改')).toBeDisabled();
    await rowOf(page, 'SUP-001')
      .getByRole('button', { name: /更\s?多/ })
      .click();
    await expect(page.getByRole('menuitem', { name: '冻结' })).toHaveClass(/disabled/);
    await expect(page.getByRole('menuitem', { name: '删除' })).toHaveClass(/disabled/);
  });
});

test.describe('首页', () => {
  test('待入库采购订单 counts the released orders still to receive; one opens its order', async ({
    page,
  }) => {
    const home = new Home(page);
    await home.open();
    await expect(home.card('待入库采购订单')).toContainText('待入库3');
    await home.item('待入库采购订单', 'CGDD-20261110-001').click();
    await expect(page).toHaveURL(/#\/purchase\/order\?detail=7f11ee19d49d4a71a615dc020b7ef25e$/);
    await expect(page.getByRole('dialog', { name: /采购订单 CGDD-20261110-001/ })).toBeVisible();
  });

  test('查看全部 opens the order list with the same filter', async ({ page }) => {
    const home = new Home(page);
    await home.open();
    const listed = page.waitForRequest(
      (r) => r.url().includes('/api/purchase/order/getPage') && r.postDataJSON().pageSize === 10,
    );
    await home.viewAll('待入库采购订单').click();
    expect((await listed).postDataJSON()).toMatchObject({ awaitingReceipt: true });
    await expect(rowOf(page, 'CGDD-20261118-001')).toBeVisible();
  });

  test('the card is not there for a user who may not open the order list', async ({ page }) => {
    await preferOn(page, '/getMenuPermissionsByToken', 'example=empty');
    const home = new Home(page);
    await home.open();
    await expect(home.card('通知公告')).toBeVisible();
    await expect(home.card('待入库采购订单')).toHaveCount(0);
  });
});

/** A calendar date `days` from today, as the contract writes it (YYYY-MM-DD, local). */
function dateFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Types a date into a date field (the browser's date input, lib/date-fields) found by its label. */
async function pickDate(scope: Page | Locator, label: string, date: string) {
  await scope.getByLabel(label, { exact: true }).fill(date);
}

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

test.describe('采购订单', () => {
  test('合并生成 from two approved requests sends one order to one supplier, no line above what its request has left', async ({
    page,
  }) => {
    await openScreen(page, '/purchase/apply');
    await rowOf(page, 'CGSQ-20261116-001').getByRole('checkbox').check();
    await rowOf(page, 'CGSQ-20261105-002').getByRole('checkbox').check();
    await page.getByRole('button', { name: '合并生成采购订单' }).click();
    const form = page.getByRole('dialog', { name: '新增采购订单' });
    await expect(form.getByText('杭州明纬电源科技有限公司（SUP-004）')).toBeVisible();
    // a project's request with a stock request: the order is of no project, and the form says so before saving
    await expect(form.getByText(/CGSQ-20261116-001 不关联项目：合并后的订单不关联项目/)).toBeVisible();
    const first = form.getByLabel('数量（第 1 行）');
    await expect(first).toHaveValue('20');
    await first.fill('25'); // more than CGSQ-20261105-002 still has to order
    await first.blur();
    // refused at the field, and what was typed stays for the user to correct
    await expect(form.getByText('不能超过申请未下单的 20')).toBeVisible();
    await expect(first).toHaveValue('25');
    await first.fill('20');
    await expect(form.getByText('不能超过申请未下单的 20')).toBeHidden();
    await expect(form.getByRole('cell', { name: '¥5,695.20' })).toBeVisible();
    await pickDate(form, '预计到货', dateFromToday(12));
    const sent = page.waitForRequest((r) => r.url().includes('/api/purchase/order/save'));
    await form.getByRole('button', { name: buttonName('保存') }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      supplierId: '3ceb083187444e92ad9336c0f9c4b930',
      buyerId: '7c9e6679f4a84c6d9a3b2e1f0d8c7b61',
      orderDate: dateFromToday(0),
      expectedDate: dateFromToday(12),
      projectId: null,
    });
    expect(
      body.lines.map(
        (line: { quantity: number; unitPrice: string; taxRate: number; sourceRequestId: string }) => [
          line.quantity,
          line.unitPrice,
          line.taxRate,
          line.sourceRequestId,
        ],
      ),
    ).toEqual([
      [20, '168.00', 13, 'adff32f535dd4954a7f8022a4eedef2a'],
      [10, '168.00', 13, 'a7bae457e97c8cbdac0ecd2f4dc2930b'],
    ]);
    await new Shell(page).expectNotice('保存成功');
  });

  test('a blank order takes its lines from the material picker; totals come as typed, exactly', async ({
    page,
  }) => {
    await openScreen(page, '/purchase/order');
    await page.getByRole('button', { name: buttonName('新增') }).click();
    const form = page.getByRole('dialog', { name: '新增采购订单' });
    await form.getByLabel('供应商').click();
    await page.locator('.ant-select-dropdown:visible').getByText('深圳市华强电子有限公司（SUP-001）').click();
    await pickDate(form, '预计到货', dateFromToday(14));
    await form.getByRole('button', { name: '添加物料' }).click();
    const picker = page.getByRole('dialog', { name: '选择物料' });
    await picker.getByRole('checkbox', { name: '选择EL-0002' }).check();
    await picker.getByRole('button', { name: /确\s?定/ }).click();
    await form.getByLabel('数量（第 1 行）').fill('7');
    await form.getByLabel('单价（第 1 行）').fill('19.99');
    // 19.99 × 7 = 139.93, its 13 % tax 18.19 (139.93 × 0.13 = 18.1909): cents, never floating point
    for (const amount of ['¥139.93', '¥18.19', '¥158.12'])
      await expect(form.getByRole('cell', { name: amount }).first()).toBeVisible();
    const sent = page.waitForRequest((r) => r.url().includes('/api/purchase/order/save'));
    await form.getByRole('button', { name: buttonName('保存') }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      supplierId: 'f1a38d3268344c65927cb2382bedda16',
      expectedDate: dateFromToday(14),
      lines: [{ materialCode: 'EL-0002', quantity: 7, unitPrice: '19.99', taxRate: 13, sourceLineId: null }],
    });
  });

  test('生成采购订单 from a project’s request keeps its project as the order’s 关联项目', async ({
    page,
  }) => {
    await openScreen(page, '/purchase/apply');
    await rowAction(page, 'CGSQ-20261105-002', '生成采购订单');
    const form = page.getByRole('dialog', { name: '新增采购订单' });
    await expect(form.getByLabel('数量（第 1 行）')).toHaveValue('20');
    const project = form.getByRole('combobox', { name: '关联项目' });
    await expect(form.getByText('P2026-001 华东数据中心机房改造')).toBeVisible();
    await expect(project).toBeDisabled(); // the requests' project, not picked
    await expect(form.getByText('随来源采购申请的项目')).toBeVisible();
    await pickDate(form, '预计到货', dateFromToday(12));
    const sent = page.waitForRequest((r) => r.url().includes('/api/purchase/order/save'));
    await form.getByRole('button', { name: buttonName('保存') }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      projectId: 'bb262a934ce14c61aa0336d98b8c82f1',
      lines: [{ quantity: 20, sourceRequestId: 'adff32f535dd4954a7f8022a4eedef2a' }],
    });
  });

  test('收货 is offered only on an order still to receive: not a draft, a held or a completed one', async ({
    page,
  }) => {
    await openScreen(page, '/purchase/order');
    await expect(rowButton(page, 'CGDD-20261110-001', '收货')).toBeVisible(); // 部分入库
    await expect(rowButton(page, 'CGDD-20261112-002', '收货')).toBeVisible(); // 已审核
    for (const orderNo of ['CGDD-20261124-001', 'CGDD-20261115-001', 'CGDD-20261101-003']) {
      await expect(rowButton(page, orderNo, '详情')).toBeVisible();
      await expect(rowButton(page, orderNo, '收货')).toHaveCount(0);
      const more = rowOf(page, orderNo).getByRole('button', { name: /更\s?多/ });
      if ((await more.count()) === 0) continue;
      await more.click();
      await expect(page.getByRole('menu').last()).toBeVisible();
      await expect(page.getByRole('menuitem', { name: '收货' })).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
  });

  test('收货 on an order’s row lands in the 入库单 drafted from it, its open lines prefilled', async ({
    page,
  }) => {
    await openScreen(page, '/purchase/order');
    await rowButton(page, 'CGDD-20261110-001', '收货').click();
    await expect(page).toHaveURL(/#\/warehouse\/doc$/); // the hand-over is forgotten once read
    const form = page.getByRole('dialog', { name: '新增入库单（CGDD-20261110-001）' });
    await expect(form.getByText('主控芯片').first()).toBeVisible();
    await expect(form.getByLabel('应收数量（第 1 行）')).toHaveValue('80'); // 200 ordered, 120 received
  });

  test('收货 in an order’s detail lands in the same draft', async ({ page }) => {
    await openScreen(page, '/purchase/order');
    await rowButton(page, 'CGDD-20261112-002', '详情').click();
    const detail = page.getByRole('dialog', { name: /采购订单 CGDD-20261112-002/ });
    const drafted = page.waitForRequest((r) => r.url().includes('/api/warehouse/doc/draftFromSource'));
    await detail.getByRole('button', { name: buttonName('收货') }).click();
    expect((await drafted).postDataJSON()).toEqual({
      kind: 'PURCHASE_ORDER',
      sourceId: '0f66fa84183449beb91363081216b6dc',
    });
    const form = page.getByRole('dialog', { name: '新增入库单（CGDD-20261112-002）' });
    await expect(form.getByLabel('应收数量（第 1 行）')).toHaveValue('10');
  });

  test('the list reads what each order contains; every line shows on hover', async ({ page }) => {
    await openScreen(page, '/purchase/order');
    const contents = cellNamed(rowOf(page, 'CGDD-20261110-001'), '主控芯片 等 3 项');
    await expect(contents).toBeVisible();
    await expect(cellNamed(rowOf(page, 'CGDD-20261112-002'), '标准机柜')).toBeVisible();
    await contents.getByText('主控芯片 等 3 项').hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('EL-0003 主控芯片 STM32F407VGT6 LQFP100 × 200');
    await expect(tooltip).toContainText('EL-0001 贴片电阻 10kΩ ±1% 0603 × 20,000');
    await expect(tooltip).toContainText('EL-0002 贴片电容');
  });

  test('the order detail links back to its requests', async ({ page }) => {
    await openScreen(page, '/purchase/order');
    await rowButton(page, 'CGDD-20261110-001', '详情').click();
    const detail = page.getByRole('dialog', { name: /采购订单 CGDD-20261110-001/ });
    await expect(detail.getByRole('link', { name: 'RKD-20261115-001' })).toBeVisible();
    await detail.getByRole('link', { name: 'CGSQ-20261108-003' }).click();
    await expect(page).toHaveURL(/#\/purchase\/apply\?detail=396dfa3367634f9c8484f9d69de18a44$/);
    await expect(page.getByRole('dialog', { name: /采购申请 CGSQ-20261108-003/ })).toBeVisible();
  });

  test('a partly received order offers 关闭 but not 取消; 暂停 asks why', async ({ page }) => {
    await openScreen(page, '/purchase/order');
    await rowOf(page, 'CGDD-20261110-001')
      .getByRole('button', { name: /更\s?多/ })
      .click();
    await expect(page.getByRole('menuitem', { name: '关闭' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '取消' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: '暂停' }).click();
    const dialog = page.getByRole('dialog', { name: '确认暂停采购订单「CGDD-20261110-001」？' });
    await expect(dialog.getByText('暂停期间不能收货入库；恢复后继续执行。')).toBeVisible();
    await dialog.getByLabel('暂停原因').fill('机房土建延期，暂缓到货');
    const sent = page.waitForRequest((r) => r.url().includes('/api/purchase/order/hold'));
    await dialog.getByRole('button', { name: buttonName('暂停') }).click();
    expect((await sent).postDataJSON()).toEqual({
      id: '7f11ee19d49d4a71a615dc020b7ef25e',
      reason: '机房土建延期，暂缓到货',
    });
  });

  test('变更 keeps a received line at least at what was received, and says why', async ({ page }) => {
    await openScreen(page, '/purchase/order');
    await rowAction(page, 'CGDD-20261110-001', '变更');
    const form = page.getByRole('dialog', { name: '变更采购订单 CGDD-20261110-001' });
    await form.getByLabel('数量（第 1 行）').fill('100');
    await form.getByRole('button', { name: '提交变更' }).click();
    await expect(form.getByText('不能少于已入库的 120')).toBeVisible();
    await expect(form.getByText('请填写变更原因')).toBeVisible();
    await form.getByLabel('数量（第 1 行）').fill('150');
    await form.getByLabel('变更原因').fill('项目减量');
    const sent = page.waitForRequest((r) => r.url().includes('/api/purchase/order/amend'));
    await form.getByRole('button', { name: '提交变更' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      id: '7f11ee19d49d4a71a615dc020b7ef25e',
      reason: '项目减量',
      lines: [{ quantity: 150 }, { quantity: 20000 }, { quantity: 20000 }],
    });
  });

  test('打印 shows a print view of the order with the amount in capital numerals', async ({ page }) => {
    await openScreen(page, '/purchase/order');
    await rowAction(page, 'CGDD-20261110-001', '打印');
    await expect(page).toHaveURL(/#\/purchase\/order\?print=7f11ee19d49d4a71a615dc020b7ef25e$/);
    const sheet = page.getByRole('region', { name: '采购订单 CGDD-20261110-001' });
    await expect(sheet).toContainText('壹万零贰佰捌拾叁元整');
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: '打印' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: '打印' })).toBeHidden();
  });

  test('with restricted codes: 从采购申请生成, export and the row actions are disabled with the reason', async ({
    page,
  }) => {
    await preferOn(page, OPERATION_PERMISSIONS, 'example=restricted');
    await openScreen(page, '/purchase/order');
    await expect(rowOf(page, 'CGDD-20261110-001')).toBeVisible();
    await expect(page.getByRole('button', { name: '从采购申请生成' })).toBeDisabled();
    await expect(page.getByRole('button', { name: buttonName('导出') })).toBeDisabled();
    // 收货 makes a 入库单: the warehouse's code gates it
    const receive = rowButton(page, 'CGDD-20261110-001', '收货');
    await expect(receive).toBeDisabled();
    await receive.hover({ force: true });
    await expect(page.getByRole('tooltip', { name: '没有权限（warehouse:doc:add）' })).toBeVisible();
  });
});
