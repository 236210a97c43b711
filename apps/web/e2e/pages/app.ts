import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { SESSION_CACHE_PREFIX } from '../../src/lib/session';
import { expectNotice, NOTICE_SELECTOR } from './notices';
import { screenSettled } from './session';

/** antd puts a space between two Chinese characters on a button; people still read "办理". */
export const buttonName = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A table cell reading exactly `text` — in a tree table the name cell also holds the 展开行 button, whose name
 * comes first.
 */
export function cellNamed(scope: Page | Locator, text: string) {
  return scope.getByRole('cell', { name: new RegExp(`^(展开行 |关闭行 )?${escapeRegExp(text)}$`) });
}

/** The table row holding a cell that reads exactly `cell`. */
export function rowOf(page: Page, cell: string) {
  return page.getByRole('row').filter({ has: cellNamed(page, cell) });
}

/** A button shown in the table row holding a cell that reads exactly `cell`. */
export function rowButton(page: Page, cell: string, button: string) {
  return rowOf(page, cell).getByRole('button', { name: buttonName(button) });
}

/** Runs a row action: its button when shown, else the entry under the row's 更多. */
export async function rowAction(page: Page, cell: string, action: string): Promise<void> {
  await expect(rowOf(page, cell)).toBeVisible();
  const shown = rowButton(page, cell, action);
  if ((await shown.count()) > 0) return shown.click();
  await rowOf(page, cell)
    .getByRole('button', { name: /更\s?多/ })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Picks `option` in the select named `label` (inside `scope`, the whole page by default). */
export async function chooseOption(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .click();
}

/**
 * Every request the page sends from now on to a URL containing `urlPart`, in order. For "nothing was sent", read
 * it after a positive state (the validation message shown, the refusal on screen).
 */
export function requestsTo(page: Page, urlPart: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(urlPart)) sent.push(request);
  });
  return sent;
}

/** Forces a Prism scenario on the requests whose URL matches: the Prefer header the spec's examples answer to. */
export async function preferOn(page: Page, urlPart: string | RegExp, prefer: string): Promise<void> {
  await page.route(
    (url) => (typeof urlPart === 'string' ? url.pathname.includes(urlPart) : urlPart.test(url.pathname)),
    (route) => route.continue({ headers: { ...route.request().headers(), prefer } }),
  );
}

/** The login page. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(hashPath = '/login') {
    await this.page.goto(`/#${hashPath}`);
  }

  async logIn(username = 'zhangwei', password = 'Zw@2026pass') {
    await this.page.getByLabel('用户名').fill(username);
    await this.page.getByLabel('密码').fill(password);
    await this.page.getByRole('button', { name: '登 录' }).click();
  }
}

/** Opens a screen with the journeys' shared session (logged in once by login.setup.ts) and lands on `path`. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}$`));
}

/**
 * Opens a screen with something handed to it in the URL (`/warehouse/doc?fromOrder=<id>`, as 收货 on an order
 * links): the screen takes it and drops it from the URL at once, so the journey checks what the screen shows with
 * it, not the URL (which a fast screen has already changed back).
 */
export async function openHandOff(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
}

/** 展开全部 on a tree table, once its rows have loaded: clicked earlier, it has no rows to open yet. */
export async function expandAll(page: Page): Promise<void> {
  await screenSettled(page);
  await page.getByRole('button', { name: '展开全部' }).click();
}

/**
 * A first visit of the shared session: nothing kept from an earlier one (the menu and operation codes that
 * src/lib/session-cache.ts keeps are shown at once on a later visit, issue 26).
 */
export async function withNothingKept(page: Page): Promise<void> {
  await page.addInitScript((prefix) => {
    for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
  }, SESSION_CACHE_PREFIX);
}

/** For journeys about logging in: start with no session at all. */
export const LOGGED_OUT = { storageState: { cookies: [], origins: [] } };

/** The shell around every screen: side menu, header, notices. */
export class Shell {
  constructor(private readonly page: Page) {}

  menu() {
    return this.page.getByRole('menu').first();
  }

  async topMenuLabels(): Promise<string[]> {
    await expect(this.menu()).toBeVisible();
    return this.menu()
      .locator(':scope > li')
      .evaluateAll((items) => items.map((li) => li.textContent?.trim() ?? ''));
  }

  async open(group: string, screen?: string) {
    await this.menu().getByText(group, { exact: true }).click();
    if (screen) await this.menu().getByText(screen, { exact: true }).click();
  }

  todoBadge() {
    return this.page.getByRole('link', { name: /^待办 \d+ 项$/ });
  }

  /** An error notification (top right) or a success message (top centre) reading `text`, to act on. */
  notice(text: string) {
    return this.page.locator(NOTICE_SELECTOR).filter({ hasText: text });
  }

  /** Waits until a notice reading `text` has been shown (pages/notices: even one gone before a poll saw it). */
  expectNotice(text: string): Promise<void> {
    return expectNotice(this.page, text);
  }

  anyNotice() {
    return this.page.locator('.ant-notification-notice');
  }
}
