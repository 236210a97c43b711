import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIT_CONTENT_ATTRIBUTE, measureContentWidths } from './content-width';

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
