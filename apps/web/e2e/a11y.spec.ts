import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { flattenRoutes } from '../src/app/routes';
import { PATHS } from '../src/lib/route-paths';
import { mockSession, screenSettled, startAs, type ThemeMode } from './pages/session';

/** Every screen of the route table: a screen added to the table is checked without touching this test. */
const SCREENS = flattenRoutes()
  .filter((route) => route.screen)
  .map(({ path, label }) => ({ path, label }));

/** axe's serious and critical findings on the page as it is, one line per rule with the nodes it hit. */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
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
  test.describe(`axe, ${theme} theme`, () => {
    test(`${PATHS.login} logged out`, async ({ page }) => {
      await startAs(page, { theme });
      await page.goto(`/#${PATHS.login}`);
      await expect(page.getByLabel('用户名')).toBeVisible();
      expect(await seriousFindings(page)).toEqual([]);
    });

    for (const { path, label } of SCREENS) {
      test(`${path} ${label}`, async ({ page, request }) => {
        await startAs(page, { session: await mockSession(request), theme });
        await page.goto(`/#${path}`);
        await expect(page.getByRole('banner').getByText(label, { exact: true })).toBeVisible();
        await screenSettled(page);
        expect(await seriousFindings(page)).toEqual([]);
      });
    }
  });
}
