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

  it('a sortable column becomes the controlled sorter of antd; the others stay plain', () => {
    const sortable: PermissionColumn<Row, 'code'>[] = [
      { key: 'code', title: '物料编码', dataIndex: 'code', sortable: true },
      { key: 'name', title: '物料名称', dataIndex: 'name' },
    ];
    const sorted = (sort?: { field: string; order: 'asc' | 'desc' }) =>
      visibleColumns({ columns: sortable, codes: [], hiddenKeys: [], pageNum: 1, pageSize: 10, sort }).slice(
        1,
      );
    expect(sorted().map((column) => [column.sorter, column.sortOrder])).toEqual([
      [true, null],
      [undefined, undefined],
    ]);
    expect(sorted({ field: 'code', order: 'desc' })[0]?.sortOrder).toBe('descend');
    expect(sorted({ field: 'code', order: 'asc' })[0]?.sortOrder).toBe('ascend');
    expect(sorted({ field: 'name', order: 'asc' })[0]?.sortOrder).toBeNull();
    expect(sorted()[0]).not.toHaveProperty('sortable');
  });

  it('only a field the operation sorts by may be a sortable column (type check)', () => {
    const ok: PermissionColumn<Row, 'code'> = { key: 'code', title: '编码', sortable: true };
    // @ts-expect-error `name` is not one of the operation's sort fields
    const wrong: PermissionColumn<Row, 'code'> = { key: 'name', title: '名称', sortable: true };
    const plain: PermissionColumn<Row, 'code'> = { key: 'name', title: '名称' };
    expect([ok, wrong, plain].map((column) => column.key)).toEqual(['code', 'name', 'name']);
  });
});
