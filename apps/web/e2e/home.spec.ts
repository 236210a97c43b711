import { preferOn } from './pages/app';
import { Home } from './pages/home';
import { Workspace } from './pages/workflow';
import { expect, test } from './test';

test('the home page holds the cards the built modules fill, with their counts, and the notices', async ({
  page,
}) => {
  const home = new Home(page);
  await home.open();
  await expect(home.card('通知公告')).toContainText('关于 2027 年元旦放假安排的通知');
  await expect
    .poll(() => home.cardTitles())
    .toEqual([
      '我的待办',
      '我的申请（审批中）',
      '抄送我的（未读）',
      '待入库采购订单',
      '进行中项目',
      '库存预警',
      '通知公告',
      '快捷入口',
    ]);
  await expect(home.card('我的待办')).toContainText('待办数2');
  await expect(home.card('我的申请（审批中）')).toContainText('审批中1');
  await expect(home.card('抄送我的（未读）')).toContainText('未读1');
  await expect(home.card('待入库采购订单')).toContainText('待入库3');
  await expect(home.card('进行中项目')).toContainText('进行中1');
  await expect(home.card('库存预警')).toContainText('低于安全库存7');
  await expect(home.card('库存预警')).toContainText('临期批次1');
});

for (const { card, title, url } of [
  {
    card: '我的待办',
    title: '刘洋提交的采购申请：研发测试服务器 2 台',
    url: /#\/workspace\/todo\?processId=0f1e2d3c4b5a49687a6b5c4d3e2f1a01$/,
  },
  {
    card: '我的申请（审批中）',
    title: '张伟提交的采购申请：数字示波器 1 台',
    url: /#\/workspace\/myapply\?processId=3c4d5e6f7a8b492a8c3d4e5f6a7b8c04$/,
  },
]) {
  test(`an item of ${card} opens its approval detail`, async ({ page }) => {
    const home = new Home(page);
    await home.open();
    await home.item(card, title).click();
    await expect(page).toHaveURL(url);
    await expect(new Workspace(page).detail()).toContainText(title);
  });
}

test('an unread CC opens its process over 抄送我的, and reads it', async ({ page }) => {
  const home = new Home(page);
  await home.open();
  const read = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/workflow/processCc/read');
  await home.item('抄送我的（未读）', '赵磊提交的费用报销：上海客户现场差旅').click();
  expect((await read).postDataJSON()).toEqual({ ids: ['5e6f7a8b9c0d4e1f8a2b3c4d5e6f7a81'] });
  await expect(page).toHaveURL(/#\/workspace\/todo\?tab=cc&processId=2b3c4d5e6f7a48199b2c3d4e5f6a7b03$/);
  await expect(new Workspace(page).detail()).toContainText('上海客户现场支持 3 天');
});

test('查看全部 of 抄送我的 opens the 抄送我的 tab of the to-do screen', async ({ page }) => {
  const home = new Home(page);
  await home.open();
  await home.viewAll('抄送我的（未读）').click();
  await expect(page).toHaveURL(/#\/workspace\/todo\?tab=cc$/);
  await expect(page.getByRole('tab', { name: '抄送我的', selected: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '赵磊提交的费用报销：上海客户现场差旅' })).toBeVisible();
});

test('a notice opens its whole text', async ({ page }) => {
  const home = new Home(page);
  await home.open();
  await home.notice('关于 2027 年元旦放假安排的通知').click();
  const dialog = page.getByRole('dialog', { name: '关于 2027 年元旦放假安排的通知' });
  await expect(dialog).toContainText('放假期间仓库暂停收发货');
});

test('a card that fails to load says so and offers 重试', async ({ page }) => {
  await preferOn(page, '/api/system/notice/getPage', 'code=500, example=serverError');
  const home = new Home(page);
  await home.open();
  await expect(home.card('通知公告')).toContainText('通知公告加载失败');
  await expect(home.card('通知公告').getByRole('button', { name: /重\s?试/ })).toBeVisible();
});

test('shortcuts lead only to screens the user may open', async ({ page }) => {
  await preferOn(page, '/getMenuPermissionsByToken', 'example=restricted');
  const home = new Home(page);
  await home.open();
  await expect(home.card('我的待办')).toBeVisible(); // the permissions are in
  await expect(page.getByText('快捷入口')).toHaveCount(0);
  // 库存预警 summarises 库存查询, which this user may not open
  await expect(home.card('库存预警')).toHaveCount(0);
});
