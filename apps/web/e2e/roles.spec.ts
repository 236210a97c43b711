import { buttonName, cellNamed, openScreen, preferOn, rowAction, rowButton, Shell } from './pages/app';
import { expect, type Page, test } from './test';

// Ids of the contract's menu examples (openapi/examples/permission-menus.yaml).
const MENU = {
  home: '4cf3b7fe13985127da738b413184322c', // 首页
  warehouse: 'a3d33054705c9a4cab6328ad5972c8e5', // 仓库管理 (directory)
  inventory: '72ee9b2f780a2272ea507397c9db6c5a', // 库存查询
  inventoryExport: '164a1a303b3ffe3401d3b378513cdab9', // 库存查询's button 导出库存 (warehouse:inventory:export)
};

async function openRoles(page: Page) {
  await openScreen(page, '/admin/role');
  await expect(cellNamed(page, '采购经理')).toBeVisible();
}

/** A node of the 菜单权限 tree by its title. */
const treeNode = (page: Page, title: string) =>
  page
    .getByRole('dialog')
    .locator('.ant-tree-treenode')
    .filter({ hasText: new RegExp(`^${title}$`) });

async function newRole(page: Page) {
  await page.getByRole('button', { name: buttonName('新增') }).click();
  const dialog = page.getByRole('dialog', { name: '新增角色' });
  await expect(treeNode(page, '库存查询')).toBeVisible();
  await dialog.getByLabel('角色名称').fill('质检员');
  await dialog.getByLabel('权限字符').fill('inspector');
  return dialog;
}

async function saved(page: Page, save: () => Promise<void>) {
  const request = page.waitForRequest((r) => r.url().includes('/api/admin/role/save'));
  await save();
  return (await request).postDataJSON();
}

test('role form builds the right payload from the checkbox tree', async ({ page }) => {
  await openRoles(page);
  const dialog = await newRole(page);
  await treeNode(page, '首页').locator('.ant-tree-checkbox').click();
  await treeNode(page, '库存查询').locator('.ant-tree-checkbox').click();
  // Linked: the menu's buttons are ticked with it; the directory above is half-checked and sent with it.
  await expect(treeNode(page, '仓库管理').locator('.ant-tree-checkbox')).toHaveClass(/indeterminate/);
  const body = await saved(page, () => dialog.getByRole('button', { name: buttonName('保存') }).click());
  expect(body).toMatchObject({ roleName: '质检员', roleKey: 'inspector', menuLinkage: true });
  expect([...body.permissionIds].sort()).toEqual(
    [MENU.home, MENU.warehouse, MENU.inventory, MENU.inventoryExport].sort(),
  );
  await new Shell(page).expectNotice('新增成功');
  await expect(dialog).toBeHidden();
});

test('without 父子联动 a ticked directory is sent alone', async ({ page }) => {
  await openRoles(page);
  const dialog = await newRole(page);
  await dialog.getByLabel('父子联动').uncheck();
  await treeNode(page, '仓库管理').locator('.ant-tree-checkbox').click();
  await expect(treeNode(page, '仓库管理').locator('.ant-tree-checkbox')).toHaveClass(/checked/);
  await expect(treeNode(page, '库存查询').locator('.ant-tree-checkbox')).not.toHaveClass(/checked/);
  const body = await saved(page, () => dialog.getByRole('button', { name: buttonName('保存') }).click());
  expect(body).toMatchObject({ menuLinkage: false, permissionIds: [MENU.warehouse] });
});

test('editing a role ticks what it holds: a partly held directory is half-checked', async ({ page }) => {
  await openRoles(page);
  await rowButton(page, '采购经理', '修改').click();
  const dialog = page.getByRole('dialog', { name: '修改角色：采购经理' });
  await expect(dialog.getByLabel('权限字符')).toHaveValue('purchase_manager');
  await expect(treeNode(page, '库存查询').locator('.ant-tree-checkbox')).toHaveClass(/checked/);
  await expect(treeNode(page, '仓库管理').locator('.ant-tree-checkbox')).toHaveClass(/indeterminate/);
  await expect(treeNode(page, '采购管理').locator('.ant-tree-checkbox')).toHaveClass(/checked/);
  await expect(treeNode(page, '系统管理').locator('.ant-tree-checkbox')).not.toHaveClass(
    /checked|indeterminate/,
  );
});

