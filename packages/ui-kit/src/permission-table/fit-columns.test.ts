import type { ColumnType } from 'antd/es/table';
import { describe, expect, it } from 'vitest';
import {
  columnsWidth,
  DEFAULT_COLUMN_WIDTH,
  ELLIPSIS_MIN_WIDTH,
  fitColumnWidths,
  shrinkToFit,
  widenColumns,
  withEllipsis,
} from './fit-columns';

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

describe('widenColumns (key columns and 操作 as wide as their content)', () => {
  const shown: ColumnType<never>[] = [
    { key: 'code', title: '订单号', width: 120 },
    { key: 'name', title: '名称', minWidth: 160 },
    { key: 'status', title: '状态' },
    { key: 'actions', title: '操作', width: 150, fixed: 'right' },
  ];

  it('grows a width, or a minWidth where the column shares the room, to what its content needs', () => {
    expect(widenColumns(shown, { code: 141, status: 130, actions: 168 })).toEqual([
      { key: 'code', title: '订单号', width: 141 },
      { key: 'name', title: '名称', minWidth: 160 },
      { key: 'status', title: '状态', minWidth: 130 },
      { key: 'actions', title: '操作', width: 168, fixed: 'right' },
    ]);
  });

  it('never narrows a column below what it asks for, nor touches an unmeasured one', () => {
    const widened = widenColumns(shown, { code: 90, name: 400, status: 100 });
    expect(widened[0]).toBe(shown[0]);
    expect(widened[1]).toEqual({ key: 'name', title: '名称', minWidth: 400 });
    expect(widened[2]).toBe(shown[2]);
    expect(widened[3]).toBe(shown[3]);
  });

  it('the table scrolls by the widened widths, so the widened column never slides under 操作', () => {
    expect(columnsWidth(widenColumns(shown, { code: 141, actions: 168 }) as never[], false)).toBe(
      141 + 160 + DEFAULT_COLUMN_WIDTH + 168,
    );
  });
});

describe('withEllipsis', () => {
  it('cuts plain text columns, never a key column (a code, date, amount, quantity or status)', () => {
    expect(withEllipsis({ key: 'name', title: '物料名称' }).ellipsis).toBe(true);
    expect(withEllipsis({ key: 'code', title: '物料编码' }).ellipsis).toBeUndefined();
    expect(withEllipsis({ key: 'batch', title: '批次号' }).ellipsis).toBeUndefined();
  });
});

describe('shrinkToFit (a table a little too wide for its room cuts its long texts rather than scroll)', () => {
  const list: ColumnType<never>[] = [
    { key: 'code', title: '订单号', width: 140 },
    { key: 'supplier', title: '供应商', minWidth: 200, ellipsis: true },
    { key: 'remark', title: '备注', ellipsis: true },
    { key: 'status', title: '状态', minWidth: 100 },
    { key: 'actions', title: '操作', width: 160, fixed: 'right' },
  ];
  const total = (shrunk: ColumnType<never>[], selectable = false) =>
    columnsWidth(shrunk as never[], selectable);

  it('takes the excess from the cut columns, in proportion to what each can spare, to the pixel', () => {
    // 140 + 200 + 120 + 100 + 160 = 720 in a 670 px room: 50 px from supplier (104 to spare) and remark (24)
    const shrunk = shrinkToFit(list, 670, false);
    expect(total(shrunk)).toBe(670);
    expect(shrunk.map((column) => column.minWidth)).toEqual([undefined, 200 - 41, 120 - 9, 100, undefined]);
    expect(shrunk[0]).toBe(list[0]);
    expect(shrunk[3]).toBe(list[3]);
    // and the fit then hands out nothing more: every column on screen, 操作 last
    expect(fitColumnWidths(shrunk, 670).map((column) => column.width)).toEqual([140, 159, 111, 100, 160]);
  });

  it('counts the selection column in the room it fills', () => {
    expect(total(shrinkToFit(list, 700, true), true)).toBe(700);
  });

  it('never cuts a column below ELLIPSIS_MIN_WIDTH: short of that, the columns keep their minimums and the table scrolls', () => {
    // supplier and remark can give 104 + 24 = 128 px at most
    expect(total(shrinkToFit(list, 720 - 128, false))).toBe(720 - 128);
    expect(shrinkToFit(list, 720 - 129, false)).toBe(list);
    expect(shrinkToFit(list, 375, false)).toBe(list);
    const tightest = shrinkToFit(list, 720 - 128, false);
    expect(tightest[1]?.minWidth).toBe(ELLIPSIS_MIN_WIDTH);
    expect(tightest[2]?.minWidth).toBe(ELLIPSIS_MIN_WIDTH);
  });

  it('leaves the columns as they are when they fit, or the room is not measured yet', () => {
    expect(shrinkToFit(list, 720, false)).toBe(list);
    expect(shrinkToFit(list, 1200, false)).toBe(list);
    expect(shrinkToFit(list, 0, false)).toBe(list);
  });

  it('never cuts a key column or one with a fixed width', () => {
    const keys: ColumnType<never>[] = [
      { key: 'code', title: '订单号', minWidth: 300 },
      { key: 'name', title: '名称', width: 300, ellipsis: true },
    ];
    expect(shrinkToFit(keys, 550, false)).toBe(keys);
  });
});
