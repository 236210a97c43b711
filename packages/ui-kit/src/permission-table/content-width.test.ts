// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { createElement, type ReactElement, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIT_CONTENT_ATTRIBUTE, measureContentWidths, useContentWidths } from './content-width';

/** jsdom lays nothing out: a copy's width is 8 px a character of its text, as if on one line. */
function layOutCopiesOnOneLine() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.style.width === 'max-content' ? (this.textContent ?? '').length * 8 : 0;
    return { width, height: 0, top: 0, left: 0, right: width, bottom: 0, x: 0, y: 0, toJSON: () => ({}) };
  });
}

function table(cells: [key: string, html: string][]) {
  const root = document.createElement('div');
  for (const [key, html] of cells) {
    const cell = document.createElement('td');
    cell.setAttribute(FIT_CONTENT_ATTRIBUTE, key);
    cell.style.padding = '0 16px';
    cell.innerHTML = html;
    root.append(cell);
  }
  root.append(document.createElement('td')); // a cell not marked
  document.body.append(root);
  return root;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('measureContentWidths', () => {
  it("gives each marked column its widest cell's content on one line plus the cell's padding", () => {
    layOutCopiesOnOneLine();
    const root = table([
      ['code', 'CGDD-20261110-001'],
      ['code', 'CGDD-1'],
      ['actions', '<button>详情</button><button>修改</button><button>更多</button>'],
    ]);
    expect(measureContentWidths(root)).toEqual({ code: 17 * 8 + 32, actions: 6 * 8 + 32 });
  });

  it('leaves the cells as they were', () => {
    layOutCopiesOnOneLine();
    const root = table([['code', '<a href="#x">EL-0001</a>']]);
    const before = root.innerHTML;
    measureContentWidths(root);
    expect(root.innerHTML).toBe(before);
  });

  it('asks for nothing where nothing is laid out', () => {
    expect(measureContentWidths(table([['code', 'EL-0001']]))).toEqual({});
  });
});

/** A table of one marked cell; counts its renders and shows the widths it was given. */
function OneCellTable({ renders, cell }: { renders: { count: number }; cell: ReactElement }) {
  const ref = useRef<HTMLTableRowElement>(null);
  const widths = useContentWidths(ref, 'orders');
  renders.count += 1;
  return createElement(
    'table',
    null,
    createElement('tbody', null, createElement('tr', { ref, 'data-widths': JSON.stringify(widths) }, cell)),
  );
}

/** A key cell of an order number. */
const keyCell = createElement(
  'td',
  { [FIT_CONTENT_ATTRIBUTE]: 'code', style: { padding: '0 16px' } },
  'CGDD-1',
);

/** Shows the label of the status tag below, as its dictionary's answer would. */
let showLabel: () => void = () => {};

/** A status tag: the raw value until its dictionary's label comes. */
function StatusTag() {
  const [label, setLabel] = useState('PARTIALLY_RECEIVED');
  showLabel = () => setLabel('部分入库');
  return createElement('span', null, label);
}

/** A status cell whose tag shows its label later. */
const statusCell = createElement('td', { [FIT_CONTENT_ATTRIBUTE]: 'status' }, createElement(StatusTag));

describe('useContentWidths with a table id (issue 26: widths kept from the last visit)', () => {
  afterEach(() => localStorage.clear());

  it('draws the table once when its rows need the widths the last visit measured', () => {
    layOutCopiesOnOneLine();
    localStorage.setItem('ui-kit:table:orders:content-widths:v1', JSON.stringify({ code: 6 * 8 + 32 }));
    const renders = { count: 0 };
    render(createElement(OneCellTable, { renders, cell: keyCell }));
    expect(renders.count).toBe(1);
  });

  it('measures, draws again and keeps the widths when nothing was kept', () => {
    layOutCopiesOnOneLine();
    const renders = { count: 0 };
    const { container } = render(createElement(OneCellTable, { renders, cell: keyCell }));
    expect(renders.count).toBe(2);
    expect(container.querySelector('tr')?.getAttribute('data-widths')).toBe(JSON.stringify({ code: 80 }));
    expect(JSON.parse(localStorage.getItem('ui-kit:table:orders:content-widths:v1') ?? '{}')).toEqual({
      code: 80,
    });
  });

  it('measures a cell that changes by itself, without the table rendering (a dictionary arriving)', async () => {
    layOutCopiesOnOneLine();
    const renders = { count: 0 };
    const { container } = render(createElement(OneCellTable, { renders, cell: statusCell }));
    expect(container.querySelector('tr')?.getAttribute('data-widths')).toBe(
      JSON.stringify({ status: 18 * 8 }),
    );
    const rendersBefore = renders.count;
    await act(async () => showLabel());
    await vi.waitFor(() =>
      expect(container.querySelector('tr')?.getAttribute('data-widths')).toBe(
        JSON.stringify({ status: 4 * 8 }),
      ),
    );
    expect(JSON.parse(localStorage.getItem('ui-kit:table:orders:content-widths:v1') ?? '{}')).toEqual({
      status: 32,
    });
    // Measuring again draws the table once more, and only once: its own render is not measured twice.
    expect(renders.count).toBe(rendersBefore + 1);
  });
});