test('a role key breaking the contract pattern is refused before sending', async ({ page }) => {
  await openRoles(page);
  const dialog = await newRole(page);
  await dialog.getByLabel('权限字符').fill('Inspector');
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
  await expect(dialog.getByText('小写字母开头，2 到 30 位小写字母、数字或下划线')).toBeVisible();
  await expect(dialog.getByLabel('角色名称')).toHaveValue('质检员');
});

test('a role still given to users is not deleted: the server says why', async ({ page }) => {
  await openRoles(page);
  await preferOn(page, '/api/admin/role/delete', 'example=businessError');
  await rowButton(page, '采购经理', '删除').click();
  await page.getByRole('button', { name: buttonName('确定') }).click();
  await new Shell(page).expectNotice('角色「采购经理」已分配给 1 个用户，不能删除');
});

test('custom data scope: departments are required, then saved', async ({ page }) => {
  await openRoles(page);
  await rowAction(page, '仓管员', '数据权限');
  const dialog = page.getByRole('dialog', { name: '数据权限：仓管员' });
  await dialog.getByRole('combobox').click();
  await page.locator('.ant-select-dropdown:visible').getByText('自定数据权限').click();
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
  await expect(dialog.getByText('请至少选择一个部门')).toBeVisible();
  await dialog
    .locator('.ant-tree-treenode')
    .filter({ hasText: /^一号仓$/ })
    .locator('.ant-tree-checkbox')
    .click();
  const sent = page.waitForRequest((r) => r.url().includes('/api/admin/role/dataScope'));
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
  expect((await sent).postDataJSON()).toEqual({
    id: 'f1a2b3c4d5e64f7a8b9c0d1e2f3a4c04',
    dataScope: 'CUSTOM',
    deptIds: ['b1c2d3e4f5a64b7c8d9e0f1a2b3c4d41'],
  });
  await new Shell(page).expectNotice('保存成功');
});

test('assign users to a role: pick from those not in it', async ({ page }) => {
  // The mock answers the candidates for allocated: false by itself (x-when in the contract).
  await openRoles(page);
  await rowAction(page, '采购经理', '分配用户');
  const drawer = page.getByRole('dialog', { name: '分配用户：采购经理' });
  await expect(cellNamed(drawer, 'lina')).toBeVisible();
  await drawer.getByRole('button', { name: '添加用户' }).click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  await picker.getByRole('row').filter({ hasText: 'liuyang' }).getByRole('checkbox').check();
  const sent = page.waitForRequest((r) => r.url().includes('/api/admin/role/assignUsers'));
  await picker.getByRole('button', { name: '添加选中的 1 个用户' }).click();
  expect((await sent).postDataJSON()).toEqual({
    roleId: 'f1a2b3c4d5e64f7a8b9c0d1e2f3a4c02',
    userIds: ['4e5f6a7b8c9d4e0f9a1b2c3d4e5f6a74'],
  });
  await new Shell(page).expectNotice('授权成功');
  await expect(picker).toBeHidden();
});

test('the administrator role is built in: not deleted, not disabled, and says why', async ({ page }) => {
  await openRoles(page);
  const remove = rowButton(page, '系统管理员', '删除');
  await expect(remove).toBeDisabled();
  await remove.hover({ force: true });
  await expect(page.getByRole('tooltip', { name: '系统内置的管理员角色，不能停用或删除' })).toBeVisible();
  await expect(page.getByRole('switch', { name: '启用系统管理员' })).toBeDisabled();
});
