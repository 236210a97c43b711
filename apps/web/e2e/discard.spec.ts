import { buttonName, cellNamed, openScreen, Shell } from './pages/app';
import { discardQuestion, keepEditing } from './pages/discard';
import { addMaterials, openNewRequest } from './pages/purchase';
import { expect, type Page, test } from './test';

async function newRequestWithTitleAndTwoLines(page: Page, open = true) {
  const form = await openNewRequest(page, { onScreen: !open });
  await form.getByLabel('标题').fill('二季度备件');
  await addMaterials(page, form, ['EL-0004', 'ME-0002']);
  await expect(form.getByLabel('申请数量（第 2 行）')).toBeVisible();
  return form;
}

/**
 * 流程配置 (a form page) as a person reaches it: 流程列表, then 新建流程. The app's router can hold the browser's
 * back only on entries it made itself (not on an address typed into the browser, which reloads nothing here).
 */
async function newProcessFromTheList(page: Page) {
  await openScreen(page, '/document/newProcess');
  await page.getByRole('button', { name: /新建流程/ }).click();
  await expect(page).toHaveURL(/#\/document\/processConfig$/);
  // The address changes first; the list (whose search has a 流程名称 too) stays until the form's code has loaded.
  await expect(page.getByRole('tab', { name: '基本信息' })).toBeVisible();
}

test.describe('a drawer form: 采购申请 新增', () => {
  // wider than the drawer (at most 1280 px), so the mask shows beside it as on a desktop screen
  test.use({ viewport: { width: 1600, height: 900 } });

  test('Esc and a click on the mask ask before a title and two lines are lost; 放弃修改 closes, and it reopens blank', async ({
    page,
  }) => {
    const form = await newRequestWithTitleAndTwoLines(page);
    await page.keyboard.press('Escape');
    await expect(discardQuestion(page)).toBeVisible();
    await keepEditing(page);
    await expect(form.getByLabel('标题')).toHaveValue('二季度备件');
    await expect(form.getByRole('cell', { name: 'EL-0004 开关电源' })).toBeVisible();

    await page.mouse.click(10, 300); // on the mask, left of the drawer
    await expect(discardQuestion(page)).toBeVisible();
    await page.getByRole('button', { name: '放弃修改' }).click();
    await expect(form).toBeHidden();

    await page.getByRole('button', { name: buttonName('新增') }).click();
    await expect(form.getByLabel('标题')).toHaveValue('');
    await expect(form.getByRole('cell', { name: 'EL-0004 开关电源' })).toBeHidden();
  });
});

test.describe('a modal form: 物料', () => {
  test('a dialog nobody typed in closes at once; with a name typed, Esc, × and 取消 ask, and it reopens blank', async ({
    page,
  }) => {
    await openScreen(page, '/material/code');
    await expect(cellNamed(page, 'EL-0001')).toBeVisible();
    const add = page.getByRole('button', { name: buttonName('新增') });
    const dialog = page.getByRole('dialog', { name: '新增物料' });
    await add.click();
    await expect(dialog.getByLabel('物料名称')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(discardQuestion(page)).toBeHidden();

    await add.click();
    await dialog.getByLabel('物料名称').fill('不锈钢六角螺母');
    await page.keyboard.press('Escape');
    await expect(discardQuestion(page)).toBeVisible();
    await keepEditing(page);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(discardQuestion(page)).toBeVisible();
    await keepEditing(page);
    await expect(dialog.getByLabel('物料名称')).toHaveValue('不锈钢六角螺母');
    await dialog.getByRole('button', { name: buttonName('取消') }).click();
    await page.getByRole('button', { name: '放弃修改' }).click();
    await expect(dialog).toBeHidden();

    await add.click();
    await expect(dialog.getByLabel('物料名称')).toHaveValue('');
  });
});

test.describe('leaving a screen with a dirty form', () => {
  test('a form page: a menu item and the browser back ask; 继续编辑 stays with the input, 放弃修改 leaves', async ({
    page,
  }) => {
    await newProcessFromTheList(page);
    await page.getByLabel('流程名称').fill('设备报修审批');
    await new Shell(page).open('首页');
    await expect(discardQuestion(page)).toBeVisible();
    await keepEditing(page);
    await expect(page).toHaveURL(/#\/document\/processConfig$/);
    await expect(page.getByLabel('流程名称')).toHaveValue('设备报修审批');

    await page.goBack();
    await expect(discardQuestion(page)).toBeVisible();
    await page.getByRole('button', { name: '放弃修改' }).click();
    await expect(page).toHaveURL(/#\/document\/newProcess$/);
    await expect(page.getByRole('tab', { name: '流程节点' })).toBeHidden(); // the form's tabs are gone
  });

  test('a dirty drawer: the browser back asks, and closing the tab asks the browser’s own question', async ({
    page,
  }) => {
    await openScreen(page, '/homePage');
    await new Shell(page).open('采购管理', '采购申请');
    const form = await newRequestWithTitleAndTwoLines(page, false);
    await page.goBack();
    await expect(discardQuestion(page)).toBeVisible();
    await keepEditing(page);
    await expect(page).toHaveURL(/#\/purchase\/apply$/);
    await expect(form.getByLabel('标题')).toHaveValue('二季度备件');

    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss(); // stay
    expect(page.isClosed()).toBe(false);
  });

  test('a form nobody typed in lets the browser back go at once', async ({ page }) => {
    await newProcessFromTheList(page);
    await expect(page.getByLabel('流程名称')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/#\/document\/newProcess$/);
    await expect(discardQuestion(page)).toBeHidden();
  });
});
