import {
  buttonName,
  cellNamed,
  expandAll,
  openScreen,
  preferOn,
  rowAction,
  rowButton,
  rowOf,
  Shell,
} from './pages/app';
import { discardQuestion, keepEditing } from './pages/discard';
import { expect, type Page, test } from './test';

async function openMenus(page: Page) {
  await openScreen(page, '/admin/permission');
  await expect(cellNamed(page, '系统管理')).toBeVisible();
}

test('create a menu item and see the success notice', async ({ page }) => {
  await openMenus(page);
  await page.getByRole('button', { name: buttonName('新增') }).click();
  const dialog = page.getByRole('dialog', { name: '新增菜单' });
  await dialog.getByLabel('按钮').check();
  await dialog.getByLabel('菜单名称').fill('导出菜单');
  await dialog.getByLabel('权限标识').fill('system:menu:export');
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
  await new Shell(page).expectNotice('新增成功');
  await expect(dialog).toBeHidden();
});

test('a button needs its permission code', async ({ page }) => {
  await openMenus(page);
  await page.getByRole('button', { name: buttonName('新增') }).click();
  const dialog = page.getByRole('dialog', { name: '新增菜单' });
  await dialog.getByLabel('按钮').check();
  await dialog.getByLabel('菜单名称').fill('导出菜单');
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
  await expect(dialog.getByText('请输入权限标识')).toBeVisible();
});

test('deleting a menu that has children asks first and shows the server refusal', async ({ page }) => {
  await openMenus(page);
  await preferOn(page, '/api/admin/permission/delete', 'example=businessError');
  await rowButton(page, '系统管理', '删除').click();
  await expect(page.getByText('它还有下级菜单，服务器会拒绝删除。')).toBeVisible();
  await page.getByRole('button', { name: buttonName('确定') }).click();
  await new Shell(page).expectNotice('存在子菜单，不允许删除');
});

async function openDepartments(page: Page) {
  await openScreen(page, '/admin/department');
  await expect(cellNamed(page, '华东智造科技有限公司')).toBeVisible();
}

test('add a department under the company', async ({ page }) => {
  await openDepartments(page);
  await expandAll(page);
  await expect(cellNamed(page, '软件组')).toBeVisible();
  await rowButton(page, '华东智造科技有限公司', '新增下级').click();
  const dialog = page.getByRole('dialog', { name: '新增部门' });
  await dialog.getByLabel('部门名称').fill('质量部');
  await dialog.getByLabel('联系电话').fill('1340000');
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
  await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible();
  await dialog.getByLabel('联系电话').fill('13400005555');
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
  await new Shell(page).expectNotice('新增成功');
});

test('a click beside a department form with input asks before closing it, and 放弃修改 closes it', async ({
  page,
}) => {
  await openDepartments(page);
  await rowButton(page, '华东智造科技有限公司', '新增下级').click();
  const dialog = page.getByRole('dialog', { name: '新增部门' });
  await dialog.getByLabel('部门名称').fill('质量部');
  await page.mouse.click(10, 10); // on the mask, beside the dialog
  const discard = page.getByRole('button', { name: '放弃修改' });
  await expect(discardQuestion(page)).toBeVisible();
  await keepEditing(page);
  await expect(dialog.getByLabel('部门名称')).toHaveValue('质量部');
  await page.keyboard.press('Escape');
  await discard.click();
  await expect(dialog).toBeHidden();
});

test('删除 on a department with children is disabled, and its row says why', async ({ page }) => {
  await openDepartments(page);
  await expandAll(page);
  const remove = rowButton(page, '研发部', '删除');
  await expect(remove).toBeDisabled();
  await remove.hover({ force: true });
  await expect(page.getByRole('tooltip', { name: '还有 2 个下级部门，先删除下级部门' })).toBeVisible();
});

test("a department without children asks first, and a refusal for its users is the server's", async ({
  page,
}) => {
  await openDepartments(page);
  await expandAll(page);
  await preferOn(page, '/api/admin/dept/delete', 'example=businessError');
  await rowButton(page, '采购部', '删除').click();
  await expect(page.getByText('部门下还有用户时，服务器会拒绝删除。')).toBeVisible();
  await page.getByRole('button', { name: buttonName('确定') }).click();
  await new Shell(page).expectNotice('存在下级部门或用户，不允许删除');
});

