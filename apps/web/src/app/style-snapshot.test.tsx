import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import Button from 'antd/es/button';
import version from 'antd/es/version';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'backoffice.antd-styles';
const COMPONENT_SHEETS = 'head > style[data-css-hash]:not([data-token-hash])';
const MAP_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/;

/** A fresh copy of the module (its style cache and kept paths are per page), as a page load has it. */
const load = () => import('./style-snapshot');

/** The map rules of the page's sheets, in order: antd reads the last. */
const declaredMaps = () =>
  [...document.head.querySelectorAll('style')]
    .map((sheet) => MAP_RULE.exec(sheet.textContent ?? '')?.[1])
    .filter((map) => map !== undefined);

/** A snapshot's `path:hash` pairs. */
const pairs = (paths: string) => paths.split(';').filter(Boolean);

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = '';
  localStorage.clear();
});
afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
});

/** A page that drew antd's Button with the module's style cache, as the app draws its screens. */
async function drawButton() {
  const snapshot = await load();
  const view = render(
    <StyleProvider cache={snapshot.styleCache}>
      <Button type="primary">新增</Button>
    </StyleProvider>,
  );
  return { snapshot, view };
}

describe('saveStyleSnapshot', () => {
  it("keeps the page's antd component sheets with their paths, and never a theme's variables", async () => {
    const { snapshot } = await drawButton();
    const sheets = [...document.querySelectorAll<HTMLStyleElement>(COMPONENT_SHEETS)];
    expect(sheets.some((sheet) => sheet.textContent?.includes('.ant-btn'))).toBe(true);
    expect(document.querySelectorAll('head > style[data-token-hash]').length).toBeGreaterThan(0);

    snapshot.saveStyleSnapshot();
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    expect(kept.version).toBe(`${version}/1`);
    const keptHashes = [...kept.sheets.matchAll(/data-css-hash="([^"]+)"/g)].map((match) => match[1]);
    expect(keptHashes).toEqual(sheets.map((sheet) => sheet.getAttribute('data-css-hash')));
    expect(kept.sheets).not.toContain('data-token-hash');
    // The Button's own sheet is kept under its path, with the hash of the sheet in the page.
    const button = pairs(kept.paths).find((pair) => pair.includes('|Button-Button|ant-btn|'));
    expect(button?.split(':').at(-1)).toBeDefined();
    expect(keptHashes).toContain(button?.split(':').at(-1));
    // Every path kept has its sheet kept.
    for (const pair of pairs(kept.paths)) expect(keptHashes).toContain(pair.split(':').at(-1));
  });

  it('keeps nothing rather than fail when the storage is full', async () => {
    const { snapshot } = await drawButton();
    const full = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => snapshot.saveStyleSnapshot(document, full)).not.toThrow();
  });
});

describe('restoreStyleSnapshot', () => {
  it("puts the last visit's sheets first in the page and declares their paths last", async () => {
    const first = await drawButton();
    first.snapshot.saveStyleSnapshot();
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    first.view.unmount();

    // The next page: the prerendered login sheet declares its own paths; nothing of antd's is drawn yet.
    vi.resetModules();
    document.head.innerHTML =
      '<style id="boot-css">.ant-input{color:red}.data-ant-cssinjs-cache-path{content:"css-x|Input|ant-input:abc";}</style>';
    const next = await load();
    next.restoreStyleSnapshot();

    const styles = [...document.head.querySelectorAll('style')];
    const restored = styles.filter((sheet) => sheet.hasAttribute('data-css-hash'));
    expect(restored.map((sheet) => sheet.outerHTML).join('')).toBe(kept.sheets);
    expect(styles.slice(0, restored.length)).toEqual(restored);
    // antd reads the last declaration: it holds the login sheet's paths and the snapshot's, and it is a plain sheet
    // (as a CSS file), so antd takes each path as drawn rather than looking for a sheet of its own.
    expect(declaredMaps().at(-1)).toBe(`css-x|Input|ant-input:abc;${kept.paths}`);
    expect(styles.at(-1)?.attributes.length).toBe(0);
  });

  it('leaves the page as it is without a snapshot, and drops one taken with another antd', async () => {
    const { restoreStyleSnapshot } = await load();
    restoreStyleSnapshot();
    expect(document.head.innerHTML).toBe('');

    localStorage.setItem(
      KEY,
      JSON.stringify({ version: '5.0.0/1', paths: 'p:h', sheets: '<style data-css-hash="h">.a{}</style>' }),
    );
    restoreStyleSnapshot();
    expect(document.head.innerHTML).toBe('');
    expect(localStorage.getItem(KEY)).toBeNull();

    localStorage.setItem(KEY, '{not json');
    expect(() => restoreStyleSnapshot()).not.toThrow();
    expect(document.head.innerHTML).toBe('');
  });

  it('keeps the paths of the last visit that this one did not draw again', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        version: `${version}/1`,
        paths: 'css-x|DatePicker|ant-picker|anticon:k1',
        sheets: '<style data-rc-order="prependQueue" data-css-hash="k1">.ant-picker{}</style>',
      }),
    );
    const { restoreStyleSnapshot, saveStyleSnapshot, styleCache } = await load();
    restoreStyleSnapshot();
    render(
      <StyleProvider cache={styleCache}>
        <Button>查询</Button>
      </StyleProvider>,
    );
    saveStyleSnapshot();
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    expect(pairs(kept.paths)).toContain('css-x|DatePicker|ant-picker|anticon:k1');
    expect(kept.sheets).toContain('.ant-picker{}');
    expect(pairs(kept.paths).some((pair) => pair.includes('|Button-Button|ant-btn|'))).toBe(true);
  });
});

describe('keepStyleSnapshots', () => {
  it('saves once antd has added component sheets and been quiet, not for a theme variable sheet', async () => {
    vi.useFakeTimers();
    try {
      const { keepStyleSnapshots } = await load();
      const stop = keepStyleSnapshots(250);
      const token = document.createElement('style');
      token.setAttribute('data-css-hash', 't1');
      token.setAttribute('data-token-hash', 'css-var-r0');
      document.head.append(token);
      await vi.advanceTimersByTimeAsync(2000);
      expect(localStorage.getItem(KEY)).toBeNull();

      const sheet = document.createElement('style');
      sheet.setAttribute('data-css-hash', 's1');
      sheet.textContent = '.ant-btn{}';
      document.head.append(sheet);
      await vi.advanceTimersByTimeAsync(100);
      expect(localStorage.getItem(KEY)).toBeNull();
      await vi.advanceTimersByTimeAsync(2000);
      expect(JSON.parse(localStorage.getItem(KEY) ?? 'null').sheets).toContain('.ant-btn{}');
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
