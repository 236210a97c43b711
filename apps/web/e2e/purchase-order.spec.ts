import { buttonName, cellNamed, openScreen, preferOn, rowAction, rowButton, rowOf, Shell } from './pages/app';
import { Home } from './pages/home';
import { dateFromToday, OPERATION_PERMISSIONS, pickDate } from './pages/purchase';
import { expect, test } from './test';

// 采购订单 /purchase/order (screens.md §7), and the home page's card of the orders still to receive.

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

test.describe('采购订单', () => {
  test('the query bar’s 供应商 filter shows no loading sign while nobody has opened it', async ({ page }) => {
    await openScreen(page, '/purchase/order');
    await expect(cellNamed(page, 'CGDD-20261124-001')).toBeVisible();
    const supplier = page.getByRole('combobox', { name: '供应商' });
    const bar = page.locator('form').filter({ has: supplier });
    await expect(bar.getByRole('img', { name: 'loading' })).toHaveCount(0);
    await supplier.click();
    await expect(
      page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: '杭州明纬电源科技有限公司' }),
    ).toBeVisible();
  });

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