test('the root department cannot be deleted, and its row says why', async ({ page }) => {
  await openDepartments(page);
  const remove = rowButton(page, '华东智造科技有限公司', '删除');
  await expect(remove).toBeDisabled();
  await remove.hover({ force: true });
  await expect(page.getByRole('tooltip', { name: '根部门不能删除' })).toBeVisible();
});

test('dictionaries: 列表 opens the values of a type beside the list, coloured, without scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openScreen(page, '/admin/dict');
  await rowButton(page, 'project_status', '列表').click();
  const drawer = page.getByRole('dialog', { name: '字典数据：项目状态（project_status）' });
  const tag = drawer.locator('.ant-tag', { hasText: '进行中' });
  await expect(tag).toBeInViewport();
  await expect(tag).toHaveClass(/ant-tag-blue/);
});

test('字典管理 pages its 34 types, and the page is in the URL: a reload stays on it', async ({ page }) => {
  await openScreen(page, '/admin/dict');
  await expect(page.getByText('共 34 条')).toBeVisible();
  const types = page.getByRole('button', { name: buttonName('列表') });
  await expect(types).toHaveCount(10);
  await page.getByRole('listitem', { name: '4' }).click();
  await expect(page).toHaveURL(/[?&]page=4/);
  await expect(types).toHaveCount(4);
  await page.reload();
  await expect(page.getByRole('listitem', { name: '4' })).toHaveClass(/ant-pagination-item-active/);
  await expect(types).toHaveCount(4);
});

test('a second click on 下一页 before the list has drawn the first one’s page goes on to the page after it', async ({
  page,
}) => {
  await openScreen(page, '/admin/dict');
  await expect(page.getByText('共 34 条')).toBeVisible();
  // the second click as soon as the first has been handled (React has drawn the pager), before anything else
  // runs: as a quick second click lands on a busy machine, before the list has drawn the page the first asked for
  await page.getByRole('listitem', { name: '下一页' }).evaluate((next: HTMLElement) => {
    next.click();
    queueMicrotask(() => next.click());
  });
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  await expect(page.getByRole('listitem', { name: '3' })).toHaveClass(/ant-pagination-item-active/);
  await expect(rowOf(page, 'project_status')).toBeHidden();
});

test('刷新缓存 reads every dictionary again', async ({ page }) => {
  await openScreen(page, '/admin/dict');
  await expect(rowOf(page, 'project_status')).toBeVisible();
  const reread = page.waitForRequest((r) => r.url().includes('/api/admin/dict/data?dictType='));
  await page.getByRole('button', { name: '刷新缓存' }).click();
  await new Shell(page).expectNotice('刷新缓存成功');
  await reread;
});

async function openUsers(page: Page) {
  await openScreen(page, '/admin/user');
  await expect(cellNamed(page, 'zhangwei')).toBeVisible();
}

test('clicking a department filters the user list by it', async ({ page }) => {
  await openUsers(page);
  await expect(page.getByRole('columnheader', { name: '手机号码' })).toBeVisible();
  const filtered = page.waitForRequest(
    (r) =>
      r.url().includes('/api/admin/user/getPage') &&
      r.postDataJSON()?.deptId === 'b1c2d3e4f5a64b7c8d9e0f1a2b3c4d02',
  );
  await page.getByRole('tree').getByText('采购部', { exact: true }).click();
  await filtered;
});

test('重置 clears every filter, the department picked in the tree too', async ({ page }) => {
  await openUsers(page);
  const tree = page.getByRole('tree');
  await tree.getByText('采购部', { exact: true }).click();
  await expect(tree.locator('.ant-tree-node-selected')).toHaveText('采购部');
  // The applied filters live in the URL (list-pattern §2): the department is one of them.
  await expect(page).toHaveURL(/filter=.*deptId/);
  await page.getByRole('textbox', { name: '用户名称' }).fill('li');
  await page.getByRole('button', { name: buttonName('重置') }).click();
  await expect(page).not.toHaveURL(/filter=/);
  await expect(tree.locator('.ant-tree-node-selected')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: '用户名称' })).toHaveValue('');
  await expect(cellNamed(page, 'zhangwei')).toBeVisible();
});

