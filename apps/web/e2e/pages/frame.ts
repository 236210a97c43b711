import { expect, type Page } from '@playwright/test';

/** The layout around every screen, as seen at one window size. */
export class Frame {
  constructor(private readonly page: Page) {}

  /** The page itself never scrolls sideways: nothing is wider than the window. */
  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  }

  /** How far the page itself (not the screen inside it) has scrolled. */
  async pageScrollY(): Promise<number> {
    return this.page.evaluate(() => document.scrollingElement?.scrollTop ?? 0);
  }

  header() {
    return this.page.getByRole('banner');
  }

  sider() {
    return this.page.locator('.ant-layout-sider');
  }

  avatar() {
    return this.header().getByRole('button', { name: '张伟' });
  }

  menuButton(name: '打开菜单' | '收起菜单' | '展开菜单') {
    return this.header().getByRole('button', { name });
  }

  drawer() {
    return this.page.getByRole('dialog', { name: '主菜单' });
  }

  /** Scrolls the screen's own area to its end. */
  async scrollScreenToEnd(): Promise<void> {
    await this.page.locator('main.ant-layout-content').evaluate((content) => {
      content.scrollTop = content.scrollHeight;
    });
  }

  async expectHeaderAtTop(): Promise<void> {
    expect((await this.header().boundingBox())?.y).toBe(0);
  }
}
