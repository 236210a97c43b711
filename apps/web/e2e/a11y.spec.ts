import AxeBuilder from '@axe-core/playwright';
import { screenRoutes } from '../src/app/routes';
import { PATHS } from '../src/lib/route-paths';
import { mockSession, screenSettled, startAs, type ThemeMode } from './pages/session';
import { expect, type Page, test } from './test';

/** Every screen of the route table: a screen added to the table is checked without touching this test. */
const SCREENS = screenRoutes();

/** axe's serious and critical findings on the page as it is (every rule, or the given ones), one line per rule. */
async function seriousFindings(page: Page, rules?: string[]): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of opening a page to gather frame results: the app has no
  // iframes, and each analysis takes half the time.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (rules) builder.withRules(rules);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length} node(s)): ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map(
            (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
          )
          .join('\n'),
    );
}

for (const theme of ['light', 'dark'] as ThemeMode[]) {
  test(`axe, ${theme} theme: ${PATHS.login} logged out`, async ({ page }) => {
    await startAs(page, { theme });
    await page.goto(`/#${PATHS.login}`);
    await expect(page.getByLabel('用户名')).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
  });
}

// Each screen in the light theme and in the dark one as a user switches to it (切换主题 in the header). The
// screens are reached inside one page, as from the menu (the app starts once a group, not once a screen), in
// four groups that run side by side; a finding on one screen does not stop the others. The theme changes colours
// only, so the dark pass runs axe's colour rules (every rule takes about three times as long on a large list).
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const GROUPS = 4;
test.describe('axe, both themes', () => {
  for (let group = 0; group < GROUPS; group++) {
    const screens = SCREENS.filter((_, index) => index % GROUPS === group);
    test(`group ${group + 1} of ${GROUPS}: ${screens.map(({ label }) => label).join('、')}`, async ({
      page,
      request,
    }) => {
      // half a journey's time a screen (the configured timeout, which a rehearsal under load stretches)
      test.setTimeout((screens.length * test.info().timeout) / 2);
      await startAs(page, { session: await mockSession(request), theme: 'light' });
      const themeToggle = page.getByRole('button', { name: '切换主题' });
      // Each screen is checked in the theme the one before it left, then in the other: one switch a screen.
      let theme: ThemeMode = 'light';
      for (const { path, label } of screens) {
        await test.step(`${path} ${label}`, async () => {
          const check = async () => {
            await screenSettled(page);
            const findings = await seriousFindings(page, theme === 'dark' ? COLOUR_RULES : undefined);
            expect.soft(findings, `${path} ${label}, ${theme} theme`).toEqual([]);
          };
          await page.goto(`/#${path}`);
          await expect(page.getByRole('banner').getByText(label, { exact: true })).toBeVisible();
          await check();
          theme = theme === 'light' ? 'dark' : 'light';
          await themeToggle.click();
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await check();
        });
      }
    });
  }
});
