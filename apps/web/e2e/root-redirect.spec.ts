import { LOGGED_OUT, LoginPage, openScreen } from './pages/app';
import { expect, type Page, test } from './test';

/** The operation permissions of one page URL answer a 500 (they are the only call `/` could wait on). */
async function failOperationPermissionsOf(page: Page, url: string) {
  await page.route(
    (requested) =>
      requested.pathname.endsWith('/getOperationPermissionsByTokenAndUrl') &&
      requested.searchParams.get('url') === url,
    (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'code=500, example=serverError' } }),
  );
}

// spec §2: "/ redirects to /homePage", whatever came before it. `/` is no screen: its redirect must not wait on
// a permission call made for it, nor be stranded when that call fails.
test.describe('logged out', () => {
  test.use(LOGGED_OUT);

  test('/ after a login that came back to a deep link lands on the home page', async ({ page }) => {
    await failOperationPermissionsOf(page, '/');
    await page.goto('/#/purchase/order');
    await expect(page).toHaveURL(/#\/login\?redirectUrl=%2Fpurchase%2Forder$/);
    await new LoginPage(page).logIn();
    await expect(page).toHaveURL(/#\/purchase\/order$/);
    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/homePage$/);
    await expect(page.getByRole('region', { name: '我的待办', exact: true })).toBeVisible();
  });
});

test('/ in a logged-in tab lands on the home page, and Back and Forward never stop on /', async ({
  page,
}) => {
  await failOperationPermissionsOf(page, '/');
  await openScreen(page, '/workspace/done');
  await page.goto('/#/');
  await expect(page).toHaveURL(/#\/homePage$/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/workspace\/done$/);
  await page.goForward();
  await expect(page).toHaveURL(/#\/homePage$/);
});

test('a group path opens its first screen without waiting for anything', async ({ page }) => {
  await failOperationPermissionsOf(page, '/admin');
  await openScreen(page, '/homePage');
  await page.goto('/#/admin');
  await expect(page).toHaveURL(/#\/admin\/permission$/);
});
