import type { MockServer } from '@backoffice/mock';
import { AUTHORIZATION_STORAGE_KEY, USER_INFO_STORAGE_KEY } from '@backoffice/sdk';
import { render, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { flattenRoutes } from './routes';

// ECharts draws on a canvas, which happy-dom has not (it never returns); the journeys see the charts in Chromium.
vi.mock('../lib/charts', () => ({
  LazyChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

/**
 * The development-build sweep: every screen of the route table, opened in the app as a developer's `npm start`
 * runs it (React and antd in development mode, the contract check on) against the mock's named examples, must
 * leave the console clean. antd announces a deprecated prop only in a development build (`Warning: [antd: Drawer]
 * \`width\` is deprecated`), which the production build the journeys use never shows; React does the same for its
 * own warnings. A screen the route table adds is swept without touching this test.
 */
const SCREENS = flattenRoutes().flatMap(({ path, label, screen }) =>
  screen ? [{ path, label, load: screen.load }] : [],
);

const { happyDOM } = window as unknown as { happyDOM: { setURL(url: string): void } };
let mock: MockServer;
beforeAll(async () => {
  // Prism's HTTP server (micri) installs source-map-support when it loads, which, finding a window here, reads the
  // source of every stack frame of every Error with a synchronous request (a child process each in happy-dom):
  // testing-library's waitFor makes an Error every 50 ms. The app's stack traces keep Vitest's own handler.
  const prepareStackTrace = Error.prepareStackTrace;
  const { startMockServer } = await import('@backoffice/mock');
  Error.prepareStackTrace = prepareStackTrace;
  mock = await startMockServer();
}, 60_000);
afterAll(() => mock?.close());

describe('a development build', () => {
  it('opens every screen of the route table without a console error or warning', async () => {
    const session = await fetch(`${mock.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'zhangwei', password: 'Zw@2026pass' }),
    }).then((response) => response.json());
    localStorage.setItem(AUTHORIZATION_STORAGE_KEY, session.data.token);
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(session.data.user));
    // As in a browser: updates arrive from the network, not inside act().
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

    let screen = '(start)';
    const output: string[] = [];
    for (const level of ['error', 'warn'] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        output.push(`${screen}: console.${level}: ${args.map(String).join(' ').split('\n')[0]}`);
      });

    const [{ App }, { router }] = await Promise.all([import('./App'), import('./router')]);
    // Compiled before the clock starts: on a busy machine compiling a screen's modules takes longer than showing it.
    for (const { load } of SCREENS) await load();
    // The app calls its own origin (`/api/...`): for the sweep the page is served from the mock's.
    const home = location.href;
    happyDOM.setURL(`${mock.url}/#/homePage`);
    const { container, unmount } = render(<App />);
    try {
      for (const { path, label } of SCREENS) {
        screen = `${path} ${label}`;
        await router.navigate(path);
        await waitFor(
          () => {
            expect(container.querySelector('header')?.textContent, screen).toContain(label);
            expect(container.querySelector('main[aria-busy="false"]'), `${screen}: settled`).not.toBeNull();
            expect(
              container
                .querySelector('[aria-busy="true"], .ant-skeleton, .ant-spin-spinning')
                ?.outerHTML.slice(0, 400),
              screen,
            ).toBeUndefined();
          },
          { timeout: 90_000 },
        );
      }
    } finally {
      unmount();
      happyDOM.setURL(home);
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(output).toEqual([]);
    expect(mock.violations).toEqual([]);
  }, 900_000);
});
