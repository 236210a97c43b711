import { buttonName, cellNamed, openScreen, preferOn, rowButton, rowOf, Shell } from './pages/app';
import { OPERATION_PERMISSIONS } from './pages/purchase';
import { expect, type Page, test } from './test';

// 属性标签 /purchase/attrTag (screens.md §7).

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
