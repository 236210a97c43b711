import type { Page } from '@playwright/test';
import { buttonName, openScreen, rowButton } from './pages/app';
import { expect, test } from './test';

/** Where the message reading `text` sits against the open drawer's header, measured in one frame. */
function messageAgainstDrawerTitle(page: Page, text: string) {
  return page.evaluate((text) => {
    const message = [...document.querySelectorAll('.ant-message-notice-wrapper')].find((element) =>
      element.textContent?.includes(text),
    );
    const title = document.querySelector('.ant-drawer-open .ant-drawer-header');
    if (!message || !title) return 'not shown';
    const a = message.getBoundingClientRect();
    const b = title.getBoundingClientRect();
    const covers = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return covers ? 'over the title' : 'clear of the title';
  }, text);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, the success of 提交 in a detail drawer leaves the drawer's title readable`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openScreen(page, '/purchase/apply');
    await rowButton(page, 'CGSQ-20261124-001', '详情').click();
    const detail = page.getByRole('dialog', { name: /采购申请 CGSQ-20261124-001/ });
    await expect(detail.locator('.ant-drawer-header')).toBeInViewport({ ratio: 1 });
    await detail.getByRole('button', { name: buttonName('提交') }).click();
    await page.getByRole('button', { name: buttonName('确定') }).click();
    // polled: the 3 s message slides in from above; where it comes to rest is what counts
    await expect.poll(() => messageAgainstDrawerTitle(page, '已提交，等待审批')).toBe('clear of the title');
  });
}
