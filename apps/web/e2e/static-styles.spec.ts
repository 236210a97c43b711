import type { Locator, Page } from '@playwright/test';
import { PATHS } from '../src/lib/route-paths';
import { buttonName, openScreen } from './pages/app';
import { expect, test } from './test';

// Issue 26, DESIGN.md §7: the production build carries antd's component CSS as style sheets loaded with the chunks
// that hold the components (scripts/antd-static-styles.mjs); in the browser antd draws only each theme's CSS
// variables. The screens must look as when antd drew everything, in either theme.

/**
 * The declarations antd wrote into the page itself (its `data-css-hash` sheets) that are not CSS variables: none
 * when its component CSS comes from the build's sheets.
 */
function drawnDeclarations(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const property of rule.style)
            if (!property.startsWith('--')) found.push(`${rule.selectorText} { ${property} }`);
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.querySelectorAll('style[data-css-hash]'))
      visit((sheet as HTMLStyleElement).sheet?.cssRules ?? ([] as unknown as CSSRuleList));
    return found;
  });
}

const css = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function openOrders(page: Page): Promise<void> {
  await openScreen(page, PATHS.purchaseOrder);
  await expect(page.getByRole('main').locator('.ant-table-row').first()).toBeVisible();
}

test('采购订单 takes antd’s CSS from the build’s sheets: antd draws only the theme’s variables, in either theme', async ({
  page,
}) => {
  await openOrders(page);
  const main = page.getByRole('main');
  const header = main.locator('.ant-table-thead th').first();
  const search = main.getByRole('button', { name: buttonName('搜索') });
  // antd's light table header and the app's primary colour (src/app/theme.ts PRIMARY_COLOR #0958d9)
  await expect.poll(() => css(header, 'background-color')).toBe('rgb(250, 250, 250)');
  expect(await css(search, 'background-color')).toBe('rgb(9, 88, 217)');
  expect(await css(search, 'border-radius')).toBe('6px');
  expect(await drawnDeclarations(page)).toEqual([]);

  await page.getByRole('button', { name: '切换主题' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // the dark algorithm's header and primary button: other colours from the same sheets
  await expect.poll(() => css(header, 'background-color')).not.toBe('rgb(250, 250, 250)');
  expect(await css(header, 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
  expect(await css(search, 'background-color')).not.toMatch(/^rgb\(9, 88, 217\)$|^rgba\(0, 0, 0, 0\)$/);
  expect(await css(search, 'border-radius')).toBe('6px');
  expect(await drawnDeclarations(page)).toEqual([]);
});

test('a dialog loaded after the screen comes with its CSS: 新增采购订单 is drawn as antd draws it', async ({
  page,
}) => {
  await openOrders(page);
  await page.getByRole('button', { name: buttonName('新增') }).click();
  const form = page.getByRole('dialog', { name: '新增采购订单' });
  await expect(form).toBeVisible();
  // the drawer's panel (the dialog or the wrappers around it): white, raised by a shadow
  const panel = await form.evaluate((dialog) => {
    const chain: Element[] = [];
    for (let at: Element | null = dialog; at && !at.matches('body'); at = at.parentElement) chain.push(at);
    return chain
      .map((element) => getComputedStyle(element))
      .map((style) => [style.backgroundColor, style.boxShadow]);
  });
  expect(panel.map(([background]) => background)).toContain('rgb(255, 255, 255)');
  expect(panel.some(([, shadow]) => shadow !== 'none')).toBe(true);
  const field = form.locator('.ant-select, .ant-input, .ant-picker').first();
  expect(await css(field, 'border-top-style')).toBe('solid');
  expect(await drawnDeclarations(page)).toEqual([]);
});

test.describe('with motion', () => {
  // the journeys run with reduced motion, under which antd draws no click wave
  test.use({ reducedMotion: 'no-preference' });

  test('a click on a button shows antd’s wave from its sheet: laid over the button, not in its flow', async ({
    page,
  }) => {
    await openOrders(page);
    // what the wave looks like the moment antd adds it (it goes once its animation ends)
    await page.evaluate(() => {
      const win = window as unknown as { wave: Promise<string[]> };
      win.wave = new Promise((resolve) => {
        new MutationObserver((_, observer) => {
          const element = document.querySelector('.ant-wave');
          if (!element) return;
          observer.disconnect();
          const style = getComputedStyle(element);
          resolve([style.position, style.pointerEvents]);
        }).observe(document.body, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['class'],
        });
      });
    });
    await page
      .getByRole('main')
      .getByRole('button', { name: buttonName('重置') })
      .click();
    expect(await page.evaluate(() => (window as unknown as { wave: Promise<string[]> }).wave)).toEqual([
      'absolute',
      'none',
    ]);
  });
});
