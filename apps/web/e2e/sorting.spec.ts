import { buttonName, cellNamed, openScreen } from './pages/app';
import { expect, type Page, test } from './test';

// list-pattern §2 items 1, 6, 10: a list's order is one of its applied params, kept in the URL with the page, sent
// to the server as the contract's sortField / sortOrder, and 导出 sends the same order with no paging.

const pageRequest = (page: Page) =>
  page.waitForRequest((request) => request.url().includes('/api/admin/role/getPage'));
const createTimeHeader = (page: Page) => page.getByRole('columnheader', { name: /创建时间/ });

test('角色管理 sorts by 创建时间, keeps the order over a reload, and exports in that order without paging', async ({
  page,
}) => {
  await openScreen(page, '/admin/role');
  await expect(cellNamed(page, '采购经理')).toBeVisible();
  await expect(createTimeHeader(page)).not.toHaveAttribute('aria-sort');

  let sent = pageRequest(page);
  await createTimeHeader(page).click();
  expect((await sent).postDataJSON()).toMatchObject({
    pageNum: 1,
    sortField: 'createTime',
    sortOrder: 'asc',
  });
  sent = pageRequest(page);
  await createTimeHeader(page).click();
  expect((await sent).postDataJSON()).toMatchObject({
    pageNum: 1,
    sortField: 'createTime',
    sortOrder: 'desc',
  });
  await expect(createTimeHeader(page)).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/[?&]sort=createTime\.desc(&|$)/);

  sent = pageRequest(page);
  await page.reload();
  expect((await sent).postDataJSON()).toMatchObject({ sortField: 'createTime', sortOrder: 'desc' });
  await expect(cellNamed(page, '采购经理')).toBeVisible();
  await expect(createTimeHeader(page)).toHaveAttribute('aria-sort', 'descending');

  const exported = page.waitForRequest((request) => request.url().includes('/api/admin/role/export'));
  await page
    .getByRole('button', { name: buttonName('导出') })
    .first()
    .click();
  const body = (await exported).postDataJSON();
  expect(body).toMatchObject({ sortField: 'createTime', sortOrder: 'desc' });
  expect(body).not.toHaveProperty('pageNum');
  expect(body).not.toHaveProperty('pageSize');
});

test('a third click on the sorted header clears the order from the request and the URL', async ({ page }) => {
  await openScreen(page, '/admin/role?sort=createTime.asc');
  await expect(createTimeHeader(page)).toHaveAttribute('aria-sort', 'ascending');
  await createTimeHeader(page).click();
  await expect(createTimeHeader(page)).toHaveAttribute('aria-sort', 'descending');
  const sent = pageRequest(page);
  await createTimeHeader(page).click();
  const body = (await sent).postDataJSON();
  expect(body).not.toHaveProperty('sortField');
  expect(body).not.toHaveProperty('sortOrder');
  await expect(createTimeHeader(page)).not.toHaveAttribute('aria-sort');
  await expect(page).not.toHaveURL(/sort=/);
});

test('a second click on a header before the list has drawn the first one’s order sorts the other way', async ({
  page,
}) => {
  await openScreen(page, '/admin/role');
  await expect(cellNamed(page, '采购经理')).toBeVisible();
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/role/getPage')) sent.push(request.postDataJSON());
  });
  // two clicks in one task, as a quick second click lands on a busy machine: before the page has drawn again
  await createTimeHeader(page)
    .locator('.ant-table-column-sorters')
    .evaluate((sorters: HTMLElement) => {
      sorters.click();
      sorters.click();
    });
  await expect(createTimeHeader(page)).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/[?&]sort=createTime\.desc(&|$)/);
  await expect.poll(() => sent.at(-1)).toMatchObject({ sortField: 'createTime', sortOrder: 'desc' });
});
