import { buttonName, openScreen, preferOn, rowAction, rowButton, rowOf, Shell } from './pages/app';
import { OPERATION_PERMISSIONS } from './pages/purchase';
import { expect, type Page, test } from './test';

// 供应商管理 /purchase/supplier (screens.md §7).

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
