import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LABEL_FORMAT,
  LABEL_SIZES,
  labelGeometry,
  paginate,
  readLabelFormat,
  sheetLayout,
} from './label-layout';

describe('sheetLayout (issue 25: labels on A4 or one per page for a label printer)', () => {
  it.each([
    // 200 × 287 mm inside a 5 mm margin
    { size: '60x40', columns: 3, rows: 7, perPage: 21 },
    { size: '100x50', columns: 2, rows: 5, perPage: 10 },
  ] as const)('A4 holds $perPage labels of $size', ({ size, columns, rows, perPage }) => {
    const layout = sheetLayout({ size, media: 'a4' });
    expect(layout).toMatchObject({ columns, rows, perPage, page: { width: 210, height: 297, margin: 5 } });
    expect(layout.columns * layout.label.width).toBeLessThanOrEqual(210 - 2 * 5);
    expect(layout.rows * layout.label.height).toBeLessThanOrEqual(297 - 2 * 5);
  });

  it('a label printer prints one label per page, the page the size of the label', () => {
    expect(sheetLayout({ size: '100x50', media: 'roll' })).toMatchObject({
      page: { width: 100, height: 50, margin: 0 },
      perPage: 1,
    });
  });
});

describe('paginate', () => {
  it('fills each page before the next, the last one partly', () => {
    expect(paginate(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(paginate([], 21)).toEqual([]);
  });
});

describe('readLabelFormat (the size and paper picked last time)', () => {
  it('reads what was stored', () => {
    expect(readLabelFormat('{"size":"100x50","media":"roll"}')).toEqual({ size: '100x50', media: 'roll' });
  });

  it.each([null, '', 'not json', '42', '{"size":"30x20","media":"fax"}'])(
    'falls back to 60×40 on A4 for %j',
    (stored) => {
      expect(readLabelFormat(stored)).toEqual(DEFAULT_LABEL_FORMAT);
    },
  );
});

describe('labelGeometry', () => {
  it.each(LABEL_SIZES)('fits the QR code and the barcode inside a $name label', (size) => {
    const { padding, qr, barcodeHeight, gap } = labelGeometry(size);
    expect(padding + qr + gap + barcodeHeight + padding).toBeLessThanOrEqual(size.height);
    // the text keeps at least as much width as the QR code takes
    expect(size.width - 2 * padding - qr - gap).toBeGreaterThanOrEqual(qr);
    // a phone or handheld reads a QR code of 20 mm and more at arm's length
    expect(qr).toBeGreaterThanOrEqual(20);
  });
});
