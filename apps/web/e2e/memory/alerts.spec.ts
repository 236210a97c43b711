import { openScreen } from '../pages/app';
import { Home } from '../pages/home';
import { expect, type Page, test } from './test';

// 库存预警 on the mock that remembers: the home card's count and 库存查询's marks come from one rule (an enabled
// material whose stock over every warehouse is below its safety stock, nothing in stock included), so the number
// on the card is the number of rows 库存查询 marks, by default and filtered as 预警 (the card's 查看全部).

/** The rows of 库存查询 marked 低于安全库存, once the list has loaded. */
async function markedRows(page: Page) {
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  return page.getByRole('row').filter({ has: page.getByText('低于安全库存', { exact: true }) });
}

test('the home card’s 低于安全库存 equals the rows 库存查询 marks, by default and filtered as 预警', async ({
  page,
}) => {
  const home = new Home(page);
  await home.open();
  const card = home.card('库存预警');
  await expect(card).toContainText(/低于安全库存\d+/);
  const count = Number((await card.textContent())?.match(/低于安全库存(\d+)/)?.[1]);
  expect(count).toBeGreaterThan(0);

  await openScreen(page, '/warehouse/inventory');
  await expect(await markedRows(page)).toHaveCount(count);
  // a material with nothing left is an alert too, and the list shows it rather than hide it as zero stock
  await expect(
    page.getByRole('row').filter({ hasText: 'FG-0001' }).getByText('低于安全库存', { exact: true }),
  ).toBeVisible();

  await home.open();
  await home.viewAll('库存预警').click();
  await expect(page).toHaveURL(/#\/warehouse\/inventory\?filter=/);
  await expect(page.getByText(`共 ${count} 条`)).toBeVisible();
  await expect(await markedRows(page)).toHaveCount(count);
});
