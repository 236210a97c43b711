import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppFiles, loadApp } from './load-app';

const FILES: AppFiles = {
  entry: '/assets/index.js',
  start: ['/assets/start.js', '/assets/vendor-react.js'],
  login: ['/assets/LoginPage.js'],
};

/** What the page has been asked to fetch, in order: preloads, then the entry script. */
const requested = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.getAttribute('src')}`
      : element.getAttribute('href'),
  );

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

  it('for a stored session loads the app at once, without the login page', () => {
    document.documentElement.dataset.boot = 'app';
    loadApp(FILES, { nextFrame: () => {} });
    expect(requested()).toEqual(['/assets/start.js', '/assets/vendor-react.js', 'script /assets/index.js']);
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
    new Function(`(${String(loadApp)})(${JSON.stringify(FILES)})`)();
    expect(requested()).toEqual(['/assets/start.js', '/assets/vendor-react.js', 'script /assets/index.js']);
  });
});
