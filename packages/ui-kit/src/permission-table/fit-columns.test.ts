import type { ColumnType } from 'antd/es/table';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMN_WIDTH, fitColumnWidths } from './fit-columns';

const columns: ColumnType<never>[] = [
  { key: 'index', width: 80 },
  { key: 'doc', minWidth: 200 },
  { key: 'code' },
  { key: 'actions', width: 150 },
];
const widths = (available: number) => fitColumnWidths(columns, available).map((column) => column.width);

describe('fitColumnWidths (a scrolling table lays out fixed, where minWidth alone does not hold)', () => {
  it('gives every column without a width its minWidth, or the default, when the table scrolls', () => {
    expect(widths(0)).toEqual([80, 200, DEFAULT_COLUMN_WIDTH, 150]);
    expect(widths(400)).toEqual([80, 200, DEFAULT_COLUMN_WIDTH, 150]);
  });

  it('shares the room left over among those columns in proportion to their minimum, to the pixel', () => {
    // 80 + 200 + 120 + 150 = 550; 160 px to share as 200 : 120
    expect(widths(710)).toEqual([80, 300, 180, 150]);
    const odd = widths(555);
    expect(odd.reduce<number>((total, width) => total + Number(width), 0)).toBe(555);
    expect(Number(odd[1])).toBeGreaterThanOrEqual(200);
  });

  it('keeps a fixed width and every other property of a column as it is', () => {
    const fitted = fitColumnWidths(
      [
        { key: 'a', width: 90, ellipsis: true },
        { key: 'b', title: 'B' },
      ],
      1000,
    );
    expect(fitted).toEqual([
      { key: 'a', width: 90, ellipsis: true },
      { key: 'b', title: 'B', width: 910 },
    ]);
  });

  it('leaves columns that all have a width as they are, the same list', () => {
    const fixed: ColumnType<never>[] = [
      { key: 'a', width: 90 },
      { key: 'b', width: 120 },
    ];
    expect(fitColumnWidths(fixed, 1000)).toBe(fixed);
  });
});
