// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { createElement, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The hook as a new page loads it: its module afresh, no width measured yet. */
let useWidthOnThisPage: typeof import('./element-width')['useElementWidth'];
async function newPage() {
  vi.resetModules();
  useWidthOnThisPage = (await import('./element-width')).useElementWidth;
}

/** A table's room: the width it was given on each render. */
function Room({ widths }: { widths: number[] }) {
  const ref = useRef<HTMLDivElement>(null);
  widths.push(useWidthOnThisPage(ref, true, 'orders'));
  return createElement('div', { ref });
}

/** jsdom lays nothing out: every element is 1180 px wide; the observer never fires by itself. */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1180);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('innerWidth', 1440);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useElementWidth with a table id (issue 26: the room kept from the last visit)', () => {
  it('measures, draws again at the measured width and keeps it with the window width', async () => {
    await newPage();
    const widths: number[] = [];
    render(createElement(Room, { widths }));
    expect(widths).toEqual([0, 1180]);
    expect(JSON.parse(localStorage.getItem('ui-kit:table:orders:width:v1') ?? 'null')).toEqual({
      viewport: 1440,
      width: 1180,
    });
  });

  it('draws once on the next visit in a window as wide', async () => {
    localStorage.setItem('ui-kit:table:orders:width:v1', JSON.stringify({ viewport: 1440, width: 1180 }));
    await newPage();
    const widths: number[] = [];
    render(createElement(Room, { widths }));
    expect(widths).toEqual([1180]);
  });

  it('measures first in a window of another width', async () => {
    localStorage.setItem('ui-kit:table:orders:width:v1', JSON.stringify({ viewport: 1920, width: 1660 }));
    await newPage();
    const widths: number[] = [];
    render(createElement(Room, { widths }));
    expect(widths).toEqual([0, 1180]);
  });
});