test('deleting the last row of page 2 lands on page 1', async ({ page }) => {
  // The mock answers page 2 with the contract's second-page example by itself (x-when).
  await openUsers(page);
  await page.getByRole('listitem', { name: '2' }).click();
  await expect(cellNamed(page, 'guoli')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one row of page 2
  const backToFirst = page.waitForRequest(
    (r) => r.url().includes('/api/admin/user/getPage') && r.postDataJSON()?.pageNum === 1,
  );
  await rowButton(page, 'guoli', '删除').click();
  await page.getByRole('button', { name: buttonName('确定') }).click();
  await new Shell(page).expectNotice('删除成功');
  await backToFirst;
  await expect(cellNamed(page, 'zhangwei')).toBeVisible();
});

test('a column denied by operation codes is absent (system:user:hideContact), and 删除 without its code says why', async ({
  page,
}) => {
  // spec §6 include mode: hidden when the user holds at least one of the listed codes.
  await preferOn(page, 'getOperationPermissionsByTokenAndUrl', 'example=contactsHidden');
  await openUsers(page);
  await expect(page.getByRole('columnheader', { name: '用户名称' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '手机号码' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: '邮箱' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: '13812345678' })).toHaveCount(0);
  // The same user may edit but not delete: 删除 is disabled and says which code is missing.
  await expect(rowButton(page, 'zhangwei', '修改')).toBeEnabled();
  const remove = rowButton(page, 'zhangwei', '删除');
  await expect(remove).toBeDisabled();
  await remove.hover({ force: true });
  await expect(page.getByRole('tooltip', { name: '没有权限（system:user:remove）' })).toBeVisible();
});

test('assign roles to a user: the ticked roles are sent', async ({ page }) => {
  await openUsers(page);
  await rowAction(page, 'zhangwei', '分配角色');
  const dialog = page.getByRole('dialog', { name: '分配角色：张伟' });
  await expect(dialog.getByLabel('系统管理员')).toBeChecked();
  await dialog.getByLabel('采购经理').check();
  const sent = page.waitForRequest((r) => r.url().includes('/api/admin/user/roles'));
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
  expect((await sent).postDataJSON()).toEqual({
    userId: '7c9e6679f4a84c6d9a3b2e1f0d8c7b61',
    roleIds: ['f1a2b3c4d5e64f7a8b9c0d1e2f3a4c01', 'f1a2b3c4d5e64f7a8b9c0d1e2f3a4c02'],
  });
  await new Shell(page).expectNotice('分配成功');
  await expect(dialog).toBeHidden();
});

test('the logged-in user cannot delete or disable themself, and the row says why', async ({ page }) => {
  await openUsers(page);
  const remove = rowButton(page, 'zhangwei', '删除');
  await expect(remove).toBeDisabled();
  await remove.hover({ force: true });
  await expect(page.getByRole('tooltip', { name: '不能停用或删除当前登录的用户' })).toBeVisible();
  await expect(page.getByRole('switch', { name: '启用张伟' })).toBeDisabled();
  await expect(rowButton(page, 'liuyang', '删除')).toBeEnabled();
});

test('菜单管理 shows every group of the route table, each with its icon', async ({ page }) => {
  await openMenus(page);
  await expandAll(page);
  for (const group of ['工作台', '项目管理', '物料管理', '流程管理', '采购管理', '系统管理', '仓库管理']) {
    // The first row of a name: 项目管理 is also the name of its execution sub-group (spec §2).
    await expect(rowOf(page, group).first().getByRole('img').first()).toBeVisible();
  }
  await expect(cellNamed(page, '物料批次管理')).toBeVisible();
  await expect(rowOf(page, '新增用户').getByRole('cell', { name: 'system:user:add' })).toBeVisible();
});
