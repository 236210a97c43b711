// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppFiles, loadApp } from './load-app';

const FILES: AppFiles = {
  entry: '/assets/index.js',
  start: ['/assets/start.js', '/assets/vendor-react.js'],
  login: ['/assets/LoginPage.js'],
  layout: ['/assets/AppLayout.js', '/assets/vendor-query.js'],
  screens: { '/purchase/order': ['/assets/OrderPage.js', '/assets/shared-table.js'], '/homePage': [] },
};

/** What the page has been asked to fetch, in order: preloads, then the entry script. */
const requested = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.getAttribute('src')}`
      : element.getAttribute('href'),
  );

/** The start's preloads load (or fail), as the browser would fire their events. */
const startLoaded = (event: 'load' | 'error' = 'load') => {
  for (const href of FILES.start)
    document.head.querySelector(`link[href="${href}"]`)?.dispatchEvent(new Event(event));
};

describe('loadApp', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    delete document.documentElement.dataset.boot;
  });

  it('with the prerendered login page on screen, fetches nothing until a frame has painted', () => {
    document.documentElement.dataset.boot = 'login';
    let frame: (() => void) | undefined;
    loadApp(FILES, {
      nextFrame: (callback) => {
        frame = callback;
      },
    });
    vi.runAllTimers();
    expect(requested()).toEqual([]);
    frame?.();
    expect(requested()).toEqual([]); // the frame's paint comes after its callbacks
    vi.runAllTimers();
    expect(requested()).toEqual([
      '/assets/start.js',
      '/assets/vendor-react.js',
      '/assets/LoginPage.js',
      'script /assets/index.js',
    ]);
  });

  it('for a stored session loads the app at once, and the layout once the start is in', () => {
    document.documentElement.dataset.boot = 'app';
    loadApp(FILES, { hash: '#/homePage', nextFrame: () => {} });
    expect(requested()).toEqual(['/assets/start.js', '/assets/vendor-react.js', 'script /assets/index.js']);
    startLoaded();
    expect(requested().slice(3)).toEqual(['/assets/AppLayout.js', '/assets/vendor-query.js']);
  });

  it("for a deep link fetches its screen's chunks with the layout's, while the start runs (issue 26)", () => {
    document.documentElement.dataset.boot = 'app';
    loadApp(FILES, { hash: '#/purchase/order?status=1', nextFrame: () => {} });
    startLoaded('error'); // a start chunk that fails is the entry's to show; the screen is still asked for
    expect(requested().slice(3)).toEqual([
      '/assets/AppLayout.js',
      '/assets/vendor-query.js',
      '/assets/OrderPage.js',
      '/assets/shared-table.js',
    ]);
  });

  it('waits for every start chunk before asking for more', () => {
    document.documentElement.dataset.boot = 'app';
    loadApp(FILES, { hash: '#/purchase/order', nextFrame: () => {} });
    document.head.querySelector('link[href="/assets/start.js"]')?.dispatchEvent(new Event('load'));
    expect(requested()).toHaveLength(3);
  });

  it('for a path that is no screen (a redirect, a 404) fetches the layout alone', () => {
    document.documentElement.dataset.boot = 'app';
    loadApp(FILES, { hash: '#/nowhere', nextFrame: () => {} });
    startLoaded();
    expect(requested().slice(3)).toEqual(['/assets/AppLayout.js', '/assets/vendor-query.js']);
  });

  it('in a hidden tab, which never paints, loads at once', () => {
    document.documentElement.dataset.boot = 'login';
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    loadApp(FILES, { nextFrame: () => {} });
    hidden.mockRestore();
    expect(requested()).toContain('script /assets/index.js');
  });

  it('runs from its own source, as the build inlines it into index.html', () => {
    document.documentElement.dataset.boot = 'app';
    window.location.hash = '#/purchase/order';
    new Function(`(${String(loadApp)})(${JSON.stringify(FILES)})`)();
    startLoaded();
    expect(requested()).toContain('/assets/OrderPage.js');
  });
});
