import { describe, expect, it } from 'vitest';
import { type PermissionColumn, visibleColumns } from './columns';
import { FIT_CONTENT_ATTRIBUTE } from './content-width';

type Row = { id: string; code: string; name: string };
const columns: PermissionColumn<Row>[] = [
  { key: 'code', title: '物料编码', dataIndex: 'code', width: 100 },
  { key: 'name', title: '物料名称', dataIndex: 'name' },
  { key: 'actions', title: '操作', fixed: 'right', width: 150 },
];
const shown = (hiddenKeys: string[] = []) =>
  visibleColumns({
    columns,
    codes: [],
    hiddenKeys,
    pageNum: 1,
    pageSize: 10,
    extensionFields: [{ tableKey: 'origin', tableChineseKey: '产地', show: true }] as never,
  });

describe('visibleColumns', () => {
  it('puts the extension fields before 操作: no data column comes after the fixed column', () => {
    expect(shown().map((column) => column.title)).toEqual(['序号', '物料编码', '物料名称', '产地', '操作']);
  });

  it('marks key columns and 操作 to be as wide as their content, on one line; names and 序号 are not', () => {
    const marks = shown().map((column) => {
      const cell = column.onCell?.({ id: '1', code: 'EL-0001', name: '贴片电阻' }, 0) as Record<
        string,
        unknown
      >;
      return [
        column.title,
        cell?.[FIT_CONTENT_ATTRIBUTE],
        (cell?.style as { whiteSpace?: string })?.whiteSpace,
      ];
    });
    expect(marks).toEqual([
      ['序号', undefined, undefined],
      ['物料编码', 'code', 'nowrap'],
      ['物料名称', undefined, undefined],
      ['产地', undefined, undefined],
      ['操作', 'actions', 'nowrap'],
    ]);
    const header = shown()[1]?.onHeaderCell?.({}) as Record<string, unknown>;
    expect(header[FIT_CONTENT_ATTRIBUTE]).toBe('code');
  });

  it('keeps what a column does with its own cells', () => {
    const merged = visibleColumns({
      columns: [{ key: 'qty', title: '数量', onCell: () => ({ colSpan: 2, style: { color: 'red' } }) }],
      codes: [],
      hiddenKeys: [],
      pageNum: 1,
      pageSize: 10,
    })[1]?.onCell?.({}, 0);
    expect(merged).toMatchObject({ colSpan: 2, style: { color: 'red', whiteSpace: 'nowrap' } });
  });

  it("a column whose key the list sorts by becomes antd's controlled sorter; the others stay plain", () => {
    const columns: PermissionColumn<Row>[] = [
      { key: 'code', title: '物料编码', dataIndex: 'code' },
      { key: 'name', title: '物料名称', dataIndex: 'name' },
    ];
    const sorted = (sort?: { field: string; order: 'asc' | 'desc' }) =>
      visibleColumns({
        columns,
        codes: [],
        hiddenKeys: [],
        pageNum: 1,
        pageSize: 10,
        sort,
        sortFields: ['code'],
      }).slice(1);
    expect(sorted().map((column) => [column.sorter, column.sortOrder])).toEqual([
      [true, null],
      [undefined, undefined],
    ]);
    expect(sorted({ field: 'code', order: 'desc' })[0]?.sortOrder).toBe('descend');
    expect(sorted({ field: 'code', order: 'asc' })[0]?.sortOrder).toBe('ascend');
    expect(sorted({ field: 'name', order: 'asc' })[0]?.sortOrder).toBeNull();
  });

  it('without sort fields no column sorts, and `sortable: false` keeps a listed key unsortable', () => {
    const columns: PermissionColumn<Row>[] = [
      { key: 'code', title: '物料编码', dataIndex: 'code' },
      { key: 'name', title: '物料名称', dataIndex: 'name', sortable: false },
    ];
    const sorters = (sortFields?: string[]) =>
      visibleColumns({ columns, codes: [], hiddenKeys: [], pageNum: 1, pageSize: 10, sortFields })
        .slice(1)
        .map((column) => column.sorter);
    expect(sorters()).toEqual([undefined, undefined]);
    expect(sorters(['code', 'name'])).toEqual([true, undefined]);
    expect(
      visibleColumns({ columns, codes: [], hiddenKeys: [], pageNum: 1, pageSize: 10 })[2],
    ).not.toHaveProperty('sortable');
  });

  it("a column cannot be marked sortable by hand (type check): the list's sort fields decide", () => {
    // @ts-expect-error only `sortable: false` may be written on a column
    const marked: PermissionColumn<Row> = { key: 'name', title: '名称', sortable: true };
    const plain: PermissionColumn<Row> = { key: 'name', title: '名称' };
    expect([marked, plain].map((column) => column.key)).toEqual(['name', 'name']);
  });
});
