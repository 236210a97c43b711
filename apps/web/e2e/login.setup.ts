import { MEMORY_SESSION_STATE, SESSION_STATE } from '../playwright.config';
import { LoginPage } from './pages/app';
import { expect, test as setup } from './test';

// One real login through the login page; every journey starts from the session it leaves in local storage
// (spec §1: the login state is the authorization value there), so journeys test their screen, not the login.
setup('log in once for the journeys', async ({ page }, testInfo) => {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn();
  await expect(page).toHaveURL(/#\/homePage$/);
  const memory = testInfo.project.name === 'login-memory';
  await page.context().storageState({ path: memory ? MEMORY_SESSION_STATE : SESSION_STATE });
});
