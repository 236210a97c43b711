import { expect, type Page, type Request, test } from './test';

// The reference at the mock's /docs (issue 21): the contract with an sdk call per operation, the spec to download
// and the sdk's own API, all from the mock, nothing from anywhere else (no CDN, no telemetry), in real Chromium.
const MOCK = `http://127.0.0.1:${Number(process.env.E2E_MOCK_PORT ?? 4011)}`;

/** Every request the page makes, kept to check where each one went. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** The requests that went to a host other than the mock's (data: and blob: URLs stay in the page). */
function outside(requests: Request[]): string[] {
  return requests
    .map((request) => request.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== MOCK);
}

test.describe('the API reference at the mock’s /docs', () => {
  test.beforeAll(async ({ request }) => {
    // The mock builds the reference on the first request when it is missing or stale (about a minute).
    test.setTimeout(240_000);
    expect((await request.get(`${MOCK}/docs/`, { timeout: 230_000 })).ok()).toBe(true);
  });

  test('the contract page shows an operation’s sdk call and loads nothing from another host', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto(`${MOCK}/docs`);
    await page.getByRole('link', { name: 'workflow', exact: true }).click();
    await page.getByRole('link', { name: /查询流程列表 \/ List processes/ }).click();
    // the right-hand panel: the sdk's tab, and the call with the contract's example body
    await expect(
      page.getByText('TypeScript (@backoffice/sdk)').filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(
      page.getByText("const data = await api.POST('/api/workflow/process/getAll'").filter({ visible: true }),
    ).toBeVisible();
    await expect(page.getByText("body: { queryType: 'PENDING' }").filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /the sdk’s API reference/ })).toHaveAttribute(
      'href',
      '/docs/sdk/',
    );
    await page.waitForLoadState('networkidle');
    expect(outside(requests)).toEqual([]);
    expect(requests.length).toBeGreaterThan(0);
  });

  test('the spec to download is the contract, OpenAPI 3.1', async ({ request }) => {
    const response = await request.get(`${MOCK}/docs/openapi.json`);
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect((await response.json()).openapi).toMatch(/^3\.1\.\d+$/);
  });

  test('the sdk reference shows createApiClient and loads nothing from another host', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(`${MOCK}/docs/sdk/`);
    await expect(page.getByRole('heading', { name: 'Install' })).toBeVisible(); // the sdk's README first
    await page.getByText('index', { exact: true }).filter({ visible: true }).first().click(); // the main entry
    await page
      .getByRole('link', { name: 'createApiClient', exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: /createApiClient/ }).first()).toBeVisible();
    await expect(page.getByText('ApiClientOptions').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'HTTP API (contract)' }).first()).toHaveAttribute(
      'href',
      '/docs/',
    );
    await page.waitForLoadState('networkidle');
    expect(outside(requests)).toEqual([]);
    expect(
      requests.filter((request) => request.url().startsWith(`${MOCK}/docs/sdk/assets/`)).length,
    ).toBeGreaterThan(0);
  });
});
